/**
 * The 160-px (thumbnail) and 720-px variants: made by the upload pipeline, recorded per image
 * (media.widths), listed in a srcset only where the file exists, and made in the background for
 * images stored before them.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator, sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { srcSet } from "../../app/lib/images";
import type { GalleryItem } from "../../domain/entities";
import { buildApp } from "../../server/app";
import { migrateToLatest, openConfigured, openDatabase } from "../../server/db/database";
import * as m001 from "../../server/db/migrations/001-initial";
import { variantName } from "../../domain/images";
import { openStorage, type FileStorage } from "../../server/media/storage";
import { backfillVariants } from "../../server/media/backfill";
import { MediaStore } from "../../server/media/store";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { ON_BUCKET, startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function uploadGallery(widths: number[]): Promise<string[]> {
  const files = await Promise.all(
    widths.map(async (width, i) => ({
      name: `p${i}.jpg`,
      data: await makeImage({ width, height: Math.round(width * 0.75), noise: true }),
    })),
  );
  const response = await server.api.request("POST", "/api/gallery-upload", formData({ title: "Variants", gallery: files }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { gallery: GalleryItem }).gallery.images;
}

async function served(file: string): Promise<{ status: number; width?: number }> {
  const response = await fetch(`${server.baseUrl}/uploads/${file}`);
  if (response.status !== 200) return { status: response.status };
  return { status: 200, width: (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width };
}

/** Turns stored images into what a data folder made before the 160 and 720 variants holds. */
async function makeLegacy(names: string[]): Promise<void> {
  for (const name of names) for (const w of [160, 720]) await server.removeUpload(variantName(name, w));
  await server.db.transaction().execute(async (trx) => {
    await trx.updateTable("media").set({ widths: "480,960,1600" }).where("name", "in", names).execute();
  });
}

async function widthsOf(name: string): Promise<readonly number[] | undefined> {
  return (await server.services.images.info([name])).get(name)?.widths;
}

describe("the upload pipeline", () => {
  it("makes 160- and 720-px WebPs beside 480, 960 and 1600, never wider than the original", async () => {
    const [wide, narrow] = await uploadGallery([1200, 600]);
    expect(await served(variantName(wide!, 160))).toEqual({ status: 200, width: 160 });
    expect(await served(variantName(wide!, 720))).toEqual({ status: 200, width: 720 });
    expect(await served(variantName(wide!, 960))).toEqual({ status: 200, width: 960 });
    expect(await served(variantName(wide!, 480))).toEqual({ status: 200, width: 480 });
    expect(await served(variantName(narrow!, 720))).toEqual({ status: 200, width: 600 });
    expect(await widthsOf(wide!)).toEqual([160, 480, 720, 960, 1600]);
  });

  it("each variant is lighter than the next wider one; a thumbnail is a small fraction of the 480", async () => {
    const [name] = await uploadGallery([1600]);
    const bytes = async (w: number) => (await server.readUpload(variantName(name!, w)))!.length;
    const [b160, b480, b720, b960] = [await bytes(160), await bytes(480), await bytes(720), await bytes(960)];
    expect(b160 * 4).toBeLessThan(b480);
    expect(b480).toBeLessThan(b720);
    expect(b720).toBeLessThan(b960);
  });
});

describe("images stored before the 160 and 720 variants", () => {
  it("the migration records the three old widths for rows that existed", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "site-migrate-"));
    const database = openDatabase(path.join(folder, "site.db"));
    try {
      const old = new Migrator({ db: database.db, provider: { getMigrations: async () => ({ "001-initial": m001 }) } });
      expect((await old.migrateToLatest()).error).toBeUndefined();
      await sql`INSERT INTO media (name, sha256, format, width, height, bytes, placeholder, created_at)
        VALUES ('0123456789abcdef0123456789abcdef.jpg', 'x', 'jpg', 1600, 1200, 1, '', '2025-01-01T00:00:00.000Z')`.execute(database.db);
      await migrateToLatest(database.db);
      const row = await database.db.selectFrom("media").select("widths").executeTakeFirstOrThrow();
      expect(row.widths).toBe("480,960,1600");
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("get a srcset of the files that exist only", async () => {
    const [name] = await uploadGallery([1600]);
    await makeLegacy([name!]);
    const info = (await server.services.images.info([name])).get(name!)!;
    expect(info.widths).toEqual([480, 960, 1600]);
    const urls = srcSet(name!, info)
      .split(", ")
      .map((candidate) => candidate.split(" ")[0]!);
    expect(urls.map((u) => u.split("-w")[1])).toEqual(["480.webp", "960.webp", "1600.webp"]);
    for (const url of urls) expect((await fetch(`${server.baseUrl}${url}`)).status, url).toBe(200);
  });

  it("get the variant in the background, once, and the files and rows agree", async () => {
    const names = await uploadGallery([1400, 500]);
    await makeLegacy(names);
    const first = await server.services.upkeep.backfillVariants();
    expect(first.failed).toEqual([]);
    expect(first.images).toBeGreaterThanOrEqual(2);
    expect(await served(variantName(names[0]!, 720))).toEqual({ status: 200, width: 720 });
    expect(await served(variantName(names[1]!, 720))).toEqual({ status: 200, width: 500 });
    expect(await served(variantName(names[0]!, 160))).toEqual({ status: 200, width: 160 });
    for (const name of names) expect(await widthsOf(name)).toEqual([160, 480, 720, 960, 1600]);
    expect(await server.services.upkeep.backfillVariants()).toEqual({ images: 0, failed: [] });
  });

  // A bucket has no half-written file: an object is whole or absent.
  it.skipIf(ON_BUCKET)("a start after a crash mid-way removes the half-written file and finishes the job", async () => {
    const [name] = await uploadGallery([1300]);
    await makeLegacy([name!]);
    // What a crash during the write leaves: a temporary file, and the row without the width.
    await server.writeUpload(".tmp-0123456789abcdef", "RIFF half a WebP");
    const next = await buildApp(server.config, { pages: false });
    try {
      const swept = await next.services.upkeep.sweep();
      expect(swept.files).toBe(1);
      const run = await next.services.upkeep.backfillVariants();
      expect(run.failed).toEqual([]);
      expect(await served(variantName(name!, 720))).toEqual({ status: 200, width: 720 });
      expect((await server.uploads()).filter((f) => f.startsWith(".tmp-"))).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it("a crash between the file and the row is finished by the next run with the same bytes", async () => {
    const [name] = await uploadGallery([1100]);
    const file = variantName(name!, 720);
    const bytes = await server.readUpload(file);
    await server.db.transaction().execute(async (trx) => {
      await trx.updateTable("media").set({ widths: "480,960,1600" }).where("name", "=", name!).execute();
    });
    const run = await server.services.upkeep.backfillVariants();
    expect(run.failed).toEqual([]);
    expect(await server.readUpload(file)).toEqual(bytes);
    expect(await widthsOf(name!)).toEqual([160, 480, 720, 960, 1600]);
  });

  it("a failing disk ends the run with the row untouched; an image without its original is skipped", async () => {
    const names = await uploadGallery([900, 800]);
    await makeLegacy(names);
    await server.removeUpload(names[1]!);
    const database = openConfigured(server.config);
    const real = await openStorage({ s3: server.config.s3, folder: server.config.uploadsDir });
    const full: FileStorage = {
      ...real,
      write: async () => Promise.reject(Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" })),
    };
    try {
      await expect(backfillVariants(database.db, new MediaStore(database.db, full))).rejects.toThrow(/ENOSPC/);
      expect(await widthsOf(names[0]!)).toEqual([480, 960, 1600]);

      const run = await backfillVariants(database.db, new MediaStore(database.db, real));
      expect(run.failed).toEqual([{ name: names[1], reason: "the original file is missing" }]);
      expect(await widthsOf(names[0]!)).toEqual([160, 480, 720, 960, 1600]);
      expect(await widthsOf(names[1]!)).toEqual([480, 960, 1600]);
    } finally {
      await database.close();
    }
  });
});
