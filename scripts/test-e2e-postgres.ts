/**
 * `npm run test:e2e:pg [files…]`: the browser tests with the site on PostgreSQL and its photos in
 * a bucket. One PostgreSQL server (scripts/postgres.ts) and one S3-compatible server
 * (tests/support/s3.ts) are started for the run; the shared site gets a database and a bucket of
 * its own, and so does each site a test starts for itself (tests/e2e/fixtures.ts). Needs the
 * production build (`npm run build`).
 */
import { spawn } from "node:child_process";
import { newTestDatabase } from "../tests/support/postgres";
import pg from "pg";
import { bucketFiles, newTestBucket } from "../tests/support/s3";
import { startPostgres } from "./postgres";

async function main() {
  const server = await startPostgres();
  process.on("exit", () => server.stop());
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
  process.env.TEST_DATABASE_URL = server.url;
  process.env.TEST_S3 = "1";
  // The shared site's database and bucket; the S3 server runs in this process for the whole run.
  const database = (await newTestDatabase())!;
  const bucket = await newTestBucket();
  const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, E2E_SITE_ENV: JSON.stringify({ DATABASE_URL: database.url, ...bucket }) },
  });
  child.on("exit", (code, signal) => {
    void (async () => {
      // The shared site did run there: its administrator is in the database, its photos in the bucket.
      const client = new pg.Client(database.url);
      await client.connect();
      const { rows } = await client.query<{ n: string }>("select count(*) as n from admin_users");
      const media = await client.query<{ name: string }>("select name from media order by created_at desc limit 1");
      await client.end();
      const newest = media.rows[0]?.name;
      const inBucket = newest ? (await bucketFiles(bucket.S3_BUCKET!, bucket.S3_PREFIX!).read(newest)) !== null : true;
      console.log(
        `The shared site ran on PostgreSQL (${rows[0]!.n} administrator), its newest photo ${inBucket ? "in" : "NOT in"} its bucket.`,
      );
      if (Number(rows[0]!.n) === 0 || !inBucket) {
        console.error("The shared site did not run on PostgreSQL with its photos in the bucket.");
        process.exit(1);
      }
      process.exit(code ?? (signal ? 1 : 0));
    })();
  });
}

void main();
