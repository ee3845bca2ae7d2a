/**
 * Backups copy the files each image has: the 720 variant where the row records it, none where an
 * image was stored before it existed (a backup must not wait for files that were never made).
 */
import { copyFile, mkdir, mkdtemp, readdir, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backup } from "../../scripts/backup";
import { restore } from "../../scripts/restore";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/database";
import * as m001 from "../../server/db/migrations/001-initial";
import { variantName } from "../../domain/images";
import { makeImage } from "../support/images";
import { ON_POSTGRES, startServer, type TestServer } from "./harness";

let server: TestServer;
const folders: string[] = [];

async function folder(prefix: string): Promise<string> {
  const made = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
  for (const f of folders) await rm(f, { recursive: true, force: true });
});

// `npm run backup` and `restore` copy the SQLite file and the folder; a PostgreSQL site is kept by pg_dump.
describe.skipIf(ON_POSTGRES)("backup and restore with the 720 variant", () => {
  it("copy a site whose older images lack it, and the restored site makes it", async () => {
    const current = await server.api.createProject({
      title: "New photo",
      coverImage: { name: "n.jpg", data: await makeImage({ width: 900, height: 600 }) },
    });
    const older = await server.api.createProject({
      title: "Old photo",
      coverImage: { name: "o.jpg", data: await makeImage({ width: 900, height: 600 }) },
    });
    const oldName = older.coverImage!;
    await unlink(path.join(server.config.uploadsDir, variantName(oldName, 720)));
    await server.db.transaction().execute(async (trx) => {
      await trx.updateTable("media").set({ widths: "480,960,1600" }).where("name", "=", oldName).execute();
    });

    const target = path.join(await folder("site-backup-"), "copy");
    const manifest = await backup(target, { DATA_DIR: server.dataDir });
    const listed = manifest.files.map((f) => f.name);
    expect(listed).toContain(variantName(current.coverImage!, 720));
    expect(listed).not.toContain(variantName(oldName, 720));
    expect(listed).toContain(variantName(oldName, 960));

    const restoredDir = path.join(await folder("site-restored-"), "data");
    await restore(target, { DATA_DIR: restoredDir });
    expect((await readdir(path.join(restoredDir, "uploads"))).sort()).toEqual([...listed].sort());
    const restored = await buildApp(loadConfig({ DATA_DIR: restoredDir, LOG_LEVEL: "silent", DEMO_CONTENT: "false" }), { pages: false });
    try {
      expect(await restored.services.upkeep.sweep()).toEqual({ images: 0, files: 0, missing: [] });
      expect((await restored.services.images.info([oldName])).get(oldName)?.widths).toEqual([480, 960, 1600]);
      expect((await restored.services.upkeep.backfillVariants()).failed).toEqual([]);
      expect(await readdir(path.join(restoredDir, "uploads"))).toContain(variantName(oldName, 720));
    } finally {
      await restored.close();
    }
  });

  it("copy a data folder the new server has not started on yet (no widths column)", async () => {
    const project = await server.api.createProject({
      title: "Before",
      coverImage: { name: "b.jpg", data: await makeImage({ width: 700, height: 500 }) },
    });
    const name = project.coverImage!;
    const dataDir = await folder("site-old-data-");
    await mkdir(path.join(dataDir, "uploads"));
    for (const file of [name, ...[480, 960, 1600].map((w) => variantName(name, w))]) {
      await copyFile(path.join(server.config.uploadsDir, file), path.join(dataDir, "uploads", file));
    }
    const database = openDatabase(path.join(dataDir, "site.db"));
    try {
      const old = new Migrator({ db: database.db, provider: { getMigrations: async () => ({ "001-initial": m001 }) } });
      expect((await old.migrateToLatest()).error).toBeUndefined();
      await sql`INSERT INTO media (name, sha256, format, width, height, bytes, placeholder, created_at)
        VALUES (${name}, 'x', 'jpg', 700, 500, 1, '', '2025-01-01T00:00:00.000Z')`.execute(database.db);
    } finally {
      await database.close();
    }
    const manifest = await backup(path.join(await folder("site-backup-old-"), "copy"), { DATA_DIR: dataDir });
    expect(manifest.files.map((f) => f.name).sort()).toEqual([name, ...[480, 960, 1600].map((w) => variantName(name, w))].sort());
  });
});
