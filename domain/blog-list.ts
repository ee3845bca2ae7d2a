/**
 * The public list of posts (`/blog`, and `GET /api/blogs` when asked for a part), as the project
 * list (domain/project-list.ts): the search and category it is filtered by, applied to every post
 * before the pages are cut, so a search finds any post, not only those on the screen.
 */
import { pageNumber } from "./filters";

/** Posts a page of `/blog` shows, and each "Load more" adds. */
export const BLOG_PAGE_SIZE = 9;

/** How much of a post's text a card needs (the featured card shows 250 characters). */
export const LIST_TEXT_MAX = 300;

export interface BlogFilter {
  /** The words searched for in titles and text, or "". */
  query: string;
  /** A category as the address names it, or "" for all. */
  category: string;
}

export interface BlogListQuery extends BlogFilter {
  /** How many pages are shown: 1 for the first nine. */
  page: number;
}

export function parseBlogQuery(query: URLSearchParams): BlogListQuery {
  return {
    query: (query.get("q") ?? "").slice(0, 200),
    category: query.get("category")?.trim() ?? "",
    page: pageNumber(query),
  };
}

/** The address of the list with this filter and this many pages (page 1 is left out). */
export function blogListPath(filter: BlogFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter.query.trim()) query.set("q", filter.query.trim());
  if (filter.category) query.set("category", filter.category);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : "/blog";
}
