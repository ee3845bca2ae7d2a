/**
 * `npm run bench:load`: what each public page costs the one core of a budget phone as it loads,
 * observed, not simulated. Chromium runs on one core (the server on the other); each page is
 * opened cold (a new browser context, nothing cached) with a phone's viewport, traced, and the
 * trace read for the CPU time each thread spent from the navigation to a second after `load`:
 * the page's main thread by kind of work, the browser and compositor beside it, the first
 * contentful paint, and the wall time of the page's tasks of 5 ms or more after that paint (the
 * tasks Lighthouse multiplies into blocking time). The pages are opened in turn, one load of each
 * per round, so that all of them see the same machine; the medians of LOAD_RUNS rounds (7) are
 * printed. LOAD_PAGES="/,a blog post" measures a selection; LOAD_COMPARE="label=url,…" measures
 * other sites' pages in the same rounds (WordPress's default theme: scripts/wordpress/).
 * BENCH_DATA_DIR keeps the filled content folder between runs, as for `npm run lighthouse`.
 * docs/PERFORMANCE.md says why this complements Lighthouse's simulated figures.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { publicPages, siteContent } from "./bench/content";
import { CHROMIUM_ARGS } from "./bench/page-bytes";
import {
  ADMIN,
  CHROME_CPU,
  closeRawAgent,
  comparePages,
  ensureBuild,
  moveToServerCore,
  oneCoreChromium,
  SERVER_CPU,
  settlePages,
  startServer,
} from "./bench/server";

const BUILD_DIR = process.env.SITE_BUILD_DIR ?? "build-bench";
const PORT = Number(process.env.LOAD_PORT ?? 4630);
const RUNS = Number(process.env.LOAD_RUNS ?? 7);
const ONLY = process.env.LOAD_PAGES?.split(",").map((label) => label.trim());
const COMPARE = comparePages("LOAD_COMPARE");
const CHROME_PATH = process.env.LOAD_CHROME ?? "/usr/lib/chromium/chromium";
/** Lighthouse's mobile preset: a Moto G Power's screen. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "toplevel",
  "v8.execute",
  "loading",
  "blink.user_timing",
  "latencyInfo",
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** One load's figures, in ms. */
interface Load {
  mainCpu: number;
  style: number;
  layout: number;
  paint: number;
  parse: number;
  script: number;
  browserCpu: number;
  compositorCpu: number;
  fcp: number;
  tasksAfterFcp: number;
}

const WORK: Record<string, keyof Load> = {
  UpdateLayoutTree: "style",
  Layout: "layout",
  Paint: "paint",
  PrePaint: "paint",
  ParseHTML: "parse",
  ParseAuthorStyleSheet: "parse",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  FunctionCall: "script",
  "v8.compile": "script",
};

/** Reads one load's trace: CPU time of each thread's outermost events from the navigation on. */
function readTrace(events: TraceEvent[]): Load {
  const navigation = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) throw new Error("the trace has no navigation");
  const threadNames = new Map<string, string>();
  const processNames = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== "M") continue;
    if (e.name === "thread_name") threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? "");
    if (e.name === "process_name") processNames.set(e.pid, e.args?.name ?? "");
  }
  const pageMain = `${navigation.pid}:${[...threadNames].find(([key, name]) => key.startsWith(`${navigation.pid}:`) && name === "CrRendererMain")?.[0].split(":")[1]}`;
  const browserPid = [...processNames].find(([, name]) => name === "Browser")?.[0];
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === navigation.pid);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== "X" || e.tdur === undefined || e.ts < navigation.ts) continue;
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  const load: Load = {
    mainCpu: 0,
    style: 0,
    layout: 0,
    paint: 0,
    parse: 0,
    script: 0,
    browserCpu: 0,
    compositorCpu: 0,
    fcp: NaN,
    tasksAfterFcp: 0,
  };
  for (const [key, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const name = threadNames.get(key);
    let end = -1;
    for (const e of list) {
      const cpu = (e.tdur ?? 0) / 1000;
      if (key === pageMain && WORK[e.name]) load[WORK[e.name]!] += cpu;
      if (e.ts < end) continue; // inside an event already counted
      end = e.ts + (e.dur ?? 0);
      if (key === pageMain) {
        load.mainCpu += cpu;
        if ((e.dur ?? 0) >= 5000 && fcp && end > fcp.ts) load.tasksAfterFcp += (e.dur ?? 0) / 1000;
      } else if (name === "CrBrowserMain" && Number(key.split(":")[0]) === browserPid) load.browserCpu += cpu;
      else if (name === "VizCompositorThread") load.compositorCpu += cpu;
    }
  }
  load.fcp = fcp ? (fcp.ts - navigation.ts) / 1000 : NaN;
  return load;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  moveToServerCore("npm run bench:load");
  ensureBuild(BUILD_DIR);
  const dataDir = process.env.BENCH_DATA_DIR || undefined;
  const server = await startServer({ port: PORT, buildDir: BUILD_DIR, dataDir });
  const scratch = await mkdtemp(path.join(tmpdir(), "site-load-cpu-"));
  const browser = await chromium.launch({ executablePath: await oneCoreChromium(scratch, CHROME_PATH), args: CHROMIUM_ARGS });
  try {
    const content = await siteContent(server.base, ADMIN, dataDir);
    const pages = publicPages(content).filter(([label]) => !ONLY || ONLY.includes(label));
    pages.push(...COMPARE);
    const resolve = (where: string) => (/^https?:\/\//.test(where) ? where : server.base + where);
    await settlePages(pages.map(([, where]) => resolve(where)));
    const loadAtStart = loadavg()[0]!;
    const loads = new Map<string, Load[]>(pages.map(([label]) => [label, []]));
    // Round 0 is unmeasured: a browser's first loads pay for its GPU process and caches.
    for (let round = 0; round <= RUNS; round++) {
      for (const [label, where] of pages) {
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        await page.goto("about:blank");
        const cdp = await context.newCDPSession(page);
        const events: TraceEvent[] = [];
        cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
        const complete = new Promise((settled) => cdp.once("Tracing.tracingComplete", settled));
        await cdp.send("Tracing.start", { traceConfig: { includedCategories: CATEGORIES }, transferMode: "ReportEvents" });
        await page.goto(resolve(where), { waitUntil: "load" });
        await page.waitForTimeout(1000);
        await cdp.send("Tracing.end");
        await complete;
        await context.close();
        if (round > 0) loads.get(label)!.push(readTrace(events));
      }
      if (round > 0) console.log(`  round ${round} of ${RUNS}`);
    }
    console.log(
      `\nEach page's load on one core (Chromium on core ${CHROME_CPU}, the server on core ${SERVER_CPU}), observed; median of ${RUNS}; ` +
        `CPU ms unless said; ${new Date().toISOString()}; machine load (1-minute average) ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end\n`,
    );
    console.log(
      "| page | main thread | style | layout | paint | parse | script | browser | compositor | FCP ms (observed) | tasks ≥ 5 ms after FCP, wall ms |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const [label, runs] of loads) {
      const m = (key: keyof Load) => Math.round(median(runs.map((run) => run[key])) * 10) / 10;
      console.log(
        `| ${label} | ${m("mainCpu")} | ${m("style")} | ${m("layout")} | ${m("paint")} | ${m("parse")} | ${m("script")} | ${m("browserCpu")} | ${m("compositorCpu")} | ${Math.round(m("fcp"))} | ${m("tasksAfterFcp")} |`,
      );
    }
  } finally {
    await browser.close();
    closeRawAgent();
    await server.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
