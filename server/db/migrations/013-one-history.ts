import { sql, type Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * One history for every kind (docs/architecture.md §10): the site's sections keep their saved
 * versions where items keep theirs, `item_versions` (kind "site", owner the section's name), and
 * the photos a version holds in `item_version_images`. `site_images` keeps only the photos the
 * live sections show.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into item_versions (id, kind, owner_id, content, saved_at)
    select id, 'site', section, content, saved_at from site_versions`.execute(db);
  await sql`insert into item_version_images (version_id, image)
    select substr(owner, 9), image from site_images where owner like 'version:%'`.execute(db);
  await sql`delete from site_images where owner like 'version:%'`.execute(db);
  await db.schema.dropTable("site_versions").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("site_versions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("section", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("saved_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("site_versions_by_section").on("site_versions").columns(["section", "saved_at"]).execute();
  await sql`insert into site_versions (id, section, content, saved_at)
    select id, owner_id, content, saved_at from item_versions where kind = 'site'`.execute(db);
  await sql`insert into site_images (owner, image)
    select 'version:' || version_id, image from item_version_images
    where version_id in (select id from item_versions where kind = 'site')`.execute(db);
  await sql`delete from item_versions where kind = 'site'`.execute(db);
}
