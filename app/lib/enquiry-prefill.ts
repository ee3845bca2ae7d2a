/**
 * What a call to action carries to the contact page's enquiry form (app/lib/contact-links.ts,
 * enquiryHref): the project, service or package the visitor was looking at, read from the query
 * and checked against the site's own content, so that only what the site shows can be filled in.
 */
import { ENQUIRY_SERVICES } from "../../domain/enquiries";
import type { Project } from "../../domain/entities";
import { DEFAULT_LOCALE, localePath, type Locale } from "../../domain/locales";
import { factsLine, type ProjectFacts } from "../../domain/project-facts";
import type { ServicesContent } from "../../domain/site-content";
import type { ContentReader } from "../../domain/site-context";
import { projectPath } from "../../domain/slugs";
import type { EnquiryPrefill } from "../components/sections/enquiry.island";
import { formatNumber } from "../i18n/format";
import * as m from "../i18n/messages";

type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

/** The form's service for a project of a category: what a project like it is. */
function serviceForCategory(category: string): EnquiryService {
  switch (category.trim().toLowerCase()) {
    case "renovation":
      return "Renovation and Remodeling";
    case "interior":
      return "Interior Design and Finishing";
    default:
      return "New Building Construction";
  }
}

/** One of the form's services when the title is one of them (docs/product.md §5), else "Other". */
function serviceChoice(title: string): EnquiryService {
  return ENQUIRY_SERVICES.find((service) => service.toLowerCase() === title.trim().toLowerCase()) ?? "Other";
}

/**
 * A project's short line of facts, as domain/project-facts.ts factsLine writes it in English
 * ("1,850 sq.ft · 3 BHK · 6 cents"): at most three of the area, the bedrooms (or floors), the plot and the year.
 */
function factsLineIn(locale: Locale, facts: Partial<ProjectFacts>): string {
  if (locale === DEFAULT_LOCALE) return factsLine(facts);
  const count = (value: number) => formatNumber(locale, value, { maximumFractionDigits: 2 });
  return [
    facts.builtUpSqft ? m.enquiryFactsSqft(locale, { area: count(facts.builtUpSqft) }) : "",
    facts.bedrooms
      ? m.enquiryFactsBhk(locale, { count: facts.bedrooms })
      : facts.floors
        ? (facts.floors === 1 ? m.enquiryFactsFloor : m.enquiryFactsFloors)(locale, { count: count(facts.floors) })
        : "",
    facts.plotCents ? (facts.plotCents === 1 ? m.enquiryFactsCent : m.enquiryFactsCents)(locale, { count: count(facts.plotCents) }) : "",
    facts.year ? String(facts.year) : "",
  ]
    .filter(Boolean)
    .slice(0, 3)
    .join(" · ");
}

export function projectPrefill(project: Project, locale: Locale = DEFAULT_LOCALE): EnquiryPrefill {
  const facts = [factsLineIn(locale, project), project.priceTier ? m.enquiryPrefillPackage(locale, { tier: project.priceTier }) : ""]
    .filter(Boolean)
    .join(", ");
  return {
    service: serviceForCategory(project.category),
    message: facts
      ? m.enquiryPrefillProjectFacts(locale, { title: project.title, facts })
      : m.enquiryPrefillProject(locale, { title: project.title }),
    about: { label: project.title, href: localePath(locale, projectPath(project)) },
  };
}

export function servicePrefill(service: ServicesContent["services"][number], locale: Locale = DEFAULT_LOCALE): EnquiryPrefill {
  return {
    service: serviceChoice(service.title),
    // English names the service in the sentence's own case ("a quote for foundation and structural work").
    message: m.enquiryPrefillService(locale, { service: locale === DEFAULT_LOCALE ? service.title.toLowerCase() : service.title }),
    about: { label: service.title, href: `${localePath(locale, "/services")}#${service.id}` },
  };
}

export function tierPrefill(tier: ServicesContent["tiers"][number], locale: Locale = DEFAULT_LOCALE): EnquiryPrefill {
  return {
    service: "New Building Construction",
    message: m.enquiryPrefillTier(locale, { tier: tier.title, price: tier.price, unit: tier.unit }),
    about: { label: m.enquiryPrefillPackage(locale, { tier: tier.title }), href: `${localePath(locale, "/services")}#services-pricing` },
  };
}

/** The form's prefill for the query of a contact page's URL, or undefined when it names nothing the site shows. */
export async function readPrefill(
  params: URLSearchParams,
  content: ContentReader,
  locale: Locale = DEFAULT_LOCALE,
): Promise<EnquiryPrefill | undefined> {
  const project = params.get("project");
  if (project) {
    try {
      return projectPrefill(await content.projects.get(project.slice(0, 100)), locale);
    } catch {
      return undefined; // Not found (or not public): the plain form.
    }
  }
  const serviceId = params.get("service");
  const tierName = params.get("tier");
  if (!serviceId && !tierName) return undefined;
  const services = await content.site.get("services");
  const service = serviceId ? services.services.find((s) => s.id === serviceId) : undefined;
  if (service) return servicePrefill(service, locale);
  const tier = tierName ? services.tiers.find((t) => t.title.toLowerCase() === tierName.trim().toLowerCase()) : undefined;
  return tier ? tierPrefill(tier, locale) : undefined;
}
