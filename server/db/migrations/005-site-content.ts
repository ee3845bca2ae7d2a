import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * The site's own content (domain/site-content.ts): one row per section, holding its JSON; the
 * last saved versions of each section, to restore; and the photos each section and each kept
 * version uses, so that a photo is removed only when nothing (a version included) uses it.
 * A site made by an earlier release has no rows: it shows the defaults until its first start
 * with this release writes them (server/services/site.ts, `seed`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("site_sections")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("updated_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("site_versions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("section", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("saved_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("site_versions_by_section").on("site_versions").columns(["section", "saved_at"]).execute();
  await db.schema
    .createTable("site_images")
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull().references("media.name").onDelete("restrict"))
    .addPrimaryKeyConstraint("site_images_pk", ["owner", "image"])
    .execute();
  await db.schema.createIndex("site_images_by_image").on("site_images").column("image").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_images").execute();
  await db.schema.dropTable("site_versions").execute();
  await db.schema.dropTable("site_sections").execute();
}
