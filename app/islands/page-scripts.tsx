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

/** Links that must load as they are: the admin area, sign-in, files and the API. */
const NOT_SPECULATED = [
  ...PAGES.filter((page) => page.access === "private").map((page) => page.path.replace(/:\w+/g, "*")),
  "/uploads/*",
  "/api/*",
  "/*.xml",
  "/*.txt",
];

/**
 * Speculation Rules: a same-origin public link is prerendered as soon as the visitor shows intent
 * (a hover of 200 ms, or the start of a tap), so the page load it starts is instant; a browser that
 * does not prerender prefetches it instead. Pages are the server's kept answers, so this costs
 * the server next to nothing.
 */
const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: { and: [{ href_matches: "/*" }, { not: { href_matches: NOT_SPECULATED } }] }, eagerness: "moderate" }],
  prefetch: [{ where: { and: [{ href_matches: "/*" }, { not: { href_matches: NOT_SPECULATED } }] }, eagerness: "moderate" }],
});

/**
 * Holds a tap on an island's button, on a link the island answers in place (the same page) or on a
 * lightbox's photo that comes before the islands' script has started (marked, so that it dims
 * while held): the script plays it again on the island once hydrated (runtime.ts, which holds taps
 * the same way from then on). A link to another page, a click with a modifier key (a new tab) and
 * a second tap on a held control are not held. Should the script not start within 8 s of the first
 * held tap (the network dropped), held taps do what they do without it. Leaving the page forgets
 * them.
 */
const HOLD_EARLY_TAPS = `(function(){var h=window.__heldTaps=[],d=document,r=d.documentElement,l=location,w=0,H="data-tap-held";function hold(e){if(r.hasAttribute("data-islands")||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||e.defaultPrevented||!e.target.closest)return;var t=e.target.closest("[data-island] a[href],[data-island] button,[data-lightbox]");if(!t||t.tagName==="A"&&!t.closest("[data-lightbox]")&&(t.origin!==l.origin||t.pathname!==l.pathname))return;e.preventDefault();if(t.hasAttribute(H))return;t.setAttribute(H,"");h.push(t);w=w||setTimeout(function(){if(r.hasAttribute("data-islands"))return;d.removeEventListener("click",hold,true);h.splice(0).forEach(function(t){t.removeAttribute(H);t.click()})},8000)}d.addEventListener("click",hold,true);addEventListener("pagehide",function(){h.splice(0).forEach(function(t){t.removeAttribute(H)})})})()`;

/**
 * The held-taps script, in <head>: taps are held from the very start of the page. At the end of
 * <body> it had the parser stop before the page's end on `/`, and Chromium styled and laid out
 * the page twice, the second time after the first paint (a long task on a budget phone).
 */
export function EarlyTapsScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_EARLY_TAPS }} />;
}

/**
 * The scripts at the end of a page that hydrates only its islands: the islands' script, asked for
 * once the page has painted and its priority photo has loaded (so the photo has the connection to
 * itself), and the speculation rules.
 */
export function IslandScripts({ nonce }: { nonce: string | undefined }) {
  const src = useIslandsScript();
  return (
    <>
      {src ? (
        <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: `${AFTER_FIRST_PAINT}\nimport(${JSON.stringify(src)});` }} />
      ) : null}
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
    </>
  );
}
