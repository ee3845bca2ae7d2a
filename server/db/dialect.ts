/**
 * What differs between the two databases a site may run on (docs/architecture.md §5): SQLite, the
 * default, and PostgreSQL when `DATABASE_URL` names one. Everything else is the same SQL through
 * Kysely; the few column types that differ are named here, so that one set of migrations makes
 * each database's own schema (a SQLite site's exactly as before: tests/unit/sqlite-schema.test.ts).
 */
import { PostgresAdapter, type Kysely } from "kysely";

export type Engine = "sqlite" | "postgres";

/** The database a connection or transaction talks to. */
export function engineOf<T>(db: Kysely<T>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * The column types that differ. A time is ISO 8601 text in SQLite (compared as text, which sorts
 * as time) and a real `timestamptz` in PostgreSQL, read back as the same ISO text (database.ts);
 * a calendar day (`YYYY-MM-DD`) likewise text or `date`; a fractional number SQLite's 8-byte
 * `real` or PostgreSQL's `double precision` (its `real` has 4 bytes); a counter that may pass
 * 2³¹ (a passkey's signature count) `integer` (8 bytes in SQLite) or `bigint`.
 */
export function columnTypes<T>(db: Kysely<T>) {
  const postgres = engineOf(db) === "postgres";
  return {
    time: postgres ? "timestamptz" : "text",
    day: postgres ? "date" : "text",
    fraction: postgres ? "double precision" : "real",
    counter: postgres ? "bigint" : "integer",
  } as const;
}
