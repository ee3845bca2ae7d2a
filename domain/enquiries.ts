/**
 * Enquiries (issue #15): what a visitor sends from the contact form, the estimator, a call-back or
 * a site-visit request, kept by the server before anything else happens, and followed up in the
 * admin inbox. The rules here are shared by the server, the forms and the inbox; they are plain
 * functions, light enough for a form's island (the checks of what is sent are in
 * enquiry-schemas.ts).
 */
import {
  formatForeignRange,
  formatLakhRange,
  inCurrency,
  isGulfCurrency,
  type CurrencyRates,
  type ForeignRange,
  type GulfCurrency,
} from "./amounts";
import { formatTime } from "./site-content";

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

/** The company's time zone: references, visit dates and follow-ups are its days. */
export const COMPANY_TIME_ZONE = "Asia/Kolkata";

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

/** The company's calendar date of `at`: "2026-11-25". */
export function companyDate(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The minutes since midnight of `at`, on the company's clock. */
export function companyMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: COMPANY_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

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

// ——— The estimator ———

export const SQFT_PER_CENT = 435.6;
export const PLOT_UNITS = ["cents", "sqft"] as const;
export type PlotUnit = (typeof PLOT_UNITS)[number];
/** The high end of an estimate over its low end: site work, soil and choices that differ per home. */
export const ESTIMATE_SPREAD = 1.15;

export interface EstimateTier {
  title: string;
  price: string;
  unit: string;
  features: readonly string[];
  warranty: string;
}

export interface EstimateRequest {
  plotSize: number;
  plotUnit: PlotUnit;
  builtUpArea: number;
  floors: number;
  tier: string;
  /** The bedrooms the visitor chose (5 stands for 5 or more); absent when not said (and in estimates of older releases). */
  bedrooms?: number;
  /** The Gulf currency the visitor also wants the estimate in; absent for rupees only. */
  currency?: GulfCurrency;
}

export interface Estimate extends EstimateRequest {
  plotSqft: number;
  /** Rupees per sq.ft of the tier. */
  rate: number;
  low: number;
  high: number;
  features: readonly string[];
  warranty: string;
  /** The range in the chosen Gulf currency, at the company's rate of the day: absent for rupees only. */
  foreign?: ForeignRange;
}

/** The company's Gulf currency rates as the estimator uses them (Site → Services & pricing). */
export interface EstimateRates {
  rates: Partial<CurrencyRates>;
  /** The day the rates were set ("2026-11-01"), or "". */
  setOn: string;
}

// ——— Bedrooms ———

/**
 * The built-up area (all floors) of a typical Kerala home with so many bedrooms: what the estimator
 * suggests until the visitor types an area of their own. The last row stands for 5 or more.
 */
export const BEDROOM_AREAS: ReadonlyArray<{ bedrooms: number; label: string; sqft: number }> = [
  { bedrooms: 1, label: "1", sqft: 650 },
  { bedrooms: 2, label: "2", sqft: 1000 },
  { bedrooms: 3, label: "3", sqft: 1500 },
  { bedrooms: 4, label: "4", sqft: 2100 },
  { bedrooms: 5, label: "5+", sqft: 2800 },
];

/** The area suggested for a number of bedrooms ("3" or 3), or null when none is chosen. */
export function suggestedArea(bedrooms: unknown): number | null {
  const count = typeof bedrooms === "number" ? bedrooms : Number.parseInt(String(bedrooms ?? ""), 10);
  return BEDROOM_AREAS.find((row) => row.bedrooms === count)?.sqft ?? null;
}

/** "3 bedrooms", "1 bedroom", "5+ bedrooms". */
export function bedroomsText(bedrooms: number): string {
  const label = BEDROOM_AREAS.find((row) => row.bedrooms === bedrooms)?.label ?? String(bedrooms);
  return `${label} bedroom${label === "1" ? "" : "s"}`;
}

// ——— Payments ———

export interface PaymentStage {
  stage: string;
  /** Percent of the contract paid at this stage; the stages add up to 100. */
  percent: number;
}

/** What the stages add up to, in percent. */
export function paymentsTotal(stages: readonly PaymentStage[]): number {
  // Summed in hundredths, so that 33.33 + 33.33 + 33.34 is exactly 100.
  return Math.round(stages.reduce((sum, s) => sum + s.percent * 100, 0)) / 100;
}

/** The estimate's midpoint: what the payment split is worked out on. */
export function estimateMidpoint(estimate: Pick<Estimate, "low" | "high">): number {
  return (estimate.low + estimate.high) / 2;
}

/** Each stage's share of the estimate's midpoint, in rupees. */
export function paymentSplit(
  estimate: Pick<Estimate, "low" | "high">,
  stages: readonly PaymentStage[],
): Array<PaymentStage & { amount: number }> {
  const middle = estimateMidpoint(estimate);
  return stages.map((s) => ({ ...s, amount: (middle * s.percent) / 100 }));
}

/** The rupees of a price as the site writes it: "₹1,999" → 1999; null when it names no amount. */
export function priceAmount(price: string): number | null {
  // The first amount written: "Rs. 1,999" and "₹1,999–2,499" are both 1999.
  const first = /\d[\d,]*(?:\.\d+)?/.exec(price)?.[0];
  const amount = first ? Number.parseFloat(first.replace(/,/g, "")) : NaN;
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** Rounds to the nearest ₹10,000: an estimate is not a quotation. */
function roundRupees(amount: number): number {
  return Math.round(amount / 10_000) * 10_000;
}

/** The tiers an estimate can use: those whose price is an amount per sq.ft. */
export function estimableTiers<T extends EstimateTier>(tiers: readonly T[]): T[] {
  return tiers.filter((tier) => priceAmount(tier.price) !== null);
}

/**
 * The estimate of a checked request. With the company's rates, a request for a Gulf currency gets
 * the range in it too; a currency without a rate (the company cleared it) is left out.
 */
export function estimateCost(request: EstimateRequest, tiers: readonly EstimateTier[], rates?: EstimateRates): Estimate {
  const tier = estimableTiers(tiers).find((t) => t.title === request.tier);
  if (!tier) throw new Error(`No tier named ${request.tier}`);
  const rate = priceAmount(tier.price)!;
  const plotSqft = request.plotUnit === "cents" ? request.plotSize * SQFT_PER_CENT : request.plotSize;
  const base = request.builtUpArea * rate;
  const low = roundRupees(base);
  const high = roundRupees(base * ESTIMATE_SPREAD);
  const { currency, ...asked } = request;
  const foreign = currency && rates ? inCurrency(low, high, currency, rates.rates, rates.setOn) : null;
  return {
    ...asked,
    ...(foreign ? { currency, foreign } : {}),
    plotSqft: Math.round(plotSqft),
    rate,
    low,
    high,
    features: tier.features,
    warranty: tier.warranty,
  };
}

/** A number as a visitor typed it ("1,800", "5.5"), or null. */
function readNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const number = Number(value.replace(/,/g, "").trim());
  return Number.isFinite(number) ? number : null;
}

const ESTIMATE_FIELDS = {
  plotSize: { label: "Plot size", min: 0.5, max: 1_000_000, integer: false },
  builtUpArea: { label: "Built-up area", min: 100, max: 200_000, integer: false },
  floors: { label: "Floors", min: 1, max: 10, integer: true },
} as const;

/**
 * Checks what a visitor asked the estimator, against the tiers the site shows: the request, or a
 * message per field. Plain code, so that the estimator's island and the server check alike.
 */
export function parseEstimateRequest(
  input: unknown,
  tiers: readonly EstimateTier[],
): { ok: true; request: EstimateRequest } | { ok: false; errors: Record<string, string> } {
  const fields = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const numbers: Partial<Record<keyof typeof ESTIMATE_FIELDS, number>> = {};
  for (const [name, rule] of Object.entries(ESTIMATE_FIELDS) as Array<
    [keyof typeof ESTIMATE_FIELDS, (typeof ESTIMATE_FIELDS)[keyof typeof ESTIMATE_FIELDS]]
  >) {
    const value = readNumber(fields[name]);
    if (value === null) errors[name] = `Enter the ${rule.label.toLowerCase()}`;
    else if (rule.integer && !Number.isInteger(value)) errors[name] = `${rule.label} must be a whole number`;
    else if (value < rule.min) errors[name] = `${rule.label} must be at least ${rule.min.toLocaleString("en-IN")}`;
    else if (value > rule.max) errors[name] = `${rule.label} must be at most ${rule.max.toLocaleString("en-IN")}`;
    else numbers[name] = value;
  }
  const unit = fields.plotUnit ?? "cents";
  if (unit !== "cents" && unit !== "sqft") errors.plotUnit = "Choose cents or sq.ft for the plot size";
  const tier = typeof fields.tier === "string" ? fields.tier.trim() : "";
  if (!tier) errors.tier = "Choose a package";
  else if (!estimableTiers(tiers).some((t) => t.title === tier)) errors.tier = "Choose one of the packages shown";
  // Bedrooms are optional (older forms never sent them); when sent, one of the choices.
  let bedrooms: number | undefined;
  const rooms = fields.bedrooms;
  if (rooms !== undefined && rooms !== null && rooms !== "") {
    const count = readNumber(rooms);
    if (count === null || suggestedArea(count) === null) errors.bedrooms = "Choose the bedrooms from 1 to 5+";
    else bedrooms = count;
  }
  // A currency is a wish, never an error: anything but a Gulf currency is rupees only.
  const currency = isGulfCurrency(fields.currency) ? fields.currency : undefined;
  const { plotSize, builtUpArea, floors } = numbers;
  if (plotSize !== undefined && builtUpArea !== undefined && floors !== undefined && !errors.plotUnit) {
    const plotSqft = unit === "cents" ? plotSize * SQFT_PER_CENT : plotSize;
    if (builtUpArea / floors > plotSqft) {
      errors.builtUpArea = `Each floor would be larger than the plot (${Math.round(plotSqft).toLocaleString("en-IN")} sq.ft): check the areas or the floors`;
    }
  }
  if (Object.keys(errors).length > 0 || plotSize === undefined || builtUpArea === undefined || floors === undefined)
    return { ok: false, errors };
  return {
    ok: true,
    request: {
      plotSize,
      plotUnit: unit as PlotUnit,
      builtUpArea,
      floors,
      tier,
      ...(bedrooms !== undefined ? { bedrooms } : {}),
      ...(currency ? { currency } : {}),
    },
  };
}

/** "₹45,60,000": rupees in the Indian grouping. */
export function formatRupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}

// ——— Site visits ———

export interface DayHours {
  day: string;
  closed: boolean;
  opens: string;
  closes: string;
}

/** Two-hour visits from opening to closing. */
export const VISIT_SLOT_MINUTES = 120;
/** How far ahead a visit may be asked for. */
export const VISIT_MAX_DAYS_AHEAD = 90;

/** 600 → "10:00". */
function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export interface VisitSlot {
  /** "10:00", the slot's start on the company's clock. */
  value: string;
  /** "10:00 AM – 12:00 PM". */
  label: string;
}

/** The weekday (0 Monday … 6 Sunday) of a calendar date "YYYY-MM-DD". */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return (day + 6) % 7;
}

/** The visit slots on a date, from the company's hours (Monday first); none on a closed day. */
export function visitSlots(date: string, hours: readonly DayHours[]): VisitSlot[] {
  const day = hours[weekdayOf(date)];
  if (!day || day.closed) return [];
  const slots: VisitSlot[] = [];
  const closes = minutesOf(day.closes);
  for (let start = minutesOf(day.opens); start + VISIT_SLOT_MINUTES <= closes; start += VISIT_SLOT_MINUTES) {
    slots.push({ value: timeOf(start), label: `${formatTime(timeOf(start))} – ${formatTime(timeOf(start + VISIT_SLOT_MINUTES))}` });
  }
  return slots;
}

/** "Sat 28 Nov 2026": a calendar date as people say it. */
export function formatVisitDate(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(at.getTime())
    ? date
    : at.toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** Adds `days` to a calendar date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `date` is a real calendar date written "YYYY-MM-DD" (not "2026-02-30"). */
export function isCalendarDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const at = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === date;
}

/** Why a visit on `date` at `slot` cannot be had, or null when it can. */
export function visitProblem(
  date: string,
  slot: string,
  hours: readonly DayHours[],
  now: Date,
): { field: "date" | "slot"; message: string } | null {
  if (!isCalendarDate(date)) {
    return { field: "date", message: "Choose a date for the visit" };
  }
  const today = companyDate(now);
  if (date < today) return { field: "date", message: "Choose a date from today on" };
  if (date > addDays(today, VISIT_MAX_DAYS_AHEAD))
    return { field: "date", message: `Choose a date within the next ${VISIT_MAX_DAYS_AHEAD} days` };
  const slots = visitSlots(date, hours);
  if (slots.length === 0) return { field: "date", message: "We are closed that day: choose another date" };
  const chosen = slots.find((s) => s.value === slot);
  if (!chosen) return { field: "slot", message: "Choose a time for the visit" };
  if (date === today && minutesOf(chosen.value) <= companyMinutes(now))
    return { field: "slot", message: "That time has passed: choose a later one" };
  return null;
}

/**
 * What the thank-you page says when a form sent without JavaScript was refused, by a code the
 * server sends in the link (never the text itself, which anyone could put in a link).
 */
export const SENT_PROBLEMS = {
  name: "Please enter your name: one line, at most 100 characters.",
  phone: "Please enter a phone number of at least 10 digits.",
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
