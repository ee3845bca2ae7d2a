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
