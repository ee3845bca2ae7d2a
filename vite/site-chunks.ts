/**
 * How the browser build groups modules into files. Left to Rollup, every icon and helper shared by
 * two pages becomes a file of its own: a public page loaded 25–35 files of a few hundred bytes, and
 * on a phone's HTTP/1.1 connections each costs a round trip before the page can hydrate.
 *
 * Here every module that a visitor's page shares with another page goes into one "site" file,
 * loaded once and cached for every page after. Modules of one page only stay in that page's file
 * (Rollup's default), and modules no visitor's page reaches (the admin area, sign-in, the form
 * validator) never enter "site", so no admin code reaches a visitor.
 */
import path from "node:path";
import type { GetManualChunk, ManualChunkMeta } from "rollup";

const APP = path.resolve("app");
/** The route modules of the pages a visitor sees (SPEC §2), and the two layouts around them. */
const VISITOR_ENTRIES = new Set(
  ["root.tsx", "routes/site-layout.tsx", "routes/home.tsx", "routes/about.tsx", "routes/services.tsx", "routes/gallery.tsx", "routes/contact.tsx", "routes/projects.tsx", "routes/project-detail.tsx", "routes/blog.tsx", "routes/blog-detail.tsx", "routes/not-found.tsx"].map((file) => path.join(APP, file)),
);
const ICONS = path.join(path.resolve("node_modules"), "lucide-react");
/** Our own code and the icon set; the framework (React, React Router) keeps the files Rollup gives it. */
const GROUPED = [APP, path.resolve("domain"), ICONS];

/** The route modules (entries) from which a module is imported, directly or through others. */
function entriesReaching(id: string, meta: ManualChunkMeta, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  memo.set(id, found); // an import cycle ends here instead of looping
  const info = meta.getModuleInfo(id);
  if (!info) return found;
  if (info.isEntry) found.add(id);
  for (const importer of [...info.importers, ...info.dynamicImporters]) {
    for (const entry of entriesReaching(importer, meta, memo)) found.add(entry);
  }
  return found;
}

export function createSiteChunks(): GetManualChunk {
  const memo = new Map<string, Set<string>>();
  return (id, meta) => {
    const file = id.split("?")[0] ?? id;
    if (!GROUPED.some((dir) => file.startsWith(dir + path.sep))) return undefined;
    if (meta.getModuleInfo(id)?.isEntry) return undefined;
    const entries = entriesReaching(id, meta, memo);
    const visitors = [...entries].filter((entry) => VISITOR_ENTRIES.has(entry.split("?")[0] ?? entry));
    // An icon (a few hundred bytes, imported one file per icon) that any visitor's page draws: a
    // file of its own would cost a request, and the admin area loads "site" anyway (React is in it).
    if (file.startsWith(ICONS + path.sep)) return visitors.length > 0 ? "site" : undefined;
    // Shared by two visitor pages or more, and by nothing else: worth one request for all of them.
    return entries.size >= 2 && visitors.length === entries.size ? "site" : undefined;
  };
}
