/**
 * Enquiries (issue #15): what a visitor sends from the contact form, the estimator, a call-back or
 * a site-visit request, kept by the server before anything else happens, and followed up in the
 * admin inbox. The rules here are shared by the server, the forms and the inbox; they are plain
 * functions, light enough for a form's island (the checks of what is sent are in
 * enquiry-schemas.ts).
 */
import { formatForeignRange, formatLakhRange } from "./amounts";
import { COMPANY_TIME_ZONE, companyDate } from "./company-clock";
import { BEDROOM_AREAS, bedroomsText, formatRupees, type Estimate } from "./estimator";
import { formatVisitDate } from "./visits";

/** The contact form's service choices (docs/product.md §5), in order. */
export const ENQUIRY_SERVICES = [
  "New Building Construction",
  "Renovation and Remodeling",
  "Site Preparation and Excavation",
  "Foundation and Structural Work",
  "Electrical Installation",
  "Interior Design and Finishing",
  "Other",
] as const;

export const ENQUIRY_KINDS = ["message", "estimate", "call-back", "site-visit"] as const;

/** How a visitor who asks to be called back wants to be answered ("Talk to us"). */
export const CONTACT_BY = ["whatsapp", "call"] as const;
export type ContactBy = (typeof CONTACT_BY)[number];
export const CONTACT_BY_LABELS: Record<ContactBy, string> = { whatsapp: "WhatsApp me", call: "Call me" };

/** The times a visitor may ask to be called, in the company's time (India). */
export const PREFERRED_TIMES = ["Any time", "Morning (9 am – 12 noon)", "Afternoon (12 – 4 pm)", "Evening (4 – 7 pm)"] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
/** Each time's span on India's clock (minutes from midnight), to show it on the visitor's own clock too. */
export const PREFERRED_TIME_SPANS: Record<PreferredTime, readonly [number, number] | null> = {
  "Any time": null,
  "Morning (9 am – 12 noon)": [9 * 60, 12 * 60],
  "Afternoon (12 – 4 pm)": [12 * 60, 16 * 60],
  "Evening (4 – 7 pm)": [16 * 60, 19 * 60],
};
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  message: "Message",
  estimate: "Estimate",
  "call-back": "Call back",
  "site-visit": "Site visit",
};

/** The follow-up of an enquiry, in the order the company works through it. */
export const ENQUIRY_STATUSES = ["new", "contacted", "site-visit", "quoted", "won", "lost"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  "site-visit": "Site visit",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  message: 2000,
  note: 2000,
  /** A form sent sooner than this after its page opened is a robot's. */
  minFillMs: 3000,
  /** Enquiries one address may send in an hour. */
  perAddressPerHour: 10,
} as const;

/** Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PATTERN = /^E-\d{4}-[0-9A-HJKMNP-TV-Z]{5}$/;
/** The idempotency key a browser makes for an enquiry: the same key is never stored twice. */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A short reference for an enquiry, said on the phone and written in the WhatsApp message:
 * "E-" + the company's day and month + "-" + five random letters and digits ("E-2511-7KQ3M").
 */
export function newReference(at: Date, random: Uint8Array): string {
  const [, month, day] = companyDate(at).split("-");
  const letters = Array.from(random.slice(0, 5), (byte) => REFERENCE_ALPHABET[byte % 32]).join("");
  return `E-${day}${month}-${letters}`;
}

/** Sixteen random bytes as URL-safe text: the idempotency key of a new enquiry. */
export function newKey(random: Uint8Array): string {
  return Array.from(random.slice(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * What the thank-you page says when a form sent without JavaScript was refused, by a code the
 * server sends in the link (never the text itself, which anyone could put in a link).
 */
export const SENT_PROBLEMS = {
  name: "Please enter your name: one line, at most 100 characters.",
  phone: "Please enter a 10-digit mobile number, or a number from abroad with + and its country code, e.g. +971 50 123 4567.",
  email: "Please enter a valid email address.",
  service: "Please select a service.",
  message: "Please write a message of at most 2,000 characters.",
  date: "That date cannot be booked: choose a day we are open (Monday to Saturday), from today up to 90 days ahead.",
  slot: "That time cannot be booked: choose one of the times offered, later than now.",
  estimate: "Please check the figures: the plot size, the built-up area (each floor no larger than the plot), the floors and the package.",
  limit: "We have had many enquiries from your connection in the last hour. Please call or WhatsApp us instead.",
  origin: "Enquiries are accepted from this site's own pages only.",
  form: "Your enquiry could not be sent.",
} as const;
export type SentProblem = keyof typeof SENT_PROBLEMS;

const ESTIMATE_FIELD_NAMES = new Set(["plotSize", "plotUnit", "bedrooms", "builtUpArea", "floors", "tier"]);

/** The code of a refusal: by the HTTP status, or the first field it names. */
export function sentProblem(status: number, fields: readonly string[]): SentProblem {
  if (status === 429) return "limit";
  if (status === 403) return "origin";
  const field = fields[0] ?? "form";
  if (ESTIMATE_FIELD_NAMES.has(field)) return "estimate";
  return Object.hasOwn(SENT_PROBLEMS, field) ? (field as SentProblem) : "form";
}

/** The details an enquiry of each kind carries beside its common fields. */
export type EnquiryDetails =
  | { kind: "message"; service: string }
  | { kind: "estimate"; estimate: Estimate; tier: string }
  | { kind: "call-back"; contactBy?: ContactBy; preferredTime?: PreferredTime; timeZone?: string }
  | { kind: "site-visit"; date: string; slot: string; slotLabel: string; locality: string };

/** An enquiry as the inbox shows it. */
export interface Enquiry {
  id: string;
  reference: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  name: string;
  phone: string;
  email: string;
  message: string;
  details: EnquiryDetails;
  page: string;
  followUpOn: string | null;
  /** Sent faster than a person fills the form in: kept, and marked "possibly automated" in the inbox. */
  possiblyAutomated: boolean;
  /** The reference the visitor was shown, when another enquiry already had it and this one got its own. */
  quotedReference: string | null;
  createdAt: string;
  updatedAt: string;
  notes: EnquiryNote[];
}

export interface EnquiryNote {
  id: string;
  text: string;
  createdAt: string;
}

/** The short summary an enquiry's kind adds to its first line in the inbox and the e-mail. */
export function enquirySubject(enquiry: Pick<Enquiry, "kind" | "details">): string {
  const details = enquiry.details;
  switch (details.kind) {
    case "message":
      return details.service;
    case "estimate": {
      const e = details.estimate;
      const rooms = e.bedrooms ? `${bedroomsText(e.bedrooms)}, ` : "";
      return `${details.tier}, ${rooms}${e.builtUpArea.toLocaleString("en-IN")} sq.ft: ${formatLakhRange(e.low, e.high)}`;
    }
    case "site-visit":
      return `${formatVisitDate(details.date)}, ${details.slotLabel}`;
    case "call-back":
      return [
        details.contactBy === "whatsapp" ? "Please reply on WhatsApp" : "Please call back",
        details.preferredTime && details.preferredTime !== "Any time" ? details.preferredTime.toLowerCase() : "",
      ]
        .filter(Boolean)
        .join(", ");
  }
}

/** The WhatsApp text of an enquiry: the contact form's is docs/product.md §7's lines; each ends with its reference. */
export function enquiryWhatsAppText(
  enquiry: Pick<Enquiry, "kind" | "name" | "email" | "phone" | "message" | "details" | "reference">,
): string {
  const details = enquiry.details;
  const lines: string[] = [];
  switch (details.kind) {
    case "message":
      lines.push(
        "New enquiry from the website",
        `Name: ${enquiry.name}`,
        `Email: ${enquiry.email}`,
        `Phone: ${enquiry.phone}`,
        `Service: ${details.service}`,
        `Message: ${enquiry.message}`,
      );
      break;
    case "estimate": {
      const e = details.estimate;
      lines.push(
        "Cost estimate from the website",
        `Name: ${enquiry.name}`,
        `Phone: ${enquiry.phone}`,
        `Plot: ${e.plotSize.toLocaleString("en-IN")} ${e.plotUnit === "cents" ? "cents" : "sq.ft"}`,
        ...(e.bedrooms ? [`Bedrooms: ${BEDROOM_AREAS.find((row) => row.bedrooms === e.bedrooms)?.label ?? e.bedrooms}`] : []),
        `Built-up area: ${e.builtUpArea.toLocaleString("en-IN")} sq.ft on ${e.floors} floor${e.floors === 1 ? "" : "s"}`,
        `Package: ${details.tier} (${formatRupees(e.rate)} per sq.ft)`,
        `Estimate: ${formatLakhRange(e.low, e.high)}`,
        ...(e.foreign ? [formatForeignRange(e.foreign)] : []),
      );
      if (enquiry.message) lines.push(`Message: ${enquiry.message}`);
      break;
    }
    case "call-back":
      lines.push("Call-back request from the website", `Name: ${enquiry.name}`, `Phone: ${enquiry.phone}`);
      if (enquiry.email) lines.push(`Email: ${enquiry.email}`);
      if (details.contactBy) lines.push(`Reply by: ${details.contactBy === "whatsapp" ? "WhatsApp" : "a call"}`);
      if (details.preferredTime) lines.push(`Best time: ${details.preferredTime}`);
      if (details.timeZone && details.timeZone !== COMPANY_TIME_ZONE) lines.push(`Their time zone: ${details.timeZone}`);
      if (enquiry.message) lines.push(`Message: ${enquiry.message}`);
      break;
    case "site-visit":
      lines.push(
        "Site-visit request from the website",
        `Name: ${enquiry.name}`,
        `Phone: ${enquiry.phone}`,
        `Visit: ${formatVisitDate(details.date)}, ${details.slotLabel}`,
      );
      if (details.locality) lines.push(`Site: ${details.locality}`);
      if (enquiry.message) lines.push(`Message: ${enquiry.message}`);
      break;
  }
  lines.push(`Ref: ${enquiry.reference}`);
  return lines.join("\n");
}

/** The digits that identify a phone number across the ways it is written: the last ten. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}

/** A CSV cell that a spreadsheet shows as text: quoted, and a leading = + - @ (or tab, CR) made inert. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
