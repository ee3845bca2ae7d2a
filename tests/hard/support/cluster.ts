/**
 * Several site processes behind nginx (Debian's), as docs/deploy.md's second way runs them: each a
 * plain production server on one PostgreSQL database and, in the suite's PostgreSQL pass, one
 * bucket. nginx sends each request to the next process, and again to another when a process does
 * not answer (a connection refused or reset: `proxy_next_upstream error`), POSTs included.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startChild, type ChildServer } from "./child-server";

export function hasNginx(): boolean {
  return spawnSync("nginx", ["-v"]).status === 0;
}

export interface Cluster {
  /** nginx's address: what visitors reach. */
  baseUrl: string;
  processes: ChildServer[];
  /** Starts process `i` again on its port, data folder and environment (after a kill). */
  restart(i: number): Promise<ChildServer>;
  stop(): Promise<void>;
}

export async function startCluster(options: { processes: number; env: Record<string, string> }): Promise<Cluster> {
  const dir = await mkdtemp(path.join(tmpdir(), "site-cluster-"));
  const ports: number[] = [];
  const dataDirs: string[] = [];
  for (let i = 0; i < options.processes; i++) {
    ports.push(await freePort());
    dataDirs.push(await mkdtemp(path.join(tmpdir(), `site-cluster-${i}-`)));
  }
  const env = { TRUST_PROXY: "127.0.0.1", SCHEDULER_INTERVAL_MS: "1000", ...options.env };
  const start = (i: number) => startChild({ dataDir: dataDirs[i]!, port: ports[i]!, env });
  // Together, as a deploy starts them: they take turns at the start-up's work.
  const processes = await Promise.all(ports.map((_, i) => start(i)));

  const port = await freePort();
  // nginx's worker runs as nobody: its temporary folders must be its own to write.
  await chmod(dir, 0o777);
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    await mkdir(path.join(dir, temp));
    await chmod(path.join(dir, temp), 0o777);
  }
  await writeFile(
    path.join(dir, "nginx.conf"),
    `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 650m;
  upstream site {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=1s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
      # A process that dies mid-request: the request goes to another, a POST too (an enquiry
      # carries its key, so the same one sent twice is kept once).
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 3;
    }
  }
}
`,
  );
  const nginx = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let nginxOutput = "";
  nginx.stderr!.on("data", (chunk: Buffer) => (nginxOutput += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${baseUrl}/api/site`);
      break;
    } catch {
      if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${nginxOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    baseUrl,
    processes,
    async restart(i) {
      processes[i] = await start(i);
      return processes[i];
    },
    async stop() {
      nginx.kill("SIGTERM");
      await Promise.all(processes.map((process) => process.stop()));
      for (const folder of [dir, ...dataDirs]) await rm(folder, { recursive: true, force: true });
    },
  };
}
