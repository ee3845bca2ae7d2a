/** The ordered photo lists of every kind of item, each photo with its alt text (a kind's `imagesTable`). */
import type { LooseDB } from "../db/database";

export async function loadImageLists(db: LooseDB, table: string, ownerIds: string[]): Promise<Map<string, string[]>> {
  const lists = new Map<string, string[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return lists;
  const rows = await db
    .selectFrom(table)
    .select(["owner_id", "image"])
    .where("owner_id", "in", ownerIds)
    .orderBy("owner_id")
    .orderBy("position")
    .execute();
  for (const row of rows) lists.get(row.owner_id)?.push(row.image);
  return lists;
}

/** The alt texts the company wrote for the owners' photos (issue #17), by owner, then by photo. */
export async function loadImageAlts(db: LooseDB, table: string, ownerIds: string[]): Promise<Map<string, Record<string, string>>> {
  const alts = new Map<string, Record<string, string>>(ownerIds.map((id) => [id, {}]));
  if (ownerIds.length === 0) return alts;
  const rows = await db
    .selectFrom(table)
    .select(["owner_id", "image", "alt"])
    .where("owner_id", "in", ownerIds)
    .where("alt", "!=", "")
    .execute();
  for (const row of rows) {
    const owned = alts.get(row.owner_id);
    if (owned) owned[row.image] = row.alt;
  }
  return alts;
}

export async function replaceImageList(
  trx: LooseDB,
  table: string,
  ownerId: string,
  images: string[],
  alts: Record<string, string> = {},
): Promise<void> {
  await trx.deleteFrom(table).where("owner_id", "=", ownerId).execute();
  if (images.length === 0) return;
  await trx
    .insertInto(table)
    .values(images.map((image, position) => ({ owner_id: ownerId, position, image, alt: alts[image] ?? "" })))
    .execute();
}

/**
 * The alt texts to save: those sent (`imageAlts`, keyed by a photo's name or `new:{n}` for the
 * n-th upload), or when none were sent those saved before; only for photos the item keeps.
 */
export function nextAlts(
  sent: Record<string, string> | undefined,
  saved: Record<string, string>,
  images: string[],
  added: string[],
): Record<string, string> {
  const source = sent ?? saved;
  const alts: Record<string, string> = {};
  for (const [key, text] of Object.entries(source)) {
    const upload = /^new:(\d{1,4})$/.exec(key);
    const name = upload ? added[Number(upload[1])] : key;
    if (name && images.includes(name) && text.trim()) alts[name] = text.trim();
  }
  return alts;
}

/**
 * What an edit keeps (docs/architecture.md §4): the names sent that belonged to the record, in the order
 * sent, once each. Names that did not belong to it are ignored, never attached.
 */
export function keptImages(current: string[], requested: string[]): string[] {
  const owned = new Set(current);
  const kept: string[] = [];
  for (const name of requested) {
    if (owned.has(name) && !kept.includes(name)) kept.push(name);
  }
  return kept;
}

/** Appends new names after the kept ones, without repeating a name already in the list. */
export function withNewImages(kept: string[], added: string[]): string[] {
  const list = [...kept];
  for (const name of added) if (!list.includes(name)) list.push(name);
  return list;
}

/** The stored names of processed images, in order. */
export function namesOf(images: ReadonlyArray<{ name: string }>): string[] {
  return images.map((image) => image.name);
}
