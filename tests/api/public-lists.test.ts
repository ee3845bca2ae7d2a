/**
 * The gallery and the home page at any size (issue #17): /gallery shows its collections a page at
 * a time ("Load more" is `?page=n`, without JavaScript) and counts every photo in its summary; the
 * home page is sent with the newest six projects alone, and a tab's own six come from the API.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
const photo = async (n: number) => ({ name: `p${n}.jpg`, data: await makeImage() });

beforeAll(async () => {
  server = await startServer({}, { pages: true });
  // Ten collections, oldest first; the third has two photos. A draft and a trashed one besides.
  for (let i = 0; i < 10; i++) {
    const gallery = i === 2 ? [await photo(i), await photo(100 + i)] : await photo(i);
    await server.api.createGallery({ title: `Collection ${String(i).padStart(2, "0")}`, gallery });
  }
  await server.api.createGallery({ title: "Collection draft", status: "draft", gallery: await photo(50) });
  const trashed = await server.api.createGallery({ title: "Collection trashed", gallery: await photo(51) });
  await server.api.remove("galleries", trashed._id);
  // Home: one commercial project, then eight residential ones (newer).
  await server.api.createProject({ title: "Office at Pattom", category: "Commercial", coverImage: await photo(60) });
  for (let i = 0; i < 8; i++) {
    await server.api.createProject({ title: `Villa number ${i}`, category: "Residential", coverImage: await photo(70 + i) });
  }
});
afterAll(() => server.close());

const html = async (path: string) => (await fetch(server.baseUrl + path)).text();
const collections = (page: string) => [...page.matchAll(/<h2[^>]*>(Collection [^<]+)<\/h2>/g)].map((m) => m[1]);

describe("the gallery page", () => {
  it("shows four collections a page, newest first, and counts every photo of every collection", async () => {
    const first = await html("/gallery");
    expect(collections(first)).toEqual(["Collection 09", "Collection 08", "Collection 07", "Collection 06"]);
    expect(first).toContain("11 images from 10 gallery collections");
    expect(first).toContain("Showing 4 of 10 collections");
    expect(first).toContain('href="/gallery?page=2#collection-4"');
    expect(first).toContain("Load more photos");
  });

  it("?page=n shows the first n pages, the link goes to the first new one, and the last has no Load more", async () => {
    const second = await html("/gallery?page=2");
    expect(collections(second)).toHaveLength(8);
    expect(second).toContain('id="collection-4"');
    const last = await html("/gallery?page=3");
    expect(collections(last)).toHaveLength(10);
    expect(last).toContain("Showing 10 of 10 collections");
    expect(last).not.toContain("Load more photos");
    // Not a page number: the first page.
    expect(collections(await html("/gallery?page=x"))).toHaveLength(4);
  });

  it("never shows a draft or a trashed collection", async () => {
    const all = await html("/gallery?page=5");
    expect(all).not.toContain("Collection draft");
    expect(all).not.toContain("Collection trashed");
  });
});

describe("the home page", () => {
  it("sends the newest six projects only; a tab asks the API for its own six", async () => {
    const home = await html("/");
    for (let i = 2; i < 8; i++) expect(home).toContain(`Villa number ${i}`);
    expect(home).not.toContain("Villa number 0");
    expect(home).not.toContain("Villa number 1");
    // Older than six others: not in the page, however many projects there are, but the first of its tab.
    expect(home).not.toContain("Office at Pattom");
    const tab = (await (await fetch(`${server.baseUrl}/api/projects?category=commercial&limit=6`)).json()) as {
      projects: Array<{ title: string }>;
    };
    expect(tab.projects.map((project) => project.title)).toEqual(["Office at Pattom"]);
  });
});
