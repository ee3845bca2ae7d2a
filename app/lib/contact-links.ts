/** One-tap contact: WhatsApp and phone links from the company's configured numbers. */
import type { CompanyFacts } from "../../domain/company";

export function whatsappUrl(company: Pick<CompanyFacts, "whatsapp">, text?: string): string {
  const base = `https://wa.me/${company.whatsapp}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function phoneHref(company: Pick<CompanyFacts, "phone">): string {
  return `tel:${company.phone.replace(/[^\d+]/g, "")}`;
}
