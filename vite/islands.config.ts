/**
 * The public pages' browser build (docs/architecture.md §2): one small entry, app/islands/runtime.ts, and a file
 * per island that it loads on demand, with React (and React DOM) in a file of its own that only a
 * page hydrating an island asks for. It runs after React Router's build (`npm run build`), once per
 * language (scripts/build-islands.ts; ISLANDS_LOCALE), writes beside its files in
 * build/client/assets, and records the entry's hashed name in build/islands.json (build/islands.ml.json…:
 * Vite's manifest), which the server reads at start. A file the languages share (React) has the
 * same content, so the same name, in every build.
 */
import { fileURLToPath } from "node:url";
import path from "node:path";
import type { ManualChunkMeta } from "rollup";
import { defineConfig } from "vite";
import { isLocale } from "../domain/locales";
import { islandEntries, islandsManifest, ISLANDS_MODULE } from "./island-entries";
import { lucideIcons } from "./lucide-icons";
import { messageModules } from "./message-modules";
import { rootsReaching, type ReachOptions } from "./module-graph";

const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? "build");
/** The language this build is for (scripts/build-islands.ts makes one per language). */
const LOCALE = process.env.ISLANDS_LOCALE ?? "en";
if (!isLocale(LOCALE)) throw new Error(`ISLANDS_LOCALE=${LOCALE} is not one of the site's languages`);
const REACT = ["react", "react-dom", "scheduler"].map((name) => `${path.resolve("node_modules", name)}${path.sep}`);
const HYDRATE = path.resolve("app/islands/hydrate.ts");
const RUNTIME = path.resolve("app/islands/runtime.ts");
/** Where the islands (`<name>.island.tsx` under app/components) are imported on demand. */
const REGISTRY = `\0${ISLANDS_MODULE}`;
/** What every form sending an enquiry imports: the islands that do are the forms. */
const ENQUIRY_QUEUE = path.resolve("app/lib/enquiry-queue.ts");

/** The island modules: those the registry imports on demand. */
const ISLAND_MODULES: ReachOptions = {
  rootOf: (id, info) => (info.dynamicImporters.includes(REGISTRY) ? id : undefined),
  staticOnly: true,
};
/** The runtime, which loads with every public page. */
const THE_RUNTIME: ReachOptions = { rootOf: (id) => (id === RUNTIME ? id : undefined), staticOnly: true };

/**
 * React and React DOM are one file, the hydrating code a small one beside it; what two islands or more share is one
 * "parts" file (icons, images, buttons); what one island alone uses stays in its file. An island
 * page then asks for four files at most, in parallel.
 */
function createIslandChunks() {
  const islands = new Map<string, Set<string>>();
  const runtime = new Map<string, Set<string>>();
  /** Whether an island imports the enquiry queue, directly or through others. */
  const isForm = (island: string, meta: ManualChunkMeta) => rootsReaching(ENQUIRY_QUEUE, meta, ISLAND_MODULES, islands).has(island);
  return (id: string, meta: ManualChunkMeta) => {
    // React's CommonJS modules alone: with an ES module of ours in the same file, the CommonJS
    // wrappers ran out of order ("Cannot set properties of undefined").
    // The CommonJS plugin's proxies of React's modules ("\0…/react/jsx-runtime.js?commonjs-exports")
    // go with them: in "parts", React's file would import "parts" and "parts" React's.
    const file = id.replace(/^\0/, "").replace(/\?.*$/, "");
    if (REACT.some((dir) => file.startsWith(dir))) return "react";
    if (id === HYDRATE) return undefined;
    // What the runtime itself uses stays in its file, which every island page has already loaded
    // (named, so that a module the forms share with it is not pulled into theirs).
    if (id === RUNTIME || id === REGISTRY || rootsReaching(id, meta, THE_RUNTIME, runtime).size > 0) return "islands";
    const roots = rootsReaching(id, meta, ISLAND_MODULES, islands);
    if (roots.size < 2) return undefined;
    // What only the forms share (the enquiry rules and queue) stays out of the file every island loads.
    return [...roots].every((root) => isForm(root, meta)) ? "forms" : "parts";
  };
}

export default defineConfig({
  plugins: [lucideIcons(), islandEntries(), messageModules(LOCALE)],
  // The islands know their language (app/i18n/locale.ts).
  define: { __ISLANDS_LOCALE__: JSON.stringify(LOCALE) },
  build: {
    // The build folder itself, so that the manifest lands beside client/ (not served), and the
    // files in client/assets (served, with a one-year immutable cache).
    outDir: BUILD_DIR,
    emptyOutDir: false,
    manifest: islandsManifest(LOCALE),
    assetsDir: "client/assets",
    // An island's chunk asks for the chunks it imports in parallel (modulepreload); their names
    // are relative to outDir, and the browser finds them under /assets.
    modulePreload: { resolveDependencies: (_file, dependencies) => dependencies.map((dependency) => dependency.replace(/^client\//, "")) },
    assetsInlineLimit: 2048,
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      // lucide-react marks its modules "use client", which means nothing outside a React Server Components build.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.id?.includes(`${path.sep}node_modules${path.sep}`)) return;
        warn(warning);
      },
      input: { islands: fileURLToPath(new URL("../app/islands/runtime.ts", import.meta.url)) },
      output: {
        entryFileNames: "client/assets/[name]-[hash].js",
        // An island's file is named after the island (its source is `<name>.island.tsx`).
        chunkFileNames: (chunk) => `client/assets/${chunk.name.replace(/\.island$/, "")}-[hash].js`,
        manualChunks: createIslandChunks(),
      },
    },
  },
});
