/**
 * The public list of projects (`/projects`, and `GET /api/projects` when asked for a part): the
 * category and construction status it is filtered by, and the pages it is shown in. The page
 * and the API filter the same way, so a filter shows every matching project, not only those
 * already on the screen.
 */
import { matchesCategory } from "./filters";
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

const MAX_PAGE = 1000;

export function parseProjectQuery(query: URLSearchParams): ProjectListQuery {
  const page = Number(query.get("page"));
  return {
    category: query.get("category")?.trim() ?? "",
    status: statusFromSlug(query.get("status")),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
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

export function filterProjects<T extends { category: string; constructionStatus: ConstructionStatus | null }>(
  projects: readonly T[],
  filter: ProjectFilter,
): T[] {
  return projects.filter(
    (project) => matchesCategory(project.category, filter.category) && (!filter.status || project.constructionStatus === filter.status),
  );
}
