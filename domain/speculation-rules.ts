/**
 * Speculation Rules for the public pages (docs/architecture.md §2): a same-origin public link is
 * prerendered as soon as the visitor shows intent (a hover of 200 ms, or the start of a tap), so the
 * page load it starts is instant; a browser that does not prerender prefetches it instead. Pages
 * are the server's kept answers, so this costs the server next to nothing.
 *
 * The rules are one small file, named by each public page's `Speculation-Rules` header, rather than
 * a script written into every page: the browser asks for them once, and a phone on a slow network
 * does not download them again with each page's HTML.
 */
import { PAGES } from "./pages";

export const SPECULATION_RULES_PATH = "/speculation-rules.json";

/** Links that must load as they are: the admin area, sign-in, files and the API. */
const NOT_SPECULATED = [
  ...PAGES.filter((page) => page.access === "private").map((page) => page.path.replace(/:\w+/g, "*")),
  "/uploads/*",
  "/api/*",
  "/*.xml",
  "/*.txt",
];

const PUBLIC_LINKS = { and: [{ href_matches: "/*" }, { not: { href_matches: NOT_SPECULATED } }] };

export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: PUBLIC_LINKS, eagerness: "moderate" }],
  prefetch: [{ where: PUBLIC_LINKS, eagerness: "moderate" }],
});
