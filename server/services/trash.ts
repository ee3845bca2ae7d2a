/**
 * The trash (issue #17): deleting a project, a post or a gallery item (docs/product.md §7's DELETE, with the
 * confirmations of §5) moves it here with its photos, its slugs and its versions. The admin area
 * lists what is here, restores it, or deletes it for good; after TRASH_DAYS the scheduler does, and
 * the files that nothing else uses go with it.
 */
import { sql } from "kysely";
import { recordChange } from "./changes";
import { systemContext, type OperationContext } from "./context";
import { TRASH_DAYS, type TrashedItem, type TrashKind } from "../../domain/publishing";
import type { DB } from "../db/database";
import type { ImageRefTableName } from "../db/schema";
import { NotFound } from "../errors";
import type { MediaStore } from "../media/store";
import type { ChangeListener } from "./changes";
import { requireId } from "./ids";
import { loadImageLists } from "./image-refs";
import { forgetSlugs } from "./slugs";

const IMAGES: Record<TrashKind, ImageRefTableName> = { projects: "project_images", blogs: "blog_images", galleries: "gallery_images" };
export const NOT_FOUND: Record<TrashKind, string> = {
  projects: "Project not found",
  blogs: "Blog post not found",
  galleries: "Gallery item not found",
};
const DAY_MS = 24 * 60 * 60 * 1000;

export function createTrash(db: DB, media: MediaStore, changed: ChangeListener) {
  /** docs/product.md §7's DELETE: the item leaves every list and page, and waits here. */
  async function moveIn(ctx: OperationContext, kind: TrashKind, id: string): Promise<void> {
    requireId(id, NOT_FOUND[kind]);
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable(kind)
        .set({ deleted_at: ctx.now.toISOString() })
        .where("id", "=", id)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new NotFound(NOT_FOUND[kind]);
      await recordChange(trx, ctx, { kind, id, action: "trashed" });
    });
    changed(kind);
  }

  async function restore(ctx: OperationContext, kind: TrashKind, id: string): Promise<void> {
    requireId(id, NOT_FOUND[kind]);
    await db.transaction().execute(async (trx) => {
      const restored = await trx
        .updateTable(kind)
        .set({ deleted_at: null })
        .where("id", "=", id)
        .where("deleted_at", "is not", null)
        .executeTakeFirst();
      if (Number(restored.numUpdatedRows) === 0) throw new NotFound(NOT_FOUND[kind]);
      await recordChange(trx, ctx, { kind, id, action: "restored" });
    });
    changed(kind);
  }

  /** Removes a trashed item for good, with its versions and slugs, and the files nothing else uses. */
  async function purge(ctx: OperationContext, kind: TrashKind, id: string): Promise<void> {
    requireId(id, NOT_FOUND[kind]);
    const released = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom(kind).select("id").where("id", "=", id).where("deleted_at", "is not", null).executeTakeFirst();
      if (!row) throw new NotFound(NOT_FOUND[kind]);
      const images = (await loadImageLists(trx, IMAGES[kind], [id])).get(id) ?? [];
      const cover =
        kind === "projects"
          ? ((await trx.selectFrom("projects").select("cover_image").where("id", "=", id).executeTakeFirst())?.cover_image ?? null)
          : null;
      const versions = await trx
        .selectFrom("item_version_images")
        .innerJoin("item_versions", "item_versions.id", "item_version_images.version_id")
        .select("item_version_images.image")
        .where("item_versions.kind", "=", kind)
        .where("item_versions.owner_id", "=", id)
        .execute();
      await trx.deleteFrom("item_versions").where("kind", "=", kind).where("owner_id", "=", id).execute();
      await trx.deleteFrom(kind).where("id", "=", id).execute();
      if (kind !== "galleries") await forgetSlugs(trx, kind, id);
      await recordChange(trx, ctx, { kind, id, action: "deleted" });
      return [cover, ...images, ...versions.map((v) => v.image)];
    });
    await media.release(released);
  }

  /** What is in the trash, the most recently deleted first. */
  async function list(): Promise<TrashedItem[]> {
    const items: TrashedItem[] = [];
    for (const kind of ["projects", "blogs", "galleries"] as const) {
      const rows = await db.selectFrom(kind).select(["id", "title", "deleted_at"]).where("deleted_at", "is not", null).execute();
      const images = await loadImageLists(
        db,
        IMAGES[kind],
        rows.map((r) => r.id),
      );
      // A project without gallery photos shows its cover.
      const covers =
        kind === "projects" && rows.length > 0
          ? new Map(
              (
                await db
                  .selectFrom("projects")
                  .select(["id", "cover_image"])
                  .where(
                    "id",
                    "in",
                    rows.map((r) => r.id),
                  )
                  .execute()
              ).map((r) => [r.id, r.cover_image]),
            )
          : new Map<string, string | null>();
      for (const row of rows) {
        const deletedAt = row.deleted_at ?? "";
        items.push({
          kind,
          _id: row.id,
          title: row.title,
          image: images.get(row.id)?.[0] ?? covers.get(row.id) ?? null,
          deletedAt,
          removedAt: new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY_MS).toISOString(),
        });
      }
    }
    return items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || b._id.localeCompare(a._id));
  }

  /** The scheduler's round: items in the trash for TRASH_DAYS are removed for good. */
  async function emptyExpired(now: Date): Promise<number> {
    const before = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
    let removed = 0;
    for (const kind of ["projects", "blogs", "galleries"] as const) {
      const rows = await db.selectFrom(kind).select("id").where("deleted_at", "<=", before).execute();
      for (const row of rows) {
        await purge(systemContext("trash, after 30 days", now), kind, row.id);
        removed++;
      }
    }
    return removed;
  }

  async function count(): Promise<number> {
    let total = 0;
    for (const kind of ["projects", "blogs", "galleries"] as const) {
      const row = await db
        .selectFrom(kind)
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
