/**
 * What domain/ names in English about the site's sections, in the admin's language (docs/product.md
 * §11): the sections' titles (SECTION_INFO), the labels of the texts a translation covers
 * (domain/kinds/sections.ts, "#" where a number goes), the office hours' presets, the weekdays and
 * the Gulf currencies. A name with no translation here reads in English.
 */
import type { GulfCurrency } from "../../../../domain/amounts";
import type { Locale } from "../../../../domain/locales";
import type { SiteSectionName, Weekday } from "../../../../domain/site-content";
import * as m from "../../../i18n/messages";

type Text = (locale: Locale) => string;
/** A label with the number of its entry (`n`), and of a feature within it. */
type Label = (locale: Locale, numbers: { n: string; feature: string }) => string;

export const SECTION_TITLES: Readonly<Record<SiteSectionName, Text>> = {
  company: m.adminSiteTitleCompany,
  home: m.adminSiteTitleHome,
  services: m.adminSiteTitleServices,
  about: m.adminSiteTitleAbout,
  testimonials: m.adminSiteTitleTestimonials,
  privacy: m.adminSiteTitlePrivacy,
  abroad: m.adminSiteTitleAbroad,
};

export function sectionTitle(locale: Locale, section: SiteSectionName): string {
  return SECTION_TITLES[section](locale);
}

/** The sections' translatable texts, by their declared label. */
export const SECTION_TEXT_LABELS: Readonly<Record<string, Label>> = {
  Tagline: m.adminSiteTextTagline,
  "About the company": m.adminSiteTextSummary,
  "Address line #": m.adminSiteTextAddressLine,
  City: m.adminSiteTextCity,
  State: m.adminSiteTextRegion,
  "Starting price unit": m.adminSiteTextStartingPriceUnit,
  "Where the reviews are": m.adminSiteTextReviewSource,
  Headline: m.adminSiteTextHeadline,
  "Hero text": m.adminSiteTextHeroText,
  "Stat tile #: label": m.adminSiteTextStatLabel,
  "Service card #: title": m.adminSiteTextCardTitle,
  "Service card #: text": m.adminSiteTextCardText,
  "About text": m.adminSiteTextAboutText,
  "Promise #": m.adminSiteTextPromise,
  "Service #: title": m.adminSiteTextServiceTitle,
  "Service #: description": m.adminSiteTextServiceDescription,
  "Service #: feature #": m.adminSiteTextServiceFeature,
  "Process step #: title": m.adminSiteTextStepTitle,
  "Process step #: text": m.adminSiteTextStepText,
  "Pricing tier #: name": m.adminSiteTextTierName,
  "Pricing tier #: price unit": m.adminSiteTextTierUnit,
  "Pricing tier #: description": m.adminSiteTextTierDescription,
  "Pricing tier #: feature #": m.adminSiteTextTierFeature,
  "Pricing tier #: warranty": m.adminSiteTextTierWarranty,
  "Not included #": m.adminSiteTextExclusion,
  "Payment stage #": m.adminSiteTextPaymentStage,
  "Story paragraph #": m.adminSiteTextStoryParagraph,
  Mission: m.adminSiteTextMission,
  Vision: m.adminSiteTextVision,
  "Milestone #": m.adminSiteTextMilestone,
  "Milestone #: text": m.adminSiteTextMilestoneText,
  "Team member #: name": m.adminSiteTextMemberName,
  "Team member #: position": m.adminSiteTextMemberPosition,
  "Team member #: qualification": m.adminSiteTextMemberQualification,
  "Testimonial #: name": m.adminSiteTextTestimonialName,
  "Testimonial #: position": m.adminSiteTextTestimonialPosition,
  "Testimonial #: quote": m.adminSiteTextTestimonialQuote,
  Introduction: m.adminSiteTextIntroduction,
  "Section #: heading": m.adminSiteTextSectionHeading,
  "Section #: text": m.adminSiteTextSectionText,
  "Topic #: title": m.adminSiteTextTopicTitle,
  "Topic #: text": m.adminSiteTextTopicText,
  "Note under the call times": m.adminSiteTextCallNote,
  "Question #": m.adminSiteTextQuestion,
  "Question #: answer": m.adminSiteTextAnswer,
};

/** Each declared label as what it reads once numbered ("Service 2: feature 3"), to find it again. */
const NUMBERED = Object.entries(SECTION_TEXT_LABELS).map(([declared, label]) => ({
  pattern: new RegExp(`^${declared.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/#/g, "(\\d+)")}$`),
  label,
}));

/** A section's text as the translation page names it ("Service 2: feature 3"), in `locale`. */
export function sectionTextLabel(locale: Locale, english: string): string {
  for (const { pattern, label } of NUMBERED) {
    const found = pattern.exec(english);
    if (found) return label(locale, { n: found[1] ?? "", feature: found[2] ?? "" });
  }
  return english;
}

/** The office hours' presets (domain/office-hours.ts), by their declared label. */
export const HOURS_PRESET_LABELS: Readonly<Record<string, Text>> = {
  "Mon–Sat 9:00–18:00, Sunday closed": m.adminSiteHoursMonToSat,
  "Mon–Fri 9:30–17:30, Sat 9:30–13:30, Sunday closed": m.adminSiteHoursMonToFri,
  "Every day 9:00–18:00": m.adminSiteHoursEveryDay,
};

export function hoursPresetLabel(locale: Locale, english: string): string {
  return HOURS_PRESET_LABELS[english]?.(locale) ?? english;
}

export const WEEKDAY_LABELS: Readonly<Record<Weekday, Text>> = {
  Monday: m.adminSiteDayMonday,
  Tuesday: m.adminSiteDayTuesday,
  Wednesday: m.adminSiteDayWednesday,
  Thursday: m.adminSiteDayThursday,
  Friday: m.adminSiteDayFriday,
  Saturday: m.adminSiteDaySaturday,
  Sunday: m.adminSiteDaySunday,
};

export function weekdayName(locale: Locale, day: Weekday): string {
  return WEEKDAY_LABELS[day](locale);
}

export const CURRENCY_LABELS: Readonly<Record<GulfCurrency, Text>> = {
  AED: m.adminSiteCurrencyAed,
  SAR: m.adminSiteCurrencySar,
  QAR: m.adminSiteCurrencyQar,
  OMR: m.adminSiteCurrencyOmr,
  KWD: m.adminSiteCurrencyKwd,
  BHD: m.adminSiteCurrencyBhd,
};

export function currencyName(locale: Locale, code: GulfCurrency): string {
  return CURRENCY_LABELS[code](locale);
}
