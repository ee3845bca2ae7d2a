/**
 * The admin area's lists at any size (issue #17): a page of the items and how many match, counted
 * and cut in SQL, drafts included, with a search over the items' text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog, Project } from "../../domain/entities";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe("the admin lists", () => {
  it("answer a part and the total, newest first, drafts included, trash left out", async () => {
    const cover = { name: "c.jpg", data: await makeImage() };
    const made: Project[] = [];
    for (let i = 0; i < 5; i++)
      made.push(await server.api.createProject({ title: `Listed ${i}`, coverImage: cover, status: i === 4 ? "draft" : "published" }));
    await server.api.remove("projects", made[0]!._id);
    const part = await server.api.json<{ projects: Project[]; total: number }>("GET", "/api/admin/projects?offset=1&limit=2");
    expect(part.total).toBe(4);
    expect(part.projects.map((p) => p.title)).toEqual(["Listed 3", "Listed 2"]);
    const first = await server.api.json<{ projects: Project[]; total: number }>("GET", "/api/admin/projects?limit=1");
    expect(first.projects[0]).toMatchObject({ title: "Listed 4", status: "draft" });
    expect((await server.anon.request("GET", "/api/admin/projects?limit=1")).status).toBe(401);
    expect((await server.api.request("GET", "/api/admin/projects?limit=-1")).status).toBe(400);
  });

  it("search every item's text, case-insensitively, taking % and _ literally", async () => {
    await server.api.createBlog({ title: "Roof care", content: "Clean the GUTTERS before June.", author: "Anu" });
    await server.api.createBlog({ title: "Walls", content: "Laterite and brick.", author: "Meera" });
    await server.api.createBlog({ title: "Discounts", content: "Save 10% on tiles", author: "Anu" });
    const gutters = await server.api.json<{ blogs: Blog[]; total: number }>("GET", "/api/admin/blogs?q=gutters&limit=10");
    expect(gutters.blogs.map((b) => b.title)).toEqual(["Roof care"]);
    const byAuthor = await server.api.json<{ blogs: Blog[]; total: number }>("GET", "/api/admin/blogs?q=meera");
    expect(byAuthor.total).toBe(1);
    const percent = await server.api.json<{ blogs: Blog[]; total: number }>("GET", `/api/admin/blogs?q=${encodeURIComponent("10%")}`);
    expect(percent.blogs.map((b) => b.title)).toEqual(["Discounts"]);
    const wildcard = await server.api.json<{ blogs: Blog[]; total: number }>("GET", `/api/admin/blogs?q=${encodeURIComponent("%")}`);
    expect(wildcard.blogs.map((b) => b.title)).toEqual(["Discounts"]);
  });
});
