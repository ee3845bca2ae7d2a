/** One-tap contact: WhatsApp and phone links from the company's configured numbers. */
import type { CompanyContent } from "../../domain/site-content";

export function whatsappUrl(company: Pick<CompanyContent, "whatsapp">, text?: string): string {
  const base = `https://wa.me/${company.whatsapp}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function phoneHref(company: Pick<CompanyContent, "phone">): string {
  return `tel:${company.phone.replace(/[^\d+]/g, "")}`;
}

/** Where the enquiry form is on /contact: a call to action lands on the form, not on the map above it. */
export const ENQUIRY_FORM_ANCHOR = "enquiry-form";

/**
 * The contact page with the enquiry form in view and filled with what the visitor was looking at:
 * a project (by its slug), a service (by its id on the services page) or a price package (by name).
 */
export function enquiryHref(about: { project: string } | { service: string } | { tier: string }): string {
  const [name, value] = Object.entries(about)[0] as [string, string];
  return `/contact?${name}=${encodeURIComponent(value)}#${ENQUIRY_FORM_ANCHOR}`;
}
