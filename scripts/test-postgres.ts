/**
 * `npm run test:api:pg [files…]`: the API tests (tests/api, or the files named) on PostgreSQL. One
 * server is started for the run (scripts/postgres.ts); each test server makes a database of its own
 * on it (tests/api/harness.ts) and drops it when it closes.
 */
import { spawn } from "node:child_process";
import { startPostgres } from "./postgres";

async function main() {
  const server = await startPostgres();
  const stop = () => server.stop();
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
  const files = process.argv.slice(2);
  const child = spawn("npx", ["vitest", "run", ...(files.length > 0 ? files : ["tests/api"])], {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: server.url },
  });
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

void main();
