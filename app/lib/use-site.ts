import { useRouteLoaderData } from "react-router";
import type { CompanyFacts } from "../../domain/company";
import { defaultCompany } from "../../domain/company";

interface RootData {
  company: CompanyFacts;
  siteUrl: string;
}

/** The company's configured facts and the site's origin, from the root loader. */
export function useSite(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { company: defaultCompany, siteUrl: "" };
}
