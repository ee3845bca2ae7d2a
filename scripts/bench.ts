/**
 * `npm run bench`: the production server pinned to core 0 and filled through the API with
 * realistic content; the load generators on core 1. Measures side by side in one run:
 * cached (warm) pages and API answers against nginx serving the same bytes, latency at a fixed
 * 5,000 requests/s, the render after an edit (cold), bytes of a first view in Chromium, and the
 * upload pipeline's time and memory, and eight phone photos saved as a project over a slow line
 * (scripts/bench/phone-uploads.ts). Prints tables and writes bench/results.json.
 * A benchmark, not a test: figures move with the machine's load; compare within one run.
 *
 * The "scale" part starts the server again on the filled folder, and on a seeded one (issue #17:
 * 1,000 projects, 1,000 posts, 200 gallery items), and measures start-up, each public page's size
 * and cold render, and memory: a row per data size.
 *
 * Options (environment): BENCH_ONLY=throughput,fixed,cold,bytes,uploads,scale runs only those
 * parts; BENCH_DATA_DIR=<folder> keeps the filled data folder and reuses it on the next run (no
 * 60 s fill); BENCH_SEEDED_DIR=<folder> is the seeded folder (./data-seeded when there is one);
 * BENCH_OUT=<file> writes the results elsewhere than bench/results.json.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { siteCacheRules } from "../server/cache-rules";
import { ResponseCache } from "../server/cache/response-cache";
import { ApiClient } from "../tests/support/client";
import { fillContent, readContent, touch, type Content } from "./bench/content";
import { measureFixedRate, measureThroughput, type FixedRateResult, type ThroughputResult } from "./bench/load";
import { startNginx, type StaticAnswer } from "./bench/nginx";
import { measurePageBytes, type PageBytes } from "./bench/page-bytes";
import { printReport } from "./bench/report";
import { captureAnswer, manifestPath } from "./bench/answers";
import { ADMIN, closeRawAgent, ensureBuild, ensureCommand, getRaw, settlePages, startServer } from "./bench/server";
import { measureScale, type ScaleResult } from "./bench/scale";
import { measurePhoneUploads, printPhoneUploads, type PhoneUploadResult } from "./bench/phone-uploads";
import { measureConcurrentUploads, measurePipeline, type ConcurrentUploadResult, type PipelineResult } from "./bench/uploads";

const BUILD_DIR = process.env.SITE_BUILD_DIR ?? "build-bench";
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4610);
const NGINX_PORT = SERVER_PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 64;
const FIXED_RATE = 5000;
const COLD_SAMPLES = Number(process.env.BENCH_COLD_SAMPLES ?? 15);
const BENCH_DATA_DIR = process.env.BENCH_DATA_DIR || undefined;
const OUT = process.env.BENCH_OUT || "bench/results.json";
const SECTIONS = ["throughput", "fixed", "cold", "bytes", "uploads", "scale"] as const;
/** A folder `npm run seed` filled (1,000 projects, 1,000 posts, 200 gallery items): measured as a second row of "scale". */
const SEEDED_DIR = process.env.BENCH_SEEDED_DIR || (existsSync("data-seeded") ? "data-seeded" : undefined);
type Section = (typeof SECTIONS)[number];
const ONLY = new Set(
  (process.env.BENCH_ONLY || SECTIONS.join(","))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean),
);
for (const name of ONLY)
  if (!SECTIONS.includes(name as Section)) throw new Error(`BENCH_ONLY: unknown part "${name}" (parts: ${SECTIONS.join(", ")})`);
const runs = (section: Section) => ONLY.has(section);
/** Longer than the response cache waits for quiet before its best compression, with its work. */
/** What a phone's browser gets: Brotli. */
const ENCODING = "br";

interface Target {
  label: string;
  path: string;
  /** The record whose unchanged save clears this URL from the cache; null when no edit does. */
  edits: "project" | "blog" | null;
}

export interface ColdResult {
  samples: number[];
  p50: number;
  p99: number;
  mean: number;
  rendersPerSecond: number;
  /** The response cache's `store()` on the page's bytes: the compression done before answering. */
  compressMs: number;
  /** The best compression made later in the background (gzip 9, Brotli 11), not waited for. */
  upgradeMs: number;
}

export interface UrlResult {
  label: string;
  path: string;
  bytes: { identity: number; gzip: number; br: number };
  ours: ThroughputResult | null;
  nginx: ThroughputResult | null;
  ratio: number | null;
  fixedRate: { ours: FixedRateResult | null; nginx: FixedRateResult | null };
  cold: ColdResult | null;
}

export interface BenchResults {
  date: string;
  machine: { nproc: number; cpu: string; memoryGb: number; node: string; loadBefore: number[]; loadAfter: number[]; commit: string };
  settings: {
    seconds: number;
    connections: number;
    fixedRate: number;
    encoding: string;
    coldSamples: number;
    serverCpu: string;
    loadCpu: string;
    parts: string[];
  };
  content: { projects: number; blogs: number; galleries: number; fillSeconds: number };
  urls: UrlResult[];
  pages: PageBytes[];
  pipeline: PipelineResult[];
  concurrentUploads: ConcurrentUploadResult | null;
  /** Eight phone photos saved as a project over a slow line: one request, and the admin form. */
  phoneUploads: PhoneUploadResult | null;
  scale: ScaleResult[];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function machine(): Promise<BenchResults["machine"]> {
  const cpuinfo = await readFile("/proc/cpuinfo", "utf8");
  const commit = (() => {
    try {
      return execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
    } catch {
      return "unknown";
    }
  })();
  return {
    nproc: os.availableParallelism(),
    cpu: /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown",
    memoryGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    loadBefore: os.loadavg(),
    loadAfter: [],
    commit,
  };
}

/** Requests per second at full load (wrk) and latency at a fixed rate, as the parts asked. */
async function measureLoad(url: string, result: UrlResult, side: "ours" | "nginx", pid: number): Promise<void> {
  if (runs("throughput")) {
    await measureThroughput(url, { connections: CONNECTIONS, seconds: 1, encoding: ENCODING });
    result[side] = await measureThroughput(url, { connections: CONNECTIONS, seconds: SECONDS, encoding: ENCODING, pid });
  }
  if (runs("fixed"))
    result.fixedRate[side] = await measureFixedRate(url, {
      rate: FIXED_RATE,
      seconds: SECONDS,
      connections: CONNECTIONS,
      encoding: ENCODING,
    });
}

async function measureCold(
  base: string,
  api: ApiClient,
  content: Content,
  target: Target & { edits: "project" | "blog" },
): Promise<Omit<ColdResult, "compressMs" | "upgradeMs">> {
  const samples: number[] = [];
  for (let i = 0; i < COLD_SAMPLES; i++) {
    await touch(api, target.edits === "project" ? { kind: "project", value: content.project } : { kind: "blog", value: content.blog });
    const started = performance.now();
    const response = await getRaw(base + target.path, { "accept-encoding": ENCODING });
    const ms = performance.now() - started;
    if (response.status !== 200 || response.headers["x-cache"] !== "miss")
      throw new Error(`cold GET ${target.path}: ${response.status} ${response.headers["x-cache"]}`);
    samples.push(ms);
  }
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { samples, p50: percentile(samples, 50), p99: percentile(samples, 99), mean, rendersPerSecond: 1000 / mean };
}

/**
 * How much of a cold answer is compression: the response cache compresses quickly before it
 * answers (`store`), and to the best level later (`upgradeNow`). Timed on the same code, in this
 * process, on the page's bytes as the server sent them (with the nonce they were sent with).
 */
async function measureCompression(answer: StaticAnswer): Promise<Pick<ColdResult, "compressMs" | "upgradeMs">> {
  const nonce = /'nonce-([^']+)'/.exec(answer.csp ?? "")?.[1];
  const cache = new ResponseCache({ rules: siteCacheRules() });
  const stores: number[] = [];
  const upgrades: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await cache.store(answer.pathname, cache.begin(), {
      status: 200,
      headers: { "content-type": answer.contentType },
      body: answer.identity,
      nonce,
    });
    stores.push(performance.now() - started);
    const upgradeStarted = performance.now();
    await cache.upgradeNow();
    upgrades.push(performance.now() - upgradeStarted);
  }
  return { compressMs: percentile(stores, 50), upgradeMs: percentile(upgrades, 50) };
}

async function main() {
  const started = performance.now();
  if (!ensureCommand("wrk", "wrk")) throw new Error("wrk is needed: apt-get install wrk");
  const info = await machine();
  if (info.loadBefore[0]! > info.nproc / 2) {
    console.warn(
      `The machine is busy (load average ${info.loadBefore[0]!.toFixed(1)} on ${info.nproc} cores): figures will be low and noisy.`,
    );
  }
  ensureBuild(BUILD_DIR);
  // "scale" starts a server again on the filled folder: it must outlive the first server.
  const DATA_DIR = BENCH_DATA_DIR ?? (runs("scale") ? await mkdtemp(path.join(os.tmpdir(), "site-bench-")) : undefined);
  const server = await startServer({ port: SERVER_PORT, buildDir: BUILD_DIR, dataDir: DATA_DIR });
  let serverStopped = false;
  let nginx: Awaited<ReturnType<typeof startNginx>> = null;
  try {
    const api = new ApiClient(server.base);
    await api.login(ADMIN.email, ADMIN.password);
    const fillStarted = performance.now();
    let content = DATA_DIR ? await readContent(api) : null;
    if (content) console.log(`Reusing the content in ${DATA_DIR}/.`);
    else {
      console.log("Filling the site through the API (60 projects, 40 blog posts, 20 gallery items, real images) ...");
      content = await fillContent(api);
    }
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    console.log(`  done in ${fillSeconds.toFixed(0)} s`);

    const targets: Target[] = [
      { label: "/", path: "/", edits: "project" },
      { label: "/projects", path: "/projects", edits: "project" },
      { label: "a project page", path: `/projects/${content.project.slug}`, edits: "project" },
      { label: "a blog post", path: `/blog/${content.blog.slug}`, edits: "blog" },
      { label: "GET /api/projects", path: "/api/projects", edits: "project" },
    ];
    const manifest = await manifestPath(server.base);
    if (manifest) targets.push({ label: "/__manifest", path: manifest, edits: null });
    // Ours and nginx serve the very bytes a settled cache holds.
    await settlePages(targets.map((target) => server.base + target.path));
    const answers = new Map<string, StaticAnswer>();
    for (const target of targets) answers.set(target.path, await captureAnswer(server.base, target.path));

    const results: UrlResult[] = targets.map((target) => {
      const answer = answers.get(target.path)!;
      return {
        label: target.label,
        path: target.path,
        bytes: { identity: answer.identity.length, gzip: answer.gzip.length, br: answer.br.length },
        ours: null,
        nginx: null,
        ratio: null,
        fixedRate: { ours: null, nginx: null },
        cold: null,
      };
    });
    if (runs("throughput") || runs("fixed")) {
      for (const result of results) {
        console.log(`Measuring ${result.label} (ours) ...`);
        await measureLoad(server.base + result.path, result, "ours", server.pid);
      }
      nginx = await startNginx(NGINX_PORT, [...answers.values()]);
      if (nginx) {
        for (const result of results) {
          console.log(`Measuring ${result.label} (nginx, same bytes) ...`);
          const check = await getRaw(nginx.base + result.path, { "accept-encoding": ENCODING });
          if (check.status !== 200 || !check.body.equals(answers.get(result.path)!.br))
            throw new Error(`nginx does not answer ${result.path} with our Brotli bytes`);
          await measureLoad(nginx.base + result.path, result, "nginx", nginx.pid);
          if (result.ours && result.nginx) result.ratio = result.ours.rps / result.nginx.rps;
        }
        await nginx.stop();
        nginx = null;
      }
    }

    if (runs("cold")) {
      console.log(`Measuring renders after an edit (${COLD_SAMPLES} per URL) ...`);
      for (const [i, target] of targets.entries()) {
        if (!target.edits) continue;
        results[i]!.cold = {
          ...(await measureCold(server.base, api, content, target as Target & { edits: "project" | "blog" })),
          ...(await measureCompression(answers.get(target.path)!)),
        };
      }
    }

    let pages: PageBytes[] = [];
    if (runs("bytes")) {
      console.log("Measuring bytes of a first view in Chromium ...");
      const pagePaths = [
        "/",
        "/projects",
        `/projects/${content.project.slug}`,
        "/gallery",
        "/blog",
        `/blog/${content.blog.slug}`,
        "/about-us",
        "/services",
        "/contact",
      ];
      // Not the quicker answer of the first render after the edits above, which only the first
      // visitor after an edit gets.
      await settlePages(pagePaths.map((p) => server.base + p));
      pages = await measurePageBytes(pagePaths.map((p) => server.base + p));
      for (const page of pages) page.url = page.url.slice(server.base.length);
    }

    let pipeline: PipelineResult[] = [];
    let concurrentUploads: ConcurrentUploadResult | null = null;
    let phoneUploads: PhoneUploadResult | null = null;
    if (runs("uploads")) {
      console.log("Measuring the upload pipeline (12 MP) and ten 20 MB uploads at once ...");
      pipeline = [await measurePipeline("photo"), await measurePipeline("noise")];
      concurrentUploads = await measureConcurrentUploads(api, server.pid);
      console.log("Saving eight phone photos as a project over a slow line, two ways ...");
      phoneUploads = await measurePhoneUploads(server.base, api.token!);
    }

    const scale: ScaleResult[] = [];
    if (runs("scale")) {
      await server.stop();
      serverStopped = true;
      console.log("Measuring the site at each data size (start-up, page sizes, cold renders, memory) ...");
      scale.push(await measureScale({ label: "bench content", dataDir: DATA_DIR!, buildDir: BUILD_DIR, port: SERVER_PORT }));
      if (SEEDED_DIR) {
        console.log(`  and on the seeded folder ${SEEDED_DIR} ...`);
        scale.push(await measureScale({ label: "seeded", dataDir: SEEDED_DIR, buildDir: BUILD_DIR, port: SERVER_PORT }));
      } else console.log("  (no seeded folder: `npm run seed` makes ./data-seeded)");
    }

    info.loadAfter = os.loadavg();
    const report: BenchResults = {
      date: new Date().toISOString(),
      machine: info,
      settings: {
        seconds: SECONDS,
        connections: CONNECTIONS,
        fixedRate: FIXED_RATE,
        encoding: ENCODING,
        coldSamples: COLD_SAMPLES,
        serverCpu: "0",
        loadCpu: "1",
        parts: SECTIONS.filter(runs),
      },
      content: { projects: content.projects.length, blogs: content.blogs.length, galleries: content.galleries.length, fillSeconds },
      urls: results,
      pages,
      pipeline,
      concurrentUploads,
      phoneUploads,
      scale,
    };
    await mkdir(path.dirname(OUT), { recursive: true });
    await writeFile(OUT, `${JSON.stringify(report, null, 2)}\n`);
    printReport(report);
    if (phoneUploads) printPhoneUploads(phoneUploads);
    console.log(`\nWrote ${OUT} (${((performance.now() - started) / 1000).toFixed(0)} s in all).`);
  } finally {
    closeRawAgent();
    if (nginx) await nginx.stop();
    if (!serverStopped) await server.stop();
    if (DATA_DIR && !BENCH_DATA_DIR) await rm(DATA_DIR, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
