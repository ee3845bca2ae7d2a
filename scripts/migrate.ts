/**
 * `npm run migrate -- --to postgres`: moves a site made on one machine (the SQLite file and the
 * photos of DATA_DIR) into the PostgreSQL database of DATABASE_URL and, when S3_BUCKET is set, its
 * bucket (docs/deploy.md). Then it checks the copy, and exits non-zero on any difference.
 *
 * 1. The photos first. A photo already in the bucket with the same bytes is left as it is, so a
 *    second run after a failed one goes on where the first stopped.
 * 2. The rows, every table in one transaction, parents before children. A failure leaves the
 *    database empty, and the move may simply run again. A database that already holds a site is
 *    refused, before the photos and again, under the start-up's lock, in the rows' transaction:
 *    nothing is overwritten (what its migrations wrote by default gives way to the source's).
 * 3. The check: each table's rows, read back from PostgreSQL, are the source's; each photo's bytes,
 *    read back from the bucket, hash as the source file's.
 *
 * Stop the site first: what it writes during the move would not be copied (the check says so).
 * Unfinished resumable uploads are not moved; their senders start again.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { ITEM_KINDS } from "../domain/kinds";
import { ConfigError, loadConfig, type Config } from "../server/config";
import { loose, migrateToLatest, openDatabase, openPostgres, type LooseDB } from "../server/db/database";
import { lockKey } from "../server/db/dialect";
import { ensureKindTables } from "../server/db/kind-tables";
import { parseWidths, storedFiles } from "../server/media/process";
import { openStorage, readStored } from "../server/media/storage";

/**
 * Tables that are the migrator's own, not the site's; and the photos being sent resumably, whose
 * parts stay in the old home: a phone sending one starts it again.
 */
const NOT_COPIED = new Set(["kysely_migration", "kysely_migration_lock", "resumable_uploads", "resumable_parts"]);
/** Tables with rows once a site has been started: a database with any of them is not empty. */
const SITE_TABLES = ["admin_users", "site_sections", "media", "enquiries", "change_events"];
/** Rows per INSERT statement: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 200;

export interface MoveReport {
  tables: Array<{ name: string; rows: number }>;
  photos: { files: number; copied: number; alreadyThere: number; missingInSource: string[] };
  problems: string[];
}

type Row = Record<string, unknown>;

/** The site's tables, each after every table it references. */
async function tablesInOrder(source: LooseDB): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
    source,
  );
  const names = rows.map((row) => row.name).filter((name) => !NOT_COPIED.has(name));
  const parents = new Map<string, string[]>();
  for (const name of names) {
    const { rows: keys } = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(source);
    parents.set(
      name,
      keys.map((key) => key.table).filter((table) => table !== name),
    );
  }
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`The tables reference each other in a circle: ${[...path, name].join(" → ")}`);
    for (const parent of parents.get(name) ?? []) if (names.includes(parent)) visit(parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of names.sort()) visit(name, []);
  return ordered;
}

/**
 * A source row as PostgreSQL is to hold it. The change feed's events recorded before migration 012
 * have no time of recording (''), which `timestamptz` cannot hold: they get the time of the change.
 */
function normalise(table: string, row: Row): Row {
  if (table === "change_events" && row.recorded_at === "") return { ...row, recorded_at: row.at };
  return row;
}

/** One line per row, sorted: two tables hold the same rows when their lines are the same. */
function fingerprint(rows: Row[], columns: string[]): string {
  const lines = rows.map((row) => JSON.stringify(columns.map((column) => row[column] ?? null))).sort();
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}

/** Stops the move when the target holds a site: its own tables, not those its migrations fill with defaults. */
async function refuseASite(target: LooseDB): Promise<void> {
  for (const table of [...SITE_TABLES, ...ITEM_KINDS.map((kind) => kind.name)]) {
    const row = await target
      .selectFrom(table)
      .select(sql`1`.as("one"))
      .limit(1)
      .executeTakeFirst();
    if (row) throw new Error(`The database of DATABASE_URL already holds a site (its table ${table} has rows): move into an empty one.`);
  }
}

async function columnsOf(db: LooseDB, table: string, postgres: boolean): Promise<string[]> {
  if (postgres) {
    const { rows } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return rows.map((row) => row.name);
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

export async function moveToPostgres(
  config: Pick<Config, "dbFile" | "uploadsDir" | "databaseUrl" | "s3">,
  log: (line: string) => void = () => {},
): Promise<MoveReport> {
  if (!config.databaseUrl) throw new Error("DATABASE_URL must name the PostgreSQL database to move the site into.");
  if (!existsSync(config.dbFile)) throw new Error(`There is no site at ${config.dbFile}: check DATA_DIR.`);
  const report: MoveReport = { tables: [], photos: { files: 0, copied: 0, alreadyThere: 0, missingInSource: [] }, problems: [] };
  const from = openDatabase(config.dbFile);
  const to = openPostgres(config.databaseUrl, { max: 4, name: "site-migrate" });
  try {
    // The source as this release reads it (what `npm start` would do first), and the target's schema.
    await migrateToLatest(from.db);
    await ensureKindTables(loose(from.db), ITEM_KINDS);
    await migrateToLatest(to.db);
    await ensureKindTables(loose(to.db), ITEM_KINDS);
    const source = loose(from.db);
    const target = loose(to.db);
    const tables = await tablesInOrder(source);
    await refuseASite(target);

    // 1. The photos.
    if (config.s3) {
      const bucket = await openStorage({ s3: config.s3, folder: config.uploadsDir });
      const media = await source.selectFrom("media").select(["name", "widths"]).execute();
      for (const image of media as Array<{ name: string; widths: string | null }>) {
        for (const file of storedFiles(image.name, parseWidths(image.widths))) {
          report.photos.files++;
          const data = await readFile(path.join(config.uploadsDir, file)).catch(() => null);
          if (!data) {
            report.photos.missingInSource.push(file);
            continue;
          }
          const there = await readStored(bucket, file);
          if (there && there.equals(data)) report.photos.alreadyThere++;
          else {
            await bucket.write(file, data);
            report.photos.copied++;
          }
        }
      }
      log(`photos: ${report.photos.copied} copied, ${report.photos.alreadyThere} already there, of ${report.photos.files}`);
    }

    // 2. The rows, all or nothing.
    await to.db.transaction().execute(async (trx) => {
      const into = loose(trx);
      // Asked again, under the lock a site's process starts under: one started meanwhile on this
      // database has made its site, and the move stops; one that starts now waits for the move.
      await lockKey(into, "start-up");
      await refuseASite(into);
      // What the migrations put there by default (the reply templates, the roles' permissions)
      // gives way to the source's own rows.
      for (const table of [...tables].reverse()) await into.deleteFrom(table).execute();
      for (const table of tables) {
        const columns = await columnsOf(source, table, false);
        const kept = new Set(await columnsOf(into, table, true));
        const lacking = columns.filter((column) => !kept.has(column));
        if (lacking.length > 0) throw new Error(`PostgreSQL's ${table} lacks the columns ${lacking.join(", ")}`);
        const rows = ((await source.selectFrom(table).selectAll().execute()) as Row[]).map((row) => normalise(table, row));
        for (let at = 0; at < rows.length; at += BATCH)
          await into
            .insertInto(table)
            .values(rows.slice(at, at + BATCH))
            .execute();
        report.tables.push({ name: table, rows: rows.length });
      }
    });
    log(`rows: ${report.tables.reduce((sum, table) => sum + table.rows, 0)} in ${report.tables.length} tables`);

    // 3. The check, from what PostgreSQL and the bucket give back.
    report.problems = await checkCopy(config, report.photos.missingInSource);
    return report;
  } finally {
    await from.close();
    await to.close();
  }
}

/**
 * What differs between the source and its copy: each table's rows (as PostgreSQL gives them back,
 * against the source's as the copy wrote them) and, with a bucket, each photo's bytes. Empty when
 * the copy is whole. `missingInSource`: files the source had lost already, not looked for.
 */
export async function checkCopy(
  config: Pick<Config, "dbFile" | "uploadsDir" | "databaseUrl" | "s3">,
  missingInSource: readonly string[] = [],
): Promise<string[]> {
  const problems: string[] = [];
  const from = openDatabase(config.dbFile);
  const to = openPostgres(config.databaseUrl!, { max: 2, name: "site-migrate" });
  try {
    const source = loose(from.db);
    const target = loose(to.db);
    for (const table of await tablesInOrder(source)) {
      const columns = await columnsOf(source, table, false);
      const [mine, theirs] = await Promise.all([
        source.selectFrom(table).selectAll().execute() as Promise<Row[]>,
        target.selectFrom(table).selectAll().execute() as Promise<Row[]>,
      ]);
      if (mine.length !== theirs.length) problems.push(`${table}: ${mine.length} rows here, ${theirs.length} in PostgreSQL`);
      else if (
        fingerprint(
          mine.map((row) => normalise(table, row)),
          columns,
        ) !== fingerprint(theirs, columns)
      )
        problems.push(`${table}: the rows in PostgreSQL differ from the source's`);
    }
    if (config.s3) {
      const bucket = await openStorage({ s3: config.s3, folder: config.uploadsDir });
      const media = (await source.selectFrom("media").select(["name", "widths"]).execute()) as Array<{
        name: string;
        widths: string | null;
      }>;
      for (const image of media) {
        for (const file of storedFiles(image.name, parseWidths(image.widths))) {
          if (missingInSource.includes(file)) continue;
          const [data, there] = await Promise.all([readFile(path.join(config.uploadsDir, file)), readStored(bucket, file)]);
          if (!there) problems.push(`${file}: not in the bucket`);
          else if (sha256(there) !== sha256(data)) problems.push(`${file}: the bucket's bytes differ from the source's`);
        }
      }
    }
    return problems;
  } finally {
    await from.close();
    await to.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const to = args[args.indexOf("--to") + 1];
  if (!args.includes("--to") || to !== "postgres") {
    console.error(
      "Usage: DATA_DIR=<the site's folder> DATABASE_URL=postgres://… [S3_BUCKET=… AWS_REGION=…] npm run migrate -- --to postgres",
    );
    process.exit(2);
  }
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const where = config.s3 ? ` and the bucket ${config.s3.bucket}${config.s3.prefix ? ` (${config.s3.prefix})` : ""}` : "";
  console.log(`Moving the site of ${config.dataDir} into PostgreSQL${where}…`);
  const report = await moveToPostgres(config, (line) => console.log(`  ${line}`));
  for (const table of report.tables) console.log(`  ${table.name.padEnd(24)} ${String(table.rows).padStart(7)} rows`);
  if (!config.s3) console.log("  photos: not moved (no S3_BUCKET): they stay in DATA_DIR/uploads, which the site keeps using");
  for (const file of report.photos.missingInSource) console.log(`  warning: ${file} was already missing from ${config.uploadsDir}`);
  if (report.problems.length > 0) {
    console.error(`The copy differs from the source:\n${report.problems.map((problem) => `  ${problem}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    report.photos.missingInSource.length > 0
      ? "Checked: every row, and every photo the source had, is in its new place, the same as in the source."
      : "Checked: every row and every photo is in its new place, the same as in the source.",
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
