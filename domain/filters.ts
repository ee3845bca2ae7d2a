/**
 * The category filters of the projects and blog pages (SPEC §2): the buttons list the distinct
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

/** An empty selection means All. */
export function matchesCategory(category: string, selected: string): boolean {
  return !selected || normalizeCategory(category) === normalizeCategory(selected);
}

export function matchesSearch(fields: ReadonlyArray<string>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || fields.some((field) => field.toLowerCase().includes(needle));
}
