import { useRouteLoaderData } from "react-router";
import type { CompanyContent } from "../../domain/site-content";
import { DEFAULT_COMPANY } from "../../domain/site-defaults";

interface RootData {
  company: CompanyContent;
  /** The five services the footer lists, as the services page names them. */
  footerServices: Array<{ id: string; title: string }>;
  siteUrl: string;
}

/** The company's facts (Site → Company details), what every page's footer lists, and the site's origin, from the root loader. */
export function useSite(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  // Without the root's data (an error page that failed early) the footer lists no services.
  return data ?? { company: DEFAULT_COMPANY, footerServices: [], siteUrl: "" };
}
