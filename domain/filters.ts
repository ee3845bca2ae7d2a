/**
 * The category filters of the projects and blog pages (docs/product.md §2): the buttons list the distinct
 * categories present in the data, compared trimmed and case-insensitively, as the home page does.
 */

export function normalizeCategory(category: string | null | undefined): string {
  return (category ?? "").trim().toLowerCase();
}

/** Distinct non-empty categories in order of first appearance, keeping their first spelling. */
export function listCategories(items: ReadonlyArray<{ category: string }>): string[] {
  const seen = new Map<string, string>();
  for (const item of items) {
    const key = normalizeCategory(item.category);
    if (key && !seen.has(key)) seen.set(key, item.category.trim());
  }
  return [...seen.values()];
}

/** The most pages a list address may ask for (`?page=`): the rest is reached by searching. */
const MAX_PAGE = 1000;

/** How many pages of a list an address asks for (`?page=n`, issue #17): 1 when absent or not a page number. */
export function pageNumber(query: URLSearchParams): number {
  const page = Number(query.get("page"));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}
