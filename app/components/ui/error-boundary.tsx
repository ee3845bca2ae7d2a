/**
 * The one way a route renders a failed load (docs/architecture.md §11.9; Epic Stack's GeneralErrorBoundary): a 404
 * shows `notFound` when the route has one, anything else shows `failed`. Errors thrown while
 * rendering (not by a loader) are logged; a loader's failure was logged where it happened.
 */
import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";

export function GeneralErrorBoundary({ notFound, failed }: { notFound?: ReactNode; failed: ReactNode }) {
  const error = useRouteError();
  const response = isRouteErrorResponse(error);
  if (!response) console.error(error);
  if (response && error.status === 404 && notFound) return notFound;
  return failed;
}
