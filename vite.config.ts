import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { islandEntries } from "./vite/island-entries";
import { lucideIcons } from "./vite/lucide-icons";
import { createSiteChunks } from "./vite/site-chunks";

// React Router's package points every bundler at its development build, whose warnings are switched
// on (remix-run/react-router#14102). Its production build, in the same package, differs only in
// that switch: the browser build takes it (0.5 KB less, and no development warnings in a visitor's
// console). The server imports the package from node_modules as it is.
const REACT_ROUTER_DIST = fileURLToPath(new URL("./node_modules/react-router/dist/production/", import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: REACT_ROUTER_DIST + "index.mjs" },
  { find: /^react-router\/dom$/, replacement: REACT_ROUTER_DIST + "dom-export.mjs" },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [lucideIcons(), islandEntries(), tailwindcss(), reactRouter()],
  resolve: {
    alias: [...(isSsrBuild || command !== "build" ? [] : REACT_ROUTER_PRODUCTION)],
  },
  // Bundled into the server's build, so that its icons are drawn by vite/lucide-icons.ts's component too.
  ssr: { noExternal: ["lucide-react"] },
  build: {
    // Hashed file names under /assets are served with a one-year immutable cache.
    assetsInlineLimit: 2048,
    // Terser with two passes makes the browser's files about 4 KB (Brotli) smaller than esbuild's
    // minifier on a visitor's first view (measured on the home page's scripts), for a few seconds of build.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: isSsrBuild
      ? undefined
      : {
          output: { manualChunks: createSiteChunks() },
        },
  },
}));
