/**
 * `npm run bench:api`: the production server on a temporary data folder holding 100 projects.
 * Measures requests per second and p99 latency of GET /api/projects and GET /api/projects/{id}
 * with autocannon, and the server's peak memory while a 20 MB JPEG is uploaded. Prints a table.
 * A benchmark, not a test: figures vary with the machine; compare ratios within one run.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { ApiClient, formData } from "../tests/support/client";
import { makeImage } from "../tests/support/images";

const PORT = 3990;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "bench@site.test", password: "bench password 123" };
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function waitForServer() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${BASE}/api/projects`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

async function rssKb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** A JPEG of noise just under 20 MB: it compresses like a photograph, or worse. */
async function bigJpeg(): Promise<Buffer> {
  const width = 5200;
  const height = 3900;
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 256) | 0;
  let quality = 96;
  for (;;) {
    const jpeg = await sharp(data, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < 20 * 1024 * 1024) return jpeg;
    quality -= 3;
  }
}

function load(url: string) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: 50, duration: DURATION }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-bench-"));
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      MALLOC_ARENA_MAX: "2",
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_CONTENT: "false",
      LOG_LEVEL: "error",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForServer();
    const api = new ApiClient(BASE);
    await api.login(ADMIN.email, ADMIN.password);
    console.log("Creating 100 projects...");
    let lastId = "";
    for (let i = 0; i < 100; i++) {
      const cover = await makeImage({ width: 640, height: 427 });
      const project = await api.createProject({
        title: `Project ${i + 1}`,
        description: "A two-storey home with a sloped tiled roof, laterite walls and a courtyard. ".repeat(3),
        category: ["Residential", "Commercial", "Industrial", "Renovation", "Interior"][i % 5],
        location: "Thiruvananthapuram",
        coverImage: { name: "cover.jpg", data: cover },
      });
      lastId = project._id;
    }

    const rows: Array<[string, string, string, string]> = [];
    for (const [label, url] of [
      ["GET /api/projects (100)", `${BASE}/api/projects`],
      ["GET /api/projects/{id}", `${BASE}/api/projects/${lastId}`],
    ] as const) {
      const result = await load(url);
      rows.push([label, result.requests.average.toFixed(0), `${result.latency.p99} ms`, `${result.non2xx + result.errors}`]);
    }

    console.log("Uploading 20 MB JPEGs...");
    const jpeg = await bigJpeg();
    const pid = server.pid!;
    const mb = (kb: number) => (kb / 1024).toFixed(1);
    const uploads: string[] = [];
    // The first upload also pays for libvips starting its threads and codecs; the second is the
    // steady state. Each file differs by a byte so neither is deduplicated.
    for (const [label, data] of [
      ["first upload (cold)", Buffer.concat([jpeg, Buffer.from([1])])],
      ["second upload (warm)", Buffer.concat([jpeg, Buffer.from([2])])],
    ] as const) {
      await new Promise((r) => setTimeout(r, 1000));
      const before = await rssKb(pid, "VmRSS");
      // Reset the kernel's peak so VmHWM measures this upload only.
      await writeFile(`/proc/${pid}/clear_refs`, "5").catch(() => undefined);
      let sampledPeak = before;
      const sampler = setInterval(() => void rssKb(pid, "VmRSS").then((kb) => (sampledPeak = Math.max(sampledPeak, kb))), 5);
      const started = performance.now();
      const response = await api.request("POST", "/api/gallery-upload", formData({ title: "Big", gallery: { name: "big.jpg", data } }));
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
      const peak = Math.max(sampledPeak, await rssKb(pid, "VmHWM"));
      const growth = peak - before;
      uploads.push(
        `| ${label} | ${(data.length / 1024 / 1024).toFixed(1)} MB | ${seconds.toFixed(2)} s | ${mb(before)} MB | ${mb(peak)} MB | ${mb(growth)} MB | ${(growth / 1024 / (data.length / 1024 / 1024)).toFixed(2)} |`,
      );
    }

    console.log("");
    console.log(`| measure (50 connections, ${DURATION} s) | requests/s | p99 latency | errors |`);
    console.log(`|---|---:|---:|---:|`);
    for (const row of rows) console.log(`| ${row.join(" | ")} |`);
    console.log("");
    console.log(`| 5200×3900 JPEG of noise | file | time | RSS before | peak RSS | growth | growth ÷ file |`);
    console.log(`|---|---:|---:|---:|---:|---:|---:|`);
    for (const row of uploads) console.log(row);
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
