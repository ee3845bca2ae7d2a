import { sql, type Kysely } from "kysely";
import { SLUG_KINDS, slugFrom, type SlugKind } from "../../../domain/slugs";
import { columnTypes } from "../dialect";

/**
 * Publishing without fear (issue #17):
 * - projects and posts get a readable, unique `slug` (filled here from their titles, oldest
 *   first), and `slug_redirects` keeps every slug an item had before, to answer 301 from it;
 * - projects, posts and gallery items get a `status` (draft, published, scheduled) with the time a
 *   scheduled one goes public (`publish_at`), and `deleted_at`, set while the item is in the trash;
 * - every image of an item gets its alt text;
 * - `item_versions` keeps the last saved versions of each item, and `item_version_images` the
 *   photos each version uses, so that a photo is removed only when nothing uses it.
 * Items made by an earlier release are published, in no trash, with no alt text.
 */
const ITEMS = ["projects", "blogs", "galleries"] as const;
const IMAGE_TABLES = ["project_images", "blog_images", "gallery_images"] as const;

async function fillSlugs(db: Kysely<unknown>, table: SlugKind): Promise<void> {
  const rows = await sql<{ id: string; title: string }>`select id, title from ${sql.table(table)} order by created_at, id`.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    const base = slugFrom(row.title) || SLUG_KINDS[table];
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    await sql`update ${sql.table(table)} set slug = ${slug} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const table of ["projects", "blogs"] as const) {
    await db.schema
      .alterTable(table)
      .addColumn("slug", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await fillSlugs(db, table);
    await db.schema.createIndex(`${table}_slug_idx`).on(table).column("slug").unique().execute();
  }
  await db.schema
    .createTable("slug_redirects")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("owner_id", "text", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addPrimaryKeyConstraint("slug_redirects_pk", ["kind", "slug"])
    .execute();
  await db.schema.createIndex("slug_redirects_by_owner").on("slug_redirects").columns(["kind", "owner_id"]).execute();

  for (const table of ITEMS) {
    await db.schema
      .alterTable(table)
      .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
      .execute();
    await db.schema.alterTable(table).addColumn("publish_at", t.time).execute();
    await db.schema.alterTable(table).addColumn("deleted_at", t.time).execute();
    await db.schema.createIndex(`${table}_status_idx`).on(table).columns(["status", "publish_at"]).execute();
    await db.schema.createIndex(`${table}_deleted_idx`).on(table).column("deleted_at").execute();
  }
  for (const table of IMAGE_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }

  await db.schema
    .createTable("item_versions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("owner_id", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("saved_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("item_versions_by_owner").on("item_versions").columns(["kind", "owner_id", "saved_at"]).execute();
  await db.schema
    .createTable("item_version_images")
    .addColumn("version_id", "text", (c) => c.notNull().references("item_versions.id").onDelete("cascade"))
    .addColumn("image", "text", (c) => c.notNull().references("media.name").onDelete("restrict"))
    .addPrimaryKeyConstraint("item_version_images_pk", ["version_id", "image"])
    .execute();
  await db.schema.createIndex("item_version_images_by_image").on("item_version_images").column("image").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("item_version_images").execute();
  await db.schema.dropTable("item_versions").execute();
  for (const table of IMAGE_TABLES) await db.schema.alterTable(table).dropColumn("alt").execute();
  for (const table of ITEMS) {
    await db.schema.dropIndex(`${table}_status_idx`).execute();
    await db.schema.dropIndex(`${table}_deleted_idx`).execute();
    for (const column of ["status", "publish_at", "deleted_at"]) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropTable("slug_redirects").execute();
  for (const table of ["projects", "blogs"] as const) {
    await db.schema.dropIndex(`${table}_slug_idx`).execute();
    await db.schema.alterTable(table).dropColumn("slug").execute();
  }
}
