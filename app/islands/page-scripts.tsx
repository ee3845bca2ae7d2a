import { PAGES, routeId } from "../../domain/pages";
import { AFTER_FIRST_PAINT } from "../lib/after-first-paint";
import { useIslandsScript } from "./context";

/**
 * The route ids of the pages that hydrate only their islands: the public pages of the site's
 * layout. Sign-in and the admin area stay single-page apps (React Router in the browser).
 */
export const ISLAND_ROUTE_IDS: ReadonlySet<string> = new Set(
  PAGES.filter((page) => page.layout === "site" && page.access === "public").map(routeId),
);

/**
 * Holds a tap on an island's button, on a link the island answers in place (the same page) or on a
 * lightbox's photo that comes before the islands' script has started (marked, so that it dims
 * while held): the script plays it again on the island once hydrated (runtime.ts, which holds taps
 * the same way from then on). A link to another page, a click with a modifier key (a new tab) and
 * a second tap on a held control are not held. Should the script not start within 8 s of the first
 * held tap (the network dropped), held taps do what they do without it. Leaving the page forgets
 * them. It runs in <head> (app/root.tsx), so taps are held from the very start of the page: at the end
 * of <body> it had the parser stop before the page's end on `/`, and Chromium styled and laid out
 * the page twice, the second time after the first paint (a long task on a budget phone).
 */
export const HOLD_EARLY_TAPS = `(function(){var h=window.__heldTaps=[],d=document,r=d.documentElement,l=location,w=0,H="data-tap-held";function hold(e){if(r.hasAttribute("data-islands")||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||e.defaultPrevented||!e.target.closest)return;var t=e.target.closest("[data-island] a[href],[data-island] button,[data-lightbox]");if(!t||t.tagName==="A"&&!t.closest("[data-lightbox]")&&(t.origin!==l.origin||t.pathname!==l.pathname))return;e.preventDefault();if(t.hasAttribute(H))return;t.setAttribute(H,"");h.push(t);w=w||setTimeout(function(){if(r.hasAttribute("data-islands"))return;d.removeEventListener("click",hold,true);h.splice(0).forEach(function(t){t.removeAttribute(H);t.click()})},8000)}d.addEventListener("click",hold,true);addEventListener("pagehide",function(){h.splice(0).forEach(function(t){t.removeAttribute(H)})})})()`;

/**
 * The script at the end of a page that hydrates only its islands: the islands' script, asked for
 * once the page has painted and its priority photo has loaded (so the photo has the connection to
 * itself). The speculation rules come by the page's header (domain/speculation-rules.ts).
 */
export function IslandScripts({ nonce }: { nonce: string | undefined }) {
  const src = useIslandsScript();
  return src ? (
    <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: `${AFTER_FIRST_PAINT}\nimport(${JSON.stringify(src)});` }} />
  ) : null;
}
