/**
 * Readable URLs (issue #17): a project's and a post's slug, made from its title, transliterated to
 * ASCII and lower case (`Villa at Kowdiar` → `villa-at-kowdiar`), unique among its kind, editable
 * in the admin form. The id URLs of docs/product.md §2 keep working and answer 301 to the slug URL, as does
 * every slug an item had before.
 */
import slugify from "@sindresorhus/slugify";
import { isId } from "./entities";
import { LOCALES, type Locale } from "./locales";
import { normalizeText } from "./translations";

export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The kinds with pages of their own, and the word a slug falls back to when a title has no letters it can spell. */
export const SLUG_KINDS = { projects: "project", blogs: "article" } as const;
export type SlugKind = keyof typeof SLUG_KINDS;

/**
 * The slug `text` reads as, or "" when it has nothing ASCII can spell (a title in Malayalam).
 * Cut at a word's end within SLUG_MAX; never 24 hex characters, which would read as an id.
 */
export function slugFrom(text: string): string {
  let slug = slugify(text, { decamelize: false });
  if (slug.length > SLUG_MAX) {
    slug = slug.slice(0, SLUG_MAX + 1);
    const cut = slug.lastIndexOf("-");
    slug = (cut > 0 ? slug.slice(0, cut) : slug.slice(0, SLUG_MAX)).replace(/-+$/, "");
  }
  return isId(slug) ? `${slug}-1` : slug;
}

/** Whether `value` is a slug as stored (what a URL or the API may name an item by). */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value) && !isId(value);
}

/**
 * A slug in Malayalam or Tamil (docs/product.md §11): the address of an item's page in that
 * language, when its translation gives one. Letters of any script (lower case where a script has
 * case), their vowel signs, digits and single hyphens, at most SLUG_MAX letters; never an id.
 */
const TRANSLATED_SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{Nd}]+)*$/u;
/** A run of anything a slug's word does not hold. */
const BETWEEN_WORDS = /[^\p{Ll}\p{Lo}\p{Lm}\p{M}\p{Nd}]+/u;

/** Whether `value` is a slug a translation may give (already in Unicode's composed form). */
export function isTranslatedSlug(value: string): boolean {
  return [...value].length <= SLUG_MAX && TRANSLATED_SLUG_PATTERN.test(value) && value === value.normalize("NFC") && !isId(value);
}

/** Whether `value` may name an item in a URL: an English slug or a translation's. */
export function isAnySlug(value: string): boolean {
  return isSlug(value) || isTranslatedSlug(value);
}

/**
 * The slug a translated text reads as: its words in its own script, lower case, joined by
 * hyphens ("കവടിയാറിലെ വില്ല" → "കവടിയാറിലെ-വില്ല"), cut at a word's end within SLUG_MAX letters;
 * a text in Latin letters alone is spelled as English slugs are. "" when it has no letters.
 */
export function translatedSlugFrom(text: string): string {
  const composed = normalizeText(text);
  if (/^[ -~\s]*$/.test(composed)) return slugFrom(composed);
  const words = composed
    .toLowerCase()
    // Joiners shape a letter, not a word.
    .replace(/[\u200c\u200d]/g, "")
    .split(BETWEEN_WORDS)
    .filter((word) => word !== "");
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if ([...next].length > SLUG_MAX) break;
    slug = next;
  }
  if (!slug && words[0]) slug = [...words[0]].slice(0, SLUG_MAX).join("");
  return isId(slug) ? `${slug}-1` : slug;
}

/** The public path of a project or a post. */
export function projectPath(project: { slug: string }): string {
  return `/projects/${project.slug}`;
}

export function articlePath(blog: { slug: string }): string {
  return `/blog/${blog.slug}`;
}

/** A page's path in each language (without the language's prefix), when it differs by language. */
export type LanguagePaths = Partial<Record<Locale, string>>;

/**
 * An item's page in each language (docs/product.md §11): at the slug its translation gives, else
 * at its English slug. None for an item read without its languages.
 */
export function pathsInLanguages(
  item: { language?: { slugs?: Record<Locale, string> } },
  path: (item: { slug: string }) => string,
): LanguagePaths | undefined {
  const slugs = item.language?.slugs;
  return slugs ? Object.fromEntries(LOCALES.map((locale) => [locale, path({ slug: slugs[locale] })])) : undefined;
}
