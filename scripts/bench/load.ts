/**
 * Load generators, pinned to the core the server does not use: wrk (Debian) for the most
 * requests per second a server answers, and our open-loop generator (fixed-rate.ts) for latency
 * at a fixed rate.
 */
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { LOAD_CPU } from "./server";

export interface ThroughputResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Bytes read per request, headers included. */
  bytesPerRequest: number;
  /**
   * CPU time the serving processes spent per request (user + system, from /proc). On a machine
   * shared with others it moves much less than requests per second do.
   */
  cpuUsPerRequest: number;
}

const TICKS_PER_SECOND = 100;

/** A process and its children (nginx's master and worker). */
async function processTree(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  const pids = [pid];
  for (const child of children.split(" ").filter(Boolean)) pids.push(...(await processTree(Number(child))));
  return pids;
}

/** CPU seconds (user + system) the processes have used so far. */
async function cpuSeconds(pids: number[]): Promise<number> {
  let ticks = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / TICKS_PER_SECOND;
}

export interface FixedRateResult {
  rate: number;
  achieved: number;
  requests: number;
  errors: number;
  non2xx: number;
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
  sendP50: number;
  sendP99: number;
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("taskset", ["-c", LOAD_CPU, command, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}: ${err || out}`))));
  });
}

/** "1.23ms" → 1.23, "850.00us" → 0.85, "1.02s" → 1020 */
function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return NaN;
  const n = Number(match[1]);
  return match[2] === "us" ? n / 1000 : match[2] === "ms" ? n : match[2] === "s" ? n * 1000 : n * 60_000;
}

function toBytes(value: string): number {
  const match = /^([\d.]+)(B|KB|MB|GB)$/.exec(value.trim());
  if (!match) return NaN;
  return Number(match[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[match[2] as "B"];
}

/** wrk, one thread, `connections` keep-alive connections, for `seconds`; `pid` is the server's. */
export async function measureThroughput(url: string, options: { connections: number; seconds: number; encoding: string; pid?: number }): Promise<ThroughputResult> {
  const pids = options.pid ? await processTree(options.pid) : [];
  const cpuBefore = await cpuSeconds(pids);
  const out = await run("wrk", ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--latency", "-H", `Accept-Encoding: ${options.encoding}`, url]);
  const cpu = (await cpuSeconds(pids)) - cpuBefore;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const latency = (p: string) => toMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "");
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  const read = toBytes(/requests in [^,]+, (\S+) read/.exec(out)?.[1] ?? "");
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { rps, p50: latency("50"), p99: latency("99"), errors, bytesPerRequest: read / requests, cpuUsPerRequest: pids.length ? (cpu * 1e6) / requests : NaN };
}

export async function measureFixedRate(url: string, options: { rate: number; seconds: number; connections: number; encoding: string }): Promise<FixedRateResult> {
  const out = await run(process.execPath, [
    "--import",
    "tsx",
    "scripts/bench/fixed-rate.ts",
    url,
    String(options.rate),
    String(options.seconds),
    String(options.connections),
    options.encoding,
  ]);
  return JSON.parse(out.trim().split("\n").pop()!) as FixedRateResult;
}
