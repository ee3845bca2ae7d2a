/**
 * Dates as the public pages show them: the long US form of docs/product.md §2 ("November 21, 2026"),
 * on the company's calendar in Kerala, so a post written late in the evening there is not
 * dated the next day by a server running on UTC.
 */
const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Kolkata" });

export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : LONG_DATE.format(date);
}
