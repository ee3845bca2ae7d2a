/**
 * Opens the site's database through Kysely and brings its schema up to date (docs/architecture.md
 * §5): the SQLite file in the data folder, or PostgreSQL when DATABASE_URL names one.
 */
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import * as m001 from "./migrations/001-initial";
import * as m002 from "./migrations/002-media-widths";
import * as m003 from "./migrations/003-media-color";
import * as m004 from "./migrations/004-sign-in-throttle";
import * as m005 from "./migrations/005-site-content";
import * as m006 from "./migrations/006-enquiries";
import * as m007 from "./migrations/007-project-facts";
import * as m008 from "./migrations/008-publishing";
import * as m009 from "./migrations/009-demo-images";
import * as m010 from "./migrations/010-enquiry-flags";
import * as m011 from "./migrations/011-change-events";
import * as m012 from "./migrations/012-change-feed";
import * as m013 from "./migrations/013-one-history";
import * as m014 from "./migrations/014-placing-files";
import * as m015 from "./migrations/015-staged-uploads";
import * as m016 from "./migrations/016-push";
import * as m017 from "./migrations/017-reply-templates";
import * as m018 from "./migrations/018-curation";
import * as m019 from "./migrations/019-accounts";
import * as m020 from "./migrations/020-second-step";
import * as m021 from "./migrations/021-translations";
import * as m022 from "./migrations/022-admin-language";
import * as m023 from "./migrations/023-translated-slugs";
import * as m024 from "./migrations/024-resumable-uploads";
import type { Database } from "./schema";

/**
 * Numbered migrations, in order, for SQLite and PostgreSQL alike (column types by ./dialect). What
 * one on main does to a SQLite database never changes (tests/unit/sqlite-schema.test.ts); a new
 * change is the next number.
 */
const migrations: Record<string, Migration> = {
  "001-initial": m001,
  "002-media-widths": m002,
  "003-media-color": m003,
  "004-sign-in-throttle": m004,
  "005-site-content": m005,
  "006-enquiries": m006,
  "007-project-facts": m007,
  "008-publishing": m008,
  "009-demo-images": m009,
  "010-enquiry-flags": m010,
  "011-change-events": m011,
  "012-change-feed": m012,
  "013-one-history": m013,
  "014-placing-files": m014,
  "015-staged-uploads": m015,
  "016-push": m016,
  "017-reply-templates": m017,
  "018-curation": m018,
  "019-accounts": m019,
  "020-second-step": m020,
  "021-translations": m021,
  "022-admin-language": m022,
  "023-translated-slugs": m023,
  "024-resumable-uploads": m024,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

export type DB = Kysely<Database>;

/**
 * The database as the content pipeline reads it: a kind's tables are named by its declaration
 * (domain/kinds), not by the compile-time schema, so their rows are read as plain records.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables known at run time, from the registry
export type LooseDB = Kysely<any>;

/** The same connection or transaction, seen by the content pipeline. */
export function loose(db: Kysely<Database>): LooseDB {
  return db as LooseDB;
}

export interface OpenDatabase {
  db: DB;
  close(): Promise<void>;
}

export interface SqliteDatabase extends OpenDatabase {
  sqlite: SQLite.Database;
}

/** The database the configuration names: PostgreSQL by DATABASE_URL, else the data folder's SQLite file. */
export function openConfigured(
  config: Pick<Config, "databaseUrl" | "dbFile" | "poolMax">,
  name = `site:${process.pid}`,
  onError?: (error: Error) => void,
): OpenDatabase {
  return config.databaseUrl ? openPostgres(config.databaseUrl, { max: config.poolMax, name, onError }) : openDatabase(config.dbFile);
}

/**
 * `url` without an `application_name`: a process's connections carry its own name (MediaStore
 * tells the living processes by it), and one in the URL would be put over it by `pg`.
 */
export function withoutApplicationName(url: string): string {
  const address = new URL(url);
  address.searchParams.delete("application_name");
  return address.toString();
}

/** PostgreSQL's type ids whose text the pool reads otherwise than `pg` does by default. */
const INT8 = 20;
const NUMERIC = 1700;
const TIMESTAMPTZ = 1184;
const DATE = 1082;

/**
 * Values read as SQLite gives them, so that the services see one shape whichever database runs:
 * a count (`bigint`) and a `numeric` as numbers, a time as its ISO 8601 text to the millisecond
 * (what the services wrote, so a compare-and-set on a time finds its row), a day as `YYYY-MM-DD`.
 */
const parseTime = pg.types.getTypeParser(TIMESTAMPTZ);
const TYPES = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    switch (oid) {
      case INT8:
      case NUMERIC:
        return (text: string) => Number(text);
      case TIMESTAMPTZ:
        return (text: string) => (parseTime(text) as Date).toISOString();
      case DATE:
        return (text: string) => text;
      default:
        return pg.types.getTypeParser(oid, format);
    }
  },
} as unknown as pg.CustomTypesConfig;

/**
 * A pool of connections to PostgreSQL, each in UTC and named for `pg_stat_activity` after the
 * process that holds it. The database must keep text as UTF-8 (Malayalam and Tamil are stored
 * as they are typed): the first connection checks it.
 */
export function openPostgres(url: string, options: { max?: number; name?: string; onError?: (error: Error) => void } = {}): OpenDatabase {
  const pool = new pg.Pool({
    connectionString: withoutApplicationName(url),
    max: options.max ?? 10,
    application_name: options.name ?? `site:${process.pid}`,
    options: "-c TimeZone=UTC",
    types: TYPES,
  });
  // A connection lost while idle (the server restarted, a failover) is dropped from the pool and
  // the next query opens another; unheard, the error would end the process.
  pool.on("error", (error) => (options.onError ?? ((e) => console.warn("A PostgreSQL connection was lost:", e.message)))(error));
  let checked = false;
  pool.on("connect", (client) => {
    if (checked) return;
    checked = true;
    void client.query<{ server_encoding: string }>("show server_encoding").then(({ rows }) => {
      if (rows[0]?.server_encoding !== "UTF8")
        console.error(`PostgreSQL keeps text as ${rows[0]?.server_encoding}: the site needs a UTF8 database`);
    });
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, close: () => db.destroy() };
}

export function openDatabase(file: string): SqliteDatabase {
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  // FULL: a committed write survives a power cut, not only a process crash.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    sqlite,
    close: () => db.destroy(),
  };
}

export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Brings the schema to the numbered migration `name` exactly (an upgrade test starts from an earlier release's). */
export async function migrateTo(db: DB, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw new Error(`Database migration to ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
}
