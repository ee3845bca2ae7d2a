/** A project's optional facts (issue #16) through the API: stored, validated, kept, cleared. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import { formData, type FilePart } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
const jpeg = async (name: string, color?: string): Promise<FilePart> => ({ name, data: await makeImage({ color }) });

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const FACTS = {
  constructionStatus: "Ongoing",
  year: "2025",
  locality: "Kowdiar",
  plotCents: "10.5",
  builtUpSqft: "3200",
  floors: "2",
  bedrooms: "4",
  durationMonths: "11",
  priceTier: "Luxury",
};

async function send(method: "POST" | "PUT", url: string, fields: Record<string, unknown>) {
  const response = await server.api.request(method, url, formData(fields as never));
  return {
    status: response.status,
    body: (await response.json()) as { project: Project; errors?: Record<string, string>; message?: string },
  };
}

async function create(fields: Record<string, unknown> = {}): Promise<Project> {
  const { status, body } = await send("POST", "/api/create-project", {
    title: "Villa at Kowdiar",
    coverImage: await jpeg("cover.jpg"),
    ...fields,
  });
  expect(status).toBe(201);
  return body.project;
}

describe("project facts", () => {
  it("are stored as numbers and text, answered by the list and the item", async () => {
    const made = await create(FACTS);
    expect(made).toMatchObject({
      constructionStatus: "Ongoing",
      year: 2025,
      locality: "Kowdiar",
      plotCents: 10.5,
      builtUpSqft: 3200,
      floors: 2,
      bedrooms: 4,
      durationMonths: 11,
      priceTier: "Luxury",
      beforeImage: null,
      afterImage: null,
    });
    const { project } = await server.api.json<{ project: Project }>("GET", `/api/projects/${made._id}`);
    expect(project).toEqual(made);
    const { projects } = await server.api.json<{ projects: Project[] }>("GET", "/api/projects");
    expect(projects.find((p) => p._id === made._id)).toEqual(made);
  });

  it("are kept by an edit that does not send them (a client of SPEC §7), and cleared by an empty value", async () => {
    const made = await create(FACTS);
    const kept = await send("PUT", `/api/projects/${made._id}`, { title: "Villa at Kowdiar, phase 2", category: "Residential" });
    expect(kept.status).toBe(200);
    expect(kept.body.project).toMatchObject({ title: "Villa at Kowdiar, phase 2", year: 2025, bedrooms: 4, priceTier: "Luxury" });
    const cleared = await send("PUT", `/api/projects/${made._id}`, { title: "Villa", year: "", priceTier: "", constructionStatus: "" });
    expect(cleared.body.project).toMatchObject({ year: null, priceTier: "", constructionStatus: null, bedrooms: 4 });
  });

  it.each([
    ["constructionStatus", "Finished", "Status must be one of: Completed, Ongoing"],
    ["year", "1800", "Year must be a whole number from 1950 to"],
    ["year", "20x5", "Year must be a whole number"],
    ["plotCents", "10.555", "Plot size must be a number from 1 to 100,000, with at most two decimals"],
    ["builtUpSqft", "-5", "Built-up area must be a whole number from 1 to 1,000,000"],
    ["floors", "0", "Floors must be a whole number from 1 to 60"],
    ["bedrooms", "2.5", "Bedrooms must be a whole number from 0 to 100"],
    ["durationMonths", "999", "Duration must be a whole number from 1 to 240"],
    ["locality", "x".repeat(81), "Locality must be at most 80 characters"],
  ])("refuse %s = %j with a clear message, and change nothing", async (field, value, message) => {
    const made = await create(FACTS);
    const { status, body } = await send("PUT", `/api/projects/${made._id}`, { title: "Changed", [field]: value });
    expect(status).toBe(400);
    expect(body.errors?.[field]).toContain(message);
    const { project } = await server.api.json<{ project: Project }>("GET", `/api/projects/${made._id}`);
    expect(project).toEqual(made);
  });

  it("mark two of the project's own photos as before and after, by name or as new uploads", async () => {
    const made = await create({
      category: "Renovation",
      gallery: [await jpeg("old.jpg", "#884422"), await jpeg("mid.jpg", "#446688"), await jpeg("new.jpg", "#22aa66")],
      beforeImage: "new:0",
      afterImage: "new:2",
    });
    expect(made.beforeImage).toBe(made.gallery[0]);
    expect(made.afterImage).toBe(made.gallery[2]);

    const swapped = await send("PUT", `/api/projects/${made._id}`, {
      title: made.title,
      category: "Renovation",
      keepGalleryImages: made.gallery,
      beforeImage: made.gallery[1],
    });
    expect(swapped.body.project).toMatchObject({ beforeImage: made.gallery[1], afterImage: made.gallery[2] });

    const foreign = await send("PUT", `/api/projects/${made._id}`, {
      title: made.title,
      keepGalleryImages: made.gallery,
      afterImage: "elsewhere.webp",
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.afterImage).toBe("The after photo must be one of the project's photos");

    const same = await send("PUT", `/api/projects/${made._id}`, {
      title: made.title,
      keepGalleryImages: made.gallery,
      afterImage: made.gallery[1],
    });
    expect(same.status).toBe(400);
    expect(same.body.errors?.afterImage).toBe("The before and after photos must be two different photos");

    // Removing the after photo from the gallery lets the comparison go.
    const removed = await send("PUT", `/api/projects/${made._id}`, { title: made.title, keepGalleryImages: made.gallery.slice(0, 2) });
    expect(removed.status).toBe(200);
    expect(removed.body.project).toMatchObject({ beforeImage: made.gallery[1], afterImage: null });
  });
});
