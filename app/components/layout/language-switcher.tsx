import { useLocation, useMatches } from "react-router";
import { LOCALE_INFO, LOCALES, TRANSLATED_LOCALES, localePath, type Locale } from "../../../domain/locales";
import type { LanguagePaths } from "../../../domain/slugs";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";

/**
 * The page the visitor is on, in `language`: at its own path there when it has one (an item whose
 * translation gives it a slug: the page's loader answers `languagePaths`), else at the same path
 * under that language; the filters kept.
 */
function useSamePage(): (language: Locale) => string {
  const { pathname, search } = useLocation();
  const page = useMatches().at(-1)?.data as { languagePaths?: LanguagePaths } | undefined;
  return (language) => `${localePath(language, page?.languagePaths?.[language] ?? pathname)}${search}`;
}

/**
 * The languages of the page the visitor is on (docs/product.md §11): each a link to the same page
 * (and the same filters) in that language. The names are each in their own language and script,
 * drawn with the phone's own fonts, so that showing them never downloads the site's Malayalam or
 * Tamil face on an English page (app.css, `.language-name`).
 */
export function LanguageSwitcher({ className = "", tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const locale = useLocale();
  const samePage = useSamePage();
  const link = tone === "dark" ? "text-slate-300 hover:text-white hover:underline" : "text-slate-700 hover:bg-slate-100";
  return (
    <nav aria-label={m.languageLabel(locale)} className={className}>
      <ul className="flex items-center gap-1">
        {LOCALES.map((language) => {
          const current = language === locale;
          return (
            <li key={language}>
              <a
                href={samePage(language)}
                lang={LOCALE_INFO[language].lang}
                hrefLang={LOCALE_INFO[language].hreflang}
                aria-current={current ? "page" : undefined}
                className={`language-name inline-flex min-h-11 items-center rounded-md px-2 text-sm whitespace-nowrap ${
                  current ? "font-semibold underline decoration-2 underline-offset-4" : link
                }`}
              >
                {LOCALE_INFO[language].name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The offer of the visitor's own language, on an English page (docs/product.md §11): hidden, and
 * shown once by app/islands/site-behaviour.ts to a browser whose preferred language is Malayalam
 * or Tamil. Nobody is redirected; following it or saying no, the offer is not made again. Each
 * offer speaks the language it offers.
 */
export function LanguageOffers() {
  const locale = useLocale();
  const samePage = useSamePage();
  if (locale !== "en") return null;
  return (
    <>
      {TRANSLATED_LOCALES.map((language) => {
        const name = LOCALE_INFO[language].name;
        return (
          <aside
            key={language}
            hidden
            data-language-offer={language}
            lang={LOCALE_INFO[language].lang}
            aria-label={m.languageLabel(language)}
            className="fixed inset-x-3 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-card bg-white p-4 text-ink shadow-lift ring-1 ring-slate-200 md:bottom-6 md:left-6 md:mx-0"
          >
            <p className="w-full text-sm">{m.languageOffer(language, { language: name })}</p>
            <a
              href={samePage(language)}
              hrefLang={LOCALE_INFO[language].hreflang}
              data-language-offer-accept=""
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {m.languageOfferRead(language, { language: name })}
            </a>
            <button
              type="button"
              data-language-offer-dismiss=""
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              {m.languageOfferDismiss(language)}
            </button>
          </aside>
        );
      })}
    </>
  );
}
