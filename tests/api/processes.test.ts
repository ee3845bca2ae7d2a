/**
 * Several processes on one PostgreSQL database (issue #31, db/postgres-session.ts): a change
 * written through one is heard by the others as it commits, before any of them is asked for a page
 * (a NOTIFY, not the once-a-second read of the events table); and one of them, never two, runs
 * the scheduled work, another taking over when it stops. On SQLite the site is one process: skipped.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCreateSchema } from "../../domain/schemas";
import { buildApp, type App } from "../../server/app";
import type { FeedEvent } from "../../server/services/change-feed";
import { systemContext } from "../../server/services/context";
import { loadConfig } from "../../server/config";
import { prepareSite } from "../../server/start-up";
import { newTestDatabase, ON_POSTGRES, startServer, type TestServer } from "./harness";

describe.skipIf(!ON_POSTGRES)("processes on one PostgreSQL database", () => {
  let first: TestServer;
  let second: App;
  let third: App;

  beforeAll(async () => {
    first = await startServer({ SCHEDULER_INTERVAL_MS: "200" });
    second = await buildApp(first.config, { pages: false });
    third = await buildApp(first.config, { pages: false });
    await Promise.all([second.app.ready(), third.app.ready()]);
  });
  afterAll(async () => {
    // Each process once (App.close is idempotent), the database last (the harness drops it).
    for (const app of [third, second]) await app?.close();
    await first?.close();
  });

  it("hear a change written anywhere as it commits, without a request to read the events", async () => {
    const heard: Array<{ event: FeedEvent; at: number }> = [];
    const unlisten = third.services.onChange((event) => heard.push({ event, at: Date.now() }));
    try {
      const written = Date.now();
      const blog = await second.services.blogs.create(
        systemContext("second process", new Date()),
        blogCreateSchema.parse({ title: "Heard at once", content: "Written through another process.", author: "Office" }),
        [],
      );
      // Nothing asks the third process for anything: only the notification can bring it.
      await expect.poll(() => heard.find(({ event }) => event.itemId === blog._id), { timeout: 1_000, interval: 20 }).toBeTruthy();
      const lag = heard.find(({ event }) => event.itemId === blog._id)!.at - written;
      expect(lag).toBeLessThan(1_000);
    } finally {
      unlisten();
    }
  });

  it("run the scheduled work in one process at a time, and another takes it over when that one stops", async () => {
    const apps = [first.built, second, third];
    const leading = (among: App[]) => among.filter((app) => app.leads());
    await expect.poll(() => leading(apps).length, { timeout: 5_000 }).toBe(1);
    const leader = leading(apps)[0]!;
    // The leader stops (a deploy, a machine lost): its session ends, and with it the lock.
    await leader.close();
    const rest = apps.filter((app) => app !== leader);
    await expect.poll(() => leading(rest).length, { timeout: 5_000 }).toBe(1);
  });
});

describe.skipIf(!ON_POSTGRES)("processes starting at once on a new PostgreSQL database", () => {
  it("make one schema, one administrator and one set of demo content between them", async () => {
    const database = (await newTestDatabase())!;
    const dataDir = await mkdtemp(path.join(tmpdir(), "site-start-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
      DEMO_CONTENT: "true",
      ADMIN_EMAIL: "owner@start.test",
      ADMIN_PASSWORD: "a long start-up password",
    });
    const apps: App[] = [];
    try {
      // A deploy starts every instance together: each migrates, bootstraps and seeds as it would alone.
      const started = await Promise.all(
        [1, 2, 3].map(async () => {
          const app = await buildApp(config, { pages: false });
          apps.push(app);
          await prepareSite(app, config);
          return app;
        }),
      );
      const db = started[0]!.db;
      expect(await db.selectFrom("admin_users").select("email").execute()).toEqual([{ email: "owner@start.test" }]);
      // The demo posts and projects once each: a second seeding would add each title again.
      for (const table of ["blogs", "projects"] as const) {
        const titles = (await db.selectFrom(table).select("title").execute()).map((row) => row.title);
        expect(titles.length).toBeGreaterThan(0);
        expect(new Set(titles).size).toBe(titles.length);
      }
      expect((await db.selectFrom("site_sections").select("name").execute()).length).toBeGreaterThan(0);
    } finally {
      for (const app of apps) await app.close();
      await rm(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
