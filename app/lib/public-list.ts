/**
 * A part of a public list from the API, as an island asks for it (docs/api.md, "A part of the
 * project list"): on a page in Malayalam or Tamil, its items in that language where translated.
 */
import type { Locale } from "../../domain/locales";

export async function fetchPublicList<T>(
  list: "projects" | "blogs",
  locale: Locale,
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<T> {
  if (locale !== "en") query.set("lang", locale);
  const response = await fetch(`/api/${list}?${query}`, { signal });
  if (!response.ok) throw new Error(`GET /api/${list} answered ${response.status}`);
  return (await response.json()) as T;
}
