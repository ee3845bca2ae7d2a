/**
 * A part of a public list (docs/product.md §7's list calls answer every item; asked for a part, or given a
 * filter, they answer that part of the matching items and how many match in all).
 */
import { Invalid } from "../errors";

export interface ListPart {
  offset: number;
  /** Undefined: to the end. */
  limit: number | undefined;
}

/** The part asked for, or null when none of `names` (the filters, `offset`, `limit`) is in the query. */
export function listPart(query: URLSearchParams, filters: readonly string[]): ListPart | null {
  if (![...filters, "limit", "offset"].some((name) => query.has(name))) return null;
  const limit = query.has("limit") ? Number(query.get("limit")) : undefined;
  const offset = Number(query.get("offset") ?? 0);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 0 || limit > 1000))
    throw new Invalid({ limit: "limit must be a whole number from 0 to 1000" });
  if (!Number.isInteger(offset) || offset < 0) throw new Invalid({ offset: "offset must be a whole number from 0" });
  return { offset, limit };
}
