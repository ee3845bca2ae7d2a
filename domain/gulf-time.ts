/**
 * The company's office hours as a family in the Gulf reads them: the hours are kept in India's time
 * (Asia/Kolkata, UTC+5:30) and shown on /building-from-abroad in the Gulf's two time zones. Neither
 * India nor any Gulf country changes its clocks in summer, so each is a fixed offset from UTC and
 * the conversion needs no time-zone database: the same answer on the server and in any browser.
 */
import type { OpeningHours } from "./site-content";
import { SHORT_DAYS, WEEKDAYS, type Weekday } from "./site-content";

/** India Standard Time, the office's clock: UTC+5:30. */
export const INDIA_OFFSET_MINUTES = 330;

export interface GulfZone {
  /** The IANA name of the zone, for anyone who needs it (a test, a `<time>`). */
  timeZone: string;
  /** Minutes ahead of UTC. */
  offsetMinutes: number;
  /** "the UAE and Oman": how a sentence names the countries on this clock. */
  countries: string;
  /** "Gulf Standard Time, UTC+4": the clock's name, as its countries know it. */
  clock: string;
}

/** The Gulf's two clocks, with the countries most of the company's clients abroad work in. */
export const GULF_ZONES: readonly GulfZone[] = [
  { timeZone: "Asia/Dubai", offsetMinutes: 240, countries: "the UAE and Oman", clock: "Gulf Standard Time, UTC+4" },
  {
    timeZone: "Asia/Riyadh",
    offsetMinutes: 180,
    countries: "Saudi Arabia, Qatar, Kuwait and Bahrain",
    clock: "Arabia Standard Time, UTC+3",
  },
];

/** A span of open hours on one day of the target clock, in minutes from its midnight (closes ≤ 1440). */
export interface OpenSpan {
  day: Weekday;
  opens: number;
  closes: number;
}

const DAY = 24 * 60;
const WEEK = 7 * DAY;

function minutesOf(time: string): number {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
}

/** 390 → "6:30 AM"; midnight, at either end of a day, is "12:00 AM". */
export function clockTime(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** A span of India's clock (minutes from midnight) on a clock `offsetMinutes` ahead of UTC: "7:30 AM – 10:30 AM". */
export function spanOnClock([from, to]: readonly [number, number], offsetMinutes: number): string {
  const shift = offsetMinutes - INDIA_OFFSET_MINUTES;
  const on = (minutes: number) => clockTime((((minutes + shift) % DAY) + DAY) % DAY);
  return `${on(from)} – ${on(to)}`;
}

/**
 * A time zone's offset from UTC at `at`, in minutes, as Intl knows it (the browser's own zone, for a
 * visitor); null for a zone it does not know.
 */
export function zoneOffsetMinutes(timeZone: string, at: Date): number | null {
  try {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    }).formatToParts(at);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
    return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
  } catch {
    return null;
  }
}

/** "Asia/Dubai" → "Dubai", "America/New_York" → "New York": the place a time zone is named after. */
export function zonePlace(timeZone: string): string {
  return (timeZone.split("/").pop() ?? timeZone).replaceAll("_", " ");
}

/**
 * The office's open hours on another clock (`offsetMinutes` ahead of UTC), Monday first. A span
 * moved over midnight is cut there: its part before midnight belongs to the day before.
 */
export function openSpansIn(hours: readonly OpeningHours[], offsetMinutes: number): OpenSpan[] {
  const shift = offsetMinutes - INDIA_OFFSET_MINUTES;
  const spans: OpenSpan[] = [];
  for (const h of hours) {
    const index = WEEKDAYS.indexOf(h.day);
    if (h.closed || index < 0) continue;
    // Minutes from Monday 00:00 on the target clock, kept within the week.
    const start = (((index * DAY + minutesOf(h.opens) + shift) % WEEK) + WEEK) % WEEK;
    const length = minutesOf(h.closes) - minutesOf(h.opens);
    if (length <= 0) continue;
    for (let at = start, left = length; left > 0;) {
      const day = Math.floor(at / DAY);
      const opens = at % DAY;
      const closes = Math.min(DAY, opens + left);
      spans.push({ day: WEEKDAYS[day]!, opens, closes });
      left -= closes - opens;
      at = (at + closes - opens) % WEEK;
    }
  }
  const order = (s: OpenSpan) => WEEKDAYS.indexOf(s.day) * DAY + s.opens;
  return spans.sort((a, b) => order(a) - order(b));
}

/** Whether `next` is the day after `span`, with the same hours. */
function continues(span: OpenSpan, next: OpenSpan | undefined): boolean {
  return (
    !!next && next.opens === span.opens && next.closes === span.closes && WEEKDAYS.indexOf(next.day) === WEEKDAYS.indexOf(span.day) + 1
  );
}

/**
 * The open hours as lines a person reads at a glance: days in a row with the same hours are one
 * line ("Mon – Sat, 6:30 AM – 4:30 PM"); a day alone is named in full ("Saturday, 7:30 AM – 11:30 AM").
 */
export function spanLines(spans: readonly OpenSpan[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < spans.length;) {
    const first = spans[i]!;
    let j = i;
    while (continues(spans[j]!, spans[j + 1])) j++;
    const last = spans[j]!;
    const days = i === j ? first.day : `${SHORT_DAYS[first.day]} – ${SHORT_DAYS[last.day]}`;
    lines.push(`${days}, ${clockTime(first.opens)} – ${clockTime(first.closes)}`);
    i = j + 1;
  }
  return lines;
}

/** The open hours on a clock `offsetMinutes` ahead of UTC (India's own by default), as lines. */
export function openLines(hours: readonly OpeningHours[], offsetMinutes = INDIA_OFFSET_MINUTES): string[] {
  return spanLines(openSpansIn(hours, offsetMinutes));
}

export interface CallWindow {
  zone: GulfZone;
  /** ["Mon – Sat, 6:30 AM – 4:30 PM"]; empty when the office is never open. */
  lines: string[];
}

/** When to call the office, on each Gulf clock. */
export function gulfCallWindows(hours: readonly OpeningHours[]): CallWindow[] {
  return GULF_ZONES.map((zone) => ({ zone, lines: openLines(hours, zone.offsetMinutes) }));
}

/** "Mon – Sat, 6:30 AM – 4:30 PM in the UAE and Oman": a call window as one sentence. */
export function callWindowSentence(window: CallWindow): string {
  return `${window.lines.join("; ")} in ${window.zone.countries}`;
}
