/**
 * A new empty PostgreSQL database for one test server, when TEST_DATABASE_URL names a PostgreSQL
 * server (`npm run test:api:pg`, `npm run test:e2e:pg`: scripts/postgres.ts); nothing on SQLite,
 * where each server has its own data folder, and its file in it.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

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
