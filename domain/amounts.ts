/**
 * Amounts as Kerala says them: a house costs "₹36–41 lakh", a large one "₹1.2–1.4 crore"; and the
 * same amounts in a Gulf currency, for the families who build from abroad, at a rate the company
 * sets (never a live rate). Plain functions, light enough for the estimator's island.
 */

export const LAKH = 100_000;
export const CRORE = 10_000_000;

/** A figure in lakh or crore: one decimal under 10, whole from 10 on. */
function figure(value: number): number {
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

/**
 * How a language writes an amount: its figure (Indian grouping, no trailing ".0") and the words
 * for lakh and crore. English unless told: the app passes the Malayalam and Tamil words.
 */
export interface AmountWords {
  number: (value: number) => string;
  lakh: string;
  crore: string;
}

const ENGLISH_WORDS: AmountWords = {
  number: (value) => value.toLocaleString("en-IN", { maximumFractionDigits: 1 }),
  lakh: "lakh",
  crore: "crore",
};

interface Spoken {
  value: number;
  /** "lakh", "crore", or "" for an amount under a lakh (said in rupees). */
  unit: "lakh" | "crore" | "";
}

function spoken(amount: number): Spoken {
  const rupees = Math.max(0, amount);
  // An amount that rounds to 100 lakh is a crore.
  if (rupees >= CRORE - LAKH / 2) return { value: figure(rupees / CRORE), unit: "crore" };
  if (rupees >= LAKH) return { value: figure(rupees / LAKH), unit: "lakh" };
  return { value: Math.round(rupees), unit: "" };
}

const said = ({ value, unit }: Spoken, words: AmountWords) => `₹${words.number(value)}${unit ? ` ${words[unit]}` : ""}`;

/** "₹38.7 lakh", "₹8.5 lakh", "₹1.2 crore", "₹45,000". */
export function formatLakh(amount: number, words: AmountWords = ENGLISH_WORDS): string {
  return said(spoken(amount), words);
}

/**
 * A range as Kerala says it: "₹36–41 lakh", "₹8.5–9.6 lakh", "₹1.2–1.4 crore", and across the two
 * units "₹92 lakh – ₹1.1 crore". A range whose ends read the same is one amount.
 */
export function formatLakhRange(low: number, high: number, words: AmountWords = ENGLISH_WORDS): string {
  const from = spoken(Math.min(low, high));
  const to = spoken(Math.max(low, high));
  if (from.unit !== to.unit) return `${said(from, words)} – ${said(to, words)}`;
  if (from.value === to.value) return said(to, words);
  return `₹${words.number(from.value)}–${words.number(to.value)}${to.unit ? ` ${words[to.unit]}` : ""}`;
}

// ——— Gulf currencies ———

/** The Gulf currencies a visitor can see an estimate in, in the order the estimator lists them. */
export const GULF_CURRENCIES = ["AED", "SAR", "QAR", "OMR", "KWD", "BHD"] as const;
export type GulfCurrency = (typeof GULF_CURRENCIES)[number];

export const CURRENCY_NAMES: Record<GulfCurrency, string> = {
  AED: "UAE dirham",
  SAR: "Saudi riyal",
  QAR: "Qatari riyal",
  OMR: "Omani rial",
  KWD: "Kuwaiti dinar",
  BHD: "Bahraini dinar",
};

/** The currency of a Gulf time zone, as a visitor's browser names it: where they most likely earn. */
const ZONE_CURRENCIES: Record<string, GulfCurrency> = {
  "Asia/Dubai": "AED",
  "Asia/Riyadh": "SAR",
  "Asia/Qatar": "QAR",
  "Asia/Muscat": "OMR",
  "Asia/Kuwait": "KWD",
  "Asia/Bahrain": "BHD",
};

export function currencyOfZone(timeZone: string): GulfCurrency | null {
  return ZONE_CURRENCIES[timeZone] ?? null;
}

export function isGulfCurrency(code: unknown): code is GulfCurrency {
  return typeof code === "string" && (GULF_CURRENCIES as readonly string[]).includes(code);
}

/** Rupees per one unit of each currency, as the company set them; null hides the currency. */
export type CurrencyRates = Record<GulfCurrency, number | null>;

/** A rupee range in another currency, at the company's rate. */
export interface ForeignRange {
  code: GulfCurrency;
  /** Rupees per one unit. */
  rate: number;
  low: number;
  high: number;
  /** The day the company set its rates ("2026-11-01"), or "". */
  setOn: string;
}

/** Three significant figures: a converted estimate is no more exact than the estimate. */
function roughly(amount: number): number {
  if (amount <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 2);
  return Math.round(amount / step) * step;
}

/** The currencies with a rate set, in the estimator's order. */
export function offeredCurrencies(rates: Partial<CurrencyRates>): Array<{ code: GulfCurrency; rate: number }> {
  return GULF_CURRENCIES.flatMap((code) => {
    const rate = rates[code];
    return typeof rate === "number" && Number.isFinite(rate) && rate > 0 ? [{ code, rate }] : [];
  });
}

/** `low`–`high` rupees in `code` at the company's rate, or null when that currency has no rate. */
export function inCurrency(low: number, high: number, code: unknown, rates: Partial<CurrencyRates>, setOn = ""): ForeignRange | null {
  if (!isGulfCurrency(code)) return null;
  const offered = offeredCurrencies(rates).find((c) => c.code === code);
  if (!offered) return null;
  return { code, rate: offered.rate, low: roughly(low / offered.rate), high: roughly(high / offered.rate), setOn };
}

/** "1 Nov 2026": the day a rate was set ("2026-11-01"), as people write it. */
export function formatRateDay(day: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(at.getTime())
    ? at.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })
    : "";
}

/** "≈ AED 149,000–171,000": the range alone, for a line about an estimate. */
export function formatForeignAmounts(range: ForeignRange): string {
  const amount = (n: number) => n.toLocaleString("en-US");
  return `≈ ${range.code} ${range.low === range.high ? amount(range.high) : `${amount(range.low)}–${amount(range.high)}`}`;
}

/** "≈ AED 149,000–171,000 at ₹24.2 per AED (rate set 1 Nov 2026)". */
export function formatForeignRange(range: ForeignRange): string {
  const rate = range.rate.toLocaleString("en-IN", { maximumFractionDigits: 2 });
  const day = formatRateDay(range.setOn);
  return `${formatForeignAmounts(range)} at ₹${rate} per ${range.code}${day ? ` (rate set ${day})` : ""}`;
}
