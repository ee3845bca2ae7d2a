import { PAGES } from "../../domain/pages";
import type { Route } from "./+types/sitemap";
import { articlePath, projectPath } from "../../domain/slugs";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

function urlEntry(loc: string, extra: { lastmod?: string; changefreq?: string; priority?: string }): string {
  const parts = [`<loc>${escapeXml(loc)}</loc>`];
  if (extra.lastmod) parts.push(`<lastmod>${escapeXml(extra.lastmod)}</lastmod>`);
  if (extra.changefreq) parts.push(`<changefreq>${extra.changefreq}</changefreq>`);
  if (extra.priority) parts.push(`<priority>${extra.priority}</priority>`);
  return `  <url>${parts.join("")}</url>`;
}

/** /sitemap.xml: every public page, every project and every blog post, with lastmod from updatedAt. */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, content } = context;
  const [projects, blogs] = await Promise.all([content.projects.list(), content.blogs.list()]);
  const newest = [...projects, ...blogs]
    .map((item) => item.updatedAt)
    .sort()
    .at(-1);
  const entries = [
    ...PAGES.flatMap((page) =>
      page.sitemap ? [urlEntry(`${siteUrl}${page.path}`, { ...page.sitemap, lastmod: page.path === "/" ? newest : undefined })] : [],
    ),
    ...projects.map((p) => urlEntry(`${siteUrl}${projectPath(p)}`, { lastmod: p.updatedAt, priority: "0.7" })),
    ...blogs.map((b) => urlEntry(`${siteUrl}${articlePath(b)}`, { lastmod: b.updatedAt, priority: "0.6" })),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
