import Languages from "lucide-react/icons/languages";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LOCALE_INFO, TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from "../../../domain/locales";
import type { TranslationState } from "../../../domain/translations";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { loadScriptFace } from "../../lib/admin-language";
import { apiGet } from "../../lib/api-client";
import { countText, languageName } from "./translation-labels";

const STATE_TEXT: Record<TranslationState, (locale: Locale) => string> = {
  missing: m.adminTranslationsStateMissing,
  "needs-update": m.adminTranslationsStateBehind,
  current: m.adminTranslationsStateCurrent,
};

/**
 * Under an item's or a site section's edit form: its Malayalam and Tamil versions (docs/product.md §11),
 * each with its state and a link to its translation page. `kindName` is the item's kind, or "site"
 * (and `id` the section's name); the states are read again when `saved` changes (a save of the English).
 */
export function TranslationLinks({ kindName, id, saved }: { kindName: string; id: string; saved?: string }) {
  const ui = useLocale();
  const [states, setStates] = useState<Record<TranslatedLocale, TranslationState> | null>(null);
  useEffect(() => {
    let live = true;
    apiGet<{ translation: { states: Record<TranslatedLocale, TranslationState> } }>(`/api/admin/${kindName}/${id}/translations`).then(
      ({ translation }) => live && setStates(translation.states),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [kindName, id, saved]);
  return (
    <section aria-labelledby="translation-links" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="translation-links" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Languages aria-hidden="true" className="size-5 text-monsoon-700" />
        {m.adminTranslationsTitle(ui)}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {TRANSLATED_LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={`/translate/${kindName}/${id}?lang=${locale}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-ink hover:bg-slate-50"
            >
              {languageName(ui, locale)}
              {states ? <span className="text-sm font-normal text-slate-600">({STATE_TEXT[states[locale]](ui)})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The dashboard's count of what is left to translate (docs/product.md §11): per language, the
 * items not yet translated and those behind their English, each a link to the list of them.
 */
export function TranslationCounts() {
  const ui = useLocale();
  const [counts, setCounts] = useState<Record<TranslatedLocale, { missing: number; needsUpdate: number }> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    apiGet<{ counts: Record<TranslatedLocale, { missing: number; needsUpdate: number }> }>("/api/admin/translations").then(
      (answer) => live && setCounts(answer.counts),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section aria-labelledby="translation-counts" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <h2 id="translation-counts" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Languages aria-hidden="true" className="size-5 text-monsoon-700" />
        {m.adminTranslationsTitle(ui)}
      </h2>
      {failed ? <p className="mt-2 text-sm text-slate-600">{m.adminTranslationsCountsFailed(ui)}</p> : null}
      {counts ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {TRANSLATED_LOCALES.map((locale) => (
            <li key={locale} className="rounded-lg bg-slate-50 p-3">
              <p className="font-semibold text-ink">
                <NameInItself locale={locale} />
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                <Link
                  to={`/translations?lang=${locale}&state=missing`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {m.adminTranslationsMissingCount(ui, { count: countText(ui, counts[locale].missing) })}
                </Link>
                <Link
                  to={`/translations?lang=${locale}&state=needs-update`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {m.adminTranslationsBehindCount(ui, { count: countText(ui, counts[locale].needsUpdate) })}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      ) : failed ? null : (
        <p className="mt-2 text-sm text-slate-600">{m.adminTranslationsCounting(ui)}</p>
      )}
    </section>
  );
}

/**
 * A language as the admin names it, in the admin's language, then in itself ("Malayalam മലയാളം");
 * once only where the two are the same ("മലയാളം" in the admin in Malayalam).
 */
function NameInItself({ locale }: { locale: TranslatedLocale }) {
  const ui = useLocale();
  // Its own script's face, whatever the admin's language.
  useEffect(() => loadScriptFace(locale), [locale]);
  const name = languageName(ui, locale);
  if (name === LOCALE_INFO[locale].name) return <span lang={LOCALE_INFO[locale].lang}>{name}</span>;
  return (
    <>
      {name}{" "}
      <span lang={LOCALE_INFO[locale].lang} className="font-normal text-slate-600">
        {LOCALE_INFO[locale].name}
      </span>
    </>
  );
}

/** A language as the admin names it: "Malayalam മലയാളം" (NameInItself). */
export function LanguageName({ locale }: { locale: TranslatedLocale }) {
  return (
    <span className="font-semibold text-ink">
      <NameInItself locale={locale} />
    </span>
  );
}

/** The three looks of a selectable card (a language to show or translate): chosen or not. */
export function choiceClass(chosen: boolean): string {
  return chosen ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700" : "border-slate-200 bg-white hover:bg-slate-50";
}
