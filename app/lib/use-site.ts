import { useRouteLoaderData } from "react-router";
import type { CompanyContent } from "../../domain/site-content";
import { DEFAULT_COMPANY } from "../../domain/site-defaults";

interface RootData {
  company: CompanyContent;
  siteUrl: string;
}

/** The company's facts (Site → Company details) and the site's origin, from the root loader. */
export function useSite(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { company: DEFAULT_COMPANY, siteUrl: "" };
}
