/** The answers the benchmarks measure, read from our server exactly as it sends them. */
import type { StaticAnswer } from "./nginx";
import { getRaw } from "./server";

/** The exact bytes our server answers for a URL, in each encoding, from its cache. */
export async function captureAnswer(base: string, pathname: string): Promise<StaticAnswer> {
  const get = async (encoding: string) => {
    const response = await getRaw(base + pathname, { "accept-encoding": encoding });
    if (response.status !== 200) throw new Error(`GET ${pathname} answered ${response.status}`);
    const used = response.headers["content-encoding"] ?? "identity";
    const expected = encoding === "identity" ? "identity" : encoding;
    if (used !== expected) throw new Error(`GET ${pathname} with ${encoding} came back as ${used}`);
    return response;
  };
  const identity = await get("identity");
  if (identity.headers["x-cache"] !== "hit") throw new Error(`GET ${pathname} is not kept in the cache`);
  return {
    pathname,
    contentType: String(identity.headers["content-type"] ?? "text/html"),
    csp: String(identity.headers["content-security-policy"] ?? ""),
    identity: identity.body,
    gzip: (await get("gzip")).body,
    br: (await get("br")).body,
  };
}

/**
 * What a page asks React Router after hydration: `/__manifest` with the version of the build and
 * the paths of the home page's links, sorted and joined as the browser runtime does.
 */
export async function manifestPath(base: string): Promise<string | null> {
  const html = (await getRaw(`${base}/`)).body.toString("utf8");
  const manifestModule = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
  const manifest = manifestModule ? (await getRaw(base + manifestModule)).body.toString("utf8") : "";
  const version = /"version":"([^"]+)"/.exec(manifest)?.[1];
  // Since the public pages hydrate islands (issue #14) they load no router and ask for no manifest.
  if (!version) return null;
  const paths = [...new Set([...html.matchAll(/<a [^>]*href="(\/[^"#?]*)"/g)].map((m) => m[1]!))].sort();
  return `/__manifest?paths=${encodeURIComponent(paths.join(","))}&version=${encodeURIComponent(version)}`;
}
