import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Photos uploaded ahead of the save that uses them (docs/architecture.md §10): each is stored and
 * placed as soon as it arrives, held by its row here until a write names it (`upload:{id}`) or it
 * expires. Only the administrator who uploaded it may name it. A photo sent resumably keeps the id
 * of its resumable upload and its size, so that a phone whose answer was lost learns it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("staged_uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("upload_id", "text", (c) => c.unique())
    .addColumn("bytes", "integer")
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("expires_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staged_uploads_expires").on("staged_uploads").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staged_uploads").execute();
}
