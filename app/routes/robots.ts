import type { Route } from "./+types/robots";

/** The admin area (SPEC §2 Admin routes), the login page and the API are not for search engines. */
const DISALLOWED = ["/dashboard", "/addprojects", "/addgallery", "/addblogs", "/manage-", "/edit-", "/login", "/forgot-password", "/api/"];

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
