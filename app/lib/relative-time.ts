/**
 * Relative times of docs/product.md §4 for the dashboard's recent activity: under a minute 'Just now',
 * then minutes, hours and days up to a week, then the date itself; in the admin's language (§11).
 */
import { intlLocale, type Locale } from "../../domain/locales";
import * as m from "../i18n/messages";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
const englishDate = new Intl.DateTimeFormat("en-US", DATE);

type Count = (locale: Locale, values: { count: number }) => string;

function count(locale: Locale, value: number, one: Count, many: Count): string {
  return (value === 1 ? one : many)(locale, { count: value });
}

/** `date` as an ISO string, a Date or epoch milliseconds; `now` defaults to the current time. */
export function formatRelativeTime(locale: Locale, date: string | number | Date, now: number | Date = Date.now()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return "";
  // A time slightly in the future (clocks a little apart) still reads as just now.
  const elapsed = Math.max(0, new Date(now).getTime() - then);
  if (elapsed < MINUTE) return m.adminTimeJustNow(locale);
  if (elapsed < HOUR) return count(locale, Math.floor(elapsed / MINUTE), m.adminTimeMinutesOne, m.adminTimeMinutesMany);
  if (elapsed < DAY) return count(locale, Math.floor(elapsed / HOUR), m.adminTimeHoursOne, m.adminTimeHoursMany);
  if (elapsed < WEEK) return count(locale, Math.floor(elapsed / DAY), m.adminTimeDaysOne, m.adminTimeDaysMany);
  return locale === "en" ? englishDate.format(then) : new Intl.DateTimeFormat(intlLocale(locale), DATE).format(then);
}
