import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * A sign-in that a stolen password is not enough for (docs/product.md §6, docs/architecture.md §6):
 * an authenticator app's codes (TOTP: the account's secret, set once its first code is right, and
 * the time step last used, so a code works once), ten one-time recovery codes kept as their
 * SHA-256, passkeys (WebAuthn: the credential's public key and signature counter), the challenges
 * a passkey signs (rows, so any process can check them), and the ticket a correct password earns
 * while the second step is still to come.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("admin_users").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("admin_users").addColumn("totp_enabled_at", t.time).execute();
  await db.schema.alterTable("admin_users").addColumn("totp_last_step", "integer").execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("code_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("used_at", t.time)
    .execute();
  await db.schema.createIndex("recovery_codes_by_user").on("recovery_codes").column("user_id").execute();

  await db.schema
    .createTable("passkeys")
    // The credential's id (base64url), as the browser names it.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("counter", t.counter, (c) => c.notNull().defaultTo(0))
    .addColumn("transports", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("last_used_at", t.time)
    .execute();
  await db.schema.createIndex("passkeys_by_user").on("passkeys").column("user_id").execute();

  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("id", "text", (c) => c.primaryKey())
    // "register" (a signed-in person adding a passkey) or "sign-in".
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("admin_users.id").onDelete("cascade"))
    .addColumn("challenge", "text", (c) => c.notNull())
    .addColumn("expires_at", t.time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sign_in_tickets")
    .addColumn("ticket_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("address", "text")
    .addColumn("user_agent", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("expires_at", t.time, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_tickets").execute();
  await db.schema.dropTable("webauthn_challenges").execute();
  await db.schema.dropTable("passkeys").execute();
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.alterTable("admin_users").dropColumn("totp_last_step").execute();
  await db.schema.alterTable("admin_users").dropColumn("totp_enabled_at").execute();
  await db.schema.alterTable("admin_users").dropColumn("totp_secret").execute();
}
