/**
 * What the enquiry forms say in the page's language beyond their labels: the services and times
 * they offer (whose values the server checks stay English), the WhatsApp message a visitor sends,
 * and the server's refusals. English is the domain's own wording (domain/enquiries.ts), unchanged.
 */
import { COMPANY_TIME_ZONE } from "../../domain/company-clock";
import {
  enquiryWhatsAppText,
  ENQUIRY_LIMITS,
  type ENQUIRY_SERVICES,
  SENT_PROBLEMS,
  type Enquiry,
  type PreferredTime,
  type SentProblem,
} from "../../domain/enquiries";
import { DEFAULT_LOCALE, type Locale } from "../../domain/locales";
import { PHONE_MESSAGES } from "../../domain/phone";
import { VISIT_MAX_DAYS_AHEAD } from "../../domain/visits";
import { formatNumber } from "../i18n/format";
import * as m from "../i18n/messages";
import { visitDateIn, visitSlotLabelIn } from "./hours-text";

type Words = (locale: Locale) => string;
type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

const SERVICES: Record<EnquiryService, Words> = {
  "New Building Construction": m.enquiryServiceNewBuilding,
  "Renovation and Remodeling": m.enquiryServiceRenovation,
  "Site Preparation and Excavation": m.enquiryServiceSitePreparation,
  "Foundation and Structural Work": m.enquiryServiceFoundation,
  "Electrical Installation": m.enquiryServiceElectrical,
  "Interior Design and Finishing": m.enquiryServiceInterior,
  Other: m.enquiryServiceOther,
};

/** One of the contact form's services (its English value) as the page's language names it. */
export function serviceIn(locale: Locale, service: string): string {
  return Object.hasOwn(SERVICES, service) ? SERVICES[service as EnquiryService](locale) : service;
}

/** Each time a visitor may ask to be called at: how the form offers it, and the part of the day a sentence names. */
export const PREFERRED_TIME_WORDS: Record<PreferredTime, { label: Words; part: Words | null }> = {
  "Any time": { label: m.enquiryTimeAny, part: null },
  "Morning (9 am – 12 noon)": { label: m.enquiryTimeMorning, part: m.enquiryPartMorning },
  "Afternoon (12 – 4 pm)": { label: m.enquiryTimeAfternoon, part: m.enquiryPartAfternoon },
  "Evening (4 – 7 pm)": { label: m.enquiryTimeEvening, part: m.enquiryPartEvening },
};

/** A preferred time (its English value) as the page's language says it. */
export function preferredTimeIn(locale: Locale, time: string): string {
  return Object.hasOwn(PREFERRED_TIME_WORDS, time) ? PREFERRED_TIME_WORDS[time as PreferredTime].label(locale) : time;
}

type WhatsAppEnquiry = Pick<Enquiry, "kind" | "name" | "email" | "phone" | "message" | "details" | "reference">;

/**
 * The WhatsApp message of an enquiry in the visitor's language, line for line what
 * domain/enquiries.ts writes in English. An estimate's figures are the estimator's to word: its
 * message stays the domain's.
 */
export function enquiryWhatsAppTextIn(locale: Locale, enquiry: WhatsAppEnquiry): string {
  const details = enquiry.details;
  if (locale === DEFAULT_LOCALE || details.kind === "estimate") return enquiryWhatsAppText(enquiry);
  const name = m.enquiryWaName(locale, { name: enquiry.name });
  const phone = m.enquiryWaPhone(locale, { phone: enquiry.phone });
  const lines: string[] = [];
  switch (details.kind) {
    case "message":
      lines.push(
        m.enquiryWaNewEnquiry(locale),
        name,
        m.enquiryWaEmail(locale, { email: enquiry.email }),
        phone,
        m.enquiryWaService(locale, { service: serviceIn(locale, details.service) }),
        m.enquiryWaMessage(locale, { message: enquiry.message }),
      );
      break;
    case "call-back":
      lines.push(m.enquiryWaCallBack(locale), name, phone);
      if (enquiry.email) lines.push(m.enquiryWaEmail(locale, { email: enquiry.email }));
      if (details.contactBy)
        lines.push(
          m.enquiryWaReplyBy(locale, { way: details.contactBy === "whatsapp" ? m.enquiryWaByWhatsApp(locale) : m.enquiryWaByCall(locale) }),
        );
      if (details.preferredTime) lines.push(m.enquiryWaBestTime(locale, { time: preferredTimeIn(locale, details.preferredTime) }));
      if (details.timeZone && details.timeZone !== COMPANY_TIME_ZONE) lines.push(m.enquiryWaTimeZone(locale, { zone: details.timeZone }));
      if (enquiry.message) lines.push(m.enquiryWaMessage(locale, { message: enquiry.message }));
      break;
    case "site-visit":
      lines.push(
        m.enquiryWaSiteVisit(locale),
        name,
        phone,
        m.enquiryWaVisit(locale, {
          date: visitDateIn(locale, details.date),
          slot: details.slot ? visitSlotLabelIn(locale, { value: details.slot, label: details.slotLabel }) : details.slotLabel,
        }),
      );
      if (details.locality) lines.push(m.enquiryWaSite(locale, { place: details.locality }));
      if (enquiry.message) lines.push(m.enquiryWaMessage(locale, { message: enquiry.message }));
      break;
  }
  lines.push(m.enquiryWaRef(locale, { ref: enquiry.reference }));
  return lines.join("\n");
}

const SENT_PROBLEM_WORDS: Record<SentProblem, Words> = {
  name: m.enquiryProblemName,
  phone: m.enquiryProblemPhone,
  email: m.enquiryProblemEmail,
  service: m.enquiryProblemService,
  message: m.enquiryProblemMessage,
  date: m.enquiryProblemDate,
  slot: m.enquiryProblemSlot,
  estimate: m.enquiryProblemEstimate,
  limit: m.enquiryProblemLimit,
  origin: m.enquiryProblemOrigin,
  form: m.enquiryProblemForm,
};

/** What the thank-you page says of a refusal, by the code the server sent. */
export function sentProblemIn(locale: Locale, problem: SentProblem): string {
  return locale === DEFAULT_LOCALE ? SENT_PROBLEMS[problem] : SENT_PROBLEM_WORDS[problem](locale);
}

/**
 * The rules the server (domain/enquiry-schemas.ts, domain/visits.ts) and the forms check, each by
 * the field it names and its English words; a field of none is the whole request's.
 */
const RULES: ReadonlyArray<{ field?: string; words: Words }> = [
  { field: "name", words: m.enquiryErrorName },
  { field: "name", words: m.enquiryErrorNameLine },
  { field: "name", words: (l) => m.enquiryErrorNameLong(l, { max: formatNumber(l, ENQUIRY_LIMITS.name) }) },
  { field: "phone", words: m.enquiryErrorPhone },
  { field: "phone", words: m.enquiryPhoneHint },
  { field: "phone", words: m.enquiryPhoneIndia },
  { field: "email", words: m.enquiryErrorEmail },
  { field: "email", words: m.enquiryErrorEmailInvalid },
  { field: "service", words: m.enquiryErrorService },
  { field: "message", words: m.enquiryErrorMessage },
  { field: "message", words: (l) => m.enquiryErrorMessageLong(l, { max: formatNumber(l, ENQUIRY_LIMITS.message) }) },
  { field: "date", words: m.enquiryVisitNoDate },
  { field: "date", words: m.enquiryVisitPast },
  { field: "date", words: (l) => m.enquiryVisitTooFar(l, { days: VISIT_MAX_DAYS_AHEAD }) },
  { field: "date", words: m.enquiryVisitClosed },
  { field: "slot", words: m.enquiryVisitNoSlot },
  { field: "slot", words: m.enquiryVisitSlotPassed },
  { field: "contactBy", words: m.enquiryErrorContactBy },
  { field: "preferredTime", words: m.enquiryErrorPreferredTime },
  { field: "locality", words: m.enquiryErrorLocalityLine },
  { words: m.enquiryProblemLimit },
  { words: m.enquiryProblemOrigin },
];

/**
 * A refusal (the server's, or a form's own check) in the page's language, when its English words
 * and the field it names are those of a known rule; any other refusal is shown as it came.
 */
export function refusalIn(locale: Locale, words: string, field?: string): string {
  if (locale === DEFAULT_LOCALE) return words;
  const rule = RULES.find((r) => r.words(DEFAULT_LOCALE) === words && (field === undefined || r.field === undefined || r.field === field));
  return rule ? rule.words(locale) : words;
}

/** What a phone field says of a number the reader refuses (domain/phone.ts PHONE_MESSAGES, in English). */
export function phoneProblemIn(locale: Locale, problem: "format" | "india"): string {
  if (locale === DEFAULT_LOCALE) return problem === "india" ? PHONE_MESSAGES.visitorIndia : PHONE_MESSAGES.visitor;
  return problem === "india" ? m.enquiryPhoneIndia(locale) : m.enquiryPhoneHint(locale);
}
