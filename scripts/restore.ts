/**
 * `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` into DATA_DIR
 * (from the environment or .env, as for the server). DATA_DIR must be empty or not exist: a
 * restore never mixes with, or overwrites, a live site. Every file is checked against the
 * backup's manifest before anything is written, and again once written.
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rename } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import { ConfigError, loadConfig } from "../server/config";
import { DATABASE, hashFile, isEmptyFolder, MANIFEST, refuseServerMode, syncFolder, type Manifest, type ManifestFile } from "./backup";

async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file)) throw new Error(`${folder} holds no ${MANIFEST}: it is not a finished backup.`);
  const manifest = JSON.parse(await readFile(file, "utf8")) as Manifest;
  if (manifest.format !== 1 || !manifest.database || !Array.isArray(manifest.files))
    throw new Error(`${file} is not a backup manifest this version understands.`);
  return manifest;
}

async function verify(file: string, expected: ManifestFile): Promise<void> {
  const actual = await hashFile(file);
  if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
    throw new Error(`${file} does not match the backup's manifest (it may be damaged): nothing was restored.`);
  }
}

export async function restore(from: string, env: NodeJS.ProcessEnv = process.env): Promise<{ manifest: Manifest; dataDir: string }> {
  const manifest = await readManifest(from);
  const config = loadConfig(env);
  refuseServerMode(config);
  if (!(await isEmptyFolder(config.dataDir))) {
    throw new Error(
      `DATA_DIR ${config.dataDir} is not empty. Restore only into an empty folder: stop the site and move the old folder aside first.`,
    );
  }
  // Check the whole backup before writing anything.
  await verify(path.join(from, DATABASE), manifest.database);
  for (const file of manifest.files) {
    if (path.basename(file.name) !== file.name) throw new Error(`The manifest names a file outside the upload folder: ${file.name}`);
    await verify(path.join(from, "uploads", file.name), file);
  }

  await mkdir(config.uploadsDir, { recursive: true });
  for (const file of manifest.files) {
    const target = path.join(config.uploadsDir, file.name);
    await copyFile(path.join(from, "uploads", file.name), target);
    await verify(target, file);
    await hashFile(target, true);
  }
  await syncFolder(config.uploadsDir);
  // The database goes in last, under a temporary name: a restore cut short leaves no database
  // that a server would start on with files missing.
  const partial = `${config.dbFile}.restoring`;
  await copyFile(path.join(from, DATABASE), partial);
  await verify(partial, manifest.database);
  await hashFile(partial, true);
  const db = new SQLite(partial, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new Error(`The restored database fails its integrity check: ${String(integrity)}`);
  } finally {
    db.close();
  }
  await rename(partial, config.dbFile);
  await syncFolder(config.dataDir);
  return { manifest, dataDir: config.dataDir };
}

async function main() {
  const from = process.argv[2];
  if (!from) {
    console.error("Usage: npm run restore -- <backup folder>   (into an empty DATA_DIR, from the environment or .env)");
    process.exit(2);
  }
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { manifest, dataDir } = await restore(path.resolve(from));
  const { projects, blogs, galleries, images } = manifest.counts;
  console.log(
    `Restored ${projects} projects, ${blogs} blog posts, ${galleries} gallery items and ${images} images (${manifest.files.length} files) ` +
      `from the backup of ${manifest.createdAt} into ${dataDir}. Start the site with npm start.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
