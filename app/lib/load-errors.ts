/**
 * How a detail page's loader fails: an unknown or malformed id is a 404, anything else is
 * logged and answered 500. Both become a thrown response the route's ErrorBoundary renders.
 */
import { data } from "react-router";

export function throwLoadFailure(error: unknown, what: string): never {
  if ((error as { status?: unknown } | null)?.status === 404) throw data(null, { status: 404 });
  console.error(`Failed to load ${what}`, error);
  throw data(null, { status: 500 });
}
