import { PAGES, routeId } from "../../domain/pages";
import { islandsLoader } from "./inline-scripts";
import { useIslandsScript } from "./context";

/**
 * The route ids of the pages that hydrate only their islands: the public pages of the site's
 * layout. Sign-in and the admin area stay single-page apps (React Router in the browser).
 */
export const ISLAND_ROUTE_IDS: ReadonlySet<string> = new Set(
  PAGES.filter((page) => page.layout === "site" && page.access === "public").map(routeId),
);

/**
 * The script at the end of a page that hydrates only its islands: the islands' script, asked for
 * once the page has painted and its priority photo has loaded (so the photo has the connection to
 * itself). The speculation rules come by the page's header (domain/speculation-rules.ts). Allowed
 * by its hash, like the script in <head> (inline-scripts.ts): no per-request nonce in the page.
 */
export function IslandScripts() {
  const src = useIslandsScript();
  return src ? <script type="module" dangerouslySetInnerHTML={{ __html: islandsLoader(src) }} /> : null;
}
