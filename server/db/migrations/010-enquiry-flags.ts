import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { newReference } from "../../../domain/enquiries";

/**
 * An enquiry sent faster than a person types is kept, marked as possibly automated, instead of
 * refused; and a reference names one enquiry only. A reference a visitor's browser sent that
 * another enquiry already has is replaced, and the one the visitor quoted (in their WhatsApp
 * message, say) is kept beside it. Enquiries stored before with a reference already taken get a
 * new one here the same way, the oldest keeping its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("enquiries")
    .addColumn("automated", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("enquiries").addColumn("quoted_reference", "text").execute();
  const taken = new Set(
    (await sql<{ reference: string }>`select distinct reference from enquiries`.execute(db)).rows.map((row) => row.reference),
  );
  const repeats = await sql<{ id: string; reference: string; created_at: string }>`
    select id, reference, created_at from enquiries e
    where exists (
      select 1 from enquiries older where older.reference = e.reference
      and (older.created_at < e.created_at or (older.created_at = e.created_at and older.id < e.id))
    )`.execute(db);
  for (const row of repeats.rows) {
    let reference: string;
    do reference = newReference(new Date(row.created_at), randomBytes(5));
    while (taken.has(reference));
    taken.add(reference);
    await sql`update enquiries set reference = ${reference}, quoted_reference = ${row.reference} where id = ${row.id}`.execute(db);
  }
  await db.schema.dropIndex("enquiries_by_reference").execute();
  await db.schema.createIndex("enquiries_reference_unique").unique().on("enquiries").column("reference").execute();
  await db.schema.createIndex("enquiries_by_automated").on("enquiries").columns(["automated", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("enquiries_by_automated").execute();
  await db.schema.dropIndex("enquiries_reference_unique").execute();
  await db.schema.createIndex("enquiries_by_reference").on("enquiries").column("reference").execute();
  await db.schema.alterTable("enquiries").dropColumn("quoted_reference").execute();
  await db.schema.alterTable("enquiries").dropColumn("automated").execute();
}
