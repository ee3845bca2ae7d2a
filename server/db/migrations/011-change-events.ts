import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * A row for every write of content, in the write's own transaction: what changed (kind, item,
 * action, the fields), who did it and when. It is the audit log the admin reads; a write that
 * fails leaves none (docs/architecture.md §10).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("change_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", t.time, (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text", (c) => c.notNull())
    // The names of the fields the write changed, as a JSON list.
    .addColumn("fields", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("change_events_by_time").on("change_events").columns(["at", "id"]).execute();
  await db.schema.createIndex("change_events_by_kind").on("change_events").columns(["kind", "at"]).execute();
  await db.schema.createIndex("change_events_by_actor").on("change_events").columns(["actor_name", "at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("change_events").execute();
}
