/** The site's name and origin for a route's `meta`, in the shape `pageMeta()` takes. */
import { siteFromMatches } from "./seo";

export interface SiteInfo {
  siteName: string;
  siteUrl: string;
  /** The company's logo, the image a page without one of its own is shared with. */
  logo: string | null;
}

export function getSiteFromMatches(matches: Parameters<typeof siteFromMatches>[0]): SiteInfo {
  const { company, siteUrl } = siteFromMatches(matches);
  return { siteName: company.name, siteUrl, logo: company.logo };
}
