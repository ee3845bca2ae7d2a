/**
 * `npm run admin -- --email you@example.com --password 'new password'`, for whoever holds the
 * server: creates an owner, or sets the password of an existing account (which signs out all of
 * its sessions, enables it and turns its authenticator app off).
 */
import { existsSync, mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "./config";
import { migrateToLatest, openConfigured } from "./db/database";
import { createAuthService } from "./services/auth";

async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  const email = z.email().safeParse(values.email);
  const password = z.string().min(10).max(1024).safeParse(values.password);
  if (!email.success || !password.success) {
    console.error("Usage: npm run admin -- --email you@example.com --password 'a password of at least 10 characters'");
    process.exit(2);
  }
  const config = loadConfig(process.env);
  mkdirSync(config.dataDir, { recursive: true });
  const database = openConfigured(config, "admin-cli");
  try {
    await migrateToLatest(database.db);
    const result = await createAuthService(database.db).setAdmin(email.data, password.data);
    console.log(
      result === "created"
        ? `Created ${email.data}, an owner of the site.`
        : `Password changed for ${email.data}; all of its sessions were signed out, the account is enabled and its authenticator app is off.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
