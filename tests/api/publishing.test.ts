/**
 * Drafts, schedules and previews (issue #17): a draft never reaches a public answer, a page, the
 * sitemap or the page cache; a scheduled post goes public at its minute by the scheduler alone
 * (a fake clock moves time); a preview link opens a draft for an administrator, never kept.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog, GalleryItem, Project } from "../../domain/entities";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
let now = Date.parse("2030-01-01T06:00:00Z");

beforeAll(async () => {
  server = await startServer(
    { SITE_URL: "https://www.example-builder.in", SCHEDULER_INTERVAL_MS: "100" },
    { pages: true, clock: () => new Date(now) },
  );
});
afterAll(() => server.close());

const cover = async () => ({ name: "cover.jpg", data: await makeImage() });
const page = (path: string) => fetch(server.baseUrl + path, { redirect: "manual" });
const text = async (path: string) => (await page(path)).text();

async function send(method: "POST" | "PUT", url: string, fields: Record<string, unknown>) {
  const response = await server.api.request(method, url, formData(fields as never));
  return { status: response.status, body: (await response.json()) as { project: Project; blog: Blog; errors?: Record<string, string> } };
}

/** Everything public that could show an item. */
async function publicAnswers(): Promise<string> {
  const paths = ["/", "/projects", "/blog", "/gallery", "/sitemap.xml", "/api/projects", "/api/blogs", "/api/galleries"];
  return (await Promise.all(paths.map(text))).join("\n");
}

describe("drafts", () => {
  it("never appear in a public answer, page or the sitemap; the admin area lists them", async () => {
    await publicAnswers(); // fills the page cache first: a draft must not reach it either
    const draft = await server.api.createProject({ title: "Secret villa at Kowdiar", coverImage: await cover(), status: "draft" });
    expect(draft).toMatchObject({ status: "draft", publishAt: null, slug: "secret-villa-at-kowdiar" });
    const post = await server.api.createBlog({ title: "Unfinished roof guide", content: "Draft words.", author: "Anu", status: "draft" });
    const item = await server.api.createGallery({ title: "Hidden photos", status: "draft", gallery: await cover() });
    const everything = await publicAnswers();
    for (const shown of [
      "Secret villa",
      "secret-villa-at-kowdiar",
      draft._id,
      "Unfinished roof guide",
      post._id,
      "Hidden photos",
      item._id,
    ]) {
      expect(everything).not.toContain(shown);
    }
    expect((await page(`/projects/${draft.slug}`)).status).toBe(404);
    expect((await page(`/projects/${draft._id}`)).status).toBe(404);
    expect((await page(`/blog/${post.slug}`)).status).toBe(404);
    expect((await server.anon.request("GET", `/api/projects/${draft._id}`)).status).toBe(404);
    expect((await server.anon.request("GET", `/api/blogs/${post.slug}`)).status).toBe(404);
    expect((await server.anon.request("GET", `/api/galleries/${item._id}`)).status).toBe(404);

    const admin = await server.api.json<{ projects: Project[] }>("GET", "/api/admin/projects");
    expect(admin.projects.find((p) => p._id === draft._id)?.status).toBe("draft");
    expect((await server.api.json<{ blogs: Blog[] }>("GET", "/api/admin/blogs")).blogs.map((b) => b._id)).toContain(post._id);
    expect((await server.api.json<{ galleries: GalleryItem[] }>("GET", "/api/admin/galleries")).galleries.map((g) => g._id)).toContain(
      item._id,
    );
    expect((await server.api.json<{ project: Project }>("GET", `/api/admin/projects/${draft._id}`)).project.title).toBe(draft.title);
    expect((await server.anon.request("GET", "/api/admin/projects")).status).toBe(401);
  });

  it("an edit without a status keeps it; publishing makes the item the newest, dated when it went public", async () => {
    const older = await server.api.createProject({ title: "Published first", coverImage: await cover() });
    expect(older.status).toBe("published");
    const draft = await server.api.createProject({ title: "Begun as a draft", coverImage: await cover(), status: "draft" });
    now += 60_000;
    const edited = await server.api.updateProject(draft._id, { title: "Begun as a draft, edited" });
    expect(edited.status).toBe("draft");
    now += 60_000;
    const published = await server.api.updateProject(draft._id, { title: edited.title, status: "published" });
    expect(published).toMatchObject({
      status: "published",
      publishAt: new Date(now).toISOString(),
      createdAt: new Date(now).toISOString(),
    });
    const { projects } = await server.anon.json<{ projects: Project[] }>("GET", "/api/projects");
    expect(projects[0]!._id).toBe(draft._id);
    expect(await text("/projects")).toContain("Begun as a draft, edited");
  });

  it("refuse a schedule without a time, an unknown status and a time that is not one, changing nothing", async () => {
    const made = await server.api.createProject({ title: "Shop at Pattom", coverImage: await cover() });
    for (const [fields, field] of [
      [{ status: "scheduled" }, "publishAt"],
      [{ status: "hidden" }, "status"],
      [{ status: "scheduled", publishAt: "next tuesday" }, "publishAt"],
    ] as const) {
      const { status, body } = await send("PUT", `/api/projects/${made._id}`, { title: "Changed", ...fields });
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body.errors?.[field]).toBeTruthy();
    }
    expect((await server.anon.json<{ project: Project }>("GET", `/api/projects/${made._id}`)).project.title).toBe("Shop at Pattom");
  });
});

describe("a scheduled post", () => {
  it("appears at its minute, by the scheduler alone, and the kept pages that show it are cleared", async () => {
    // 11:30 at the company (Asia/Kolkata) is 06:00 UTC; an hour on, 12:30 there.
    now = Date.parse("2030-01-02T06:00:00Z");
    const post = await server.api.createBlog({
      title: "Monsoon checklist for new homes",
      content: "Gutters, slopes and sealants.",
      author: "Anu",
      status: "scheduled",
      publishAt: "2030-01-02T12:30",
    });
    expect(post).toMatchObject({ status: "scheduled", publishAt: "2030-01-02T07:00:00.000Z" });
    expect(await text("/blog")).not.toContain(post.title); // now kept without it
    expect(await text("/sitemap.xml")).not.toContain(post.slug);

    now = Date.parse("2030-01-02T06:59:00Z");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await text("/blog")).not.toContain(post.title);

    now = Date.parse("2030-01-02T07:00:00Z");
    // No request: the scheduler publishes it (every 100 ms here).
    const row = async () =>
      server.db.selectFrom("blogs").select(["status", "created_at"]).where("id", "=", post._id).executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).status, { timeout: 5000 }).toBe("published");
    expect((await row()).created_at).toBe("2030-01-02T07:00:00.000Z");
    expect(await text("/blog")).toContain(post.title);
    expect(await text("/sitemap.xml")).toContain(`/blog/${post.slug}`);
    expect((await page(`/blog/${post.slug}`)).status).toBe(200);
  });
});

describe("preview links", () => {
  it("open a draft for a day as it will look, never kept nor indexed; anything else is not found", async () => {
    const draft = await server.api.createBlog({
      title: "Choosing tiles for Kerala homes",
      content: "Words.",
      author: "Anu",
      status: "draft",
    });
    const other = await server.api.createBlog({ title: "Another draft", content: "Words.", author: "Anu", status: "draft" });
    const { url, expiresAt } = await server.api.json<{ url: string; expiresAt: string }>("POST", "/api/admin/preview", {
      kind: "blogs",
      id: draft._id,
    });
    expect(url).toMatch(/^\/blog\/choosing-tiles-for-kerala-homes\?preview=\d+\.[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - now).toBe(24 * 60 * 60 * 1000);
    const shown = await page(url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(shown.headers.get("x-robots-tag")).toBe("noindex");
    const html = await shown.text();
    expect(html).toContain("Choosing tiles for Kerala homes");
    expect(html).toContain("Preview: Draft");
    expect(html).toContain('<meta name="robots" content="noindex"');
    // The same page again is rendered again (not kept), and the public still finds nothing.
    expect((await page(url)).headers.get("cache-control")).toBe("no-store");
    expect((await page("/blog/choosing-tiles-for-kerala-homes")).status).toBe(404);

    const token = url.split("preview=")[1]!;
    expect((await page(`/blog/${other.slug}?preview=${token}`)).status).toBe(404);
    expect((await page(`/blog/${draft.slug}?preview=${token.slice(0, -2)}xx`)).status).toBe(404);
    now += 24 * 60 * 60 * 1000 + 1000;
    expect((await page(url)).status).toBe(404);
    expect((await server.anon.request("POST", "/api/admin/preview", { kind: "blogs", id: draft._id })).status).toBe(401);
    expect((await server.api.request("POST", "/api/admin/preview", { kind: "users", id: draft._id })).status).toBe(400);
  });

  it("open a draft gallery item on /gallery, first, as it will look there; the gallery without the link never shows it", async () => {
    const item = await server.api.createGallery({ title: "Unseen courtyard photos", status: "draft", gallery: await cover() });
    const { url } = await server.api.json<{ url: string }>("POST", "/api/admin/preview", { kind: "galleries", id: item._id });
    expect(url).toMatch(new RegExp(`^/gallery\\?preview=\\d+\\.[A-Za-z0-9_-]{43}&item=${item._id}$`));
    const shown = await page(url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(shown.headers.get("x-robots-tag")).toBe("noindex");
    const html = await shown.text();
    expect(html).toContain("Preview: Draft");
    expect(html).toMatch(/<h2[^>]*>Unseen courtyard photos<\/h2>/);
    expect(await text("/gallery")).not.toContain("Unseen courtyard photos");
    const token = url.split("preview=")[1]!.split("&")[0]!;
    expect((await page(`/gallery?preview=${token.slice(0, -2)}xx&item=${item._id}`)).status).toBe(404);
    expect((await page(`/gallery?preview=${token}`)).status).toBe(404);
  });
});
