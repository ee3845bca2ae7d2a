/**
 * The one trash of every kind of item (docs/architecture.md §10): deleting an item (docs/product.md
 * §7's DELETE, with the confirmations of §5) moves it here with its photos, its slugs and its
 * versions. The admin area lists what is here, restores it, or deletes it for good; after the
 * kind's trash days the scheduler does, and the files that nothing else uses go with it.
 */
import { deleteTranslations } from "./translations";
import { sql } from "kysely";
import { kindNamed, type ItemKind } from "../../domain/kinds";
import type { TrashedItem } from "../../domain/publishing";
import { loose, type DB } from "../db/database";
import { lockKey } from "../db/dialect";
import { arrangementKey, itemKey } from "./locks";
import { NotFound } from "../errors";
import type { MediaStore } from "../media/store";
import { recordChange, type Committed } from "./changes";
import { authorize, systemContext, type OperationContext } from "./context";
import { requireId } from "./ids";
import { loadImageLists } from "./image-refs";
import type { ItemRow } from "./publishing";
import { forgetSlugs } from "./slugs";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns of a kind's single photos (a project's cover, before and after). */
function photoColumns(kind: ItemKind): string[] {
  return Object.values(kind.fields).flatMap((field) => (field.type === "photo" ? [field.column] : []));
}

export function createTrash(database: DB, media: MediaStore, changed: Committed, kinds: readonly ItemKind[]) {
  const db = loose(database);

  function kindOf(name: string): ItemKind {
    const kind = kindNamed(name, kinds);
    if (!kind) throw new NotFound("Not in the trash");
    return kind;
  }

  /** Moves a live item into the trash (`into`), or a trashed one back out; either records its change. */
  async function move(ctx: OperationContext, name: string, id: string, into: boolean): Promise<void> {
    const kind = kindOf(name);
    authorize(ctx, into ? kind.access.trash : kind.access.delete);
    requireId(id, kind.notFound);
    await db.transaction().execute(async (trx) => {
      await lockKey(trx, arrangementKey(kind.name));
      // After any save of the item under way, which writes its row whole.
      await lockKey(trx, itemKey(kind.name, id));
      const moved = await trx
        .updateTable(kind.name)
        .set({ deleted_at: into ? ctx.now.toISOString() : null })
        .where("id", "=", id)
        .where("deleted_at", into ? "is" : "is not", null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new NotFound(kind.notFound);
      await recordChange(trx, ctx, { kind: kind.name, id, action: into ? "trashed" : "restored" });
    });
    await changed();
  }

  /** docs/product.md §7's DELETE: the item leaves every list and page, and waits here. */
  const moveIn = (ctx: OperationContext, name: string, id: string) => move(ctx, name, id, true);
  const restore = (ctx: OperationContext, name: string, id: string) => move(ctx, name, id, false);

  /** Removes a trashed item for good, with its versions and slugs, and the files nothing else uses. */
  async function purge(ctx: OperationContext, name: string, id: string): Promise<void> {
    const kind = kindOf(name);
    authorize(ctx, kind.access.delete);
    requireId(id, kind.notFound);
    const released = await db.transaction().execute(async (trx) => {
      // Taken as a move out of the trash takes them: a restore at the same moment goes first or finds nothing.
      await lockKey(trx, arrangementKey(kind.name));
      await lockKey(trx, itemKey(kind.name, id));
      const row = (await trx
        .selectFrom(kind.name)
        .selectAll()
        .where("id", "=", id)
        .where("deleted_at", "is not", null)
        .executeTakeFirst()) as ItemRow | undefined;
      if (!row) throw new NotFound(kind.notFound);
      const images = (await loadImageLists(trx, kind.imagesTable, [id])).get(id) ?? [];
      const versions: Array<{ image: string }> = await trx
        .selectFrom("item_version_images")
        .innerJoin("item_versions", "item_versions.id", "item_version_images.version_id")
        .select("item_version_images.image")
        .where("item_versions.kind", "=", kind.name)
        .where("item_versions.owner_id", "=", id)
        .execute();
      await trx.deleteFrom("item_versions").where("kind", "=", kind.name).where("owner_id", "=", id).execute();
      await deleteTranslations(trx, kind.name, id);
      await trx.deleteFrom(kind.name).where("id", "=", id).execute();
      if (kind.slug) await forgetSlugs(trx, kind.name, id);
      await recordChange(trx, ctx, { kind: kind.name, id, action: "deleted" });
      return [...photoColumns(kind).map((column) => row[column] as string | null), ...images, ...versions.map((v) => v.image)];
    });
    await changed();
    await media.release(released);
  }

  /** What is in the trash, the most recently deleted first. */
  async function list(): Promise<TrashedItem[]> {
    const items: TrashedItem[] = [];
    for (const kind of kinds) {
      const rows = (await db.selectFrom(kind.name).selectAll().where("deleted_at", "is not", null).execute()) as ItemRow[];
      const images = await loadImageLists(
        db,
        kind.imagesTable,
        rows.map((r) => r.id),
      );
      for (const row of rows) {
        const deletedAt = row.deleted_at ?? "";
        // An item without photos in its list shows its first photo of its own (a project's cover).
        const own = photoColumns(kind)
          .map((column) => row[column] as string | null)
          .find((name) => name);
        items.push({
          kind: kind.name,
          _id: row.id,
          title: String(row.title ?? ""),
          image: images.get(row.id)?.[0] ?? own ?? null,
          deletedAt,
          removedAt: new Date(Date.parse(deletedAt) + kind.trashDays * DAY_MS).toISOString(),
        });
      }
    }
    return items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || b._id.localeCompare(a._id));
  }

  /** The scheduler's round: items in the trash for their kind's trash days are removed for good. */
  async function emptyExpired(now: Date): Promise<number> {
    let removed = 0;
    for (const kind of kinds) {
      const before = new Date(now.getTime() - kind.trashDays * DAY_MS).toISOString();
      const rows: Array<{ id: string }> = await db.selectFrom(kind.name).select("id").where("deleted_at", "<=", before).execute();
      for (const row of rows) {
        await purge(systemContext(`trash, after ${kind.trashDays} days`, now), kind.name, row.id);
        removed++;
      }
    }
    return removed;
  }

  async function count(): Promise<number> {
    let total = 0;
    for (const kind of kinds) {
      const row: { n: number } = await db
        .selectFrom(kind.name)
        .select(sql<number>`count(*)`.as("n"))
        .where("deleted_at", "is not", null)
        .executeTakeFirstOrThrow();
      total += Number(row.n);
    }
    return total;
  }

  return { moveIn, restore, purge, list, emptyExpired, count };
}

export type Trash = ReturnType<typeof createTrash>;
