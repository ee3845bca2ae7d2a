/**
 * The words a visitor reads for a project's stored values, in the page's language: its category,
 * its construction status, the plot-size choices and its facts (domain/project-facts.ts says them
 * in English for the API and the admin; English here reads exactly as there). The stored values,
 * and the values in addresses, stay English.
 */
import { projectCategoryLabel, type ProjectCategory } from "../../../domain/categories";
import type { Locale } from "../../../domain/locales";
import type { ConstructionStatus, FactRow, ProjectFacts } from "../../../domain/project-facts";
import { formatNumber } from "../../i18n/format";
import * as m from "../../i18n/messages";

const CATEGORY_TEXT: Record<ProjectCategory, (locale: Locale) => string> = {
  Residential: (locale) => m.projectCategoryResidential(locale),
  Commercial: (locale) => m.projectCategoryCommercial(locale),
  Industrial: (locale) => m.projectCategoryIndustrial(locale),
  Renovation: (locale) => m.projectCategoryRenovation(locale),
  Interior: (locale) => m.projectCategoryInterior(locale),
};

/** A project's category as a visitor reads it: a fixed one in the page's language, any other as the company wrote it. */
export function projectCategoryText(locale: Locale, category: string): string {
  return Object.hasOwn(CATEGORY_TEXT, category) ? CATEGORY_TEXT[category as ProjectCategory](locale) : projectCategoryLabel(category);
}

/** "Completed", "Ongoing" in the page's language. */
export function statusText(locale: Locale, status: ConstructionStatus): string {
  return status === "Ongoing" ? m.projectStatusOngoing(locale) : m.projectStatusCompleted(locale);
}

const PLOT_TEXT: Record<string, (locale: Locale) => string> = {
  "under-5": (locale) => m.projectsPlotUnder5(locale),
  "5-10": (locale) => m.projectsPlot5To9(locale),
  "10-20": (locale) => m.projectsPlot10To19(locale),
  "20-plus": (locale) => m.projectsPlot20Plus(locale),
};

/** A plot-size choice of the list's filter (domain/project-list.ts, PLOT_CHOICES) by its address value. */
export function plotChoiceText(locale: Locale, value: string, label: string): string {
  return Object.hasOwn(PLOT_TEXT, value) ? PLOT_TEXT[value]!(locale) : label;
}

/** A number as the facts show it: Indian grouping, at most two decimals. */
function amount(locale: Locale, value: number): string {
  return formatNumber(locale, value, { maximumFractionDigits: 2 });
}

function sqft(locale: Locale, value: number): string {
  return m.projectUnitSqft(locale, { area: amount(locale, value) });
}

type Count = (locale: Locale, values: { count: string | number }) => string;

function count(locale: Locale, value: number, one: Count, many: Count): string {
  return (value === 1 ? one : many)(locale, { count: amount(locale, value) });
}

const cents = (locale: Locale, value: number) => count(locale, value, m.projectUnitCentOne, m.projectUnitCentMany);
const floors = (locale: Locale, value: number) => count(locale, value, m.projectUnitFloorOne, m.projectUnitFloorMany);
const bedrooms = (locale: Locale, value: number) => count(locale, value, m.projectUnitBedroomOne, m.projectUnitBedroomMany);
const months = (locale: Locale, value: number) => count(locale, value, m.projectUnitMonthOne, m.projectUnitMonthMany);

/** domain/project-facts.ts's factRows in the page's language: every fact that is set, labelled, as the facts panel lists them. */
export function factRowsText(locale: Locale, facts: Partial<ProjectFacts>): FactRow[] {
  const rows: Array<FactRow | null> = [
    facts.constructionStatus ? { label: m.projectFactStatus(locale), value: statusText(locale, facts.constructionStatus) } : null,
    facts.year
      ? {
          label: facts.constructionStatus === "Ongoing" ? m.projectFactStarted(locale) : m.projectFactYear(locale),
          value: String(facts.year),
        }
      : null,
    facts.locality ? { label: m.projectFactLocality(locale), value: facts.locality } : null,
    facts.plotCents ? { label: m.projectFactPlot(locale), value: cents(locale, facts.plotCents) } : null,
    facts.builtUpSqft ? { label: m.projectFactBuiltUpArea(locale), value: sqft(locale, facts.builtUpSqft) } : null,
    facts.floors ? { label: m.projectFactFloors(locale), value: floors(locale, facts.floors) } : null,
    facts.bedrooms ? { label: m.projectFactBedrooms(locale), value: bedrooms(locale, facts.bedrooms) } : null,
    facts.durationMonths ? { label: m.projectFactDuration(locale), value: months(locale, facts.durationMonths) } : null,
    facts.priceTier ? { label: m.projectFactPackage(locale), value: facts.priceTier } : null,
  ];
  return rows.filter((row): row is FactRow => row !== null);
}

/** domain/project-facts.ts's keyFacts in the page's language: the strip under a project's title. */
export function keyFactsText(locale: Locale, facts: Partial<ProjectFacts>): FactRow[] {
  const rows: Array<FactRow | null> = [
    facts.bedrooms
      ? {
          label: facts.bedrooms === 1 ? m.projectFactBedroom(locale) : m.projectFactBedrooms(locale),
          value: amount(locale, facts.bedrooms),
        }
      : null,
    facts.builtUpSqft ? { label: m.projectFactBuiltUp(locale), value: sqft(locale, facts.builtUpSqft) } : null,
    facts.plotCents ? { label: m.projectFactPlot(locale), value: cents(locale, facts.plotCents) } : null,
    facts.durationMonths ? { label: m.projectFactBuiltIn(locale), value: months(locale, facts.durationMonths) } : null,
    facts.priceTier ? { label: m.projectFactPackage(locale), value: facts.priceTier } : null,
  ];
  return rows.filter((row): row is FactRow => row !== null);
}

/**
 * domain/project-facts.ts's factsLine in the page's language: a card's short line, at most three
 * of the built-up area, the bedrooms (or the floors), the plot and the year ("2,100 sq.ft · 3 BHK · 8 cents").
 */
export function factsLineText(locale: Locale, facts: Partial<ProjectFacts>): string {
  return [
    facts.builtUpSqft ? sqft(locale, facts.builtUpSqft) : "",
    facts.bedrooms ? m.projectUnitBhk(locale, { count: facts.bedrooms }) : facts.floors ? floors(locale, facts.floors) : "",
    facts.plotCents ? cents(locale, facts.plotCents) : "",
    facts.year ? String(facts.year) : "",
  ]
    .filter(Boolean)
    .slice(0, 3)
    .join(" · ");
}
