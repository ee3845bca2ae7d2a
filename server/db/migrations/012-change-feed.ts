import type { Kysely } from "kysely";
import { columnTypes, engineOf } from "../dialect";

/**
 * When each change event was written by the wall clock of the process that wrote it, beside the
 * write's own time (`at`, the business clock a test may move): every process reads the events
 * written since it last looked, by this column, to clear its page cache (services/change-feed.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable("change_events")
    // The events written before this column have none: '' in SQLite. A PostgreSQL site starts with none.
    .addColumn("recorded_at", t.time, (c) => (engineOf(db) === "sqlite" ? c.notNull().defaultTo("") : c.notNull()))
    .execute();
  await db.schema.createIndex("change_events_by_record").on("change_events").columns(["recorded_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("change_events_by_record").execute();
  await db.schema.alterTable("change_events").dropColumn("recorded_at").execute();
}
