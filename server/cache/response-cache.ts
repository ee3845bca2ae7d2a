/**
 * Public pages and public API answers, kept once rendered with their gzip and Brotli bytes and a
 * strong ETag, keyed by URL. A content change clears the entries that depend on that kind of
 * content before the write is answered, so no visitor sees a stale page after a save; a render
 * that began before a change is not stored (generation check).
 *
 * A render is compressed quickly before its first answer (Brotli 5, gzip 6) and to the best
 * level (Brotli 11, gzip 9) once the server has been quiet for a moment. Only an entry still kept
 * for its URL, with no change to what it shows since its render, is upgraded: an entry cleared or
 * replaced meanwhile is left alone, so an edit can never bring stale bytes back.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SecurityHeaders } from "../security/headers";
import type { ContentKind } from "../../domain/entities";
import { applyCached, writeHit, type AnswerSource, type KeptBodies } from "./cached-answer";
import { ALL_KINDS, isAnonymousRead, isManifest, isVariant, type CacheRules } from "./cacheable";
import { BROTLI_QUALITY, buildNonceTemplate, GZIP_LEVEL, templateOf, type Effort, type NonceTemplate } from "./nonce-bodies";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What a render began after: each kind's generation, and the last change event the cache had heard of. */
export interface Snapshot {
  generations: Readonly<Record<ContentKind, number>>;
  /** The id of the last change event applied (services/change-feed.ts); "" before any. */
  after: string;
}

export interface CachedResponse extends AnswerSource {
  key: string;
  kinds: readonly ContentKind[];
  /** The generations the response was rendered at. */
  snapshot: Snapshot;
  /** The last change event applied before it was rendered: what it is up to date with. */
  builtAfter: string;
  effort: Effort;
  /** Read since the eviction scan last passed it (second chance before it goes). */
  used: boolean;
  /** What it was counted as when kept (`sizeOf`). */
  size: number;
}

/** An answer as rendered, to be kept. */
export interface KeptResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The CSP nonce a page was rendered with: every later answer gets its own in those places. */
  nonce?: string;
}

export interface CacheOptions {
  /** Which URLs are kept and what each shows (server/cache-rules.ts). */
  rules: CacheRules;
  maxBytes?: number;
  maxEntries?: number;
  /** Route discovery answers kept at most; their query is whatever a client sends. */
  maxManifests?: number;
  /** Answers kept for a query (a filter, a search, a page number) at most: no query evicts a page. */
  maxVariants?: number;
  /** How long the server must have stored nothing before the best compression runs. */
  quietMs?: number;
  /** The longest a fast-compressed entry waits for quiet. */
  maxWaitMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The compressed bodies of an answer. A page's nonces are found once, where the render put its
 * own (`nonce`); the best compression later reuses those places (`template`).
 */
async function compressBodies(
  body: Buffer,
  effort: Effort,
  nonces: { nonce?: string; template?: NonceTemplate | null },
): Promise<KeptBodies> {
  const template = nonces.template
    ? await buildNonceTemplate(nonces.template.identity, nonces.template.offsets, effort)
    : nonces.nonce
      ? await templateOf(body, nonces.nonce, effort)
      : null;
  if (template) return { identity: template.identity, gzip: Buffer.alloc(0), br: null, template };
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: GZIP_LEVEL[effort] }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { identity: body, gzip: gz, br, template: null };
}

/** The bytes an entry holds; a gzip frame not made yet is counted as big as the Brotli one. */
function sizeOf(entry: KeptBodies): number {
  const template = entry.template;
  const brotli = template?.brotli?.bytes.length ?? 0;
  const templateBytes = template ? brotli + (template.gzip?.bytes.length ?? brotli) : 0;
  return entry.identity.length + entry.gzip.length + (entry.br?.length ?? 0) + templateBytes + 512;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly generations = new Map<ContentKind, number>();
  private lastEvent = "";
  private bytes = 0;
  private manifests = 0;
  private variants = 0;
  private readonly pending = new Set<CachedResponse>();
  private timer: NodeJS.Timeout | null = null;
  private lastStore = 0;
  private firstPending = 0;
  /** Upgrades run one after another, never two at once. */
  private upgrading: Promise<void> = Promise.resolve();
  private readonly options: Required<CacheOptions>;

  constructor(options: CacheOptions) {
    this.options = {
      maxBytes: 64 * 1024 * 1024,
      maxEntries: 5000,
      maxManifests: 200,
      maxVariants: 1000,
      quietMs: 1000,
      maxWaitMs: 10_000,
      onError: () => undefined,
      ...options,
    };
  }

  get size(): number {
    return this.entries.size;
  }

  isCacheable(url: string): boolean {
    return this.options.rules.isCacheable(url);
  }

  /** The pathname and the query parameters the answer depends on (cacheable.ts); the URL itself when never kept. */
  keyOf(request: FastifyRequest): string {
    // Every anonymous read asks: a URL without a query is its own key, with no parsing.
    if (!request.url.includes("?")) return request.url;
    return this.options.rules.keyOf(request.url) ?? request.url;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) entry.used = true;
    return entry;
  }

  /** A snapshot to hand to `store`, taken before the render begins. */
  begin(): Snapshot {
    return { generations: Object.fromEntries(this.generations), after: this.lastEvent };
  }

  /** The id of the last change event applied ("" before any). */
  get appliedThrough(): string {
    return this.lastEvent;
  }

  /**
   * Compresses a rendered answer quickly and keeps it, unless the content it shows changed while
   * it rendered. A page names the nonce it was rendered with (`KeptResponse.nonce`).
   */
  async store(key: string, snapshot: Snapshot, response: KeptResponse): Promise<CachedResponse> {
    const bodies = await compressBodies(response.body, "fast", { nonce: response.nonce });
    const entry: CachedResponse = {
      key,
      status: response.status,
      headers: response.headers,
      etag: `"${createHash("sha256").update(response.body).digest("base64url").slice(0, 32)}"`,
      ...bodies,
      wire: null,
      // A URL the rules do not know is cleared by any change.
      kinds: this.options.rules.kindsOf(key.split("?")[0] ?? "/") ?? ALL_KINDS,
      snapshot,
      builtAfter: snapshot.after,
      effort: "fast",
      used: false,
      size: 0,
    };
    if (this.isFresh(entry)) {
      this.put(key, entry);
      this.scheduleUpgrade(entry);
    }
    return entry;
  }

  /**
   * Drops every entry that shows this kind of content: a change event (`eventId`) the change feed
   * read from the events table, before the write is answered in this process, within a moment in
   * any other.
   */
  invalidate(kind: ContentKind, eventId?: string): void {
    this.generations.set(kind, (this.generations.get(kind) ?? 0) + 1);
    if (eventId && eventId > this.lastEvent) this.lastEvent = eventId;
    for (const [key, entry] of this.entries) {
      if (entry.kinds.includes(kind)) this.drop(key, entry);
    }
  }

  clear(): void {
    for (const kind of ALL_KINDS) this.generations.set(kind, (this.generations.get(kind) ?? 0) + 1);
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
    this.manifests = 0;
    this.variants = 0;
  }

  /**
   * Gives every kept entry its best compression now, instead of when the server is quiet;
   * resolves when that is done (after an upgrade already running).
   */
  upgradeNow(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.upgrading = this.upgrading.then(() => this.upgradePending());
    return this.upgrading;
  }

  private async upgradePending(): Promise<void> {
    for (const entry of this.pending) {
      this.pending.delete(entry);
      if (!this.isKept(entry)) continue;
      try {
        const bodies = await compressBodies(entry.identity, "best", { template: entry.template });
        // Cleared or replaced while compressing: no longer served, and no longer counted.
        if (!this.isKept(entry)) continue;
        Object.assign(entry, bodies, { effort: "best", wire: null });
        this.bytes -= entry.size;
        entry.size = sizeOf(entry);
        this.bytes += entry.size;
      } catch (error) {
        this.options.onError(error);
      }
    }
  }

  /** No content it shows has changed since it was rendered. */
  private isFresh(entry: CachedResponse): boolean {
    return entry.kinds.every((kind) => (this.generations.get(kind) ?? 0) === (entry.snapshot.generations[kind] ?? 0));
  }

  /** Still the entry kept for its URL, and fresh. */
  private isKept(entry: CachedResponse): boolean {
    return this.entries.get(entry.key) === entry && this.isFresh(entry);
  }

  private scheduleUpgrade(entry: CachedResponse) {
    const now = Date.now();
    this.lastStore = now;
    if (this.pending.size === 0) this.firstPending = now;
    this.pending.add(entry);
    this.armTimer(this.options.quietMs);
  }

  private armTimer(delay: number) {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const now = Date.now();
      const quietFor = now - this.lastStore;
      if (quietFor < this.options.quietMs && now - this.firstPending < this.options.maxWaitMs) {
        this.armTimer(this.options.quietMs - quietFor);
        return;
      }
      void this.upgradeNow();
    }, delay);
    this.timer.unref();
  }

  private put(key: string, entry: CachedResponse) {
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, entry);
    entry.size = sizeOf(entry);
    this.bytes += entry.size;
    if (isManifest(key)) {
      this.manifests++;
      if (this.manifests > this.options.maxManifests) this.evictOldest(keep(key, isManifest));
    } else if (isVariant(key)) {
      this.variants++;
      if (this.variants > this.options.maxVariants) this.evictOldest(keep(key, isVariant));
    }
    this.evict();
  }

  /** The oldest kept entry `which` picks goes. */
  private evictOldest(which: (key: string) => boolean) {
    for (const [key, entry] of this.entries) {
      if (which(key)) return this.drop(key, entry);
    }
  }

  /** Oldest first, but an entry read since the last pass gets a second chance at the end. */
  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= this.options.maxEntries) return;
      if (entry.used && this.entries.size > 1) {
        entry.used = false;
        this.entries.delete(key);
        this.entries.set(key, entry);
        continue;
      }
      this.drop(key, entry);
    }
  }

  private drop(key: string, entry: CachedResponse) {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.pending.delete(entry);
    this.bytes -= entry.size;
    if (isManifest(key)) this.manifests--;
    else if (isVariant(key)) this.variants--;
  }
}

/** The entries of one pool (`pool`) other than the one just kept. */
function keep(kept: string, pool: (key: string) => boolean): (key: string) => boolean {
  return (key) => key !== kept && pool(key);
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set when the answer to this request may be kept: the generations it was rendered at. */
    cacheSnapshot?: Snapshot;
  }
}

/**
 * Answers kept responses before any handler runs, and marks the requests whose answers may be
 * kept. A hit is written on the raw response (the reply is hijacked, so Fastify writes nothing
 * more; its response listeners still log the request and run onResponse hooks).
 */
/**
 * Answers anonymous reads from the cache. `catchUp` brings it up to date with the change events
 * when it is due (services/change-feed.ts): a promise to wait for, or null (the usual case).
 */
export function registerResponseCache(
  app: FastifyInstance,
  cache: ResponseCache,
  security: SecurityHeaders,
  catchUp: () => Promise<void> | null = () => null,
) {
  app.addHook("onRequest", (request, reply, done) => {
    if (!isAnonymousRead(request)) return done();
    const waiting = catchUp();
    if (!waiting) return answer(request, reply, done);
    // A failed read of the events leaves the cache as it is; the next one tries again.
    waiting.then(
      () => answer(request, reply, done),
      (error: unknown) => {
        request.log.warn({ err: error }, "reading the change events failed");
        answer(request, reply, done);
      },
    );
  });

  function answer(request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const entry = cache.get(cache.keyOf(request));
    if (entry) {
      reply.hijack();
      try {
        writeHit(request, reply.raw, entry, security);
      } catch (error) {
        request.log.error({ err: error }, "answering a kept response failed");
        reply.raw.destroy();
      }
      return done();
    }
    if (cache.isCacheable(request.url)) request.cacheSnapshot = cache.begin();
    done();
  }
}

/** Keeps a freshly made answer (status 200 only) and returns the bytes to send for this request. */
export async function keepAndApply(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  response: KeptResponse,
): Promise<{ body: Buffer | undefined } | null> {
  const snapshot = request.cacheSnapshot;
  if (!snapshot || response.status !== 200) return null;
  // An answer that says it is one person's, or not to be stored, is not kept for the next one.
  if (/\b(?:no-store|private)\b/i.test(response.headers["cache-control"] ?? "")) return null;
  const entry = await cache.store(cache.keyOf(request), snapshot, response);
  return { body: applyCached(request, reply, entry) };
}
