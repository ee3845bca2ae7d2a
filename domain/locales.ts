/**
 * The site's languages (docs/product.md §11): English at the site's own URLs, Malayalam under
 * /ml/ and Tamil under /ta/. Every public page is one cacheable URL per language; nobody is
 * redirected by their browser's language, which is only offered once.
 */
export const LOCALES = ["en", "ml", "ta"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The languages a translation is written in: every one but English, the source and fallback. */
export const TRANSLATED_LOCALES = ["ml", "ta"] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

interface LocaleInfo {
  /** `<html lang>` and a passage's own `lang`. */
  lang: string;
  /** The `hreflang` of its alternates in pages and the sitemap. */
  hreflang: string;
  /** Open Graph's `og:locale`. */
  og: string;
  /** Its name in itself, as the switcher offers it. */
  name: string;
  /** Its name in English, for the admin. */
  english: string;
}

/** What `Intl` formats a language with: as written in India (Indian grouping, "1,00,000"; the language's month names). */
export function intlLocale(locale: Locale): string {
  return `${locale}-IN`;
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { lang: "en-IN", hreflang: "en", og: "en_IN", name: "English", english: "English" },
  ml: { lang: "ml", hreflang: "ml", og: "ml_IN", name: "മലയാളം", english: "Malayalam" },
  ta: { lang: "ta", hreflang: "ta", og: "ta_IN", name: "தமிழ்", english: "Tamil" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return typeof value === "string" && (TRANSLATED_LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: its first segment when that names one, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/(ml|ta)(?:\/|$)/.exec(pathname)?.[1];
  return first && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** A path without its language prefix: "/ml/projects" → "/projects", "/ta/" → "/". */
export function stripLocale(pathname: string): string {
  const rest = pathname.replace(/^\/(?:ml|ta)(?=\/|$)/, "");
  return rest === "" ? "/" : rest;
}

/**
 * The path of an English path in `locale`: "/projects" → "/ml/projects"; the home page in a
 * language is "/ml/". A path already in a language is moved to `locale`.
 */
export function localePath(locale: Locale, path: string): string {
  const english = stripLocale(path);
  if (locale === DEFAULT_LOCALE) return english;
  return english === "/" ? `/${locale}/` : `/${locale}${english}`;
}

/** The browser's preferred language the site has, if it is not English (`navigator.languages`, `Accept-Language`). */
export function preferredTranslation(languages: readonly string[]): TranslatedLocale | null {
  for (const language of languages) {
    const base = language.trim().toLowerCase().split(/[-_;]/)[0];
    if (base === "en") return null;
    if (isTranslatedLocale(base)) return base;
  }
  return null;
}
