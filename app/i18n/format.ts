import { intlLocale, type Locale } from "../../domain/locales";

/**
 * Numbers and dates in the page's language, through `Intl`: numbers in Indian grouping
 * ("1,00,000") in every language, dates with the language's own month names, on India's clock.
 */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

export function formatDate(locale: Locale, date: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: "Asia/Kolkata", ...options }).format(new Date(date));
}
