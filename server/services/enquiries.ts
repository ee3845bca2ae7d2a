/**
 * Enquiries (issue #15): kept before anything else happens, stored once however often they are
 * sent, limited per address, and followed up in the admin inbox. A new enquiry's notice to the
 * company is written to the outbox in the same transaction, so it is sent even if the process
 * stops the moment after (server/jobs/outbox.ts).
 */
import { createHmac, randomBytes } from "node:crypto";
import { sql } from "kysely";
import { COMPANY_TIME_ZONE, companyDate, companyMinutes } from "../../domain/company-clock";
import {
  csvCell,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_LIMITS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  enquirySubject,
  KEY_PATTERN,
  enquiryWhatsAppText,
  newKey,
  newReference,
  phoneDigits,
  type ContactBy,
  type Enquiry,
  type EnquiryDetails,
  type EnquiryKind,
  type EnquiryNote,
  type EnquiryStatus,
  type PreferredTime,
} from "../../domain/enquiries";
import { estimateCost, parseEstimateRequest } from "../../domain/estimator";
import { visitProblem, visitSlots } from "../../domain/visits";
import { enquiryInputSchema, enquiryUpdateSchema, noteSchema } from "../../domain/enquiry-schemas";
import { fieldErrors } from "../../domain/schemas";
import { serverSecret } from "../auth/server-secrets";
import type { DB } from "../db/database";
import type { EnquiriesTable } from "../db/schema";
import { Invalid, NotFound, TooManyRequests } from "../errors";
import { newId, requireId } from "./ids";
import type { createSiteService } from "./site";

export interface EnquiryServiceOptions {
  /** Where the notice of a new enquiry goes; none: no notice is written. */
  notifyEmail?: string;
  /** The site's address, for the inbox link in a notice. */
  siteUrl: string;
  /** Enquiries older than this many months are removed. */
  retentionMonths: number;
  /** Enquiries one address may send in an hour (ENQUIRY_LIMITS.perAddressPerHour unless set). */
  perAddressPerHour?: number;
  /** A new notice is in the outbox: send it now rather than at the next round. */
  onNotice?: () => void;
}

/** Who sent a public enquiry, as the server saw it. */
export interface Sender {
  address: string;
}

export interface EnquiryFilter {
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

export interface EnquiryPage {
  enquiries: Enquiry[];
  total: number;
  page: number;
  pages: number;
  /** Counts of the whole inbox, whatever the filter. */
  counts: { new: number; due: number };
}

/** How long the thank-you page of a form sent without JavaScript shows the enquiry. */
const SENT_PAGE_MS = 3_600_000;

const OPEN_STATUSES: EnquiryStatus[] = ["new", "contacted", "site-visit", "quoted"];
const NOT_FOUND = "Enquiry not found";

type Row = EnquiriesTable;

function toEnquiry(row: Row, notes: EnquiryNote[] = []): Enquiry {
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
function companyTime(iso: string): string {
  const at = new Date(iso);
  return `${companyDate(at)} ${String(Math.floor(companyMinutes(at) / 60)).padStart(2, "0")}:${String(companyMinutes(at) % 60).padStart(2, "0")}`;
}

/** `LIKE` text with its wildcards taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createEnquiryService(
  db: DB,
  site: ReturnType<typeof createSiteService>,
  options: EnquiryServiceOptions,
  /** The time now (services/context.ts): one clock for the whole server. */
  clock: () => Date,
) {
  let addressKey: Promise<Buffer> | undefined;
  const hashAddress = async (address: string) => {
    addressKey ??= serverSecret(db, "enquiry-address").catch((error: unknown) => {
      addressKey = undefined;
      throw error;
    });
    return createHmac("sha256", await addressKey)
      .update(address)
      .digest("base64url")
      .slice(0, 32);
  };

  async function notesOf(ids: string[]): Promise<Map<string, EnquiryNote[]>> {
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

  async function findRow(id: string): Promise<Row> {
    const row = await db.selectFrom("enquiries").selectAll().where("id", "=", requireId(id, NOT_FOUND)).executeTakeFirst();
    if (!row) throw new NotFound(NOT_FOUND);
    return row;
  }

  /** The enquiries a filter of the inbox keeps. */
  function filtered(filter: EnquiryFilter, today: string) {
    let query = db.selectFrom("enquiries");
    if (filter.status && (ENQUIRY_STATUSES as readonly string[]).includes(filter.status)) query = query.where("status", "=", filter.status);
    if (filter.kind && (ENQUIRY_KINDS as readonly string[]).includes(filter.kind)) query = query.where("kind", "=", filter.kind);
    if (filter.due) query = query.where("follow_up_on", "<=", today).where("status", "in", OPEN_STATUSES);
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
  async function removeRows(ids: string[]): Promise<void> {
    for (let at = 0; at < ids.length; at += 500) {
      const batch = ids.slice(at, at + 500);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("outbox").where("subject_id", "in", batch).execute();
        await trx.deleteFrom("enquiries").where("id", "in", batch).execute();
      });
    }
  }

  async function get(id: string): Promise<Enquiry> {
    const row = await findRow(id);
    return toEnquiry(row, (await notesOf([row.id])).get(row.id));
  }

  /** The details of a new enquiry of its kind, checked against what the site offers today. */
  async function detailsOf(input: Record<string, unknown> & { kind: EnquiryKind }, now: Date): Promise<EnquiryDetails> {
    switch (input.kind) {
      case "message":
        return { kind: "message", service: String(input.service) };
      case "call-back": {
        // Only what was said: an older client's request stays a plain call back.
        const { contactBy, preferredTime, timeZone } = input as { contactBy?: ContactBy; preferredTime?: PreferredTime; timeZone?: string };
        return {
          kind: "call-back",
          ...(contactBy && { contactBy }),
          ...(preferredTime && { preferredTime }),
          ...(timeZone && { timeZone }),
        };
      }
      case "estimate": {
        const { tiers, estimator } = await site.get("services");
        const parsed = parseEstimateRequest(input, tiers);
        if (!parsed.ok) throw new Invalid(parsed.errors);
        const rates = { rates: estimator.rates, setOn: estimator.ratesSetOn };
        return { kind: "estimate", tier: parsed.request.tier, estimate: estimateCost(parsed.request, tiers, rates) };
      }
      case "site-visit": {
        const { hours } = await site.get("company");
        const date = String(input.date);
        const slot = String(input.slot);
        const problem = visitProblem(date, slot, hours, now);
        if (problem) throw new Invalid({ [problem.field]: problem.message });
        const slotLabel = visitSlots(date, hours).find((s) => s.value === slot)!.label;
        return { kind: "site-visit", date, slot, slotLabel, locality: String(input.locality ?? "") };
      }
    }
  }

  /**
   * The company's e-mail about a new enquiry. Its subject carries the visitor's name: an
   * "encoded word" in it (=?utf-8?b?…?=) would be decoded by the company's mail program into
   * whatever it hides, so the sequence is broken with an invisible joiner and shows as typed.
   */
  function noticeFor(enquiry: Enquiry, siteName: string, to: string): { to: string; subject: string; text: string } {
    const received = new Intl.DateTimeFormat("en-IN", { timeZone: COMPANY_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }).format(
      new Date(enquiry.createdAt),
    );
    const lines = [
      `A new enquiry reached ${siteName}'s website on ${received}.`,
      "",
      `Reference: ${enquiry.reference}`,
      ...(enquiry.quotedReference ? [`The visitor was shown: ${enquiry.quotedReference} (another enquiry already had it)`] : []),
      `Kind: ${ENQUIRY_KIND_LABELS[enquiry.kind]}`,
      `Name: ${enquiry.name}`,
      `Phone: ${enquiry.phone}`,
      ...(enquiry.email ? [`Email: ${enquiry.email}`] : []),
      `About: ${enquirySubject(enquiry)}`,
      ...(enquiry.possiblyAutomated ? ["Possibly automated: sent faster than a person fills the form in."] : []),
      ...(enquiry.message ? ["", "Message:", enquiry.message] : []),
      "",
      `Open it in the inbox: ${options.siteUrl}/enquiries/${enquiry.id}`,
    ];
    const subject = `New enquiry ${enquiry.reference}: ${ENQUIRY_KIND_LABELS[enquiry.kind]} from ${enquiry.name}`;
    return { to, subject: subject.replace(/=\?/g, "=\u2060?").slice(0, 200), text: lines.join("\n") };
  }

  /** A reference no other enquiry has: the one asked for when free, otherwise a new one. */
  async function freeReference(trx: DB, wanted: string, now: Date): Promise<string> {
    let reference = wanted;
    while (await trx.selectFrom("enquiries").select("id").where("reference", "=", reference).executeTakeFirst()) {
      reference = newReference(now, randomBytes(5));
    }
    return reference;
  }

  return {
    /**
     * Keeps a visitor's enquiry. Sent again with the same key (a retry, the browser's queue), it is
     * the enquiry already kept that is answered, with `created: false`.
     */
    async submit(input: unknown, sender: Sender, now = clock()): Promise<{ enquiry: Enquiry; key: string; created: boolean }> {
      const parsed = enquiryInputSchema.safeParse(input);
      if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
      const data = parsed.data;
      const key = data.key ?? newKey(randomBytes(16));
      const asked = data.reference ?? newReference(now, randomBytes(5));
      if (data.key) {
        const kept = await db.selectFrom("enquiries").selectAll().where("key", "=", key).executeTakeFirst();
        if (kept) return { enquiry: toEnquiry(kept), key, created: false };
      }
      const details = await detailsOf(data as Record<string, unknown> & { kind: EnquiryKind }, now);
      const at = now.toISOString();
      const row: Row = {
        id: newId(now.getTime()),
        key,
        reference: asked,
        quoted_reference: null,
        kind: data.kind,
        status: "new",
        name: data.name,
        phone: data.phone,
        phone_digits: phoneDigits(data.phone),
        email: data.email.toLowerCase(),
        message: data.message,
        details: JSON.stringify(details),
        page: data.page,
        address_hash: "",
        follow_up_on: null,
        // A phone's autofill and a short message can beat any timer: a quick send is a lead all
        // the same, kept and marked for the inbox's filter, never refused.
        automated: data.elapsed !== undefined && data.elapsed < ENQUIRY_LIMITS.minFillMs ? 1 : 0,
        created_at: at,
        updated_at: at,
      };
      // A filled honeypot is a robot's: nothing is kept, and it is answered as a person is, so it
      // learns nothing to try differently.
      if (data.website !== "") return { enquiry: toEnquiry(row), key, created: true };
      const addressHash = await hashAddress(sender.address);
      row.address_hash = addressHash;
      const siteName = options.notifyEmail ? (await site.get("company")).name : "";
      const limit = options.perAddressPerHour ?? ENQUIRY_LIMITS.perAddressPerHour;
      const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
      const stored = await db.transaction().execute(async (trx) => {
        // A visitor's browser made the reference; one another enquiry already has gets a new one,
        // and the one the visitor was shown stays beside it.
        row.reference = await freeReference(trx, asked, now);
        if (row.reference !== asked) row.quoted_reference = asked;
        // The count is part of the insert's own statement, so fifty sends at once from one address
        // cannot all see "fewer than the limit", whichever database runs them; two sends of the
        // same key at once: the second inserts nothing and finds the first's row.
        const columns = Object.keys(row) as Array<keyof Row>;
        const inserted = await trx
          .insertInto("enquiries")
          .columns(columns)
          .expression(
            trx
              .selectNoFrom((eb) => columns.map((column) => eb.val(row[column]).as(column)))
              .where((eb) =>
                eb(
                  eb
                    .selectFrom("enquiries")
                    .select((count) => count.fn.countAll<number>().as("count"))
                    .where("address_hash", "=", addressHash)
                    .where("created_at", ">", hourAgo),
                  "<",
                  limit,
                ),
              ),
          )
          .onConflict((oc) => oc.column("key").doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
          if (await trx.selectFrom("enquiries").select("id").where("key", "=", key).executeTakeFirst()) return false;
          throw new TooManyRequests(
            "We have had many enquiries from your connection in the last hour. Please call or WhatsApp us instead.",
            3600,
          );
        }
        if (options.notifyEmail) {
          await trx
            .insertInto("outbox")
            .values({
              id: newId(now.getTime()),
              kind: "enquiry-notice",
              subject_id: row.id,
              message: JSON.stringify(noticeFor(toEnquiry(row), siteName, options.notifyEmail)),
              next_attempt_at: at,
              last_error: null,
              sent_at: null,
              created_at: at,
            })
            .execute();
        }
        return true;
      });
      if (!stored) {
        const kept = await db.selectFrom("enquiries").selectAll().where("key", "=", key).executeTakeFirstOrThrow();
        return { enquiry: toEnquiry(kept), key, created: false };
      }
      if (options.notifyEmail) options.onNotice?.();
      return { enquiry: toEnquiry(row), key, created: true };
    },

    /**
     * What the thank-you page of a form sent without JavaScript shows: the reference and the
     * WhatsApp text of the enquiry kept under `key`, for an hour after it was sent (the link stays
     * in the browser's history: on a shared phone, the next person must not read it days later).
     */
    async sent(key: string, now = clock()): Promise<{ reference: string; whatsAppText: string } | null> {
      if (!KEY_PATTERN.test(key)) return null;
      const row = await db.selectFrom("enquiries").selectAll().where("key", "=", key).executeTakeFirst();
      if (!row || Date.parse(row.created_at) < now.getTime() - SENT_PAGE_MS) return null;
      const enquiry = toEnquiry(row);
      return { reference: enquiry.reference, whatsAppText: enquiryWhatsAppText(enquiry) };
    },

    get,

    async list(filter: EnquiryFilter = {}, now = clock()): Promise<EnquiryPage> {
      const limit = Math.min(Math.max(filter.limit ?? 50, 1), 200);
      const today = companyDate(now);
      const query = filtered(filter, today);
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
      const pages = Math.max(1, Math.ceil(Number(total) / limit));
      const page = Math.min(Math.max(filter.page ?? 1, 1), pages);
      const rows = await query
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      const notes = await notesOf(rows.map((row) => row.id));
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
        ])
        .executeTakeFirstOrThrow();
      return {
        enquiries: rows.map((row) => toEnquiry(row, notes.get(row.id))),
        total: Number(total),
        page,
        pages,
        counts: { new: Number(counts.new ?? 0), due: Number(counts.due ?? 0) },
      };
    },

    /** Changes an enquiry's status or follow-up date. */
    async update(id: string, input: unknown, now = clock()): Promise<Enquiry> {
      const row = await findRow(id);
      const parsed = enquiryUpdateSchema.safeParse(input);
      if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
      const changes: Partial<Row> = { updated_at: now.toISOString() };
      if (parsed.data.status !== undefined) changes.status = parsed.data.status;
      if (parsed.data.followUpOn !== undefined) changes.follow_up_on = parsed.data.followUpOn;
      await db.updateTable("enquiries").set(changes).where("id", "=", row.id).execute();
      return get(row.id);
    },

    async addNote(id: string, input: unknown, now = clock()): Promise<Enquiry> {
      const row = await findRow(id);
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
    },

    async remove(id: string): Promise<void> {
      const row = await findRow(id);
      await removeRows([row.id]);
    },

    /** Everything kept about one person, found by phone number or e-mail (DPDP Act 2023). */
    async about(person: { phone?: string; email?: string }): Promise<Enquiry[]> {
      const digits = person.phone ? phoneDigits(person.phone) : "";
      const email = person.email?.trim().toLowerCase() ?? "";
      if (digits.length < 10 && !email) throw new Invalid({ person: "Give a phone number of 10 digits or an e-mail address" });
      const rows = await db
        .selectFrom("enquiries")
        .selectAll()
        .where((eb) =>
          eb.or([...(digits.length >= 10 ? [eb("phone_digits", "=", digits)] : []), ...(email ? [eb("email", "=", email)] : [])]),
        )
        .orderBy("created_at", "desc")
        .execute();
      const notes = await notesOf(rows.map((row) => row.id));
      return rows.map((row) => toEnquiry(row, notes.get(row.id)));
    },

    /** Deletes everything kept about one person; the number of enquiries removed. */
    async forget(person: { phone?: string; email?: string }): Promise<number> {
      const found = await this.about(person);
      await removeRows(found.map((e) => e.id));
      return found.length;
    },

    /** The inbox as CSV, safe to open in a spreadsheet. */
    async csv(filter: EnquiryFilter = {}, now = clock()): Promise<string> {
      const header = ["Reference", "Received", "Kind", "Status", "Name", "Phone", "Email", "About", "Message", "Follow up", "Notes"];
      const lines = [header.map(csvCell).join(",")];
      // One read of the rows (a snapshot: nothing arriving meanwhile repeats or drops a line), then their notes.
      const rows = await filtered(filter, companyDate(now)).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
      for (let at = 0; at < rows.length; at += 500) {
        const batch = rows.slice(at, at + 500);
        const notes = await notesOf(batch.map((row) => row.id));
        for (const row of batch) {
          const e = toEnquiry(row, notes.get(row.id));
          lines.push(
            [
              e.reference,
              companyTime(e.createdAt),
              ENQUIRY_KIND_LABELS[e.kind],
              ENQUIRY_STATUS_LABELS[e.status],
              e.name,
              e.phone,
              e.email,
              enquirySubject(e),
              e.message,
              e.followUpOn ?? "",
              e.notes.map((n) => `${companyTime(n.createdAt)}: ${n.text}`).join("\n"),
            ]
              .map(csvCell)
              .join(","),
          );
        }
      }
      return `${lines.join("\r\n")}\r\n`;
    },

    /** The new enquiries and those to follow up today, for the dashboard. */
    async counts(now = clock()): Promise<{ new: number; due: number; latest: Enquiry | null }> {
      const { counts, enquiries } = await this.list({ limit: 1 }, now);
      return { ...counts, latest: enquiries[0] ?? null };
    },

    /** Removes the enquiries older than the retention period (DPDP: kept no longer than needed). */
    async removeExpired(now = clock()): Promise<number> {
      // The same day so many months back, or that month's last day (31 May - 3 months: 28 Feb).
      const cutoff = new Date(now);
      const day = cutoff.getUTCDate();
      cutoff.setUTCDate(1);
      cutoff.setUTCMonth(cutoff.getUTCMonth() - options.retentionMonths);
      const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
      cutoff.setUTCDate(Math.min(day, lastDay));
      const expired = await db.selectFrom("enquiries").select("id").where("created_at", "<", cutoff.toISOString()).execute();
      await removeRows(expired.map((row) => row.id));
      return expired.length;
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
