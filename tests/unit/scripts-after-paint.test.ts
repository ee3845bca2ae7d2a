import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { createScriptsAfterPaint, deferScripts } from "../../app/lib/scripts-after-paint";

// The shape React Router 7 and React 19 write (taken from a rendered page, shortened).
const PAGE = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/><title>from ₹1,499</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N0nce=="/>',
  '<link rel="modulepreload" href="/assets/site-B.js" nonce="N0nce=="/>',
  '<link rel="modulepreload" href="/assets/root-C.js" nonce="N0nce=="/>',
  '<link rel="modulepreload" href="/assets/home-D.js" nonce="N0nce=="/>',
  '<script type="application/ld+json">{"@type":"GeneralContractor"}</script></head>',
  "<body><main><p>₹ “quoted”</p></main>",
  '<script nonce="N0nce==">window.__reactRouterContext = {"basename":"/"};</script>',
  '<script nonce="N0nce==" type="module" async="">;\n',
  'import * as route0 from "/assets/root-C.js";\n',
  'import * as route1 from "/assets/home-D.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-A.js");</script>',
  '<script nonce="N0nce==">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");

describe("scripts after the first paint", () => {
  const out = deferScripts(PAGE);

  it("takes the module preloads out of the head", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app-1.css"');
    expect(out).toContain('<script type="application/ld+json">{"@type":"GeneralContractor"}</script>');
  });

  it("waits for the first contentful paint and the priority photo, then asks for the same modules at once and runs React Router's code unchanged", () => {
    const script = /<script nonce="N0nce==" type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(script).not.toMatch(/^\s*import\s/m);
    const waits = script.indexOf("first-contentful-paint");
    const preloads = script.indexOf('["/assets/entry.client-A.js","/assets/site-B.js","/assets/root-C.js","/assets/home-D.js"]');
    const imports = script.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);',
    );
    const routeModules = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    const entry = script.indexOf('import("/assets/entry.client-A.js");');
    expect([waits, preloads, imports, routeModules, entry].every((at) => at >= 0)).toBe(true);
    expect(waits < preloads && preloads < imports && imports < routeModules && routeModules < entry).toBe(true);
    expect(script).toContain('d.visibilityState!="visible"?g()');
    expect(script).toContain('querySelectorAll("img[fetchpriority=high]")');
  });

  it("changes nothing else in the page", () => {
    expect(out).toContain("<body><main><p>₹ “quoted”</p></main>");
    expect(out).toContain('window.__reactRouterContext = {"basename":"/"};');
    expect(out.endsWith('<script nonce="N0nce==">window.__reactRouterContext.streamController.close();</script></body></html>')).toBe(true);
  });

  it("leaves a page of another shape as it is", () => {
    const noModuleScript = PAGE.replace(/<script nonce="N0nce==" type="module"[\s\S]*?<\/script>/, "");
    expect(deferScripts(noModuleScript)).toBe(noModuleScript);
    const noImports = PAGE.replace(/import \* as route\d from "[^"]+";\n/g, "");
    expect(deferScripts(noImports)).toBe(noImports);
    const plain = "<html><body><p>No scripts at all</p></body></html>";
    expect(deferScripts(plain)).toBe(plain);
  });

  it("rewrites a streamed page whole, however its bytes were split", async () => {
    const bytes = Buffer.from(PAGE);
    for (const cut of [1, 100, bytes.indexOf("₹") + 1, bytes.length - 1]) {
      const streamed = await text(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(createScriptsAfterPaint()));
      expect(streamed).toBe(out);
    }
  });
});
