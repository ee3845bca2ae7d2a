import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * What the company writes, in Malayalam and Tamil (docs/product.md §11): one row per translated
 * text of an item or a site section (`kind` "projects", "blogs", "galleries" or "site"; `owner_id`
 * the item's id or the section's name), in a language, for a field ("title", "alt:<photo>", or a
 * section's path). `source` is the English it was translated or last reviewed from: a translation
 * whose source is no longer the English needs an update. The English stays in the item's own row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("translations")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("owner_id", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("updated_at", t.time, (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("translations_pk", ["kind", "owner_id", "locale", "field"])
    .execute();
  // The dashboard's counts and the translations list read a language of a kind at a time.
  await db.schema.createIndex("translations_by_locale").on("translations").columns(["kind", "locale"]).execute();
}
