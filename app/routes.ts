import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { PAGES, type Page } from "../domain/pages";

/** A page's route: "/" is the layout's index; other paths lose their leading slash. */
function routeOf(page: Page) {
  return page.path === "/" ? index(page.module) : route(page.path.replace(/^\//, ""), page.module);
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
