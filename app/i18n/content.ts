import { LOCALE_INFO } from "../../domain/locales";
import type { ItemLanguage } from "../../domain/translations";

interface Shown {
  language?: ItemLanguage;
}

/**
 * The `lang` of a text the company wrote, on a page in another language (docs/product.md §11):
 * English where the text is shown for want of a translation, so that a screen reader reads it as
 * English and the browser draws it with the English face; nothing where it is in the page's language.
 */
export function langOf(item: Shown, field: string): string | undefined {
  return item.language && item.language.locale !== "en" && item.language.english.includes(field) ? LOCALE_INFO.en.lang : undefined;
}

/** Whether a page in a language shows something of the item in English. */
export function isPartlyEnglish(item: Shown): boolean {
  return !!item.language && item.language.locale !== "en" && item.language.english.length > 0;
}
