import Languages from "lucide-react/icons/languages";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LOCALE_INFO, TRANSLATED_LOCALES, type TranslatedLocale } from "../../../domain/locales";
import type { TranslationState } from "../../../domain/translations";
import { apiGet } from "../../lib/api-client";

const STATE_TEXT: Record<TranslationState, string> = { missing: "not translated", "needs-update": "needs update", current: "up to date" };

/**
 * Under an item's or a site section's edit form: its Malayalam and Tamil versions (docs/product.md §11),
 * each with its state and a link to its translation page. `kindName` is the item's kind, or "site"
 * (and `id` the section's name); the states are read again when `saved` changes (a save of the English).
 */
export function TranslationLinks({ kindName, id, saved }: { kindName: string; id: string; saved?: string }) {
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
        Translations
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {TRANSLATED_LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={`/translate/${kindName}/${id}?lang=${locale}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-ink hover:bg-slate-50"
            >
              {LOCALE_INFO[locale].english}
              {states ? <span className="text-sm font-normal text-slate-600">({STATE_TEXT[states[locale]]})</span> : null}
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
        Translations
      </h2>
      {failed ? <p className="mt-2 text-sm text-slate-600">The counts could not be loaded.</p> : null}
      {counts ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {TRANSLATED_LOCALES.map((locale) => (
            <li key={locale} className="rounded-lg bg-slate-50 p-3">
              <p className="font-semibold text-ink">
                {LOCALE_INFO[locale].english}{" "}
                <span lang={LOCALE_INFO[locale].lang} className="font-normal text-slate-600">
                  {LOCALE_INFO[locale].name}
                </span>
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                <Link
                  to={`/translations?lang=${locale}&state=missing`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {counts[locale].missing} not translated
                </Link>
                <Link
                  to={`/translations?lang=${locale}&state=needs-update`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {counts[locale].needsUpdate} to update
                </Link>
              </p>
            </li>
          ))}
        </ul>
      ) : failed ? null : (
        <p className="mt-2 text-sm text-slate-600">Counting…</p>
      )}
    </section>
  );
}

/** A language as the admin names it: in English, then in itself ("Malayalam മലയാളം"). */
export function LanguageName({ locale }: { locale: TranslatedLocale }) {
  return (
    <span className="font-semibold text-ink">
      {LOCALE_INFO[locale].english}{" "}
      <span lang={LOCALE_INFO[locale].lang} className="font-normal text-slate-600">
        {LOCALE_INFO[locale].name}
      </span>
    </span>
  );
}

/** The three looks of a selectable card (a language to show or translate): chosen or not. */
export function choiceClass(chosen: boolean): string {
  return chosen ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700" : "border-slate-200 bg-white hover:bg-slate-50";
}
