/**
 * What differs between the two databases a site may run on (docs/architecture.md §5): SQLite, the
 * default, and PostgreSQL when `DATABASE_URL` names one. Everything else is the same SQL through
 * Kysely; the few column types that differ are named here, so that one set of migrations makes
 * each database's own schema (a SQLite site's exactly as before: tests/unit/sqlite-schema.test.ts).
 */
import { PostgresAdapter, sql, type Kysely, type QueryExecutorProvider } from "kysely";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";

/** The database a connection or transaction talks to. */
export function engineOf(db: QueryExecutorProvider): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * The column types that differ. A time is ISO 8601 text in SQLite (compared as text, which sorts
 * as time) and a real `timestamptz` in PostgreSQL, read back as the same ISO text (database.ts);
 * a calendar day (`YYYY-MM-DD`) likewise text or `date`; a fractional number SQLite's 8-byte
 * `real` or PostgreSQL's `double precision` (its `real` has 4 bytes); a counter that may pass
 * 2³¹ (a passkey's signature count) `integer` (8 bytes in SQLite) or `bigint`.
 */
export function columnTypes(db: QueryExecutorProvider) {
  const postgres = engineOf(db) === "postgres";
  return {
    time: postgres ? "timestamptz" : "text",
    day: postgres ? "date" : "text",
    fraction: postgres ? "double precision" : "real",
    counter: postgres ? "bigint" : "integer",
  } as const;
}

/**
 * Holds a lock on `key` until the transaction `trx` ends: what a read-then-write of that key (a
 * count, then an insert) needs when several connections write at once. PostgreSQL's transaction
 * advisory lock; nothing in SQLite, whose one writer already runs such transactions one at a time.
 */
export async function lockKey(trx: QueryExecutorProvider, key: string): Promise<void> {
  if (engineOf(trx) === "postgres") await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * Runs `work` while no other process runs its own start-up on this database: the migrations, the
 * kinds' tables, the first keys, the administrator from the environment, the sweep and the demo
 * content are each a read-then-write, and several processes started at once (a deploy of every
 * instance) would otherwise make a table or an administrator twice. PostgreSQL's session advisory
 * lock, held on one connection of the pool while `work` uses the others, and let go when `work`
 * ends or the process dies; on SQLite the file's one writer already orders them.
 */
export async function duringStartUp<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (engineOf(db) !== "postgres") return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtextextended('start-up', 0))`.execute(connection);
    try {
      return await work();
    } finally {
      // A connection lost during the work has let go of the lock already; its error is the one told.
      await sql`select pg_advisory_unlock(hashtextextended('start-up', 0))`.execute(connection).catch(() => undefined);
    }
  });
}
