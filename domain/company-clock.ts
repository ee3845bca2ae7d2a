/**
 * The company's clock (India, UTC+5:30 all year): references, visit dates, follow-ups and office
 * hours are its days and minutes, wherever the visitor or the server is.
 */
/** The company's time zone: references, visit dates and follow-ups are its days. */
export const COMPANY_TIME_ZONE = "Asia/Kolkata";

/** The company's calendar date of `at`: "2026-11-25". */
export function companyDate(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The minutes since midnight of `at`, on the company's clock. */
export function companyMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: COMPANY_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}
