import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import { EMPTY_FACTS } from "../../domain/project-facts";
import { formData, type FilePart } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
const jpeg = async (name = "photo.jpg", color?: string): Promise<FilePart> => ({ name, data: await makeImage({ color }) });

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function create(fields: Record<string, unknown> = {}): Promise<Project> {
  return server.api.createProject({ title: "Villa at Kowdiar", coverImage: await jpeg("cover.jpg"), ...fields } as never);
}

describe("GET /api/projects", () => {
  it("lists projects newest first, each with every field of SPEC §3 and the optional facts beside them", async () => {
    const first = await create({ title: "First" });
    const second = await create({ title: "Second", gallery: [await jpeg("a.jpg"), await jpeg("b.jpg")] });
    const { projects } = await server.api.json<{ projects: Project[] }>("GET", "/api/projects");
    const ids = projects.map((p) => p._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    const found = projects.find((p) => p._id === second._id)!;
    expect(Object.keys(found).sort()).toEqual(
      [
        "_id",
        "category",
        "coverImage",
        "createdAt",
        "description",
        "gallery",
        "location",
        "title",
        "updatedAt",
        ...Object.keys(EMPTY_FACTS),
        // Issue #17, beside docs/product.md §3's fields.
        "slug",
        "status",
        "publishAt",
        "imageAlts",
      ].sort(),
    );
    // A project made through docs/product.md §7's fields alone has no facts.
    expect(found).toMatchObject(EMPTY_FACTS);
    expect(found._id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(found.createdAt).toISOString()).toBe(found.createdAt);
    expect(found.gallery).toHaveLength(2);
  });
});

describe("POST /api/create-project", () => {
  it("creates with defaults, answers 201 with the project, and serves its images", async () => {
    const gallery = [await jpeg("one.jpg"), await jpeg("two.jpg"), await jpeg("three.jpg")];
    const response = await server.api.request(
      "POST",
      "/api/create-project",
      formData({
        title: "  Office at Technopark  ",
        description: "Glass and steel.",
        location: "Kazhakkoottam",
        coverImage: await jpeg(),
        gallery,
      }),
    );
    expect(response.status).toBe(201);
    const { project } = (await response.json()) as { project: Project };
    expect(project.title).toBe("Office at Technopark");
    expect(project.category).toBe("Residential");
    expect(project.gallery).toHaveLength(3);
    expect(project.coverImage).toMatch(/^[0-9a-f]{32}\.jpg$/);
    for (const name of [project.coverImage!, ...project.gallery]) {
      const image = await fetch(`${server.baseUrl}/uploads/${name}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/jpeg");
      const variant = await fetch(`${server.baseUrl}/uploads/${name.replace(".jpg", "-w480.webp")}`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get("content-type")).toBe("image/webp");
    }
    const again = await server.api.json<{ project: Project }>("GET", `/api/projects/${project._id}`);
    expect(again.project).toEqual(project);
  });

  it("keeps what each new photo shows, sent with it (`imageAlts` by `new:n`), and ignores texts for photos it does not have", async () => {
    const gallery = [await jpeg("front.jpg", "#404040"), await jpeg("hall.jpg", "#505050")];
    const response = await server.api.request(
      "POST",
      "/api/create-project",
      formData({
        title: "Home with described photos",
        coverImage: await jpeg(),
        gallery,
        imageAlts: JSON.stringify({ "new:0": "  Front elevation with sloped tiled roof ", "new:1": "", "new:7": "No such photo" }),
      }),
    );
    expect(response.status).toBe(201);
    const { project } = (await response.json()) as { project: Project };
    expect(project.imageAlts).toEqual({ [project.gallery[0]!]: "Front elevation with sloped tiled roof" });
    const again = await server.api.json<{ project: Project }>("GET", `/api/projects/${project._id}`);
    expect(again.project.imageAlts).toEqual(project.imageAlts);
  });

  it("keeps the gallery in the order sent", async () => {
    const files = [await jpeg("1.jpg", "#101010"), await jpeg("2.jpg", "#202020"), await jpeg("3.jpg", "#303030")];
    const project = await create({ gallery: files });
    const reversed = await create({ gallery: [...files].reverse() });
    expect(reversed.gallery).toEqual([...project.gallery].reverse());
  });

  it("requires a title and a cover image, with the messages of SPEC §5, and stores nothing", async () => {
    const before = await server.uploads();
    const response = await server.api.request("POST", "/api/create-project", formData({ title: "   ", gallery: await jpeg() }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({ title: "Title is required", coverImage: "Please upload a cover image." });
    expect(body.message).toBe("Title is required");
    const noCover = await server.api.request("POST", "/api/create-project", formData({ title: "Has a title" }));
    expect(noCover.status).toBe(400);
    expect(((await noCover.json()) as { errors: Record<string, string> }).errors).toEqual({ coverImage: "Please upload a cover image." });
    expect(await server.uploads()).toEqual(before);
  });

  it("refuses unknown categories, over-long text and repeated single fields with errors per field", async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ category: "Castle" }, "category", /must be one of: Residential, Commercial, Industrial, Renovation, Interior/],
      [{ title: "x".repeat(201) }, "title", /at most 200 characters/],
      [{ description: "x".repeat(5001) }, "description", /at most 5,000 characters/],
      [{ title: ["one", "two"] }, "title", /sent once/],
    ];
    for (const [fields, field, message] of cases) {
      const response = await server.api.request(
        "POST",
        "/api/create-project",
        formData({ title: "Valid", coverImage: await jpeg(), ...(fields as object) }),
      );
      expect(response.status, field).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(body.errors[field]).toMatch(message);
    }
  });

  it("refuses a second cover image", async () => {
    const response = await server.api.request(
      "POST",
      "/api/create-project",
      formData({ title: "Two covers", coverImage: [await jpeg(), await jpeg()] }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.coverImage).toMatch(/at most 1 file/);
  });

  it("accepts the categories of SPEC §3", async () => {
    for (const category of ["Residential", "Commercial", "Industrial", "Renovation", "Interior"]) {
      expect((await create({ category })).category).toBe(category);
    }
  });
});

describe("GET /api/projects/{id}", () => {
  it("answers 404 JSON for unknown and malformed ids", async () => {
    for (const id of ["0123456789abcdef01234567", "not-an-id", "%27%20OR%201=1", "ABCDEF0123456789ABCDEF01", "x".repeat(150)]) {
      const response = await fetch(`${server.baseUrl}/api/projects/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ message: "Project not found" });
    }
  });
});

describe("PUT /api/projects/{id}", () => {
  it("keeps the named gallery images in the order sent, then the new files", async () => {
    const project = await create({ gallery: [await jpeg("a.jpg"), await jpeg("b.jpg"), await jpeg("c.jpg")] });
    const [a, b, c] = project.gallery;
    const added = await jpeg("d.jpg");
    const response = await server.api.request(
      "PUT",
      `/api/projects/${project._id}`,
      formData({ title: "Renamed", category: "Commercial", keepGalleryImages: [c!, a!], gallery: added }),
    );
    expect(response.status).toBe(200);
    const { project: updated } = (await response.json()) as { project: Project };
    expect(updated.title).toBe("Renamed");
    expect(updated.category).toBe("Commercial");
    expect(updated.gallery.slice(0, 2)).toEqual([c, a]);
    expect(updated.gallery).toHaveLength(3);
    expect(updated.coverImage).toBe(project.coverImage);
    expect(updated.createdAt).toBe(project.createdAt);
    // The removed image is no longer served.
    expect((await fetch(`${server.baseUrl}/uploads/${b}`)).status).toBe(404);
  });

  it("keeps none when keepGalleryImages is absent, and ignores names that did not belong to the project", async () => {
    const other = await create({ gallery: await jpeg("other.jpg") });
    const project = await create({ gallery: [await jpeg("x.jpg"), await jpeg("y.jpg")] });
    const { project: updated } = await server.api.json<{ project: Project }>(
      "PUT",
      `/api/projects/${project._id}`,
      formData({ title: project.title, keepGalleryImages: other.gallery[0]! }),
    );
    expect(updated.gallery).toEqual([]);
    const { project: cleared } = await server.api.json<{ project: Project }>(
      "PUT",
      `/api/projects/${project._id}`,
      formData({ title: project.title }),
    );
    expect(cleared.gallery).toEqual([]);
  });

  it("replaces the cover, removes it with removeCoverImage=true, and allows the empty category", async () => {
    const project = await create();
    const replaced = await server.api.json<{ project: Project }>(
      "PUT",
      `/api/projects/${project._id}`,
      formData({ title: project.title, coverImage: await jpeg("new-cover.jpg") }),
    );
    expect(replaced.project.coverImage).not.toBe(project.coverImage);
    expect((await fetch(`${server.baseUrl}/uploads/${project.coverImage}`)).status).toBe(404);
    const removed = await server.api.json<{ project: Project }>(
      "PUT",
      `/api/projects/${project._id}`,
      formData({ title: project.title, removeCoverImage: "true", category: "" }),
    );
    expect(removed.project.coverImage).toBeNull();
    expect(removed.project.category).toBe("");
  });

  it("requires a title, answers 404 for an unknown id, and changes nothing on refusal", async () => {
    const project = await create();
    const refused = await server.api.request("PUT", `/api/projects/${project._id}`, formData({ title: "", gallery: await jpeg() }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.title).toBe("Title is required");
    expect((await server.api.json<{ project: Project }>("GET", `/api/projects/${project._id}`)).project).toEqual(project);
    const missing = await server.api.request("PUT", "/api/projects/0123456789abcdef01234567", formData({ title: "x" }));
    expect(missing.status).toBe(404);
  });
});

describe("DELETE /api/projects/{id}", () => {
  it("deletes (to the trash), answers { message }, 404s the second time; deleted for good, its files go", async () => {
    const project = await create({ gallery: await jpeg("g.jpg") });
    const response = await server.api.request("DELETE", `/api/projects/${project._id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Project deleted" });
    expect((await fetch(`${server.baseUrl}/api/projects/${project._id}`)).status).toBe(404);
    // Issue #17: the trash keeps it with its photos until it is deleted for good, out of the
    // public's sight (issue #27): only the signed-in administrator still sees them.
    expect((await fetch(`${server.baseUrl}/uploads/${project.coverImage}`)).status).toBe(404);
    expect((await server.api.request("GET", `/uploads/${project.coverImage}`)).status).toBe(200);
    await server.api.json("DELETE", `/api/admin/trash/projects/${project._id}`);
    for (const name of [project.coverImage!, ...project.gallery]) {
      expect((await fetch(`${server.baseUrl}/uploads/${name}`)).status).toBe(404);
      expect((await server.uploads()).some((file) => file.startsWith(name.slice(0, 32)))).toBe(false);
    }
    expect((await server.api.request("DELETE", `/api/projects/${project._id}`)).status).toBe(404);
  });

  it("keeps a file that another record still uses", async () => {
    const shared = await jpeg("shared.jpg", "#123456");
    const one = await create({ coverImage: shared });
    const two = await create({ coverImage: shared });
    expect(one.coverImage).toBe(two.coverImage);
    await server.api.remove("projects", one._id);
    await server.api.json("DELETE", `/api/admin/trash/projects/${one._id}`);
    expect((await fetch(`${server.baseUrl}/uploads/${two.coverImage}`)).status).toBe(200);
    await server.api.remove("projects", two._id);
    await server.api.json("DELETE", `/api/admin/trash/projects/${two._id}`);
    expect((await fetch(`${server.baseUrl}/uploads/${two.coverImage}`)).status).toBe(404);
  });
});

describe("GET /api/projects, a part of the list", () => {
  it("answers a page of the matching projects and how many match, and every project without them", async () => {
    const tag = `Paged ${Date.now()}`;
    for (let i = 0; i < 5; i++)
      await create({ title: `${tag} ${i}`, category: "Industrial", constructionStatus: i < 2 ? "Ongoing" : "Completed" });
    const all = await server.api.json<{ projects: Project[]; total?: number }>("GET", "/api/projects");
    expect(all.total).toBeUndefined();

    const industrial = all.projects.filter((p) => p.category === "Industrial");
    const page = await server.api.json<{ projects: Project[]; total: number }>("GET", "/api/projects?category=industrial&offset=1&limit=2");
    expect(page.total).toBe(industrial.length);
    expect(page.projects.map((p) => p._id)).toEqual(industrial.slice(1, 3).map((p) => p._id));

    const ongoing = await server.api.json<{ projects: Project[]; total: number }>(
      "GET",
      "/api/projects?category=Industrial&status=ongoing&limit=10",
    );
    expect(ongoing.projects.every((p) => p.constructionStatus === "Ongoing" && p.category === "Industrial")).toBe(true);
    expect(ongoing.total).toBe(industrial.filter((p) => p.constructionStatus === "Ongoing").length);
  });

  it.each(["limit=-1", "limit=2.5", "limit=5000", "offset=-3", "offset=x"])("refuses %s with a clear message", async (query) => {
    const response = await server.api.request("GET", `/api/projects?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/^(limit|offset) must be a whole number/);
  });
});
