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
    rollupOptions: isSsrBuild
      ? undefined
      : {
          output: { manualChunks: createSiteChunks() },
        },
  },
}));
