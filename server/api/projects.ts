import { projects } from "../../domain/kinds";
import {
  factQuery,
  hasFactFilter,
  NEAREST_MAX,
  parseProjectQuery,
  PROJECT_FILTER_FIELDS,
  projectQueryErrors,
} from "../../domain/project-list";
import { Invalid } from "../errors";
import { listPart } from "./list-part";
import { itemRoutes } from "./items";
import { apiRoute, askedLocale, type ApiRoute } from "./route";
import type { Project } from "../../domain/entities";

/** `?nearest=n`: how many projects nearest to the filters to answer when none matches; null when not asked. */
function nearestCount(query: URLSearchParams): number | null {
  if (!query.has("nearest")) return null;
  const count = Number(query.get("nearest"));
  if (!Number.isInteger(count) || count < 0 || count > NEAREST_MAX) {
    throw new Invalid({ nearest: `nearest must be a whole number from 0 to ${NEAREST_MAX}` });
  }
  return count;
}

export const projectRoutes: ApiRoute[] = itemRoutes(projects, {
  list: apiRoute({
    method: "GET",
    url: "/api/projects",
    access: "public",
    // The nearest projects weigh packages in the order of the price tiers (Site → Services).
    shows: ["projects", "site"],
    query: [...PROJECT_FILTER_FIELDS, "nearest", "limit", "offset", "lang"],
    handler: async (request, _reply, { services }) => {
      const query = new URLSearchParams(request.query as Record<string, string>);
      // docs/product.md §7: every project. Asked for a part (`limit`, `offset`), or a filter, it answers that
      // part of the matching projects and how many match in all (`total`), filtered and cut in SQL.
      const part = listPart(query, [...PROJECT_FILTER_FIELDS, "nearest"]);
      if (!part) return { projects: await services.projects.list() };
      // A filter value the list does not offer is refused with what it may be (the page ignores it).
      const { packages } = await services.projects.facets();
      const errors = projectQueryErrors(query, packages);
      if (Object.keys(errors).length > 0) throw new Invalid(errors);
      const filter = parseProjectQuery(query, packages);
      const near = nearestCount(query);
      const asked = { category: filter.category, ...factQuery(filter) };
      const found = await services.projects.page({ ...asked, ...part });
      // Asked in a language, the projects come in it (docs/product.md §11).
      const locale = askedLocale(query);
      const inLanguage = <T extends Project>(items: T[]) => (locale ? services.inLanguage(projects, items, locale) : items);
      if (near === null) return { projects: await inLanguage(found.items), total: found.total };
      // Asked for them, the projects nearest to filters that match none (the list's "Nearest to what you asked for").
      const filtered = filter.category !== "" || hasFactFilter(filter);
      const tiers = (await services.site.get("services")).tiers.map((tier) => tier.title);
      const nearest = found.total === 0 && filtered && near > 0 ? await services.projects.nearest(asked, near, tiers) : [];
      return { projects: await inLanguage(found.items), total: found.total, nearest: await inLanguage(nearest) };
    },
  }),
});
