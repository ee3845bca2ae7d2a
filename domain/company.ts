/**
 * The company's facts, shared by the server and the pages. Each can be overridden from the
 * environment (see server/config.ts); these defaults are what a fresh install shows.
 */
export interface CompanyFacts {
  siteName: string;
  tagline: string;
  /** Shown as written, e.g. "+91 98765 43210". */
  phone: string;
  /** Digits only with the country code, for wa.me links, e.g. "919876543210". */
  whatsapp: string;
  email: string;
  addressLines: string[];
  city: string;
  region: string;
  postalCode: string;
  country: string;
  /** An embeddable map URL of the office area (an iframe src). */
  mapEmbedUrl: string;
  hours: string;
  /** The default number is a placeholder; the server warns until it is configured. */
  phoneIsPlaceholder: boolean;
}

export const PLACEHOLDER_PHONE = "+91 90000 00000";

export const defaultCompany: CompanyFacts = {
  siteName: "Anantha Builders",
  tagline: "Building Your Dreams Into Reality",
  phone: PLACEHOLDER_PHONE,
  whatsapp: "919000000000",
  email: "info@example.com",
  addressLines: ["TC 15/1024, Vazhuthacaud", "Thycaud P.O."],
  city: "Thiruvananthapuram",
  region: "Kerala",
  postalCode: "695014",
  country: "IN",
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=76.9466%2C8.4925%2C76.9766%2C8.5125&layer=mapnik&marker=8.5025%2C76.9616",
  hours: "Mon - Sat 8:00 AM - 6:00 PM",
  phoneIsPlaceholder: true,
};
