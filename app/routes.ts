import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { PAGES, routeId, type Page } from "../domain/pages";

/**
 * A page's route: "/" is the layout's index; other paths lose their leading slash, and a
 * language's home page ("/ml/") its trailing one. A copy of a page in a language has an id of its own.
 */
function routeOf(page: Page) {
  if (page.path === "/") return index(page.module);
  const path = page.path.replace(/^\//, "").replace(/\/$/, "");
  return page.locale ? route(path, page.module, { id: routeId(page) }) : route(path, page.module);
}

/**
 * The URL map of docs/product.md §2, from domain/pages.ts (where each page also says who may see it and what
 * it shows): resource routes, public pages under the site layout, admin pages under the admin layout.
 */
export default [
  ...PAGES.filter((page) => !page.layout).map(routeOf),
  layout("routes/site-layout.tsx", PAGES.filter((page) => page.layout === "site").map(routeOf)),
  layout("routes/admin/layout.tsx", PAGES.filter((page) => page.layout === "admin").map(routeOf)),
] satisfies RouteConfig;
