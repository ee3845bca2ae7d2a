/**
 * Which requests the response cache answers and keeps, and which content each URL shows (so a
 * change clears exactly the pages that show it). The rules come from where the routes are
 * declared (domain/pages.ts, the API route table), put together in server/cache-rules.ts.
 */
import type { FastifyRequest } from "fastify";
import type { ContentKind } from "../../domain/entities";
import { ITEM_KINDS } from "../../domain/kinds";

/** Every kind of content: a change to any clears a page the rules do not know. */
export const ALL_KINDS: readonly ContentKind[] = [...ITEM_KINDS.map((kind) => kind.name), "site"];

/** React Router's route discovery: depends on the build and the query alone. */
export const MANIFEST = /^\/__manifest$/;

export interface CacheRule {
  /** The pathnames the rule keeps. */
  pattern: RegExp;
  /** The content they show; a change to any of it clears them. */
  kinds: readonly ContentKind[];
  /** The query parameters the answer depends on; any other is left out of the key (none: every one). */
  query?: readonly string[];
}

/** React Router's data requests name the routes whose data they want. */
const DATA_QUERY = ["_routes"];

/**
 * A URL as the cache sees it: its pathname as sent (the router matches that, not a normalised
 * one) and its query parsed, so that `%70review=` is `preview=`, as the page's loader reads it.
 */
function parse(url: string): { pathname: string; query: URLSearchParams } {
  const at = url.indexOf("?");
  return at === -1
    ? { pathname: url, query: new URLSearchParams() }
    : { pathname: url.slice(0, at), query: new URLSearchParams(url.slice(at + 1)) };
}

export class CacheRules {
  constructor(private readonly rules: readonly CacheRule[]) {}

  /** The content a kept pathname shows, or null when it is not kept. */
  kindsOf(pathname: string): readonly ContentKind[] | null {
    return this.ruleOf(pathname)?.kinds ?? null;
  }

  /** Public pages, public API reads and route discovery are kept; nothing else is. */
  isCacheable(url: string): boolean {
    return this.keyOf(url) !== null;
  }

  /**
   * What a kept answer is found under: the pathname and, sorted, the query parameters the
   * answer depends on; null when the URL is never kept. A preview link (issue #17), however its
   * name is spelled, shows what the public may not see: never kept.
   */
  keyOf(url: string): string | null {
    const parsed = parse(url);
    if (parsed.query.has("preview")) return null;
    const rule = this.ruleOf(parsed.pathname);
    if (!rule) return null;
    const names = rule.query ? [...rule.query, ...(parsed.pathname.endsWith(".data") ? DATA_QUERY : [])] : null;
    const kept = [...parsed.query].filter(([name]) => !names || names.includes(name));
    kept.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
    const query = new URLSearchParams(kept).toString();
    return query ? `${parsed.pathname}?${query}` : parsed.pathname;
  }

  private ruleOf(pathname: string): CacheRule | undefined {
    return this.rules.find((rule) => rule.pattern.test(pathname));
  }
}

/** Only anonymous GETs (and HEADs) are answered from memory and kept: never a signed-in request. */
export function isAnonymousRead(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return !request.headers.authorization && !request.headers.cookie;
}

/** Route discovery answers, kept in a bounded number: their query is whatever a client sends. */
export function isManifest(key: string): boolean {
  return MANIFEST.test(key.split("?")[0] ?? "");
}

/** An answer kept for a query: kept in a bounded number of its own, so that no query evicts a page. */
export function isVariant(key: string): boolean {
  return key.includes("?") && !isManifest(key);
}
