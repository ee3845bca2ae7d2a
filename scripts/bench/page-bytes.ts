/**
 * Bytes of a first view: each page opened in a fresh Chromium context (empty cache) at a phone's
 * size (360×780, the device pixel ratio of Lighthouse's mobile device), until the network is
 * idle. Bodies are counted as sent (compressed), from the DevTools protocol: bytes received
 * when loading finished, less the response's header bytes.
 */
import { chromium, type Browser } from "@playwright/test";

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

export type ResourceKind = "html" | "css" | "js" | "fonts" | "images" | "data" | "other";

export interface PageBytes {
  url: string;
  bytes: Record<ResourceKind, number>;
  requests: Record<ResourceKind, number>;
  total: number;
  /** The largest images, to name the heavy ones. */
  largest: Array<{ url: string; kind: ResourceKind; bytes: number }>;
  /** Fetches the page makes by itself (route data, manifest), and other odd requests. */
  fetched: Array<{ url: string; kind: ResourceKind; bytes: number }>;
}

function kindOf(type: string | undefined): ResourceKind {
  switch (type) {
    case "Document":
      return "html";
    case "Stylesheet":
      return "css";
    case "Script":
      return "js";
    case "Font":
      return "fonts";
    case "Image":
      return "images";
    case "Fetch":
    case "XHR":
      return "data";
    default:
      return "other";
  }
}

const empty = (): Record<ResourceKind, number> => ({ html: 0, css: 0, js: 0, fonts: 0, images: 0, data: 0, other: 0 });

async function measurePage(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const seen = new Map<string, { url: string; kind: ResourceKind; headerBytes: number }>();
  const done: Array<{ url: string; kind: ResourceKind; bytes: number }> = [];
  cdp.on("Network.responseReceived", (event) => {
    seen.set(event.requestId, { url: event.response.url, kind: kindOf(event.type), headerBytes: event.response.encodedDataLength ?? 0 });
  });
  cdp.on("Network.loadingFinished", (event) => {
    const entry = seen.get(event.requestId);
    if (!entry || entry.url.startsWith("data:")) return;
    done.push({ url: entry.url, kind: entry.kind, bytes: Math.max(0, event.encodedDataLength - entry.headerBytes) });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await context.close();
  const bytes = empty();
  const requests = empty();
  for (const resource of done) {
    bytes[resource.kind] += resource.bytes;
    requests[resource.kind]++;
  }
  return {
    url,
    bytes,
    requests,
    total: done.reduce((sum, r) => sum + r.bytes, 0),
    largest: [...done].sort((a, b) => b.bytes - a.bytes).slice(0, 5),
    fetched: done.filter((r) => r.kind === "data" || r.kind === "other"),
  };
}

export async function measurePageBytes(urls: string[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results: PageBytes[] = [];
    for (const url of urls) results.push(await measurePage(browser, url));
    return results;
  } finally {
    await browser.close();
  }
}
