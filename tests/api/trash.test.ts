/**
 * The trash (issue #17): a deleted project waits 30 days with its photos, is restored whole, or is
 * removed for good (by the administrator, or by the scheduler once its days are over) with the
 * files nothing else uses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import type { TrashedItem } from "../../domain/publishing";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
let now = Date.parse("2030-03-01T06:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startServer({ SCHEDULER_INTERVAL_MS: "100" }, { pages: true, clock: () => new Date(now) });
});
afterAll(() => server.close());

const jpeg = async (name: string, color?: string) => ({ name, data: await makeImage({ color }) });
const status = async (path: string) => (await fetch(server.baseUrl + path, { redirect: "manual" })).status;
const trash = async () => (await server.api.json<{ items: TrashedItem[] }>("GET", "/api/admin/trash")).items;

describe("the trash", () => {
  it("keeps a deleted project with its photos; restored, it is back whole at its URL", async () => {
    const project = await server.api.createProject({
      title: "Villa at Vellayambalam",
      coverImage: await jpeg("cover.jpg", "#884422"),
      gallery: [await jpeg("one.jpg", "#224488"), await jpeg("two.jpg", "#448822")],
    });
    await server.api.remove("projects", project._id);
    expect(await status(`/projects/${project.slug}`)).toBe(404);
    expect(await status(`/api/projects/${project._id}`)).toBe(404);
    const { projects } = await server.api.json<{ projects: Project[] }>("GET", "/api/admin/projects");
    expect(projects.map((p) => p._id)).not.toContain(project._id);
    const [listed] = (await trash()).filter((item) => item._id === project._id);
    expect(listed).toEqual({
      kind: "projects",
      _id: project._id,
      title: "Villa at Vellayambalam",
      image: project.gallery[0],
      deletedAt: new Date(now).toISOString(),
      removedAt: new Date(now + 30 * DAY).toISOString(),
    });
    // Its photos wait with it, for the admin's eyes only: the public no longer sees them.
    for (const name of [project.coverImage!, ...project.gallery]) {
      expect(await status(`/uploads/${name}`)).toBe(404);
      expect((await server.api.request("GET", `/uploads/${name}`)).status).toBe(200);
    }
    // Deleting it again is deleting nothing.
    expect((await server.api.request("DELETE", `/api/projects/${project._id}`)).status).toBe(404);

    await server.api.json("POST", `/api/admin/trash/projects/${project._id}/restore`);
    expect(await status(`/projects/${project.slug}`)).toBe(200);
    const { project: back } = await server.anon.json<{ project: Project }>("GET", `/api/projects/${project.slug}`);
    expect(back).toEqual(project);
    expect((await trash()).map((item) => item._id)).not.toContain(project._id);
  });

  it("is emptied by the scheduler after 30 days, with the files nothing else uses", async () => {
    const shared = await jpeg("shared.jpg", "#aa5500");
    const keeper = await server.api.createProject({ title: "Keeps the shared photo", coverImage: shared });
    const gone = await server.api.createProject({
      title: "Deleted for a month",
      coverImage: shared,
      gallery: await jpeg("own.jpg", "#0055aa"),
    });
    const post = await server.api.createBlog({
      title: "A post in the trash",
      content: "Words.",
      author: "Anu",
      images: await jpeg("post.jpg", "#5500aa"),
    });
    await server.api.remove("projects", gone._id);
    await server.api.remove("blogs", post._id);

    now += 30 * DAY - 60_000;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await trash()).map((item) => item._id)).toEqual(expect.arrayContaining([gone._id, post._id]));

    now += 120_000;
    await expect
      .poll(async () => (await trash()).map((item) => item._id).filter((id) => id === gone._id || id === post._id), { timeout: 5000 })
      .toEqual([]);
    expect(await status(`/uploads/${gone.gallery[0]}`)).toBe(404);
    expect(await status(`/uploads/${post.images[0]}`)).toBe(404);
    expect(await status(`/uploads/${keeper.coverImage}`)).toBe(200);
    // Its slug is free again.
    const again = await server.api.createProject({ title: "Deleted for a month", coverImage: await jpeg("new.jpg", "#777777") });
    expect(again.slug).toBe(gone.slug);
  });

  it("deletes for good on the administrator's word; refuses what is not in the trash and anyone not signed in", async () => {
    const item = await server.api.createGallery({ title: "Old kitchen photos", gallery: await jpeg("k.jpg", "#336699") });
    expect((await server.api.request("DELETE", `/api/admin/trash/galleries/${item._id}`)).status).toBe(404);
    expect((await server.api.request("POST", `/api/admin/trash/galleries/${item._id}/restore`)).status).toBe(404);
    await server.api.remove("galleries", item._id);
    expect((await server.anon.request("DELETE", `/api/admin/trash/galleries/${item._id}`)).status).toBe(401);
    expect((await server.anon.request("GET", "/api/admin/trash")).status).toBe(401);
    expect((await server.api.request("DELETE", `/api/admin/trash/users/${item._id}`)).status).toBe(404);
    await server.api.json("DELETE", `/api/admin/trash/galleries/${item._id}`);
    expect(await status(`/uploads/${item.images[0]}`)).toBe(404);
    expect((await trash()).map((t) => t._id)).not.toContain(item._id);
  });

  it("shows a project without gallery photos by its cover", async () => {
    const project = await server.api.createProject({ title: "Cover only", coverImage: await jpeg("cover-only.jpg", "#335577") });
    await server.api.remove("projects", project._id);
    const [listed] = (await trash()).filter((item) => item._id === project._id);
    expect(listed?.image).toBe(project.coverImage);
  });

  it("takes an item saved at the same moment: a save never brings a trashed item back", async () => {
    const posts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        server.api.createBlog({ title: `Saved while trashed ${i}`, content: "Words.", author: "Office" }),
      ),
    );
    const answers = await Promise.all(
      posts.flatMap((post) => [
        server.api.request(
          "PUT",
          `/api/blogs/${post._id}`,
          formData({ title: `${post.title}, edited`, content: "More words.", author: "Office" }),
        ),
        server.api.request("DELETE", `/api/blogs/${post._id}`),
      ]),
    );
    // Each pair: the save went first (200, then trashed), or the trash did (the save then finds nothing: 404).
    for (let i = 0; i < posts.length; i++) {
      expect([200, 404]).toContain(answers[2 * i]!.status);
      expect(answers[2 * i + 1]!.status).toBe(200);
    }
    const live = await server.db
      .selectFrom("blogs")
      .select("id")
      .where(
        "id",
        "in",
        posts.map((post) => post._id),
      )
      .where("deleted_at", "is", null)
      .execute();
    expect(live).toEqual([]);
  });
});
