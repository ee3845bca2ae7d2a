/**
 * The sections of the site's own content (domain/site-content.ts), each a one-row kind: one
 * schema, one history, one audit trail, and the fields a translation covers (the rest are
 * numbers, phones, addresses, links and photos, the same in every language).
 */
import type { SiteSectionName } from "../site-content";
import { SECTION_SCHEMAS } from "../site-schemas";
import { SITE_SECTION_ACCESS, type SectionKind } from "./types";

/** How many saved versions of a section are kept ("its last 20"). */
export const SITE_VERSIONS = 20;

const TRANSLATABLE: Record<SiteSectionName, readonly string[]> = {
  company: ["tagline", "summary", "addressLines", "city", "region", "country", "claims"],
  home: ["hero", "stats", "serviceCards", "about"],
  services: ["services", "process", "tiers"],
  about: ["story", "mission", "vision", "timeline", "team"],
  testimonials: ["items"],
  privacy: ["intro", "sections"],
  abroad: ["headline", "intro", "topics", "callNote", "faqs"],
};

function section(name: SiteSectionName): SectionKind {
  return { name, schema: SECTION_SCHEMAS[name], versions: SITE_VERSIONS, access: SITE_SECTION_ACCESS, translatable: TRANSLATABLE[name] };
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
