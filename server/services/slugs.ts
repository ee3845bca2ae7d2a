/**
 * The slugs of projects and posts (domain/slugs.ts): a unique one for a new item, a changed one
 * remembered so that its old URL answers 301, and an item found by its id, its slug or a slug it
 * had before. A translation may give the item a slug of its own in its language (a translation
 * row of field `slug`, docs/product.md §11): every slug of a kind, in any language, names one item,
 * so a URL finds its item whatever its language, and the page answers 301 to its own slug.
 */
import { sql } from "kysely";
import { isId } from "../../domain/entities";
import type { ItemKind } from "../../domain/kinds";
import { isAnySlug, isSlug, isTranslatedSlug, slugFrom, translatedSlugFrom } from "../../domain/slugs";
import { TRANSLATED_LOCALES } from "../../domain/locales";
import { normalizeText, SLUG_FIELD } from "../../domain/translations";
import { lockKey } from "../db/dialect";
import type { AllTranslations } from "./translations";
import type { LooseDB as Db } from "../db/database";
import { Invalid } from "../errors";

/** A kind with a URL of its own: its table, and its slug's declaration. */
type SlugKind = Pick<ItemKind, "name"> & { slug: NonNullable<ItemKind["slug"]> };

/** The id of the item `key` names (an id, its slug, or a slug it had), or null. */
export async function findOwner(db: Db, kind: string, key: string): Promise<string | null> {
  if (isId(key)) return key;
  key = normalizeText(key);
  if (!isAnySlug(key)) return null;
  const current = await usedBy(db, kind, key);
  if (current) return current;
  const before = await db
    .selectFrom("slug_redirects")
    .select("owner_id")
    .where("kind", "=", kind)
    .where("slug", "=", key)
    .executeTakeFirst();
  return (before?.owner_id as string | undefined) ?? null;
}

/** The item whose slug, in English or a translation, `slug` is now. */
async function usedBy(db: Db, table: string, slug: string): Promise<string | null> {
  if (isSlug(slug)) {
    const row = await db.selectFrom(table).select("id").where("slug", "=", slug).executeTakeFirst();
    if (row) return row.id as string;
  }
  const translated = await db
    .selectFrom("translations")
    .select("owner_id")
    .where("kind", "=", table)
    // A literal, so that the database uses the index of slugs (migration 023).
    .where("field", "=", sql.lit(SLUG_FIELD))
    .where("value", "=", slug)
    .executeTakeFirst();
  return (translated?.owner_id as string | undefined) ?? null;
}

/**
 * The slug to save for item `id`: `wanted` when given (it must be free), otherwise one made from
 * `title` with a number added until it is free ("villa-at-kowdiar-2").
 */
export async function chooseSlug(db: Db, kind: SlugKind, id: string, wanted: string, title: string): Promise<string> {
  // Until the write's transaction ends, no other takes a slug of this kind (db/dialect.ts).
  await lockKey(db, `slugs:${kind.name}`);
  if (wanted) {
    const owner = await usedBy(db, kind.name, wanted);
    if (owner !== null && owner !== id) throw new Invalid({ slug: `${kind.slug.usedBy} already has this URL; choose another` });
    return wanted;
  }
  const base = slugFrom(title) || `${kind.slug.fallback}-${id.slice(-6)}`;
  let slug = base;
  for (let n = 2; ; n++) {
    const owner = await usedBy(db, kind.name, slug);
    if (owner === null || owner === id) return slug;
    slug = `${base}-${n}`;
  }
}

/**
 * The slug a translation gives item `id` (docs/product.md §11), as typed or read from the words
 * typed, and free (no other item has it in any language). Empty: the item has none in that language.
 */
export async function chooseTranslatedSlug(db: Db, kind: SlugKind, id: string, wanted: string): Promise<string> {
  const typed = normalizeText(wanted).trim().toLowerCase();
  if (typed === "") return "";
  await lockKey(db, `slugs:${kind.name}`);
  // Typed as words ("കവടിയാറിലെ വില്ല"), it is read as its slug, as an English one is.
  const slug = isTranslatedSlug(typed) ? typed : translatedSlugFrom(typed);
  if (!slug) throw new Invalid({ [SLUG_FIELD]: "An address needs letters or digits" });
  const owner = await usedBy(db, kind.name, slug);
  if (owner !== null && owner !== id) throw new Invalid({ [SLUG_FIELD]: `${kind.slug.usedBy} already has this URL; choose another` });
  return slug;
}

/** Records a change of slug: the old one answers 301 to the item; the new one is no one's old slug any more. */
export async function moveSlug(db: Db, kind: string, id: string, from: string, to: string, now: string): Promise<void> {
  if (from === to) return;
  await db.deleteFrom("slug_redirects").where("kind", "=", kind).where("slug", "=", to).execute();
  if (from) {
    await db
      .insertInto("slug_redirects")
      .values({ kind, slug: from, owner_id: id, created_at: now })
      .onConflict((oc) => oc.columns(["kind", "slug"]).doUpdateSet({ owner_id: id, created_at: now }))
      .execute();
  }
}

/** Forgets the old slugs of an item removed for good. */
export async function forgetSlugs(db: Db, kind: string, id: string): Promise<void> {
  await db.deleteFrom("slug_redirects").where("kind", "=", kind).where("owner_id", "=", id).execute();
}

/**
 * The translations a version brings back, their slugs kept sound: one another item has taken
 * since is left out (the page in that language is then at the English slug), and the one the item
 * has now, when the version's differs, answers 301 to the page.
 */
export async function restoredSlugs(
  db: Db,
  table: string,
  id: string,
  now: AllTranslations,
  restored: AllTranslations,
  at: string,
): Promise<AllTranslations> {
  const kept: AllTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = { ...restored[locale] };
    const back = fields[SLUG_FIELD]?.value;
    if (back !== undefined) {
      const owner = await usedBy(db, table, back);
      if (owner !== null && owner !== id) delete fields[SLUG_FIELD];
    }
    await moveSlug(db, table, id, now[locale]?.[SLUG_FIELD]?.value ?? "", fields[SLUG_FIELD]?.value ?? "", at);
    if (restored[locale]) kept[locale] = fields;
  }
  return kept;
}
