/**
 * Issue #6, item 7: `npm run backup` copies a running site while administrators write to it;
 * `npm run restore` puts the copy into an empty folder (and refuses a non-empty one); a server
 * started on the restored folder shows exactly what the backup's database holds, and every
 * file matches the manifest's SHA-256.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import type { Manifest } from "../../scripts/backup";
import { filesOf } from "../../server/media/process";
import { makeImage } from "../support/images";
import { CHILD_ADMIN, freePort, startChild, type ChildServer } from "./support/child-server";
import { LONG, reportFigures, SIZES } from "./support/mode";
import { adminHeaders, readRecords, referencedImages } from "./support/state";
import { shapeOf, WriteModel, type Kind, type Shape } from "./support/write-model";

const servers: ChildServer[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function folder(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** Runs a script as `npm run <script> -- <arg>` would, with DATA_DIR set. */
function runScript(script: string, arg: string, dataDir: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `scripts/${script}.ts`, arg],
      { env: { ...process.env, DATA_DIR: dataDir } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr });
      },
    );
  });
}

/** The records as the backup's own database holds them: those not in the trash, which the site shows. */
function recordsInBackup(file: string): Map<string, { kind: Kind; shape: Shape }> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const images = (table: string, id: string) =>
      (db.prepare(`SELECT image FROM ${table} WHERE owner_id = ? ORDER BY position`).all(id) as Array<{ image: string }>).map(
        (r) => r.image,
      );
    const records = new Map<string, { kind: Kind; shape: Shape }>();
    for (const row of db.prepare("SELECT id, title, cover_image FROM projects WHERE deleted_at IS NULL").all() as Array<{
      id: string;
      title: string;
      cover_image: string | null;
    }>) {
      records.set(row.id, {
        kind: "projects",
        shape: { title: row.title, images: [...(row.cover_image ? [row.cover_image] : []), ...images("project_images", row.id)] },
      });
    }
    for (const row of db.prepare("SELECT id, title FROM blogs WHERE deleted_at IS NULL").all() as Array<{ id: string; title: string }>) {
      records.set(row.id, { kind: "blogs", shape: { title: row.title, images: images("blog_images", row.id) } });
    }
    for (const row of db.prepare("SELECT id, title FROM galleries WHERE deleted_at IS NULL").all() as Array<{
      id: string;
      title: string;
    }>) {
      records.set(row.id, { kind: "galleries", shape: { title: row.title, images: images("gallery_images", row.id) } });
    }
    return records;
  } finally {
    db.close();
  }
}

describe("backup and restore", () => {
  it(
    "backs up a site under writes and restores it into an empty folder, whole",
    async () => {
      const dataDir = await folder("site-live-");
      const live = await startChild({ dataDir, port: await freePort() });
      servers.push(live);
      const login = await fetch(`${live.baseUrl}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(CHILD_ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      const model = new WriteModel(
        [await makeImage({ width: 320, height: 240, noise: true }), await makeImage({ width: 900, height: 600, noise: true })],
        token,
        live.baseUrl,
        40,
      );
      for (let i = 0; i < 6; i++) await model.step();

      const figures = { backups: 0, writesDuringBackups: 0, records: 0, filesChecked: 0, bytes: 0 };
      for (let round = 0; round < (LONG ? 3 : 1); round++) {
        // Two administrators keep writing from before the backup starts until it has finished.
        let writing = true;
        const writers = Array.from({ length: 2 }, async () => {
          while (writing) await model.step();
        });
        const backupDir = path.join(await folder("site-backup-"), "copy");
        let made: { code: number; output: string };
        try {
          await new Promise((resolve) => setTimeout(resolve, SIZES.backupWrites * 250));
          const before = model.figures.creates + model.figures.edits + model.figures.deletes;
          made = await runScript("backup", backupDir, dataDir);
          figures.writesDuringBackups += model.figures.creates + model.figures.edits + model.figures.deletes - before;
          await new Promise((resolve) => setTimeout(resolve, SIZES.backupWrites * 250));
        } finally {
          writing = false;
          await Promise.all(writers);
        }
        expect(made.code, made.output).toBe(0);
        expect(made.output).toMatch(/Backed up \d+ projects/);
        figures.backups++;

        // A restore never overwrites a live site.
        const refused = await runScript("restore", backupDir, dataDir);
        expect(refused.code).not.toBe(0);
        expect(refused.output).toMatch(/is not empty/);

        const restoredDir = path.join(await folder("site-restored-"), "data");
        const restored = await runScript("restore", backupDir, restoredDir);
        expect(restored.code, restored.output).toBe(0);

        const manifest = JSON.parse(await readFile(path.join(backupDir, "manifest.json"), "utf8")) as Manifest;
        const expected = recordsInBackup(path.join(backupDir, "site.db"));
        const copy = await startChild({ dataDir: restoredDir, port: await freePort() });
        servers.push(copy);
        const records = await readRecords(copy.baseUrl);
        const shown = new Map<string, { kind: Kind; shape: Shape }>();
        for (const kind of ["projects", "blogs", "galleries"] as const)
          for (const record of records[kind]) shown.set(record._id, { kind, shape: shapeOf(kind, record) });
        expect(shown).toEqual(expected);
        figures.records += shown.size;

        // Every file the records use is in the manifest; the start-up sweep removed none of them.
        const listed = new Map(manifest.files.map((f) => [f.name, f.sha256]));
        for (const name of [...referencedImages(records)].flatMap(filesOf)) expect(listed.has(name), name).toBe(true);
        expect((await readdir(path.join(restoredDir, "uploads"))).sort()).toEqual([...listed.keys()].sort());
        // The photos the trash and the versions hold are the signed-in administrator's to see.
        const headers = await adminHeaders(copy.baseUrl);
        for (const [name, sha256] of listed) {
          const response = await fetch(`${copy.baseUrl}/uploads/${name}`, { headers });
          expect(response.status, name).toBe(200);
          const bytes = Buffer.from(await response.arrayBuffer());
          expect(createHash("sha256").update(bytes).digest("hex"), name).toBe(sha256);
          figures.filesChecked++;
          figures.bytes += bytes.length;
        }
        await copy.stop();
      }
      reportFigures("backup", { mode: LONG ? "long" : "short", ...figures, ...model.figures });
      expect(model.failures).toEqual([]);
      expect(figures.writesDuringBackups, "writes answered while a backup ran").toBeGreaterThan(0);
    },
    LONG ? 20 * 60_000 : 180_000,
  );
});
