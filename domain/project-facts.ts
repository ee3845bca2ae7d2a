/**
 * A project's facts (issue #16): optional, structured details a builder's client asks about —
 * whether it is finished, when, where, how big, and which price package it was built at. Every
 * fact may be missing; the API carries them beside the fields of docs/product.md §3, and the pages show only
 * those that are set. Plain data and formatting: no zod here, so the public pages can use it.
 */

export const CONSTRUCTION_STATUSES = ["Completed", "Ongoing"] as const;
export type ConstructionStatus = (typeof CONSTRUCTION_STATUSES)[number];

export interface ProjectFacts {
  constructionStatus: ConstructionStatus | null;
  /** The year it was finished, or started for an ongoing project. */
  year: number | null;
  /** The neighbourhood (Kowdiar, Pattom…), shorter than the location. Empty when not given. */
  locality: string;
  plotCents: number | null;
  builtUpSqft: number | null;
  floors: number | null;
  bedrooms: number | null;
  durationMonths: number | null;
  /** The name of the price package it was built at (Site → Services). Empty when not given. */
  priceTier: string;
  /** Two of the project's own photos, shown as a before-and-after comparison. */
  beforeImage: string | null;
  afterImage: string | null;
}

export const EMPTY_FACTS: ProjectFacts = {
  constructionStatus: null,
  year: null,
  locality: "",
  plotCents: null,
  builtUpSqft: null,
  floors: null,
  bedrooms: null,
  durationMonths: null,
  priceTier: "",
  beforeImage: null,
  afterImage: null,
};

/** The bounds the forms and the API check each number against. */
export const FACT_LIMITS = {
  yearMin: 1950,
  /** Years ahead of now that a planned completion may name. */
  yearAhead: 5,
  plotCentsMax: 100_000,
  builtUpSqftMax: 1_000_000,
  floorsMax: 60,
  bedroomsMax: 100,
  durationMonthsMax: 240,
  localityMax: 80,
  priceTierMax: 80,
} as const;

const number = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

export function formatCount(value: number, one: string, many: string): string {
  return `${number.format(value)} ${value === 1 ? one : many}`;
}

export interface FactRow {
  label: string;
  value: string;
}

/** Every fact that is set, labelled, in the order the project page's facts panel lists them. */
export function factRows(facts: Partial<ProjectFacts>): FactRow[] {
  const rows: Array<FactRow | null> = [
    facts.constructionStatus ? { label: "Status", value: facts.constructionStatus } : null,
    facts.year ? { label: facts.constructionStatus === "Ongoing" ? "Started" : "Year", value: String(facts.year) } : null,
    facts.locality ? { label: "Locality", value: facts.locality } : null,
    facts.plotCents ? { label: "Plot", value: formatCount(facts.plotCents, "cent", "cents") } : null,
    facts.builtUpSqft ? { label: "Built-up area", value: `${number.format(facts.builtUpSqft)} sq.ft` } : null,
    facts.floors ? { label: "Floors", value: formatCount(facts.floors, "floor", "floors") } : null,
    facts.bedrooms ? { label: "Bedrooms", value: formatCount(facts.bedrooms, "bedroom", "bedrooms") } : null,
    facts.durationMonths ? { label: "Duration", value: formatCount(facts.durationMonths, "month", "months") } : null,
    facts.priceTier ? { label: "Package", value: facts.priceTier } : null,
  ];
  return rows.filter((row): row is FactRow => row !== null);
}

/**
 * The facts a visitor weighs a home by, those that are set, in the order the project page's strip
 * under its title shows them (issue #18): bedrooms, built-up area, plot, months, package.
 */
export function keyFacts(facts: Partial<ProjectFacts>): FactRow[] {
  const rows: Array<FactRow | null> = [
    facts.bedrooms ? { label: facts.bedrooms === 1 ? "Bedroom" : "Bedrooms", value: number.format(facts.bedrooms) } : null,
    facts.builtUpSqft ? { label: "Built-up", value: `${number.format(facts.builtUpSqft)} sq.ft` } : null,
    facts.plotCents ? { label: "Plot", value: formatCount(facts.plotCents, "cent", "cents") } : null,
    facts.durationMonths ? { label: "Built in", value: formatCount(facts.durationMonths, "month", "months") } : null,
    facts.priceTier ? { label: "Package", value: facts.priceTier } : null,
  ];
  return rows.filter((row): row is FactRow => row !== null);
}

/**
 * A card's short line: what a family compares homes by, at most three of them so that it stays on
 * one line of a phone's card. The built-up area, the bedrooms (or the floors of a building without
 * them) and the plot ("2,100 sq.ft · 3 BHK · 8 cents"); the year fills in where one of those is
 * not set ("3,200 sq.ft · 4 BHK · 2026").
 */
export function factsLine(facts: Partial<ProjectFacts>): string {
  return [
    facts.builtUpSqft ? `${number.format(facts.builtUpSqft)} sq.ft` : "",
    facts.bedrooms ? `${facts.bedrooms} BHK` : facts.floors ? formatCount(facts.floors, "floor", "floors") : "",
    facts.plotCents ? formatCount(facts.plotCents, "cent", "cents") : "",
    facts.year ? String(facts.year) : "",
  ]
    .filter(Boolean)
    .slice(0, 3)
    .join(" · ");
}

/** The status as `?status=` names it: `completed`, `ongoing`. */
export function statusSlug(status: ConstructionStatus): string {
  return status.toLowerCase();
}

export function statusFromSlug(slug: string | null | undefined): ConstructionStatus | null {
  const wanted = (slug ?? "").trim().toLowerCase();
  return CONSTRUCTION_STATUSES.find((status) => statusSlug(status) === wanted) ?? null;
}
