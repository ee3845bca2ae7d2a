/** Blog posts (docs/product.md §3): the rules behind /api/blogs and the blog pages. */
import { DEFAULT_BLOG_CATEGORY } from "../../domain/categories";
import { changedFields, editAction, ITEM_META, recordChange } from "./changes";
import type { OperationContext } from "./context";
import type { Blog, BlogVersion } from "../../domain/entities";
import type { BlogCreateInput, BlogUpdateInput } from "../../domain/schemas";
import type { DB } from "../db/database";
import type { Kysely } from "kysely";
import type { BlogRow, Database } from "../db/schema";
import { NotFound } from "../errors";
import type { ProcessedImage } from "../media/process";
import type { MediaStore } from "../media/store";
import type { ChangeListener } from "./changes";
import type { Trash } from "./trash";
import { getVersion, listVersions, saveVersion } from "./versions";
import type { Previews } from "./previews";
import {
  nextPublication,
  notInTrash,
  publicationOf,
  readCategories,
  readPage,
  visibleTo,
  type PageQuery,
  type Visibility,
} from "./publishing";
import type { Page } from "../../domain/site-context";
import { newId, requireId } from "./ids";
import { chooseSlug, findOwner, moveSlug } from "./slugs";
import { keptImages, loadImageAlts, loadImageLists, nextAlts, namesOf, replaceImageList, withNewImages } from "./image-refs";

const NOT_FOUND = "Blog post not found";

function toBlog(row: BlogRow, tags: string[], images: string[], imageAlts: Record<string, string>): Blog {
  return {
    imageAlts,
    _id: row.id,
    ...publicationOf(row),
    slug: row.slug,
    title: row.title,
    content: row.content,
    author: row.author,
    category: row.category || DEFAULT_BLOG_CATEGORY,
    tags,
    images,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What a saved version keeps of a post (issue #17). */
function versionOf({ title, content, author, category, tags, images }: Blog): BlogVersion {
  return { title, content, author, category, tags, images };
}

export function createBlogService(db: DB, media: MediaStore, changed: ChangeListener, clock: () => Date, previews: Previews, trash: Trash) {
  async function loadTags(ids: string[]): Promise<Map<string, string[]>> {
    const tags = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return tags;
    const rows = await db
      .selectFrom("blog_tags")
      .select(["blog_id", "tag"])
      .where("blog_id", "in", ids)
      .orderBy("blog_id")
      .orderBy("position")
      .execute();
    for (const row of rows) tags.get(row.blog_id)?.push(row.tag);
    return tags;
  }

  async function list(options: Visibility = {}): Promise<Blog[]> {
    return (await page({ ...options, offset: 0 })).items;
  }

  /** One part of the list and how many match, filtered, counted and cut in SQL. */
  async function page(options: PageQuery): Promise<Page<Blog>> {
    const { rows, total } = await readPage(db, "blogs", clock(), options, {
      // The public search looks in titles and text (docs/product.md §2); the admin's finds an author too.
      search: options.all ? ["title", "content", "author"] : ["title", "content"],
      defaultCategory: DEFAULT_BLOG_CATEGORY,
    });
    const ids = rows.map((r) => r.id);
    const [tags, images, alts] = await Promise.all([
      loadTags(ids),
      loadImageLists(db, "blog_images", ids),
      loadImageAlts(db, "blog_images", ids),
    ]);
    return { items: rows.map((row) => toBlog(row, tags.get(row.id) ?? [], images.get(row.id) ?? [], alts.get(row.id) ?? {})), total };
  }

  async function categories(options: Visibility = {}): Promise<string[]> {
    return readCategories(db, "blogs", clock(), options, DEFAULT_BLOG_CATEGORY);
  }

  /** A post by its id, its slug, or a slug it had before. */
  async function get(key: string, options: Visibility = {}): Promise<Blog> {
    const id = await findOwner(db, "blogs", key);
    if (id === null) throw new NotFound(NOT_FOUND);
    const row = await db.selectFrom("blogs").selectAll().where("id", "=", id).where(visibleTo(options, clock())).executeTakeFirst();
    if (!row) throw new NotFound(NOT_FOUND);
    const [tags, images, alts] = await Promise.all([
      loadTags([id]),
      loadImageLists(db, "blog_images", [id]),
      loadImageAlts(db, "blog_images", [id]),
    ]);
    return toBlog(row, tags.get(id) ?? [], images.get(id) ?? [], alts.get(id) ?? {});
  }

  /** A post's tags in their order, read in the write's transaction. */
  async function tagsIn(trx: Kysely<Database>, id: string): Promise<string[]> {
    const rows = await trx.selectFrom("blog_tags").select("tag").where("blog_id", "=", id).orderBy("position").execute();
    return rows.map((row) => row.tag);
  }

  async function writeTags(trx: Kysely<Database>, id: string, tags: string[]) {
    await trx.deleteFrom("blog_tags").where("blog_id", "=", id).execute();
    if (tags.length > 0) {
      await trx
        .insertInto("blog_tags")
        .values(tags.map((tag, position) => ({ blog_id: id, position, tag })))
        .execute();
    }
  }

  /** An item as its preview link shows it (draft, scheduled or public); a link that does not open it is not found. */
  async function preview(key: string, token: string): Promise<Blog> {
    const item = await get(key, { all: true });
    if (!(await previews.check("blogs", item._id, token))) throw new NotFound(NOT_FOUND);
    return item;
  }

  async function create(ctx: OperationContext, input: BlogCreateInput, uploads: ProcessedImage[]): Promise<Blog> {
    const id = newId(ctx.now.getTime());
    const now = ctx.now.toISOString();
    const blog = await media.place(uploads, () =>
      db.transaction().execute(async (trx) => {
        await media.record(trx, uploads);
        const row: BlogRow = {
          id,
          slug: await chooseSlug(trx, "blogs", id, input.slug ?? "", input.title),
          deleted_at: null,
          title: input.title,
          content: input.content,
          author: input.author,
          category: input.category,
          ...nextPublication(input, null, ctx.now),
          updated_at: now,
        };
        await trx.insertInto("blogs").values(row).execute();
        await writeTags(trx, id, input.tags);
        const images = withNewImages([], namesOf(uploads));
        const alts = nextAlts(input.imageAlts, {}, images, namesOf(uploads));
        await replaceImageList(trx, "blog_images", id, images, alts);
        const made = toBlog(row, input.tags, images, alts);
        await saveVersion(trx, "blogs", id, versionOf(made), images, now);
        await recordChange(trx, ctx, { kind: "blogs", id, action: "created", fields: changedFields({}, made, ITEM_META) });
        return made;
      }),
    );
    changed("blogs");
    return blog;
  }

  async function update(ctx: OperationContext, id: string, input: BlogUpdateInput, uploads: ProcessedImage[]): Promise<Blog> {
    requireId(id, NOT_FOUND);
    const { blog, released } = await media.place(uploads, () =>
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("blogs").selectAll().where("id", "=", id).where(notInTrash()).executeTakeFirst();
        if (!row) throw new NotFound(NOT_FOUND);
        await media.record(trx, uploads);
        const current = (await loadImageLists(trx, "blog_images", [id])).get(id) ?? [];
        const savedAlts = (await loadImageAlts(trx, "blog_images", [id])).get(id) ?? {};
        const images = withNewImages(keptImages(current, input.keepImages), namesOf(uploads));
        const before = toBlog(row, await tagsIn(trx, id), current, savedAlts);
        const now = ctx.now.toISOString();
        const next: BlogRow = {
          ...row,
          ...nextPublication(input, row, ctx.now),
          slug: input.slug === undefined ? row.slug : await chooseSlug(trx, "blogs", id, input.slug, input.title),
          title: input.title,
          content: input.content,
          author: input.author,
          category: input.category,
          updated_at: now,
        };
        await trx.updateTable("blogs").set(next).where("id", "=", id).execute();
        await moveSlug(trx, "blogs", id, row.slug, next.slug, now);
        await writeTags(trx, id, input.tags);
        const alts = nextAlts(input.imageAlts, savedAlts, images, namesOf(uploads));
        await replaceImageList(trx, "blog_images", id, images, alts);
        const saved = toBlog(next, input.tags, images, alts);
        const pruned = await saveVersion(trx, "blogs", id, versionOf(saved), images, now);
        const fields = changedFields(before, saved, ITEM_META);
        const action = editAction(
          fields,
          { before: publicationOf(row), after: publicationOf(next), now: ctx.now },
          { field: "images", before: current, after: images },
        );
        await recordChange(trx, ctx, { kind: "blogs", id, action, fields });
        return { blog: saved, released: [...current, ...pruned] };
      }),
    );
    await media.release(released);
    changed("blogs");
    return blog;
  }

  /** The post's saved versions, the newest first (the first is what is saved now). */
  async function versions(id: string) {
    const blog = await get(id, { all: true });
    return listVersions<BlogVersion>(db, "blogs", blog._id);
  }

  /** Puts back a saved version's text, tags and photos (not its URL nor its publishing), as a new save. */
  async function restoreVersion(ctx: OperationContext, id: string, versionId: string): Promise<Blog> {
    requireId(id, NOT_FOUND);
    const { blog, released } = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("blogs").selectAll().where("id", "=", id).where(notInTrash()).executeTakeFirst();
      if (!row) throw new NotFound(NOT_FOUND);
      const version = await getVersion<BlogVersion>(trx, "blogs", id, versionId);
      const current = (await loadImageLists(trx, "blog_images", [id])).get(id) ?? [];
      const savedAlts = (await loadImageAlts(trx, "blog_images", [id])).get(id) ?? {};
      const before = toBlog(row, await tagsIn(trx, id), current, savedAlts);
      const alts = nextAlts(undefined, savedAlts, version.images, []);
      const now = ctx.now.toISOString();
      const next: BlogRow = {
        ...row,
        title: version.title,
        content: version.content,
        author: version.author,
        category: version.category,
        updated_at: now,
      };
      await trx.updateTable("blogs").set(next).where("id", "=", id).execute();
      await writeTags(trx, id, version.tags);
      await replaceImageList(trx, "blog_images", id, version.images, alts);
      const saved = toBlog(next, version.tags, version.images, alts);
      const pruned = await saveVersion(trx, "blogs", id, versionOf(saved), version.images, now);
      await recordChange(trx, ctx, { kind: "blogs", id, action: "version-restored", fields: changedFields(before, saved, ITEM_META) });
      return { blog: saved, released: [...current, ...pruned] };
    });
    await media.release(released);
    changed("blogs");
    return blog;
  }

  /** docs/product.md §7's DELETE: to the trash, with its photos, for TRASH_DAYS (server/services/trash.ts). */
  async function remove(ctx: OperationContext, id: string): Promise<void> {
    await trash.moveIn(ctx, "blogs", id);
  }

  return { list, page, categories, get, preview, create, update, versions, restoreVersion, remove };
}

export type BlogService = ReturnType<typeof createBlogService>;
