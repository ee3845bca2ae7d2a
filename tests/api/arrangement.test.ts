/**
 * The owner's order of the portfolio (docs/product.md §2 "Arrange portfolio", docs/api.md "The
 * portfolio's order"): a save puts the projects in its order and pins one; every public list
 * follows (the API's, /projects with its Featured Project, the home page), kept pages included,
 * right after the save; a project added later comes first until the next arrangement; a bad save
 * is refused whole and changes nothing; posts and gallery items keep their newest-first order.
 */
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import { EDITORS_WRITE, defineKind, ITEM_KINDS, projects as projectKind } from "../../domain/kinds";
import { z } from "../../domain/zod";
import { loose } from "../../server/db/database";
import { listOrder, publicAt } from "../../server/services/publishing";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { ON_POSTGRES, startServer, type TestServer } from "./harness";

let server: TestServer;
let now = Date.parse("2026-03-02T04:30:00Z");
const ARRANGEMENT = "/api/admin/projects/arrangement";

/** The projects by their letter: A is the oldest. */
const made: Record<string, Project> = {};

async function create(letter: string, fields: Record<string, string> = {}): Promise<Project> {
  now += 60_000;
  const project = await server.api.createProject({
    title: `Curated ${letter}`,
    category: "Residential",
    coverImage: { name: `${letter}.jpg`, data: await makeImage({ width: 320, height: 240 }) },
    ...fields,
  });
  made[letter] = project;
  return project;
}

const id = (letter: string) => made[letter]!._id;
const letterOf = (project: { title: string }) => project.title.replace("Curated ", "");
const titles = (html: string) => [...new Set([...html.matchAll(/>Curated ([A-Z])</g)].map((m) => m[1]!))];

async function publicOrder(query = ""): Promise<string[]> {
  const { projects } = await server.anon.json<{ projects: Project[] }>("GET", `/api/projects${query}`);
  return projects.map(letterOf);
}

async function arrangement(): Promise<{ order: string[]; pinned: string | null }> {
  const answer = await server.api.json<{ projects: Project[]; pinned: string | null }>("GET", ARRANGEMENT);
  return { order: answer.projects.map(letterOf), pinned: answer.pinned && letterOf(answer.projects.find((p) => p._id === answer.pinned)!) };
}

function save(body: unknown, token: string | null = server.api.token, contentType = "application/json"): Promise<Response> {
  const headers: Record<string, string> = { "content-type": contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(server.baseUrl + ARRANGEMENT, { method: "PUT", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}

async function arrange(order: string[], pinned: string | null): Promise<void> {
  const response = await save({ order: order.map(id), pinned: pinned && id(pinned) });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await response.json()).toEqual({ order: order.map(id), pinned: pinned && id(pinned) });
}

const page = async (path: string) => {
  const response = await fetch(server.baseUrl + path);
  return { html: await response.text(), cache: response.headers.get("x-cache") };
};

/** /projects as sent: the list's order, and the Featured Project's title. */
async function projectsPage(): Promise<{ list: string[]; featured: string | undefined; cache: string | null }> {
  const { html, cache } = await page("/projects");
  const [list, featured] = html.split("Featured Project");
  return { list: titles(list!), featured: titles(featured ?? "")[0], cache };
}

beforeAll(async () => {
  server = await startServer({}, { pages: true, clock: () => new Date(now) });
  for (const letter of ["A", "B", "C", "D"]) await create(letter);
});
afterAll(() => server.close());

describe("the order of the public lists", () => {
  it("is newest first while the portfolio was never arranged", async () => {
    expect(await publicOrder()).toEqual(["D", "C", "B", "A"]);
    expect(await arrangement()).toEqual({ order: ["D", "C", "B", "A"], pinned: null });
  });

  it("follows the saved order, the pinned project first, in every list and part of it", async () => {
    // Kept before the save: the save must clear them.
    expect((await projectsPage()).featured).toBe("D");
    expect((await page("/projects")).cache).toBe("hit");
    expect(titles((await page("/")).html)).toEqual(["D", "C", "B", "A"]);
    expect(await publicOrder()).toEqual(["D", "C", "B", "A"]);

    await arrange(["A", "B", "C", "D"], "C");
    expect(await publicOrder()).toEqual(["C", "A", "B", "D"]);
    expect(await publicOrder("?limit=2")).toEqual(["C", "A"]);
    expect(await publicOrder("?offset=2&limit=2")).toEqual(["B", "D"]);
    expect(await publicOrder("?category=residential")).toEqual(["C", "A", "B", "D"]);
    expect(await arrangement()).toEqual({ order: ["C", "A", "B", "D"], pinned: "C" });

    // The pages kept before the save show the new order at once.
    const projects = await projectsPage();
    expect(projects.cache).not.toBe("hit");
    expect(projects.list).toEqual(["C", "A", "B", "D"]);
    expect(projects.featured).toBe("C");
    expect(titles((await page("/")).html)).toEqual(["C", "A", "B", "D"]);
  });

  it("answers the admin's list in the same order when asked, and newest first otherwise", async () => {
    const admin = async (query: string) =>
      (await server.api.json<{ projects: Project[] }>("GET", `/api/admin/projects${query}`)).projects.map(letterOf);
    expect(await admin("?order=arranged&offset=0&limit=30")).toEqual(["C", "A", "B", "D"]);
    expect(await admin("?order=arranged")).toEqual(["C", "A", "B", "D"]);
    expect(await admin("?limit=1")).toEqual(["D"]);
    expect(await admin("")).toEqual(["D", "C", "B", "A"]);
    const bad = await server.api.request("GET", "/api/admin/projects?order=best");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { order: "order must be arranged or newest" } });
  });

  it("puts a project added later first (after the pinned one), newest first, until the next arrangement", async () => {
    await create("E");
    expect(await publicOrder()).toEqual(["C", "E", "A", "B", "D"]);
    await create("F");
    expect(await publicOrder()).toEqual(["C", "F", "E", "A", "B", "D"]);
    expect((await projectsPage()).list).toEqual(["C", "F", "E", "A", "B", "D"]);
    // A draft takes its place in the admin's order, and never shows to the public.
    await create("G", { status: "draft" });
    expect((await arrangement()).order).toEqual(["C", "G", "F", "E", "A", "B", "D"]);
    expect(await publicOrder()).toEqual(["C", "F", "E", "A", "B", "D"]);
  });

  it("pins one project at most: pinning another unpins the first, and null unpins", async () => {
    await arrange(["C", "G", "F", "E", "A", "B", "D"], "B");
    expect(await publicOrder()).toEqual(["B", "C", "F", "E", "A", "D"]);
    expect((await projectsPage()).featured).toBe("B");
    expect((await arrangement()).pinned).toBe("B");
    await arrange(["B", "C", "G", "F", "E", "A", "D"], null);
    expect(await publicOrder()).toEqual(["B", "C", "F", "E", "A", "D"]);
    expect((await arrangement()).pinned).toBeNull();
  });

  it("gives a project the save leaves out no place: it shows with those never arranged", async () => {
    await arrange(["A", "B"], null);
    expect(await publicOrder()).toEqual(["F", "E", "D", "C", "A", "B"]);
    await arrange(["A", "B", "C", "D", "E", "F", "G"], null);
    expect(await publicOrder()).toEqual(["A", "B", "C", "D", "E", "F"]);
  });

  it("records each project it moved in the audit log, as the administrator", async () => {
    await arrange(["B", "A", "C", "D", "E", "F", "G"], "D");
    const { changes } = await server.api.json<{
      changes: Array<{ itemId: string; action: string; fields: string[]; actor: { name: string } }>;
    }>("GET", "/api/admin/changes?kind=projects&limit=3");
    const arranged = changes.filter((change) => change.action === "arranged");
    expect(arranged.map((change) => [change.itemId, change.fields]).sort()).toEqual(
      [
        [id("A"), ["place"]],
        [id("B"), ["place"]],
        [id("D"), ["pinned"]],
      ].sort(),
    );
    expect(arranged.every((change) => change.actor.name === "owner@site.test")).toBe(true);
  });

  // The plan is SQLite's (PostgreSQL's planner reads a table this small whole, whatever its indexes).
  it.skipIf(ON_POSTGRES)("reads a page of the list from the index that holds its order", async () => {
    const db = loose(server.db);
    let query = db
      .selectFrom("projects")
      .selectAll()
      .where(publicAt(new Date(now)));
    for (const term of listOrder(projectKind.arrangement)) query = query.orderBy(term);
    // With the table's statistics, as for the newest-first index the posts use (without them, SQLite
    // starts from the status index whichever order is asked).
    await db.executeQuery(CompiledQuery.raw("analyze"));
    const compiled = query.limit(12).compile();
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    const details = plan.rows.map((row) => row.detail).join("\n");
    expect(details).toContain("projects_by_arrangement");
    expect(details).not.toContain("TEMP B-TREE");
  });
});

describe("a save refused", () => {
  const before = async () => ({
    order: await arrangement(),
    list: await publicOrder(),
    changes: (await server.api.json<{ changes: unknown[] }>("GET", "/api/admin/changes?limit=200")).changes.length,
  });

  it("changes nothing, and says why", async () => {
    const trashed = await create("T");
    await server.api.remove("projects", trashed._id);
    const state = await before();
    const all = ["A", "B", "C", "D", "E", "F", "G"].map(id);
    const refusals: Array<[unknown, number, Record<string, string>]> = [
      [{ order: [...all, "0123456789abcdef01234567"], pinned: null }, 400, { order: "There is no project 0123456789abcdef01234567" }],
      [{ order: [...all, all[0]], pinned: null }, 400, { order: `The project ${all[0]} is listed twice` }],
      [
        { order: [...all, trashed._id], pinned: null },
        400,
        { order: `The project ${trashed._id} is in the trash: restore it first, or leave it out` },
      ],
      [{ order: all.slice(1), pinned: all[0] }, 400, { pinned: "pinned must be the id of one of the projects in order, or null" }],
      [{ order: ["not-an-id"], pinned: null }, 400, { order: "Each entry of order must be a project's id" }],
      [{ order: all }, 400, { pinned: "pinned must be the id of one of the projects in order, or null" }],
      [{ pinned: null }, 400, { order: "order must be a list of project ids" }],
      [{ order: "all", pinned: null }, 400, { order: "order must be a list of project ids" }],
      [{ order: Array.from({ length: 1001 }, (_, i) => i.toString(16).padStart(24, "0")), pinned: null }, 400, {}],
      [[all], 400, {}],
      [{ order: all, pinned: null, place: 3 }, 400, {}],
    ];
    for (const [body, status, errors] of refusals) {
      const response = await save(body);
      const answer = (await response.json()) as { message: string; errors?: Record<string, string> };
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(answer.message).toBeTruthy();
      expect(answer.errors ?? {}).toMatchObject(errors);
    }
    const tooMany = (await (await save({ order: Array.from({ length: 1001 }, () => all[0]), pinned: null })).json()) as {
      errors: Record<string, string>;
    };
    expect(tooMany.errors.order).toBe("At most 1000 projects can be arranged at once");
    expect(await before()).toEqual(state);
  });

  it("refuses what is not JSON, and anyone without the token", async () => {
    const state = await before();
    const body = { order: [id("A")], pinned: null };
    expect((await save("{ order: [", server.api.token)).status).toBe(400);
    expect((await save("order=1&pinned=", server.api.token, "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await save(JSON.stringify(body), server.api.token, "text/plain")).status).toBe(400);
    const form = new FormData();
    form.append("order", id("A"));
    const multipart = await fetch(server.baseUrl + ARRANGEMENT, {
      method: "PUT",
      headers: { authorization: `Bearer ${server.api.token}` },
      body: form,
    });
    expect(multipart.status).toBe(400);
    expect((await save(body, null)).status).toBe(401);
    expect((await save(body, "not-a-real-token")).status).toBe(401);
    // A cookie is no token: another site's page cannot save through the browser's cookies.
    const withCookie = await fetch(server.baseUrl + ARRANGEMENT, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: `token=${server.api.token}; media_session=${server.api.token}` },
      body: JSON.stringify(body),
    });
    expect(withCookie.status).toBe(401);
    expect((await fetch(server.baseUrl + ARRANGEMENT)).status).toBe(401);
    expect(await before()).toEqual(state);
  });
});

describe("kinds the company does not arrange", () => {
  it("keep their newest-first order, and have no arrangement to read or save", async () => {
    for (const title of ["Post one", "Post two"]) {
      now += 60_000;
      await server.api.createBlog({ title, content: "Text", author: "Team" });
    }
    const { blogs } = await server.anon.json<{ blogs: Array<{ title: string }> }>("GET", "/api/blogs?limit=2");
    expect(blogs.map((blog) => blog.title)).toEqual(["Post two", "Post one"]);
    const admin = await server.api.json<{ blogs: Array<{ title: string }> }>("GET", "/api/admin/blogs?order=arranged&offset=0&limit=5");
    expect(admin.blogs.map((blog) => blog.title)).toEqual(["Post two", "Post one"]);
    expect((await server.api.request("PUT", "/api/admin/blogs/arrangement", { order: [], pinned: null })).status).toBe(404);
  });
});

/** A kind the product does not have, declared here alone, arranged by the company (domain/kinds/types.ts). */
const awards = defineKind({
  name: "awards",
  one: "award",
  notFound: "Award not found",
  deleted: "Award deleted",
  imagesTable: "award_photos",
  fields: {
    title: { type: "text", column: "title", label: "Name" },
    photos: { type: "photos", label: "Photos", upload: "photos", keep: "keepPhotos" },
  },
  arrangement: { place: "shelf_place", pinned: "shelf_pinned_at" },
  search: { public: ["title"], admin: ["title"] },
  schemas: { create: z.object({ title: z.string().trim().min(1) }), update: z.object({ title: z.string().trim().min(1).optional() }) },
  versions: 3,
  trashDays: 30,
  access: EDITORS_WRITE,
  previewPath: (item, token) => `/awards?preview=${token}&item=${item._id}`,
  sitePath: () => "/awards",
  admin: projectKind.admin,
});

describe("a kind declared with an arrangement", () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startServer({}, { kinds: [...ITEM_KINDS, awards], clock: () => new Date(now) });
  });
  afterAll(() => own.close());

  it("gets its columns at start, and its lists follow the company's order", async () => {
    const ids: string[] = [];
    for (const title of ["Award one", "Award two", "Award three"]) {
      now += 60_000;
      ids.push((await own.api.json<{ award: { _id: string } }>("POST", "/api/awards", formData({ title }))).award._id);
    }
    const titlesOf = async () =>
      (await own.anon.json<{ awards: Array<{ title: string }> }>("GET", "/api/awards")).awards.map((a) => a.title);
    expect(await titlesOf()).toEqual(["Award three", "Award two", "Award one"]);
    const saved = await own.api.request("PUT", "/api/admin/awards/arrangement", { order: [ids[0], ids[2], ids[1]], pinned: ids[1] });
    expect(saved.status).toBe(200);
    expect(await titlesOf()).toEqual(["Award two", "Award one", "Award three"]);
    const refused = await own.api.request("PUT", "/api/admin/awards/arrangement", { order: [ids[0], ids[0]], pinned: null });
    expect(await refused.json()).toMatchObject({ errors: { order: `The award ${ids[0]} is listed twice` } });
  });
});
