import { sql, type Kysely } from "kysely";

/**
 * The addresses translations give (docs/product.md §11): a translation row of field `slug` is an
 * item's slug in that language. A page is found by it, so it is indexed; and within one kind and
 * one language it names one item.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("translations_slugs")
    .on("translations")
    .columns(["kind", "value", "locale"])
    .unique()
    .where(sql.ref("field"), "=", "slug")
    .execute();
}
