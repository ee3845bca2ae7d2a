/** The checks of what a visitor sends (domain/enquiries.ts holds the rules they use). */
import {
  CONTACT_BY,
  ENQUIRY_LIMITS,
  ENQUIRY_SERVICES,
  PREFERRED_TIMES,
  ENQUIRY_STATUSES,
  KEY_PATTERN,
  REFERENCE_PATTERN,
} from "./enquiries";
import { formatPhone, PHONE_MESSAGES, readPhone } from "./phone";
import { isCalendarDate } from "./visits";
import { z } from "./zod";

// ——— What a visitor sends ———

const text = (label: string, max: number) =>
  z
    .string({ error: () => `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);

/** One line of text: no line breaks or other control characters, which could forge lines in a notice. */
const line = (label: string, max: number) =>
  text(label, max).refine((value) => !/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(value), `${label} must be one line of text`);

/**
 * The visitor's number as typed ("098470-12345", "+971 50 123 4567"), kept in one form
 * ("+91 98470 12345", "+971 501234567") by the reader every phone field shares (domain/phone.ts).
 */
const phoneField = text("Phone number", ENQUIRY_LIMITS.phone)
  .min(1, "Please enter your phone number")
  .transform((typed, ctx) => {
    const { phone, problem } = readPhone(typed);
    if (phone) return formatPhone(phone);
    ctx.addIssue({ code: "custom", message: problem === "india" ? PHONE_MESSAGES.visitorIndia : PHONE_MESSAGES.visitor });
    return z.NEVER;
  });

const emailField = line("Email", ENQUIRY_LIMITS.email).refine(
  (email) => email === "" || z.email().safeParse(email).success,
  "Enter a valid email address",
);

/** The fields every kind of enquiry shares, and the anti-robot ones. */
const common = {
  key: z.string().regex(KEY_PATTERN, "The enquiry's key is malformed").optional(),
  reference: z.string().regex(REFERENCE_PATTERN, "The enquiry's reference is malformed").optional(),
  name: line("Name", ENQUIRY_LIMITS.name).min(1, "Please enter your name"),
  phone: phoneField,
  email: emailField.optional().default(""),
  /** The page the form was on. */
  page: z
    .string()
    .max(200)
    .regex(/^\/[\w\-/]*$/, "The page is malformed")
    .optional()
    .default("/"),
  /** The honeypot: a field people never see, so never fill. */
  website: z.string().max(500).optional().default(""),
  /** Milliseconds from the page opening to the send, as the browser measured it. */
  elapsed: z.coerce.number().int().min(0).max(1e12).optional(),
  consent: z.any().optional(),
};

export const enquiryInputSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("message"),
      ...common,
      email: emailField.refine((email) => email !== "", "Please enter your email address"),
      service: z.enum(ENQUIRY_SERVICES, { error: () => "Please select a service" }),
      message: text("Message", ENQUIRY_LIMITS.message).min(1, "Please enter a message"),
    }),
    z.object({
      kind: z.literal("estimate"),
      ...common,
      message: text("Message", ENQUIRY_LIMITS.message).optional().default(""),
      plotSize: z.unknown(),
      plotUnit: z.unknown(),
      builtUpArea: z.unknown(),
      floors: z.unknown(),
      tier: z.unknown(),
      /** Added later: older forms send neither (domain/enquiries.ts parseEstimateRequest reads both). */
      bedrooms: z.unknown().optional(),
      currency: z.unknown().optional(),
    }),
    z.object({
      kind: z.literal("call-back"),
      ...common,
      message: text("Message", ENQUIRY_LIMITS.message).optional().default(""),
      /** How the visitor wants to be answered ("Talk to us"): a WhatsApp message or a call. */
      contactBy: z.enum(CONTACT_BY, { error: () => "Choose WhatsApp or a call" }).optional(),
      /** When suits them, one of the times offered. */
      preferredTime: z.enum(PREFERRED_TIMES, { error: () => "Choose a time that suits you" }).optional(),
      /** The visitor's time zone as their browser names it ("Asia/Dubai"), for a call at their hour. */
      timeZone: z
        .string()
        .max(64)
        .regex(/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/, "The time zone is malformed")
        .optional()
        .or(z.literal("").transform(() => undefined)),
    }),
    z.object({
      kind: z.literal("site-visit"),
      ...common,
      date: z.string({ error: () => "Choose a date for the visit" }).max(10),
      slot: z.string({ error: () => "Choose a time for the visit" }).max(5),
      locality: line("Site location", 120).optional().default(""),
      message: text("Message", ENQUIRY_LIMITS.message).optional().default(""),
    }),
  ],
  { error: () => "Choose what the enquiry is about" },
);
export type EnquiryInput = z.output<typeof enquiryInputSchema>;

/** What the company changes on an enquiry in the inbox: its status, its follow-up date (or none). */
export const enquiryUpdateSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { error: () => `Status must be one of: ${ENQUIRY_STATUSES.join(", ")}` }).optional(),
    followUpOn: z
      .union([
        z.null(),
        z.literal("").transform(() => null),
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, "Follow-up must be a date")
          .refine((date) => isCalendarDate(date), "Follow-up must be a date"),
      ])
      .optional(),
  })
  .strict()
  .refine((update) => update.status !== undefined || update.followUpOn !== undefined, "Send a status or a follow-up date");

export const noteSchema = z.object({
  text: z
    .string({ error: () => "Write the note" })
    .trim()
    .min(1, "Write the note")
    .max(ENQUIRY_LIMITS.note, `A note must be at most ${ENQUIRY_LIMITS.note.toLocaleString("en-US")} characters`),
});
