import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Sign-in limits kept in the database, so that a restart does not hand an attacker a fresh
 * allowance and a second process would share them: one row per key (an e-mail from untrusted
 * clients, a client address, a trusted device), with the attempts counted since the key was last
 * quiet and the time until which it must wait. `server_secrets` holds keys the server makes for
 * itself once (the one that signs device cookies).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("sign_in_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("blocked_until", t.time, (c) => c.notNull())
    .addColumn("last_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("server_secrets").execute();
  await db.schema.dropTable("sign_in_limits").execute();
}
