/**
 * Which requests the response cache answers and keeps, and which content each URL shows (so a
 * change clears exactly the pages that show it).
 */
import type { FastifyRequest } from "fastify";
import type { ContentKind } from "../../domain/entities";

export const ALL_KINDS: readonly ContentKind[] = ["projects", "blogs", "galleries"];

/** React Router's route discovery: depends on the build and the query alone. */
const MANIFEST = /^\/__manifest$/;

/** The content a URL shows. Pages with no content (about, services) depend on none. */
export function kindsOf(pathname: string): readonly ContentKind[] {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  if (path === "/" || path === "/_root" || path === "/_root.data") return ["projects"];
  if (/^\/(api\/)?projects(\/|$)/.test(path)) return ["projects"];
  if (/^\/(api\/)?blogs?(\/|$)/.test(path)) return ["blogs"];
  if (/^\/(api\/)?galleries(\/|$)|^\/gallery$/.test(path)) return ["galleries"];
  if (path === "/sitemap.xml") return ["projects", "blogs"];
  if (["/about-us", "/services", "/contact", "/robots.txt"].includes(path) || MANIFEST.test(path)) return [];
  return ALL_KINDS;
}

const PUBLIC_PAGES =
  /^\/(|about-us|services|gallery|contact|projects|projects\/[0-9a-f]{24}|blog|blog\/[0-9a-f]{24}|_root)(\.data)?$|^\/(sitemap\.xml|robots\.txt)$/;
const PUBLIC_API = /^\/api\/(projects|blogs|galleries)(\/[0-9a-f]{24})?$/;

/** Only anonymous GETs (and HEADs) are answered from memory and kept: never a signed-in request. */
export function isAnonymousRead(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return !request.headers.authorization && !request.headers.cookie;
}

/** Public pages, public API reads and route discovery are kept; nothing else is. */
export function isCacheablePath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  return PUBLIC_PAGES.test(pathname) || PUBLIC_API.test(pathname) || MANIFEST.test(pathname);
}

/** Route discovery answers, kept in a bounded number: their query is whatever a client sends. */
export function isManifest(key: string): boolean {
  return MANIFEST.test(key.split("?")[0] ?? "");
}
