import { brotliDecompressSync, crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { frameLength, NONCE_PLACEHOLDER, renderBrotli, renderGzip, renderIdentity, templateOf } from "../../server/cache/nonce-bodies";
import { newNonce } from "../../server/security/nonce";

/** The nonce of the request that rendered the pages below. */
const RENDERED_WITH = newNonce();

function page(scripts: number, size: number): Buffer {
  const words = ["builder", "Kerala", "roof", "monsoon", '<div class="card">', "</div>", "laterite", "==", "nonce", '"', ">"];
  let html = "<!DOCTYPE html><html><head>";
  for (let s = 0; s < scripts; s++) {
    let text = "";
    while (text.length < size / scripts) text += `${words[(text.length * 7 + s) % words.length]} `;
    html += `<p>${text}</p><script nonce="${RENDERED_WITH}">window.x${s}=${JSON.stringify(text.slice(0, 40))}</script>`;
  }
  return Buffer.from(`${html}</body></html>`, "latin1");
}

/** Like a rendered page: dozens of nonces close together in the head, a few after a long body. */
function pageWithManyNonces(): Buffer {
  let head = "<!DOCTYPE html><html><head>";
  for (let i = 0; i < 40; i++) head += `<link nonce="${RENDERED_WITH}" rel="modulepreload" href="/assets/chunk-${i.toString(36)}.js"/>`;
  let body = "</head><body>";
  for (let i = 0; i < 400; i++) body += `<article><h2>Project ${i}</h2><p>Two-storey villa at Kowdiar ${i % 7}</p></article>`;
  for (let i = 0; i < 4; i++) body += `<script nonce="${RENDERED_WITH}">window.s${i}=1</script>`;
  return Buffer.from(`${head}${body}</body></html>`, "latin1");
}

describe("kept pages with a fresh nonce per request", () => {
  it("decode to the page with each request's nonce, for gzip and Brotli alike, fast or best", async () => {
    for (const effort of ["fast", "best"] as const) {
      for (const [scripts, size] of [
        [1, 200],
        [3, 30_000],
        [6, 120_000],
      ] as const) {
        const identity = page(scripts, size);
        const template = (await templateOf(identity, RENDERED_WITH, effort))!;
        expect(template.offsets).toHaveLength(scripts);
        expect(template.brotli).not.toBeNull();
        const seen = new Set<string>();
        for (let i = 0; i < 5; i++) {
          const nonce = newNonce();
          seen.add(nonce);
          const expected = renderIdentity(template, nonce);
          expect(expected.toString("latin1")).toContain(`nonce="${nonce}"`);
          expect(expected.includes(Buffer.from(NONCE_PLACEHOLDER, "latin1"))).toBe(false);
          expect(gunzipSync(renderGzip(template, nonce)!).equals(expected)).toBe(true);
          expect(brotliDecompressSync(renderBrotli(template, nonce)!).equals(expected)).toBe(true);
        }
        expect(seen.size).toBe(5);
        if (size > 1000) {
          expect(renderGzip(template, newNonce())!.length).toBeLessThan(identity.length / 2);
          expect(renderBrotli(template, newNonce())!.length).toBeLessThan(renderGzip(template, newNonce())!.length);
        }
      }
    }
  });

  it("writes the gzip CRC of each nonce without reading the page, and it is the page's CRC", async () => {
    const identity = pageWithManyNonces();
    const template = (await templateOf(identity, RENDERED_WITH, "best"))!;
    expect(template.offsets).toHaveLength(44);
    for (let i = 0; i < 20; i++) {
      const nonce = newNonce();
      const body = renderGzip(template, nonce)!;
      expect(body.readUInt32LE(body.length - 8)).toBe(crc32(renderIdentity(template, nonce)));
      expect(gunzipSync(body).equals(renderIdentity(template, nonce))).toBe(true);
    }
  });

  it("answers in the same length whatever the nonce, fast or best", async () => {
    const identity = pageWithManyNonces();
    const fast = (await templateOf(identity, RENDERED_WITH, "fast"))!;
    const best = (await templateOf(identity, RENDERED_WITH, "best"))!;
    for (const encoding of ["br", "gzip", "identity"] as const) {
      const render = encoding === "br" ? renderBrotli : encoding === "gzip" ? renderGzip : renderIdentity;
      expect(render(fast, newNonce())!.length).toBe(frameLength(fast, encoding));
      expect(render(best, newNonce())!.length).toBe(frameLength(best, encoding));
    }
  });

  it("returns null for a page without scripts", async () => {
    expect(await templateOf(Buffer.from("<p>no scripts</p>"), RENDERED_WITH)).toBeNull();
  });

  it("puts nonces only where the render put its own, whatever the page's text holds", async () => {
    // Text that imitates the placeholder, or another request's nonce, stays text.
    const planted = `<p>${NONCE_PLACEHOLDER} and ${newNonce()}</p>`;
    const identity = Buffer.from(`<html><head><script nonce="${RENDERED_WITH}"></script></head><body>${planted}</body></html>`, "latin1");
    const template = (await templateOf(identity, RENDERED_WITH, "best"))!;
    expect(template.offsets).toHaveLength(1);
    const nonce = newNonce();
    const page = renderIdentity(template, nonce).toString("latin1");
    expect(page.split(nonce)).toHaveLength(2);
    expect(page).toContain(planted);
    // A compressed frame that copies the planted text from a nonce's place fails its decode check
    // when it is built, and is not used (the page goes out uncompressed): whatever is served
    // decodes to the page.
    const brotli = renderBrotli(template, nonce);
    const gzip = renderGzip(template, nonce);
    if (brotli) expect(brotliDecompressSync(brotli).toString("latin1")).toBe(page);
    if (gzip) expect(gunzipSync(gzip).toString("latin1")).toBe(page);
  });

  it("makes nonces of 16 random bytes in base64, never the same, past a refill of the pool", () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = newNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2000);
  });
});
