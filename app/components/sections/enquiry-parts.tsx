/**
 * What every enquiry form carries (issue #15): its fields' look, the name and phone fields, the
 * robots' trap, the consent line, and what the form says once sent.
 */
import type { ReactNode } from "react";
import { ENQUIRY_LIMITS } from "../../../domain/enquiries";
import { localePath, type Locale } from "../../../domain/locales";
import { formatPhone, readPhone } from "../../../domain/phone";
import { localeOfLang, useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { phoneProblemIn, refusalIn } from "../../lib/enquiry-text";
import type { SendResult } from "../../lib/enquiry-queue";
import { richText, slot } from "../../lib/rich-text";

export const FIELD =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none aria-invalid:border-red-600";
export const LABEL = "block text-sm font-medium text-slate-800";

/** What the browser says on a phone field whose number the reader refuses (domain/phone.ts), or "" when it reads. */
function phoneValidity(locale: Locale, typed: string): string {
  const { problem } = readPhone(typed);
  if (!problem || typed.trim() === "") return "";
  return phoneProblemIn(locale, problem);
}

/** The language of the page a field is on (its `<html lang>`). */
function localeOf(field: Element): Locale {
  return localeOfLang(field.ownerDocument.documentElement.lang);
}

/**
 * A phone number as people type it, read as the server reads it (domain/phone.ts): with the
 * page's code, the browser's own message says what to type; without it, the pattern lets through
 * what the reader might take (digits with spaces, brackets, dots or dashes, a + in front) and the
 * server has the last word.
 */
export function PhoneInput({ id }: { id: string }) {
  const locale = useLocale();
  return (
    <input
      id={id}
      name="phone"
      type="tel"
      autoComplete="tel"
      required
      maxLength={ENQUIRY_LIMITS.phone}
      pattern="[\s\(]*\+?[\s\(\)\.\-]*([0-9][\s\(\)\.\-]*){8,15}"
      title={phoneProblemIn(locale, "format")}
      onChange={(event) => event.currentTarget.setCustomValidity(phoneValidity(locale, event.currentTarget.value))}
      className={FIELD}
    />
  );
}

/**
 * The number in a form's phone field as the server keeps it ("+91 98470 12345"), for the
 * WhatsApp message and the enquiry alike; null when it cannot be read, after the field has said
 * why (a number typed before the page's code arrived is checked here first).
 */
export function phoneOf(form: HTMLFormElement): string | null {
  const field = form.elements.namedItem("phone");
  if (!(field instanceof HTMLInputElement)) return null;
  const { phone } = readPhone(field.value);
  field.setCustomValidity(phoneValidity(localeOf(field), field.value));
  if (phone) return formatPhone(phone);
  field.reportValidity();
  return null;
}

/**
 * The form's fields as trimmed text, with the phone as the site keeps it; null when the phone
 * cannot be read (the field then says why, phoneOf).
 */
export function sentValues(form: HTMLFormElement): (Record<string, string> & { phone: string }) | null {
  const phone = phoneOf(form);
  if (phone === null) return null;
  return { ...Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value).trim()])), phone };
}

export function NameInput({ id }: { id: string }) {
  return <input id={id} name="name" type="text" autoComplete="name" required maxLength={ENQUIRY_LIMITS.name} className={FIELD} />;
}

/** "Your name" and "Phone number", side by side from a tablet's width. */
export function NameAndPhone({ id }: { id: string }) {
  const locale = useLocale();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-name`} className={LABEL}>
          {m.enquiryYourName(locale)}
        </label>
        <NameInput id={`${id}-name`} />
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className={LABEL}>
          {m.enquiryPhoneNumber(locale)}
        </label>
        <PhoneInput id={`${id}-phone`} />
      </div>
    </div>
  );
}

/**
 * A field people never see or reach, so never fill; a robot that fills every field fills it, and
 * the server refuses what it sends.
 */
export function Honeypot({ id }: { id: string }) {
  const locale = useLocale();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={`${id}-website`}>{m.enquiryHoneypot(locale)}</label>
      <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Under each form: what is kept, and the privacy notice. */
export function ConsentLine() {
  const locale = useLocale();
  const link = (
    <a href={localePath(locale, "/privacy")} className="font-medium text-brand-700 underline">
      {m.enquiryConsentLink(locale)}
    </a>
  );
  return <p className="text-xs text-slate-600">{richText(m.enquiryConsent(locale, { link: slot("link") }), { link }, true)}</p>;
}

/** What a request is, as the sentences about it name it. */
export type RequestWhat = "enquiry" | "request" | "estimate";

function whatIn(locale: Locale, what: RequestWhat): string {
  return what === "enquiry"
    ? m.enquiryWhatEnquiry(locale)
    : what === "request"
      ? m.enquiryWhatRequest(locale)
      : m.enquiryWhatEstimate(locale);
}

/** docs/product.md §7's words once WhatsApp was asked to open: opened, or blocked with a link to open it. */
export function WhatsAppOpened({ url, blocked, what }: { url: string; blocked: boolean; what: RequestWhat }) {
  const locale = useLocale();
  const link = (
    <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
      {m.enquiryWhatsAppOpenToSend(locale, { what: whatIn(locale, what) })}
    </a>
  );
  return blocked ? (
    <p className="text-slate-700">{richText(m.enquiryWhatsAppBlocked(locale, { link: slot("link") }), { link }, true)}</p>
  ) : (
    <p className="text-slate-700">{m.enquiryWhatsAppOpened(locale)}</p>
  );
}

export interface Receipt {
  reference: string;
  /** What the server said: kept, waiting on this device for the next page, or refused. */
  server: SendResult | "sending";
  /** The server's words of a refusal, and the field they are about when they name one. */
  problem?: string;
  field?: string;
}

/** What became of a request on our side, under its reference; `done` says it was kept. */
export function ServerReceipt({ receipt, what, done }: { receipt: Receipt; what: RequestWhat; done: (reference: ReactNode) => ReactNode }) {
  const locale = useLocale();
  const ref = <strong className="font-mono whitespace-nowrap text-ink">{receipt.reference}</strong>;
  const values = { what: whatIn(locale, what), ref: slot("ref") };
  switch (receipt.server) {
    case "sending":
      return <p className="text-slate-600">{richText(m.enquiryReceiptSaving(locale, values), { ref })}</p>;
    case "sent":
      return <p className="text-slate-700">{done(ref)}</p>;
    case "waiting":
      return <p className="text-slate-700">{richText(m.enquiryReceiptWaiting(locale, values), { ref })}</p>;
    case "refused":
      return (
        <p className="font-medium text-brand-800">
          {receipt.problem === undefined ? m.enquiryReceiptNotSaved(locale, values) : refusalIn(locale, receipt.problem, receipt.field)}{" "}
          {m.enquiryReceiptCallUs(locale)}
        </p>
      );
  }
}
