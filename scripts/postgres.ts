/**
 * A PostgreSQL server of its own for the tests (issue #31): the machine's PostgreSQL binaries, a
 * new data folder in the temporary directory, a free port on 127.0.0.1, stopped and removed when
 * done. `initdb` refuses to run as root, so as root the folder belongs to the `postgres` user and
 * the server runs as it. Durability is off (`fsync=off`): the folder is thrown away afterwards.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, chmodSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Where PostgreSQL's programs are: PG_BIN, or Debian's folder for the newest version installed. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  for (const version of ["17", "16", "15", "14"]) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(path.join(dir, "initdb"))) return dir;
  }
  throw new Error("No PostgreSQL found: install postgresql (Debian), or set PG_BIN to the folder of initdb and pg_ctl");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestPostgres {
  /** A connection URL to the `postgres` database, as the superuser. */
  url: string;
  /** The URL of another database on the same server. */
  urlOf(database: string): string;
  stop(): void;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "site-pg-"));
  chmodSync(dir, 0o755);
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, program);
    const full = asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args;
    const result = spawnSync(command, full, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) execFileSync("chown", ["postgres:", dir]);
  run("initdb", ["-D", data, "-E", "UTF8", "--locale=C.UTF-8", "-A", "trust", "-U", "postgres"]);
  const port = await freePort();
  run("pg_ctl", [
    "-D",
    data,
    "-w",
    "-l",
    path.join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    "start",
  ]);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url: urlOf("postgres"),
    urlOf,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
