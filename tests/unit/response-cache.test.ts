import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildWire } from "../../server/cache/cached-answer";
import { renderBrotli, renderGzip, renderIdentity } from "../../server/cache/nonce-bodies";
import { newNonce } from "../../server/security/nonce";
import { siteCacheRules } from "../../server/cache-rules";
import { ResponseCache, type CacheOptions } from "../../server/cache/response-cache";
import { createSecurityHeaders } from "../../server/security/headers";

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8", "cache-control": "no-cache" };
const HTML_HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" };

function json(size: number): Buffer {
  return Buffer.from(
    JSON.stringify({
      projects: Array.from({ length: size }, (_, i) => ({ _id: i, title: `Villa at Kowdiar ${i}`, location: "Thiruvananthapuram" })),
    }),
  );
}

/** The nonce of the request that rendered the pages below. */
const RENDERED_WITH = newNonce();

function html(cards: number): Buffer {
  let text = `<!DOCTYPE html><html><head><link nonce="${RENDERED_WITH}" rel="modulepreload" href="/a.js"/></head><body>`;
  for (let i = 0; i < cards; i++) text += `<article><h2>Project ${i}</h2><p>Courtyard home in Pattom, ${i} sq.ft.</p></article>`;
  return Buffer.from(`${text}<script nonce="${RENDERED_WITH}">window.x=1</script></body></html>`, "latin1");
}

/** A cache with the site's own rules (what each URL shows). */
function newCache(options: Partial<CacheOptions> = {}): ResponseCache {
  return new ResponseCache({ rules: siteCacheRules(), ...options });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the response cache", () => {
  it("keeps with each entry the change event it was built after, and a render begun before a change is not kept", async () => {
    const cache = newCache({ quietMs: 60_000 });
    cache.invalidate("projects", "0000000000a1000000abcdef");
    const entry = await cache.store("/api/projects", cache.begin(), { status: 200, headers: JSON_HEADERS, body: json(3) });
    expect(entry.builtAfter).toBe("0000000000a1000000abcdef");
    expect(cache.appliedThrough).toBe("0000000000a1000000abcdef");
    const begun = cache.begin();
    cache.invalidate("projects", "0000000000a2000000abcdef");
    await cache.store("/api/projects", begun, { status: 200, headers: JSON_HEADERS, body: json(4) });
    expect(cache.get("/api/projects")).toBeUndefined();
  });

  it("answers from a fast compression first and the best one after upgradeNow, with the same ETag", async () => {
    const cache = newCache({ quietMs: 60_000 });
    const body = json(400);
    const entry = await cache.store("/api/projects", cache.begin(), { status: 200, headers: JSON_HEADERS, body });
    expect(entry.effort).toBe("fast");
    const fast = { br: entry.br!, gzip: entry.gzip, etag: entry.etag };
    expect(brotliDecompressSync(fast.br).equals(body)).toBe(true);
    expect(gunzipSync(fast.gzip).equals(body)).toBe(true);
    await cache.upgradeNow();
    const kept = cache.get("/api/projects")!;
    expect(kept).toBe(entry);
    expect(kept.effort).toBe("best");
    expect(kept.etag).toBe(fast.etag);
    expect(brotliDecompressSync(kept.br!).equals(body)).toBe(true);
    expect(gunzipSync(kept.gzip).equals(body)).toBe(true);
    expect(kept.br!.length).toBeLessThan(fast.br.length);
  });

  it("upgrades pages with nonces too, and they still decode with each nonce", async () => {
    const cache = newCache({ quietMs: 60_000 });
    const entry = await cache.store("/projects", cache.begin(), {
      status: 200,
      headers: HTML_HEADERS,
      body: html(300),
      nonce: RENDERED_WITH,
    });
    await cache.upgradeNow();
    expect(entry.effort).toBe("best");
    const template = entry.template!;
    const nonce = newNonce();
    const page = renderIdentity(template, nonce);
    expect(page.toString("latin1")).toContain(`nonce="${nonce}"`);
    expect(brotliDecompressSync(renderBrotli(template, nonce)!).equals(page)).toBe(true);
    expect(gunzipSync(renderGzip(template, nonce)!).equals(page)).toBe(true);
  });

  it("upgrades by itself once nothing has been stored for a while", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const cache = newCache({ quietMs: 1000, maxWaitMs: 10_000 });
    const first = await cache.store("/api/projects", cache.begin(), { status: 200, headers: JSON_HEADERS, body: json(50) });
    await vi.advanceTimersByTimeAsync(600);
    const second = await cache.store("/api/blogs", cache.begin(), { status: 200, headers: JSON_HEADERS, body: json(60) });
    await vi.advanceTimersByTimeAsync(600);
    // Quiet for 600 ms only: still waiting.
    expect(first.effort).toBe("fast");
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect([first.effort, second.effort]).toEqual(["best", "best"]), { timeout: 5000 });
  });

  it("never brings back bytes of an entry cleared or replaced while its best compression was made", async () => {
    const cache = newCache({ quietMs: 60_000 });
    const stale = await cache.store("/api/projects", cache.begin(), { status: 200, headers: JSON_HEADERS, body: json(3000) });
    const upgrading = cache.upgradeNow();
    // An edit lands while the upgrade compresses (Brotli 11 of 150 KB takes far longer than a turn).
    await new Promise((resolve) => setImmediate(resolve));
    cache.invalidate("projects");
    await upgrading;
    expect(cache.get("/api/projects")).toBeUndefined();
    expect(stale.effort).toBe("fast");

    const old = await cache.store("/api/blogs", cache.begin(), { status: 200, headers: JSON_HEADERS, body: json(100) });
    const upgradingOld = cache.upgradeNow();
    const fresh = await cache.store("/api/blogs", cache.begin(), { status: 200, headers: JSON_HEADERS, body: json(101) });
    await upgradingOld;
    expect(cache.get("/api/blogs")).toBe(fresh);
    expect(old.effort).toBe("fast");
  });

  it("does not keep a render that began before a change to what it shows", async () => {
    const cache = newCache();
    const snapshot = cache.begin();
    cache.invalidate("projects");
    await cache.store("/projects", snapshot, { status: 200, headers: HTML_HEADERS, body: html(5), nonce: RENDERED_WITH });
    expect(cache.get("/projects")).toBeUndefined();
    await cache.store("/blog", snapshot, { status: 200, headers: HTML_HEADERS, body: html(5), nonce: RENDERED_WITH });
    expect(cache.get("/blog")).toBeDefined();
  });

  it("keeps a bounded number of route discovery answers, which no content change clears", async () => {
    const cache = newCache({ maxManifests: 3, quietMs: 60_000 });
    expect(siteCacheRules().kindsOf("/__manifest")).toEqual([]);
    for (let i = 0; i < 6; i++) {
      await cache.store(`/__manifest?paths=%2Fp${i}&version=abc`, cache.begin(), { status: 200, headers: JSON_HEADERS, body: json(2) });
    }
    await cache.store("/api/projects", cache.begin(), { status: 200, headers: JSON_HEADERS, body: json(2) });
    const kept = [0, 1, 2, 3, 4, 5].filter((i) => cache.get(`/__manifest?paths=%2Fp${i}&version=abc`));
    expect(kept).toEqual([3, 4, 5]);
    cache.invalidate("projects");
    expect(cache.get("/__manifest?paths=%2Fp5&version=abc")).toBeDefined();
    expect(cache.get("/api/projects")).toBeUndefined();
  });

  it("evicts the oldest entry first, but gives one read since the last pass a second chance", async () => {
    const cache = newCache({ maxEntries: 3, quietMs: 60_000 });
    const store = (key: string) => cache.store(key, cache.begin(), { status: 200, headers: JSON_HEADERS, body: json(2) });
    await store("/api/projects");
    await store("/api/blogs");
    await store("/api/galleries");
    cache.get("/api/projects");
    await store("/robots.txt");
    expect(cache.get("/api/projects")).toBeDefined();
    expect(cache.get("/api/blogs")).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it("builds the headers of a hit once, with the security headers and the right policy", async () => {
    const cache = newCache({ quietMs: 60_000 });
    const security = createSecurityHeaders({ siteUrl: "https://example.test", dev: false });
    const page = await cache.store("/", cache.begin(), { status: 200, headers: HTML_HEADERS, body: html(3), nonce: RENDERED_WITH });
    const api = await cache.store("/api/projects", cache.begin(), { status: 200, headers: JSON_HEADERS, body: json(3) });
    const pageWire = buildWire(page, security);
    const apiWire = buildWire(api, security);
    expect(pageWire.pagePolicy).toBe(true);
    expect(apiWire.pagePolicy).toBe(false);
    expect(apiWire.policy).toEqual(["content-security-policy", security.nonPagePolicy]);
    expect(pageWire.notModified).not.toContain("content-security-policy");
    expect(apiWire.notModified).toContain("content-security-policy");
    for (const wire of [pageWire, apiWire]) {
      expect(wire.notModified).toEqual(
        expect.arrayContaining(["strict-transport-security", "x-frame-options", "etag", "vary", "x-cache", "hit"]),
      );
    }
    expect(security.pagePolicy("abc")).toContain("script-src 'self' 'nonce-abc'; style-src");
    expect(security.pagePolicy("abc", "/ml/projects")).toContain("script-src 'self' 'nonce-abc'; style-src");
  });
});
