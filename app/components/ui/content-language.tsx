import Languages from "lucide-react/icons/languages";
import type { ItemLanguage } from "../../../domain/translations";
import { isPartlyEnglish } from "../../i18n/content";
import * as m from "../../i18n/messages";

export { langOf } from "../../i18n/content";

/** The visitor's note on a page in Malayalam or Tamil that shows an item not yet translated: its text is the English. */
export function UntranslatedNote({ item, className = "" }: { item: { language?: ItemLanguage }; className?: string }) {
  if (!isPartlyEnglish(item)) return null;
  return (
    <p
      data-untranslated=""
      className={`flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ${className}`}
    >
      <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {m.untranslatedNote(item.language!.locale)}
    </p>
  );
}

/** The same note for a page made of the site's own texts, some not yet translated: a strip under its first band. */
export function PageUntranslatedNote({ language }: { language: ItemLanguage }) {
  if (!isPartlyEnglish({ language })) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <UntranslatedNote item={{ language }} />
    </div>
  );
}
