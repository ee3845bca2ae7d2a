/**
 * `npm run bench:cluster`: requests per second of the site as one and as two processes behind
 * nginx on one PostgreSQL database (docs/deploy.md's second way), beside one process on SQLite
 * reached directly, in one run (docs/PERFORMANCE.md). A PostgreSQL server of its own
 * (scripts/postgres.ts); demo content; photos in each process's folder (a bucket adds nothing to
 * a cached page's answer). autocannon, 50 connections, without compression.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, startChild } from "../tests/hard/support/child-server";
import { hasNginx, startCluster } from "../tests/hard/support/cluster";
import { startPostgres } from "./postgres";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const PATHS = ["/", "/api/projects"];

function load(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: DURATION }, (error, result) => (error ? reject(error) : resolve(result.requests.average)));
  });
}

async function measure(base: string): Promise<number[]> {
  const figures: number[] = [];
  for (const pathname of PATHS) {
    await load(base + pathname); // warm: the first answers fill each process's page cache
    figures.push(await load(base + pathname));
  }
  return figures;
}

async function main() {
  if (!hasNginx()) throw new Error("nginx is not installed (apt-get install nginx)");
  const rows: Array<[string, number[]]> = [];

  const dataDir = await mkdtemp(path.join(tmpdir(), "site-bench-one-"));
  const alone = await startChild({ dataDir, port: await freePort(), env: { DEMO_CONTENT: "true", LOG_LEVEL: "error" } });
  rows.push(["1 process, SQLite, direct", await measure(alone.baseUrl)]);
  await alone.stop();
  await rm(dataDir, { recursive: true, force: true });

  const postgres = await startPostgres();
  try {
    for (const processes of [1, 2]) {
      const name = `site_bench_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client(postgres.url);
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const cluster = await startCluster({
        processes,
        env: { DATABASE_URL: postgres.urlOf(name), DEMO_CONTENT: "true", LOG_LEVEL: "error" },
      });
      rows.push([`${processes} process${processes > 1 ? "es" : ""}, PostgreSQL, behind nginx`, await measure(cluster.baseUrl)]);
      await cluster.stop();
    }
  } finally {
    postgres.stop();
  }
  console.log(`\n| setup | ${PATHS.map((p) => `\`${p}\` req/s`).join(" | ")} |\n|---|${PATHS.map(() => "---:").join("|")}|`);
  for (const [setup, figures] of rows) console.log(`| ${setup} | ${figures.map((f) => Math.round(f).toLocaleString("en")).join(" | ")} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
