import type { Kysely } from "kysely";

/**
 * Each stored image's average colour, "#rrggbb": a page paints it behind an image it sends
 * without the blurred placeholder (the photos far down a long list). Rows older than the column
 * have none; the server works it out from their placeholder at start (MediaStore.fillColors).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("media").addColumn("color", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("media").dropColumn("color").execute();
}
