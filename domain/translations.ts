/**
 * What the company writes, in Malayalam and Tamil (docs/product.md §11): a translation is per
 * field, beside the English, which stays the source and the fallback. Each translated text keeps
 * the English it was made from (`source`); when the English has changed since, the translation
 * "needs update" until someone reviews it. A kind's declaration (domain/kinds) marks the fields a
 * translation covers: its texts, and the descriptions (alt texts) of its photos.
 */
import type { ItemKind, SectionText } from "./kinds/types";
import { LIMITS } from "./messages";
import { withValueAt } from "./site-content";
import type { Locale, TranslatedLocale } from "./locales";

export type TranslationState = "missing" | "current" | "needs-update";

/** One translated text, and the English it was translated (or last reviewed) from. */
export interface TranslatedText {
  value: string;
  source: string;
  updatedAt: string;
  /** Who wrote or reviewed it last: a name, as the activity shows people. */
  updatedBy: string | null;
}

/** An item's translations in one language, by field ("title", or "alt:<photo>" for a photo's description). */
export type ItemTranslations = Record<string, TranslatedText>;

/** The key of a photo's description among a translation's fields. */
export const ALT_PREFIX = "alt:";

export function altKey(photo: string): string {
  return `${ALT_PREFIX}${photo}`;
}

/**
 * A translatable text of a kind: its name (the field's, or `list:<field>` for a list), what the
 * admin calls it, how long it may be, whether it is long text, and for a list (a post's tags) the
 * field it fills: a list is translated as one text, its entries separated by commas.
 */
export interface TranslatableText {
  name: string;
  label: string;
  max: number;
  multiline: boolean;
  list?: string;
}

/**
 * A list's translation is named `list:<field>`. Like a photo's description, it is translated when
 * someone does: an item is whole in a language without it (its English entries are shown).
 */
const LIST_PREFIX = "list:";

/** Texts an item is whole without: photos' descriptions and lists. */
export function isOptionalText(name: string): boolean {
  return name.startsWith(ALT_PREFIX) || name.startsWith(LIST_PREFIX);
}

/** A list's entries as one text to translate, and a translated text as the list again. */
export const LIST_SEPARATOR = ", ";
export function listOfText(text: string): string[] {
  return text
    .split(/[,،、]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

const MULTILINE = new Set(["description", "content"]);
const MAX: Record<string, number> = { title: LIMITS.titleMax, description: LIMITS.descriptionMax, content: LIMITS.contentMax };

/** The kind's text fields a translation covers, in the kind's order. */
export function translatableTexts(kind: ItemKind): TranslatableText[] {
  return Object.entries(kind.fields).flatMap(([name, field]): TranslatableText[] => {
    if (!field.translatable) return [];
    if (field.type === "text") return [{ name, label: field.label, max: MAX[name] ?? LIMITS.shortTextMax, multiline: MULTILINE.has(name) }];
    if (field.type === "list")
      return [{ name: `${LIST_PREFIX}${name}`, label: field.label, max: LIMITS.descriptionMax, multiline: false, list: name }];
    return [];
  });
}

/** The kind's photo list whose descriptions a translation covers, if any. */
export function translatablePhotos(kind: ItemKind): string | null {
  return Object.entries(kind.fields).find(([, field]) => field.type === "photos" && field.translatable)?.[0] ?? null;
}

/**
 * A translation's slug (domain/slugs.ts): the item's address in that language, when the
 * translation gives one. It is not a text of the item: an item is whole without it, and it never
 * falls behind its English (the English address keeps working in every language).
 */
export const SLUG_FIELD = "slug";

/** Whether `field` is one a translation of `kind` may hold. */
export function isTranslatableField(kind: ItemKind, field: string): boolean {
  if (field === SLUG_FIELD) return !!kind.slug;
  if (field.startsWith(ALT_PREFIX)) return translatablePhotos(kind) !== null && field.length > ALT_PREFIX.length;
  return translatableTexts(kind).some((text) => text.name === field);
}

/** A translated text's state beside the English it translates. */
export function stateOf(english: string, translated: TranslatedText | undefined): TranslationState {
  if (!translated) return "missing";
  return normalizeText(translated.source) === normalizeText(english) ? "current" : "needs-update";
}

/**
 * The English texts of an item a translation covers: its declared texts and its photos'
 * descriptions, the empty ones left out (there is nothing to translate).
 */
export function englishTexts(kind: ItemKind, item: Record<string, unknown>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const { name, list } of translatableTexts(kind)) {
    const value = item[list ?? name];
    if (list) {
      if (Array.isArray(value) && value.length > 0) texts[name] = value.join(LIST_SEPARATOR);
    } else if (typeof value === "string" && value.trim() !== "") texts[name] = value;
  }
  const photos = translatablePhotos(kind);
  if (photos) {
    const alts = (item.imageAlts ?? {}) as Record<string, string>;
    for (const photo of (item[photos] as string[] | undefined) ?? []) {
      const alt = alts[photo];
      if (alt && alt.trim() !== "") texts[altKey(photo)] = alt;
    }
  }
  return texts;
}

/** How far an item's translation into one language has come: each English text's state. */
export function translationStates(
  english: Record<string, string>,
  translations: ItemTranslations | undefined,
): Record<string, TranslationState> {
  return Object.fromEntries(Object.entries(english).map(([field, text]) => [field, stateOf(text, translations?.[field])]));
}

/**
 * An item's state in a language: "missing" while a text of its own (not a photo's description)
 * has no translation, "needs-update" while a translation is behind its English, else "current".
 */
export function overallState(states: Record<string, TranslationState>): TranslationState {
  const values = Object.entries(states);
  if (values.some(([field, state]) => state === "missing" && !isOptionalText(field))) return "missing";
  if (values.some(([, state]) => state !== "current")) return "needs-update";
  return "current";
}

/**
 * The same text however it was typed, so that a search and a comparison find it: Unicode's
 * composed form, and Malayalam's chillu letters in their one-code-point form (a keyboard may type
 * "ന്‍" as NA, VIRAMA and a zero-width joiner, another as "ൻ").
 */
export function normalizeText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\u0d23\u0d4d\u200d/g, "\u0d7a")
    .replace(/\u0d28\u0d4d\u200d/g, "\u0d7b")
    .replace(/\u0d30\u0d4d\u200d/g, "\u0d7c")
    .replace(/\u0d32\u0d4d\u200d/g, "\u0d7d")
    .replace(/\u0d33\u0d4d\u200d/g, "\u0d7e")
    .replace(/\u0d15\u0d4d\u200d/g, "\u0d7f");
}

/**
 * What a public page knows of an item it shows in a language: the language, the fields shown in
 * English for want of a translation (marked for the visitor, with `lang="en"`), and every
 * language the item is whole in (its alternates and the sitemap list only those).
 */
export interface ItemLanguage {
  locale: Locale;
  english: string[];
  languages: Locale[];
  /** For a kind with addresses: the item's slug in each language (its own, or the English one). */
  slugs?: Record<Locale, string>;
}

/** The languages an item is whole in: English, and each whose texts of its own are all translated. */
export function wholeLanguages(
  english: Record<string, string>,
  translations: Partial<Record<TranslatedLocale, ItemTranslations>>,
): Locale[] {
  const whole: Locale[] = ["en"];
  for (const locale of ["ml", "ta"] as const) {
    if (overallState(translationStates(english, translations[locale])) !== "missing") whole.push(locale);
  }
  return whole;
}

/** A text to translate as the admin's translation page shows it: a photo's description shows its photo. */
export interface TextToTranslate extends TranslatableText {
  english: string;
  photo?: string;
}

/** An item's or a section's texts to translate, as the admin's translation page shows them. */
export interface TranslationsAnswer {
  /** The item's id, or the section's name. */
  id: string;
  title: string;
  /** What it is ("Project", "Site section") and where its English is edited in the admin area. */
  noun: string;
  editPath: string;
  /** Where the public sees it, in English (docs/product.md §11: under /ml/ or /ta/ in a language). */
  sitePath: string;
  /** The texts a translation covers, in the order the page shows them. */
  texts: TextToTranslate[];
  /** The English texts a translation covers, by field. */
  english: Record<string, string>;
  /** Each language's translated texts with their state beside the English. */
  translations: Record<
    TranslatedLocale,
    Record<string, { value: string; state: TranslationState; source: string; updatedAt: string; updatedBy: string | null }>
  >;
  /** Each language's state for the whole. */
  states: Record<TranslatedLocale, TranslationState>;
  /**
   * For an item with an address of its own: its English slug, and the slug each translation gives
   * (empty: the page in that language is at the English slug).
   */
  address?: { english: string; translations: Record<TranslatedLocale, string> };
}

/** The translation page's answer for texts and their translations in every language. */
export function translationsAnswer(
  about: Pick<TranslationsAnswer, "id" | "title" | "noun" | "editPath" | "sitePath">,
  texts: TextToTranslate[],
  all: Partial<Record<TranslatedLocale, ItemTranslations>>,
  slug?: string,
): TranslationsAnswer {
  const english = Object.fromEntries(texts.map((text) => [text.name, text.english]));
  const answer: TranslationsAnswer = {
    ...about,
    texts,
    english,
    translations: { ml: {}, ta: {} },
    states: { ml: "missing", ta: "missing" },
    ...(slug !== undefined
      ? { address: { english: slug, translations: { ml: all.ml?.[SLUG_FIELD]?.value ?? "", ta: all.ta?.[SLUG_FIELD]?.value ?? "" } } }
      : {}),
  };
  for (const locale of ["ml", "ta"] as const) {
    const { [SLUG_FIELD]: _slug, ...translated } = all[locale] ?? {};
    answer.translations[locale] = Object.fromEntries(
      Object.entries(translated).map(([field, text]) => [
        field,
        {
          value: text.value,
          state: field in english ? stateOf(english[field]!, text) : "needs-update",
          source: text.source,
          updatedAt: text.updatedAt,
          updatedBy: text.updatedBy,
        },
      ]),
    );
    answer.states[locale] = overallState(translationStates(english, translated));
  }
  return answer;
}

/** A section's text at its place in the content ("services.2.features.0"), with its English. */
export interface SectionTextAt extends TranslatableText {
  english: string;
}

/**
 * The texts of a section's content a translation covers (its kind's `translatable`), each at its
 * place, in the declaration's order; the empty ones left out.
 */
export function sectionTexts(declared: readonly SectionText[], content: unknown): SectionTextAt[] {
  const found: SectionTextAt[] = [];
  const visit = (value: unknown, rest: string[], at: string[], numbers: number[], text: SectionText) => {
    if (rest.length === 0) {
      if (typeof value === "string" && value.trim() !== "") {
        let n = 0;
        const label = text.label.replace(/#/g, () => String(numbers[n++] ?? ""));
        found.push({ name: at.join("."), label, max: text.max, multiline: text.multiline ?? false, english: value });
      }
      return;
    }
    const [step, ...next] = rest as [string, ...string[]];
    if (step === "*") {
      if (Array.isArray(value)) value.forEach((entry, i) => visit(entry, next, [...at, String(i)], [...numbers, i + 1], text));
    } else if (value && typeof value === "object" && !Array.isArray(value)) {
      visit((value as Record<string, unknown>)[step], next, [...at, step], numbers, text);
    }
  };
  for (const text of declared) visit(content, text.path.split("."), [], [], text);
  return found;
}

/**
 * A section's content as a page in a language shows it, and the places still in English. A text
 * whose translation was made from its English now is shown translated; so is one whose English
 * was edited since (flagged for the company, not hidden from the visitor). A translation whose
 * English is now at another place (a list reordered) follows its English there, and one left at a
 * place whose English belongs to another entry is not shown.
 */
export function sectionInLanguage<T>(
  declared: readonly SectionText[],
  content: T,
  translations: ItemTranslations | undefined,
): { content: T; english: string[] } {
  const texts = sectionTexts(declared, content);
  if (!translations) return { content, english: texts.map((text) => text.name) };
  const bySource = new Map<string, TranslatedText>();
  for (const translated of Object.values(translations)) bySource.set(normalizeText(translated.source), translated);
  const englishNow = new Set(texts.map((text) => normalizeText(text.english)));
  let shown = content;
  const english: string[] = [];
  for (const text of texts) {
    const here = translations[text.name];
    const chosen =
      here && stateOf(text.english, here) === "current"
        ? here
        : (bySource.get(normalizeText(text.english)) ?? (here && !englishNow.has(normalizeText(here.source)) ? here : undefined));
    if (chosen) shown = withValueAt(shown, text.name, chosen.value);
    else english.push(text.name);
  }
  return { content: shown, english };
}
