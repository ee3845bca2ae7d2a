/**
 * The public list of projects (`/projects`, and `GET /api/projects` when asked for a part): the
 * category, construction status, bedrooms, plot size and price package it is filtered by, and
 * the pages it is shown in. The page and the API filter the same way, so a filter shows every
 * matching project, not only those already on the screen.
 */
import { normalizeCategory, pageNumber } from "./filters";
import { statusFromSlug, statusSlug, type ConstructionStatus } from "./project-facts";

/** Projects a page of `/projects` shows, and each "Load more" adds. */
export const PROJECTS_PAGE_SIZE = 12;

/** A band of a numeric fact: from `min` (inclusive) to `below` (exclusive); null is open. */
export interface FactRange {
  min: number | null;
  below: number | null;
}

export interface FactChoice {
  /** As the address names it: `?bedrooms=3`, `?plot=5-10`. */
  value: string;
  label: string;
  range: FactRange;
}

/** The bedroom choices of the list's filter (`?bedrooms=`). */
export const BEDROOM_CHOICES: readonly FactChoice[] = [
  { value: "1", label: "1 BHK", range: { min: 1, below: 2 } },
  { value: "2", label: "2 BHK", range: { min: 2, below: 3 } },
  { value: "3", label: "3 BHK", range: { min: 3, below: 4 } },
  { value: "4", label: "4 BHK", range: { min: 4, below: 5 } },
  { value: "5-plus", label: "5+ BHK", range: { min: 5, below: null } },
];

/**
 * The plot-size choices of the list's filter (`?plot=`), in cents. Each band runs from its first
 * number up to the next band's, and is labelled as ages are ("5–9 cents" holds 9.5, "10–19 cents"
 * starts at 10), so that no two labels name the same plot; the address keeps its values.
 */
export const PLOT_CHOICES: readonly FactChoice[] = [
  { value: "under-5", label: "Under 5 cents", range: { min: null, below: 5 } },
  { value: "5-10", label: "5–9 cents", range: { min: 5, below: 10 } },
  { value: "10-20", label: "10–19 cents", range: { min: 10, below: 20 } },
  { value: "20-plus", label: "20+ cents", range: { min: 20, below: null } },
];

/** A choice by its address value; `5+` (as typed) reads as `5-plus`. */
function findChoice(choices: readonly FactChoice[], raw: string): FactChoice | null {
  const wanted = raw.trim().toLowerCase().replace(/\+$/, "-plus");
  return choices.find((choice) => choice.value === wanted) ?? null;
}

export function bedroomChoice(value: string | null | undefined): FactChoice | null {
  return findChoice(BEDROOM_CHOICES, value ?? "");
}

export function plotChoice(value: string | null | undefined): FactChoice | null {
  return findChoice(PLOT_CHOICES, value ?? "");
}

export interface ProjectFilter {
  /** A category as the address names it, or "" for all. */
  category: string;
  status: ConstructionStatus | null;
  /** A value of BEDROOM_CHOICES, or "" for any. */
  bedrooms: string;
  /** A value of PLOT_CHOICES, or "" for any. */
  plot: string;
  /** A price package's name as the projects store it (compared trimmed, case-insensitively), or "" for any. */
  package: string;
}

export const NO_FILTER: ProjectFilter = { category: "", status: null, bedrooms: "", plot: "", package: "" };

export interface ProjectListQuery extends ProjectFilter {
  /** How many pages are shown: 1 for the first twelve. */
  page: number;
}

/** The query fields the list's filters use, besides `page`. */
export const PROJECT_FILTER_FIELDS = ["category", "status", "bedrooms", "plot", "package"] as const;

/**
 * The list the address asks for. A value the list does not offer is ignored (the page shows
 * every project for that filter); `packages`, when given, are the packages offered, and the
 * address's spelling is replaced by theirs.
 */
export function parseProjectQuery(query: URLSearchParams, packages?: readonly string[]): ProjectListQuery {
  const wantedPackage = query.get("package")?.trim() ?? "";
  const knownPackage = packages ? (packages.find((p) => normalizeCategory(p) === normalizeCategory(wantedPackage)) ?? "") : wantedPackage;
  return {
    category: query.get("category")?.trim() ?? "",
    status: statusFromSlug(query.get("status")),
    bedrooms: bedroomChoice(query.get("bedrooms"))?.value ?? "",
    plot: plotChoice(query.get("plot"))?.value ?? "",
    package: knownPackage,
    page: pageNumber(query),
  };
}

/**
 * What is wrong with the filters of an API query (`GET /api/projects?…`): a value the list does
 * not offer is refused there rather than ignored, so a client learns of its mistake. Empty
 * values mean "any". `packages` are the packages the projects name.
 */
export function projectQueryErrors(query: URLSearchParams, packages: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const given = (name: string) => query.get(name)?.trim() ?? "";
  if (given("status") && !statusFromSlug(given("status"))) errors.status = "status must be one of: completed, ongoing";
  if (given("bedrooms") && !bedroomChoice(given("bedrooms")))
    errors.bedrooms = `bedrooms must be one of: ${BEDROOM_CHOICES.map((c) => c.value).join(", ")}`;
  if (given("plot") && !plotChoice(given("plot"))) errors.plot = `plot must be one of: ${PLOT_CHOICES.map((c) => c.value).join(", ")}`;
  if (given("package") && !packages.some((p) => normalizeCategory(p) === normalizeCategory(given("package")))) {
    errors.package = packages.length
      ? `package must be the name of a package the projects have: ${packages.join(", ")}`
      : "package cannot be used yet: no project names a package";
  }
  return errors;
}

/** Whether any filter besides the category is set: the bedrooms, or one of the "More filters" panel. */
export function hasFactFilter(filter: ProjectFilter): boolean {
  return filter.status !== null || filter.bedrooms !== "" || filter.plot !== "" || filter.package !== "";
}

/** The address of the list with this filter and this many pages (page 1 is left out). */
export function projectListPath(filter: ProjectFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter.category) query.set("category", filter.category);
  if (filter.status) query.set("status", statusSlug(filter.status));
  if (filter.bedrooms) query.set("bedrooms", filter.bedrooms);
  if (filter.plot) query.set("plot", filter.plot);
  if (filter.package) query.set("package", filter.package);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/projects?${search}` : "/projects";
}

/** How a part of the list is narrowed by the project's facts (the service's side of ProjectFilter). */
export interface ProjectFactQuery {
  constructionStatus?: ConstructionStatus | null;
  bedrooms?: FactRange | null;
  plotCents?: FactRange | null;
  /** A package's name, compared trimmed and case-insensitively; "" for any. */
  priceTier?: string;
}

/** A filter of the list as the service's `nearest` takes it: the facts and the category. */
export interface ProjectNearQuery extends ProjectFactQuery {
  category?: string;
}

/** How many projects nearest to the filters a list that matches none shows ("Nearest to what you asked for"). */
export const NEAREST_COUNT = 3;

/** The most `GET /api/projects?nearest=` answers. */
export const NEAREST_MAX = 12;

/** The service's query for a filter of the list. */
export function factQuery(filter: ProjectFilter): ProjectFactQuery {
  return {
    constructionStatus: filter.status,
    bedrooms: bedroomChoice(filter.bedrooms)?.range ?? null,
    plotCents: plotChoice(filter.plot)?.range ?? null,
    priceTier: filter.package,
  };
}

/** What the list's filters offer: each fact filter only when some project has that fact. */
export interface ProjectFacets {
  categories: string[];
  hasStatus: boolean;
  hasBedrooms: boolean;
  hasPlot: boolean;
  /** The distinct packages the projects name, in the order of `packageOrder` when given, then by name. */
  packages: string[];
}
