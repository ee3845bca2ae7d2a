import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Photos being sent resumably (media/resumable-store.ts): an upload's row says how many of its
 * bytes have arrived, whichever process took them, and each part that arrived is a file of its own
 * (in the data folder's `resumable/`, or the bucket's), named by a row here before it is written,
 * so that nothing in the bucket is ever found by listing it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("resumable_uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    // The administrator who made it: the only one who may reach it.
    .addColumn("owner", "text", (c) => c.notNull())
    // Its length in bytes; null while the phone has not said it yet (tus's deferred length).
    .addColumn("size", "integer")
    .addColumn("received", "integer", (c) => c.notNull().defaultTo(0))
    // tus's metadata (the file's name and type, the uploader), as JSON.
    .addColumn("metadata", "text", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("resumable_parts")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("upload_id", "text", (c) => c.notNull())
    .addColumn("start", "integer", (c) => c.notNull())
    // Null while its bytes are being written, or were never counted (another part won the offset).
    .addColumn("bytes", "integer")
    .addColumn("created_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("resumable_uploads_owner").on("resumable_uploads").column("owner").execute();
  await db.schema.createIndex("resumable_parts_upload").on("resumable_parts").columns(["upload_id", "start"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("resumable_parts").execute();
  await db.schema.dropTable("resumable_uploads").execute();
}
