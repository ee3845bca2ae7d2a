/**
 * Each stored image's average colour: worked out by the upload pipeline, recorded in its media
 * row, sent with what pages need to show it, and worked out at start for images stored before.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator, sql, type RawBuilder } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GalleryItem } from "../../domain/entities";
import { migrateToLatest, openDatabase } from "../../server/db/database";
import * as m001 from "../../server/db/migrations/001-initial";
import * as m002 from "../../server/db/migrations/002-media-widths";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function upload(colors: string[]): Promise<string[]> {
  const files = await Promise.all(
    colors.map(async (color, i) => ({ name: `c${i}.jpg`, data: await makeImage({ width: 800, height: 600, color }) })),
  );
  const response = await server.api.request("POST", "/api/gallery-upload", formData({ title: "Colours", gallery: files }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { gallery: GalleryItem }).gallery.images;
}

/** Runs a statement on the server's database, as the media store's own writes do. */
async function execute(statement: RawBuilder<unknown>): Promise<void> {
  await server.db.transaction().execute(async (trx) => {
    await statement.execute(trx);
  });
}

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

describe("an image's average colour", () => {
  it("is worked out at upload and sent beside the placeholder", async () => {
    const [red, blue] = await upload(["rgb(200, 20, 20)", "rgb(20, 40, 210)"]);
    const infos = await server.services.images.info([red, blue]);
    const redInfo = infos.get(red!)!;
    expect(redInfo.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(redInfo.placeholder).toMatch(/^data:image\/webp;base64,/);
    // The test image is the colour with a paler box and a label over part of it.
    const [r, g, b] = channels(redInfo.color!);
    expect(r).toBeGreaterThan(g! + 60);
    expect(r).toBeGreaterThan(b! + 60);
    const [r2, , b2] = channels(infos.get(blue!)!.color!);
    expect(b2).toBeGreaterThan(r2! + 60);
  });

  it("is worked out at start from the placeholder for images stored before it was recorded", async () => {
    const [green, grey] = await upload(["rgb(30, 160, 40)", "rgb(128, 128, 128)"]);
    const before = await server.services.images.info([green, grey]);
    await execute(sql`UPDATE media SET color = NULL WHERE name IN (${green}, ${grey})`);
    const legacy = await server.services.images.info([green]);
    expect(legacy.get(green!)).not.toHaveProperty("color");
    expect(legacy.get(green!)!.placeholder).toBe(before.get(green!)!.placeholder);

    expect(await server.services.upkeep.fillColors()).toBe(2);
    const after = await server.services.images.info([green, grey]);
    expect(after.get(green!)!.color).toBe(before.get(green!)!.color);
    expect(after.get(grey!)!.color).toBe(before.get(grey!)!.color);
    expect(await server.services.upkeep.fillColors()).toBe(0);
  });

  it("an image whose placeholder holds no picture keeps none, and the fill goes on", async () => {
    const [kept] = await upload(["rgb(240, 200, 20)"]);
    await execute(sql`UPDATE media SET color = NULL WHERE name = ${kept}`);
    await execute(sql`INSERT INTO media (name, sha256, format, width, height, bytes, placeholder, created_at)
      VALUES ('fedcba9876543210fedcba9876543210.jpg', 'x', 'jpg', 10, 10, 1, 'data:image/webp;base64,bm90IGFuIGltYWdl', '2025-01-01T00:00:00.000Z')`);
    expect(await server.services.upkeep.fillColors()).toBe(1);
    expect((await server.services.images.info([kept])).get(kept!)!.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(
      (await server.services.images.info(["fedcba9876543210fedcba9876543210.jpg"])).get("fedcba9876543210fedcba9876543210.jpg"),
    ).not.toHaveProperty("color");
  });

  it("the migration leaves rows that existed without a colour", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "site-migrate-"));
    const database = openDatabase(path.join(folder, "site.db"));
    try {
      const old = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => ({ "001-initial": m001, "002-media-widths": m002 }) },
      });
      expect((await old.migrateToLatest()).error).toBeUndefined();
      await sql`INSERT INTO media (name, sha256, format, width, height, bytes, placeholder, created_at)
        VALUES ('0123456789abcdef0123456789abcdef.jpg', 'x', 'jpg', 1600, 1200, 1, '', '2025-01-01T00:00:00.000Z')`.execute(database.db);
      await migrateToLatest(database.db);
      const row = await database.db.selectFrom("media").select(["color", "widths"]).executeTakeFirstOrThrow();
      expect(row).toEqual({ color: null, widths: "480,960,1600" });
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
