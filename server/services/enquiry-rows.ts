/**
 * The enquiries as stored (docs/product.md §9): a row as the inbox answers it, with its notes, and
 * what the inbox, the export and the retention share (a filter, a removal with the notices still
 * waiting in the outbox).
 */
import { sql } from "kysely";
import { companyDate, companyMinutes } from "../../domain/company-clock";
import {
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  phoneDigits,
  type Enquiry,
  type EnquiryDetails,
  type EnquiryKind,
  type EnquiryNote,
  type EnquiryStatus,
} from "../../domain/enquiries";
import type { InboxView } from "../../domain/enquiry-groups";
import type { DB } from "../db/database";
import type { EnquiriesTable } from "../db/schema";
import { NotFound } from "../errors";
import { requireId } from "./ids";

export type Row = EnquiriesTable;

export const NOT_FOUND = "Enquiry not found";
export const OPEN_STATUSES: EnquiryStatus[] = ["new", "contacted", "site-visit", "quoted"];

export interface EnquiryFilter {
  /** The inbox's view (docs/product.md §10): "new", "follow-up" (as `due`) or "all". */
  view?: InboxView;
  /** "phone": a page of visitors, each with their enquiries (enquiry-inbox.ts). */
  group?: "phone";
  status?: string;
  kind?: string;
  q?: string;
  /** "due": a follow-up date today or earlier, the enquiry still open. */
  due?: boolean;
  /** Only the enquiries sent faster than a person fills the form in. */
  automated?: boolean;
  page?: number;
  limit?: number;
}

export function toEnquiry(row: Row, notes: EnquiryNote[] = []): Enquiry {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as EnquiryKind,
    status: row.status as EnquiryStatus,
    name: row.name,
    phone: row.phone,
    email: row.email,
    message: row.message,
    details: JSON.parse(row.details) as EnquiryDetails,
    page: row.page,
    followUpOn: row.follow_up_on,
    possiblyAutomated: row.automated === 1,
    quotedReference: row.quoted_reference,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    notes,
  };
}

/** "2026-11-25 17:57": a time on the company's clock, as a spreadsheet reads it. */
export function companyTime(iso: string): string {
  const at = new Date(iso);
  return `${companyDate(at)} ${String(Math.floor(companyMinutes(at) / 60)).padStart(2, "0")}:${String(companyMinutes(at) % 60).padStart(2, "0")}`;
}

/** `LIKE` text with its wildcards taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function notesOf(db: DB, ids: string[]): Promise<Map<string, EnquiryNote[]>> {
  const notes = new Map<string, EnquiryNote[]>();
  if (ids.length === 0) return notes;
  const rows = await db
    .selectFrom("enquiry_notes")
    .selectAll()
    .where("enquiry_id", "in", ids)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  for (const row of rows) {
    const list = notes.get(row.enquiry_id) ?? [];
    list.push({ id: row.id, text: row.text, createdAt: row.created_at });
    notes.set(row.enquiry_id, list);
  }
  return notes;
}

export async function findRow(db: DB, id: string): Promise<Row> {
  const row = await db.selectFrom("enquiries").selectAll().where("id", "=", requireId(id, NOT_FOUND)).executeTakeFirst();
  if (!row) throw new NotFound(NOT_FOUND);
  return row;
}

/** The enquiries a filter of the inbox keeps. */
export function filtered(db: DB, filter: EnquiryFilter, today: string) {
  let query = db.selectFrom("enquiries");
  if (filter.status && (ENQUIRY_STATUSES as readonly string[]).includes(filter.status)) query = query.where("status", "=", filter.status);
  if (filter.kind && (ENQUIRY_KINDS as readonly string[]).includes(filter.kind)) query = query.where("kind", "=", filter.kind);
  if (filter.view === "new") query = query.where("status", "=", "new");
  if (filter.due || filter.view === "follow-up") query = query.where("follow_up_on", "<=", today).where("status", "in", OPEN_STATUSES);
  if (filter.automated) query = query.where("automated", "=", 1);
  const q = filter.q?.trim().slice(0, 100);
  if (q) {
    const pattern = likePattern(q.toLowerCase());
    // "+91 98765 43210" finds what is kept as its last ten digits; a search with letters in it (a
    // name, a reference like E-2711-NF8DK) is not a phone number, and its digits find no phones.
    const digits = /^[\d\s+().-]+$/.test(q) ? phoneDigits(q) : "";
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(message)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(details)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(reference)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(quoted_reference)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`email`, "like", sql`${pattern} escape '\\'`),
        ...(digits.length >= 3 ? [eb("phone_digits", "like", `%${digits}%`)] : []),
      ]),
    );
  }
  return query;
}

/** Deletes enquiries with their notes and every notice about them still in the outbox. */
export async function removeRows(db: DB, ids: string[]): Promise<void> {
  for (let at = 0; at < ids.length; at += 500) {
    const batch = ids.slice(at, at + 500);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("outbox").where("subject_id", "in", batch).execute();
      await trx.deleteFrom("enquiries").where("id", "in", batch).execute();
    });
  }
}
