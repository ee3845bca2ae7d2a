import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog } from "../../domain/entities";
import { formData, type FilePart } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
const jpeg = async (name = "photo.jpg"): Promise<FilePart> => ({ name, data: await makeImage() });
const valid = { title: "Monsoon-proofing your roof", content: "First paragraph.\n\nSecond paragraph.", author: "Anjali Nair" };

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe("blogs", () => {
  it("creates with category General by default, trimmed tags with blanks dropped, images in order", async () => {
    const images = [await jpeg("1.jpg"), await jpeg("2.jpg")];
    const response = await server.api.request(
      "POST",
      "/api/add-blog",
      formData({ ...valid, tags: [" roofing ", "", "monsoon", "  "], images }),
    );
    expect(response.status).toBe(201);
    const { blog } = (await response.json()) as { blog: Blog };
    expect(blog.category).toBe("General");
    expect(blog.tags).toEqual(["roofing", "monsoon"]);
    expect(blog.images).toHaveLength(2);
    expect(blog.content).toBe(valid.content);
    const { blogs } = await server.api.json<{ blogs: Blog[] }>("GET", "/api/blogs");
    expect(blogs[0]!._id).toBe(blog._id);
    expect((await server.api.json<{ blog: Blog }>("GET", `/api/blogs/${blog._id}`)).blog).toEqual(blog);
  });

  it("accepts a post without images and the categories of SPEC §3", async () => {
    for (const category of ["General", "Construction", "Renovation", "Design", "Architecture", "Tips"]) {
      const blog = await server.api.createBlog({ ...valid, category });
      expect(blog.category).toBe(category);
      expect(blog.images).toEqual([]);
    }
  });

  it("requires title, content and author to be non-blank after trimming", async () => {
    const response = await server.api.request("POST", "/api/add-blog", formData({ title: " ", content: "\n\n", author: "\t" }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({ title: "Title is required", content: "Content is required", author: "Author is required" });
    const missing = await server.api.request("POST", "/api/add-blog", formData({}));
    expect(((await missing.json()) as { errors: Record<string, string> }).errors).toEqual({
      title: "Title is required",
      content: "Content is required",
      author: "Author is required",
    });
  });

  it("refuses unknown categories, over-long content and too many tags", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ category: "Gossip" }, "category"],
      [{ content: "x".repeat(50_001) }, "content"],
      [{ tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }, "tags"],
      [{ tags: "x".repeat(51) }, "tags"],
    ];
    for (const [fields, field] of cases) {
      const response = await server.api.request("POST", "/api/add-blog", formData({ ...valid, ...(fields as object) }));
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBeTruthy();
    }
    const longest = await server.api.createBlog({ ...valid, content: "x".repeat(50_000) });
    expect(longest.content).toHaveLength(50_000);
  });

  it("edits with keepImages (order kept) and new images, and keeps none without keepImages", async () => {
    const blog = await server.api.createBlog({ ...valid, tags: ["a"], images: [await jpeg(), await jpeg(), await jpeg()] });
    const [a, b, c] = blog.images;
    const { blog: edited } = await server.api.json<{ blog: Blog }>(
      "PUT",
      `/api/blogs/${blog._id}`,
      formData({ ...valid, title: "Edited", category: "Tips", tags: ["x", "y"], keepImages: [c!, a!], images: await jpeg() }),
    );
    expect(edited.title).toBe("Edited");
    expect(edited.category).toBe("Tips");
    expect(edited.tags).toEqual(["x", "y"]);
    expect(edited.images.slice(0, 2)).toEqual([c, a]);
    expect(edited.images).toHaveLength(3);
    expect((await fetch(`${server.baseUrl}/uploads/${b}`)).status).toBe(404);
    const { blog: bare } = await server.api.json<{ blog: Blog }>("PUT", `/api/blogs/${blog._id}`, formData(valid));
    expect(bare.images).toEqual([]);
    expect(bare.tags).toEqual([]);
  });

  it("answers 404 for unknown ids on read, edit and delete, and deletes", async () => {
    const unknown = "0123456789abcdef01234567";
    expect((await fetch(`${server.baseUrl}/api/blogs/${unknown}`)).status).toBe(404);
    expect((await server.api.request("PUT", `/api/blogs/${unknown}`, formData(valid))).status).toBe(404);
    expect((await server.api.request("DELETE", `/api/blogs/${unknown}`)).status).toBe(404);
    const blog = await server.api.createBlog({ ...valid, images: await jpeg() });
    const deleted = await server.api.request("DELETE", `/api/blogs/${blog._id}`);
    expect(await deleted.json()).toEqual({ message: "Blog post deleted" });
    expect((await fetch(`${server.baseUrl}/api/blogs/${blog._id}`)).status).toBe(404);
    await server.api.json("DELETE", `/api/admin/trash/blogs/${blog._id}`);
    expect((await fetch(`${server.baseUrl}/uploads/${blog.images[0]}`)).status).toBe(404);
  });
});
