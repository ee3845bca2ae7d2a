/**
 * The project list's filters by bedrooms, plot size and package (issue #18) through
 * `GET /api/projects`, the refusal of values the list does not offer, and the choice of the
 * "Other Projects" on a project's page: the homes most like it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import { formData, type FilePart } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
const TIERS = ["Basic", "Premium", "Luxury"];

async function create(title: string, facts: Record<string, string> = {}, category = "Residential"): Promise<Project> {
  const cover: FilePart = { name: "cover.jpg", data: await makeImage() };
  const response = await server.api.request("POST", "/api/create-project", formData({ title, category, coverImage: cover, ...facts }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { project: Project }).project;
}

async function list(query: string) {
  return server.anon.json<{ projects: Project[]; total: number }>("GET", `/api/projects?${query}`);
}

const titles = (projects: Project[]) => projects.map((p) => p.title).sort();

beforeAll(async () => {
  server = await startServer();
  await create("Two on four cents", { bedrooms: "2", plotCents: "4", priceTier: "Basic" });
  await create("Three on six cents", { bedrooms: "3", plotCents: "6", priceTier: "Premium" });
  await create("Three on ten cents", { bedrooms: "3", plotCents: "10", priceTier: " premium " });
  await create("Four on twelve cents", { bedrooms: "4", plotCents: "12.5", priceTier: "Luxury" });
  await create("Six on thirty cents", { bedrooms: "6", plotCents: "30", priceTier: "Luxury" });
  await create("Office without rooms", { plotCents: "20", floors: "5" }, "Commercial");
});
afterAll(() => server.close());

describe("GET /api/projects filtered by facts", () => {
  it("by bedrooms, a number or 5-plus (also written 5+)", async () => {
    expect(titles((await list("bedrooms=3")).projects)).toEqual(["Three on six cents", "Three on ten cents"]);
    expect((await list("bedrooms=5-plus")).projects.map((p) => p.title)).toEqual(["Six on thirty cents"]);
    expect((await list(`bedrooms=${encodeURIComponent("5+")}`)).total).toBe(1);
  });

  it("by plot size bands, from the lower bound up to the next one", async () => {
    expect(titles((await list("plot=under-5")).projects)).toEqual(["Two on four cents"]);
    expect(titles((await list("plot=5-10")).projects)).toEqual(["Three on six cents"]);
    expect(titles((await list("plot=10-20")).projects)).toEqual(["Four on twelve cents", "Three on ten cents"]);
    expect(titles((await list("plot=20-plus")).projects)).toEqual(["Office without rooms", "Six on thirty cents"]);
  });

  it("by package, trimmed and in any case", async () => {
    expect(titles((await list("package=Premium")).projects)).toEqual(["Three on six cents", "Three on ten cents"]);
    expect((await list("package=luxury")).total).toBe(2);
  });

  it("combined with each other, the category and paging; an empty value means any", async () => {
    const found = await list("category=residential&bedrooms=3&plot=10-20&package=Premium");
    expect(found.projects.map((p) => p.title)).toEqual(["Three on ten cents"]);
    expect(found.total).toBe(1);
    const paged = await list("plot=10-20&limit=1&offset=1");
    expect(paged.total).toBe(2);
    expect(paged.projects).toHaveLength(1);
    expect((await list("bedrooms=&plot=&package=&category=Commercial")).projects.map((p) => p.title)).toEqual(["Office without rooms"]);
  });

  it("without any parameter still answers every project, as SPEC §7 says", async () => {
    const all = await server.anon.json<{ projects: Project[]; total?: number }>("GET", "/api/projects");
    expect(all.total).toBeUndefined();
    expect(all.projects).toHaveLength(6);
  });

  it.each([
    ["bedrooms=0", "bedrooms", "bedrooms must be one of: 1, 2, 3, 4, 5-plus"],
    ["bedrooms=three", "bedrooms", "bedrooms must be one of: 1, 2, 3, 4, 5-plus"],
    ["plot=5-15", "plot", "plot must be one of: under-5, 5-10, 10-20, 20-plus"],
    ["package=Gold", "package", "package must be the name of a package the projects have: Basic, Luxury, Premium"],
    ["status=finished", "status", "status must be one of: completed, ongoing"],
  ])("refuses %s with a 400 naming the values it may be", async (query, field, message) => {
    const response = await server.anon.request("GET", `/api/projects?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe(message);
    expect(body.errors[field]).toBe(message);
  });
});

describe("the projects nearest to filters that match none (?nearest=)", () => {
  const nearest = (query: string) =>
    server.anon.json<{ projects: Project[]; total: number; nearest?: Project[] }>("GET", `/api/projects?${query}`);

  it("lets the plot go first, keeping the bedrooms, the nearest plot first; then the bedrooms", async () => {
    const found = await nearest("bedrooms=3&plot=20-plus&nearest=3");
    expect(found.projects).toEqual([]);
    expect(found.total).toBe(0);
    // The 3 BHK homes, the larger plot first; then a room apart, before the office that has no bedrooms.
    expect(found.nearest!.map((p) => p.title)).toEqual(["Three on ten cents", "Three on six cents", "Four on twelve cents"]);
  });

  it("lets the package go before the bedrooms", async () => {
    const found = await nearest("bedrooms=3&package=Luxury&plot=under-5&nearest=2");
    expect(found.total).toBe(0);
    expect(found.nearest!.map((p) => p.title)).toEqual(["Three on six cents", "Three on ten cents"]);
  });

  it("lets the category go last", async () => {
    const found = await nearest("category=Commercial&bedrooms=3&nearest=2");
    expect(found.nearest!.map((p) => p.title)).toEqual(["Office without rooms", "Three on ten cents"]);
  });

  it("answers none when some project matches, and is not in the answer unless asked for", async () => {
    const matching = await nearest("bedrooms=3&nearest=3");
    expect(matching.total).toBe(2);
    expect(matching.nearest).toEqual([]);
    const unasked = await nearest("bedrooms=3&plot=20-plus");
    expect(unasked).toEqual({ projects: [], total: 0 });
    expect((await nearest("bedrooms=3&plot=20-plus&nearest=0")).nearest).toEqual([]);
  });

  it.each(["nearest=13", "nearest=-1", "nearest=three"])("refuses %s with a 400", async (query) => {
    const response = await server.anon.request("GET", `/api/projects?bedrooms=3&${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.nearest).toBe(
      "nearest must be a whole number from 0 to 12",
    );
  });
});

describe("similar projects (the 'Other Projects' of a project's page)", () => {
  it("are the nearest by bedrooms, plot and package, never the project itself", async () => {
    const { projects } = await server.anon.json<{ projects: Project[] }>("GET", "/api/projects");
    const three = projects.find((p) => p.title === "Three on six cents")!;
    const similar = await server.services.projects.similar(three, 3, TIERS);
    expect(similar.map((p) => p.title)).toEqual(["Three on ten cents", "Two on four cents", "Four on twelve cents"]);

    const big = projects.find((p) => p.title === "Six on thirty cents")!;
    expect((await server.services.projects.similar(big, 1, TIERS)).map((p) => p.title)).toEqual(["Four on twelve cents"]);
  });

  it("fall back to the category, then the newest, for a project without those facts", async () => {
    const plain = await create("Plain commercial", {}, "Commercial");
    const newest = await create("Newest residential", {}, "Residential");
    const similar = await server.services.projects.similar(plain, 2, TIERS);
    expect(similar.map((p) => p.title)).toEqual(["Office without rooms", "Newest residential"]);
    await server.api.remove("projects", plain._id);
    await server.api.remove("projects", newest._id);
  });

  it("leave out drafts, and answer none when there is no other project", async () => {
    const draft = await create("Draft twin", { bedrooms: "3", plotCents: "6", priceTier: "Premium", status: "draft" });
    const { projects } = await server.anon.json<{ projects: Project[] }>("GET", "/api/projects");
    const three = projects.find((p) => p.title === "Three on six cents")!;
    const similar = await server.services.projects.similar(three, 10, TIERS);
    expect(similar.map((p) => p.title)).not.toContain("Draft twin");
    expect(similar).toHaveLength(projects.length - 1);
    await server.api.remove("projects", draft._id);

    const alone = await startServer();
    try {
      const cover: FilePart = { name: "cover.jpg", data: await makeImage() };
      const only = await alone.api.createProject({ title: "Only one", coverImage: cover, bedrooms: "3" });
      expect(await alone.services.projects.similar(only, 3, TIERS)).toEqual([]);
    } finally {
      await alone.close();
    }
  });
});
