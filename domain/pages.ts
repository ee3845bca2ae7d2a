/**
 * The site's URL map, declared once (docs/product.md §2): each page with its route module, its layout, who
 * may see it and what it shows. app/routes.ts builds React Router's routes from it; the server
 * derives from it which answers the page cache keeps and what a change clears (server/cache-rules.ts),
 * which pages are never stored (ssr.ts), and robots.txt and the sitemap list it.
 */
import type { Permission } from "./access";
import type { ContentKind } from "./entities";
import type { SiteSectionName } from "./site-content";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "./locales";

export interface Page {
  /** The path as React Router matches it: "/", "/projects/:id", "*". */
  path: string;
  /** The route module, under app/. */
  module: string;
  /** The layout it renders in; resource routes (sitemap.xml, robots.txt) have none. */
  layout?: "site" | "admin";
  /**
   * public: for everyone, kept in the page cache when `shows` says what it shows.
   * private: the admin area and sign-in; never stored by a browser or a proxy, never indexed.
   */
  access: "public" | "private";
  /**
   * An admin page's permission (domain/access.ts): the admin area offers it only to a role that has
   * it, and shows anyone else that it is not for their role. The server checks each call anyway.
   */
  needs?: Permission;
  /** The content a kept public page shows: a change to any of it clears the page. */
  shows?: readonly ContentKind[];
  /**
   * The query parameters its loader reads. The page cache keys a page by these alone: any other
   * parameter is ignored, and the page kept without it answers (a `?utm_source=` or a `?x=1`
   * renders nothing afresh).
   */
  query?: readonly string[];
  /** How the sitemap lists a page that is always there. */
  sitemap?: { changefreq: "weekly" | "monthly" | "yearly"; priority: string };
  /**
   * The language of a public page's copy under /ml/ or /ta/ (docs/product.md §11); the English
   * page has none. Each copy is made from the English page's declaration (`LANGUAGE_COPIES`).
   */
  locale?: TranslatedLocale;
  /**
   * The site's sections whose texts the page is made of (docs/product.md §11): in a language, the
   * page is listed in the sitemap, and named as an alternate, only when they are all translated.
   */
  sections?: readonly SiteSectionName[];
}

const DECLARED: readonly Page[] = [
  { path: "/sitemap.xml", module: "routes/sitemap.ts", access: "public", shows: ["projects", "blogs", "site"] },
  { path: "/robots.txt", module: "routes/robots.ts", access: "public", shows: [] },
  // The home page shows the newest projects; the root's data (/_root.data) is the home page's too.
  {
    path: "/",
    sections: ["home", "testimonials"],
    module: "routes/home.tsx",
    layout: "site",
    access: "public",
    shows: ["projects"],
    sitemap: { changefreq: "weekly", priority: "1.0" },
  },
  {
    path: "/about-us",
    sections: ["about", "testimonials"],
    module: "routes/about.tsx",
    layout: "site",
    access: "public",
    shows: [],
    sitemap: { changefreq: "monthly", priority: "0.7" },
  },
  {
    path: "/services",
    sections: ["services"],
    module: "routes/services.tsx",
    layout: "site",
    access: "public",
    shows: [],
    sitemap: { changefreq: "monthly", priority: "0.9" },
  },
  {
    path: "/gallery",
    module: "routes/gallery.tsx",
    layout: "site",
    access: "public",
    shows: ["galleries"],
    query: ["page"],
    sitemap: { changefreq: "weekly", priority: "0.8" },
  },
  {
    path: "/contact",
    module: "routes/contact.tsx",
    layout: "site",
    access: "public",
    // A project's call to action fills the form with the project (?project=).
    shows: ["projects"],
    query: ["project", "service", "tier"],
    sitemap: { changefreq: "yearly", priority: "0.8" },
  },
  {
    path: "/projects",
    module: "routes/projects.tsx",
    layout: "site",
    access: "public",
    shows: ["projects"],
    query: ["category", "status", "bedrooms", "plot", "package", "page"],
    sitemap: { changefreq: "weekly", priority: "0.9" },
  },
  { path: "/projects/:id", module: "routes/project-detail.tsx", layout: "site", access: "public", shows: ["projects"] },
  {
    path: "/blog",
    module: "routes/blog.tsx",
    layout: "site",
    access: "public",
    shows: ["blogs"],
    query: ["q", "category", "page"],
    sitemap: { changefreq: "weekly", priority: "0.8" },
  },
  { path: "/blog/:id", module: "routes/blog-detail.tsx", layout: "site", access: "public", shows: ["blogs"] },
  { path: "/login", module: "routes/login.tsx", layout: "site", access: "private" },
  // The second step after a correct password (docs/product.md §6).
  { path: "/login/verify", module: "routes/login-verify.tsx", layout: "site", access: "private" },
  { path: "/forgot-password", module: "routes/forgot-password.tsx", layout: "site", access: "private" },
  // The one-time links' pages (docs/product.md §6): the secret is in the link's fragment, never sent to the server.
  { path: "/reset-password", module: "routes/reset-password.tsx", layout: "site", access: "private" },
  { path: "/join", module: "routes/join.tsx", layout: "site", access: "private" },
  {
    path: "/privacy",
    sections: ["privacy"],
    module: "routes/privacy.tsx",
    layout: "site",
    access: "public",
    shows: [],
    sitemap: { changefreq: "yearly", priority: "0.3" },
  },
  {
    path: "/building-from-abroad",
    sections: ["abroad"],
    module: "routes/building-from-abroad.tsx",
    layout: "site",
    access: "public",
    // A few of the company's finished homes.
    shows: ["projects"],
    sitemap: { changefreq: "monthly", priority: "0.8" },
  },
  // The estimator's answer without JavaScript: each query its own, never kept (no `shows`).
  { path: "/estimate", module: "routes/estimate.tsx", layout: "site", access: "public" },
  // Where a form sent without JavaScript lands: the visitor's own, never kept (no `shows`).
  { path: "/enquiry-sent", module: "routes/enquiry-sent.tsx", layout: "site", access: "public" },
  // Not found: answered 404, which is never kept.
  { path: "*", module: "routes/not-found.tsx", layout: "site", access: "public" },
  { path: "/dashboard", module: "routes/admin/dashboard.tsx", layout: "admin", access: "private" },
  // The signed-in person's own name, password and sessions: every role has it.
  { path: "/account", module: "routes/admin/account.tsx", layout: "admin", access: "private" },
  { path: "/addprojects", module: "routes/admin/add-project.tsx", layout: "admin", access: "private", needs: "content.write" },
  { path: "/addgallery", module: "routes/admin/add-gallery.tsx", layout: "admin", access: "private", needs: "content.write" },
  { path: "/addblogs", module: "routes/admin/add-blog.tsx", layout: "admin", access: "private", needs: "content.write" },
  // Photos shared from the phone's gallery to the admin app, before the owner says what they are for.
  { path: "/shared-photos", module: "routes/admin/shared-photos.tsx", layout: "admin", access: "private", needs: "content.write" },
  { path: "/manage-projects", module: "routes/admin/manage-projects.tsx", layout: "admin", access: "private", needs: "content.read" },
  { path: "/arrange-projects", module: "routes/admin/arrange-projects.tsx", layout: "admin", access: "private", needs: "content.write" },
  { path: "/manage-gallery", module: "routes/admin/manage-gallery.tsx", layout: "admin", access: "private", needs: "content.read" },
  { path: "/manage-blogs", module: "routes/admin/manage-blogs.tsx", layout: "admin", access: "private", needs: "content.read" },
  { path: "/edit-project/:id", module: "routes/admin/edit-project.tsx", layout: "admin", access: "private", needs: "content.write" },
  { path: "/edit-gallery/:id", module: "routes/admin/edit-gallery.tsx", layout: "admin", access: "private", needs: "content.write" },
  { path: "/edit-blog/:id", module: "routes/admin/edit-blog.tsx", layout: "admin", access: "private", needs: "content.write" },
  // The enquiries inbox (issue #15).
  { path: "/enquiries", module: "routes/admin/enquiries.tsx", layout: "admin", access: "private", needs: "enquiries.manage" },
  // Deleted projects, posts and gallery items, for 30 days (issue #17).
  { path: "/trash", module: "routes/admin/trash.tsx", layout: "admin", access: "private", needs: "trash.manage" },
  // What is left to translate, and an item's texts in Malayalam and Tamil (docs/product.md §11).
  { path: "/translations", module: "routes/admin/translations.tsx", layout: "admin", access: "private", needs: "content.read" },
  { path: "/translate/:kind/:id", module: "routes/admin/translate.tsx", layout: "admin", access: "private", needs: "content.write" },
  // The team's accounts (docs/product.md §6): the owner's.
  { path: "/accounts", module: "routes/admin/accounts.tsx", layout: "admin", access: "private", needs: "accounts.manage" },
  // Who did what: the content's changes and the accounts' events (docs/product.md §6).
  { path: "/activity", module: "routes/admin/activity.tsx", layout: "admin", access: "private", needs: "activity.read" },
  // The replies the company sends from an enquiry (docs/product.md §10); before :id, which it would match.
  {
    path: "/enquiries/templates",
    module: "routes/admin/reply-templates.tsx",
    layout: "admin",
    access: "private",
    needs: "enquiries.manage",
  },
  { path: "/enquiries/:id", module: "routes/admin/enquiry.tsx", layout: "admin", access: "private", needs: "enquiries.manage" },
  // The site's own content (issue #13), a page per section.
  { path: "/site/company", module: "routes/admin/site-company.tsx", layout: "admin", access: "private", needs: "site.write" },
  { path: "/site/home", module: "routes/admin/site-home.tsx", layout: "admin", access: "private", needs: "site.write" },
  { path: "/site/services", module: "routes/admin/site-services.tsx", layout: "admin", access: "private", needs: "site.write" },
  { path: "/site/about", module: "routes/admin/site-about.tsx", layout: "admin", access: "private", needs: "site.write" },
  { path: "/site/testimonials", module: "routes/admin/site-testimonials.tsx", layout: "admin", access: "private", needs: "site.write" },
  { path: "/site/privacy", module: "routes/admin/site-privacy.tsx", layout: "admin", access: "private", needs: "site.write" },
  { path: "/site/abroad", module: "routes/admin/site-abroad.tsx", layout: "admin", access: "private", needs: "site.write" },
];

/** A site path in a translated language: "/projects" → "/ml/projects", the home page "/ml/", not found "/ml/*". */
function translatedPath(locale: TranslatedLocale, path: string): string {
  return path === "/" ? `/${locale}/` : path === "*" ? `/${locale}/*` : `/${locale}${path}`;
}

/** Whether a page has a copy in each language: the company's public pages, not sign-in nor the admin area. */
export function isTranslatedPage(page: Page): boolean {
  return page.layout === "site" && page.access === "public";
}

/**
 * Every page: the declared ones, each public page of the site followed by its copies in Malayalam
 * and Tamil, which read the same data, are kept and cleared alike, and render in their language.
 */
export const PAGES: readonly Page[] = DECLARED.flatMap((page) =>
  isTranslatedPage(page)
    ? [page, ...TRANSLATED_LOCALES.map((locale) => ({ ...page, path: translatedPath(locale, page.path), locale }))]
    : [page],
);

/** A page's route id: its module without the extension ("routes/home"), after its language for a copy ("ml/routes/home"). */
export function routeId(page: Page): string {
  const id = page.module.replace(/\.tsx?$/, "");
  return page.locale ? `${page.locale}/${id}` : id;
}

/**
 * An item in a path is named by its id (24 lowercase hex characters, docs/architecture.md §4) or its slug
 * (domain/slugs.ts: lower-case letters, digits and single hyphens, at most 80; a translation's
 * slug in Malayalam or Tamil arrives percent-encoded, up to 12 bytes a letter); anything else is
 * not that page.
 */
const SLUG = "[0-9a-z](?:[0-9a-z-]{0,78}[0-9a-z])?";
const LETTER = "(?:[0-9a-z]|%[0-9A-Fa-f]{2})";
const ENCODED_SLUG = `(?=[0-9a-z-]*%)${LETTER}(?:(?:${LETTER}|-){0,958}${LETTER})?`;
const ID = `(?:${SLUG}|${ENCODED_SLUG})`;
/** Any other parameter is a name: a section of the site ("company"). */
const NAME = "[a-z][a-z0-9-]{0,39}";

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The pathnames a route answers: `:id` is an id or a slug, any other `:param` a lower-case name. `data`: also the `.data` request React
 * Router makes for a page on a client navigation. `anyId`: a param may be anything (so that a
 * private page with a malformed id is never stored either), and a trailing slash is allowed.
 */
export function routePattern(path: string, options: { data?: boolean; anyId?: boolean } = {}): RegExp {
  const body = path
    .split("/")
    .map((segment) => (!segment.startsWith(":") ? escape(segment) : options.anyId ? "[^/]*" : segment === ":id" ? ID : NAME))
    .join("/");
  return new RegExp(`^${body}${options.data ? "(?:\\.data)?" : ""}${options.anyId ? "/?" : ""}$`);
}

/** The pathnames a page answers; the home page's data is /_root.data. */
export function pathPattern(page: Page): RegExp {
  if (page.path === "/") return /^\/(?:_root(?:\.data)?)?$/;
  // A language's home page: "/ml/", and "/ml" too.
  if (page.locale && page.path === `/${page.locale}/`) return new RegExp(`^/${page.locale}(?:/|\\.data)?$`);
  return routePattern(page.path, { data: !!page.layout, anyId: page.access === "private" });
}

/** The private pages' fixed prefixes, for robots.txt: "/dashboard", "/edit-project/". */
export function privatePrefixes(): string[] {
  return PAGES.filter((page) => page.access === "private").map((page) => page.path.replace(/:[^/]+$/, ""));
}
