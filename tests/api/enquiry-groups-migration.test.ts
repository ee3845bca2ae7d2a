/**
 * An update from the release before reply templates and grouped enquiries (migration 017): the
 * enquiries kept before, their numbers typed as they were then, join their visitor's group, and
 * the site gets the default reply templates.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REPLY_TEMPLATES } from "../../domain/reply-templates";
import { buildApp, type App } from "../../server/app";
import { loadConfig } from "../../server/config";
import { migrateTo, openDatabase } from "../../server/db/database";

let folder: string;
let app: App;

const ROWS = [
  { id: "aaaaaaaaaaaaaaaaaaaaaaa1", phone: "098470 12345", at: "2026-11-18T10:00:00.000Z" },
  { id: "aaaaaaaaaaaaaaaaaaaaaaa2", phone: "+91 98470 12345", at: "2026-11-19T10:00:00.000Z" },
  { id: "aaaaaaaaaaaaaaaaaaaaaaa3", phone: "+971 501234567", at: "2026-11-20T10:00:00.000Z" },
];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "site-groups-"));
  const config = loadConfig({ DATA_DIR: folder, LOG_LEVEL: "silent", DEMO_CONTENT: "false" });
  const old = openDatabase(config.dbFile);
  await migrateTo(old.db, "015-staged-uploads");
  for (const [index, row] of ROWS.entries()) {
    await sql`insert into enquiries (id, key, reference, kind, status, name, phone, phone_digits, email, message, details,
        page, address_hash, follow_up_on, automated, quoted_reference, created_at, updated_at)
      values (${row.id}, ${`key-of-the-old-enquiry-${index}`}, ${`E-1811-0000${index}`}, 'call-back', 'new', 'Old visitor',
        ${row.phone}, ${row.phone.replace(/\D/g, "").slice(-10)}, '', '', '{"kind":"call-back"}', '/contact', '', null, 0, null,
        ${row.at}, ${row.at})`.execute(old.db);
  }
  await old.close();
  app = await buildApp(config, { pages: false });
});
afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

describe("after the update", () => {
  it("groups the enquiries kept before by their number, however it was typed", async () => {
    const page = await app.services.enquiries.list({ group: "phone" });
    expect(page.groups!.map((group) => [group.key, group.enquiries.map((e) => e.id)])).toEqual([
      ["971501234567", ["aaaaaaaaaaaaaaaaaaaaaaa3"]],
      ["919847012345", ["aaaaaaaaaaaaaaaaaaaaaaa2", "aaaaaaaaaaaaaaaaaaaaaaa1"]],
    ]);
  });

  it("starts the company with the default reply templates", async () => {
    const templates = await app.services.replyTemplates.list();
    expect(templates.map(({ name, text }) => ({ name, text }))).toEqual(DEFAULT_REPLY_TEMPLATES);
  });
});
