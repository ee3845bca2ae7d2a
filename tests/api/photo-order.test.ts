/** Photos in the order the editor puts them, and a project's cover picked from its gallery (issue #17). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const jpeg = async (name: string, color: string) => ({ name, data: await makeImage({ color }) });

describe("a project's photos", () => {
  it("carry the alt text the company writes, kept until changed, and shown on the page", async () => {
    const made = await server.api.createProject({
      title: "Laterite villa",
      coverImage: await jpeg("c.jpg", "#121212"),
      gallery: [await jpeg("a.jpg", "#232323"), await jpeg("b.jpg", "#343434")],
    });
    const [a, b] = made.gallery as [string, string];
    expect(made.imageAlts).toEqual({});
    const described = await server.api.updateProject(made._id, {
      title: made.title,
      keepGalleryImages: [a, b],
      imageAlts: JSON.stringify({ [a]: "  Laterite walls of the front verandah ", [b]: "", "not-ours.webp": "ignored" }),
    });
    expect(described.imageAlts).toEqual({ [a]: "Laterite walls of the front verandah" });
    // An edit that sends none keeps them; a photo taken out takes its text with it.
    const kept = await server.api.updateProject(made._id, { title: "Laterite villa, Pattom", keepGalleryImages: [a, b] });
    expect(kept.imageAlts).toEqual({ [a]: "Laterite walls of the front verandah" });
    const dropped = await server.api.updateProject(made._id, { title: kept.title, keepGalleryImages: [b] });
    expect(dropped.imageAlts).toEqual({});
    const bad = await server.api.request("PUT", `/api/projects/${made._id}`, formData({ title: "x", imageAlts: "[1,2]" }));
    expect(bad.status).toBe(400);
  });

  it("keep the order sent, and the cover can be one of the gallery's, kept or new", async () => {
    const made = await server.api.createProject({
      title: "Courtyard house",
      coverImage: await jpeg("c.jpg", "#101010"),
      gallery: [await jpeg("a.jpg", "#202020"), await jpeg("b.jpg", "#303030")],
    });
    const [a, b] = made.gallery as [string, string];
    const picked = await server.api.updateProject(made._id, { title: made.title, keepGalleryImages: [b, a], coverFromGallery: b });
    expect(picked.gallery).toEqual([b, a]);
    expect(picked.coverImage).toBe(b);

    const fresh = await server.api.updateProject(made._id, {
      title: made.title,
      keepGalleryImages: [b, a],
      gallery: await jpeg("new.jpg", "#404040"),
      coverFromGallery: "new:0",
    });
    expect(fresh.gallery).toHaveLength(3);
    expect(fresh.coverImage).toBe(fresh.gallery[2]);
  });

  it("refuse a cover that is not one of the gallery's photos, changing nothing", async () => {
    const made = await server.api.createProject({
      title: "Shop front",
      coverImage: await jpeg("c.jpg", "#505050"),
      gallery: await jpeg("g.jpg", "#606060"),
    });
    const response = await server.api.request(
      "PUT",
      `/api/projects/${made._id}`,
      formData({ title: "Changed", coverFromGallery: made.coverImage! }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.coverFromGallery).toBe(
      "The cover must be one of the project's photos",
    );
    expect((await server.anon.json<{ project: Project }>("GET", `/api/projects/${made._id}`)).project.title).toBe("Shop front");
  });
});
