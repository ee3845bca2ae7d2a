/**
 * Reply templates (docs/product.md §10): short messages the company writes once ("Thanks, we'll
 * call", "Site visit") and sends from an enquiry on WhatsApp, with the visitor's name, the
 * enquiry's reference and the company's name filled in. The rules, the checks the server and the
 * admin's form share, and the filling; the text is only ever put into a link or shown as text,
 * never as HTML.
 */
import { readPhone, whatsAppDigits } from "./phone";
import { z } from "./zod";

export interface ReplyTemplate {
  id: string;
  name: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export const REPLY_TEMPLATE_LIMITS = {
  name: 60,
  text: 1000,
  /** A short list to choose from on a phone, not a library. */
  count: 20,
} as const;

/** What a template may say in braces, and what each becomes. */
export const PLACEHOLDERS = ["name", "reference", "company"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

/** A word in braces: "{name}", "{Reference}", "{phone}". */
const BRACED = /\{([A-Za-z_]+)\}/g;

export const REPLY_TEMPLATE_MESSAGES = {
  nameRequired: "Give the template a name",
  nameLength: `A template's name must be at most ${REPLY_TEMPLATE_LIMITS.name} characters`,
  nameLine: "A template's name must be one line of text",
  nameTaken: "Another template already has this name",
  textRequired: "Write the message",
  textLength: `A template's message must be at most ${REPLY_TEMPLATE_LIMITS.text.toLocaleString("en-US")} characters`,
  tooMany: `You can keep up to ${REPLY_TEMPLATE_LIMITS.count} templates: delete one you no longer use first`,
  notFound: "Template not found",
} as const;

/** The placeholders a text uses that are not ones the site fills in ("{phone}"), each once, as written. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const [braced, word] of text.matchAll(BRACED)) {
    if (!(PLACEHOLDERS as readonly string[]).includes(word!.toLowerCase())) unknown.add(braced);
  }
  return [...unknown];
}

export function unknownPlaceholderMessage(unknown: readonly string[]): string {
  return `${unknown.join(", ")} ${unknown.length === 1 ? "is not a placeholder" : "are not placeholders"}: use {name}, {reference} or {company}`;
}

/** A template as the company sends it: a name and a message, trimmed and checked. */
export const replyTemplateSchema = z.object(
  {
    name: z
      .string({ error: () => REPLY_TEMPLATE_MESSAGES.nameRequired })
      .trim()
      .min(1, REPLY_TEMPLATE_MESSAGES.nameRequired)
      .max(REPLY_TEMPLATE_LIMITS.name, REPLY_TEMPLATE_MESSAGES.nameLength)
      .refine((name) => !/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(name), REPLY_TEMPLATE_MESSAGES.nameLine),
    text: z
      .string({ error: () => REPLY_TEMPLATE_MESSAGES.textRequired })
      .trim()
      .min(1, REPLY_TEMPLATE_MESSAGES.textRequired)
      .max(REPLY_TEMPLATE_LIMITS.text, REPLY_TEMPLATE_MESSAGES.textLength)
      .superRefine((text, ctx) => {
        const unknown = unknownPlaceholders(text);
        if (unknown.length > 0) ctx.addIssue({ code: "custom", message: unknownPlaceholderMessage(unknown) });
      }),
  },
  { error: () => "Send the template's name and text" },
);
export type ReplyTemplateInput = z.output<typeof replyTemplateSchema>;

/**
 * The message with its placeholders filled in ("{name}" in any case); a value is put in as it is,
 * and a brace in it is never read again as a placeholder.
 */
export function fillTemplate(text: string, values: PlaceholderValues): string {
  return text.replace(BRACED, (braced, word: string) => {
    const key = word.toLowerCase();
    return (PLACEHOLDERS as readonly string[]).includes(key) ? values[key as Placeholder] : braced;
  });
}

/**
 * A WhatsApp link that opens a chat with the visitor with the message written (wa.me, with the
 * number's digits and country code, domain/phone.ts); null when the number cannot be read.
 */
export function whatsAppReplyLink(phone: string, message: string): string | null {
  const { phone: read } = readPhone(phone);
  if (!read) return null;
  return `https://wa.me/${whatsAppDigits(read)}?text=${encodeURIComponent(message)}`;
}

/** The templates a new site starts with: for a builder in Kerala whose clients are often abroad. */
export const DEFAULT_REPLY_TEMPLATES: ReadonlyArray<{ name: string; text: string }> = [
  {
    name: "Thanks, we'll call",
    text: "Hello {name}, thank you for your enquiry ({reference}) to {company}. We will call you today to talk about your plans. If another time suits you better, reply here and we will call then.",
  },
  {
    name: "Site visit",
    text: "Hello {name}, thank you for contacting {company} (your reference: {reference}). Our engineer can visit your plot to see the site and talk through your plans. Which day this week suits you, and where is the plot?",
  },
  {
    name: "Calling from abroad",
    text: "Hello {name}, this is {company} about your enquiry {reference}. We can talk on a video call at a time that suits you where you are, and send you the estimate and photos here on WhatsApp. When is a good time for you?",
  },
];
