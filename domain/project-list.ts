/**
 * The public list of projects (`/projects`, and `GET /api/projects` when asked for a part): the
 * category and construction status it is filtered by, and the pages it is shown in. The page
 * and the API filter the same way, so a filter shows every matching project, not only those
 * already on the screen.
 */
import { pageNumber } from "./filters";
import { statusFromSlug, statusSlug, type ConstructionStatus } from "./project-facts";

/** Projects a page of `/projects` shows, and each "Load more" adds. */
export const PROJECTS_PAGE_SIZE = 12;

export interface ProjectFilter {
  /** A category as the address names it, or "" for all. */
  category: string;
  status: ConstructionStatus | null;
}

export interface ProjectListQuery extends ProjectFilter {
  /** How many pages are shown: 1 for the first twelve. */
  page: number;
}

export function parseProjectQuery(query: URLSearchParams): ProjectListQuery {
  return {
    category: query.get("category")?.trim() ?? "",
    status: statusFromSlug(query.get("status")),
    page: pageNumber(query),
  };
}

/** The address of the list with this filter and this many pages (page 1 is left out). */
export function projectListPath(filter: ProjectFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter.category) query.set("category", filter.category);
  if (filter.status) query.set("status", statusSlug(filter.status));
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/projects?${search}` : "/projects";
}
