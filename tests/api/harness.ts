/**
 * Starts the real server (API and uploads, no pages) on a free port with a temporary DATA_DIR and
 * a real SQLite file, or, when TEST_DATABASE_URL names a PostgreSQL server (`npm run
 * test:api:pg`), a new database of its own on it. Nothing is mocked.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { ItemKind } from "../../domain/kinds";
import { buildApp } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import type { DB } from "../../server/db/database";
import { engineOf } from "../../server/db/dialect";
import type { Services } from "../../server/services";
import { ApiClient } from "../support/client";

export const ADMIN = { email: "owner@site.test", password: "correct horse battery" };

export interface TestServer {
  baseUrl: string;
  api: ApiClient;
  anon: ApiClient;
  services: Services;
  db: DB;
  config: Config;
  dataDir: string;
  uploads(): Promise<string[]>;
  close(): Promise<void>;
}

/** `pages`: the public and admin pages too (they need the production build that `npm test` makes first). */
export async function startServer(
  env: Record<string, string> = {},
  options: { pages?: boolean; clock?: () => Date; kinds?: readonly ItemKind[] } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-api-"));
  const database = env.DATABASE_URL ? undefined : await newTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    DEMO_CONTENT: "false",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const built = await buildApp(config, { pages: options.pages ?? false, clock: options.clock, kinds: options.kinds });
  if (database && engineOf(built.db) !== "postgres") throw new Error("TEST_DATABASE_URL is set, but the server opened SQLite");
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
    db: built.db,
    config,
    dataDir,
    uploads: async () => (await readdir(config.uploadsDir)).sort(),
    close: async () => {
      await built.close();
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/** Whether the suite runs on PostgreSQL (`npm run test:api:pg`) rather than SQLite files. */
export const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;

/**
 * On PostgreSQL, a new empty database for one server, dropped when it closes; nothing on SQLite
 * (each server has its own data folder, and its file in it).
 */
export async function newTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return undefined;
  const name = `site_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client(server);
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
