/**
 * `npm run lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) on Debian's
 * Chromium, three runs per public page at each CPU slowdown (4×, Lighthouse's default, and 10×, a
 * budget Android), against the production server filled with the same content as `npm run bench`.
 * Prints the median of each category score, of LCP, TBT and CLS, of main-thread work and of
 * JavaScript boot-up time, names the LCP element and every audit that keeps a category under 100,
 * and writes bench/lighthouse.json. LIGHTHOUSE_COMPARE="WordPress /=http://127.0.0.1:8080/"
 * audits other sites' pages in the same run, one after each of ours, so that both see the same
 * machine. LIGHTHOUSE_PIN=true pins Chromium to one core (the server has the other): the hard
 * case of a budget phone, whose one slow core does the browser's work of many; that run is
 * written to bench/lighthouse-pinned.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { languagePages, publicPages, siteContent } from "./bench/content";
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
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4620);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Labels of the pages to audit, comma-separated (e.g. "/,a project,/ml/"); all twelve when unset. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",").map((label) => label.trim());
/** The CPU slowdowns to audit at, comma-separated: "4,10" unless LIGHTHOUSE_CPU says otherwise. */
const SLOWDOWNS = (process.env.LIGHTHOUSE_CPU ?? "4,10").split(",").map((value) => {
  const slowdown = Number(value.trim());
  if (!(slowdown >= 1 && slowdown <= 20)) throw new Error(`LIGHTHOUSE_CPU: "${value}" is not a slowdown from 1 to 20`);
  return slowdown;
});
/** Other sites' pages to audit in the same run: "label=url", comma-separated. */
const COMPARE = comparePages("LIGHTHOUSE_COMPARE");
const CHROME_PATH = process.env.LIGHTHOUSE_CHROME ?? "/usr/lib/chromium/chromium";
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
/** Chromium on one core, not the server's (LIGHTHOUSE_PIN=true); free to use every core otherwise. */
const PINNED = process.env.LIGHTHOUSE_PIN === "true";
/**
 * A folder for each page's first trace (LIGHTHOUSE_TRACES=<folder>), to open in DevTools' Performance panel,
 * and its report (`….report.json`, for Lighthouse's viewer).
 */
const TRACES = process.env.LIGHTHOUSE_TRACES || undefined;
/** Where a full run is written: the pinned run beside the other, not over it. */
const REPORT = PINNED ? "bench/lighthouse-pinned.json" : "bench/lighthouse.json";

/** The program that starts Chromium: Chromium itself, or when pinned a script that starts it on one core. */
async function chromeProgram(dir: string): Promise<string> {
  return PINNED ? oneCoreChromium(dir, CHROME_PATH) : CHROME_PATH;
}
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Main-thread work and JavaScript boot-up time, in ms (Lighthouse's simulated, slowed-down figures). */
  mainThreadMs: number;
  bootupMs: number;
  lcpElement: string;
  /**
   * FCP and LCP as they happened in the unthrottled load that the simulation starts from, in ms.
   * Every request that finished before the observed LCP counts toward the simulated one.
   */
  observed: { fcpMs: number; lcpMs: number };
  /** TTFB, load delay, load time and render delay of the LCP, in ms. */
  lcpPhases: Record<string, number>;
  /** Audits that cost points: "category: id". */
  failing: string[];
  /** What Lighthouse says would help: "id: display value" (opportunities and insights). */
  advice: string[];
  /** Where the main thread's time went ("Style & Layout 820 ms") and the long tasks ("script.js 240 ms"). */
  work: string[];
  longTasks: string[];
  /** The costliest scripts (boot-up time), each with its total and scripting ms. */
  scripts: string[];
  /**
   * The main thread read from the trace itself (traceBreakdown): where the time went, by event, and
   * the longest tasks; and the threads of every Chromium process that took CPU time during the load.
   */
  trace: { events: string[]; tasks: string[]; threads: string[] };
}

interface PageSummary {
  page: string;
  url: string;
  /** The CPU slowdown the page was audited at (4: Lighthouse's default; 10: a budget phone). */
  cpuSlowdown: number;
  runs: Run[];
  median: {
    scores: Run["scores"];
    lcpMs: number;
    tbtMs: number;
    cls: number;
    fcpMs: number;
    mainThreadMs: number;
    bootupMs: number;
  };
  lcpElement: string;
  lcpPhases: Record<string, number>;
  failing: string[];
  advice: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

/**
 * The renderer's main thread as the trace of the load recorded it, read down to what each task did:
 * the self time of each kind of event over the whole load ("Layout 41 ms", "Other" being time in a
 * task that nothing inside it accounts for: work not traced, or the thread waiting for the core),
 * and the longest tasks with their start, what they were (a parse, an image decode, a timer) and
 * their costliest kinds of work. Times are as observed, before Lighthouse's simulation multiplies
 * them by the CPU slowdown; the event names are Chromium's (UpdateLayoutTree is style recalculation).
 */
function traceBreakdown(artifacts: Result["artifacts"]): Run["trace"] {
  const processed = TraceProcessor.processTrace(artifacts.Trace);
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd);
  const selfByName = (roots: TaskNode[]) => {
    const totals = new Map<string, number>();
    const walk = (task: TaskNode) => {
      const name = task.event.name === "RunTask" || task.event.name === "ThreadControllerImpl::RunTask" ? "Other" : task.event.name;
      totals.set(name, (totals.get(name) ?? 0) + task.selfTime);
      task.children.forEach(walk);
    };
    roots.forEach(walk);
    return [...totals].sort((a, b) => b[1] - a[1]);
  };
  const toplevel = tasks.filter((task) => !task.parent);
  const events = selfByName(toplevel)
    .slice(0, 8)
    .map(([name, ms]) => `${name} ${Math.round(ms)} ms`);
  const longest = [...toplevel].sort((a, b) => b.duration - a.duration).slice(0, 5);
  // What started the task: its first event, with the DOM event's type for an EventDispatch
  // ("EventDispatch DOMContentLoaded") and the script's URL for an evaluation or a call.
  const what = (task: TaskNode) => {
    const first = task.children[0]?.event ?? task.event;
    const data = (first.args as { data?: { type?: string; url?: string } } | undefined)?.data;
    const detail = data?.type ?? data?.url?.replace(/^https?:\/\/[^/]+/, "");
    return detail ? `${first.name} ${detail}` : first.name;
  };
  const tasksText = longest.map((task) => {
    const inside = selfByName([task])
      .slice(0, 3)
      .map(([name, ms]) => `${name} ${Math.round(ms)}`)
      .join(", ");
    return `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${what(task)}: ${inside})`;
  });
  return { events, tasks: tasksText, threads: threadsOf(artifacts.Trace.traceEvents) };
}

/**
 * CPU time of each thread of each Chromium process over the load, from the top-level tasks'
 * thread time (`tdur`; every thread's tasks are traced, not only the page's): on one core, every millisecond the browser process, the GPU process or an
 * image-decoding thread spends is a millisecond the page's main thread waits, and shows in its
 * tasks as "Other". "Renderer/CrRendererMain 210 ms (wall 340)": the wall time counts that wait.
 */
const TOP_LEVEL_TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

function threadsOf(events: Result["artifacts"]["Trace"]["traceEvents"]): string[] {
  const processes = new Map<number, string>();
  const threads = new Map<string, string>();
  for (const event of events) {
    if (event.ph !== "M") continue;
    const name = (event.args as { name?: string } | undefined)?.name ?? "?";
    if (event.name === "process_name") processes.set(event.pid, name);
    if (event.name === "thread_name") threads.set(`${event.pid}:${event.tid}`, name);
  }
  const totals = new Map<string, { cpu: number; wall: number }>();
  for (const event of events) {
    if (event.ph !== "X" || !TOP_LEVEL_TASKS.has(event.name) || event.dur === undefined) continue;
    const key = `${processes.get(event.pid) ?? event.pid}/${threads.get(`${event.pid}:${event.tid}`) ?? event.tid}`;
    const total = totals.get(key) ?? { cpu: 0, wall: 0 };
    total.cpu += ((event as { tdur?: number }).tdur ?? event.dur) / 1000;
    total.wall += event.dur / 1000;
    totals.set(key, total);
  }
  return [...totals]
    .sort((a, b) => b[1].cpu - a[1].cpu)
    .slice(0, 8)
    .map(([key, { cpu, wall }]) => `${key} ${Math.round(cpu)} ms (wall ${Math.round(wall)})`);
}

function readRun({ lhr, artifacts }: Result): Run {
  const audit = (id: string) => lhr.audits[id];
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Run["scores"];
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (!result || ref.weight === 0 || result.score === null || result.score >= 0.9) continue;
      failing.push(`${category}: ${ref.id}`);
    }
  }
  const advice: string[] = [];
  for (const [id, result] of Object.entries(lhr.audits)) {
    if (result.score === null || result.score >= 1 || ["metric", "numeric"].includes(result.scoreDisplayMode)) continue;
    const savings = result.metricSavings ? Object.values(result.metricSavings).some((v) => (v ?? 0) > 0) : false;
    if (result.details?.type === "opportunity" || savings) advice.push(`${id}${result.displayValue ? `: ${result.displayValue}` : ""}`);
  }
  // Which elements moved, when anything did: CLS has to be 0.
  const shifts = audit("layout-shifts")?.details as { items?: Array<{ node?: { snippet?: string }; score?: number }> } | undefined;
  for (const item of shifts?.items ?? [])
    advice.push(`layout shift ${(item.score ?? 0).toFixed(3)}: ${(item.node?.snippet ?? "?").slice(0, 140)}`);
  const lcpDetails = audit("largest-contentful-paint-element")?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string }; phase?: string; timing?: number }> }> } | undefined;
  const lcpPhases = Object.fromEntries(
    (lcpDetails?.items?.[1]?.items ?? []).map((item) => [item.phase ?? "?", Math.round(item.timing ?? 0)]),
  );
  const breakdown = audit("mainthread-work-breakdown")?.details as
    { items?: Array<{ groupLabel?: string; group?: string; duration?: number }> } | undefined;
  const work = (breakdown?.items ?? [])
    .slice(0, 4)
    .map((item) => `${item.groupLabel ?? item.group ?? "?"} ${Math.round(item.duration ?? 0)} ms`);
  const tasks = audit("long-tasks")?.details as { items?: Array<{ url?: string; duration?: number; startTime?: number }> } | undefined;
  const longTasks = (tasks?.items ?? [])
    .slice(0, 5)
    .map(
      (item) =>
        `${(item.url ?? "?").replace(/^https?:\/\/[^/]+/, "")} ${Math.round(item.duration ?? 0)} ms at ${Math.round(item.startTime ?? 0)} ms`,
    );
  const bootup = audit("bootup-time")?.details as { items?: Array<{ url?: string; scripting?: number; total?: number }> } | undefined;
  const scripts = (bootup?.items ?? [])
    .slice(0, 4)
    .map(
      (item) =>
        `${(item.url ?? "?").replace(/^https?:\/\/[^/]+/, "")} ${Math.round(item.total ?? 0)} ms (script ${Math.round(item.scripting ?? 0)})`,
    );
  const metrics = audit("metrics")?.details as { items?: Array<Record<string, number | undefined>> } | undefined;
  const observed = metrics?.items?.[0] ?? {};
  return {
    scores,
    observed: {
      fcpMs: Math.round(observed.observedFirstContentfulPaint ?? NaN),
      lcpMs: Math.round(observed.observedLargestContentfulPaint ?? NaN),
    },
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? NaN,
    tbtMs: audit("total-blocking-time")?.numericValue ?? NaN,
    cls: audit("cumulative-layout-shift")?.numericValue ?? NaN,
    fcpMs: audit("first-contentful-paint")?.numericValue ?? NaN,
    mainThreadMs: audit("mainthread-work-breakdown")?.numericValue ?? NaN,
    bootupMs: audit("bootup-time")?.numericValue ?? NaN,
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? "",
    lcpPhases,
    failing,
    advice,
    work,
    longTasks,
    scripts,
    trace: traceBreakdown(artifacts),
  };
}

/** One Lighthouse run; a run whose trace recording failed (it happens now and then) is tried again. */
async function audit(url: string, port: number, cpuSlowdown: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // The mobile preset's network, with this CPU slowdown (merged into the default settings).
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown || !result.lhr.configSettings.throttling.rttMs) {
      throw new Error(`Lighthouse did not take the CPU slowdown ${cpuSlowdown}: ${JSON.stringify(result.lhr.configSettings.throttling)}`);
    }
    if (!result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    console.warn(`  Lighthouse failed (${result.lhr.runtimeError.code}); trying again`);
  }
}

/**
 * When Chromium has a core of its own, Lighthouse itself (this process, which takes in every
 * trace event and protocol message of the load as it happens) moves to the server's core: on a
 * phone, nothing but the browser runs on the browser's core.
 */
function keepOffChromesCore(): void {
  if (PINNED) moveToServerCore("LIGHTHOUSE_PIN=true");
}

async function main() {
  keepOffChromesCore();
  ensureBuild(BUILD_DIR);
  // BENCH_DATA_DIR keeps the filled folder, and a later run reuses its content (as `npm run bench`).
  const dataDir = process.env.BENCH_DATA_DIR || undefined;
  const server = await startServer({ port: PORT, buildDir: BUILD_DIR, dataDir });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const scratch = await mkdtemp(path.join(tmpdir(), "site-lighthouse-"));
  if (TRACES) await mkdir(TRACES, { recursive: true });
  try {
    const content = await siteContent(server.base, ADMIN, dataDir);
    const pages = [...publicPages(content), ...languagePages()].filter(([label]) => !ONLY || ONLY.includes(label));
    pages.push(...COMPARE);
    const loadAtStart = loadavg()[0]!;
    // One unmeasured visit to each page fills the server's page cache, as any visitor before
    // would have, and the pages are then audited as a settled cache sends them.
    const resolve = (path: string) => (/^https?:\/\//.test(path) ? path : server.base + path);
    await settlePages(pages.map(([, path]) => resolve(path)));
    chrome = await chromeLauncher.launch({ chromePath: await chromeProgram(scratch), chromeFlags: CHROME_FLAGS });
    // One unmeasured audit first: a browser's first page pays for starting its GPU process, its
    // font caches and its code caches, which a phone's browser, long running, has already paid.
    await audit(resolve(pages[0]![1]), chrome.port, SLOWDOWNS[0]!);
    const summaries: PageSummary[] = [];
    for (const cpuSlowdown of SLOWDOWNS) {
      for (const [page, path] of pages) {
        const url = resolve(path);
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await audit(url, chrome.port, cpuSlowdown);
          if (TRACES && i === 0) {
            const name = `${cpuSlowdown}x-${page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.json`;
            await writeFile(`${TRACES}/${name}`, JSON.stringify(result.artifacts.Trace));
            await writeFile(`${TRACES}/${name.replace(/\.json$/, ".report.json")}`, JSON.stringify(result.lhr));
          }
          runs.push(readRun(result));
          console.log(`  ${cpuSlowdown}× ${page} run ${i + 1}: ${CATEGORIES.map((c) => runs[i]!.scores[c]).join(" / ")}`);
        }
        summaries.push({
          page,
          url: path,
          cpuSlowdown,
          runs,
          median: {
            scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Run["scores"],
            lcpMs: median(runs.map((r) => r.lcpMs)),
            tbtMs: median(runs.map((r) => r.tbtMs)),
            cls: median(runs.map((r) => r.cls)),
            fcpMs: median(runs.map((r) => r.fcpMs)),
            mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
            bootupMs: median(runs.map((r) => r.bootupMs)),
          },
          lcpElement: runs[0]?.lcpElement ?? "",
          lcpPhases: runs[0]?.lcpPhases ?? {},
          failing: [...new Set(runs.flatMap((r) => r.failing))],
          advice: [...new Set(runs.flatMap((r) => r.advice.map((a) => a.replace(/:.*/, ""))))].map(
            (id) =>
              `${id}: ${runs.map((r) => r.advice.find((a) => a.replace(/:.*/, "") === id)?.replace(/^[^:]*:?\s*/, "") || "–").join(" | ")}`,
          ),
        });
      }
    }

    const load = `machine load (1-minute average) ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`;
    const cores = PINNED ? `Chromium pinned to core ${CHROME_CPU}, the server to core ${SERVER_CPU}` : `Chromium on every core`;
    console.log(
      `\nLighthouse 12, mobile preset, simulated throttling; median of ${RUNS} runs; ${cores}; ${new Date().toISOString()}; ${load}\n`,
    );
    console.log(
      "| CPU | page | Performance | Accessibility | Best Practices | SEO | LCP s | TBT ms | CLS | FCP s | main thread s | JS boot-up s |",
    );
    console.log("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const s of summaries) {
      const m = s.median;
      const worst = Math.min(...s.runs.map((r) => r.scores.performance));
      console.log(
        `| ${s.cpuSlowdown}× | ${s.page} | ${m.scores.performance} (lowest ${worst}) | ${m.scores.accessibility} | ${m.scores["best-practices"]} | ${m.scores.seo} | ${(m.lcpMs / 1000).toFixed(2)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${(m.fcpMs / 1000).toFixed(2)} | ${(m.mainThreadMs / 1000).toFixed(1)} | ${(m.bootupMs / 1000).toFixed(1)} |`,
      );
    }
    console.log("");
    for (const s of summaries) {
      console.log(`${s.cpuSlowdown}× ${s.page}: LCP element ${s.lcpElement ? s.lcpElement.slice(0, 160) : "(none found)"}`);
      console.log(
        `  LCP phases (first run): ${Object.entries(s.lcpPhases)
          .map(([phase, ms]) => `${phase} ${ms} ms`)
          .join(", ")}`,
      );
      console.log(
        `  observed before simulation (FCP / LCP ms): ${s.runs.map((r) => `${r.observed.fcpMs} / ${r.observed.lcpMs}`).join(", ")}`,
      );
      console.log(`  main thread (first run): ${s.runs[0]?.work.join(", ") ?? ""}`);
      if (s.runs[0]?.longTasks.length) console.log(`  long tasks (first run): ${s.runs[0].longTasks.join("; ")}`);
      if (s.runs[0]?.scripts.length) console.log(`  scripts (first run): ${s.runs[0].scripts.join("; ")}`);
      if (s.runs[0]) {
        console.log(`  trace, main thread as observed (first run): ${s.runs[0].trace.events.join(", ")}`);
        console.log(`  trace, longest tasks (first run): ${s.runs[0].trace.tasks.join("; ")}`);
        console.log(`  trace, CPU by thread (first run): ${s.runs[0].trace.threads.join(", ")}`);
      }
      for (const item of s.failing) console.log(`  - costs points: ${item}`);
      for (const item of s.advice) console.log(`  - advice: ${item}`);
    }
    await mkdir("bench", { recursive: true });
    if (ONLY) {
      console.log(`\nA selection of pages: ${REPORT} keeps the last full run.`);
    } else {
      await writeFile(
        REPORT,
        `${JSON.stringify({ date: new Date().toISOString(), load, cores, runs: RUNS, cpuSlowdowns: SLOWDOWNS, pages: summaries }, null, 2)}\n`,
      );
      console.log(`\nWrote ${REPORT}`);
    }
  } finally {
    closeRawAgent();
    await chrome?.kill();
    await server.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
