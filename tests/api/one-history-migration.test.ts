/**
 * An update from the release before one history (migration 013): a section's saved versions and
 * the photos they hold move to the history every kind shares, and are listed, compared and
 * restored as before; the photo a version alone holds stays stored.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../server/app";
import { loadConfig } from "../../server/config";
import { migrateTo, openDatabase } from "../../server/db/database";
import { systemContext } from "../../server/services/context";

let folder: string;
let app: App;
const OLD_PHOTO = "0123456789abcdef0123456789abcdef.jpg";

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "site-history-"));
  const config = loadConfig({ DATA_DIR: folder, LOG_LEVEL: "silent", DEMO_CONTENT: "false" });
  const old = openDatabase(config.dbFile);
  await migrateTo(old.db, "012-change-feed");
  const now = "2026-11-20T10:00:00.000Z";
  await sql`insert into media (name, sha256, format, width, height, bytes, placeholder, created_at, widths)
    values (${OLD_PHOTO}, ${"a".repeat(64)}, 'jpeg', 800, 600, 1000, '', ${now}, '[]')`.execute(old.db);
  const about = (text: string, photo: string | null) => JSON.stringify({ story: [text], photo });
  await sql`insert into site_sections (name, content, updated_at) values ('about', ${about("Now", null)}, ${now})`.execute(old.db);
  await sql`insert into site_versions (id, section, content, saved_at) values
    ('aaaaaaaaaaaaaaaaaaaaaaa1', 'about', ${about("Then", OLD_PHOTO)}, '2026-11-19T10:00:00.000Z'),
    ('aaaaaaaaaaaaaaaaaaaaaaa2', 'about', ${about("Now", null)}, ${now})`.execute(old.db);
  await sql`insert into site_images (owner, image) values ('version:aaaaaaaaaaaaaaaaaaaaaaa1', ${OLD_PHOTO})`.execute(old.db);
  await old.close();
  app = await buildApp(config, { pages: false });
});
afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

describe("a section's history after the update", () => {
  it("is listed, holds its photo, and restores as before", async () => {
    expect(await app.services.site.versions("about")).toEqual([
      { id: "aaaaaaaaaaaaaaaaaaaaaaa2", savedAt: "2026-11-20T10:00:00.000Z" },
      { id: "aaaaaaaaaaaaaaaaaaaaaaa1", savedAt: "2026-11-19T10:00:00.000Z" },
    ]);
    // Only the version holds the photo: the collection keeps it.
    await app.services.upkeep.sweep();
    expect((await app.db.selectFrom("media").select("name").execute()).map((row) => row.name)).toEqual([OLD_PHOTO]);
    const restored = await app.services.site.restore(systemContext("test", new Date()), "about", "aaaaaaaaaaaaaaaaaaaaaaa1");
    expect(restored.story).toEqual(["Then"]);
    expect(restored.photo).toBe(OLD_PHOTO);
    expect(await app.services.site.versions("about")).toHaveLength(3);
    const held = await app.db.selectFrom("site_images").select(["owner", "image"]).execute();
    expect(held).toEqual([{ owner: "section:about", image: OLD_PHOTO }]);
  });
});
