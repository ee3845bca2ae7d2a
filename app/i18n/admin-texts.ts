/**
 * The admin's texts in Malayalam and Tamil (docs/architecture.md §12): one module per language
 * (app/i18n/admin/ml.ts, ta.ts, made by `npm run messages`), loaded when the admin first needs that
 * language, so that a person reading the admin in English downloads neither and nobody downloads
 * both. Until its language is loaded, a message of the admin reads in English (app/i18n/messages.ts).
 */
import type { Locale, TranslatedLocale } from "../../domain/locales";

const loaded: Partial<Record<TranslatedLocale, readonly string[]>> = {};
const waiting: Partial<Record<TranslatedLocale, Promise<void>>> = {};

/** Loads the admin's texts in `locale` (nothing to load for English); safe to call again. */
export function loadAdminTexts(locale: Locale): Promise<void> {
  if (locale === "en" || loaded[locale]) return Promise.resolve();
  waiting[locale] ??= (locale === "ml" ? import("./admin/ml") : import("./admin/ta"))
    .then((module) => {
      loaded[locale] = module.default;
    })
    .catch((error: unknown) => {
      // Offline before the file came: the admin reads in English until the next try.
      delete waiting[locale];
      throw error;
    });
  return waiting[locale];
}

/** Whether the admin's texts in `locale` are here. */
export function adminTextsLoaded(locale: Locale): boolean {
  return locale === "en" || !!loaded[locale];
}

/** The admin's message at `index` (scripts/messages.ts) in `locale`, its values filled in; undefined until that language is loaded. */
export function adminText(locale: Locale, index: number, values?: Record<string, string | number>): string | undefined {
  if (locale === "en") return undefined;
  const text = loaded[locale]?.[index];
  if (text === undefined || !values) return text;
  return text.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
