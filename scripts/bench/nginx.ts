/**
 * nginx from Debian serving the very bytes our server answered (identity, gzip and Brotli
 * bodies written as files, with `gzip_static` and `brotli_static`), one worker pinned to the
 * server's core: the practical limit for a cached page on this machine.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureCommand, installPackage, SERVER_CPU } from "./server";

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface StaticAnswer {
  /** The URL path, e.g. "/projects" or "/api/projects". */
  pathname: string;
  contentType: string;
  /** Our Content-Security-Policy (its nonce shows where the page's nonces are). */
  csp?: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface RunningNginx {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * "/" → "/index.html", "/projects" → "/projects.html", "/api/projects" → "/api/projects.json";
 * the query is left out, as nginx matches files by `$uri`.
 */
function fileOf(answer: StaticAnswer): string {
  const ext = answer.contentType.includes("json") ? ".json" : ".html";
  const pathname = answer.pathname.split("?")[0]!;
  return pathname === "/" ? `/index${ext}` : `${pathname}${ext}`;
}

/** Starts nginx, or answers null (with the reason printed) when it cannot be had. */
export async function startNginx(port: number, answers: StaticAnswer[]): Promise<RunningNginx | null> {
  if (!ensureCommand("nginx", "nginx")) {
    console.warn("nginx is not installed and apt-get could not install it: no nginx comparison.");
    return null;
  }
  if (!existsSync(BROTLI_MODULE)) installPackage("libnginx-mod-http-brotli-static");
  const brotli = existsSync(BROTLI_MODULE);
  if (!brotli) console.warn("nginx has no brotli_static module: nginx is compared on gzip only.");

  const dir = await mkdtemp(path.join(tmpdir(), "site-bench-nginx-"));
  const root = path.join(dir, "root");
  for (const answer of answers) {
    const file = path.join(root, fileOf(answer));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, answer.identity);
    await writeFile(`${file}.gz`, answer.gzip);
    await writeFile(`${file}.br`, answer.br);
  }
  // nginx's worker runs as nobody; a temporary folder is private to root.
  await chmod(dir, 0o755);
  spawnSync("chmod", ["-R", "a+rX", root]);

  const config = `
${brotli ? `load_module ${BROTLI_MODULE};` : ""}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    gzip_vary on;
    ${brotli ? "brotli_static on;" : ""}
    add_header Cache-Control no-cache;
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html $uri.json =404; }
  }
}
`;
  await writeFile(path.join(dir, "nginx.conf"), config);
  const child: ChildProcess = spawn("taskset", ["-c", SERVER_CPU, "nginx", "-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${base}/`);
      return { base, pid: child.pid!, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await stop();
  console.warn("nginx did not start: no nginx comparison.");
  return null;
}
