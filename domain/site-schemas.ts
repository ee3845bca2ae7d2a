/**
 * The zod schemas of the site's content (site-content.ts): what the API saves and what the admin
 * forms check before sending, with the same message for each field. Loaded by the server and the
 * admin area only.
 */
import { z } from "./zod";
import { GULF_CURRENCIES, type GulfCurrency } from "./amounts";
import { paymentsTotal } from "./estimator";
import { isCalendarDate } from "./visits";
import { STORED_NAME } from "./images";
import { formatPhone, INDIA, PHONE_MESSAGES, readPhone, whatsAppDigits } from "./phone";
import { isMapEmbedUrl, SERVICE_ICONS, WEEKDAYS } from "./site-content";

function text(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);
}

function optional(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .default("");
}

/** A link the site shows: https only (an empty text when not set, where optional). */
function httpsUrl(label: string) {
  return z
    .string({ error: `${label} must be a link` })
    .trim()
    .max(2000, `${label} must be at most 2,000 characters`)
    .refine((value) => {
      try {
        return new URL(value).protocol === "https:";
      } catch {
        return false;
      }
    }, `${label} must be a full https:// link`);
}

function optionalUrl(label: string) {
  return z.union([z.literal(""), httpsUrl(label)]).default("");
}

/** A stored photo's name (an original, not a variant), or null for the drawn picture. */
const photo = z
  .string()
  .refine((name) => STORED_NAME.test(name) && !/-w\d+\.webp$/.test(name), "Choose a photo uploaded to this site")
  .nullable()
  .default(null);

function list<T extends z.ZodType>(label: string, item: T, min: number, max: number) {
  return z
    .array(item, { error: `${label} must be a list` })
    .min(min, min === max ? `${label} must have exactly ${min} entries` : `${label} needs at least ${min}`)
    .max(max, min === max ? `${label} must have exactly ${max} entries` : `${label} can have at most ${max}`);
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const openingHours = z
  .object({
    day: z.enum(WEEKDAYS),
    closed: z.boolean().default(false),
    opens: z.string().regex(TIME, "Opening time must be a time such as 08:00").default("08:00"),
    closes: z.string().regex(TIME, "Closing time must be a time such as 18:00").default("18:00"),
  })
  .refine((h) => h.closed || h.opens < h.closes, { message: "Closing time must be after opening time", path: ["closes"] });

/**
 * The company's phone as typed ("98470 12345", "0471 2345678", "+91-98470-12345"), kept as the site
 * shows it, "+91 98470 12345": an Indian number (docs/product.md §9), read by domain/phone.ts.
 */
const companyPhone = z
  .string({ error: "Phone is required" })
  .trim()
  .min(1, "Phone is required")
  .transform((text, ctx) => {
    const { phone } = readPhone(text);
    if (phone?.country === INDIA) return formatPhone(phone);
    ctx.addIssue({ code: "custom", message: PHONE_MESSAGES.company });
    return z.NEVER;
  });

/** The WhatsApp number as typed, kept as the digits with the country code a wa.me link needs ("919847012345"). */
const companyWhatsApp = z
  .string({ error: "WhatsApp number is required" })
  .trim()
  .min(1, "WhatsApp number is required")
  .transform((text, ctx) => {
    const { phone } = readPhone(text);
    if (phone) return whatsAppDigits(phone);
    ctx.addIssue({ code: "custom", message: PHONE_MESSAGES.whatsapp });
    return z.NEVER;
  });

const stat = z.object({ value: text("Figure", 20), label: text("Label", 60) });

export const companySchema = z.object({
  name: text("Company name", 100),
  /** The company's logo (an SVG, stored as the PNG it draws, or a PNG with a transparent ground): header, footer, favicon, sharing, search. */
  logo: photo,
  tagline: text("Tagline", 200),
  /** A sentence or two about the company, under its name in the footer. */
  summary: text("About the company", 400),
  phone: companyPhone,
  whatsapp: companyWhatsApp,
  email: z.string({ error: "Email is required" }).trim().max(254, "Email is too long").email("Email must be an e-mail address"),
  addressLines: list("Address", text("Address line", 120), 1, 4),
  city: text("City", 60),
  region: text("State", 60),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "PIN code must be 6 digits"),
  country: z.literal("IN").default("IN"),
  hours: list("Office hours", openingHours, 7, 7).refine(
    (days) => WEEKDAYS.every((day, i) => days[i]?.day === day),
    "Office hours must list the days from Monday to Sunday",
  ),
  map: z.object(
    {
      embedUrl: httpsUrl("Map embed link").refine(isMapEmbedUrl, "Map embed link must be an embed link from Google Maps or OpenStreetMap"),
      openUrl: httpsUrl("Map link"),
    },
    { error: "Map is required" },
  ),
  social: z.object(
    {
      facebook: optionalUrl("Facebook link"),
      instagram: optionalUrl("Instagram link"),
      youtube: optionalUrl("YouTube link"),
      linkedin: optionalUrl("LinkedIn link"),
    },
    { error: "Social links are required" },
  ),
  /** Registrations shown as trust signals: "GSTIN" → "32ABCDE1234F1Z5". */
  registrations: list("Registrations", z.object({ label: text("Registration name", 40), value: text("Registration number", 60) }), 0, 6),
  claims: z.object(
    {
      foundedYear: z.number({ error: "Year founded must be a year" }).int().min(1900, "Year founded must be a year").max(2100),
      experience: text("Years of experience", 20),
      projects: text("Projects completed", 20),
      teamMembers: text("Team members", 20),
      satisfaction: text("Client satisfaction", 20),
      certification: optional("Certification", 60),
      startingPrice: text("Starting price", 20),
      startingPriceUnit: text("Starting price unit", 30),
      /** The company's public rating ("4.8" of 5), the number of reviews and where they are. */
      rating: z
        .string({ error: "Rating must be text" })
        .trim()
        .refine(
          (value) => value === "" || (/^\d(\.\d)?$/.test(value) && Number(value) <= 5),
          "Rating must be a number from 0 to 5, e.g. 4.8",
        )
        .default(""),
      reviewCount: z
        .string({ error: "Number of reviews must be text" })
        .trim()
        .refine((value) => value === "" || /^\d{1,6}$/.test(value), "Number of reviews must be a whole number")
        .default(""),
      reviewSource: optional("Where the reviews are", 40),
      reviewUrl: optionalUrl("Reviews link"),
    },
    { error: "Claims are required" },
  ),
  credit: z.object({ name: text("Developer credit", 80), url: httpsUrl("Developer link") }, { error: "Developer credit is required" }),
});

export const homeSchema = z.object({
  hero: z.object({ headline: text("Headline", 120), text: text("Hero text", 400), photo }),
  stats: list("Stat tiles", stat, 3, 3),
  serviceCards: list(
    "Service cards",
    z.object({
      serviceId: text("Service", 80),
      title: text("Card title", 80),
      summary: text("Card text", 200),
      icon: z.enum(SERVICE_ICONS),
    }),
    6,
    6,
  ),
  /** The home page's "About Us" band: its text and the promises listed under it. */
  about: z.object(
    { text: text("About text", 400), promises: list("Promises", text("Promise", 120), 1, 5) },
    { error: "The about band is required" },
  ),
});

/** Rupees per one unit of a Gulf currency; empty (null) hides that currency in the estimator. */
function currencyRate(code: GulfCurrency) {
  return z
    .number({ error: `${code} rate must be a number of rupees, or empty to hide ${code}` })
    .positive(`${code} rate must be more than ₹0, or empty to hide ${code}`)
    .max(10_000, `${code} rate must be at most ₹10,000`)
    .nullable()
    .default(null);
}

/** What the estimator shows beside an estimate: what no package includes, how payments are staged, and Gulf currency rates. */
const estimatorExtras = z.object(
  {
    exclusions: list("Not included", text("Item", 120), 0, 12),
    payments: list(
      "Payment stages",
      z.object({
        stage: text("Stage", 80),
        percent: z
          .number({ error: "Percent must be a number" })
          .positive("Percent must be more than 0")
          .max(100, "Percent must be at most 100")
          .refine((percent) => Number.isInteger(percent * 100), "Percent can have at most two decimals"),
      }),
      1,
      12,
    ).superRefine((stages, context) => {
      const total = paymentsTotal(stages);
      if (stages.every((s) => typeof s.percent === "number") && total !== 100)
        context.addIssue({ code: "custom", message: `Payment stages must add up to 100% (now ${total.toLocaleString("en-US")}%)` });
    }),
    rates: z.object(
      Object.fromEntries(GULF_CURRENCIES.map((code) => [code, currencyRate(code)])) as Record<
        GulfCurrency,
        ReturnType<typeof currencyRate>
      >,
      { error: "Currency rates are required" },
    ),
    /** The day the rates were set, said beside a converted estimate ("rate set 1 Nov 2026"). */
    ratesSetOn: z
      .string({ error: "Rates set on must be a date" })
      .trim()
      .refine((day) => day === "" || isCalendarDate(day), "Rates set on must be a date")
      .default(""),
  },
  { error: "The estimator's details are required" },
);

export const servicesSchema = z.object({
  services: list(
    "Services",
    z.object({
      id: text("Service id", 80),
      title: text("Service title", 80),
      description: text("Service description", 800),
      features: list("Key features", text("Feature", 120), 5, 5),
      icon: z.enum(SERVICE_ICONS),
      photo,
    }),
    8,
    8,
  ),
  process: list("Process steps", z.object({ title: text("Step title", 60), description: text("Step text", 300) }), 4, 4),
  tiers: list(
    "Pricing tiers",
    z.object({
      title: text("Tier name", 40),
      price: text("Price", 20),
      unit: text("Price unit", 30),
      description: text("Tier description", 300),
      features: list("Tier features", text("Feature", 120), 1, 12),
      warranty: text("Warranty", 80),
      featured: z.boolean().default(false),
    }),
    3,
    3,
  ),
  estimator: estimatorExtras,
});

export const aboutSchema = z.object({
  story: list("Story", text("Paragraph", 1500), 1, 6),
  mission: text("Mission", 600),
  vision: text("Vision", 600),
  photo,
  timeline: list(
    "Timeline",
    z.object({
      year: z.number({ error: "Year must be a year" }).int().min(1900, "Year must be a year").max(2100, "Year must be a year"),
      title: text("Milestone", 80),
      description: text("Milestone text", 300),
    }),
    1,
    20,
  ),
  team: list(
    "Team",
    z.object({
      name: text("Name", 80),
      position: text("Position", 80),
      /** What makes their word count: "B.Tech Civil, 22 years on site". */
      qualification: optional("Qualification", 120),
      photo,
    }),
    1,
    24,
  ),
});

export const testimonialsSchema = z.object({
  items: list(
    "Testimonials",
    z.object({ name: text("Name", 80), position: text("Position", 120), quote: text("Quote", 800), photo }),
    1,
    24,
  ),
});

/** The privacy notice (/privacy, issue #15): what is kept of an enquiry, why, how long, and the visitor's rights. */
export const privacySchema = z.object({
  intro: text("Introduction", 600),
  sections: list("Sections", z.object({ title: text("Heading", 80), text: text("Text", 1500) }), 1, 12),
});

/** Building from the Gulf (/building-from-abroad): how the company builds for a family working abroad. */
export const abroadSchema = z.object({
  headline: text("Headline", 100),
  intro: text("Introduction", 400),
  photo,
  topics: list("Topics", z.object({ title: text("Title", 80), text: text("Text", 600) }), 1, 12),
  /** Under the call windows: what a visitor who cannot call in them can do. */
  callNote: optional("Note under the call times", 300),
  faqs: list("Questions", z.object({ question: text("Question", 160), answer: text("Answer", 1000) }), 0, 12),
});

export const SECTION_SCHEMAS = {
  company: companySchema,
  home: homeSchema,
  services: servicesSchema,
  about: aboutSchema,
  testimonials: testimonialsSchema,
  privacy: privacySchema,
  abroad: abroadSchema,
} as const;

export type CompanyContent = z.infer<typeof companySchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type ServicesContent = z.infer<typeof servicesSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type TestimonialsContent = z.infer<typeof testimonialsSchema>;
export type PrivacyContent = z.infer<typeof privacySchema>;
export type AbroadContent = z.infer<typeof abroadSchema>;
export type OpeningHours = CompanyContent["hours"][number];

/** Errors by the path of the field, joined with dots ("services.2.title"), as the forms name them. */
export function sectionErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return errors;
}
