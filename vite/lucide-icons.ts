/**
 * The lucide icons drawn by app/components/ui/lucide-icon.ts instead of the package's own component:
 * each icon module of lucide-react imports `../createLucideIcon.mjs`, and this resolves that import to
 * ours, in the server's build and the browsers' alike (so an island's markup hydrates as rendered).
 */
import path from "node:path";
import type { Plugin } from "vite";

const LUCIDE = `${path.sep}node_modules${path.sep}lucide-react${path.sep}`;
const OURS = path.resolve("app/components/ui/lucide-icon.ts");

export function lucideIcons(): Plugin {
  return {
    name: "site:lucide-icons",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer?.includes(LUCIDE) && source.endsWith("/createLucideIcon.mjs")) return OURS;
      return null;
    },
  };
}
