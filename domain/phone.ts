/**
 * The one reader of a phone number as people type it (docs/product.md §5, §9): the company's
 * phone and WhatsApp number in the admin area, and the number a visitor leaves in every public
 * form. A ten-digit Indian number gets its +91; spaces, dashes, dots, brackets, a leading 0 and a
 * leading +91, 91 or 0091 are all read; a number from abroad keeps the country code it is written
 * with ("+971 50 123 4567", or "00971…"). Plain functions without zod, light enough for a form's
 * island; the schemas (site-schemas.ts, enquiry-schemas.ts) put them to work.
 */

/** A number read: its country code ("91") and the number within the country ("9847012345"). */
export interface Phone {
  country: string;
  national: string;
}

/** Why a text is not a phone number: not one at all, or +91 with other than ten digits after it. */
export type PhoneProblem = "format" | "india";

export type PhoneReading = { phone: Phone; problem?: undefined } | { phone?: undefined; problem: PhoneProblem };

export const INDIA = "91";

/**
 * What each refusal says, and what to type instead. The company's phone is an Indian number
 * (docs/product.md §9); its WhatsApp number and a visitor's may be from abroad.
 */
export const PHONE_MESSAGES = {
  visitor: "Enter a 10-digit mobile number, e.g. 98470 12345, or a number from abroad with + and its country code, e.g. +971 50 123 4567",
  visitorIndia: "An Indian number has 10 digits after +91, e.g. +91 98470 12345",
  company: "Phone must be an Indian number of 10 digits, e.g. 98765 43210 or +91 98765 43210",
  whatsapp:
    "WhatsApp number must be a 10-digit mobile number, e.g. 98765 43210, or a number from abroad with + and its country code, e.g. +971 50 123 4567",
} as const;

/** What may stand between the digits: spaces, brackets, dots and dashes (a phone's keyboard or a copied number). */
const SEPARATORS = /[\s().\-\u2010-\u2015]/g;

/** E.164's longest number, country code included. */
const MAX_DIGITS = 15;
/** The shortest number from abroad taken, country code included (the Gulf's are 11 and 12). */
const MIN_DIGITS = 8;

/**
 * The country codes of two digits (ITU-T E.164); 1 and 7 have one, every other code three
 * (971 the UAE, 966 Saudi Arabia, 974 Qatar, 968 Oman, 965 Kuwait, 973 Bahrain).
 */
const TWO_DIGIT_CODES = new Set(
  "20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(
    " ",
  ),
);

/** A number from abroad, split after its country code, or refused when it cannot be one. */
function abroad(digits: string): PhoneReading {
  if (digits.startsWith("0") || digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return { problem: "format" };
  const length = digits[0] === "1" || digits[0] === "7" ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  return { phone: { country: digits.slice(0, length), national: digits.slice(length) } };
}

/** An Indian number after its +91: ten digits, or eleven with the trunk 0 dialled inside India ("+91 (0)98470…"). */
function india(national: string): PhoneReading {
  const number = national.length === 11 && national.startsWith("0") ? national.slice(1) : national;
  return number.length === 10 ? { phone: { country: INDIA, national: number } } : { problem: "india" };
}

/**
 * Reads a phone number as typed. With + or 00 in front it is read as international; without,
 * ten digits (not starting with 0), or eleven starting with 0, are an Indian number, and twelve
 * starting with 91 the same with its country code; eleven to fifteen other digits are a number
 * written with its country code but without the + (how a WhatsApp number is often given). Ten
 * digits starting with 0 are refused: a number from abroad without its country code, or an
 * Indian one missing a digit.
 */
export function readPhone(text: string): PhoneReading {
  const compact = text.replace(SEPARATORS, "");
  if (!/^\+?\d+$/.test(compact)) return { problem: "format" };
  let digits = compact.replace("+", "");
  if (compact.startsWith("+") || digits.startsWith("00")) {
    if (!compact.startsWith("+")) digits = digits.slice(2);
    return digits.startsWith(INDIA) ? india(digits.slice(INDIA.length)) : abroad(digits);
  }
  if (digits.length === 10 && !digits.startsWith("0")) return india(digits);
  if (digits.length === 11 && digits.startsWith("0")) return india(digits.slice(1));
  if (digits.startsWith(INDIA) && digits.length > 10) return india(digits.slice(INDIA.length));
  return digits.length > 10 ? abroad(digits) : { problem: "format" };
}

/**
 * The form a number is kept and shown in: an Indian one as the site has always written it,
 * "+91 98470 12345"; one from abroad as "+971 501234567" (its country code, then its number).
 */
export function formatPhone(phone: Phone): string {
  if (phone.country === INDIA) return `+91 ${phone.national.slice(0, 5)} ${phone.national.slice(5)}`;
  return `+${phone.country} ${phone.national}`;
}

/** The digits with the country code that a WhatsApp link (wa.me) needs: "919847012345". */
export function whatsAppDigits(phone: Phone): string {
  return phone.country + phone.national;
}

/** The WhatsApp digits of a number as typed, or null when it cannot be read. */
export function whatsAppNumberOf(text: string): string | null {
  const { phone } = readPhone(text);
  return phone ? whatsAppDigits(phone) : null;
}
