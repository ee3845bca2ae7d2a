/**
 * What leaves the inbox (docs/product.md §9): the CSV a spreadsheet opens, and everything kept
 * about one person, to hand over or to erase (DPDP Act 2023).
 */
import { companyDate } from "../../domain/company-clock";
import { csvCell, ENQUIRY_KIND_LABELS, ENQUIRY_STATUS_LABELS, enquirySubject, phoneDigits, type Enquiry } from "../../domain/enquiries";
import type { DB } from "../db/database";
import { Invalid } from "../errors";
import { companyTime, filtered, notesOf, removeRows, toEnquiry, type EnquiryFilter } from "./enquiry-rows";

export function createEnquiryExport(db: DB, clock: () => Date) {
  /** Everything kept about one person, found by phone number or e-mail (DPDP Act 2023). */
  async function about(person: { phone?: string; email?: string }): Promise<Enquiry[]> {
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
    const notes = await notesOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toEnquiry(row, notes.get(row.id)));
  }

  /** Deletes everything kept about one person; the number of enquiries removed. */
  async function forget(person: { phone?: string; email?: string }): Promise<number> {
    const found = await about(person);
    await removeRows(
      db,
      found.map((e) => e.id),
    );
    return found.length;
  }

  /** The inbox as CSV, safe to open in a spreadsheet. */
  async function csv(filter: EnquiryFilter = {}, now = clock()): Promise<string> {
    const header = ["Reference", "Received", "Kind", "Status", "Name", "Phone", "Email", "About", "Message", "Follow up", "Notes"];
    const lines = [header.map(csvCell).join(",")];
    // One read of the rows (a snapshot: nothing arriving meanwhile repeats or drops a line), then their notes.
    const rows = await filtered(db, filter, companyDate(now)).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
    for (let at = 0; at < rows.length; at += 500) {
      const batch = rows.slice(at, at + 500);
      const notes = await notesOf(
        db,
        batch.map((row) => row.id),
      );
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
  }

  return { about, forget, csv };
}
