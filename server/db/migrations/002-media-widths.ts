import type { Kysely } from "kysely";

/**
 * Which WebP variants each stored image has, as "480,720,960,1600". Images stored before the
 * 720-px variant existed have 480, 960 and 1600 only: a page may list only files that exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("media")
    .addColumn("widths", "text", (c) => c.notNull().defaultTo("480,960,1600"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("media").dropColumn("widths").execute();
}
