/**
 * The production server as a real child process (`node --import tsx server/main.ts`), so a
 * test can SIGKILL it, fill its disk or hold its sockets, then start it again on the same data.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const CHILD_ADMIN = { email: "hard@site.test", password: "hard test password 1" };

/** The production build the server renders pages from; `npm test` makes it before the unit tests. */
export function siteBuildDir(): string {
  const dir = path.resolve(process.env.SITE_BUILD_DIR ?? "build");
  if (!existsSync(path.join(dir, "server", "index.js"))) {
    throw new Error(`No production build in ${dir}: run \`npm run build\` first (npm test does), or set SITE_BUILD_DIR.`);
  }
  return dir;
}

/**
 * Ports handed out, one file each naming the test process that holds it. A server takes seconds
 * to start listening on its port: without these, two test workers could be handed the same free
 * port, one server would fail to bind, and its tests would talk to the other worker's server
 * until that one stopped.
 */
const CLAIMS = path.join(tmpdir(), "site-test-ports");

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Claims `port` for this process; false when a living test process holds it. */
function claim(port: number): boolean {
  const file = path.join(CLAIMS, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return true;
    } catch {
      const holder = Number(readFileSync(file, "utf8").trim() || "0");
      if (holder && alive(holder)) return false;
      // Its process is gone (a run that was stopped): the claim is stale.
      rmSync(file, { force: true });
    }
  }
  return false;
}

/** Gives back a port `freePort` handed out (a server that was started again on it may not be). */
export function releasePort(port: number): void {
  const file = path.join(CLAIMS, String(port));
  if (existsSync(file) && readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file, { force: true });
}

/** A port in 4500–4599 that nothing listens on now and no other test process was given. */
export async function freePort(): Promise<number> {
  mkdirSync(CLAIMS, { recursive: true });
  const start = 4500 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 4500 + ((start - 4500 + i) % 100);
    if (!claim(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
    releasePort(port);
  }
  throw new Error("No free port in 4500–4599");
}

export interface ChildServer {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  /** What the server printed (stdout and stderr), for a failure message. */
  output(): string;
  /** SIGKILL: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
}

export async function startChild(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  ready?: boolean;
}): Promise<ChildServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DEMO_CONTENT: "false",
      ADMIN_EMAIL: CHILD_ADMIN.email,
      ADMIN_PASSWORD: CHILD_ADMIN.password,
      LOG_LEVEL: "warn",
      SITE_BUILD_DIR: siteBuildDir(),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server: ChildServer = {
    baseUrl,
    port: options.port,
    process: child,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  if (options.ready === false) return server;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/session`);
      if (response.status === 401) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`The server did not start in 90 s:\n${output}`);
}
