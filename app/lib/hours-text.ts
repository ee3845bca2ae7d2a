/**
 * Days and times in the page's language: the office hours (domain/site-content.ts hoursLines
 * writes them in English), a span of the day, a visit's slot and date. English is the domain's own
 * wording, unchanged; Malayalam and Tamil say the part of the day before a 12-hour time, as people
 * there do ("രാവിലെ 8:00", "மாலை 6:00").
 */
import { DEFAULT_LOCALE, type Locale } from "../../domain/locales";
import { hoursLines, type OpeningHours, type Weekday } from "../../domain/site-content";
import { formatVisitDate, VISIT_SLOT_MINUTES } from "../../domain/visits";
import { formatDate } from "../i18n/format";
import * as m from "../i18n/messages";

type Words = (locale: Locale) => string;

const DAYS: Record<Weekday, { full: Words; short: Words }> = {
  Monday: { full: m.contactDayMonday, short: m.contactDayMon },
  Tuesday: { full: m.contactDayTuesday, short: m.contactDayTue },
  Wednesday: { full: m.contactDayWednesday, short: m.contactDayWed },
  Thursday: { full: m.contactDayThursday, short: m.contactDayThu },
  Friday: { full: m.contactDayFriday, short: m.contactDayFri },
  Saturday: { full: m.contactDaySaturday, short: m.contactDaySat },
  Sunday: { full: m.contactDaySunday, short: m.contactDaySun },
};

const DAY = 24 * 60;

/** The part of the day a time is in, as Kerala and Tamil Nadu name it; midnight, at either end of a day, is night. */
function partOfDay(minutes: number): (locale: Locale, values: { time: string }) => string {
  const hour = Math.floor(minutes / 60) % 24;
  if (hour < 4 || hour >= 19) return m.contactTimeNight;
  if (hour < 6) return m.contactTimeEarly;
  if (hour < 12) return m.contactTimeMorning;
  if (hour < 15) return m.contactTimeAfternoon;
  return m.contactTimeEvening;
}

function twelveHour(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")}`;
}

function minutesOf(time: string): number {
  const [h = 0, min = 0] = time.split(":").map(Number);
  return h * 60 + min;
}

/** A time of day (minutes from midnight) in Malayalam or Tamil: "രാവിലെ 7:30". */
export function clockTimeIn(locale: Locale, minutes: number): string {
  const at = ((minutes % DAY) + DAY) % DAY;
  return partOfDay(at)(locale, { time: twelveHour(at) });
}

/** From one time to another: "രാവിലെ 7:30 – 10:30", the part of the day said once when both are in it. */
export function timeSpanIn(locale: Locale, from: number, to: number): string {
  const [start, end] = [from, to].map((minutes) => ((minutes % DAY) + DAY) % DAY) as [number, number];
  const same = partOfDay(start) === partOfDay(end) && end > start;
  return m.contactTimeSpan(locale, { from: clockTimeIn(locale, start), to: same ? twelveHour(end) : clockTimeIn(locale, end) });
}

/**
 * The office hours as lines, as hoursLines writes them in English ("Mon - Sat 8:00 AM - 6:00 PM",
 * "Sunday: Closed"): days in a row with the same hours are one line.
 */
export function hoursLinesIn(locale: Locale, hours: readonly OpeningHours[]): string[] {
  if (locale === DEFAULT_LOCALE) return hoursLines(hours);
  const lines: string[] = [];
  for (let i = 0; i < hours.length;) {
    const first = hours[i]!;
    let j = i;
    const same = (h: OpeningHours) => h.closed === first.closed && (first.closed || (h.opens === first.opens && h.closes === first.closes));
    while (j + 1 < hours.length && same(hours[j + 1]!)) j++;
    const last = hours[j]!;
    const days =
      i === j
        ? first.closed
          ? DAYS[first.day].full(locale)
          : DAYS[first.day].short(locale)
        : m.contactHoursDays(locale, { from: DAYS[first.day].short(locale), to: DAYS[last.day].short(locale) });
    lines.push(
      first.closed
        ? m.contactHoursClosed(locale, { days })
        : m.contactHoursOpen(locale, { days, span: timeSpanIn(locale, minutesOf(first.opens), minutesOf(first.closes)) }),
    );
    i = j + 1;
  }
  return lines;
}

/** A visit's slot ("10:00", its start) as the form offers it: "10:00 AM – 12:00 PM" in English. */
export function visitSlotLabelIn(locale: Locale, slot: { value: string; label: string }): string {
  if (locale === DEFAULT_LOCALE) return slot.label;
  const start = minutesOf(slot.value);
  return timeSpanIn(locale, start, start + VISIT_SLOT_MINUTES);
}

/** A visit's date ("2026-11-28") as people say it: "Sat 28 Nov 2026" in English. */
export function visitDateIn(locale: Locale, date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (locale === DEFAULT_LOCALE || Number.isNaN(at.getTime())) return formatVisitDate(date);
  return formatDate(locale, at, { weekday: "short", day: "numeric", month: "long", year: "numeric" });
}
