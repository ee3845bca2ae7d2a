import { useLocation, useNavigation, useRevalidator } from "react-router";

/**
 * True while the data of the page on screen is being fetched again: a 'Try Again', or a client
 * navigation to a path `isPagePath` accepts (the same page, or another item of the same kind).
 * A change of the query string alone (a category filter) is answered from the data already on
 * the page, so it shows no spinner.
 */
export function usePageLoading(isPagePath: (pathname: string) => boolean): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  if (revalidator.state === "loading") return true;
  const target = navigation.location;
  if (navigation.state !== "loading" || !target) return false;
  if (target.pathname === location.pathname && target.search !== location.search) return false;
  return isPagePath(target.pathname);
}

/** For `shouldRevalidate`: a filter in the query string needs no new data from the server. */
export function isQueryOnlyChange(currentUrl: URL, nextUrl: URL): boolean {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
}
