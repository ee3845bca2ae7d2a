import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { DEFAULT_ROLE_PERMISSIONS, ROLES } from "../../../domain/access";
import { columnTypes } from "../dialect";

/**
 * A team runs the site (docs/product.md §6, docs/architecture.md §6). Each person has a name, a role
 * and can be disabled; every administrator of an earlier release becomes an owner. What a role may
 * do is data (`role_permissions`, the Epic Stack's model), started from domain/access.ts. A
 * session knows the browser and the address it was opened from, and has an id of its own to be
 * ended by. Invitations and password resets are one-time links (`account_tokens`, stored only as
 * their SHA-256). Sign-ins, failed sign-ins, role changes and invitations are `account_events`,
 * beside the content's change events; `account_settings` holds the team's rules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable("admin_users")
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("admin_users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
    .execute();
  await db.schema.alterTable("admin_users").addColumn("disabled_at", t.time).execute();

  await db.schema
    .createTable("role_permissions")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("permission", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("role_permissions_pk", ["role", "permission"])
    .execute();
  const rows = ROLES.flatMap((role) => DEFAULT_ROLE_PERMISSIONS[role].map((permission) => ({ role, permission })));
  await (db as Kysely<{ role_permissions: { role: string; permission: string } }>).insertInto("role_permissions").values(rows).execute();

  await db.schema.alterTable("sessions").addColumn("id", "text").execute();
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  await db.schema.alterTable("sessions").addColumn("address", "text").execute();
  // Each session signed in before this release gets an id of its own: 12 random bytes, in hex.
  const sessions = db as Kysely<{ sessions: { token_hash: string; id: string | null } }>;
  for (const { token_hash } of await sessions.selectFrom("sessions").select("token_hash").where("id", "is", null).execute()) {
    await sessions
      .updateTable("sessions")
      .set({ id: randomBytes(12).toString("hex") })
      .where("token_hash", "=", token_hash)
      .execute();
  }
  await db.schema.createIndex("sessions_by_id").on("sessions").column("id").unique().execute();
  await db.schema.createIndex("sessions_by_user").on("sessions").columns(["user_id", "last_seen_at"]).execute();

  await db.schema
    .createTable("account_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    // "invitation" or "reset".
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    // A reset's account; an invitation has none until it is accepted.
    .addColumn("user_id", "text", (c) => c.references("admin_users.id").onDelete("cascade"))
    // An invitation's role.
    .addColumn("role", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("expires_at", t.time, (c) => c.notNull())
    .addColumn("used_at", t.time)
    .execute();
  await db.schema.createIndex("account_tokens_by_email").on("account_tokens").columns(["purpose", "email"]).execute();

  await db.schema
    .createTable("account_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", t.time, (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    // Who did it (null: someone not signed in, or the system), by name as it was then.
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text", (c) => c.notNull())
    // The account it was about, if any.
    .addColumn("subject_id", "text")
    .addColumn("subject_name", "text")
    // A short text: the new role, the e-mail invited. Never a password, a token or a code.
    .addColumn("detail", "text")
    .addColumn("address", "text")
    .execute();
  await db.schema.createIndex("account_events_by_time").on("account_events").column("at").execute();

  await db.schema
    .createTable("account_settings")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("account_settings").execute();
  await db.schema.dropTable("account_events").execute();
  await db.schema.dropTable("account_tokens").execute();
  await db.schema.dropIndex("sessions_by_user").execute();
  await db.schema.dropIndex("sessions_by_id").execute();
  await db.schema.alterTable("sessions").dropColumn("address").execute();
  await db.schema.alterTable("sessions").dropColumn("user_agent").execute();
  await db.schema.alterTable("sessions").dropColumn("id").execute();
  await db.schema.dropTable("role_permissions").execute();
  await db.schema.alterTable("admin_users").dropColumn("disabled_at").execute();
  await db.schema.alterTable("admin_users").dropColumn("role").execute();
  await db.schema.alterTable("admin_users").dropColumn("name").execute();
}
