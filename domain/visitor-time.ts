/**
 * The visitor's own clock, for the inbox (docs/product.md §10): most of the company's clients work
 * abroad, and a call at 3 am in Dubai or at dawn in London is a lead lost. A number with a country
 * code other than India's is read (domain/phone.ts) and the country's main time zone looked up in
 * the table of where Kerala's families call from; a call-back request may also carry the zone the
 * visitor's browser named, which is more exact (the east or the west of the US), and wins. The
 * time is told by Intl.DateTimeFormat, so summer time in the UK, the US or Australia is right.
 * Plain functions without a dependency, for the admin area only.
 */
import { COMPANY_TIME_ZONE } from "./company-clock";
import { INDIA_OFFSET_MINUTES, zoneOffsetMinutes, zonePlace } from "./gulf-time";
import { INDIA, readPhone } from "./phone";

export interface AbroadClock {
  /** The country code, without +: "971". */
  code: string;
  /** How the inbox names the place: "UAE". */
  place: string;
  /** The IANA zone most of the country's callers live in. */
  timeZone: string;
}

/**
 * The countries Kerala's diaspora calls from, with each one's main zone. The Gulf keeps one clock
 * all year; the UK, the US and Australia change theirs in summer, which Intl knows. Where a country
 * has several zones, the one most Malayali families live in is taken and named.
 */
export const ABROAD_CLOCKS: readonly AbroadClock[] = [
  { code: "971", place: "UAE", timeZone: "Asia/Dubai" },
  { code: "966", place: "Saudi Arabia", timeZone: "Asia/Riyadh" },
  { code: "974", place: "Qatar", timeZone: "Asia/Qatar" },
  { code: "968", place: "Oman", timeZone: "Asia/Muscat" },
  { code: "965", place: "Kuwait", timeZone: "Asia/Kuwait" },
  { code: "973", place: "Bahrain", timeZone: "Asia/Bahrain" },
  { code: "44", place: "UK", timeZone: "Europe/London" },
  { code: "1", place: "US/Canada, Eastern", timeZone: "America/New_York" },
  { code: "65", place: "Singapore", timeZone: "Asia/Singapore" },
  { code: "60", place: "Malaysia", timeZone: "Asia/Kuala_Lumpur" },
  { code: "61", place: "Australia, Sydney", timeZone: "Australia/Sydney" },
];

export interface VisitorClock {
  /** "UAE", or the place the browser's zone is named after ("Los Angeles"). */
  place: string;
  timeZone: string;
  /** "7:40 pm" on their clock. */
  time: string;
  /** Their day against India's: "yesterday", "tomorrow", or "" for the same day. */
  day: "" | "yesterday" | "tomorrow";
  /** Minutes their clock is ahead of India's (negative: behind). */
  differenceMinutes: number;
  /** "1½ hours behind", "2½ hours ahead", "same time as India". */
  difference: string;
  /** Between 10 pm and 7 am there: a call may wake them. */
  night: boolean;
}

/** Before 7 am or from 10 pm on: a time to send a message rather than call. */
const NIGHT_ENDS = 7;
const NIGHT_STARTS = 22;

const FRACTIONS: Record<number, string> = { 0: "", 15: "¼", 30: "½", 45: "¾" };

/** 90 → "1½ hours", 30 → "½ hour", 60 → "1 hour", 345 → "5¾ hours", 20 → "20 minutes". */
export function hoursText(minutes: number): string {
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const fraction = FRACTIONS[rest];
  if (fraction === undefined) {
    const parts = [whole > 0 ? `${whole} hour${whole === 1 ? "" : "s"}` : "", `${rest} minutes`];
    return parts.filter(Boolean).join(" ");
  }
  const amount = `${whole > 0 ? whole : ""}${fraction}`;
  return `${amount} ${whole === 1 && rest === 0 ? "hour" : whole === 0 ? "hour" : "hours"}`;
}

/** "1½ hours behind", "5½ hours ahead", or "same time as India". */
export function differenceText(differenceMinutes: number): string {
  if (differenceMinutes === 0) return "same time as India";
  return `${hoursText(Math.abs(differenceMinutes))} ${differenceMinutes < 0 ? "behind" : "ahead"}`;
}

/** The clock of a known zone, or null for a name Intl does not know. */
function validZone(timeZone: string | undefined): string | null {
  if (!timeZone || timeZone === COMPANY_TIME_ZONE) return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return null;
  }
}

/** The zone and how to name it, for a phone number and the zone a browser named, if any. */
export function visitorZone(phone: string, browserZone?: string): { place: string; timeZone: string } | null {
  const fromBrowser = validZone(browserZone);
  const { phone: read } = readPhone(phone);
  const country = read?.country;
  if (fromBrowser) {
    // The zone the visitor's own browser named: a place in the inbox's words when the table has it.
    const known = ABROAD_CLOCKS.find((clock) => clock.timeZone === fromBrowser);
    return { place: known?.place ?? zonePlace(fromBrowser), timeZone: fromBrowser };
  }
  if (!country || country === INDIA) return null;
  const clock = ABROAD_CLOCKS.find((entry) => entry.code === country);
  return clock ? { place: clock.place, timeZone: clock.timeZone } : null;
}

/** The calendar day of `at` in a zone, as a number that compares: 2026 * 10000 + month * 100 + day. */
function dayNumber(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("year") * 10_000 + part("month") * 100 + part("day");
}

/**
 * What the clock reads where the visitor is, at `now`: for a number from abroad (by its country
 * code) or a call-back whose browser named its zone. Null for a number from India without one, or
 * from a country the table does not list.
 */
export function visitorClock(phone: string, now: Date, browserZone?: string): VisitorClock | null {
  const zone = visitorZone(phone, browserZone);
  if (!zone) return null;
  const offset = zoneOffsetMinutes(zone.timeZone, now);
  const india = zoneOffsetMinutes(COMPANY_TIME_ZONE, now) ?? INDIA_OFFSET_MINUTES;
  if (offset === null) return null;
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone.timeZone,
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0) % 24;
  const minute = parts.find((p) => p.type === "minute")?.value ?? "00";
  const theirs = dayNumber(now, zone.timeZone);
  const ours = dayNumber(now, COMPANY_TIME_ZONE);
  const differenceMinutes = offset - india;
  return {
    ...zone,
    time: `${hour % 12 || 12}:${minute} ${hour < 12 ? "am" : "pm"}`,
    day: theirs === ours ? "" : theirs < ours ? "yesterday" : "tomorrow",
    differenceMinutes,
    difference: differenceText(differenceMinutes),
    night: hour < NIGHT_ENDS || hour >= NIGHT_STARTS,
  };
}

/** "Their time: 7:40 pm (UAE, 1½ hours behind)"; "1:10 am tomorrow" when their day is not India's. */
export function visitorTimeText(clock: VisitorClock): string {
  return `Their time: ${clock.time}${clock.day ? ` ${clock.day}` : ""} (${clock.place}, ${clock.difference})`;
}
