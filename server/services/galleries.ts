import { sql } from "kysely";
import { changedFields, editAction, ITEM_META, recordChange } from "./changes";
import type { OperationContext } from "./context";
/** Gallery items (docs/product.md §3): the rules behind /api/galleries and the gallery page. */
import type { GalleryItem, GalleryVersion } from "../../domain/entities";
import { MESSAGES } from "../../domain/messages";
import type { GalleryCreateInput, GalleryUpdateInput } from "../../domain/schemas";
import type { DB } from "../db/database";
import type { GalleryRow } from "../db/schema";
import { Invalid, NotFound } from "../errors";
import type { ProcessedImage } from "../media/process";
import type { MediaStore } from "../media/store";
import type { ChangeListener } from "./changes";
import type { Trash } from "./trash";
import type { Previews } from "./previews";
import { getVersion, listVersions, saveVersion } from "./versions";
import { nextPublication, notInTrash, publicationOf, readPage, visibleTo, type PageQuery, type Visibility } from "./publishing";
import type { Page } from "../../domain/site-context";
import { newId, requireId } from "./ids";
import { keptImages, loadImageAlts, loadImageLists, nextAlts, namesOf, replaceImageList, withNewImages } from "./image-refs";

const NOT_FOUND = "Gallery item not found";

function toGallery(row: GalleryRow, images: string[], imageAlts: Record<string, string>): GalleryItem {
  return {
    imageAlts,
    _id: row.id,
    ...publicationOf(row),
    title: row.title,
    description: row.description,
    category: row.category,
    images,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What a saved version keeps of a gallery item (issue #17). */
function versionOf({ title, description, category, images }: GalleryItem): GalleryVersion {
  return { title, description, category, images };
}

export function createGalleryService(
  db: DB,
  media: MediaStore,
  changed: ChangeListener,
  clock: () => Date,
  previews: Previews,
  trash: Trash,
) {
  async function list(options: Visibility = {}): Promise<GalleryItem[]> {
    return (await page({ ...options, offset: 0 })).items;
  }

  /** One part of the list and how many match, filtered, counted and cut in SQL. */
  async function page(options: PageQuery & { withImages?: boolean }): Promise<Page<GalleryItem>> {
    const withImages = options.withImages ? [sql<boolean>`exists (select 1 from gallery_images where owner_id = galleries.id)`] : [];
    const { rows, total } = await readPage(db, "galleries", clock(), options, { search: ["title", "description"], extra: withImages });
    const ids = rows.map((r) => r.id);
    const [images, alts] = await Promise.all([loadImageLists(db, "gallery_images", ids), loadImageAlts(db, "gallery_images", ids)]);
    return { items: rows.map((row) => toGallery(row, images.get(row.id) ?? [], alts.get(row.id) ?? {})), total };
  }

  /** How many items the public may see, and how many photos they hold in all (the gallery's summary). */
  async function totals(options: Visibility = {}): Promise<{ items: number; images: number }> {
    const visible = visibleTo(options, clock());
    const [items, images] = await Promise.all([
      db
        .selectFrom("galleries")
        .where(visible)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("gallery_images")
        .innerJoin("galleries", "galleries.id", "gallery_images.owner_id")
        .where(visible)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: Number(items.n), images: Number(images.n) };
  }

  async function get(id: string, options: Visibility = {}): Promise<GalleryItem> {
    requireId(id, NOT_FOUND);
    const row = await db.selectFrom("galleries").selectAll().where("id", "=", id).where(visibleTo(options, clock())).executeTakeFirst();
    if (!row) throw new NotFound(NOT_FOUND);
    const images = await loadImageLists(db, "gallery_images", [id]);
    const alts = await loadImageAlts(db, "gallery_images", [id]);
    return toGallery(row, images.get(id) ?? [], alts.get(id) ?? {});
  }

  async function create(ctx: OperationContext, input: GalleryCreateInput, uploads: ProcessedImage[]): Promise<GalleryItem> {
    if (uploads.length === 0) throw new Invalid({ gallery: MESSAGES.imagesRequired });
    const id = newId(ctx.now.getTime());
    const now = ctx.now.toISOString();
    const item = await media.place(uploads, () =>
      db.transaction().execute(async (trx) => {
        await media.record(trx, uploads);
        const row: GalleryRow = {
          id,
          deleted_at: null,
          title: input.title,
          description: input.description,
          category: input.category,
          ...nextPublication(input, null, ctx.now),
          updated_at: now,
        };
        await trx.insertInto("galleries").values(row).execute();
        const images = withNewImages([], namesOf(uploads));
        const alts = nextAlts(input.imageAlts, {}, images, namesOf(uploads));
        await replaceImageList(trx, "gallery_images", id, images, alts);
        const made = toGallery(row, images, alts);
        await saveVersion(trx, "galleries", id, versionOf(made), images, now);
        await recordChange(trx, ctx, { kind: "galleries", id, action: "created", fields: changedFields({}, made, ITEM_META) });
        return made;
      }),
    );
    changed("galleries");
    return item;
  }

  async function update(ctx: OperationContext, id: string, input: GalleryUpdateInput, uploads: ProcessedImage[]): Promise<GalleryItem> {
    requireId(id, NOT_FOUND);
    const { item, released } = await media.place(uploads, () =>
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("galleries").selectAll().where("id", "=", id).where(notInTrash()).executeTakeFirst();
        if (!row) throw new NotFound(NOT_FOUND);
        const current = (await loadImageLists(trx, "gallery_images", [id])).get(id) ?? [];
        const savedAlts = (await loadImageAlts(trx, "gallery_images", [id])).get(id) ?? {};
        const images = withNewImages(keptImages(current, input.existing), namesOf(uploads));
        if (images.length === 0) throw new Invalid({ gallery: MESSAGES.imagesRequired });
        await media.record(trx, uploads);
        const next: GalleryRow = {
          ...row,
          ...nextPublication(input, row, ctx.now),
          title: input.title,
          description: input.description,
          category: input.category,
          updated_at: ctx.now.toISOString(),
        };
        await trx.updateTable("galleries").set(next).where("id", "=", id).execute();
        const alts = nextAlts(input.imageAlts, savedAlts, images, namesOf(uploads));
        await replaceImageList(trx, "gallery_images", id, images, alts);
        const saved = toGallery(next, images, alts);
        const pruned = await saveVersion(trx, "galleries", id, versionOf(saved), images, next.updated_at);
        const fields = changedFields(toGallery(row, current, savedAlts), saved, ITEM_META);
        const action = editAction(
          fields,
          { before: publicationOf(row), after: publicationOf(next), now: ctx.now },
          { field: "images", before: current, after: images },
        );
        await recordChange(trx, ctx, { kind: "galleries", id, action, fields });
        return { item: saved, released: [...current, ...pruned] };
      }),
    );
    await media.release(released);
    changed("galleries");
    return item;
  }

  /** The item's saved versions, the newest first (the first is what is saved now). */
  async function versions(id: string) {
    const item = await get(id, { all: true });
    return listVersions<GalleryVersion>(db, "galleries", item._id);
  }

  /** Puts back a saved version's text and photos (not its publishing), as a new save. */
  async function restoreVersion(ctx: OperationContext, id: string, versionId: string): Promise<GalleryItem> {
    requireId(id, NOT_FOUND);
    const { item, released } = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("galleries").selectAll().where("id", "=", id).where(notInTrash()).executeTakeFirst();
      if (!row) throw new NotFound(NOT_FOUND);
      const version = await getVersion<GalleryVersion>(trx, "galleries", id, versionId);
      const current = (await loadImageLists(trx, "gallery_images", [id])).get(id) ?? [];
      const savedAlts = (await loadImageAlts(trx, "gallery_images", [id])).get(id) ?? {};
      const alts = nextAlts(undefined, savedAlts, version.images, []);
      const now = ctx.now.toISOString();
      const next: GalleryRow = {
        ...row,
        title: version.title,
        description: version.description,
        category: version.category,
        updated_at: now,
      };
      await trx.updateTable("galleries").set(next).where("id", "=", id).execute();
      await replaceImageList(trx, "gallery_images", id, version.images, alts);
      const saved = toGallery(next, version.images, alts);
      const pruned = await saveVersion(trx, "galleries", id, versionOf(saved), version.images, now);
      const fields = changedFields(toGallery(row, current, savedAlts), saved, ITEM_META);
      await recordChange(trx, ctx, { kind: "galleries", id, action: "version-restored", fields });
      return { item: saved, released: [...current, ...pruned] };
    });
    await media.release(released);
    changed("galleries");
    return item;
  }

  /** docs/product.md §7's DELETE: to the trash, with its photos, for TRASH_DAYS (server/services/trash.ts). */
  async function remove(ctx: OperationContext, id: string): Promise<void> {
    await trash.moveIn(ctx, "galleries", id);
  }

  /** An item as its preview link shows it on /gallery (draft, scheduled or public); a link that does not open it is not found. */
  async function preview(id: string, token: string): Promise<GalleryItem> {
    const item = await get(id, { all: true });
    if (!(await previews.check("galleries", item._id, token))) throw new NotFound(NOT_FOUND);
    return item;
  }

  return { list, page, totals, preview, get, create, update, versions, restoreVersion, remove };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
