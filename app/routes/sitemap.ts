import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localePath, type Locale } from "../../domain/locales";
import { PAGES } from "../../domain/pages";
import type { Route } from "./+types/sitemap";
import { articlePath, pathsInLanguages, projectPath, type LanguagePaths } from "../../domain/slugs";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

interface Extra {
  lastmod?: string;
  changefreq?: string;
  priority?: string;
}

function urlEntry(loc: string, extra: Extra, alternates: ReadonlyArray<{ hreflang: string; href: string }> = []): string {
  const parts = [`<loc>${escapeXml(loc)}</loc>`];
  if (extra.lastmod) parts.push(`<lastmod>${escapeXml(extra.lastmod)}</lastmod>`);
  if (extra.changefreq) parts.push(`<changefreq>${extra.changefreq}</changefreq>`);
  if (extra.priority) parts.push(`<priority>${extra.priority}</priority>`);
  for (const { hreflang, href } of alternates) parts.push(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
  return `  <url>${parts.join("")}</url>`;
}

/**
 * A page's entries: one per language it is in, each naming every language's URL (and English's as
 * the default), as search engines read a page's languages (docs/product.md §11).
 */
function entriesInLanguages(siteUrl: string, path: string | LanguagePaths, languages: readonly Locale[], extra: Extra): string[] {
  // A URL in a sitemap is percent-encoded: a slug in Malayalam or Tamil is written so.
  const urlIn = (locale: Locale) =>
    `${siteUrl}${encodeURI(localePath(locale, typeof path === "string" ? path : (path[locale] ?? path.en!)))}`;
  const alternates =
    languages.length > 1
      ? [
          ...languages.map((locale) => ({ hreflang: LOCALE_INFO[locale].hreflang, href: urlIn(locale) })),
          { hreflang: "x-default", href: urlIn(DEFAULT_LOCALE) },
        ]
      : [];
  return languages.map((locale) => urlEntry(urlIn(locale), extra, alternates));
}

function languagesOf(item: { language?: { languages: Locale[] } }): readonly Locale[] {
  return item.language?.languages ?? [DEFAULT_LOCALE];
}

/**
 * /sitemap.xml: every public page in every language, every project and every blog post in the
 * languages it is written in, with lastmod from updatedAt.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, content } = context;
  const [projects, blogs] = await Promise.all([content.projects.list(), content.blogs.list()]);
  const newest = [...projects, ...blogs]
    .map((item) => item.updatedAt)
    .sort()
    .at(-1);
  const entries = [
    // A page made of the site's own texts is listed in the languages they are all translated into.
    ...(
      await Promise.all(
        PAGES.filter((page) => page.sitemap && !page.locale).map(async (page) => {
          const languages = page.sections ? (await content.site.language(page.sections)).languages : LOCALES;
          return entriesInLanguages(siteUrl, page.path, languages, { ...page.sitemap, lastmod: page.path === "/" ? newest : undefined });
        }),
      )
    ).flat(),
    // An item is listed in the languages it is written in: one not yet translated is in English alone.
    // Each at its address in that language (a translation's slug, or the English one).
    ...projects.flatMap((p) =>
      entriesInLanguages(siteUrl, pathsInLanguages(p, projectPath) ?? projectPath(p), languagesOf(p), {
        lastmod: p.updatedAt,
        priority: "0.7",
      }),
    ),
    ...blogs.flatMap((b) =>
      entriesInLanguages(siteUrl, pathsInLanguages(b, articlePath) ?? articlePath(b), languagesOf(b), {
        lastmod: b.updatedAt,
        priority: "0.6",
      }),
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
