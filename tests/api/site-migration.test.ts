/**
 * An update from the previous release (issue #13): its data folder (the schema of migrations
 * 001–004, a project with its photo, the company's facts in the environment) started by this
 * release keeps everything, gets the site's content written from today's texts and those facts,
 * and from then on the environment no longer changes what the company set in the admin area.
 * The server runs as the real production process (`npm test` builds it first).
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import type { SiteContent, SiteVersion } from "../../domain/site-content";
import { openDatabase } from "../../server/db/database";
import * as m001 from "../../server/db/migrations/001-initial";
import * as m002 from "../../server/db/migrations/002-media-widths";
import * as m003 from "../../server/db/migrations/003-media-color";
import * as m004 from "../../server/db/migrations/004-sign-in-throttle";
import { formatWidths, processUpload } from "../../server/media/process";
import { CHILD_ADMIN, freePort, startChild, type ChildServer } from "../hard/support/child-server";
import { ApiClient } from "../support/client";
import { makeImage } from "../support/images";

const PROJECT_ID = "65a1b2c3d4e5f60718293a4b";
const OLD_ENV = {
  SITE_NAME: "Vizhinjam Constructions",
  COMPANY_PHONE: "+91 94470 55555",
  COMPANY_EMAIL: "office@vizhinjam.example",
  COMPANY_ADDRESS: "Harbour Road; Vizhinjam P.O.",
};

let folder: string;
let cover: string;

/** What the previous release left in its data folder: its schema, a project and the project's photo files. */
async function previousReleaseFolder(): Promise<void> {
  const uploads = path.join(folder, "uploads");
  await mkdir(uploads, { recursive: true });
  const source = path.join(folder, "camera.jpg");
  const data = await makeImage({ width: 1600, height: 1000, noise: true });
  await writeFile(source, data);
  const image = await processUpload({
    path: source,
    field: "coverImage",
    clientName: "camera.jpg",
    bytes: data.length,
    sha256: createHash("sha256").update(data).digest("hex"),
    format: "jpeg",
  });
  await rm(source);
  for (const file of image.files) await writeFile(path.join(uploads, file.name), file.data);
  cover = image.name;

  const database = openDatabase(path.join(folder, "site.db"));
  try {
    const previous = new Migrator({
      db: database.db,
      provider: {
        getMigrations: async () => ({
          "001-initial": m001,
          "002-media-widths": m002,
          "003-media-color": m003,
          "004-sign-in-throttle": m004,
        }),
      },
    });
    expect((await previous.migrateToLatest()).error).toBeUndefined();
    const now = "2026-10-01T09:00:00.000Z";
    await database.db
      .insertInto("media")
      .values({
        name: image.name,
        sha256: image.sha256,
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: data.length,
        placeholder: image.placeholder,
        color: image.color,
        widths: formatWidths(image.widths),
        created_at: now,
      })
      .execute();
    await database.db
      .insertInto("projects")
      .values({
        id: PROJECT_ID,
        title: "Harbour view residence",
        description: "Built before the site content was editable.",
        category: "residential",
        location: "Vizhinjam",
        cover_image: image.name,
        created_at: now,
        updated_at: now,
        // The previous release's table: no slug, status or facts yet.
      } as never)
      .execute();
  } finally {
    await database.close();
  }
}

async function start(env: Record<string, string>): Promise<ChildServer> {
  return startChild({ dataDir: folder, port: await freePort(), env });
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "site-previous-release-"));
  await previousReleaseFolder();
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("a data folder made by the previous release", () => {
  it("keeps its projects and photos, and gets the site's content from today's texts and its environment", async () => {
    const server = await start(OLD_ENV);
    try {
      const { projects } = (await (await fetch(`${server.baseUrl}/api/projects`)).json()) as { projects: Project[] };
      expect(projects.map((p) => [p._id, p.title, p.coverImage])).toEqual([[PROJECT_ID, "Harbour view residence", cover]]);
      expect((await fetch(`${server.baseUrl}/uploads/${cover}`)).status).toBe(200);
      // Issue #17: it is published, with a slug made from its title; its id URL leads there.
      expect(projects[0]).toMatchObject({ slug: "harbour-view-residence", status: "published" });
      const moved = await fetch(`${server.baseUrl}/projects/${PROJECT_ID}`, { redirect: "manual" });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/projects/harbour-view-residence");

      const { site } = (await (await fetch(`${server.baseUrl}/api/site`)).json()) as { site: SiteContent };
      expect(site.company).toMatchObject({
        name: "Vizhinjam Constructions",
        phone: "+91 94470 55555",
        whatsapp: "919447055555",
        email: "office@vizhinjam.example",
        addressLines: ["Harbour Road", "Vizhinjam P.O."],
      });
      expect(site.home.hero.headline).toBe("Building Your Dreams Into Reality");
      expect(site.services.tiers.map((t) => t.title)).toHaveLength(3);

      const home = await (await fetch(`${server.baseUrl}/`)).text();
      expect(home).toContain("tel:+919447055555");
      expect(home).toContain("Harbour view residence");

      const api = new ApiClient(server.baseUrl);
      await api.login(CHILD_ADMIN.email, CHILD_ADMIN.password);
      // The seed is the first saved version of each section.
      expect(await api.json<{ versions: SiteVersion[] }>("GET", "/api/site/company/versions")).toMatchObject({
        versions: [{ id: expect.stringMatching(/^[0-9a-f]{24}$/) }],
      });
      await api.json("PUT", "/api/site/company", { ...site.company, phone: "+91 99950 12121", whatsapp: "919995012121" });
    } finally {
      await server.stop();
    }

    // Started again with other facts in the environment: what the admin area saved stands.
    const again = await start({ ...OLD_ENV, COMPANY_PHONE: "+91 90480 00000" });
    try {
      const { content } = (await (await fetch(`${again.baseUrl}/api/site/company`)).json()) as { content: SiteContent["company"] };
      expect(content.phone).toBe("+91 99950 12121");
      expect(content.name).toBe("Vizhinjam Constructions");
      expect((await fetch(`${again.baseUrl}/uploads/${cover}`)).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
