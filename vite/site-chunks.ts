/**
 * How the browser build groups modules into files. Left to Rollup, every icon and helper shared by
 * two pages becomes a file of its own: a public page loaded 25–35 files of a few hundred bytes, and
 * on a phone's HTTP/1.1 connections each costs a round trip before the page can hydrate.
 *
 * Here the framework (React, React DOM, React Router) is one "framework" file, the same on every
 * page and cached after the first. Our modules that a visitor's page shares with another page go
 * into two files:
 * - "site": those the home page draws (statically imported from the root, the public layout or the
 *   home route), loaded by every public page;
 * - "pages": the rest (the lightbox, the captioned galleries, the category filter…), loaded by the
 *   pages that use them, so that a first visit to the home page does not download them.
 * Modules of one page only stay in that page's file (Rollup's default), and modules no visitor's
 * page reaches (the admin area, sign-in, the form validator) enter neither file, so no admin code
 * reaches a visitor.
 */
import path from "node:path";
import type { GetManualChunk } from "rollup";
import { rootsReaching, type ReachOptions } from "./module-graph";

const APP = path.resolve("app");
const NODE_MODULES = path.resolve("node_modules");
const entry = (file: string) => path.join(APP, file);
/** The route modules around the home page: the first view of most visitors. */
const LANDING_ENTRIES = new Set(["root.tsx", "routes/site-layout.tsx", "routes/home.tsx"].map(entry));
/** The route modules of the pages a visitor sees (docs/product.md §2), and the two layouts around them. */
const VISITOR_ENTRIES = new Set([
  ...LANDING_ENTRIES,
  ...[
    "routes/about.tsx",
    "routes/services.tsx",
    "routes/gallery.tsx",
    "routes/contact.tsx",
    "routes/projects.tsx",
    "routes/project-detail.tsx",
    "routes/blog.tsx",
    "routes/blog-detail.tsx",
    "routes/not-found.tsx",
  ].map(entry),
]);
const ICONS = path.join(NODE_MODULES, "lucide-react");
/** Our own code and the icon set; the framework has its file, and other libraries keep Rollup's. */
const GROUPED = [APP, path.resolve("domain"), ICONS];
const FRAMEWORK = ["react", "react-dom", "react-router", "scheduler"].map((name) => path.join(NODE_MODULES, name));

const withoutQuery = (id: string) => id.split("?")[0] ?? id;
const isUnder = (file: string, dir: string) => file.startsWith(dir + path.sep);

/** The route modules (entries) from which a module is imported; with `staticOnly`, through static imports only. */
const ENTRIES = (staticOnly: boolean): ReachOptions => ({
  rootOf: (id, info) => (info.isEntry ? withoutQuery(id) : undefined),
  staticOnly,
});
const ALL_IMPORTS = ENTRIES(false);
const STATIC_IMPORTS = ENTRIES(true);

export function createSiteChunks(): GetManualChunk {
  const reaching = new Map<string, Set<string>>();
  const reachingStatically = new Map<string, Set<string>>();
  return (id, meta) => {
    const file = withoutQuery(id);
    if (FRAMEWORK.some((dir) => isUnder(file, dir))) return "framework";
    if (!GROUPED.some((dir) => isUnder(file, dir))) return undefined;
    if (meta.getModuleInfo(id)?.isEntry) return undefined;
    const entries = [...rootsReaching(id, meta, ALL_IMPORTS, reaching)];
    const visitors = entries.filter((reached) => VISITOR_ENTRIES.has(reached));
    if (visitors.length === 0) return undefined;
    const landing = [...rootsReaching(id, meta, STATIC_IMPORTS, reachingStatically)].some((reached) => LANDING_ENTRIES.has(reached));
    // An icon is a few hundred bytes (imported one file per icon): a file of its own would cost a request.
    if (isUnder(file, ICONS)) return landing ? "site" : "pages";
    if (entries.length < 2) return undefined;
    // What the home page draws goes into "site" even when the admin area uses it too: the admin
    // area loads "site" as well. Other modules join "pages" when only visitors' pages share them.
    if (landing) return "site";
    return visitors.length === entries.length ? "pages" : undefined;
  };
}
