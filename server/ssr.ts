/**
 * The bridge from Fastify to React Router's request handler: a Fetch Request in, a Response
 * out (the shape of React Router's Express adapter). In development Vite runs in middleware
 * mode behind the same server, with hot reload.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pipeline, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import { constants as zlib, createBrotliCompress, createGzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { chooseEncoding } from "./cache/cached-answer";
import { keepAndApply, type ResponseCache } from "./cache/response-cache";
import { PAGES, pathPattern } from "../domain/pages";
import type { ContentReader, SiteContext } from "../domain/site-context";
import { LOCALES, localeOfPath, type Locale } from "../domain/locales";
import { islandsManifest } from "../vite/island-entries";
import { inlineScripts } from "../app/islands/inline-scripts";
import type { SecurityHeaders } from "./security/headers";

export const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? "build");
export const SERVER_BUILD = path.join(BUILD_DIR, "server", "index.js");
const ISLANDS_ENTRY = "app/islands/runtime.ts";
/** The same, with what development needs first (React Refresh). */
const ISLANDS_DEV_ENTRY = "app/islands/dev-runtime.ts";

/**
 * The URL of the islands' script for pages in `locale` in the production build: each language has
 * its own build, with its texts alone (vite/islands.config.ts).
 */
function readIslandsScript(locale: Locale): string {
  const manifestFile = path.join(BUILD_DIR, islandsManifest(locale));
  if (!existsSync(manifestFile)) throw new Error("The build has no islands: run `npm run build` (npm start does it for you).");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file?: string } | undefined>;
  const file = manifest[ISLANDS_ENTRY]?.file;
  if (!file) throw new Error(`${manifestFile} does not name ${ISLANDS_ENTRY}: run \`npm run build\`.`);
  return `/${path.posix.relative("client", file)}`;
}

function toRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

/** The admin area and sign-in pages (domain/pages.ts) are never stored by a browser or a proxy. */
const PRIVATE_PAGES = PAGES.filter((page) => page.access === "private").map(pathPattern);

async function sendResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.code(response.status);
  const pathname = request.url.split("?")[0] ?? "";
  reply.header("cache-control", PRIVATE_PAGES.some((pattern) => pattern.test(pathname)) ? "no-store" : "no-cache");
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  const body = Readable.fromWeb(response.body as WebReadableStream);
  // A page that is not kept (an estimate's answer, a form sent back with its errors, a page not
  // found) is compressed as it streams, at a level quick enough for each request: a phone on a
  // slow network gets about a fifth of the bytes. Each part is flushed as it comes.
  const encoding =
    /^text\/html\b/.test(response.headers.get("content-type") ?? "") && !response.headers.has("content-encoding")
      ? chooseEncoding(request.headers["accept-encoding"])
      : "identity";
  reply.header("vary", "Accept-Encoding");
  if (encoding === "identity") return reply.send(body);
  reply.removeHeader("content-length");
  reply.header("content-encoding", encoding);
  const compress =
    encoding === "br"
      ? createBrotliCompress({ flush: zlib.BROTLI_OPERATION_FLUSH, params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ flush: zlib.Z_SYNC_FLUSH, level: 6 });
  // A render that fails part-way ends the compressed stream too (and so the response).
  pipeline(body, compress, () => {});
  return reply.send(compress);
}

export async function registerSsr(
  app: FastifyInstance,
  context: SiteContext,
  options: {
    dev: boolean;
    cache: ResponseCache;
    /** Told the pages' inline scripts, which it allows by their hashes. */
    security: Pick<SecurityHeaders, "allowInlineScripts">;
    /** The content as a page in a language reads it (services/content-in-language.ts); without it, as it is. */
    contentIn?: (locale: Locale) => ContentReader;
  },
) {
  let getBuild: () => Promise<ServerBuild>;
  let islandsScript: (locale: Locale) => string;
  if (options.dev) {
    // Vite serves the source module, and the modules it imports, as they are asked for.
    islandsScript = () => `/${ISLANDS_DEV_ENTRY}`;
    const { createServer } = await import("vite");
    const middie = (await import("@fastify/middie")).default;
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook("onClose", () => vite.close());
    getBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    if (!existsSync(SERVER_BUILD)) throw new Error("No production build: run `npm run build` (npm start does it for you).");
    const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    const scripts = Object.fromEntries(LOCALES.map((locale) => [locale, readIslandsScript(locale)])) as Record<Locale, string>;
    islandsScript = (locale) => scripts[locale];
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(BUILD_DIR, "client"),
      prefix: "/",
      wildcard: false,
      index: false,
      // `.br` and `.gz` files written at build time (scripts/compress-assets.mjs).
      preCompressed: true,
      // Otherwise `send` overwrites the cache-control set below with `max-age=0`.
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader("vary", "Accept-Encoding");
        // Vite names everything under /assets by its content hash.
        res.setHeader(
          "cache-control",
          file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }

  // The pages' inline scripts are the same for every request: the policy names their hashes,
  // each language's pages those of their own islands' script (a third of the bytes of all three).
  options.security.allowInlineScripts(
    Object.fromEntries(LOCALES.map((locale) => [locale, inlineScripts(islandsScript(locale))])) as Record<Locale, string[]>,
  );
  const handler = createRequestHandler(getBuild, options.dev ? "development" : "production");
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    // Every page is rendered with this request's own nonce; a page that is kept records where it
    // went, and each later request gets its own nonce in those places (cache/nonce-bodies.ts).
    const keepable = !!request.cacheSnapshot && !options.dev;
    // The page reads the content in its URL's language (docs/product.md §11).
    const locale = localeOfPath(request.url.split("?")[0]!);
    const content = options.contentIn?.(locale) ?? context.content;
    const renderContext: AppLoadContext = { ...context, content, cspNonce: request.cspNonce, islandsScript: islandsScript(locale) };
    // A page kept under its key (domain/pages.ts, `query`) shows nothing of the parameters its
    // loader does not read: a redirect keeps them (it is not kept), a page never writes them.
    const response = await handler(toRequest(request, reply), renderContext);
    if (!keepable || !response.body) return sendResponse(request, reply, response);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status === 200 && !response.headers.has("set-cookie")) {
      const headers: Record<string, string> = {};
      for (const [key, value] of response.headers) if (key !== "content-length") headers[key] = value;
      headers["cache-control"] ??= "no-cache";
      const kept = await keepAndApply(options.cache, request, reply, { status: 200, headers, body, nonce: request.cspNonce });
      if (kept) return reply.send(kept.body);
    }
    return sendResponse(request, reply, new Response(body, { status: response.status, headers: response.headers }));
  };
  app.get("/*", render);
  app.get("/", render);
}
