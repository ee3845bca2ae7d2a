/**
 * `npm run backup -- <folder>`: a consistent copy of the site while it runs. The database is
 * copied with SQLite's online backup (a snapshot of one moment, writers go on), then every
 * image file that snapshot references is copied at once: files are named by their content and
 * never changed in place, so a file referenced at the snapshot can only have been removed by a
 * later edit, in which case the whole backup is taken again. A manifest with the SHA-256 of
 * every file is written last; a folder without one is not a finished backup.
 *
 * DATA_DIR comes from the environment or .env, as for the server. Restore with `npm run restore`.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, open, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import { ConfigError, loadConfig } from "../server/config";
import { parseWidths, storedFiles } from "../server/media/process";

export interface ManifestFile {
  name: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  dataDir: string;
  database: ManifestFile & { integrity: "ok" };
  counts: { projects: number; blogs: number; galleries: number; images: number };
  /** The upload folder's files, by name. */
  files: ManifestFile[];
}

/**
 * A site on PostgreSQL or in a bucket is backed up with those services' own tools (docs/deploy.md):
 * this copy knows a SQLite file and a folder only.
 */
export function refuseServerMode(config: { databaseUrl?: string; s3?: unknown }): void {
  if (config.databaseUrl || config.s3) {
    throw new Error(
      "This site keeps its data in PostgreSQL or its photos in a bucket (DATABASE_URL or S3_BUCKET is set): back it up with pg_dump and a copy of the bucket, as docs/deploy.md says.",
    );
  }
}

export const MANIFEST = "manifest.json";
export const DATABASE = "site.db";
const ATTEMPTS = 5;

/** Hashes a file and makes its contents durable before the manifest names it. */
export async function hashFile(file: string, sync = false): Promise<{ bytes: number; sha256: string }> {
  const handle = await open(file, sync ? "r+" : "r");
  try {
    const hash = createHash("sha256");
    let bytes = 0;
    for await (const chunk of handle.createReadStream({ autoClose: false })) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    if (sync) await handle.sync();
    return { bytes, sha256: hash.digest("hex") };
  } finally {
    await handle.close();
  }
}

export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function isEmptyFolder(folder: string): Promise<boolean> {
  if (!existsSync(folder)) return true;
  return (await readdir(folder)).length === 0;
}

function readSnapshot(file: string): { files: string[]; counts: Manifest["counts"] } {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new Error(`The copied database fails its integrity check: ${String(integrity)}`);
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    // Each image has the variants its row records; a database the server has not migrated since
    // the column was added has no `widths`, and its images have the variants every image has.
    const hasWidths =
      (db.prepare("SELECT count(*) AS n FROM pragma_table_info('media') WHERE name = 'widths'").get() as { n: number }).n > 0;
    const rows = db.prepare(`SELECT name, ${hasWidths ? "widths" : "NULL AS widths"} FROM media ORDER BY name`).all() as Array<{
      name: string;
      widths: string | null;
    }>;
    const files = rows.flatMap((row) => storedFiles(row.name, parseWidths(row.widths)));
    return { files, counts: { projects: count("projects"), blogs: count("blogs"), galleries: count("galleries"), images: rows.length } };
  } finally {
    db.close();
  }
}

/** One attempt: the database snapshot, then its files. Returns the files that had gone. */
async function attempt(
  dbFile: string,
  uploadsDir: string,
  target: string,
): Promise<{ manifest?: Omit<Manifest, "createdAt" | "dataDir">; missing: string[] }> {
  const copy = path.join(target, DATABASE);
  const source = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(copy);
  } finally {
    source.close();
  }
  const snapshot = readSnapshot(copy);
  const wanted = snapshot.files;
  const missing: string[] = [];
  // Copy first, hash afterwards: the window in which an edit could remove a file is the copy alone.
  await Promise.all(
    wanted.map(async (name) => {
      try {
        await copyFile(path.join(uploadsDir, name), path.join(target, "uploads", name));
      } catch (error) {
        if ((error as { code?: string }).code !== "ENOENT") throw error;
        missing.push(name);
      }
    }),
  );
  if (missing.length > 0) return { missing };
  const files: ManifestFile[] = [];
  for (const name of wanted) files.push({ name, ...(await hashFile(path.join(target, "uploads", name), true)) });
  const database = { name: DATABASE, ...(await hashFile(copy, true)), integrity: "ok" as const };
  return { manifest: { format: 1, database, counts: snapshot.counts, files }, missing };
}

export async function backup(target: string, env: NodeJS.ProcessEnv = process.env): Promise<Manifest> {
  const config = loadConfig(env);
  refuseServerMode(config);
  if (!existsSync(config.dbFile)) throw new Error(`There is no database at ${config.dbFile}: check DATA_DIR.`);
  if (!(await isEmptyFolder(target))) throw new Error(`${target} is not empty: back up into a new or empty folder.`);
  let missing: string[] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    await rm(target, { recursive: true, force: true });
    await mkdir(path.join(target, "uploads"), { recursive: true });
    const result = await attempt(config.dbFile, config.uploadsDir, target);
    missing = result.missing;
    if (!result.manifest) continue;
    const manifest: Manifest = { ...result.manifest, createdAt: new Date().toISOString(), dataDir: config.dataDir };
    await syncFolder(path.join(target, "uploads"));
    const temporary = path.join(target, `${MANIFEST}.partial`);
    await writeFile(temporary, JSON.stringify(manifest, null, 2) + "\n", { flush: true });
    await rename(temporary, path.join(target, MANIFEST));
    await syncFolder(target);
    return manifest;
  }
  await rm(target, { recursive: true, force: true });
  throw new Error(
    `The database names files the upload folder does not hold (${missing.slice(0, 5).join(", ")}${missing.length > 5 ? ", ..." : ""}), ${ATTEMPTS} times in a row. ` +
      "If the site is busy, try again; otherwise start the server once (its start-up check reports missing files).",
  );
}

async function main() {
  const target = process.argv[2];
  if (!target) {
    console.error("Usage: npm run backup -- <folder>   (a new or empty folder; DATA_DIR from the environment or .env)");
    process.exit(2);
  }
  if (existsSync(".env")) process.loadEnvFile(".env");
  const started = Date.now();
  const manifest = await backup(path.resolve(target));
  const { projects, blogs, galleries, images } = manifest.counts;
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, manifest.database.bytes);
  console.log(
    `Backed up ${projects} projects, ${blogs} blog posts, ${galleries} gallery items and ${images} images ` +
      `(${manifest.files.length} files, ${(bytes / 1_048_576).toFixed(1)} MB) to ${path.resolve(target)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
