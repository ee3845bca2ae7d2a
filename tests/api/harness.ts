/**
 * Starts the real server (API and uploads, no pages) on a free port with a temporary DATA_DIR and
 * a real SQLite file. Nothing is mocked.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ItemKind } from "../../domain/kinds";
import { buildApp } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import type { DB } from "../../server/db/database";
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
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", DEMO_CONTENT: "false", ...env });
  const built = await buildApp(config, { pages: options.pages ?? false, clock: options.clock, kinds: options.kinds });
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
    },
  };
}
