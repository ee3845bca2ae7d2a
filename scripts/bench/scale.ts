/**
 * The site at a data size (issue #17): a server started on a filled data folder, measured for
 * what grows with the content — how long it takes to answer after a start, how big each public
 * page's HTML is (Brotli, as a phone gets it), how long a cold render takes (the render after an
 * edit: an unchanged save of the company's facts clears every page, then one request), and the
 * server's memory. One row per data folder: the benchmark's own content, and the seeded
 * 1,000/1,000/200 (`npm run seed`) when there is one.
 */
import type { Blog, GalleryItem, Project } from "../../domain/entities";
import { formData, ApiClient } from "../../tests/support/client";
import { touch } from "./content";
import { ADMIN, getRaw, readMemoryKb, settlePages, startServer } from "./server";

export interface ScalePage {
  label: string;
  path: string;
  brBytes: number;
  coldP50: number;
  coldMax: number;
}

export interface ScaleResult {
  label: string;
  content: { projects: number; blogs: number; galleries: number; photos: number };
  /** From the process's start to its first answer, polled every 25 ms. */
  startupMs: number;
  pages: ScalePage[];
  /** The full list calls of docs/product.md §7, which answer every item. */
  lists: ScalePage[];
  rssMb: number;
  peakMb: number;
}

const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 7);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Saves the company's facts unchanged: every page shows them, so every kept page is cleared. */
async function touchSite(api: ApiClient): Promise<void> {
  const { content } = await api.json<{ content: unknown }>("GET", "/api/site/company");
  await api.json("PUT", "/api/site/company", formData({ content: JSON.stringify(content) }));
}

async function measurePage(base: string, clear: () => Promise<void>, label: string, path: string): Promise<ScalePage> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    await clear();
    const started = performance.now();
    const response = await getRaw(base + path, { "accept-encoding": "br" });
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    if (response.headers["x-cache"] !== "miss") throw new Error(`GET ${path} after an edit was not rendered (${response.headers["x-cache"]})`);
    samples.push(ms);
  }
  // The size a visitor gets between edits: the settled cache's best compression.
  await settlePages([base + path]);
  const kept = await getRaw(base + path, { "accept-encoding": "br" });
  return { label, path, brBytes: kept.body.length, coldP50: percentile(samples, 50), coldMax: Math.max(...samples) };
}

export async function measureScale(options: { label: string; dataDir: string; buildDir: string; port: number }): Promise<ScaleResult> {
  const started = performance.now();
  const server = await startServer({ port: options.port, buildDir: options.buildDir, dataDir: options.dataDir, pollMs: 25 });
  const startupMs = performance.now() - started;
  try {
    const api = new ApiClient(server.base);
    await api.login(ADMIN.email, ADMIN.password);
    const [{ projects }, { blogs }, { galleries }] = await Promise.all([
      api.json<{ projects: Project[] }>("GET", "/api/projects"),
      api.json<{ blogs: Blog[] }>("GET", "/api/blogs"),
      api.json<{ galleries: GalleryItem[] }>("GET", "/api/galleries"),
    ]);
    const project = projects.find((p) => p.gallery.length > 0) ?? projects[0];
    const blog = blogs.find((b) => b.images.length > 1) ?? blogs[0];
    const photos =
      projects.reduce((n, p) => n + (p.coverImage ? 1 : 0) + p.gallery.length, 0) +
      blogs.reduce((n, b) => n + b.images.length, 0) +
      galleries.reduce((n, g) => n + g.images.length, 0);
    const targets: [string, string][] = [
      ["/", "/"],
      ["/projects", "/projects"],
      ...(project ? ([["a project page", `/projects/${project.slug}`]] as [string, string][]) : []),
      ["/gallery", "/gallery"],
      ["/blog", "/blog"],
      ...(blog ? ([["a blog post", `/blog/${blog.slug}`]] as [string, string][]) : []),
      ["/about-us", "/about-us"],
      ["/services", "/services"],
      ["/contact", "/contact"],
    ];
    const pages: ScalePage[] = [];
    for (const [label, path] of targets) pages.push(await measurePage(server.base, () => touchSite(api), label, path));
    // The API's lists show no company facts: an unchanged save of an item of the kind clears them.
    const lists: ScalePage[] = [];
    if (project) lists.push(await measurePage(server.base, () => touch(api, { kind: "project", value: project }), "GET /api/projects", "/api/projects"));
    if (blog) lists.push(await measurePage(server.base, () => touch(api, { kind: "blog", value: blog }), "GET /api/blogs", "/api/blogs"));
    return {
      label: options.label,
      content: { projects: projects.length, blogs: blogs.length, galleries: galleries.length, photos },
      startupMs,
      pages,
      lists,
      rssMb: (await readMemoryKb(server.pid, "VmRSS")) / 1024,
      peakMb: (await readMemoryKb(server.pid, "VmHWM")) / 1024,
    };
  } finally {
    await server.stop();
  }
}
