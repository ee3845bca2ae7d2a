/**
 * Two server processes on one database (docs/architecture.md §10): each clears its own page
 * cache from the change events table, not from a message the writer sends in memory, so a post
 * saved through one is on the other's cached pages within a second, and its own answer never
 * waits for the other.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog } from "../../domain/entities";
import { blogCreateSchema } from "../../domain/schemas";
import { buildApp, type App } from "../../server/app";
import { systemContext } from "../../server/services/context";
import { startServer, type TestServer } from "./harness";

let first: TestServer;
let second: App;

beforeAll(async () => {
  first = await startServer();
  // A second process on the same data folder: its own connection, cache and change feed.
  second = await buildApp(first.config, { pages: false });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const titles = async () => (await first.anon.json<{ blogs: Blog[] }>("GET", "/api/blogs")).blogs.map((blog) => blog.title);

describe("the change feed", () => {
  it("clears a page another process changed, within a second, from the events table", async () => {
    expect(await titles()).toEqual([]);
    // Kept: the second read is the first's answer.
    const kept = await first.anon.request("GET", "/api/blogs");
    const etag = kept.headers.get("etag");
    expect(etag).toBeTruthy();

    await second.services.blogs.create(
      systemContext("second process", new Date()),
      blogCreateSchema.parse({ title: "Written elsewhere", content: "Saved through the other process.", author: "Office" }),
      [],
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await titles()).toEqual(["Written elsewhere"]);
    const fresh = await first.anon.request("GET", "/api/blogs");
    expect(fresh.headers.get("etag")).not.toBe(etag);
  });

  it("clears this process's pages before its own write is answered", async () => {
    expect(await titles()).toEqual(["Written elsewhere"]);
    await first.api.createBlog({ title: "Written here", content: "Saved through this process.", author: "Office" });
    expect(await titles()).toEqual(["Written here", "Written elsewhere"]);
  });
});
