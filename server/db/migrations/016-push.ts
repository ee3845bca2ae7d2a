import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Notifications on the owner's phone (docs/architecture.md §10, docs/decisions/014): the devices that
 * asked to be told of each new enquiry, and the notices waiting to reach them. A notice is
 * written in the new enquiry's own transaction, like its e-mail in the outbox, so nothing the
 * visitor was told is kept goes unannounced; it leaves with its enquiry (an erased person leaves
 * no copy waiting) and with its device. The server's VAPID keys are a row of `server_secrets`,
 * made at the first start (server/auth/vapid-keys.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    // The push service's URL for this browser: where the server POSTs.
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("updated_at", t.time, (c) => c.notNull())
    .addColumn("last_success_at", t.time)
    .addColumn("last_failure_at", t.time)
    // The push service's status or the network's error code: never the endpoint, never a key.
    .addColumn("last_error", "text")
    .execute();
  await db.schema.createIndex("push_subscriptions_by_user").on("push_subscriptions").columns(["user_id", "created_at"]).execute();
  await db.schema
    .createTable("push_notices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("subscription_id", "text", (c) => c.notNull().references("push_subscriptions.id").onDelete("cascade"))
    .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
    // What the notification shows, as JSON (domain/admin-app.ts, PushNotification).
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", t.time, (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("sent_at", t.time)
    .addColumn("created_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("push_notices_due").on("push_notices").columns(["sent_at", "next_attempt_at"]).execute();
  await db.schema.createIndex("push_notices_by_subscription").on("push_notices").column("subscription_id").execute();
  await db.schema.createIndex("push_notices_by_enquiry").on("push_notices").column("enquiry_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("push_notices").execute();
  await db.schema.dropTable("push_subscriptions").execute();
}
