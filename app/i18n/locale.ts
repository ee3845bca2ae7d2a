import { createContext, useContext } from "react";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localePath, type Locale } from "../../domain/locales";

/** Set by the islands' build for one language (vite/islands.config.ts), and nowhere else. */
declare const __ISLANDS_LOCALE__: Locale | undefined;

/**
 * The language an islands build is for: each language's pages load their own (docs/architecture.md §12),
 * so an island knows its language without asking the page. Undefined in the server's render and in development.
 */
export const ISLANDS_LOCALE: Locale | undefined = typeof __ISLANDS_LOCALE__ === "string" ? __ISLANDS_LOCALE__ : undefined;

/**
 * The page's language (docs/product.md §11). The root layout provides it from the URL; an island,
 * a React root of its own, gets it from `<html lang>` when it hydrates (app/islands/hydrate.ts).
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  const provided = useContext(LocaleContext);
  return ISLANDS_LOCALE ?? provided;
}

/** A function giving a site path in the page's language: "/projects" → "/ml/projects" on a Malayalam page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

/** The language an `<html lang>` names (an island's page). */
export function localeOfLang(lang: string): Locale {
  return ISLANDS_LOCALE ?? LOCALES.find((locale) => LOCALE_INFO[locale].lang === lang) ?? DEFAULT_LOCALE;
}
