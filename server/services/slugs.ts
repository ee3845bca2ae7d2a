/**
 * The slugs of projects and posts (domain/slugs.ts): a unique one for a new item, a changed one
 * remembered so that its old URL answers 301, and an item found by its id, its slug or a slug it
 * had before.
 */
import { isId } from "../../domain/entities";
import type { ItemKind } from "../../domain/kinds";
import { isSlug, slugFrom } from "../../domain/slugs";
import type { LooseDB as Db } from "../db/database";
import { Invalid } from "../errors";

/** A kind with a URL of its own: its table, and its slug's declaration. */
type SlugKind = Pick<ItemKind, "name"> & { slug: NonNullable<ItemKind["slug"]> };

/** The id of the item `key` names (an id, its slug, or a slug it had), or null. */
export async function findOwner(db: Db, kind: string, key: string): Promise<string | null> {
  if (isId(key)) return key;
  if (!isSlug(key)) return null;
  const current = await db.selectFrom(kind).select("id").where("slug", "=", key).executeTakeFirst();
  if (current) return current.id as string;
  const before = await db
    .selectFrom("slug_redirects")
    .select("owner_id")
    .where("kind", "=", kind)
    .where("slug", "=", key)
    .executeTakeFirst();
  return (before?.owner_id as string | undefined) ?? null;
}

async function usedBy(db: Db, kind: SlugKind, slug: string): Promise<string | null> {
  const row = await db.selectFrom(kind.name).select("id").where("slug", "=", slug).executeTakeFirst();
  return (row?.id as string | undefined) ?? null;
}

/**
 * The slug to save for item `id`: `wanted` when given (it must be free), otherwise one made from
 * `title` with a number added until it is free ("villa-at-kowdiar-2").
 */
export async function chooseSlug(db: Db, kind: SlugKind, id: string, wanted: string, title: string): Promise<string> {
  if (wanted) {
    const owner = await usedBy(db, kind, wanted);
    if (owner !== null && owner !== id) throw new Invalid({ slug: `${kind.slug.usedBy} already has this URL; choose another` });
    return wanted;
  }
  const base = slugFrom(title) || `${kind.slug.fallback}-${id.slice(-6)}`;
  let slug = base;
  for (let n = 2; ; n++) {
    const owner = await usedBy(db, kind, slug);
    if (owner === null || owner === id) return slug;
    slug = `${base}-${n}`;
  }
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
