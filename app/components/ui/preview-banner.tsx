import Eye from "lucide-react/icons/eye";
import type { Locale } from "../../../domain/locales";
import { publicationLabel, type Publication } from "../../../domain/publishing";
import { formatDate } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";

/** publicationLabel (domain/publishing.ts), "Draft", "Scheduled for …" or "Published", in the page's language. */
function stateText(locale: Locale, item: Publication, label: string): string {
  if (locale === "en") return label;
  if (label === "Draft") return m.commonStateDraft(locale);
  if (label === "Published" || !item.publishAt) return m.commonStatePublished(locale);
  // "Scheduled for 1 Dec 2026, 9:30 am": the time it goes public, on the company's clock.
  const when = formatDate(locale, item.publishAt, { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
  return m.commonStateScheduled(locale, { when });
}

/** Above a page opened by its preview link (issue #17): what visitors see of it, and that this is not it. */
export function PreviewBanner({ item }: { item: Publication }) {
  const locale = useLocale();
  const label = publicationLabel(item, new Date());
  const state = stateText(locale, item, label);
  const note = label === "Published" ? m.commonPreviewPublic(locale) : m.commonPreviewHidden(locale);
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-medium text-amber-950">
      <Eye aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
      {m.commonPreview(locale, { state, note })}
    </div>
  );
}
