/**
 * Public pages and public API answers, kept once rendered with their gzip and Brotli bytes and a
 * strong ETag, keyed by URL. A content change clears the entries that depend on that kind of
 * content before the write is answered, so no visitor sees a stale page after a save; a render
 * that began before a change is not stored (generation check).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContentKind } from "../services/changes";
import { buildNonceTemplate, renderBrotli, renderGzip, renderIdentity, type NonceTemplate } from "./nonce-bodies";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export const ALL_KINDS: readonly ContentKind[] = ["projects", "blogs", "galleries"];

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  /** Null when the page's Brotli template could not be proven (it is then served gzip). */
  br: Buffer | null;
  /** Pages with inline scripts: bodies are made per request with that request's nonce. */
  template: NonceTemplate | null;
  kinds: readonly ContentKind[];
}

/** The content a URL shows. Pages with no content (about, services) depend on none. */
export function kindsOf(pathname: string): readonly ContentKind[] {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  if (path === "/" || path === "/_root" || path === "/_root.data") return ["projects"];
  if (/^\/(api\/)?projects(\/|$)/.test(path)) return ["projects"];
  if (/^\/(api\/)?blogs?(\/|$)/.test(path)) return ["blogs"];
  if (/^\/(api\/)?galleries(\/|$)|^\/gallery$/.test(path)) return ["galleries"];
  if (path === "/sitemap.xml") return ["projects", "blogs"];
  if (["/about-us", "/services", "/contact", "/robots.txt"].includes(path)) return [];
  return ALL_KINDS;
}

const PUBLIC_PAGES = /^\/(|about-us|services|gallery|contact|projects|projects\/[0-9a-f]{24}|blog|blog\/[0-9a-f]{24}|_root)(\.data)?$|^\/(sitemap\.xml|robots\.txt)$/;
const PUBLIC_API = /^\/api\/(projects|blogs|galleries)(\/[0-9a-f]{24})?$/;

/** Only anonymous GETs of public pages and public API reads are kept. */
export function isCacheable(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.authorization || request.headers.cookie) return false;
  const pathname = request.url.split("?")[0] ?? "";
  return PUBLIC_PAGES.test(pathname) || PUBLIC_API.test(pathname);
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly generations: Record<ContentKind, number> = { projects: 0, blogs: 0, galleries: 0 };
  private bytes = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxEntries = 5000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  keyOf(request: FastifyRequest): string {
    return request.url;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Least recently used goes first: re-insert to mark as used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** A snapshot to hand to `store`, taken before the render begins. */
  begin(): Record<ContentKind, number> {
    return { ...this.generations };
  }

  async store(
    key: string,
    snapshot: Record<ContentKind, number>,
    response: { status: number; headers: Record<string, string>; body: Buffer },
  ): Promise<CachedResponse> {
    const kinds = kindsOf(key.split("?")[0] ?? "/");
    const template = response.headers["content-type"]?.startsWith("text/html") ? await buildNonceTemplate(response.body) : null;
    const [gz, br] = template ? [Buffer.alloc(0), null] : await Promise.all([
      gzipAsync(response.body, { level: 9 }),
      brotliAsync(response.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: response.body.length,
        },
      }),
    ]);
    const entry: CachedResponse = {
      status: response.status,
      headers: response.headers,
      etag: `"${createHash("sha256").update(response.body).digest("base64url").slice(0, 32)}"`,
      identity: response.body,
      gzip: gz,
      br,
      template,
      kinds,
    };
    const stale = kinds.some((kind) => this.generations[kind] !== snapshot[kind]);
    if (!stale) this.put(key, entry);
    return entry;
  }

  /** Drops every entry that shows this kind of content. Called before the write is answered. */
  invalidate(kind: ContentKind): void {
    this.generations[kind]++;
    for (const [key, entry] of this.entries) {
      if (entry.kinds.includes(kind)) this.drop(key, entry);
    }
  }

  clear(): void {
    for (const kind of ALL_KINDS) this.generations[kind]++;
    this.entries.clear();
    this.bytes = 0;
  }

  private put(key: string, entry: CachedResponse) {
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.drop(oldest, value);
    }
  }

  private drop(key: string, entry: CachedResponse) {
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }
}

function sizeOf(entry: CachedResponse): number {
  const template = entry.template ? [...entry.template.gzip, ...(entry.template.brotli ?? [])].reduce((n, b) => n + b.length, 0) : 0;
  return entry.identity.length + entry.gzip.length + (entry.br?.length ?? 0) + template + 512;
}

/** Picks the best encoding the client accepts. */
function chooseEncoding(accept: string | undefined): "br" | "gzip" | "identity" {
  // Only the codings named with a non-zero weight are acceptable (RFC 9110 §12.5.3).
  const value = (accept ?? "").toLowerCase();
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(value)) return "br";
  if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(value)) return "gzip";
  return "identity";
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === etag || t === `W/${etag}` || t === "*";
  });
}

/**
 * Sets a kept response's status and headers on the reply and returns the bytes to send: nothing
 * for a matching ETag (304) or a HEAD, else the best encoding the client accepts.
 */
export function applyCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse, hit: boolean): Buffer | undefined {
  reply.headers(entry.headers);
  reply.header("etag", entry.etag);
  reply.header("vary", "Accept-Encoding");
  reply.header("x-cache", hit ? "hit" : "miss");
  if (etagMatches(request.headers["if-none-match"], entry.etag)) {
    reply.code(304);
    return undefined;
  }
  let encoding = chooseEncoding(request.headers["accept-encoding"]);
  let body: Buffer;
  if (entry.template) {
    const nonce = request.cspNonce;
    const br = encoding === "br" ? renderBrotli(entry.template, nonce) : null;
    if (encoding === "br" && !br) encoding = "gzip";
    body = br ?? (encoding === "gzip" ? renderGzip(entry.template, nonce) : renderIdentity(entry.template, nonce));
  } else {
    if (encoding === "br" && !entry.br) encoding = "gzip";
    body = encoding === "br" ? entry.br! : encoding === "gzip" ? entry.gzip : entry.identity;
  }
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  reply.header("content-length", body.length);
  reply.code(entry.status);
  return request.method === "HEAD" ? undefined : body;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set when the answer to this request may be kept: the generations it was rendered at. */
    cacheSnapshot?: Record<ContentKind, number>;
  }
}

/** Answers kept responses before any handler runs, and marks the requests whose answers may be kept. */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache) {
  app.addHook("onRequest", async (request, reply) => {
    if (!isCacheable(request)) return;
    const entry = cache.get(cache.keyOf(request));
    if (entry) return reply.send(applyCached(request, reply, entry, true));
    request.cacheSnapshot = cache.begin();
  });
}

/** Keeps a freshly made answer (status 200 only) and returns the bytes to send for this request. */
export async function keepAndApply(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  response: { status: number; headers: Record<string, string>; body: Buffer },
): Promise<{ body: Buffer | undefined } | null> {
  const snapshot = request.cacheSnapshot;
  if (!snapshot || response.status !== 200) return null;
  const entry = await cache.store(cache.keyOf(request), snapshot, response);
  return { body: applyCached(request, reply, entry, false) };
}
