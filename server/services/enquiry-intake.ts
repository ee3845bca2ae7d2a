/**
 * A visitor's enquiry kept (docs/product.md §9): before anything else happens, stored once however
 * often it is sent, limited per address, with its notice to the company written to the outbox in
 * the same transaction, so it is sent even if the process stops the moment after
 * (server/jobs/outbox.ts).
 */
import { createHmac, randomBytes } from "node:crypto";
import { COMPANY_TIME_ZONE } from "../../domain/company-clock";
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_LIMITS,
  enquirySubject,
  enquiryWhatsAppText,
  KEY_PATTERN,
  newKey,
  newReference,
  phoneDigits,
  type ContactBy,
  type Enquiry,
  type EnquiryDetails,
  type EnquiryKind,
  type PreferredTime,
} from "../../domain/enquiries";
import { visitorKey } from "../../domain/enquiry-groups";
import { enquiryInputSchema } from "../../domain/enquiry-schemas";
import { estimateCost, parseEstimateRequest } from "../../domain/estimator";
import { fieldErrors } from "../../domain/schemas";
import { visitProblem, visitSlots } from "../../domain/visits";
import { serverSecret } from "../auth/server-secrets";
import type { DB } from "../db/database";
import { lockKey } from "../db/dialect";
import { Invalid, TooManyRequests } from "../errors";
import { toEnquiry, type Row } from "./enquiry-rows";
import { newId } from "./ids";
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
  /** Runs in the new enquiry's own transaction, beside its e-mail: its push notices are queued there (services/push.ts). */
  onStored?: (trx: DB, enquiry: Enquiry) => Promise<void>;
}

/** Who sent a public enquiry, as the server saw it. */
export interface Sender {
  address: string;
}

/** Who sent a public enquiry, as the server saw it. */
export interface Sender {
  address: string;
}

/** How long the thank-you page of a form sent without JavaScript shows the enquiry. */
const SENT_PAGE_MS = 3_600_000;

export function createEnquiryIntake(db: DB, site: ReturnType<typeof createSiteService>, options: EnquiryServiceOptions, clock: () => Date) {
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
        phone_key: visitorKey(data.phone),
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
        // One address's sends one at a time, whichever process or connection takes them: the count
        // below then sees every earlier one (db/dialect.ts).
        await lockKey(trx, `enquiries:${addressHash}`);
        // A visitor's browser made the reference; one another enquiry already has gets a new one,
        // and the one the visitor was shown stays beside it. Looked for under the reference's lock,
        // so two sends asking for one reference at once, from two addresses, get two.
        await lockKey(trx, `enquiry-reference:${asked}`);
        row.reference = await freeReference(trx, asked, now);
        if (row.reference !== asked) row.quoted_reference = asked;
        // The count is part of the insert's own statement, under the address's lock, so fifty sends
        // at once from one address cannot all see "fewer than the limit"; two sends of the same key
        // at once: the second inserts nothing and finds the first's row.
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
        await options.onStored?.(trx, toEnquiry(row));
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
    async sent(key: string, now = clock()): Promise<{ reference: string; whatsAppText: string; enquiry: Enquiry } | null> {
      if (!KEY_PATTERN.test(key)) return null;
      const row = await db.selectFrom("enquiries").selectAll().where("key", "=", key).executeTakeFirst();
      if (!row || Date.parse(row.created_at) < now.getTime() - SENT_PAGE_MS) return null;
      const enquiry = toEnquiry(row);
      return { reference: enquiry.reference, whatsAppText: enquiryWhatsAppText(enquiry), enquiry };
    },
  };
}
