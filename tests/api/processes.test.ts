/**
 * Several processes on one PostgreSQL database (issue #31, db/postgres-session.ts): a change
 * written through one is heard by the others as it commits, before any of them is asked for a page
 * (a NOTIFY, not the once-a-second read of the events table); and one of them, never two, runs
 * the scheduled work, another taking over when it stops. On SQLite the site is one process: skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCreateSchema } from "../../domain/schemas";
import { buildApp, type App } from "../../server/app";
import type { FeedEvent } from "../../server/services/change-feed";
import { systemContext } from "../../server/services/context";
import { ON_POSTGRES, startServer, type TestServer } from "./harness";

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
