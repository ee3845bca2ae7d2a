import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${context.siteUrl}/sitemap.xml\n`, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
