/** buildApp(config): the Fastify instance. Tests build it on a temporary data folder. */
import { mkdir, rm } from "node:fs/promises";
import Fastify, { type FastifyInstance } from "fastify";
import { registerApi } from "./api";
import { registerResponseCache, ResponseCache } from "./cache/response-cache";
import { registerSecurityHeaders } from "./security/headers";
import type { Config } from "./config";
import { migrateToLatest, openDatabase } from "./db/database";
import { createLocalStorage } from "./media/storage";
import { MediaStore } from "./media/store";
import { createServices, type Services } from "./services";
import { registerSsr } from "./ssr";
import { registerUploads } from "./uploads";

export interface App {
  app: FastifyInstance;
  services: Services;
  cache: ResponseCache;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Serve pages too (React Router); API-only apps are for tests of the API. */
  pages?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  await mkdir(config.dataDir, { recursive: true });
  // Temporary uploads of a crashed process are worthless: start with an empty folder.
  await rm(config.tmpDir, { recursive: true, force: true });
  await mkdir(config.tmpDir, { recursive: true });
  const database = openDatabase(config.dbFile);
  await migrateToLatest(database.db);
  const storage = await createLocalStorage(config.uploadsDir);
  const media = new MediaStore(database.db, storage);
  const services = createServices(database.db, media);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ["req.headers.authorization", "req.headers.cookie", "password", "token", "*.password", "*.token"], censor: "[redacted]" },
    },
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow or idle clients must not hold sockets for ever.
    connectionTimeout: 0,
    requestTimeout: 120_000,
    keepAliveTimeout: 10_000,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
  });

  registerSecurityHeaders(app, config);
  const cache = new ResponseCache();
  // Runs inside each write, after its commit and before its answer.
  services.onChange((kind) => cache.invalidate(kind));
  registerResponseCache(app, cache);

  await registerApi(app, { services, config, cache });
  registerUploads(app, storage);
  if (options.pages !== false) {
    await registerSsr(app, { services, company: config.company, siteUrl: config.siteUrl }, { dev: config.dev, cache });
  }
  app.addHook("onClose", async () => {
    await database.close();
  });

  return {
    app,
    services,
    cache,
    close: () => app.close(),
  };
}
