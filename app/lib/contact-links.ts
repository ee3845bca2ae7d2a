/** One-tap contact: WhatsApp and phone links from the company's configured numbers. */
import { DEFAULT_LOCALE, localePath, type Locale } from "../../domain/locales";
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
 * In `locale`, the page's language: "/ml/contact?…" on a Malayalam page.
 */
export function enquiryHref(about: { project: string } | { service: string } | { tier: string }, locale: Locale = DEFAULT_LOCALE): string {
  const [name, value] = Object.entries(about)[0] as [string, string];
  return localePath(locale, `/contact?${name}=${encodeURIComponent(value)}#${ENQUIRY_FORM_ANCHOR}`);
}

/**
 * The estimator opened on a home like a project: its plot, bedrooms, area, floors and package
 * where set, worked out at once (/estimate answers its figures) and in view; without the plot
 * there is nothing to work out yet, and the estimator opens with the rest filled in. `like` names
 * the project, which the estimate then says it was made from (and a call-back request about it too).
 * In `locale`, the page's language: "/ml/estimate?…" on a Malayalam page.
 */
export function estimateHref(
  home: {
    slug: string;
    plotCents: number | null;
    bedrooms: number | null;
    builtUpSqft: number | null;
    floors: number | null;
    priceTier: string;
  },
  packages: readonly string[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  const query = new URLSearchParams();
  const hasPlot = home.plotCents !== null && home.plotCents > 0;
  if (hasPlot) query.set("plotSize", String(home.plotCents));
  query.set("plotUnit", "cents");
  if (home.bedrooms !== null && home.bedrooms > 0) query.set("bedrooms", String(Math.min(home.bedrooms, 5)));
  if (home.builtUpSqft !== null && home.builtUpSqft > 0) query.set("builtUpArea", String(home.builtUpSqft));
  if (home.floors !== null && home.floors >= 1 && home.floors <= 5) query.set("floors", String(home.floors));
  const tier = packages.find((name) => name.trim().toLowerCase() === home.priceTier.trim().toLowerCase());
  if (tier) query.set("tier", tier);
  query.set("like", home.slug);
  return localePath(locale, `/estimate?${query.toString()}#${hasPlot ? "estimate-result" : "estimate"}`);
}
