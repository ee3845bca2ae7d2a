/**
 * The gallery page shows photos: an item left without any (a site of an earlier release could
 * hold one) is not among the items its page lists, though the admin still sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe("the gallery page's items", () => {
  it("leave out an item with no photo", async () => {
    const shown = await server.api.createGallery({
      title: "With a photo",
      gallery: [{ name: "a.jpg", data: await makeImage({ width: 320, height: 240, color: "#446688" }) }],
    });
    const bare = await server.api.createGallery({
      title: "Without",
      gallery: [{ name: "b.jpg", data: await makeImage({ width: 320, height: 240, color: "#886644" }) }],
    });
    await server.db.deleteFrom("gallery_images").where("owner_id", "=", bare._id).execute();
    const page = await server.services.galleries.page({ withImages: true, offset: 0 });
    expect(page.items.map((item) => item.title)).toEqual([shown.title]);
    expect(page.total).toBe(1);
    expect((await server.services.galleries.page({ all: true, offset: 0 })).total).toBe(2);
  });
});
