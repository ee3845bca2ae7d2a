/**
 * Per-page search and sharing tags: a title carrying the site name, a description, the canonical
 * URL from SITE_URL, Open Graph and Twitter tags, and JSON-LD blocks.
 */
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localePath, type Locale } from "../../domain/locales";
import type { ProjectFacts } from "../../domain/project-facts";
import { type CompanyContent } from "../../domain/site-content";
import { DEFAULT_COMPANY } from "../../domain/site-defaults";
import { bestVariant } from "./images";

export interface PageMetaInput {
  /** The page's own title; the site name is appended ("Projects | Site"). Omit on the home page. */
  title?: string;
  /** What the site name is followed by on the home page: what the company does and where. */
  homeTitle?: string;
  description: string;
  /** The path of the page in English, e.g. "/projects/abc"; the page's language gives its own. */
  path: string;
  /** The page's path in each language, where it differs (an item with a translated slug); else `path` under each. */
  paths?: Partial<Record<Locale, string>>;
  /** The page's language: its canonical URL is in it, and every language's URL is its alternate. */
  locale?: Locale;
  /** The languages the page is in, when not all of them (an item not yet translated is in English alone). */
  languages?: readonly Locale[];
  siteUrl: string;
  siteName: string;
  /** A stored image name (its 1600 px variant is used), or an absolute URL. */
  image?: string | null;
  /** The company's logo: the image shared for a page without one of its own. */
  logo?: string | null;
  type?: "website" | "article";
  /** Extra JSON-LD objects for this page. */
  jsonLd?: object[];
}

export function pageTitle(title: string | undefined, siteName: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

export function absoluteImage(siteUrl: string, image: string): string {
  return /^https?:\/\//.test(image) ? image : `${siteUrl}${bestVariant(image, 1200)}`;
}

/**
 * A description as one clean run of sentences: texts joined from the company's own (a unit that
 * ends with a full stop, an optional clause) never leave a doubled or stray mark ("sq.ft..", " ,").
 */
export function tidyDescription(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([.,;:])/g, "$1")
    .replace(/([.,;:])(?:[.,;:])+/g, "$1")
    .trim();
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.homeTitle ? `${input.siteName} | ${input.homeTitle}` : pageTitle(input.title, input.siteName);
  input = { ...input, description: tidyDescription(input.description) };
  const locale = input.locale ?? DEFAULT_LOCALE;
  const urlIn = (language: Locale) => `${input.siteUrl}${localePath(language, input.paths?.[language] ?? input.path)}`;
  const url = urlIn(locale);
  const languages = input.languages ?? LOCALES;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    // Every language's URL of the page, and the English one for any other language (docs/product.md §11).
    ...languages.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LOCALE_INFO[language].hreflang,
      href: urlIn(language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn(DEFAULT_LOCALE) },
    { property: "og:site_name", content: input.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: LOCALE_INFO[locale].og },
    ...languages
      .filter((language) => language !== locale)
      .map((language) => ({ property: "og:locale:alternate", content: LOCALE_INFO[language].og })),
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  const shared = input.image ?? input.logo;
  if (shared) {
    const image = absoluteImage(input.siteUrl, shared);
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** Trims text to a description of at most `max` characters, on a word boundary. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max * 0.6)).trimEnd()}…`;
}

/** The company as a GeneralContractor (schema.org), for the home and contact pages. */
export function organizationJsonLd(company: CompanyContent, siteUrl: string): object {
  const open = company.hours.filter((h) => !h.closed);
  // Days with the same hours are one specification, as schema.org writes them.
  const byHours = new Map<string, string[]>();
  for (const h of open) byHours.set(`${h.opens}-${h.closes}`, [...(byHours.get(`${h.opens}-${h.closes}`) ?? []), h.day]);
  const sameAs = Object.values(company.social).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    name: company.name,
    slogan: company.tagline,
    description: company.summary,
    url: `${siteUrl}/`,
    ...(company.logo && { logo: absoluteImage(siteUrl, company.logo) }),
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.claims.foundedYear),
    areaServed: ["Kerala", "Tamil Nadu"],
    address: {
      "@type": "PostalAddress",
      streetAddress: company.addressLines.join(", "),
      addressLocality: company.city,
      addressRegion: company.region,
      postalCode: company.postalCode,
      addressCountry: company.country,
    },
    hasMap: company.map.openUrl,
    openingHoursSpecification: [...byHours].map(([hours, days]) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days,
      opens: hours.split("-")[0],
      closes: hours.split("-")[1],
    })),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(company.registrations.length > 0
      ? { identifier: company.registrations.map((r) => ({ "@type": "PropertyValue", name: r.label, value: r.value })) }
      : {}),
  };
}

export function breadcrumbJsonLd(siteUrl: string, items: Array<{ name: string; path: string }>): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: `${siteUrl}${item.path}` })),
  };
}

interface RootMatchData {
  company: CompanyContent;
  siteUrl: string;
  locale: Locale;
}

/**
 * The company and origin inside a route's `meta` function, read from the root loader's match
 * (meta cannot call hooks). Falls back to the defaults when the root data is missing (an error page).
 */
export function siteFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootMatchData {
  const root = matches.find((match) => match?.id === "root")?.data as RootMatchData | undefined;
  return root ?? { company: DEFAULT_COMPANY, siteUrl: "", locale: DEFAULT_LOCALE };
}

interface ProjectForJsonLd extends Omit<ProjectFacts, "beforeImage" | "afterImage"> {
  title: string;
  description: string;
  location: string;
  coverImage: string | null;
}

/**
 * A project as schema.org reads it: the work (a CreativeWork by the company, with its status and
 * year) about the building (an Accommodation, with its floor area, bedrooms and other facts).
 * Only the facts that are set are written.
 */
export function projectJsonLd(site: { siteUrl: string; siteName: string }, project: ProjectForJsonLd, path: string): object {
  const property = (name: string, value: number | string | null, unitText?: string) =>
    value === null || value === "" ? [] : [{ "@type": "PropertyValue", name, value, ...(unitText ? { unitText } : {}) }];
  const additionalProperty = [
    ...property("Plot size", project.plotCents, "cents"),
    ...property("Floors", project.floors),
    ...property("Construction time", project.durationMonths, "months"),
    ...property("Price package", project.priceTier),
  ];
  const place = project.locality || project.location;
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.title,
    ...(project.description ? { description: excerpt(project.description, 300) } : {}),
    url: `${site.siteUrl}${path}`,
    ...(project.coverImage ? { image: absoluteImage(site.siteUrl, project.coverImage) } : {}),
    creator: { "@type": "GeneralContractor", name: site.siteName, url: `${site.siteUrl}/` },
    ...(project.constructionStatus ? { creativeWorkStatus: project.constructionStatus } : {}),
    ...(project.year ? { dateCreated: String(project.year) } : {}),
    ...(place ? { locationCreated: { "@type": "Place", name: place, ...(project.location ? { address: project.location } : {}) } } : {}),
    about: {
      "@type": "Accommodation",
      name: project.title,
      ...(project.builtUpSqft ? { floorSize: { "@type": "QuantitativeValue", value: project.builtUpSqft, unitCode: "FTK" } } : {}),
      ...(project.bedrooms !== null ? { numberOfBedrooms: project.bedrooms } : {}),
      ...(additionalProperty.length > 0 ? { additionalProperty } : {}),
    },
  };
}
