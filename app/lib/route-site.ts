/** The site's name and origin for a route's `meta`, in the shape `pageMeta()` takes. */
import type { Locale } from "../../domain/locales";
import { siteFromMatches } from "./seo";

export interface SiteInfo {
  siteName: string;
  siteUrl: string;
  /** The company's logo, the image a page without one of its own is shared with. */
  logo: string | null;
  /** The page's language (its URL's). */
  locale: Locale;
}

export function getSiteFromMatches(matches: Parameters<typeof siteFromMatches>[0]): SiteInfo {
  const { company, siteUrl, locale } = siteFromMatches(matches);
  return { siteName: company.name, siteUrl, logo: company.logo, locale };
}
