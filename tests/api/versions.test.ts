/**
 * The saved versions of an item (issue #17): each save is kept, the last 20, with the photos they
 * show; one can be restored (its text, facts and photo order), as a new save.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog, BlogVersion, Project, ProjectVersion } from "../../domain/entities";
import type { ItemVersion } from "../../domain/publishing";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({}, { pages: true });
});
afterAll(() => server.close());

const jpeg = async (name: string, color: string) => ({ name, data: await makeImage({ color }) });
const status = async (path: string) => (await fetch(server.baseUrl + path)).status;

describe("versions", () => {
  it("keep every save of a project, with the photos they show; restoring one puts back its text, facts and photo order", async () => {
    const made = await server.api.createProject({
      title: "Villa at Peroorkada",
      description: "First words.",
      coverImage: await jpeg("cover.jpg", "#112233"),
      gallery: [await jpeg("a.jpg", "#223344"), await jpeg("b.jpg", "#334455")],
      bedrooms: "3",
    });
    const [a, b] = made.gallery as [string, string];
    await server.api.updateProject(made._id, { title: "Villa at Peroorkada, extended", keepGalleryImages: [b, a], bedrooms: "4" });
    const last = await server.api.updateProject(made._id, {
      title: "Villa at Peroorkada, phase 2",
      keepGalleryImages: [b],
      removeCoverImage: "true",
    });
    expect(last.gallery).toEqual([b]);
    // The photos only an earlier version shows are kept for it, for the admin's eyes only.
    for (const name of [a, made.coverImage!]) {
      expect(await status(`/uploads/${name}`)).toBe(404);
      expect((await server.api.request("GET", `/uploads/${name}`)).status).toBe(200);
    }

    const { versions } = await server.api.json<{ versions: Array<ItemVersion<ProjectVersion>> }>(
      "GET",
      `/api/admin/projects/${made._id}/versions`,
    );
    expect(versions.map((v) => v.content.title)).toEqual([
      "Villa at Peroorkada, phase 2",
      "Villa at Peroorkada, extended",
      "Villa at Peroorkada",
    ]);
    expect(versions[1]!.content).toMatchObject({ gallery: [b, a], bedrooms: 4, coverImage: made.coverImage });

    const { project } = await server.api.json<{ project: Project }>(
      "POST",
      `/api/admin/projects/${made._id}/versions/${versions[2]!.id}/restore`,
    );
    expect(project).toMatchObject({
      title: "Villa at Peroorkada",
      description: "First words.",
      gallery: [a, b],
      coverImage: made.coverImage,
      bedrooms: 3,
      slug: made.slug,
    });
    expect((await server.anon.json<{ project: Project }>("GET", `/api/projects/${made._id}`)).project.title).toBe("Villa at Peroorkada");
    expect(await (await fetch(`${server.baseUrl}/projects/${made.slug}`)).text()).toContain("First words.");
    const after = await server.api.json<{ versions: Array<ItemVersion<ProjectVersion>> }>(
      "GET",
      `/api/admin/projects/${made._id}/versions`,
    );
    expect(after.versions).toHaveLength(4);
  });

  it("are the last 20; a photo only the versions let go showed is removed", async () => {
    const post = await server.api.createBlog({
      title: "Roof 0",
      content: "Words.",
      author: "Anu",
      images: await jpeg("old.jpg", "#445566"),
    });
    const old = post.images[0]!;
    let saved: Blog = post;
    for (let i = 1; i <= 21; i++) {
      const response = await server.api.request(
        "PUT",
        `/api/blogs/${post._id}`,
        (() => {
          const form = new FormData();
          form.set("title", `Roof ${i}`);
          form.set("content", "Words.");
          form.set("author", "Anu");
          return form;
        })(),
      );
      expect(response.status).toBe(200);
      saved = ((await response.json()) as { blog: Blog }).blog;
    }
    expect(saved.images).toEqual([]);
    const { versions } = await server.api.json<{ versions: Array<ItemVersion<BlogVersion>> }>(
      "GET",
      `/api/admin/blogs/${post._id}/versions`,
    );
    expect(versions).toHaveLength(20);
    expect(versions[0]!.content.title).toBe("Roof 21");
    expect(versions[19]!.content.title).toBe("Roof 2");
    expect(await status(`/uploads/${old}`)).toBe(404);
  });

  it("refuse an unknown version and anyone not signed in", async () => {
    const item = await server.api.createGallery({ title: "Kitchens", gallery: await jpeg("k.jpg", "#556677") });
    expect((await server.api.request("POST", `/api/admin/galleries/${item._id}/versions/0123456789abcdef01234567/restore`)).status).toBe(
      404,
    );
    expect((await server.anon.request("GET", `/api/admin/galleries/${item._id}/versions`)).status).toBe(401);
    const { versions } = await server.api.json<{ versions: unknown[] }>("GET", `/api/admin/galleries/${item._id}/versions`);
    expect(versions).toHaveLength(1);
  });
});
