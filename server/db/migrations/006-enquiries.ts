import type { Kysely } from "kysely";
import { columnTypes } from "../dialect";

/**
 * Enquiries (domain/enquiries.ts) and the notes the company adds to them; and the outbox, where a
 * notice to send (an e-mail for each new enquiry) waits as a row until it has gone, so that a
 * restart or a mail server's outage loses none (docs/architecture.md §9).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("enquiries")
    .addColumn("id", "text", (c) => c.primaryKey())
    // The browser's idempotency key: the same enquiry sent twice is stored once.
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("phone_digits", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("details", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    // A keyed hash of the sender's address, for the per-address limit; never the address itself.
    .addColumn("address_hash", "text", (c) => c.notNull())
    .addColumn("follow_up_on", t.day)
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("updated_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("enquiries_by_created").on("enquiries").column("created_at").execute();
  await db.schema.createIndex("enquiries_by_reference").on("enquiries").column("reference").execute();
  await db.schema.createIndex("enquiries_by_phone").on("enquiries").column("phone_digits").execute();
  await db.schema.createIndex("enquiries_by_email").on("enquiries").column("email").execute();
  await db.schema.createIndex("enquiries_by_address").on("enquiries").columns(["address_hash", "created_at"]).execute();
  await db.schema
    .createTable("enquiry_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("enquiry_notes_by_enquiry").on("enquiry_notes").columns(["enquiry_id", "created_at"]).execute();
  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    // What the notice is about (an enquiry's id): deleting the enquiry deletes its notices too.
    .addColumn("subject_id", "text")
    // What to send, as JSON: { to, subject, text }.
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", t.time, (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("sent_at", t.time)
    .addColumn("created_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["sent_at", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_by_subject").on("outbox").column("subject_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("enquiry_notes").execute();
  await db.schema.dropTable("enquiries").execute();
}
