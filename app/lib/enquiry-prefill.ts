/**
 * What a call to action carries to the contact page's enquiry form (app/lib/contact-links.ts,
 * enquiryHref): the project, service or package the visitor was looking at, read from the query
 * and checked against the site's own content, so that only what the site shows can be filled in.
 */
import { ENQUIRY_SERVICES } from "../../domain/enquiries";
import type { Project } from "../../domain/entities";
import { factsLine } from "../../domain/project-facts";
import type { ServicesContent } from "../../domain/site-content";
import type { ContentReader } from "../../domain/site-context";
import { projectPath } from "../../domain/slugs";
import type { EnquiryPrefill } from "../components/sections/enquiry.island";

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

export function projectPrefill(project: Project): EnquiryPrefill {
  const facts = [factsLine(project), project.priceTier ? `${project.priceTier} package` : ""].filter(Boolean).join(", ");
  return {
    service: serviceForCategory(project.category),
    message: `I would like to plan a project like “${project.title}”${facts ? ` (${facts})` : ""}.`,
    about: { label: project.title, href: projectPath(project) },
  };
}

export function servicePrefill(service: ServicesContent["services"][number]): EnquiryPrefill {
  return {
    service: serviceChoice(service.title),
    message: `I would like a quote for ${service.title.toLowerCase()}.`,
    about: { label: service.title, href: `/services#${service.id}` },
  };
}

export function tierPrefill(tier: ServicesContent["tiers"][number]): EnquiryPrefill {
  return {
    service: "New Building Construction",
    message: `I am interested in the ${tier.title} package (${tier.price} ${tier.unit}).`,
    about: { label: `${tier.title} package`, href: "/services#services-pricing" },
  };
}

/** The form's prefill for the query of a contact page's URL, or undefined when it names nothing the site shows. */
export async function readPrefill(params: URLSearchParams, content: ContentReader): Promise<EnquiryPrefill | undefined> {
  const project = params.get("project");
  if (project) {
    try {
      return projectPrefill(await content.projects.get(project.slice(0, 100)));
    } catch {
      return undefined; // Not found (or not public): the plain form.
    }
  }
  const serviceId = params.get("service");
  const tierName = params.get("tier");
  if (!serviceId && !tierName) return undefined;
  const services = await content.site.get("services");
  const service = serviceId ? services.services.find((s) => s.id === serviceId) : undefined;
  if (service) return servicePrefill(service);
  const tier = tierName ? services.tiers.find((t) => t.title.toLowerCase() === tierName.trim().toLowerCase()) : undefined;
  return tier ? tierPrefill(tier) : undefined;
}
