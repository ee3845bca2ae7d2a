/**
 * What a translation page's answer (domain/translations.ts) and the list of what is left to
 * translate name in English, in the admin's language (docs/product.md §11): the languages, what
 * an item is ("project", "Site section") and the label of each text to translate. A name with no
 * translation here reads in English.
 */
import type { Locale, TranslatedLocale } from "../../../domain/locales";
import { isSiteSection } from "../../../domain/site-content";
import { formatNumber } from "../../i18n/format";
import * as m from "../../i18n/messages";
import { sectionTextLabel, sectionTitle } from "./site/section-labels";

type Text = (locale: Locale) => string;

const LANGUAGES: Readonly<Record<TranslatedLocale, Text>> = {
  ml: m.adminTranslationsLanguageMl,
  ta: m.adminTranslationsLanguageTa,
};

/** A language a translation is in, as the admin names it: "Malayalam", "മലയാളം". */
export function languageName(locale: Locale, language: TranslatedLocale): string {
  return LANGUAGES[language](locale);
}

/** A count as the admin writes it: as it is in English, with the language's grouping otherwise ("1,234"). */
export function countText(locale: Locale, count: number): string {
  return locale === "en" ? String(count) : formatNumber(locale, count);
}

/** What an item is, by the name its kind's list gives one (domain/kinds), and the site's sections. */
export const NOUNS: Readonly<Record<string, Text>> = {
  project: m.adminTranslationsNounProject,
  "blog post": m.adminTranslationsNounBlogPost,
  "gallery item": m.adminTranslationsNounGalleryItem,
  "Site section": m.adminTranslationsNounSiteSection,
};

export function translationNoun(locale: Locale, english: string): string {
  return NOUNS[english]?.(locale) ?? english;
}

/** The texts of an item a translation covers (its kind's translatable fields), by their declared label. */
export const ITEM_TEXT_LABELS: Readonly<Record<string, Text>> = {
  Title: m.adminTranslationsFieldTitle,
  Description: m.adminTranslationsFieldDescription,
  Tags: m.adminTranslationsFieldTags,
  Location: m.adminTranslationsFieldLocation,
  Locality: m.adminTranslationsFieldLocality,
  Content: m.adminTranslationsFieldContent,
};

/** A photo's description, as server/services/items.ts names it. */
const PHOTO_ALT = /^Photo (\d+): what it shows$/;

/** A text's label on the translation page of an item of `kindName`, or of a section ("site"). */
export function textLabel(locale: Locale, kindName: string, english: string): string {
  if (kindName === "site") return sectionTextLabel(locale, english);
  const photo = PHOTO_ALT.exec(english);
  if (photo) return m.adminTranslationsFieldPhotoAlt(locale, { n: photo[1]! });
  return ITEM_TEXT_LABELS[english]?.(locale) ?? english;
}

/** What is being translated, as its answer titles it: a section's title is the admin's, an item's is its own. */
export function translationTitle(locale: Locale, kindName: string, id: string, title: string): string {
  return kindName === "site" && isSiteSection(id) ? sectionTitle(locale, id) : title;
}
