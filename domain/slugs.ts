/**
 * Readable URLs (issue #17): a project's and a post's slug, made from its title, transliterated to
 * ASCII and lower case (`Villa at Kowdiar` → `villa-at-kowdiar`), unique among its kind, editable
 * in the admin form. The id URLs of docs/product.md §2 keep working and answer 301 to the slug URL, as does
 * every slug an item had before.
 */
import slugify from "@sindresorhus/slugify";
import { isId } from "./entities";

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

/** The public path of a project or a post. */
export function projectPath(project: { slug: string }): string {
  return `/projects/${project.slug}`;
}

export function articlePath(blog: { slug: string }): string {
  return `/blog/${blog.slug}`;
}
