import { createContext, useContext } from "react";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localePath, type Locale } from "../../domain/locales";

/**
 * The page's language (docs/product.md §11). The root layout provides it from the URL; an island,
 * a React root of its own, gets it from `<html lang>` when it hydrates (app/islands/hydrate.ts).
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A function giving a site path in the page's language: "/projects" → "/ml/projects" on a Malayalam page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

/** The language an `<html lang>` names (an island's page). */
export function localeOfLang(lang: string): Locale {
  return LOCALES.find((locale) => LOCALE_INFO[locale].lang === lang) ?? DEFAULT_LOCALE;
}
