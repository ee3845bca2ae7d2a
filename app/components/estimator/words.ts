/**
 * The estimator's figures in the page's language: amounts in lakh and crore, the Gulf currency
 * line, bedrooms and floors, the problems of a request, the estimate in a line (for a call about
 * it) and its WhatsApp text. The sums are domain/amounts.ts's and domain/estimator.ts's; this
 * only words them, in English exactly as those do.
 */
import {
  formatForeignAmounts,
  formatLakh,
  formatLakhRange,
  formatRateDay,
  type AmountWords,
  type ForeignRange,
  type GulfCurrency,
} from "../../../domain/amounts";
import type { Enquiry } from "../../../domain/enquiries";
import { BEDROOM_AREAS, type Estimate, type EstimateFigure, type EstimateProblem } from "../../../domain/estimator";
import type { Locale } from "../../../domain/locales";
import { formatDate, formatNumber } from "../../i18n/format";
import * as m from "../../i18n/messages";

function amountWords(locale: Locale): AmountWords {
  return {
    number: (value) => formatNumber(locale, value, { maximumFractionDigits: 1 }),
    lakh: m.estimatorLakh(locale),
    crore: m.estimatorCrore(locale),
  };
}

/** "₹38.7 lakh", "₹38.7 ലക്ഷം", "₹1.2 கோடி". */
export function lakhIn(locale: Locale, amount: number): string {
  return formatLakh(amount, amountWords(locale));
}

/** "₹36–41 lakh", "₹36–41 ലക്ഷം", "₹92 லட்சம் – ₹1.1 கோடி". */
export function lakhRangeIn(locale: Locale, low: number, high: number): string {
  return formatLakhRange(low, high, amountWords(locale));
}

/** "₹1,999": rupees in the Indian grouping. */
export function rupeesIn(locale: Locale, amount: number): string {
  return `₹${formatNumber(locale, Math.round(amount))}`;
}

export function currencyName(locale: Locale, code: GulfCurrency): string {
  switch (code) {
    case "AED":
      return m.estimatorCurrencyAed(locale);
    case "SAR":
      return m.estimatorCurrencySar(locale);
    case "QAR":
      return m.estimatorCurrencyQar(locale);
    case "OMR":
      return m.estimatorCurrencyOmr(locale);
    case "KWD":
      return m.estimatorCurrencyKwd(locale);
    case "BHD":
      return m.estimatorCurrencyBhd(locale);
  }
}

/** "≈ AED 149,000–171,000 at ₹24.2 per AED (rate set 1 Nov 2026)"; the Gulf amounts keep the Gulf's grouping. */
export function foreignRangeIn(locale: Locale, range: ForeignRange): string {
  const amounts = formatForeignAmounts(range);
  const rate = formatNumber(locale, range.rate, { maximumFractionDigits: 2 });
  const english = formatRateDay(range.setOn);
  const day =
    english && locale !== "en"
      ? formatDate(locale, `${range.setOn}T12:00:00Z`, { day: "numeric", month: "short", year: "numeric" })
      : english;
  return day
    ? m.estimatorForeignRateSet(locale, { amounts, rate, code: range.code, day })
    : m.estimatorForeignRate(locale, { amounts, rate, code: range.code });
}

/** "3 bedrooms", "1 bedroom", "5+ bedrooms". */
export function bedroomsIn(locale: Locale, bedrooms: number): string {
  const count = BEDROOM_AREAS.find((row) => row.bedrooms === bedrooms)?.label ?? String(bedrooms);
  return count === "1" ? m.estimatorBedroomsOne(locale, { count }) : m.estimatorBedroomsMany(locale, { count });
}

/** "1 floor", "2 floors". */
export function floorsIn(locale: Locale, floors: number): string {
  const count = formatNumber(locale, floors);
  return floors === 1 ? m.estimatorFloorsOne(locale, { count }) : m.estimatorFloorsMany(locale, { count });
}

/** "10 cents", "2,178 sq.ft": a plot as the visitor gave it. */
export function plotIn(locale: Locale, size: number, unit: string): string {
  const formatted = formatNumber(locale, size);
  return unit === "cents" ? m.estimatorCentsOf(locale, { size: formatted }) : m.estimatorSqftOf(locale, { size: formatted });
}

function figureName(locale: Locale, figure: EstimateFigure): string {
  switch (figure) {
    case "plotSize":
      return m.estimatorFigurePlotSize(locale);
    case "builtUpArea":
      return m.estimatorFigureBuiltUpArea(locale);
    case "floors":
      return m.estimatorFigureFloors(locale);
  }
}

function missing(locale: Locale, figure: EstimateFigure): string {
  switch (figure) {
    case "plotSize":
      return m.estimatorErrorMissingPlotSize(locale);
    case "builtUpArea":
      return m.estimatorErrorMissingBuiltUpArea(locale);
    case "floors":
      return m.estimatorErrorMissingFloors(locale);
  }
}

/** What to correct in a field: "Enter the plot size", "Floors must be a whole number", … */
export function problemIn(locale: Locale, problem: EstimateProblem): string {
  switch (problem.kind) {
    case "missing":
      return missing(locale, problem.figure);
    case "notWhole":
      return m.estimatorErrorNotWhole(locale, { figure: figureName(locale, problem.figure) });
    case "tooSmall":
      return m.estimatorErrorTooSmall(locale, { figure: figureName(locale, problem.figure), limit: formatNumber(locale, problem.limit) });
    case "tooLarge":
      return m.estimatorErrorTooLarge(locale, { figure: figureName(locale, problem.figure), limit: formatNumber(locale, problem.limit) });
    case "plotUnit":
      return m.estimatorErrorPlotUnit(locale);
    case "noTier":
      return m.estimatorErrorNoTier(locale);
    case "unknownTier":
      return m.estimatorErrorUnknownTier(locale);
    case "bedrooms":
      return m.estimatorErrorBedrooms(locale);
    case "floorOverPlot":
      return m.estimatorErrorFloorOverPlot(locale, { plot: formatNumber(locale, problem.plotSqft) });
  }
}

/** "Premium at ₹1,999 per sq.ft × 1,500 sq.ft (3 bedrooms) on 2 floors; plot 2,178 sq.ft." */
export function estimateSummary(locale: Locale, e: Estimate): string {
  const values = {
    tier: e.tier,
    rate: rupeesIn(locale, e.rate),
    area: formatNumber(locale, e.builtUpArea),
    floors: floorsIn(locale, e.floors),
    plot: formatNumber(locale, e.plotSqft),
  };
  return e.bedrooms
    ? m.estimatorSummaryRooms(locale, { ...values, bedrooms: bedroomsIn(locale, e.bedrooms) })
    : m.estimatorSummary(locale, values);
}

/**
 * The estimate in a line, for a call-back request about it: "Estimate for a home like Villa at
 * Kowdiar: 10 cents plot, 3 bedrooms, 1,500 sq.ft, 2 floors, Premium: ₹30–35 lakh (≈ AED 124,000–143,000)".
 */
export function estimateLine(locale: Locale, e: Estimate, like?: { title: string }): string {
  const range = lakhRangeIn(locale, e.low, e.high);
  const values = {
    plot: plotIn(locale, e.plotSize, e.plotUnit),
    area: formatNumber(locale, e.builtUpArea),
    floors: floorsIn(locale, e.floors),
    tier: e.tier,
    amount: e.foreign ? `${range} (${formatForeignAmounts(e.foreign)})` : range,
  };
  const figures = e.bedrooms
    ? m.estimatorLineFiguresRooms(locale, { ...values, bedrooms: bedroomsIn(locale, e.bedrooms) })
    : m.estimatorLineFigures(locale, values);
  return like ? m.estimatorLineLike(locale, { title: like.title, figures }) : m.estimatorLine(locale, { figures });
}

/** The WhatsApp text of an estimate sent to the company: its lines, ending with the reference. */
export function estimateWhatsAppText(
  locale: Locale,
  enquiry: Pick<Enquiry, "name" | "phone" | "message" | "reference"> & { tier: string; estimate: Estimate },
): string {
  const e = enquiry.estimate;
  const bedrooms = e.bedrooms ? (BEDROOM_AREAS.find((row) => row.bedrooms === e.bedrooms)?.label ?? String(e.bedrooms)) : "";
  const lines = [
    m.estimatorWhatsAppTitle(locale),
    m.estimatorWhatsAppName(locale, { name: enquiry.name }),
    m.estimatorWhatsAppPhone(locale, { phone: enquiry.phone }),
    m.estimatorWhatsAppPlot(locale, { plot: plotIn(locale, e.plotSize, e.plotUnit) }),
    ...(bedrooms ? [m.estimatorWhatsAppBedrooms(locale, { bedrooms })] : []),
    m.estimatorWhatsAppArea(locale, { area: formatNumber(locale, e.builtUpArea), floors: floorsIn(locale, e.floors) }),
    m.estimatorWhatsAppPackage(locale, { tier: enquiry.tier, rate: rupeesIn(locale, e.rate) }),
    m.estimatorWhatsAppEstimate(locale, { amount: lakhRangeIn(locale, e.low, e.high) }),
    ...(e.foreign ? [foreignRangeIn(locale, e.foreign)] : []),
    ...(enquiry.message ? [m.estimatorWhatsAppMessage(locale, { message: enquiry.message })] : []),
    m.estimatorWhatsAppRef(locale, { reference: enquiry.reference }),
  ];
  return lines.join("\n");
}
