/** Start: config → database → migrations → admin bootstrap → sweep → demo content → listen. */
import { existsSync } from "node:fs";
import { buildApp } from "./app";
import { PLACEHOLDER_PHONE } from "../domain/site-defaults";
import { ConfigError, loadConfig } from "./config";
import { prepareSite } from "./start-up";

/** How long a stop waits for requests under way before it closes every connection. */
const SHUTDOWN_GRACE_MS = 5_000;

async function main() {
  const dev = process.argv.includes("--dev");
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config;
  try {
    config = loadConfig(process.env, { dev });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const built = await buildApp(config);
  const { app, services } = built;
  const log = app.log;

  await prepareSite(built, config);
  const company = await services.site.get("company");
  if (company.phone === PLACEHOLDER_PHONE) {
    log.warn("The site shows a placeholder phone number: sign in and set it under Site → Company details (/site/company).");
  }

  const shutdown = async (signal: string) => {
    log.info(`${signal}: closing`);
    // Requests under way get a moment to finish; a connection on which nothing was asked (a
    // browser opens some ahead of need) is not waited for until its own timeout, a minute on.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`  ${company.name} is running at http://localhost:${(app.server.address() as { port: number }).port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
