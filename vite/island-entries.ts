import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_LOCALE, type Locale } from "../domain/locales";

/**
 * Islands are found by their file (docs/architecture.md §2): an island is a component file named
 * `<name>.island.tsx` anywhere under app/components, whose default export is the component the
 * browser hydrates. `<name>` is the island's name on the page (`data-island`), and it is unique.
 */
const ISLAND_FILE = /^([a-z][a-z0-9-]*)\.island\.tsx$/;
const COMPONENTS = "app/components";

/** The islands build's manifest for pages in `locale`, in the build folder (vite/islands.config.ts). */
export function islandsManifest(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "islands.json" : `islands.${locale}.json`;
}

/** The registry the islands' script imports (app/islands/runtime.ts). */
export const ISLANDS_MODULE = "virtual:islands";
const RESOLVED = `\0${ISLANDS_MODULE}`;
/** The query that imports an island's default export alone. */
const DEFAULT_ONLY = "?island";

/** Every island under `root`: its name, and its file relative to `root` (app/components/…). */
export function findIslands(root: string): Map<string, string> {
  const islands = new Map<string, string>();
  const files = readdirSync(path.join(root, COMPONENTS), { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const name = ISLAND_FILE.exec(path.basename(file))?.[1];
    if (!name) continue;
    const source = path.posix.join(COMPONENTS, file.split(path.sep).join("/"));
    const other = islands.get(name);
    if (other) throw new Error(`Two islands are named "${name}": ${other} and ${source}`);
    islands.set(name, source);
  }
  return islands;
}

/**
 * Makes `virtual:islands`: each island's name and a function that loads it on demand, as a file of
 * its own in the build. What it loads is a one-line module exporting the island file's default
 * export alone: a module imported on demand keeps every export in the build (the import's namespace
 * could use any), and an island's file also exports what only the server uses (its `island()`
 * wrapper), which the visitor's download then leaves out. In development, an island file added or
 * removed updates the registry.
 */
export function islandEntries(): Plugin {
  let root = process.cwd();
  return {
    name: "island-entries",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ISLANDS_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id.endsWith(DEFAULT_ONLY)) return `export { default } from ${JSON.stringify(id.slice(0, -DEFAULT_ONLY.length))};`;
      if (id !== RESOLVED) return null;
      const entries = [...findIslands(root)].map(
        ([name, file]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(path.join(root, file) + DEFAULT_ONLY)})`,
      );
      return `export default {\n${entries.join(",\n")}\n};`;
    },
    configureServer(server) {
      const changed = (file: string) => {
        if (!ISLAND_FILE.test(path.basename(file))) return;
        const registry = server.moduleGraph.getModuleById(RESOLVED);
        if (registry) server.moduleGraph.invalidateModule(registry);
      };
      server.watcher.on("add", changed);
      server.watcher.on("unlink", changed);
    },
  };
}
