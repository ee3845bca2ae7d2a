/**
 * The company's figures (domain/site-content.ts: claimTiles, aboutFigures, ratingLabel) in the
 * page's language. The domain words them in English, which stays the source: it picks the figures
 * and English reads exactly as there; here each label it writes is said in the other languages.
 */
import type { Locale } from "../../../domain/locales";
import { aboutFigures, claimTiles, ratingLabel, type CompanyContent } from "../../../domain/site-content";
import * as m from "../../i18n/messages";

type Figure = { value: string; label: string };
type Claims = CompanyContent["claims"];

/** "Rating from 126 reviews on Google", as far as the company has said, in the page's language. */
export function ratingText(locale: Locale, claims: Claims): string {
  if (locale === "en") return ratingLabel(claims);
  const { reviewCount: count, reviewSource: source } = claims;
  if (count && source) return m.commonRatingReviewsSource(locale, { count, source });
  if (count) return m.commonRatingReviews(locale, { count });
  if (source) return m.commonRatingSource(locale, { source });
  return m.commonRating(locale);
}

/** The labels the domain gives its figures, each with its words in `locale`. */
function figureLabels(locale: Locale, claims: Claims): Map<string, string> {
  return new Map([
    [ratingLabel(claims), ratingText(locale, claims)],
    ["Years of Experience", m.commonFigureYearsExperience(locale)],
    ["Projects Completed", m.commonFigureProjects(locale)],
    ["Team Members", m.commonFigureTeam(locale)],
    ["Client Satisfaction", m.commonFigureSatisfaction(locale)],
    ["Year Founded", m.commonFigureFounded(locale)],
    ["Longest Warranty", m.commonFigureWarranty(locale)],
    ["Services Under One Roof", m.commonFigureServices(locale)],
  ]);
}

function inLanguage(locale: Locale, claims: Claims, figures: Figure[], warrantyYears: number | null): Figure[] {
  if (locale === "en") return figures;
  const labels = figureLabels(locale, claims);
  return figures.map((figure) => ({
    value:
      figure.label === "Longest Warranty" && warrantyYears ? m.commonFigureWarrantyYears(locale, { years: warrantyYears }) : figure.value,
    label: labels.get(figure.label) ?? figure.label,
  }));
}

/** The about page's four figures (claimTiles) in the page's language. */
export function claimTilesText(locale: Locale, claims: Claims): Figure[] {
  return inLanguage(locale, claims, claimTiles(claims), null);
}

/** The home page's "About Us" figures (aboutFigures), chosen as in English, in the page's language. */
export function aboutFiguresText(
  locale: Locale,
  company: CompanyContent,
  heroStats: ReadonlyArray<{ label: string }>,
  extra: { warrantyYears: number | null; services: number },
): Figure[] {
  return inLanguage(locale, company.claims, aboutFigures(company, heroStats, extra), extra.warrantyYears);
}
