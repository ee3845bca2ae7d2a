/**
 * Starts the real server (API and uploads, no pages) on a free port with a temporary DATA_DIR and
 * a real SQLite file, or, when TEST_DATABASE_URL names a PostgreSQL server (`npm run
 * test:api:pg`), a new database of its own on it; its images in the data folder, or, when TEST_S3
 * is set, in a new bucket of its own on an S3-compatible server (tests/support/s3.ts). Nothing is
 * mocked.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ItemKind } from "../../domain/kinds";
import { buildApp, type App } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import type { DB } from "../../server/db/database";
import { engineOf } from "../../server/db/dialect";
import type { Services } from "../../server/services";
import { ApiClient } from "../support/client";
import { newTestDatabase } from "../support/postgres";
import { bucketFiles, newTestBucket, ON_BUCKET } from "../support/s3";

export { newTestDatabase, ON_BUCKET };

export const ADMIN = { email: "owner@site.test", password: "correct horse battery" };

export interface TestServer {
  baseUrl: string;
  api: ApiClient;
  anon: ApiClient;
  services: Services;
  /** The server itself: its scheduler, its cache, whether it leads (server/app.ts). */
  built: App;
  db: DB;
  config: Config;
  dataDir: string;
  /** The stored image files' names, wherever the server keeps them (a folder or a bucket). */
  uploads(): Promise<string[]>;
  /** A stored file's bytes, or null when there is none. */
  readUpload(name: string): Promise<Buffer | null>;
  /** Puts a file among the stored ones behind the server's back (a crash's leftovers). */
  writeUpload(name: string, data: Buffer | string): Promise<void>;
  /** Takes a stored file away behind the server's back. */
  removeUpload(name: string): Promise<void>;
  close(): Promise<void>;
}

/** `pages`: the public and admin pages too (they need the production build that `npm test` makes first). */
export async function startServer(
  env: Record<string, string> = {},
  options: { pages?: boolean; clock?: () => Date; kinds?: readonly ItemKind[] } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-api-"));
  // A test that starts a server again on its own DATA_DIR (a restart) finds the same database.
  // An empty DATABASE_URL or S3_BUCKET asks for SQLite or a folder whatever the suite runs on.
  const database = env.DATABASE_URL !== undefined ? undefined : env.DATA_DIR ? await databaseOf(env.DATA_DIR) : await newTestDatabase();
  const bucket = ON_BUCKET && env.S3_BUCKET === undefined ? await bucketOf(env.DATA_DIR) : {};
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    DEMO_CONTENT: "false",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...bucket,
    ...env,
  });
  const files = storedFiles(config);
  const built = await buildApp(config, { pages: options.pages ?? false, clock: options.clock, kinds: options.kinds });
  if (database && engineOf(built.db) !== "postgres") throw new Error("TEST_DATABASE_URL is set, but the server opened SQLite");
  if (ON_BUCKET && env.S3_BUCKET === undefined && !config.s3)
    throw new Error("TEST_S3 is set, but the server keeps its images in a folder");
  await built.services.auth.setAdmin(ADMIN.email, ADMIN.password);
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = built.app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = new ApiClient(baseUrl);
  await api.login(ADMIN.email, ADMIN.password);
  return {
    baseUrl,
    api,
    anon: new ApiClient(baseUrl),
    services: built.services,
    built,
    db: built.db,
    config,
    dataDir,
    uploads: files.list,
    readUpload: files.read,
    writeUpload: files.write,
    removeUpload: files.remove,
    close: async () => {
      await built.close();
      await rm(dataDir, { recursive: true, force: true });
      if (!env.DATA_DIR) await database?.drop();
    },
  };
}

/** On PostgreSQL, the database of each DATA_DIR a test gave, kept for the servers it starts there after. */
const kept = new Map<string, Promise<{ url: string; drop(): Promise<void> } | undefined>>();
function databaseOf(dataDir: string) {
  let database = kept.get(dataDir);
  if (!database) kept.set(dataDir, (database = newTestDatabase()));
  return database;
}

/** The environment of a server's bucket: a new one, or the one a test's DATA_DIR had before (a restart). */
const buckets = new Map<string, Promise<Record<string, string>>>();
function bucketOf(dataDir: string | undefined): Promise<Record<string, string>> {
  if (!dataDir) return newTestBucket();
  let bucket = buckets.get(dataDir);
  if (!bucket) buckets.set(dataDir, (bucket = newTestBucket()));
  return bucket;
}

/** A server's stored image files (or the parts of its unfinished resumable uploads), in its folder or its bucket. */
export function storedFiles(config: Config, area: "uploads" | "resumable" = "uploads") {
  if (config.s3) return bucketFiles(config.s3.bucket, config.s3.prefix, area);
  const folder = area === "uploads" ? config.uploadsDir : path.join(config.dataDir, area);
  const at = (name: string) => path.join(folder, name);
  return {
    list: async () => (await readdir(folder).catch(() => [])).sort(),
    read: (name: string) => readFile(at(name)).catch(() => null),
    write: (name: string, data: Buffer | string) => writeFile(at(name), data),
    remove: (name: string) => rm(at(name), { force: true }),
  };
}

/** Whether the suite runs on PostgreSQL (`npm run test:api:pg`) rather than SQLite files. */
export const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;
