/**
 * What the response cache keeps, derived from where each route is declared: the public pages of
 * domain/pages.ts and the public reads of the API route table, each with the content it shows,
 * and React Router's route discovery, which shows none.
 */
import { PAGES, pathPattern, routePattern } from "../domain/pages";
import { apiRoutes } from "./api";
import { CacheRules, MANIFEST } from "./cache/cacheable";

export function siteCacheRules(): CacheRules {
  return new CacheRules([
    // Every page in a layout shows the company's facts (header, footer, structured data).
    // A page is kept once for each value of the parameters its loader reads, whatever else its query holds.
    ...PAGES.flatMap((page) =>
      page.access === "public" && page.shows
        ? [{ pattern: pathPattern(page), kinds: page.layout ? [...page.shows, "site" as const] : page.shows, query: page.query ?? [] }]
        : [],
    ),
    ...apiRoutes.flatMap((route) =>
      route.method === "GET" && route.shows ? [{ pattern: routePattern(route.url), kinds: route.shows, query: route.query ?? [] }] : [],
    ),
    { pattern: MANIFEST, kinds: [], query: ["paths", "version"] },
  ]);
}
