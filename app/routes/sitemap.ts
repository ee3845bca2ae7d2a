import type { Route } from "./+types/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${context.siteUrl}/</loc></url></urlset>\n`, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
