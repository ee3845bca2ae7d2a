/**
 * The sections of the site's own content (domain/site-content.ts), each a one-row kind: one
 * schema, one history, one audit trail, and the fields a translation covers (the rest are
 * numbers, phones, addresses, links and photos, the same in every language).
 */
import { SECTION_INFO, type SiteSectionName } from "../site-content";
import { SECTION_SCHEMAS } from "../site-schemas";
import { SITE_SECTION_ACCESS, type SectionKind, type SectionText } from "./types";

/** How many saved versions of a section are kept ("its last 20"). */
export const SITE_VERSIONS = 20;

/**
 * Each section's texts a translation covers, by place: "*" is every entry of a list, "#" in a
 * label its number. The rest (figures, prices, phones, links, ids, icons, photos) is the same in
 * every language.
 */
const TEXTS: Record<SiteSectionName, readonly SectionText[]> = {
  company: [
    { path: "tagline", label: "Tagline", max: 200 },
    { path: "summary", label: "About the company", max: 400, multiline: true },
    { path: "addressLines.*", label: "Address line #", max: 120 },
    { path: "city", label: "City", max: 60 },
    { path: "region", label: "State", max: 60 },
    { path: "claims.startingPriceUnit", label: "Starting price unit", max: 30 },
    { path: "claims.reviewSource", label: "Where the reviews are", max: 40 },
  ],
  home: [
    { path: "hero.headline", label: "Headline", max: 120 },
    { path: "hero.text", label: "Hero text", max: 400, multiline: true },
    { path: "stats.*.label", label: "Stat tile #: label", max: 60 },
    { path: "serviceCards.*.title", label: "Service card #: title", max: 80 },
    { path: "serviceCards.*.summary", label: "Service card #: text", max: 200, multiline: true },
    { path: "about.text", label: "About text", max: 400, multiline: true },
    { path: "about.promises.*", label: "Promise #", max: 120 },
  ],
  services: [
    { path: "services.*.title", label: "Service #: title", max: 80 },
    { path: "services.*.description", label: "Service #: description", max: 800, multiline: true },
    { path: "services.*.features.*", label: "Service #: feature #", max: 120 },
    { path: "process.*.title", label: "Process step #: title", max: 60 },
    { path: "process.*.description", label: "Process step #: text", max: 300, multiline: true },
    { path: "tiers.*.title", label: "Pricing tier #: name", max: 40 },
    { path: "tiers.*.unit", label: "Pricing tier #: price unit", max: 30 },
    { path: "tiers.*.description", label: "Pricing tier #: description", max: 300, multiline: true },
    { path: "tiers.*.features.*", label: "Pricing tier #: feature #", max: 120 },
    { path: "tiers.*.warranty", label: "Pricing tier #: warranty", max: 80 },
    { path: "estimator.exclusions.*", label: "Not included #", max: 120 },
    { path: "estimator.payments.*.stage", label: "Payment stage #", max: 80 },
  ],
  about: [
    { path: "story.*", label: "Story paragraph #", max: 1500, multiline: true },
    { path: "mission", label: "Mission", max: 600, multiline: true },
    { path: "vision", label: "Vision", max: 600, multiline: true },
    { path: "timeline.*.title", label: "Milestone #", max: 80 },
    { path: "timeline.*.description", label: "Milestone #: text", max: 300, multiline: true },
    { path: "team.*.name", label: "Team member #: name", max: 80 },
    { path: "team.*.position", label: "Team member #: position", max: 80 },
    { path: "team.*.qualification", label: "Team member #: qualification", max: 120 },
  ],
  testimonials: [
    { path: "items.*.name", label: "Testimonial #: name", max: 80 },
    { path: "items.*.position", label: "Testimonial #: position", max: 120 },
    { path: "items.*.quote", label: "Testimonial #: quote", max: 800, multiline: true },
  ],
  privacy: [
    { path: "intro", label: "Introduction", max: 600, multiline: true },
    { path: "sections.*.title", label: "Section #: heading", max: 80 },
    { path: "sections.*.text", label: "Section #: text", max: 1500, multiline: true },
  ],
  abroad: [
    { path: "headline", label: "Headline", max: 100 },
    { path: "intro", label: "Introduction", max: 400, multiline: true },
    { path: "topics.*.title", label: "Topic #: title", max: 80 },
    { path: "topics.*.text", label: "Topic #: text", max: 600, multiline: true },
    { path: "callNote", label: "Note under the call times", max: 300, multiline: true },
    { path: "faqs.*.question", label: "Question #", max: 160 },
    { path: "faqs.*.answer", label: "Question #: answer", max: 1000, multiline: true },
  ],
};

function section(name: SiteSectionName): SectionKind {
  return {
    name,
    ...SECTION_INFO[name],
    schema: SECTION_SCHEMAS[name],
    versions: SITE_VERSIONS,
    access: SITE_SECTION_ACCESS,
    translatable: TEXTS[name],
  };
}
export const SECTION_KINDS: Readonly<Record<SiteSectionName, SectionKind>> = {
  company: section("company"),
  home: section("home"),
  services: section("services"),
  about: section("about"),
  testimonials: section("testimonials"),
  privacy: section("privacy"),
  abroad: section("abroad"),
};
