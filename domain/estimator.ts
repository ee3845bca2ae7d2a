/**
 * The estimator (issue #18): a home's cost from its plot, size and package, the payment stages it
 * is paid in, and the bedrooms a size suits. Plain functions, light enough for the estimator's
 * island; the server works out the same figures for the inbox.
 */
import { inCurrency, isGulfCurrency, type CurrencyRates, type ForeignRange, type GulfCurrency } from "./amounts";
export const SQFT_PER_CENT = 435.6;
export const PLOT_UNITS = ["cents", "sqft"] as const;
export type PlotUnit = (typeof PLOT_UNITS)[number];
/** The high end of an estimate over its low end: site work, soil and choices that differ per home. */
export const ESTIMATE_SPREAD = 1.15;

export interface EstimateTier {
  title: string;
  price: string;
  unit: string;
  features: readonly string[];
  warranty: string;
}

export interface EstimateRequest {
  plotSize: number;
  plotUnit: PlotUnit;
  builtUpArea: number;
  floors: number;
  tier: string;
  /** The bedrooms the visitor chose (5 stands for 5 or more); absent when not said (and in estimates of older releases). */
  bedrooms?: number;
  /** The Gulf currency the visitor also wants the estimate in; absent for rupees only. */
  currency?: GulfCurrency;
}

export interface Estimate extends EstimateRequest {
  plotSqft: number;
  /** Rupees per sq.ft of the tier. */
  rate: number;
  low: number;
  high: number;
  features: readonly string[];
  warranty: string;
  /** The range in the chosen Gulf currency, at the company's rate of the day: absent for rupees only. */
  foreign?: ForeignRange;
}

/** The company's Gulf currency rates as the estimator uses them (Site → Services & pricing). */
export interface EstimateRates {
  rates: Partial<CurrencyRates>;
  /** The day the rates were set ("2026-11-01"), or "". */
  setOn: string;
}

// ——— Bedrooms ———

/**
 * The built-up area (all floors) of a typical Kerala home with so many bedrooms: what the estimator
 * suggests until the visitor types an area of their own. The last row stands for 5 or more.
 */
export const BEDROOM_AREAS: ReadonlyArray<{ bedrooms: number; label: string; sqft: number }> = [
  { bedrooms: 1, label: "1", sqft: 650 },
  { bedrooms: 2, label: "2", sqft: 1000 },
  { bedrooms: 3, label: "3", sqft: 1500 },
  { bedrooms: 4, label: "4", sqft: 2100 },
  { bedrooms: 5, label: "5+", sqft: 2800 },
];

/** The area suggested for a number of bedrooms ("3" or 3), or null when none is chosen. */
export function suggestedArea(bedrooms: unknown): number | null {
  const count = typeof bedrooms === "number" ? bedrooms : Number.parseInt(String(bedrooms ?? ""), 10);
  return BEDROOM_AREAS.find((row) => row.bedrooms === count)?.sqft ?? null;
}

/** "3 bedrooms", "1 bedroom", "5+ bedrooms". */
export function bedroomsText(bedrooms: number): string {
  const label = BEDROOM_AREAS.find((row) => row.bedrooms === bedrooms)?.label ?? String(bedrooms);
  return `${label} bedroom${label === "1" ? "" : "s"}`;
}

// ——— Payments ———

export interface PaymentStage {
  stage: string;
  /** Percent of the contract paid at this stage; the stages add up to 100. */
  percent: number;
}

/** What the stages add up to, in percent. */
export function paymentsTotal(stages: readonly PaymentStage[]): number {
  // Summed in hundredths, so that 33.33 + 33.33 + 33.34 is exactly 100.
  return Math.round(stages.reduce((sum, s) => sum + s.percent * 100, 0)) / 100;
}

/** The estimate's midpoint: what the payment split is worked out on. */
export function estimateMidpoint(estimate: Pick<Estimate, "low" | "high">): number {
  return (estimate.low + estimate.high) / 2;
}

/** Each stage's share of the estimate's midpoint, in rupees. */
export function paymentSplit(
  estimate: Pick<Estimate, "low" | "high">,
  stages: readonly PaymentStage[],
): Array<PaymentStage & { amount: number }> {
  const middle = estimateMidpoint(estimate);
  return stages.map((s) => ({ ...s, amount: (middle * s.percent) / 100 }));
}

/** The rupees of a price as the site writes it: "₹1,999" → 1999; null when it names no amount. */
export function priceAmount(price: string): number | null {
  // The first amount written: "Rs. 1,999" and "₹1,999–2,499" are both 1999.
  const first = /\d[\d,]*(?:\.\d+)?/.exec(price)?.[0];
  const amount = first ? Number.parseFloat(first.replace(/,/g, "")) : NaN;
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** Rounds to the nearest ₹10,000: an estimate is not a quotation. */
function roundRupees(amount: number): number {
  return Math.round(amount / 10_000) * 10_000;
}

/** The tiers an estimate can use: those whose price is an amount per sq.ft. */
export function estimableTiers<T extends EstimateTier>(tiers: readonly T[]): T[] {
  return tiers.filter((tier) => priceAmount(tier.price) !== null);
}

/**
 * The estimate of a checked request. With the company's rates, a request for a Gulf currency gets
 * the range in it too; a currency without a rate (the company cleared it) is left out.
 */
export function estimateCost(request: EstimateRequest, tiers: readonly EstimateTier[], rates?: EstimateRates): Estimate {
  const tier = estimableTiers(tiers).find((t) => t.title === request.tier);
  if (!tier) throw new Error(`No tier named ${request.tier}`);
  const rate = priceAmount(tier.price)!;
  const plotSqft = request.plotUnit === "cents" ? request.plotSize * SQFT_PER_CENT : request.plotSize;
  const base = request.builtUpArea * rate;
  const low = roundRupees(base);
  const high = roundRupees(base * ESTIMATE_SPREAD);
  const { currency, ...asked } = request;
  const foreign = currency && rates ? inCurrency(low, high, currency, rates.rates, rates.setOn) : null;
  return {
    ...asked,
    ...(foreign ? { currency, foreign } : {}),
    plotSqft: Math.round(plotSqft),
    rate,
    low,
    high,
    features: tier.features,
    warranty: tier.warranty,
  };
}

/** A number as a visitor typed it ("1,800", "5.5"), or null. */
function readNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const number = Number(value.replace(/,/g, "").trim());
  return Number.isFinite(number) ? number : null;
}

const ESTIMATE_FIELDS = {
  plotSize: { label: "Plot size", min: 0.5, max: 1_000_000, integer: false },
  builtUpArea: { label: "Built-up area", min: 100, max: 200_000, integer: false },
  floors: { label: "Floors", min: 1, max: 10, integer: true },
} as const;

/** A figure the estimator reads: the plot size, the built-up area, the floors. */
export type EstimateFigure = keyof typeof ESTIMATE_FIELDS;

/**
 * What is wrong with a field of an estimate request, as facts (the app words them in the page's
 * language; `estimateProblemText` in English).
 */
export type EstimateProblem =
  | { kind: "missing" | "notWhole"; figure: EstimateFigure }
  | { kind: "tooSmall" | "tooLarge"; figure: EstimateFigure; limit: number }
  | { kind: "plotUnit" }
  | { kind: "noTier" }
  | { kind: "unknownTier" }
  | { kind: "bedrooms" }
  /** Each floor (the built-up area over the floors) is larger than the plot, of `plotSqft`. */
  | { kind: "floorOverPlot"; plotSqft: number };

/** The problem of each field of a request, by the field's name. */
export type EstimateProblems = Record<string, EstimateProblem>;

/** A problem in English: "Enter the plot size", "Floors must be a whole number", … */
export function estimateProblemText(problem: EstimateProblem): string {
  switch (problem.kind) {
    case "missing":
      return `Enter the ${ESTIMATE_FIELDS[problem.figure].label.toLowerCase()}`;
    case "notWhole":
      return `${ESTIMATE_FIELDS[problem.figure].label} must be a whole number`;
    case "tooSmall":
      return `${ESTIMATE_FIELDS[problem.figure].label} must be at least ${problem.limit.toLocaleString("en-IN")}`;
    case "tooLarge":
      return `${ESTIMATE_FIELDS[problem.figure].label} must be at most ${problem.limit.toLocaleString("en-IN")}`;
    case "plotUnit":
      return "Choose cents or sq.ft for the plot size";
    case "noTier":
      return "Choose a package";
    case "unknownTier":
      return "Choose one of the packages shown";
    case "bedrooms":
      return "Choose the bedrooms from 1 to 5+";
    case "floorOverPlot":
      return `Each floor would be larger than the plot (${problem.plotSqft.toLocaleString("en-IN")} sq.ft): check the areas or the floors`;
  }
}

/**
 * Checks what a visitor asked the estimator, against the tiers the site shows: the request, or
 * the problem of each field (as facts, for the page's language to word).
 */
export function checkEstimateRequest(
  input: unknown,
  tiers: readonly EstimateTier[],
): { ok: true; request: EstimateRequest } | { ok: false; problems: EstimateProblems } {
  const fields = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const problems: EstimateProblems = {};
  const numbers: Partial<Record<EstimateFigure, number>> = {};
  for (const [name, rule] of Object.entries(ESTIMATE_FIELDS) as Array<[EstimateFigure, (typeof ESTIMATE_FIELDS)[EstimateFigure]]>) {
    const value = readNumber(fields[name]);
    if (value === null) problems[name] = { kind: "missing", figure: name };
    else if (rule.integer && !Number.isInteger(value)) problems[name] = { kind: "notWhole", figure: name };
    else if (value < rule.min) problems[name] = { kind: "tooSmall", figure: name, limit: rule.min };
    else if (value > rule.max) problems[name] = { kind: "tooLarge", figure: name, limit: rule.max };
    else numbers[name] = value;
  }
  const unit = fields.plotUnit ?? "cents";
  if (unit !== "cents" && unit !== "sqft") problems.plotUnit = { kind: "plotUnit" };
  const tier = typeof fields.tier === "string" ? fields.tier.trim() : "";
  if (!tier) problems.tier = { kind: "noTier" };
  else if (!estimableTiers(tiers).some((t) => t.title === tier)) problems.tier = { kind: "unknownTier" };
  // Bedrooms are optional (older forms never sent them); when sent, one of the choices.
  let bedrooms: number | undefined;
  const rooms = fields.bedrooms;
  if (rooms !== undefined && rooms !== null && rooms !== "") {
    const count = readNumber(rooms);
    if (count === null || suggestedArea(count) === null) problems.bedrooms = { kind: "bedrooms" };
    else bedrooms = count;
  }
  // A currency is a wish, never an error: anything but a Gulf currency is rupees only.
  const currency = isGulfCurrency(fields.currency) ? fields.currency : undefined;
  const { plotSize, builtUpArea, floors } = numbers;
  if (plotSize !== undefined && builtUpArea !== undefined && floors !== undefined && !problems.plotUnit) {
    const plotSqft = unit === "cents" ? plotSize * SQFT_PER_CENT : plotSize;
    if (builtUpArea / floors > plotSqft) problems.builtUpArea = { kind: "floorOverPlot", plotSqft: Math.round(plotSqft) };
  }
  if (Object.keys(problems).length > 0 || plotSize === undefined || builtUpArea === undefined || floors === undefined)
    return { ok: false, problems };
  return {
    ok: true,
    request: {
      plotSize,
      plotUnit: unit as PlotUnit,
      builtUpArea,
      floors,
      tier,
      ...(bedrooms !== undefined ? { bedrooms } : {}),
      ...(currency ? { currency } : {}),
    },
  };
}

/**
 * Checks what a visitor asked the estimator, against the tiers the site shows: the request, or a
 * message per field, in English. Plain code, so that the estimator's island and the server check alike.
 */
export function parseEstimateRequest(
  input: unknown,
  tiers: readonly EstimateTier[],
): { ok: true; request: EstimateRequest } | { ok: false; errors: Record<string, string> } {
  const checked = checkEstimateRequest(input, tiers);
  if (checked.ok) return checked;
  return {
    ok: false,
    errors: Object.fromEntries(Object.entries(checked.problems).map(([field, problem]) => [field, estimateProblemText(problem)])),
  };
}

/** "₹45,60,000": rupees in the Indian grouping. */
export function formatRupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}
