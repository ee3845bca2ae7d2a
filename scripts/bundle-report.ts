/**
 * `npm run bundle`: per public route, the JavaScript and CSS a first view loads (the route chain
 * root → site layout → route, from React Router's build manifest: exactly the modulepreload and
 * stylesheet links the server writes), with sizes as sent (Brotli, gzip) and raw. Flags what a
 * visitor's phone should not download: admin code, the zod validator, other heavy libraries.
 * Builds first when SITE_BUILD_DIR (default build/) is missing or older than the sources.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { ensureBuild } from "./bench/server";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const BUILD_DIR = process.env.SITE_BUILD_DIR ?? "build";
const CLIENT = path.join(BUILD_DIR, "client");

const PUBLIC_ROUTES: Array<[string, string]> = [
  ["/", "routes/home"],
  ["/about-us", "routes/about"],
  ["/services", "routes/services"],
  ["/gallery", "routes/gallery"],
  ["/contact", "routes/contact"],
  ["/projects", "routes/projects"],
  ["/projects/:id", "routes/project-detail"],
  ["/blog", "routes/blog"],
  ["/blog/:id", "routes/blog-detail"],
];

/** Signatures that survive minification, and what they mean on a public page. */
const SIGNATURES: Array<[RegExp, string]> = [
  [/ZodError|\$ZodType|_zod\b/, "zod (validation library; forms of the admin area)"],
  [/\/api\/(create-project|add-blog|gallery-upload|logout|session)\b|Bearer /, "admin API calls"],
  [/localStorage/, "reads local storage (the admin token)"],
  [/date-fns|lodash|axios|moment\(/, "a general-purpose library"],
];
const LARGE_BR = 20 * 1024;

interface RouteEntry {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
}

interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

async function readManifest(): Promise<Manifest> {
  const assets = path.join(CLIENT, "assets");
  const file = (await readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}`);
  const text = await readFile(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
}

const sizeCache = new Map<string, Promise<Sizes>>();
const textCache = new Map<string, string>();

/** Sizes as the server sends them: its precompressed files when present, else compressed here alike. */
function sizesOf(url: string): Promise<Sizes> {
  let sizes = sizeCache.get(url);
  if (!sizes) {
    sizes = (async () => {
      const file = path.join(CLIENT, url);
      const data = await readFile(file);
      textCache.set(url, data.toString("utf8"));
      const br = await readFile(`${file}.br`).catch(() =>
        brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
      );
      const gz = await readFile(`${file}.gz`).catch(() => gzipAsync(data, { level: 9 }));
      return { raw: data.length, gzip: gz.length, br: br.length };
    })();
    sizeCache.set(url, sizes);
  }
  return sizes;
}

function chainOf(manifest: Manifest, id: string): RouteEntry[] {
  const chain: RouteEntry[] = [];
  for (
    let route: RouteEntry | undefined = manifest.routes[id];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    chain.unshift(route);
  }
  return chain;
}

function filesOf(manifest: Manifest, id: string): { js: string[]; css: string[] } {
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set<string>();
  for (const route of chainOf(manifest, id)) {
    for (const file of [route.module, ...(route.imports ?? [])]) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** Stylesheets a module links itself (the root renders its own <link rel="stylesheet">, so they are not in the route manifest). */
function stylesheetsOf(jsFile: string): string[] {
  return [...(textCache.get(jsFile) ?? "").matchAll(/"(\/assets\/[\w.-]+\.css)"/g)].map((match) => match[1]!);
}

const kb = (n: number) => (n / 1024).toFixed(1);
const sum = (list: Sizes[], key: keyof Sizes) => list.reduce((total, s) => total + s[key], 0);

async function main() {
  ensureBuild(BUILD_DIR);
  const manifest = await readManifest();
  const adminIds = Object.keys(manifest.routes).filter(
    (id) => id.startsWith("routes/admin/") || id === "routes/login" || id === "routes/forgot-password",
  );
  const adminOnly = new Set(adminIds.flatMap((id) => filesOf(manifest, id).js));
  for (const [, id] of PUBLIC_ROUTES) for (const file of filesOf(manifest, id).js) adminOnly.delete(file);

  const flagged = new Map<string, Set<string>>();
  const flag = (file: string, reason: string) => {
    const reasons = flagged.get(file) ?? new Set<string>();
    reasons.add(reason);
    flagged.set(file, reasons);
  };

  console.log(`Build: ${BUILD_DIR}/ · sizes in KB: Brotli (what browsers get) / gzip / raw\n`);
  console.log("| route | JS files | JS br | JS gzip | JS raw | CSS br | CSS raw | flagged files |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---|");
  const everyRoute = new Map<string, number>();
  for (const [url, id] of PUBLIC_ROUTES) {
    if (!manifest.routes[id]) {
      console.log(`| ${url} | route ${id} not in the build | | | | | | |`);
      continue;
    }
    const { js, css: routeCss } = filesOf(manifest, id);
    const jsSizes = await Promise.all(js.map(sizesOf));
    const css = [...new Set([...routeCss, ...js.flatMap(stylesheetsOf)])];
    const cssSizes = await Promise.all(css.map(sizesOf));
    for (const file of js) {
      everyRoute.set(file, (everyRoute.get(file) ?? 0) + 1);
      const text = textCache.get(file) ?? "";
      for (const [pattern, reason] of SIGNATURES) if (pattern.test(text)) flag(file, reason);
      if ((await sizesOf(file)).br > LARGE_BR) flag(file, `large: over ${kb(LARGE_BR)} KB as sent`);
    }
    const flags = js.filter((file) => flagged.has(file)).map((file) => path.basename(file));
    console.log(
      `| ${url} | ${js.length} | ${kb(sum(jsSizes, "br"))} | ${kb(sum(jsSizes, "gzip"))} | ${kb(sum(jsSizes, "raw"))} | ${kb(sum(cssSizes, "br"))} | ${kb(sum(cssSizes, "raw"))} | ${flags.join(", ") || "–"} |`,
    );
  }

  console.log("\nFlagged files on public pages:\n");
  console.log("| file | br KB | raw KB | on how many of the 9 public routes | why |");
  console.log("|---|---:|---:|---:|---|");
  for (const [file, reasons] of flagged) {
    const sizes = await sizesOf(file);
    console.log(
      `| ${path.basename(file)} | ${kb(sizes.br)} | ${kb(sizes.raw)} | ${everyRoute.get(file) ?? 0} | ${[...reasons].join("; ")} |`,
    );
  }

  const shared = [...everyRoute].filter(([, count]) => count === PUBLIC_ROUTES.length).map(([file]) => file);
  const sharedSizes = await Promise.all(shared.map(sizesOf));
  console.log(`\nLoaded by every public route: ${shared.length} files, ${kb(sum(sharedSizes, "br"))} KB Brotli. Largest:`);
  const largest = shared
    .map((file, i) => ({ file, sizes: sharedSizes[i]! }))
    .sort((a, b) => b.sizes.br - a.sizes.br)
    .slice(0, 8);
  for (const { file, sizes } of largest)
    console.log(`  ${path.basename(file).padEnd(36)} ${kb(sizes.br).padStart(6)} KB br  ${kb(sizes.raw).padStart(7)} KB raw`);

  const adminSizes = await Promise.all([...adminOnly].map(sizesOf));
  console.log(`\nAdmin-only files (not on any public route): ${adminOnly.size}, ${kb(sum(adminSizes, "br"))} KB Brotli.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
