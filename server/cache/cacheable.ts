/**
 * Which requests the response cache answers and keeps, and which content each URL shows (so a
 * change clears exactly the pages that show it). The rules come from where the routes are
 * declared (domain/pages.ts, the API route table), put together in server/cache-rules.ts.
 */
import type { FastifyRequest } from "fastify";
import type { ContentKind } from "../../domain/entities";

export const ALL_KINDS: readonly ContentKind[] = ["projects", "blogs", "galleries", "site"];

/** React Router's route discovery: depends on the build and the query alone. */
export const MANIFEST = /^\/__manifest$/;

export interface CacheRule {
  /** The pathnames the rule keeps. */
  pattern: RegExp;
  /** The content they show; a change to any of it clears them. */
  kinds: readonly ContentKind[];
}

export class CacheRules {
  constructor(private readonly rules: readonly CacheRule[]) {}

  /** The content a kept pathname shows, or null when it is not kept. */
  kindsOf(pathname: string): readonly ContentKind[] | null {
    return this.rules.find((rule) => rule.pattern.test(pathname))?.kinds ?? null;
  }

  /** Public pages, public API reads and route discovery are kept; nothing else is. */
  isCacheable(url: string): boolean {
    // A preview link (issue #17) shows what the public may not see: never kept.
    if (/[?&]preview=/.test(url)) return false;
    return this.kindsOf(url.split("?")[0] ?? "") !== null;
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
