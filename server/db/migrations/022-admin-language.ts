import type { Kysely } from "kysely";

/**
 * The language a person reads the admin area in (docs/product.md §11): "en", "ml" or "ta".
 * Their own choice, kept with the account so that it follows them to every device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("admin_users")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}
