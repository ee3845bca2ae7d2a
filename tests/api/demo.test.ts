import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog, GalleryItem, Project } from "../../domain/entities";
import { buildApp, type App } from "../../server/app";
import { loadConfig } from "../../server/config";
import { seedDemoContent } from "../../server/demo";
import { BLOG_TRANSLATIONS } from "../../server/demo/translations";
import { blogCreateSchema } from "../../domain/schemas";
import { systemContext } from "../../server/services/context";
import { SITE_SECTIONS } from "../../domain/site-content";
import { ApiClient } from "../support/client";

let built: App;
let dataDir: string;
let baseUrl: string;
let seeded: Record<string, number> | null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "site-demo-"));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_CONTENT: "true", LOG_LEVEL: "silent" });
  built = await buildApp(config, { pages: false });
  seeded = await seedDemoContent(built.services, config);
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`;
}, 120_000);

afterAll(async () => {
  await built.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = async <T>(url: string) => (await (await fetch(baseUrl + url)).json()) as T;

describe("demo content for a new site", () => {
  it("fills an empty site with projects, posts and gallery items across categories", async () => {
    expect(seeded).toMatchObject({ projects: 7, blogs: 5, galleries: 3 });
    const { projects } = await get<{ projects: Project[] }>("/api/projects");
    const { blogs } = await get<{ blogs: Blog[] }>("/api/blogs");
    const { galleries } = await get<{ galleries: GalleryItem[] }>("/api/galleries");
    expect(projects.length).toBeGreaterThanOrEqual(6);
    expect(new Set(projects.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    expect(projects.every((p) => p.coverImage && p.gallery.length >= 2 && p.description.length > 50)).toBe(true);
    // Facts on every project, an ongoing one, and a renovation with its before and after photos.
    expect(projects.every((p) => p.constructionStatus && p.year && p.builtUpSqft)).toBe(true);
    expect(projects.some((p) => p.constructionStatus === "Ongoing")).toBe(true);
    const renovation = projects.find((p) => p.beforeImage && p.afterImage);
    // The home page's hero and the about page show photographs of its work, not drawings.
    const home = await get<{ content: { hero: { photo: string | null } } }>("/api/site/home");
    const about = await get<{ content: { photo: string | null } }>("/api/site/about");
    expect(home.content.hero.photo).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(about.content.photo).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const offered = await get<{ content: { services: Array<{ photo: string | null }> } }>("/api/site/services");
    expect(offered.content.services.every((service) => service.photo !== null)).toBe(true);
    expect(renovation?.gallery).toEqual(expect.arrayContaining([renovation?.beforeImage, renovation?.afterImage]));
    expect(blogs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(blogs.map((b) => b.category)).size).toBeGreaterThanOrEqual(3);
    expect(blogs.every((b) => b.tags.length > 0 && b.content.includes("\n\n") && b.images.length > 0)).toBe(true);
    expect(blogs.every((b) => b.author.trim().length > 0)).toBe(true);
    expect(blogs.some((b) => b.images.length > 1)).toBe(true);
    expect(galleries.length).toBeGreaterThanOrEqual(3);
    expect(galleries.every((g) => g.images.length >= 3)).toBe(true);
    // Every photo described, as the company would: no "Villa at Kowdiar - Image 2".
    for (const item of [...projects.map((p) => ({ ...p, images: p.gallery })), ...blogs, ...galleries]) {
      for (const name of item.images) expect(item.imageAlts[name], `${item.title}: ${name}`).toMatch(/^[A-Z].{10,}$/);
    }
  });

  it("serves every image it made, with its variants", async () => {
    const { projects } = await get<{ projects: Project[] }>("/api/projects");
    const { blogs } = await get<{ blogs: Blog[] }>("/api/blogs");
    const { galleries } = await get<{ galleries: GalleryItem[] }>("/api/galleries");
    // The site's own photos too: the home page's hero, the about page's, each service's.
    const home = await get<{ content: { hero: { photo: string } } }>("/api/site/home");
    const about = await get<{ content: { photo: string } }>("/api/site/about");
    const offered = await get<{ content: { services: Array<{ photo: string }> } }>("/api/site/services");
    const names = new Set([
      ...projects.flatMap((p) => [p.coverImage!, ...p.gallery]),
      ...blogs.flatMap((b) => b.images),
      ...galleries.flatMap((g) => g.images),
      home.content.hero.photo,
      about.content.photo,
      ...offered.content.services.map((service) => service.photo),
    ]);
    expect(names.size).toBe(seeded?.images);
    for (const name of names) {
      const original = await fetch(`${baseUrl}/uploads/${name}`);
      expect(original.status, name).toBe(200);
      expect(original.headers.get("content-type")).toBe("image/jpeg");
      expect((await original.arrayBuffer()).byteLength).toBeGreaterThan(20_000);
      for (const width of [480, 960, 1600]) {
        const variant = await fetch(`${baseUrl}/uploads/${name.replace(".jpg", `-w${width}.webp`)}`);
        expect(variant.status, `${name} w${width}`).toBe(200);
        expect(variant.headers.get("content-type")).toBe("image/webp");
      }
    }
  });

  it("dates its posts over the months before it was loaded, the newest a few days ago", async () => {
    const { blogs } = await get<{ blogs: Blog[] }>("/api/blogs");
    const daysAgo = blogs.map((b) => (Date.now() - Date.parse(b.createdAt)) / 86_400_000);
    // Newest first, each at least a week before the next, none in the future.
    expect(daysAgo[0]).toBeGreaterThanOrEqual(1);
    expect(daysAgo[0]).toBeLessThanOrEqual(14);
    for (let i = 1; i < daysAgo.length; i++) expect(daysAgo[i]! - daysAgo[i - 1]!).toBeGreaterThanOrEqual(7);
    expect(daysAgo.at(-1)).toBeGreaterThanOrEqual(60);
    expect(new Set(blogs.map((b) => b.createdAt.slice(0, 10))).size).toBe(blogs.length);
  });

  it("has its posts written by the about page's team, by the names it shows, none named like a client", async () => {
    const { blogs } = await get<{ blogs: Blog[] }>("/api/blogs");
    const about = await get<{ content: { team: Array<{ name: string }> } }>("/api/site/about");
    const testimonials = await get<{ content: { items: Array<{ name: string }> } }>("/api/site/testimonials");
    const team = about.content.team.map((person) => person.name);
    for (const blog of blogs) expect(team).toContain(blog.author);
    // No author's first and last name appears among the clients quoted on the site.
    const words = (name: string) =>
      name
        .replace(/^(Dr|Mr|Mrs|Ms)\.\s+/, "")
        .split(/\s+/)
        .slice(0, 2)
        .join(" ");
    const clients = testimonials.content.items.map((item) => words(item.name));
    for (const blog of blogs) expect(clients).not.toContain(words(blog.author));
  });

  it("comes in Malayalam and Tamil, but for a post or two left to translate", async () => {
    await built.services.auth.setAdmin("owner@site.test", "correct horse battery");
    const admin = new ApiClient(baseUrl);
    await admin.login("owner@site.test", "correct horse battery");
    type Translation = {
      english: Record<string, string>;
      translations: Record<"ml" | "ta", Record<string, { value: string }>>;
      states: Record<"ml" | "ta", string>;
      address?: { english: string; translations: Record<"ml" | "ta", string> };
    };
    const read = async (kind: string, id: string) =>
      (await admin.json<{ translation: Translation }>("GET", `/api/admin/${kind}/${id}/translations`)).translation;
    const { projects } = await get<{ projects: Project[] }>("/api/projects");
    const { blogs } = await get<{ blogs: Blog[] }>("/api/blogs");
    const { galleries } = await get<{ galleries: GalleryItem[] }>("/api/galleries");
    // Every project and gallery item whole in both languages, its photos' descriptions too.
    for (const [kind, items] of [
      ["projects", projects],
      ["galleries", galleries],
    ] as const) {
      for (const item of items) {
        const translation = await read(kind, item._id);
        expect(translation.states, `${kind}: ${item.title}`).toEqual({ ml: "current", ta: "current" });
        expect(translation.translations.ml.title?.value).toMatch(/[\u0d00-\u0d7f]/);
        expect(translation.translations.ta.title?.value).toMatch(/[\u0b80-\u0bff]/);
      }
    }
    expect((await read("projects", projects[0]!._id)).translations.ml.locality?.value).toBe("കവടിയാർ");
    // The posts: the older ones translated paragraph by paragraph, the newest left in English.
    const states = await Promise.all(blogs.map(async (blog) => ({ blog, translation: await read("blogs", blog._id) })));
    const translated = states.filter(({ translation }) => translation.states.ml === "current" && translation.states.ta === "current");
    expect(translated.map(({ blog }) => blog.title).sort()).toEqual(Object.keys(BLOG_TRANSLATIONS).sort());
    for (const { blog, translation } of translated) {
      for (const locale of ["ml", "ta"] as const) {
        expect(translation.translations[locale].content?.value.split("\n\n").length).toBe(blog.content.split("\n\n").length);
        // Each has an address of its own in the language, in its script.
        expect(translation.address?.translations[locale]).toMatch(locale === "ml" ? /^[\u0d00-\u0d7f-]+$/ : /^[\u0b80-\u0bff-]+$/);
      }
    }
    expect(states.some(({ translation }) => translation.states.ml === "missing" && translation.states.ta === "missing")).toBe(true);
    expect(translated.length + states.filter(({ translation }) => translation.states.ml === "missing").length).toBe(blogs.length);
    // The site's own texts, every section whole in both languages (server/demo/site-translations.ts).
    for (const section of SITE_SECTIONS) {
      const translation = await read("site", section);
      expect(translation.states, section).toEqual({ ml: "current", ta: "current" });
    }
    expect((await read("site", "home")).translations.ml["hero.headline"]?.value).toMatch(/[\u0d00-\u0d7f]/);
  });

  it("lists the most appealing record of each kind first", async () => {
    const { projects } = await get<{ projects: Project[] }>("/api/projects");
    expect(projects[0]?.title).toBe("Villa at Kowdiar");
  });

  it("adds nothing to a site that has content", async () => {
    const before = await get<{ projects: Project[] }>("/api/projects");
    expect(await seedDemoContent(built.services, loadConfig({ DATA_DIR: dataDir, DEMO_CONTENT: "true", LOG_LEVEL: "silent" }))).toBeNull();
    const after = await get<{ projects: Project[] }>("/api/projects");
    expect(after.projects.length).toBe(before.projects.length);
  });

  it("leaves no temporary files behind", async () => {
    expect((await readdir(path.join(dataDir, "tmp"))).filter((f) => f.startsWith("demo-"))).toEqual([]);
  });
});

describe("a site whose only content is drafts", () => {
  it("is the company's: the demo content does not come back at a restart", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "site-demo-drafts-"));
    const config = loadConfig({ DATA_DIR: folder, DEMO_CONTENT: "true", LOG_LEVEL: "silent" });
    const app = await buildApp(config, { pages: false });
    try {
      await app.services.blogs.create(
        systemContext("test", new Date()),
        blogCreateSchema.parse({ title: "Not yet", content: "A draft.", author: "Office", category: "Tips", status: "draft" }),
        [],
      );
      expect(await seedDemoContent(app.services, config)).toBeNull();
      expect((await app.services.blogs.list()).length).toBe(0);
    } finally {
      await app.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
