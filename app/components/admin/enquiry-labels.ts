/**
 * The inbox's words that domain/ declares in English (an enquiry's status and kind, the inbox's
 * views, the places of the visitor's clock, an enquiry's one-line summary), in the admin's language
 * (docs/product.md §11). English is the declaration's own text, unchanged; a value this does not
 * know (a place named after a browser's zone) is shown as it came.
 */
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  enquirySubject,
  type Enquiry,
  type EnquiryKind,
  type EnquiryStatus,
} from "../../../domain/enquiries";
import { INBOX_VIEW_LABELS, type InboxView } from "../../../domain/enquiry-groups";
import { DEFAULT_LOCALE, intlLocale, type Locale } from "../../../domain/locales";
import { hoursText, type VisitorClock } from "../../../domain/visitor-time";
import { formatNumber } from "../../i18n/format";
import * as m from "../../i18n/messages";
import { preferredTimeIn, serviceIn } from "../../lib/enquiry-text";
import { visitDateIn, visitSlotLabelIn } from "../../lib/hours-text";
import { bedroomsIn, lakhRangeIn } from "../estimator/words";

type Words = (locale: Locale) => string;

export const ENQUIRY_STATUS_WORDS: Record<EnquiryStatus, Words> = {
  new: m.adminEnquiriesStatusNew,
  contacted: m.adminEnquiriesStatusContacted,
  "site-visit": m.adminEnquiriesStatusSiteVisit,
  quoted: m.adminEnquiriesStatusQuoted,
  won: m.adminEnquiriesStatusWon,
  lost: m.adminEnquiriesStatusLost,
};

export const ENQUIRY_KIND_WORDS: Record<EnquiryKind, Words> = {
  message: m.adminEnquiriesKindMessage,
  estimate: m.adminEnquiriesKindEstimate,
  "call-back": m.adminEnquiriesKindCallBack,
  "site-visit": m.adminEnquiriesKindSiteVisit,
};

export const INBOX_VIEW_WORDS: Record<InboxView, Words> = {
  new: m.adminEnquiriesViewNew,
  "follow-up": m.adminEnquiriesViewFollowUp,
  all: m.adminEnquiriesViewAll,
};

/** The list of a view, for screen readers: "New enquiries". */
export const INBOX_LIST_WORDS: Record<InboxView, Words> = {
  new: m.adminEnquiriesListNew,
  "follow-up": m.adminEnquiriesListFollowUp,
  all: m.adminEnquiriesListAll,
};

/** The places of domain/visitor-time.ts ABROAD_CLOCKS, by their English name. */
export const ABROAD_PLACE_WORDS: Record<string, Words> = {
  UAE: m.adminEnquiriesPlaceUae,
  "Saudi Arabia": m.adminEnquiriesPlaceSaudiArabia,
  Qatar: m.adminEnquiriesPlaceQatar,
  Oman: m.adminEnquiriesPlaceOman,
  Kuwait: m.adminEnquiriesPlaceKuwait,
  Bahrain: m.adminEnquiriesPlaceBahrain,
  UK: m.adminEnquiriesPlaceUk,
  "US/Canada, Eastern": m.adminEnquiriesPlaceUsEastern,
  Singapore: m.adminEnquiriesPlaceSingapore,
  Malaysia: m.adminEnquiriesPlaceMalaysia,
  "Australia, Sydney": m.adminEnquiriesPlaceSydney,
};

/** A count as the English screens write it (no grouping), or in the language's own way. */
export function countIn(locale: Locale, count: number): string {
  return locale === DEFAULT_LOCALE ? String(count) : formatNumber(locale, count);
}

function labelOf<K extends string>(locale: Locale, words: Record<K, Words>, key: K, english: string): string {
  return locale === DEFAULT_LOCALE || !Object.hasOwn(words, key) ? english : words[key](locale);
}

export function statusLabel(locale: Locale, status: EnquiryStatus): string {
  return labelOf(locale, ENQUIRY_STATUS_WORDS, status, ENQUIRY_STATUS_LABELS[status]);
}

export function kindLabel(locale: Locale, kind: EnquiryKind): string {
  return labelOf(locale, ENQUIRY_KIND_WORDS, kind, ENQUIRY_KIND_LABELS[kind]);
}

export function viewLabel(locale: Locale, view: InboxView): string {
  return labelOf(locale, INBOX_VIEW_WORDS, view, INBOX_VIEW_LABELS[view]);
}

/** Every status (or kind) with its label, for the inbox's and the enquiry's lists. */
export function labelsOf<K extends string>(
  locale: Locale,
  keys: readonly K[],
  label: (locale: Locale, key: K) => string,
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, label(locale, key)])) as Record<K, string>;
}

export function placeLabel(locale: Locale, place: string): string {
  return labelOf(locale, ABROAD_PLACE_WORDS, place, place);
}

/** A service the contact form offers (its English value), as the admin reads it. */
export function serviceLabel(locale: Locale, service: string): string {
  return locale === DEFAULT_LOCALE ? service : serviceIn(locale, service);
}

/** An enquiry's one-line summary in the inbox: domain/enquiries.ts enquirySubject, worded in the admin's language. */
export function subjectIn(locale: Locale, enquiry: Pick<Enquiry, "kind" | "details">): string {
  if (locale === DEFAULT_LOCALE) return enquirySubject(enquiry);
  const details = enquiry.details;
  switch (details.kind) {
    case "message":
      return serviceLabel(locale, details.service);
    case "estimate": {
      const e = details.estimate;
      const values = { tier: details.tier, area: formatNumber(locale, e.builtUpArea), amount: lakhRangeIn(locale, e.low, e.high) };
      return e.bedrooms
        ? m.adminEnquiriesSubjectEstimateRooms(locale, { ...values, bedrooms: bedroomsIn(locale, e.bedrooms) })
        : m.adminEnquiriesSubjectEstimate(locale, values);
    }
    case "site-visit":
      return `${visitDateIn(locale, details.date)}, ${details.slot ? visitSlotLabelIn(locale, { value: details.slot, label: details.slotLabel }) : details.slotLabel}`;
    case "call-back": {
      const how = details.contactBy === "whatsapp" ? m.adminEnquiriesSubjectReplyWhatsApp(locale) : m.adminEnquiriesSubjectCallBack(locale);
      return details.preferredTime && details.preferredTime !== "Any time"
        ? m.adminEnquiriesSubjectWhen(locale, { how, time: preferredTimeIn(locale, details.preferredTime) })
        : how;
    }
  }
}

/** "1½ hours", "20 minutes" in the admin's language; English is domain/visitor-time.ts hoursText. */
function hoursIn(locale: Locale, minutes: number): string {
  if (locale === DEFAULT_LOCALE) return hoursText(minutes);
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const fraction = ({ 0: "", 15: "¼", 30: "½", 45: "¾" } as Record<number, string>)[rest];
  if (fraction !== undefined)
    return m.adminEnquiriesHours(locale, { amount: `${whole > 0 ? formatNumber(locale, whole) : ""}${fraction}` });
  const restText = m.adminEnquiriesMinutes(locale, { count: formatNumber(locale, rest) });
  return whole > 0 ? `${m.adminEnquiriesHours(locale, { amount: formatNumber(locale, whole) })} ${restText}` : restText;
}

/** "1½ hours behind", "same time as India". */
function differenceIn(locale: Locale, differenceMinutes: number): string {
  if (differenceMinutes === 0) return m.adminEnquiriesTimeSame(locale);
  const hours = hoursIn(locale, Math.abs(differenceMinutes));
  return differenceMinutes < 0 ? m.adminEnquiriesTimeBehind(locale, { hours }) : m.adminEnquiriesTimeAhead(locale, { hours });
}

/**
 * "Their time: 7:40 pm (UAE, 1½ hours behind)", "1:10 am tomorrow": domain/visitor-time.ts
 * visitorTimeText in the admin's language. English keeps the domain's clock ("7:40 pm"); the
 * others tell the time at `now` as their own language writes it.
 */
export function visitorTimeIn(locale: Locale, clock: VisitorClock, now: Date): string {
  const time =
    locale === DEFAULT_LOCALE
      ? clock.time
      : new Intl.DateTimeFormat(intlLocale(locale), { timeZone: clock.timeZone, hour: "numeric", minute: "2-digit" }).format(now);
  const day =
    clock.day === "yesterday"
      ? m.adminEnquiriesTheirYesterday(locale, { time })
      : clock.day === "tomorrow"
        ? m.adminEnquiriesTheirTomorrow(locale, { time })
        : time;
  return m.adminEnquiriesTheirTime(locale, {
    time: day,
    place: placeLabel(locale, clock.place),
    difference: locale === DEFAULT_LOCALE ? clock.difference : differenceIn(locale, clock.differenceMinutes),
  });
}
