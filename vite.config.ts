import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { createSiteChunks } from "./vite/site-chunks";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
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
