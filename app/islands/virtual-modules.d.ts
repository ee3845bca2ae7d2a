/** The islands found by their file name (vite/island-entries.ts). */
declare module "virtual:islands" {
  import type { ComponentType } from "react";

  const islands: Record<string, () => Promise<{ default: ComponentType<object> }>>;
  export default islands;
}

/** React Router's Vite plugin, in development: sets up React Refresh for the components it compiles. */
declare module "virtual:react-router/inject-hmr-runtime";
