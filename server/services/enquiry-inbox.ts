/**
 * The inbox (docs/product.md §9): the company's enquiries, filtered and paged, followed up with a
 * status, a date and notes, counted for the dashboard, and removed after the retention period.
 */
import { companyDate } from "../../domain/company-clock";
import type { Enquiry } from "../../domain/enquiries";
import { enquiryUpdateSchema, noteSchema } from "../../domain/enquiry-schemas";
import { fieldErrors } from "../../domain/schemas";
import type { DB } from "../db/database";
import { Invalid } from "../errors";
import { filtered, findRow, notesOf, OPEN_STATUSES, removeRows, toEnquiry, type EnquiryFilter, type Row } from "./enquiry-rows";
import { newId } from "./ids";

export interface EnquiryPage {
  enquiries: Enquiry[];
  total: number;
  page: number;
  pages: number;
  /** Counts of the whole inbox, whatever the filter: the three views' (docs/product.md §10). */
  counts: { new: number; due: number; all: number };
  /**
   * Asked with `group: "phone"`: the page's visitors, newest first by their latest enquiry, each
   * with every enquiry of theirs the filter keeps (newest first); `enquiries` is then each one's
   * latest, and the pages are counted in visitors.
   */
  groups?: VisitorGroup[];
  /** With `group`: how many visitors the filter keeps. */
  visitors?: number;
}

export interface VisitorGroup {
  /** The number's WhatsApp digits (domain/enquiry-groups.ts). */
  key: string;
  count: number;
  enquiries: Enquiry[];
}

export function createEnquiryInbox(db: DB, options: { retentionMonths: number }, clock: () => Date) {
  async function get(id: string): Promise<Enquiry> {
    const row = await findRow(db, id);
    return toEnquiry(row, (await notesOf(db, [row.id])).get(row.id));
  }

  /** The whole inbox's counts: new, due today or earlier (and still open), and all. */
  async function countAll(today: string): Promise<EnquiryPage["counts"]> {
    const counts = await db
      .selectFrom("enquiries")
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when("status", "=", "new").then(1).else(0).end()).as("new"),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb("follow_up_on", "<=", today), eb("status", "in", OPEN_STATUSES)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as("due"),
        eb.fn.countAll<number>().as("all"),
      ])
      .executeTakeFirstOrThrow();
    return { new: Number(counts.new ?? 0), due: Number(counts.due ?? 0), all: Number(counts.all ?? 0) };
  }

  async function list(filter: EnquiryFilter = {}, now = clock()): Promise<EnquiryPage> {
    const limit = Math.min(Math.max(filter.limit ?? 50, 1), 200);
    const today = companyDate(now);
    const query = filtered(db, filter, today);
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
    if (filter.group === "phone") return listVisitors(filter, Number(total), limit, today);
    const pages = Math.max(1, Math.ceil(Number(total) / limit));
    const page = Math.min(Math.max(filter.page ?? 1, 1), pages);
    const rows = await query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    const notes = await notesOf(
      db,
      rows.map((row) => row.id),
    );
    return {
      enquiries: rows.map((row) => toEnquiry(row, notes.get(row.id))),
      total: Number(total),
      page,
      pages,
      counts: await countAll(today),
    };
  }

  /**
   * A page of visitors (one number, domain/enquiry-groups.ts), newest first by their latest
   * enquiry the filter keeps, counted, grouped and cut in the database; then their enquiries.
   */
  async function listVisitors(filter: EnquiryFilter, total: number, limit: number, today: string): Promise<EnquiryPage> {
    const { visitors } = await filtered(db, filter, today)
      .select((eb) => eb.fn.count<number>("phone_key").distinct().as("visitors"))
      .executeTakeFirstOrThrow();
    const pages = Math.max(1, Math.ceil(Number(visitors) / limit));
    const page = Math.min(Math.max(filter.page ?? 1, 1), pages);
    const keys = await filtered(db, filter, today)
      .select((eb) => ["phone_key", eb.fn.max("created_at").as("latest"), eb.fn.countAll<number>().as("count")])
      .groupBy("phone_key")
      .orderBy("latest", "desc")
      .orderBy("phone_key", "asc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    const rows =
      keys.length === 0
        ? []
        : await filtered(db, filter, today)
            .selectAll()
            .where(
              "phone_key",
              "in",
              keys.map((key) => key.phone_key),
            )
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .execute();
    const notes = await notesOf(
      db,
      rows.map((row) => row.id),
    );
    const byKey = new Map<string, Enquiry[]>();
    for (const row of rows) {
      const list = byKey.get(row.phone_key) ?? [];
      list.push(toEnquiry(row, notes.get(row.id)));
      byKey.set(row.phone_key, list);
    }
    const groups = keys.map((key) => {
      const enquiries = byKey.get(key.phone_key) ?? [];
      return { key: key.phone_key, count: enquiries.length, enquiries };
    });
    return {
      enquiries: groups.flatMap((group) => group.enquiries.slice(0, 1)),
      groups,
      total,
      visitors: Number(visitors),
      page,
      pages,
      counts: await countAll(today),
    };
  }

  /** Changes an enquiry's status or follow-up date. */
  async function update(id: string, input: unknown, now = clock()): Promise<Enquiry> {
    const row = await findRow(db, id);
    const parsed = enquiryUpdateSchema.safeParse(input);
    if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
    const changes: Partial<Row> = { updated_at: now.toISOString() };
    if (parsed.data.status !== undefined) changes.status = parsed.data.status;
    if (parsed.data.followUpOn !== undefined) changes.follow_up_on = parsed.data.followUpOn;
    await db.updateTable("enquiries").set(changes).where("id", "=", row.id).execute();
    return get(row.id);
  }

  async function addNote(id: string, input: unknown, now = clock()): Promise<Enquiry> {
    const row = await findRow(db, id);
    const parsed = noteSchema.safeParse(input);
    if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("enquiry_notes")
        .values({ id: newId(now.getTime()), enquiry_id: row.id, text: parsed.data.text, created_at: now.toISOString() })
        .execute();
      await trx.updateTable("enquiries").set({ updated_at: now.toISOString() }).where("id", "=", row.id).execute();
    });
    return get(row.id);
  }

  async function remove(id: string): Promise<void> {
    const row = await findRow(db, id);
    await removeRows(db, [row.id]);
  }

  /** The new enquiries and those to follow up today, for the dashboard. */
  async function counts(now = clock()): Promise<{ new: number; due: number; latest: Enquiry | null }> {
    const found = await list({ limit: 1 }, now);
    return { ...found.counts, latest: found.enquiries[0] ?? null };
  }

  /** Removes the enquiries older than the retention period (DPDP: kept no longer than needed). */
  async function removeExpired(now = clock()): Promise<number> {
    // The same day so many months back, or that month's last day (31 May - 3 months: 28 Feb).
    const cutoff = new Date(now);
    const day = cutoff.getUTCDate();
    cutoff.setUTCDate(1);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - options.retentionMonths);
    const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
    cutoff.setUTCDate(Math.min(day, lastDay));
    const expired = await db.selectFrom("enquiries").select("id").where("created_at", "<", cutoff.toISOString()).execute();
    await removeRows(
      db,
      expired.map((row) => row.id),
    );
    return expired.length;
  }

  return { get, list, update, addNote, remove, counts, removeExpired };
}
