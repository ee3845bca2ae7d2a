import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { visitorKey } from "../../../domain/enquiry-groups";
import { DEFAULT_REPLY_TEMPLATES } from "../../../domain/reply-templates";
import { columnTypes } from "../dialect";

/**
 * Enquiries on the owner's phone (docs/product.md §10): the reply templates the company sends on
 * WhatsApp, a site starting with a few a builder in Kerala sends every day; and each enquiry's
 * number as one key (its WhatsApp digits, domain/enquiry-groups.ts), by which the inbox groups
 * one visitor's enquiries in the database. Enquiries kept before get theirs here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("reply_templates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    // The order the company sees them in: the order they were made.
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .addColumn("updated_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("reply_templates_by_position").on("reply_templates").column("position").execute();
  const now = new Date();
  const at = now.toISOString();
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, "0");
  for (const [index, template] of DEFAULT_REPLY_TEMPLATES.entries()) {
    const id = seconds + randomBytes(8).toString("hex");
    await sql`insert into reply_templates (id, name, text, position, created_at, updated_at)
      values (${id}, ${template.name}, ${template.text}, ${index + 1}, ${at}, ${at})`.execute(db);
  }

  await db.schema
    .alterTable("enquiries")
    .addColumn("phone_key", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  const rows = await sql<{ id: string; phone: string }>`select id, phone from enquiries`.execute(db);
  for (const row of rows.rows) {
    await sql`update enquiries set phone_key = ${visitorKey(row.phone)} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex("enquiries_by_phone_key").on("enquiries").columns(["phone_key", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("enquiries_by_phone_key").execute();
  await db.schema.alterTable("enquiries").dropColumn("phone_key").execute();
  await db.schema.dropTable("reply_templates").execute();
}
