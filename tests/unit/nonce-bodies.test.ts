import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildNonceTemplate, newNonce, NONCE_PLACEHOLDER, renderBrotli, renderGzip, renderIdentity } from "../../server/cache/nonce-bodies";

function page(scripts: number, size: number): Buffer {
  const words = ["builder", "Kerala", "roof", "monsoon", "<div class=\"card\">", "</div>", "laterite", "==", "nonce", "\"", ">"];
  let html = "<!DOCTYPE html><html><head>";
  for (let s = 0; s < scripts; s++) {
    let text = "";
    while (text.length < size / scripts) text += `${words[(text.length * 7 + s) % words.length]} `;
    html += `<p>${text}</p><script nonce="${NONCE_PLACEHOLDER}">window.x${s}=${JSON.stringify(text.slice(0, 40))}</script>`;
  }
  return Buffer.from(`${html}</body></html>`, "latin1");
}

describe("kept pages with a fresh nonce per request", () => {
  it("decode to the page with each request's nonce, for gzip and Brotli alike", async () => {
    for (const [scripts, size] of [[1, 200], [3, 30_000], [6, 120_000]] as const) {
      const identity = page(scripts, size);
      const template = (await buildNonceTemplate(identity))!;
      expect(template.offsets).toHaveLength(scripts);
      expect(template.brotli).not.toBeNull();
      const seen = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const nonce = newNonce();
        seen.add(nonce);
        const expected = renderIdentity(template, nonce);
        expect(expected.toString("latin1")).toContain(`nonce="${nonce}"`);
        expect(expected.includes(Buffer.from(NONCE_PLACEHOLDER, "latin1"))).toBe(false);
        expect(gunzipSync(renderGzip(template, nonce)).equals(expected)).toBe(true);
        expect(brotliDecompressSync(renderBrotli(template, nonce)!).equals(expected)).toBe(true);
      }
      expect(seen.size).toBe(5);
      if (size > 1000) {
        expect(renderGzip(template, newNonce()).length).toBeLessThan(identity.length / 2);
        expect(renderBrotli(template, newNonce())!.length).toBeLessThan(renderGzip(template, newNonce()).length);
      }
    }
  });

  it("returns null for a page without scripts", async () => {
    expect(await buildNonceTemplate(Buffer.from("<p>no scripts</p>"))).toBeNull();
  });
});
