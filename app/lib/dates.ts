import type { Locale } from "../../domain/locales";
import { formatDate } from "../i18n/format";

/**
 * Dates as the public pages show them: the long US form of docs/product.md §2 ("November 21, 2026"),
 * on the company's calendar in Kerala, so a post written late in the evening there is not
 * dated the next day by a server running on UTC. A Malayalam or Tamil page writes the date in its
 * own language ("2026 നവംബർ 21", "21 நவம்பர், 2026"); the admin, without a language, in English.
 */
const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Kolkata" });

export function formatLongDate(iso: string, locale: Locale = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return locale === "en" ? LONG_DATE.format(date) : formatDate(locale, date, { year: "numeric", month: "long", day: "numeric" });
}
