/**
 * Reply templates (docs/product.md §10, domain/reply-templates.ts): the placeholders filled in as
 * written, never read twice; the checks the server and the form share; the WhatsApp link made
 * from the number as domain/phone.ts reads it; and the defaults a new site starts with.
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_REPLY_TEMPLATES,
  fillTemplate,
  replyTemplateSchema,
  unknownPlaceholders,
  whatsAppReplyLink,
} from "../../domain/reply-templates";
import { fieldErrors } from "../../domain/schemas";

const VALUES = { name: "Anitha Nair", reference: "E-2411-7KQ3M", company: "Anantha Builders" };

describe("filling a template", () => {
  it("puts in the visitor's name, the reference and the company's name, in any case, as often as written", () => {
    expect(fillTemplate("Hello {name}, about {reference} — {Company}. Thanks {NAME}!", VALUES)).toBe(
      "Hello Anitha Nair, about E-2411-7KQ3M — Anantha Builders. Thanks Anitha Nair!",
    );
  });

  it("leaves a value as it is, braces and markup included, and never reads it again", () => {
    const filled = fillTemplate("Hello {name}", { ...VALUES, name: "<b>{reference}</b> & {company}" });
    expect(filled).toBe("Hello <b>{reference}</b> & {company}");
  });

  it("leaves a word in braces it does not know as written", () => {
    expect(fillTemplate("{greeting} {name}", VALUES)).toBe("{greeting} Anitha Nair");
  });
});

describe("checking a template", () => {
  const check = (input: unknown) => {
    const parsed = replyTemplateSchema.safeParse(input);
    return parsed.success ? parsed.data : fieldErrors(parsed.error);
  };

  it("keeps a name and a message, trimmed", () => {
    expect(check({ name: "  Site visit ", text: " Hello {name} \n" })).toEqual({ name: "Site visit", text: "Hello {name}" });
  });

  it("names what is missing, too long, on two lines, or an unknown placeholder", () => {
    expect(check({ name: " ", text: "" })).toEqual({ name: "Give the template a name", text: "Write the message" });
    expect(check({})).toEqual({ name: "Give the template a name", text: "Write the message" });
    expect(check({ name: "x".repeat(61), text: "y".repeat(1001) })).toEqual({
      name: "A template's name must be at most 60 characters",
      text: "A template's message must be at most 1,000 characters",
    });
    expect(check({ name: "Two\nlines", text: "Hi" })).toEqual({ name: "A template's name must be one line of text" });
    expect(check({ name: "Visit", text: "Hi {name}, your {phone} and {date} and {phone}" })).toEqual({
      text: "{phone}, {date} are not placeholders: use {name}, {reference} or {company}",
    });
    expect(check("a string")).toEqual({ form: "Send the template's name and text" });
  });

  it("finds each unknown placeholder once, as written", () => {
    expect(unknownPlaceholders("{Name} {phone} {phone} {x_y} {}")).toEqual(["{phone}", "{x_y}"]);
  });
});

describe("the WhatsApp link", () => {
  it("opens a chat with the visitor's number, with the message written", () => {
    const link = whatsAppReplyLink("+971 501234567", "Hello Anitha Nair & family, 100% sure?");
    expect(link).toBe("https://wa.me/971501234567?text=Hello%20Anitha%20Nair%20%26%20family%2C%20100%25%20sure%3F");
    expect(whatsAppReplyLink("098470 12345", "Hi")).toBe("https://wa.me/919847012345?text=Hi");
    expect(whatsAppReplyLink("12", "Hi")).toBeNull();
  });
});

describe("the templates a new site starts with", () => {
  it("pass the checks, use every placeholder, and have names of their own", () => {
    for (const template of DEFAULT_REPLY_TEMPLATES) {
      expect(replyTemplateSchema.safeParse(template).success, template.name).toBe(true);
      for (const word of ["{name}", "{reference}", "{company}"]) expect(template.text, template.name).toContain(word);
    }
    expect(new Set(DEFAULT_REPLY_TEMPLATES.map((t) => t.name.toLowerCase())).size).toBe(DEFAULT_REPLY_TEMPLATES.length);
  });
});
