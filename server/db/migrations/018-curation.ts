import { sql, type Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * The owner's order of the portfolio (docs/product.md §2 "Arrange portfolio"): a project's place
 * in it (from 0; null while never arranged, as every project is until the first save) and when it
 * was pinned as the featured project (null: not pinned). The index holds the public lists' order
 * (server/services/publishing.ts, `listOrder`), written term for term as the lists sort, so a page
 * of them is read in order from it rather than sorted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("projects").addColumn("place", "integer").execute();
  await db.schema.alterTable("projects").addColumn("pinned_at", t.time).execute();
  await db.schema
    .createIndex("projects_by_arrangement")
    .on("projects")
    .expression(sql`("pinned_at" is null), coalesce("place", -1), created_at desc, id desc`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("projects_by_arrangement").execute();
  await db.schema.alterTable("projects").dropColumn("pinned_at").execute();
  await db.schema.alterTable("projects").dropColumn("place").execute();
}
