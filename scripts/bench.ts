/**
 * `npm run bench`: the production server pinned to core 0 and filled through the API with
 * realistic content; the load generators on core 1. Measures side by side in one run:
 * cached (warm) pages and API answers against nginx serving the same bytes, latency at a fixed
 * 5,000 requests/s, the render after an edit (cold), bytes of a first view in Chromium, and the
 * upload pipeline's time and memory. Prints tables and writes bench/results.json.
 * A benchmark, not a test: figures move with the machine's load; compare within one run.
 */
import { execSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import { ResponseCache } from "../server/cache/response-cache";
import { ApiClient } from "../tests/support/client";
import { fillContent, touch, type Content } from "./bench/content";
import { measureFixedRate, measureThroughput, type FixedRateResult, type ThroughputResult } from "./bench/load";
import { startNginx, type StaticAnswer } from "./bench/nginx";
import { measurePageBytes, type PageBytes } from "./bench/page-bytes";
import { printReport } from "./bench/report";
import { ADMIN, closeRawAgent, ensureBuild, ensureCommand, getRaw, startServer } from "./bench/server";
import { measureConcurrentUploads, measurePipeline, type ConcurrentUploadResult, type PipelineResult } from "./bench/uploads";

const BUILD_DIR = process.env.SITE_BUILD_DIR ?? "build-bench";
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4610);
const NGINX_PORT = SERVER_PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 64;
const FIXED_RATE = 5000;
const COLD_SAMPLES = Number(process.env.BENCH_COLD_SAMPLES ?? 15);
/** What a phone's browser gets: Brotli. */
const ENCODING = "br";

interface Target {
  label: string;
  path: string;
  /** The record whose unchanged save clears this URL from the cache. */
  edits: "project" | "blog";
}

export interface UrlResult {
  label: string;
  path: string;
  bytes: { identity: number; gzip: number; br: number };
  ours: ThroughputResult;
  nginx: ThroughputResult | null;
  ratio: number | null;
  fixedRate: { ours: FixedRateResult; nginx: FixedRateResult | null };
  cold: { samples: number[]; p50: number; p99: number; mean: number; rendersPerSecond: number; compressMs: number };
}

export interface BenchResults {
  date: string;
  machine: { nproc: number; cpu: string; memoryGb: number; node: string; loadBefore: number[]; loadAfter: number[]; commit: string };
  settings: { seconds: number; connections: number; fixedRate: number; encoding: string; coldSamples: number; serverCpu: string; loadCpu: string };
  content: { projects: number; blogs: number; galleries: number; fillSeconds: number };
  urls: UrlResult[];
  pages: PageBytes[];
  pipeline: PipelineResult[];
  concurrentUploads: ConcurrentUploadResult;
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

/** The exact bytes our server answers for a URL, in each encoding, from its cache. */
async function captureAnswer(base: string, path: string): Promise<StaticAnswer> {
  const get = async (encoding: string) => {
    const response = await getRaw(base + path, { "accept-encoding": encoding });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    const used = response.headers["content-encoding"] ?? "identity";
    const expected = encoding === "identity" ? "identity" : encoding;
    if (used !== expected) throw new Error(`GET ${path} with ${encoding} came back as ${used}`);
    return response;
  };
  await get("identity");
  const identity = await get("identity");
  if (identity.headers["x-cache"] !== "hit") throw new Error(`GET ${path} is not kept in the cache`);
  return {
    pathname: path,
    contentType: String(identity.headers["content-type"] ?? "text/html"),
    identity: identity.body,
    gzip: (await get("gzip")).body,
    br: (await get("br")).body,
  };
}

async function measureCold(base: string, api: ApiClient, content: Content, target: Target): Promise<UrlResult["cold"]> {
  const samples: number[] = [];
  for (let i = 0; i < COLD_SAMPLES; i++) {
    await touch(api, target.edits === "project" ? { kind: "project", value: content.project } : { kind: "blog", value: content.blog });
    const started = performance.now();
    const response = await getRaw(base + target.path, { "accept-encoding": ENCODING });
    const ms = performance.now() - started;
    if (response.status !== 200 || response.headers["x-cache"] !== "miss") throw new Error(`cold GET ${target.path}: ${response.status} ${response.headers["x-cache"]}`);
    samples.push(ms);
  }
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { samples, p50: percentile(samples, 50), p99: percentile(samples, 99), mean, rendersPerSecond: 1000 / mean, compressMs: NaN };
}

/**
 * How much of a cold answer is compression: the response cache makes the gzip (level 9) and
 * Brotli (quality 11) bytes before it answers. Timed on the same code, in this process.
 */
async function measureCompression(answer: StaticAnswer): Promise<number> {
  const cache = new ResponseCache();
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await cache.store(answer.pathname, cache.begin(), { status: 200, headers: {}, body: answer.identity });
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

async function main() {
  const started = performance.now();
  if (!ensureCommand("wrk", "wrk")) throw new Error("wrk is needed: apt-get install wrk");
  const info = await machine();
  if (info.loadBefore[0]! > info.nproc / 2) {
    console.warn(`The machine is busy (load average ${info.loadBefore[0]!.toFixed(1)} on ${info.nproc} cores): figures will be low and noisy.`);
  }
  ensureBuild(BUILD_DIR);
  const server = await startServer({ port: SERVER_PORT, buildDir: BUILD_DIR });
  let nginx: Awaited<ReturnType<typeof startNginx>> = null;
  try {
    const api = new ApiClient(server.base);
    await api.login(ADMIN.email, ADMIN.password);
    console.log("Filling the site through the API (60 projects, 40 blog posts, 20 gallery items, real images) ...");
    const fillStarted = performance.now();
    const content = await fillContent(api);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    console.log(`  done in ${fillSeconds.toFixed(0)} s`);

    const targets: Target[] = [
      { label: "/", path: "/", edits: "project" },
      { label: "/projects", path: "/projects", edits: "project" },
      { label: "a project page", path: `/projects/${content.project._id}`, edits: "project" },
      { label: "a blog post", path: `/blog/${content.blog._id}`, edits: "blog" },
      { label: "GET /api/projects", path: "/api/projects", edits: "project" },
    ];
    const answers = new Map<string, StaticAnswer>();
    for (const target of targets) answers.set(target.path, await captureAnswer(server.base, target.path));

    const results: UrlResult[] = [];
    for (const target of targets) {
      console.log(`Measuring ${target.label} (ours) ...`);
      await measureThroughput(server.base + target.path, { connections: CONNECTIONS, seconds: 1, encoding: ENCODING });
      const ours = await measureThroughput(server.base + target.path, { connections: CONNECTIONS, seconds: SECONDS, encoding: ENCODING });
      const fixed = await measureFixedRate(server.base + target.path, { rate: FIXED_RATE, seconds: SECONDS, connections: CONNECTIONS, encoding: ENCODING });
      const answer = answers.get(target.path)!;
      results.push({
        label: target.label,
        path: target.path,
        bytes: { identity: answer.identity.length, gzip: answer.gzip.length, br: answer.br.length },
        ours,
        nginx: null,
        ratio: null,
        fixedRate: { ours: fixed, nginx: null },
        cold: { samples: [], p50: NaN, p99: NaN, mean: NaN, rendersPerSecond: NaN, compressMs: NaN },
      });
    }

    nginx = await startNginx(NGINX_PORT, [...answers.values()]);
    if (nginx) {
      for (const result of results) {
        console.log(`Measuring ${result.label} (nginx, same bytes) ...`);
        const check = await getRaw(nginx.base + result.path, { "accept-encoding": ENCODING });
        if (check.status !== 200 || !check.body.equals(answers.get(result.path)!.br)) throw new Error(`nginx does not answer ${result.path} with our Brotli bytes`);
        await measureThroughput(nginx.base + result.path, { connections: CONNECTIONS, seconds: 1, encoding: ENCODING });
        result.nginx = await measureThroughput(nginx.base + result.path, { connections: CONNECTIONS, seconds: SECONDS, encoding: ENCODING });
        result.ratio = result.ours.rps / result.nginx.rps;
        result.fixedRate.nginx = await measureFixedRate(nginx.base + result.path, { rate: FIXED_RATE, seconds: SECONDS, connections: CONNECTIONS, encoding: ENCODING });
      }
      await nginx.stop();
      nginx = null;
    }

    console.log(`Measuring renders after an edit (${COLD_SAMPLES} per URL) ...`);
    for (const [i, target] of targets.entries()) {
      results[i]!.cold = await measureCold(server.base, api, content, target);
      results[i]!.cold.compressMs = await measureCompression(answers.get(target.path)!);
    }

    console.log("Measuring bytes of a first view in Chromium ...");
    const pagePaths = ["/", "/projects", `/projects/${content.project._id}`, "/gallery", "/blog", `/blog/${content.blog._id}`, "/about-us", "/services", "/contact"];
    const pages = await measurePageBytes(pagePaths.map((p) => server.base + p));
    for (const page of pages) page.url = page.url.slice(server.base.length);

    console.log("Measuring the upload pipeline (12 MP) and ten 20 MB uploads at once ...");
    const pipeline = [await measurePipeline("photo"), await measurePipeline("noise")];
    const concurrentUploads = await measureConcurrentUploads(api, server.pid);

    info.loadAfter = os.loadavg();
    const report: BenchResults = {
      date: new Date().toISOString(),
      machine: info,
      settings: { seconds: SECONDS, connections: CONNECTIONS, fixedRate: FIXED_RATE, encoding: ENCODING, coldSamples: COLD_SAMPLES, serverCpu: "0", loadCpu: "1" },
      content: { projects: content.projects.length, blogs: content.blogs.length, galleries: content.galleries.length, fillSeconds },
      urls: results,
      pages,
      pipeline,
      concurrentUploads,
    };
    await mkdir("bench", { recursive: true });
    await writeFile("bench/results.json", `${JSON.stringify(report, null, 2)}\n`);
    printReport(report);
    console.log(`\nWrote bench/results.json (${((performance.now() - started) / 1000).toFixed(0)} s in all).`);
  } finally {
    closeRawAgent();
    if (nginx) await nginx.stop();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
