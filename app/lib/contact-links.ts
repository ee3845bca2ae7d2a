/** One-tap contact: WhatsApp and phone links from the company's configured numbers. */
import type { CompanyContent } from "../../domain/site-content";

export function whatsappUrl(company: Pick<CompanyContent, "whatsapp">, text?: string): string {
  const base = `https://wa.me/${company.whatsapp}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function phoneHref(company: Pick<CompanyContent, "phone">): string {
  return `tel:${company.phone.replace(/[^\d+]/g, "")}`;
}
