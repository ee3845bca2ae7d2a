import type { Kysely } from "kysely";

/**
 * When each change event was written by the wall clock of the process that wrote it, beside the
 * write's own time (`at`, the business clock a test may move): every process reads the events
 * written since it last looked, by this column, to clear its page cache (services/change-feed.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("change_events")
    .addColumn("recorded_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("change_events_by_record").on("change_events").columns(["recorded_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("change_events_by_record").execute();
  await db.schema.alterTable("change_events").dropColumn("recorded_at").execute();
}
