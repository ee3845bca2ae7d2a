/**
 * `npm run test:api:pg [files…]`: the API tests (tests/api, or the files named) on PostgreSQL. One
 * server is started for the run (scripts/postgres.ts); each test server makes a database of its own
 * on it (tests/api/harness.ts) and drops it when it closes; its images go to a bucket of its own on
 * an S3-compatible server the tests start (tests/support/s3.ts; TEST_S3=0 keeps them in folders).
 */
import { spawn } from "node:child_process";
import { startPostgres } from "./postgres";

async function main() {
  const server = await startPostgres();
  const stop = () => server.stop();
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
  const files = process.argv.slice(2);
  const child = spawn("npx", ["vitest", "run", ...(files.length > 0 ? files : ["tests/api", "tests/hard/cluster.test.ts"])], {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: server.url, TEST_S3: process.env.TEST_S3 ?? "1" },
  });
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

void main();
