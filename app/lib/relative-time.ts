/**
 * Relative times of docs/product.md §4 for the dashboard's recent activity: under a minute 'Just now',
 * then minutes, hours and days up to a week, then the date itself.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? "" : "s"} ago`;
}

/** `date` as an ISO string, a Date or epoch milliseconds; `now` defaults to the current time. */
export function formatRelativeTime(date: string | number | Date, now: number | Date = Date.now()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return "";
  // A time slightly in the future (clocks a little apart) still reads as just now.
  const elapsed = Math.max(0, new Date(now).getTime() - then);
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return count(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return count(Math.floor(elapsed / HOUR), "hour");
  if (elapsed < WEEK) return count(Math.floor(elapsed / DAY), "day");
  return dateFormat.format(then);
}
