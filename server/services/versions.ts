/**
 * The one history of every kind (docs/architecture.md §10): every save keeps a copy of the item's
 * fields and photo order, the last `keep` of each (its kind's declared count), so that the admin
 * can compare one with what is saved now and restore it. A version names its photos
 * (`item_version_images`), so a photo a version shows stays until the version goes.
 */
import type { ItemVersion } from "../../domain/publishing";
import type { LooseDB as Db } from "../db/database";
import { NotFound } from "../errors";
import { newId } from "./ids";

/** Keeps `content` as the newest version of the item; answers the photos of the versions let go, to release after the commit. */
export async function saveVersion(
  trx: Db,
  kind: string,
  ownerId: string,
  content: object,
  images: ReadonlyArray<string | null>,
  now: string,
  keep: number,
): Promise<string[]> {
  const id = newId();
  await trx
    .insertInto("item_versions")
    .values({ id, kind, owner_id: ownerId, content: JSON.stringify(content), saved_at: now })
    .execute();
  const names = [...new Set(images.filter((name): name is string => !!name))];
  if (names.length > 0) {
    await trx
      .insertInto("item_version_images")
      .values(names.map((image) => ({ version_id: id, image })))
      .execute();
  }
  const old = await trx
    .selectFrom("item_versions")
    .select("id")
    .where("kind", "=", kind)
    .where("owner_id", "=", ownerId)
    .orderBy("saved_at", "desc")
    .orderBy("id", "desc")
    .offset(keep)
    .limit(1_000_000)
    .execute();
  if (old.length === 0) return [];
  const ids = old.map((row) => row.id);
  const released = await trx.selectFrom("item_version_images").select("image").where("version_id", "in", ids).execute();
  await trx.deleteFrom("item_versions").where("id", "in", ids).execute();
  return released.map((row) => row.image);
}

export async function listVersions<T>(db: Db, kind: string, ownerId: string): Promise<Array<ItemVersion<T>>> {
  const rows = await db
    .selectFrom("item_versions")
    .select(["id", "content", "saved_at"])
    .where("kind", "=", kind)
    .where("owner_id", "=", ownerId)
    .orderBy("saved_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, savedAt: row.saved_at, content: JSON.parse(row.content) as T }));
}

export async function getVersion<T>(db: Db, kind: string, ownerId: string, versionId: string): Promise<T> {
  const row = await db
    .selectFrom("item_versions")
    .select("content")
    .where("id", "=", versionId)
    .where("kind", "=", kind)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  if (!row) throw new NotFound("Version not found");
  return JSON.parse(row.content) as T;
}
