/**
 * Readable URLs (issue #17): slugs made from titles, unique, editable; the id URLs of docs/product.md §2 and
 * every earlier slug answer 301 to the page's URL now; the API finds an item by id or slug.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog, Project } from "../../domain/entities";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ SITE_URL: "https://www.example-builder.in" }, { pages: true });
});
afterAll(() => server.close());

const cover = async () => ({ name: "cover.jpg", data: await makeImage() });
const project = async (title: string, fields: Record<string, string> = {}) =>
  server.api.createProject({ title, coverImage: await cover(), ...fields });
const page = (path: string) => fetch(server.baseUrl + path, { redirect: "manual" });

async function send(method: "POST" | "PUT", url: string, fields: Record<string, unknown>) {
  const response = await server.api.request(method, url, formData(fields as never));
  return { status: response.status, body: (await response.json()) as { project: Project; blog: Blog; errors?: Record<string, string> } };
}

describe("project slugs", () => {
  it("are made from the title, transliterated, lower case and unique", async () => {
    const first = await project("Villa at Kowdiar");
    const second = await project("Villa at Kowdiar");
    const accented = await project("Café Ünïque — Pattom Résidence!");
    const malayalam = await project("തിരുവനന്തപുരം വീട്");
    expect(first.slug).toBe("villa-at-kowdiar");
    expect(second.slug).toBe("villa-at-kowdiar-2");
    expect(accented.slug).toBe("cafe-uenique-pattom-residence");
    expect(malayalam.slug).toBe(`project-${malayalam._id.slice(-6)}`);
    const long = await project("A very long title that goes on ".repeat(6));
    expect(long.slug.length).toBeLessThanOrEqual(80);
    expect(long.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("serve the page; the id URL answers 301 to the slug URL, with the query kept", async () => {
    const made = await project("Courtyard home at Pattom");
    const ok = await page(`/projects/${made.slug}`);
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain(`<link rel="canonical" href="https://www.example-builder.in/projects/courtyard-home-at-pattom"`);
    expect(html).toContain(`"url":"https://www.example-builder.in/projects/courtyard-home-at-pattom"`);
    const moved = await page(`/projects/${made._id}?utm_source=whatsapp`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/projects/courtyard-home-at-pattom?utm_source=whatsapp");
    expect((await page("/projects/no-such-project")).status).toBe(404);
  });

  it("are found by the API by id or by slug", async () => {
    const made = await project("Office block at Technopark");
    const byId = await server.anon.json<{ project: Project }>("GET", `/api/projects/${made._id}`);
    const bySlug = await server.anon.json<{ project: Project }>("GET", `/api/projects/${made.slug}`);
    expect(bySlug.project).toEqual(byId.project);
    expect((await server.anon.request("GET", "/api/projects/not-a-project")).status).toBe(404);
  });

  it("can be edited; every old slug answers 301 to the new one; a title change keeps the URL", async () => {
    const made = await project("Beach house at Kovalam");
    const retitled = await server.api.updateProject(made._id, { title: "Sea-facing house at Kovalam" });
    expect(retitled.slug).toBe("beach-house-at-kovalam");
    const renamed = await server.api.updateProject(made._id, { title: retitled.title, slug: "Sea Facing House, Kovalam" });
    expect(renamed.slug).toBe("sea-facing-house-kovalam");
    const again = await server.api.updateProject(made._id, { title: retitled.title, slug: "kovalam-sea-house" });
    for (const old of [made._id, "beach-house-at-kovalam", "sea-facing-house-kovalam"]) {
      const moved = await page(`/projects/${old}`);
      expect(moved.status, old).toBe(301);
      expect(moved.headers.get("location")).toBe(`/projects/${again.slug}`);
    }
    // "" makes a fresh one from the title.
    const fromTitle = await server.api.updateProject(made._id, { title: retitled.title, slug: "" });
    expect(fromTitle.slug).toBe("sea-facing-house-at-kovalam");
  });

  it("refuse a slug another project has, and one with nothing to spell, changing nothing", async () => {
    const taken = await project("Warehouse at Kazhakkoottam");
    const made = await project("Warehouse annex");
    const clash = await send("PUT", `/api/projects/${made._id}`, { title: made.title, slug: taken.slug });
    expect(clash.status).toBe(400);
    expect(clash.body.errors?.slug).toMatch(/already has this URL/);
    const empty = await send("PUT", `/api/projects/${made._id}`, { title: made.title, slug: "!!!" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.slug).toMatch(/letters or digits/);
    expect((await server.anon.json<{ project: Project }>("GET", `/api/projects/${made._id}`)).project.slug).toBe("warehouse-annex");
  });

  it("let another project take a slug one had before: the page is the new owner's", async () => {
    const first = await project("Duplex at Vazhuthacaud");
    await server.api.updateProject(first._id, { title: first.title, slug: "vazhuthacaud-duplex" });
    const second = await project("Another duplex", { slug: "duplex-at-vazhuthacaud" });
    expect(second.slug).toBe("duplex-at-vazhuthacaud");
    const shown = await page("/projects/duplex-at-vazhuthacaud");
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Another duplex");
  });

  it("are the URLs of the sitemap and the project cards", async () => {
    const made = await project("Villa at Sasthamangalam");
    const sitemap = await (await page("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://www.example-builder.in/projects/villa-at-sasthamangalam</loc>");
    expect(sitemap).not.toContain(made._id);
    const list = await (await page("/projects")).text();
    expect(list).toContain('href="/projects/villa-at-sasthamangalam"');
  });
});

describe("post slugs", () => {
  it("are made from the title; the id URL and an old slug answer 301", async () => {
    const post = await server.api.createBlog({ title: "Monsoon-proofing your roof", content: "Text.", author: "Anu" });
    expect(post.slug).toBe("monsoon-proofing-your-roof");
    expect((await page(`/blog/${post.slug}`)).status).toBe(200);
    const moved = await page(`/blog/${post._id}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog/monsoon-proofing-your-roof");
    const { status, body } = await send("PUT", `/api/blogs/${post._id}`, {
      title: post.title,
      content: post.content,
      author: post.author,
      slug: "roofs-in-the-monsoon",
    });
    expect(status).toBe(200);
    expect(body.blog.slug).toBe("roofs-in-the-monsoon");
    const old = await page("/blog/monsoon-proofing-your-roof");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/blog/roofs-in-the-monsoon");
    expect((await server.anon.json<{ blog: Blog }>("GET", "/api/blogs/roofs-in-the-monsoon")).blog._id).toBe(post._id);
    const sitemap = await (await page("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://www.example-builder.in/blog/roofs-in-the-monsoon</loc>");
  });
});

describe("saves at once", () => {
  it("of posts with one title each get an address of their own", async () => {
    const made = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.api.createBlog({ title: "Twin roofs at Pattom", content: "Two roofs.", author: "Office", category: "Construction" }),
      ),
    );
    const slugs = made.map((post) => post.slug).sort();
    expect(new Set(slugs).size).toBe(12);
    expect(slugs).toContain("twin-roofs-at-pattom");
    expect(slugs).toContain("twin-roofs-at-pattom-12");
  });
});
