import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GalleryItem } from "../../domain/entities";
import { formData, type FilePart } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
const jpeg = async (name = "photo.jpg"): Promise<FilePart> => ({ name, data: await makeImage() });

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe("galleries", () => {
  it("uploads with category General, lists under galleries, and answers one item under galleries", async () => {
    const response = await server.api.request(
      "POST",
      "/api/gallery-upload",
      formData({ title: "Site visit", description: "Week 3", gallery: [await jpeg(), await jpeg()] }),
    );
    expect(response.status).toBe(201);
    const { gallery } = (await response.json()) as { gallery: GalleryItem };
    expect(gallery.category).toBe("General");
    expect(gallery.images).toHaveLength(2);
    const list = await server.api.json<{ galleries: GalleryItem[] }>("GET", "/api/galleries");
    expect(list.galleries[0]).toEqual(gallery);
    const one = await server.api.json<{ galleries: GalleryItem }>("GET", `/api/galleries/${gallery._id}`);
    expect(one.galleries).toEqual(gallery);
  });

  it("allows an untitled item", async () => {
    const item = await server.api.createGallery({ gallery: await jpeg() });
    expect(item.title).toBe("");
  });

  it("needs at least one image on upload", async () => {
    const response = await server.api.request("POST", "/api/gallery-upload", formData({ title: "Empty" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Please select at least one image.",
      errors: { gallery: "Please select at least one image." },
    });
  });

  it("edits with existing (a JSON list) plus new files, and needs one image in total", async () => {
    const item = await server.api.createGallery({ title: "Before", gallery: [await jpeg(), await jpeg(), await jpeg()] });
    const [a, b, c] = item.images;
    const { gallery: edited } = await server.api.json<{ gallery: GalleryItem }>(
      "PUT",
      `/api/galleries/${item._id}`,
      formData({ title: "After", existing: JSON.stringify([c, a, "ffffffffffffffffffffffffffffffff.jpg"]), gallery: await jpeg() }),
    );
    expect(edited.title).toBe("After");
    expect(edited.images.slice(0, 2)).toEqual([c, a]);
    expect(edited.images).toHaveLength(3);
    expect((await fetch(`${server.baseUrl}/uploads/${b}`)).status).toBe(404);

    const none = await server.api.request("PUT", `/api/galleries/${item._id}`, formData({ title: "After", existing: "[]" }));
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toBe("Please select at least one image.");
    expect((await server.api.json<{ galleries: GalleryItem }>("GET", `/api/galleries/${item._id}`)).galleries).toEqual(edited);

    const broken = await server.api.request("PUT", `/api/galleries/${item._id}`, formData({ existing: "{not json" }));
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { errors: Record<string, string> }).errors.existing).toMatch(/JSON list/);
  });

  it("deletes and answers 404 afterwards", async () => {
    const item = await server.api.createGallery({ gallery: await jpeg() });
    expect(await (await server.api.request("DELETE", `/api/galleries/${item._id}`)).json()).toEqual({ message: "Gallery item deleted" });
    expect((await fetch(`${server.baseUrl}/api/galleries/${item._id}`)).status).toBe(404);
    expect((await server.api.request("DELETE", `/api/galleries/${item._id}`)).status).toBe(404);
  });
});
