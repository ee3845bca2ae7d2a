import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * The stored images the demo content made (server/demo): a demo picture shows what the site can
 * look like, not the company's work, so the dashboard's setup checklist counts one as still to be
 * replaced. A row goes with its image once nothing uses it (the cascade); it never keeps one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("demo_images")
    .addColumn("image", "text", (c) => c.primaryKey().references("media.name").onDelete("cascade"))
    .addColumn("created_at", t.time, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("demo_images").execute();
}
