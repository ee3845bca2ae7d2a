/**
 * `npm run bundle`: per public page, its islands (as the server renders them, on a site with the
 * demo content) and the JavaScript it loads (docs/architecture.md §2): at first view (the islands' script, and
 * what is due at once) and once every island has hydrated, with sizes as sent (Brotli) and raw;
 * and the stylesheet. Files come from the islands' build manifest of the page's language
 * (build/islands.json, build/islands.ml.json…), each with the files it imports. Flags what a visitor's phone should not download: admin code, the zod
 * validator, React Router, other heavy libraries. Builds first when SITE_BUILD_DIR (default
 * build/) is missing or older than the sources.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { LOCALES, localeOfPath, type Locale } from "../domain/locales";
import { findIslands, islandsManifest } from "../vite/island-entries";
import { ensureBuild, startServer } from "./bench/server";

const brotliAsync = promisify(brotliCompress);

const BUILD_DIR = process.env.SITE_BUILD_DIR ?? "build";
const PORT = Number(process.env.BUNDLE_PORT ?? 4630);
const RUNTIME = "app/islands/runtime.ts";
const HYDRATE = "app/islands/hydrate.ts";

/** Signatures that survive minification, and what they mean on a public page. */
const SIGNATURES: Array<[RegExp, string]> = [
  [/ZodError|\$ZodType|_zod\b/, "zod (validation library; forms of the admin area)"],
  [/\/api\/(create-project|add-blog|gallery-upload|logout|session)\b|Bearer /, "admin API calls"],
  [/__reactRouter|useNavigate\b/, "React Router (public pages have no client router)"],
  [/date-fns|lodash|axios|moment\(/, "a general-purpose library"],
];

type Manifest = Record<string, { file: string; imports?: string[] }>;

interface Sizes {
  raw: number;
  br: number;
}

const sizeCache = new Map<string, Promise<Sizes & { text: string }>>();

/** Sizes as the server sends them: its precompressed file when present, else compressed here alike. */
function sizesOf(file: string): Promise<Sizes & { text: string }> {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    sizes = (async () => {
      const full = path.join(BUILD_DIR, file);
      const data = await readFile(full);
      const br = await readFile(`${full}.br`).catch(() =>
        brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
      );
      return { raw: data.length, br: br.length, text: data.toString("utf8") };
    })();
    sizeCache.set(file, sizes);
  }
  return sizes;
}

/** A manifest entry's file and every file it imports statically, as the browser asks for them together. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) closure(manifest, imported, into);
  return into;
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function total(files: Iterable<string>): Promise<Sizes> {
  const sizes = await Promise.all([...files].map(sizesOf));
  return { raw: sizes.reduce((t, s) => t + s.raw, 0), br: sizes.reduce((t, s) => t + s.br, 0) };
}

async function main() {
  ensureBuild(BUILD_DIR);
  const manifests = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale) => [
        locale,
        JSON.parse(await readFile(path.join(BUILD_DIR, islandsManifest(locale)), "utf8")) as Manifest,
      ]),
    ),
  ) as Record<Locale, Manifest>;
  const server = await startServer({ port: PORT, buildDir: BUILD_DIR, demo: true });
  try {
    const project = ((await (await fetch(`${server.base}/api/projects`)).json()) as { projects: Array<{ slug: string }> }).projects[0];
    const blog = ((await (await fetch(`${server.base}/api/blogs`)).json()) as { blogs: Array<{ slug: string }> }).blogs[0];
    const pages = [
      "/",
      "/about-us",
      "/services",
      "/projects",
      `/projects/${project?.slug}`,
      "/gallery",
      "/blog",
      `/blog/${blog?.slug}`,
      "/contact",
      // The same pages in Malayalam and Tamil (docs/product.md §11): their texts are in the islands' files.
      "/ml/",
      "/ml/projects",
      `/ml/projects/${project?.slug}`,
      "/ta/services",
      "/ta/blog",
      "/ta/contact",
    ];
    /** Each island's entry in the manifest: its file, with the query it loads with. */
    const islandSources = new Map([...findIslands(process.cwd())].map(([name, file]) => [name, `${file}?island`]));
    const flagged = new Map<string, Set<string>>();

    console.log(`Build: ${BUILD_DIR}/ (demo content) · KB as sent (Brotli) / raw\n`);
    console.log(
      "| page | islands (when they load) | first view: JS files, br / raw | every island hydrated: JS files, br / raw | CSS br |",
    );
    console.log("|---|---|---:|---:|---:|");
    for (const page of pages) {
      const html = await (await fetch(server.base + page)).text();
      const manifest = manifests[localeOfPath(page)];
      const runtime = closure(manifest, RUNTIME);
      const islands = [...html.matchAll(/data-island="([\w-]+)" data-load="(\w+)"/g)].map(([, name, load]) => ({
        name: name!,
        load: load!,
      }));
      const islandFiles = (names: string[]) => {
        const files = new Set<string>();
        if (names.length > 0) closure(manifest, HYDRATE, files);
        for (const name of names) closure(manifest, islandSources.get(name) ?? name, files);
        return files;
      };
      const first = new Set([...runtime, ...islandFiles(islands.filter((i) => i.load === "load").map((i) => i.name))]);
      const all = new Set([...runtime, ...islandFiles(islands.map((i) => i.name))]);
      for (const file of all) {
        const { text } = await sizesOf(file);
        for (const [pattern, reason] of SIGNATURES) if (pattern.test(text)) flagged.set(file, (flagged.get(file) ?? new Set()).add(reason));
      }
      const css = [...html.matchAll(/<link rel="stylesheet" href="\/(assets\/[\w.-]+\.css)"/g)].map(([, href]) => `client/${href}`);
      const [firstSize, allSize, cssSize] = await Promise.all([total(first), total(all), total(css)]);
      const label = page.replace(/[0-9a-f]{24}$/, "{id}");
      const named = islands.map((i) => `${i.name} (${i.load})`).join(", ") || "none";
      console.log(
        `| ${label} | ${named} | ${first.size}: ${kb(firstSize.br)} / ${kb(firstSize.raw)} | ${all.size}: ${kb(allSize.br)} / ${kb(allSize.raw)} | ${kb(cssSize.br)} |`,
      );
    }

    console.log("\nThe files:\n");
    console.log("| file | br KB | raw KB | flags |");
    console.log("|---|---:|---:|---|");
    const files = Object.values(manifests).flatMap((manifest) => Object.values(manifest).map((entry) => entry.file));
    for (const file of [...new Set(files)].sort()) {
      const sizes = await sizesOf(file);
      console.log(`| ${path.basename(file)} | ${kb(sizes.br)} | ${kb(sizes.raw)} | ${[...(flagged.get(file) ?? [])].join("; ") || "–"} |`);
    }
    if (flagged.size > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
