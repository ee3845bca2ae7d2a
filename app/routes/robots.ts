import { privatePrefixes } from "../../domain/pages";
import type { Route } from "./+types/robots";

/** The private pages (the admin area of docs/product.md §2, sign-in) and the API are not for search engines. */
const DISALLOWED = [...privatePrefixes(), "/api/"];

export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${context.siteUrl}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
