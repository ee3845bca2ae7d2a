/** The benchmark's tables, as Markdown, so they can be pasted into docs/PERFORMANCE.md. */
import type { BenchResults } from "../bench";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "–" : value < 10 ? value.toFixed(2) : value.toFixed(1));
const int = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "–" : Math.round(value).toLocaleString("en-US"));

function table(header: string[], rows: string[][], align: string[]): string {
  return [`| ${header.join(" | ")} |`, `|${align.join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

function throughputTable(r: BenchResults): string {
  const us = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "–" : value.toFixed(1));
  const cpuRatio = (u: BenchResults["urls"][number]) => {
    const ours = u.ours?.cpuUsPerRequest;
    const nginx = u.nginx?.cpuUsPerRequest;
    return ours && nginx && !Number.isNaN(ours) && !Number.isNaN(nginx) ? (nginx / ours).toFixed(2) : "–";
  };
  return table(
    ["URL", "br / gzip / raw KB", "ours req/s", "p50 ms", "p99 ms", "CPU µs/req", "nginx req/s", "p50 ms", "p99 ms", "CPU µs/req", "ours ÷ nginx", "by CPU time"],
    r.urls.map((u) => [
      u.label,
      `${kb(u.bytes.br)} / ${kb(u.bytes.gzip)} / ${kb(u.bytes.identity)}`,
      int(u.ours?.rps),
      ms(u.ours?.p50),
      ms(u.ours?.p99),
      us(u.ours?.cpuUsPerRequest),
      int(u.nginx?.rps),
      ms(u.nginx?.p50),
      ms(u.nginx?.p99),
      us(u.nginx?.cpuUsPerRequest),
      u.ratio === null ? "–" : u.ratio.toFixed(2),
      cpuRatio(u),
    ]),
    ["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"],
  );
}

function fixedRateTable(r: BenchResults): string {
  return table(
    ["URL", "ours achieved/s", "p50 ms", "p99 ms", "p99.9 ms", "max ms", "nginx p50 ms", "p99 ms", "p99.9 ms"],
    r.urls.map((u) => [
      u.label,
      int(u.fixedRate.ours?.achieved),
      ms(u.fixedRate.ours?.p50),
      ms(u.fixedRate.ours?.p99),
      ms(u.fixedRate.ours?.p999),
      ms(u.fixedRate.ours?.max),
      ms(u.fixedRate.nginx?.p50),
      ms(u.fixedRate.nginx?.p99),
      ms(u.fixedRate.nginx?.p999),
    ]),
    ["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"],
  );
}

function coldTable(r: BenchResults): string {
  return table(
    ["URL", "p50 ms", "p99 (max) ms", "mean ms", "renders/s", "of which compression, ms", "best compression later, ms"],
    r.urls.flatMap((u) =>
      u.cold ? [[u.label, ms(u.cold.p50), ms(u.cold.p99), ms(u.cold.mean), int(u.cold.rendersPerSecond), ms(u.cold.compressMs), ms(u.cold.upgradeMs)]] : [],
    ),
    ["---", "---:", "---:", "---:", "---:", "---:", "---:"],
  );
}

function pagesTable(r: BenchResults): string {
  return table(
    ["page", "HTML", "CSS", "JS", "fonts", "images", "data", "other", "total", "requests"],
    r.pages.map((p) => [
      p.url.replace(/[0-9a-f]{24}/, "{id}"),
      kb(p.bytes.html),
      kb(p.bytes.css),
      kb(p.bytes.js),
      kb(p.bytes.fonts),
      kb(p.bytes.images),
      kb(p.bytes.data),
      kb(p.bytes.other),
      kb(p.total),
      String(Object.values(p.requests).reduce((a, b) => a + b, 0)),
    ]),
    ["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"],
  );
}

function uploadsTable(r: BenchResults): string {
  const rows = r.pipeline.flatMap((p) => [
    [
      `processUpload, ${p.file} (${p.fileMb.toFixed(1)} MB), original + ${p.variants.length - 1} variants`,
      `${p.seconds.map((s) => s.toFixed(2)).join(", ")} s (median after the first: ${p.medianWarmSeconds.toFixed(2)} s)`,
    ],
    ["that process's memory: baseline → peak (VmHWM)", `${p.baselineMb.toFixed(0)} → ${p.peakMb.toFixed(0)} MB`],
  ]);
  const c = r.concurrentUploads;
  if (c) {
    rows.push(
      [`${c.uploads} uploads of ${c.fileMb.toFixed(1)} MB (noise) at once through the API`, `all answered in ${c.totalSeconds.toFixed(1)} s, statuses ${[...new Set(c.statuses)].join(", ")}`],
      ["server RSS: before → peak (VmHWM) → 1 s after", `${c.rssBeforeMb.toFixed(0)} → ${c.peakRssMb.toFixed(0)} → ${c.rssAfterMb.toFixed(0)} MB`],
    );
  }
  return table(["measure", "result"], rows, ["---", "---"]);
}

/** One row per data size: what grows with the content (issue #17). */
function scaleTable(r: BenchResults): string {
  const rows = r.scale.map((s) => {
    const largest = s.pages.reduce((a, b) => (b.brBytes > a.brBytes ? b : a));
    const slowest = s.pages.reduce((a, b) => (b.coldP50 > a.coldP50 ? b : a));
    return [
      s.label,
      `${int(s.content.projects)} / ${int(s.content.blogs)} / ${int(s.content.galleries)} (${int(s.content.photos)} photos)`,
      (s.startupMs / 1000).toFixed(2),
      `${kb(largest.brBytes)} (${largest.label})`,
      `${ms(slowest.coldP50)} (${slowest.label}; max ${ms(Math.max(...s.pages.map((p) => p.coldMax)))})`,
      `${s.rssMb.toFixed(0)} / ${s.peakMb.toFixed(0)}`,
    ];
  });
  const perPage = r.scale.flatMap((s) =>
    [...s.pages, ...s.lists].map((p) => [s.label, p.label, kb(p.brBytes), ms(p.coldP50), ms(p.coldMax)]),
  );
  return [
    table(
      ["data", "projects / posts / gallery items", "start-up s", "largest page HTML, KB br", "slowest cold render p50 ms", "RSS / peak MB"],
      rows,
      ["---", "---:", "---:", "---:", "---:", "---:"],
    ),
    "",
    table(["data", "URL", "KB br", "cold p50 ms", "cold max ms"], perPage, ["---", "---", "---:", "---:", "---:"]),
  ].join("\n");
}

export function formatReport(r: BenchResults): string {
  const m = r.machine;
  const parts = new Set(r.settings.parts);
  const out: string[] = [];
  out.push(
    `${r.date} · ${m.nproc} cores (${m.cpu}), ${m.memoryGb.toFixed(0)} GB · Node ${m.node} · commit ${m.commit} · ` +
      `load average before ${m.loadBefore.map((l) => l.toFixed(2)).join(" ")}, after ${m.loadAfter.map((l) => l.toFixed(2)).join(" ")}`,
  );
  out.push(
    `Content: ${r.content.projects} projects, ${r.content.blogs} blog posts, ${r.content.galleries} gallery items (filled in ${r.content.fillSeconds.toFixed(0)} s). ` +
      `Server and nginx on core ${r.settings.serverCpu}, load generators on core ${r.settings.loadCpu}; Accept-Encoding: ${r.settings.encoding}. Parts: ${r.settings.parts.join(", ")}.`,
  );
  if (parts.has("throughput")) {
    out.push(
      `\n### Cached answers: ours against nginx on the same bytes (wrk, ${r.settings.connections} connections, ${r.settings.seconds} s; "by CPU time": nginx's CPU time per request ÷ ours)\n`,
      throughputTable(r),
    );
  }
  if (parts.has("fixed")) {
    out.push(
      `\n### Latency at a fixed ${int(r.settings.fixedRate)} requests/s (open loop, latency from when each request was due; ${r.settings.connections} connections, ${r.settings.seconds} s)\n`,
      fixedRateTable(r),
    );
  }
  if (parts.has("cold")) {
    out.push(`\n### Render after an edit (cold: an unchanged save clears the cache, then one request; ${r.settings.coldSamples} samples)\n`, coldTable(r));
  }
  if (parts.has("bytes")) out.push("\n### First view in Chromium, 360×780 at 1.75× (KB as sent, compressed)\n", pagesTable(r));
  if (parts.has("uploads")) out.push("\n### Uploads\n", uploadsTable(r));
  if (parts.has("scale") && r.scale.length > 0) {
    out.push("\n### At each data size (start-up to the first answer; pages settled, Brotli; cold: an unchanged save of the company's facts, then one request)\n", scaleTable(r));
  }
  return out.join("\n");
}

export function printReport(results: BenchResults): void {
  console.log(`\n${formatReport(results)}`);
}
