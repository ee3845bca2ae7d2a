/**
 * The one reader of phone numbers (domain/phone.ts) as people type them: what each input is kept
 * as, and what is refused, for a visitor's number, the company's phone and its WhatsApp number.
 */
import { describe, expect, it } from "vitest";
import { enquiryInputSchema } from "../../domain/enquiry-schemas";
import { HOURS_PRESETS, isPreset } from "../../domain/office-hours";
import { formatPhone, PHONE_MESSAGES, readPhone, whatsAppDigits, whatsAppNumberOf } from "../../domain/phone";
import { hoursLines } from "../../domain/site-content";
import { DEFAULT_COMPANY } from "../../domain/site-defaults";
import { companySchema, sectionErrors } from "../../domain/site-schemas";

/** What a typed number is kept as, as a visitor's ("+91 98470 12345"), and as WhatsApp digits; or the problem. */
function read(typed: string): { kept: string; whatsapp: string } | string {
  const { phone, problem } = readPhone(typed);
  return phone ? { kept: formatPhone(phone), whatsapp: whatsAppDigits(phone) } : problem;
}

const INDIAN = { kept: "+91 98470 12345", whatsapp: "919847012345" };

describe("reading a phone number as it is typed", () => {
  it.each([
    ["9847012345", INDIAN],
    ["98470 12345", INDIAN],
    ["98470-12345", INDIAN],
    ["98470.12345", INDIAN],
    ["(98470) 12345", INDIAN],
    ["  98470 12345  ", INDIAN],
    ["098470-12345", INDIAN],
    ["0 98470 12345", INDIAN],
    ["+91 98470 12345", INDIAN],
    ["+91-98470-12345", INDIAN],
    ["+919847012345", INDIAN],
    ["+91 (0) 98470 12345", INDIAN],
    ["(+91) 98470 12345", INDIAN],
    ["91 98470 12345", INDIAN],
    ["919847012345", INDIAN],
    ["0091 98470 12345", INDIAN],
    ["0091-9847012345", INDIAN],
    ["98470\u00a012345", INDIAN],
    ["98470\u201112345", INDIAN],
    // A landline of Thiruvananthapuram, with its STD code.
    ["0471 234 5678", { kept: "+91 47123 45678", whatsapp: "914712345678" }],
  ])("reads %j as an Indian number", (typed, expected) => {
    expect(read(typed)).toEqual(expected);
  });

  it.each([
    // The Gulf, where many clients live, with + or 00 and their own country code, or its digits.
    ["+971 50 123 4567", { kept: "+971 501234567", whatsapp: "971501234567" }],
    ["00971 50 123 4567", { kept: "+971 501234567", whatsapp: "971501234567" }],
    ["971501234567", { kept: "+971 501234567", whatsapp: "971501234567" }],
    ["+966 50 123 4567", { kept: "+966 501234567", whatsapp: "966501234567" }],
    ["+974 5512 3456", { kept: "+974 55123456", whatsapp: "97455123456" }],
    ["+968 9123 4567", { kept: "+968 91234567", whatsapp: "96891234567" }],
    ["+965 9123 4567", { kept: "+965 91234567", whatsapp: "96591234567" }],
    ["+973 3612 3456", { kept: "+973 36123456", whatsapp: "97336123456" }],
    // And further: one- and two-digit country codes.
    ["+44 7700 900123", { kept: "+44 7700900123", whatsapp: "447700900123" }],
    ["+1 (212) 555-1234", { kept: "+1 2125551234", whatsapp: "12125551234" }],
    ["+65 9123 4567", { kept: "+65 91234567", whatsapp: "6591234567" }],
  ])("reads %j as a number from abroad", (typed, expected) => {
    expect(read(typed)).toEqual(expected);
  });

  it.each([
    ["", "format"],
    ["12345", "format"],
    ["98470 1234", "format"],
    // Ten digits starting with 0: a number from abroad without its country code, or a digit short.
    ["050 123 4567", "format"],
    ["call me", "format"],
    ["98470 12345 ext 2", "format"],
    ["98470+12345", "format"],
    ["+ 0 98470 12345", "format"],
    ["+971 50 123 4567 8901", "format"],
    ["=1+2", "format"],
    ["+91 98470 1234", "india"],
    ["+91 98470 123456", "india"],
    ["0091 98470", "india"],
    ["91984701234", "india"],
  ])("refuses %j (%s)", (typed, problem) => {
    expect(read(typed)).toBe(problem);
  });

  it("keeps what it kept: a kept number reads as itself", () => {
    for (const typed of ["098470-12345", "+971 50 123 4567", "0471 234 5678", "+1 212 555 1234"]) {
      const first = read(typed) as { kept: string; whatsapp: string };
      expect(read(first.kept)).toEqual(first);
      expect(whatsAppNumberOf(first.whatsapp)).toBe(first.whatsapp);
    }
  });
});

describe("the company's phone and WhatsApp number", () => {
  const company = (fields: object) => companySchema.safeParse({ ...DEFAULT_COMPANY, ...fields });

  it.each([
    ["98470 12345", "98470 12345"],
    ["+91 98470 12345", "+91 98470 12345"],
    ["098470-12345", "9847012345"],
    ["+91 98470 12345", "919847012345"],
  ])("keeps phone %j and WhatsApp %j as the site shows them", (phone, whatsapp) => {
    const parsed = company({ phone, whatsapp });
    expect(parsed.success && { phone: parsed.data.phone, whatsapp: parsed.data.whatsapp }).toEqual({
      phone: "+91 98470 12345",
      whatsapp: "919847012345",
    });
  });

  it("keeps a WhatsApp number from abroad, and refuses one for the phone, which is an Indian number", () => {
    const parsed = company({ phone: "98470 12345", whatsapp: "+971 50 123 4567" });
    expect(parsed.success && parsed.data.whatsapp).toBe("971501234567");
    const refused = company({ phone: "+971 50 123 4567", whatsapp: "98765" });
    expect(refused.success ? {} : sectionErrors(refused.error)).toEqual({
      phone: PHONE_MESSAGES.company,
      whatsapp: PHONE_MESSAGES.whatsapp,
    });
  });

  it("asks for a phone that is left empty", () => {
    const refused = company({ phone: " ", whatsapp: "" });
    expect(refused.success ? {} : sectionErrors(refused.error)).toEqual({
      phone: "Phone is required",
      whatsapp: "WhatsApp number is required",
    });
  });
});

describe("a visitor's phone number", () => {
  const callBack = (phone: string) => enquiryInputSchema.safeParse({ kind: "call-back", name: "Rahul", phone });

  it("is kept in one form", () => {
    const parsed = callBack("098470-12345");
    expect(parsed.success && parsed.data.phone).toBe("+91 98470 12345");
    const abroad = callBack("00971 50 123 4567");
    expect(abroad.success && abroad.data.phone).toBe("+971 501234567");
  });

  it("is refused with what to type", () => {
    const errors = (phone: string) => {
      const parsed = callBack(phone);
      return parsed.success ? {} : sectionErrors(parsed.error);
    };
    expect(errors("")).toEqual({ phone: "Please enter your phone number" });
    expect(errors("12345")).toEqual({ phone: PHONE_MESSAGES.visitor });
    expect(errors("+91 98470 1234")).toEqual({ phone: PHONE_MESSAGES.visitorIndia });
  });
});

describe("office hours from a preset", () => {
  it("fill the seven days, written as the site writes them", () => {
    expect(HOURS_PRESETS.map((preset) => hoursLines(preset.hours))).toEqual([
      ["Mon - Sat 9:00 AM - 6:00 PM", "Sunday: Closed"],
      ["Mon - Fri 9:30 AM - 5:30 PM", "Sat 9:30 AM - 1:30 PM", "Sunday: Closed"],
      ["Mon - Sun 9:00 AM - 6:00 PM"],
    ]);
    for (const preset of HOURS_PRESETS) {
      expect(companySchema.safeParse({ ...DEFAULT_COMPANY, hours: preset.hours }).success).toBe(true);
      expect(HOURS_PRESETS.filter((other) => isPreset(preset.hours, other))).toEqual([preset]);
    }
    expect(HOURS_PRESETS.some((preset) => isPreset(DEFAULT_COMPANY.hours, preset))).toBe(false);
  });
});
