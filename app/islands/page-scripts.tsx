import { PAGES } from "../../domain/pages";
import { AFTER_FIRST_PAINT } from "../lib/after-first-paint";
import { useIslandsScript } from "./context";

/**
 * The route ids of the pages that hydrate only their islands: the public pages of the site's
 * layout. Sign-in and the admin area stay single-page apps (React Router in the browser).
 */
export const ISLAND_ROUTE_IDS: ReadonlySet<string> = new Set(
  PAGES.filter((page) => page.layout === "site" && page.access === "public").map((page) => page.module.replace(/\.tsx?$/, "")),
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
 * Holds a tap on an island's link or button (or a lightbox's photo) that comes before the islands'
 * script has started (marked, so that it dims while held): the script plays it again on the island
 * once hydrated (runtime.ts). Should
 * the script not start within 8 s (the network dropped), held taps do what they do without it.
 */
const HOLD_EARLY_TAPS = `(function(){var h=window.__heldTaps=[],d=document,r=d.documentElement;function hold(e){if(r.hasAttribute("data-islands")||e.button!==0||e.defaultPrevented||!e.target.closest)return;var t=e.target.closest("[data-island] a[href],[data-island] button,[data-lightbox]");if(!t)return;e.preventDefault();t.setAttribute("data-tap-held","");h.push(t)}d.addEventListener("click",hold,true);setTimeout(function(){if(r.hasAttribute("data-islands"))return;d.removeEventListener("click",hold,true);h.splice(0).forEach(function(t){t.removeAttribute("data-tap-held");t.click()})},8000)})()`;

/**
 * The page's first script, in <head>: taps are held from the very start of the page, and the
 * parser meets no script to run at the end of <body>, so it reads the page to its end in one go
 * and the browser styles and lays it out once (not once for the part read before the script and
 * again for the rest, a second long task on a budget phone).
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
