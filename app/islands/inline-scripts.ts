/**
 * The inline scripts of the pages, as written: the one in <head> (app/root.tsx) and, on a page that
 * hydrates only its islands, the loader at its end (page-scripts.tsx). They are the same for every
 * request, so the Content-Security-Policy allows them by their hashes (server/security/headers.ts,
 * given these very texts by server/ssr.ts) rather than by a nonce: a page kept in memory then carries
 * no per-request nonce, and its compressed copy is one piece instead of being cut at each nonce.
 */
import { AFTER_FIRST_PAINT } from "../lib/after-first-paint";
import { SIGNED_IN_SCRIPT } from "./signed-in";

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
const HOLD_EARLY_TAPS = `(function(){var h=window.__heldTaps=[],d=document,r=d.documentElement,l=location,w=0,H="data-tap-held";function hold(e){if(r.hasAttribute("data-islands")||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||e.defaultPrevented||!e.target.closest)return;var t=e.target.closest("[data-island] a[href],[data-island] button,[data-lightbox]");if(!t||t.tagName==="A"&&!t.closest("[data-lightbox]")&&(t.origin!==l.origin||t.pathname!==l.pathname))return;e.preventDefault();if(t.hasAttribute(H))return;t.setAttribute(H,"");h.push(t);w=w||setTimeout(function(){if(r.hasAttribute("data-islands"))return;d.removeEventListener("click",hold,true);h.splice(0).forEach(function(t){t.removeAttribute(H);t.click()})},8000)}d.addEventListener("click",hold,true);addEventListener("pagehide",function(){h.splice(0).forEach(function(t){t.removeAttribute(H)})})})()`;

/** The script in <head>: the signed-in mark on every page, and the held taps where islands will hydrate. */
export function headScript(islands: boolean): string {
  return islands ? `${SIGNED_IN_SCRIPT};${HOLD_EARLY_TAPS}` : SIGNED_IN_SCRIPT;
}

/** The script at the end of an islands page: the islands' script (`src`), once the page has painted. */
export function islandsLoader(src: string): string {
  return `${AFTER_FIRST_PAINT}\nimport(${JSON.stringify(src)});`;
}

/** Every inline script a page in one language can have, given that language's islands' script. */
export function inlineScripts(islandsScript: string): string[] {
  return [headScript(true), headScript(false), islandsLoader(islandsScript)];
}
