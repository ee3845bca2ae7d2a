/** Environment → typed configuration, validated once at start (docs/architecture.md §7). */
import path from "node:path";
import { z } from "zod";
import { formatPhone, INDIA, readPhone, whatsAppDigits } from "../domain/phone";
import type { CompanyContent } from "../domain/site-content";
import { companySchema } from "../domain/site-schemas";
import { DEFAULT_COMPANY } from "../domain/site-defaults";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: () => "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: () => "must be a port number" })
    .int()
    .min(0)
    .max(65535)
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine(
      (text) => !text || /^postgres(ql)?:\/\//.test(text),
      "must be a PostgreSQL URL such as postgres://user:password@host:5432/site",
    ),
  PG_POOL_MAX: z.coerce
    .number({ error: () => "must be a whole number of connections" })
    .int()
    .min(2, "must be at least 2 (a write may wait on a read)")
    .max(200)
    .default(10),
  S3_BUCKET: z
    .string()
    .optional()
    .refine(
      (text) => !text || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(text),
      "must be a bucket's name: 3 to 63 small letters, digits, dots and hyphens",
    ),
  S3_PREFIX: z
    .string()
    .optional()
    .refine((text) => !text || /^[A-Za-z0-9!_.*'()/-]+$/.test(text), "may hold only letters, digits, slashes and - _ . ! * ' ( )")
    .refine((text) => !text || !text.split("/").some((part) => part === "." || part === ".."), "must not have a . or .. between slashes")
    .transform((text) => (text ? text.replace(/^\/+/, "").replace(/\/*$/, "/") : "")),
  S3_FORCE_PATH_STYLE: bool.default(false),
  MEDIA_URL: z
    .url({ error: () => "must be a full URL such as https://media.example.com/uploads" })
    .optional()
    .refine((text) => !text || /^https?:\/\//.test(text), "must be an http or https URL")
    .refine((text) => !text || !/[?#]/.test(text), "must not have a query or a fragment")
    // As the browser reads it (a space or a comma escaped, which a srcset would otherwise split at).
    .transform((text) => (text ? new URL(text).href.replace(/\/+$/, "") : undefined)),
  SITE_URL: z.url({ error: () => "must be a full URL such as https://www.example.com" }).optional(),
  EXTRA_ORIGINS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const origins: string[] = [];
      for (const item of (text ?? "")
        .split(",")
        .map((value) => value.trim())
        .filter(Boolean)) {
        try {
          const url = new URL(item);
          if (!/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/+$/, "")) throw new Error();
          origins.push(url.origin);
        } catch {
          ctx.addIssue({
            code: "custom",
            message: `must be origins such as https://www.example.com, comma-separated ("${item}" is not one)`,
          });
        }
      }
      return origins;
    }),
  ADMIN_EMAIL: z.email({ error: () => "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(10, "must be at least 10 characters").max(1024).optional(),
  DEMO_CONTENT: bool.default(true),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: () => "must be a number of milliseconds" })
    .int()
    .min(1_000, "must be at least 1000 (one second)")
    .max(3_600_000, "must be at most 3600000 (an hour)")
    .default(120_000),
  SITE_NAME: z.string().min(1).max(100).optional(),
  // Read as the admin's company form reads them (domain/phone.ts): "98765 43210" is +91 98765 43210.
  COMPANY_PHONE: z
    .string()
    .transform((text, ctx) => {
      const { phone } = readPhone(text);
      if (phone?.country === INDIA) return { display: formatPhone(phone), whatsapp: whatsAppDigits(phone) };
      ctx.addIssue({ code: "custom", message: "must be an Indian number of 10 digits, e.g. +91 98765 43210" });
      return z.NEVER;
    })
    .optional(),
  COMPANY_WHATSAPP: z
    .string()
    .transform((text, ctx) => {
      const { phone } = readPhone(text);
      if (phone) return whatsAppDigits(phone);
      ctx.addIssue({ code: "custom", message: "must be a number with its country code, e.g. 919876543210" });
      return z.NEVER;
    })
    .optional(),
  COMPANY_EMAIL: z.email({ error: () => "must be an e-mail address" }).optional(),
  COMPANY_ADDRESS: z.string().min(1).max(300).optional(),
  SMTP_URL: z
    .url({ error: () => "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com" })
    .refine((url) => /^smtps?:\/\//.test(url), "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com")
    .optional(),
  NOTIFY_EMAIL: z.email({ error: () => "must be an e-mail address" }).optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  ENQUIRY_RETENTION_MONTHS: z.coerce
    .number({ error: () => "must be a number of months" })
    .int("must be a whole number of months")
    .min(1, "must be at least 1")
    .max(120, "must be at most 120 (ten years)")
    .default(24),
  ACTIVITY_RETENTION_DAYS: z.coerce
    .number({ error: () => "must be a number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(3650, "must be at most 3650 (ten years)")
    .default(365),
  ENQUIRIES_PER_ADDRESS_PER_HOUR: z.coerce
    .number({ error: () => "must be a number" })
    .int()
    .min(1, "must be at least 1")
    .max(100_000)
    .default(10),
  SCHEDULER_INTERVAL_MS: z.coerce
    .number({ error: () => "must be a number of milliseconds" })
    .int()
    .min(50, "must be at least 50")
    .max(3_600_000, "must be at most 3600000 (an hour)")
    .default(60_000),
  // For tests only: a push endpoint may be http://127.0.0.1:<port>, a test's own push service
  // (server/jobs/push-sender.ts). Off, the server sends only to public https addresses.
  PUSH_ALLOW_LOOPBACK: bool.default(false),
  COMPANY_MAP_URL: z
    .url({ error: () => "must be a full https URL" })
    .startsWith("https://", "must be a full https URL")
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  dbFile: string;
  /** PostgreSQL's address when the site runs on it (DATABASE_URL); SQLite's `dbFile` otherwise. */
  databaseUrl?: string;
  /** At most this many connections to PostgreSQL per process. */
  poolMax: number;
  uploadsDir: string;
  /** Image files in an S3-compatible bucket (S3_BUCKET, S3_PREFIX, S3_FORCE_PATH_STYLE) rather than `uploadsDir`. */
  s3?: { bucket: string; prefix: string; forcePathStyle: boolean };
  /** Where visitors' browsers fetch public photos (a CDN), without a trailing slash; the site's own `/uploads` otherwise. */
  mediaUrl?: string;
  tmpDir: string;
  siteUrl: string;
  /** The origins a visitor's form may be posted from: SITE_URL's and those of EXTRA_ORIGINS. */
  siteOrigins: string[];
  adminEmail?: string;
  adminPassword?: string;
  demoContent: boolean;
  /** Proxy addresses whose X-Forwarded-For is believed; none by default. */
  trustProxy: string[] | false;
  logLevel: string;
  /** The longest a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  dev: boolean;
  /**
   * The company's facts from the environment (SITE_NAME, COMPANY_*). They only seed a new site:
   * once the site's content is written (at the first start), the admin area is where they change.
   */
  companySeed: Partial<CompanyContent>;
  /** The company's facts from the environment left out of the seed, and why. */
  seedWarnings: string[];
  /** E-mail notices of new enquiries, when an SMTP server is configured. */
  mail?: { smtpUrl: string; notifyEmail: string; from: string };
  /** Enquiries older than this are removed. */
  enquiryRetentionMonths: number;
  /** The Activity page's events (content changes, sign-ins, account changes) older than this are removed. */
  activityRetentionDays: number;
  /** Enquiries one address may send in an hour. */
  enquiriesPerAddressPerHour: number;
  /** How often the scheduler looks for due work (docs/architecture.md §9); the outbox's first retry waits as long. */
  schedulerIntervalMs: number;
  /** Tests only: push notifications may go to http://127.0.0.1:<port> (docs/decisions/014). */
  pushAllowLoopback: boolean;
}

/** The variable each seeded fact comes from, to name it in a warning. */
const SEED_VARIABLES: Partial<Record<keyof CompanyContent, string>> = {
  name: "SITE_NAME",
  phone: "COMPANY_PHONE",
  whatsapp: "COMPANY_WHATSAPP",
  email: "COMPANY_EMAIL",
  addressLines: "COMPANY_ADDRESS",
  map: "COMPANY_MAP_URL",
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { dev?: boolean } = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0])} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.SMTP_URL && !e.NOTIFY_EMAIL) {
    throw new ConfigError(
      "Invalid configuration:\n  NOTIFY_EMAIL must be set with SMTP_URL: it is the address that gets an e-mail for each new enquiry",
    );
  }
  if (e.MEDIA_URL && e.SITE_URL?.startsWith("https:") && !e.MEDIA_URL.startsWith("https:")) {
    throw new ConfigError(
      "Invalid configuration:\n  MEDIA_URL must be an https URL when SITE_URL is one: a browser does not load http photos into an https page",
    );
  }
  if (e.S3_BUCKET && !env.AWS_REGION) {
    throw new ConfigError(
      'Invalid configuration:\n  AWS_REGION must be set with S3_BUCKET: it is the bucket\'s region ("auto" or "us-east-1" for most S3-compatible servers)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const companySeed: Partial<CompanyContent> = {
    ...(e.SITE_NAME ? { name: e.SITE_NAME } : {}),
    ...(e.COMPANY_PHONE ? { phone: e.COMPANY_PHONE.display, whatsapp: e.COMPANY_PHONE.whatsapp } : {}),
    ...(e.COMPANY_WHATSAPP ? { whatsapp: e.COMPANY_WHATSAPP } : {}),
    ...(e.COMPANY_EMAIL ? { email: e.COMPANY_EMAIL } : {}),
    ...(e.COMPANY_ADDRESS
      ? {
          addressLines: e.COMPANY_ADDRESS.split(/\s*[\n;]\s*/)
            .filter(Boolean)
            .slice(0, 4),
        }
      : {}),
    ...(e.COMPANY_MAP_URL ? { map: { embedUrl: e.COMPANY_MAP_URL, openUrl: e.COMPANY_MAP_URL } } : {}),
  };
  // A fact the site's checks refuse (a map from another host, an address line over 120
  // characters) is left out of the seed with a warning rather than stopping the start: once the
  // site has its content these variables change nothing, and an update must not refuse to start.
  const seedWarnings: string[] = [];
  const seeded = companySchema.safeParse({ ...DEFAULT_COMPANY, ...companySeed });
  if (!seeded.success) {
    for (const issue of seeded.error.issues) {
      const field = String(issue.path[0]) as keyof CompanyContent;
      if (field in companySeed) {
        delete companySeed[field];
        seedWarnings.push(`${SEED_VARIABLES[field] ?? field} is not used for the site's content: ${issue.message}`);
      }
    }
  }
  const port = e.PORT;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  return {
    port,
    host: e.HOST,
    dataDir,
    dbFile: path.join(dataDir, "site.db"),
    databaseUrl: e.DATABASE_URL || undefined,
    poolMax: e.PG_POOL_MAX,
    uploadsDir: path.join(dataDir, "uploads"),
    s3: e.S3_BUCKET ? { bucket: e.S3_BUCKET, prefix: e.S3_PREFIX, forcePathStyle: e.S3_FORCE_PATH_STYLE } : undefined,
    mediaUrl: e.MEDIA_URL,
    tmpDir: path.join(dataDir, "tmp"),
    siteUrl,
    siteOrigins: [...new Set([new URL(siteUrl).origin, ...e.EXTRA_ORIGINS])],
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    demoContent: e.DEMO_CONTENT,
    trustProxy: e.TRUST_PROXY
      ? e.TRUST_PROXY.split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : false,
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    dev: options.dev ?? false,
    companySeed,
    seedWarnings,
    mail:
      e.SMTP_URL && e.NOTIFY_EMAIL
        ? { smtpUrl: e.SMTP_URL, notifyEmail: e.NOTIFY_EMAIL, from: e.MAIL_FROM ?? `no-reply@${new URL(siteUrl).hostname}` }
        : undefined,
    enquiryRetentionMonths: e.ENQUIRY_RETENTION_MONTHS,
    activityRetentionDays: e.ACTIVITY_RETENTION_DAYS,
    enquiriesPerAddressPerHour: e.ENQUIRIES_PER_ADDRESS_PER_HOUR,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK,
  };
}
