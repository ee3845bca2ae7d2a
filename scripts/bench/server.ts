/**
 * The production server as the benchmarks run it: its own build folder (built when missing or
 * older than the sources), a temporary data folder, pinned to one core, and helpers to read a
 * process's memory and make raw requests whose bodies are not decoded.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { latestSourceChange } from "../build-sources.mjs";

export const ADMIN = { email: "bench@site.test", password: "bench password 123" };

/** The server and nginx share core 0; load generators run on core 1. */
export const SERVER_CPU = "0";
export const LOAD_CPU = "1";

/** Chromium's core when a benchmark pins it, the one the server does not use. */
export const CHROME_CPU = SERVER_CPU === "0" ? "1" : "0";

/**
 * A script in `dir` that starts `chromePath` on Chromium's core with `taskset`, which every
 * process Chromium starts (renderers, GPU, network) inherits: a budget phone's one core.
 */
export async function oneCoreChromium(dir: string, chromePath: string): Promise<string> {
  const wrapper = path.join(dir, "chromium-one-core");
  await writeFile(wrapper, `#!/bin/sh\nexec taskset -c ${CHROME_CPU} ${JSON.stringify(chromePath)} "$@"\n`);
  await chmod(wrapper, 0o755);
  return wrapper;
}

/** Moves this process (every thread of it) to the server's core, off Chromium's. */
export function moveToServerCore(variable: string): void {
  const result = spawnSync("taskset", ["-a", "-cp", SERVER_CPU, String(process.pid)], { stdio: "ignore" });
  if (result.status !== 0) throw new Error(`${variable} needs taskset (util-linux)`);
}

/** Other sites' pages to measure beside ours, from "label=url,label=url" in an environment variable. */
export function comparePages(variable: string): Array<[string, string]> {
  return (process.env[variable] ?? "")
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair): [string, string] => {
      const at = pair.indexOf("=");
      const url = pair.slice(at + 1);
      if (at < 1 || !/^https?:\/\//.test(url)) throw new Error(`${variable}: "${pair}" is not label=http(s) URL`);
      return [pair.slice(0, at), url];
    });
}

/** Builds into `buildDir` (client bundles precompressed) unless a build newer than the sources is there. */
export function ensureBuild(buildDir: string): void {
  // The islands' manifest is written last (npm run build: React Router, then the islands).
  const stamp = path.join(buildDir, "islands.json");
  const sources = latestSourceChange();
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= sources && process.env.BENCH_REBUILD !== "true") {
    console.log(`Reusing the build in ${buildDir}/ (BENCH_REBUILD=true builds again).`);
    return;
  }
  console.log(`Building into ${buildDir}/ ...`);
  const env = { ...process.env, SITE_BUILD_DIR: buildDir };
  const result = spawnSync("npm", ["run", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/** Installs a Debian package (the benchmarks run as root, like CI); false when that fails. */
export function installPackage(debianPackage: string): boolean {
  console.log(`Installing ${debianPackage} (apt-get) ...`);
  return spawnSync("apt-get", ["install", "-y", "-qq", debianPackage], { stdio: "ignore" }).status === 0;
}

/** Whether a command exists, after installing its Debian package when it did not. */
export function ensureCommand(command: string, debianPackage: string): boolean {
  const has = () => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
  if (has()) return true;
  installPackage(debianPackage);
  return has();
}

export interface RunningServer {
  base: string;
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the server on a temporary data folder, or on `options.dataDir` when given: that folder
 * is kept, so a second run can reuse the content the first one made (BENCH_DATA_DIR).
 */
export async function startServer(options: {
  port: number;
  buildDir: string;
  dataDir?: string;
  demo?: boolean;
  /** The administrator a new data folder gets: the benchmarks' unless given. */
  admin?: { email: string; password: string };
  /** How often to ask whether it answers yet (ms). */
  pollMs?: number;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : await mkdtemp(path.join(tmpdir(), "site-bench-"));
  const base = `http://127.0.0.1:${options.port}`;
  const child = spawn("taskset", ["-c", SERVER_CPU, process.execPath, "--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: "2",
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      DATA_DIR: dataDir,
      SITE_BUILD_DIR: options.buildDir,
      DEMO_CONTENT: options.demo ? "true" : "false",
      LOG_LEVEL: "error",
      ADMIN_EMAIL: options.admin?.email ?? ADMIN.email,
      ADMIN_PASSWORD: options.admin?.password ?? ADMIN.password,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const poll = options.pollMs ?? 100;
  for (let waited = 0; waited < 30_000; waited += poll) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/projects`)).ok) return { base, pid: child.pid!, process: child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, poll));
  }
  await stop();
  throw new Error("the server did not start");
}

export async function readMemoryKb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** Resets the kernel's peak-RSS mark (VmHWM) of a process, so a peak measures what follows. */
export async function resetPeakMemory(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, "5").catch(() => undefined);
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** A GET whose body is kept exactly as sent (fetch would decode Brotli and gzip). */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/**
 * Visits each URL once (Brotli accepted) and waits until the server has compressed the kept pages
 * to the best level (Brotli 11, after a second without new renders): the bytes a settled cache
 * sends between edits, rather than the quicker answer of a page's first render.
 */
export async function settlePages(urls: string[]): Promise<void> {
  for (const url of urls) await getRaw(url, { "accept-encoding": "br" });
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

export function closeRawAgent(): void {
  agent.destroy();
}
