/**
 * The audit log (issue #27): every write of every kind of content leaves its change event, in
 * the write's own transaction, with who made it, what it did and which fields changed, read
 * newest first through the admin API and filtered by kind and actor. A write that fails leaves
 * none; the scheduler's and the trash's own writes are the system's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog, GalleryItem, Project } from "../../domain/entities";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

interface Change {
  id: string;
  at: string;
  kind: string;
  itemId: string;
  action: string;
  actor: { id: string | null; name: string };
  fields: string[];
}

let server: TestServer;
let now = Date.parse("2026-11-27T06:00:00Z");

beforeAll(async () => {
  server = await startServer({}, { clock: () => new Date(now) });
});
afterAll(() => server.close());

const jpeg = async (name: string, color: string) => ({ name, data: await makeImage({ width: 640, height: 480, color }) });
const changes = async (query = "") => (await server.api.json<{ changes: Change[] }>("GET", `/api/admin/changes${query}`)).changes;
const latest = async () => (await changes("?limit=1"))[0]!;

describe("the audit log", () => {
  it("answers 401 without the token", async () => {
    expect((await fetch(`${server.baseUrl}/api/admin/changes`)).status).toBe(401);
  });

  it("records every write of a project: created, updated, reordered, unpublished, published, version restored, trashed, restored, deleted", async () => {
    const project = await server.api.createProject({
      title: "Audit villa",
      coverImage: await jpeg("c.jpg", "#102030"),
      gallery: [await jpeg("a.jpg", "#304050"), await jpeg("b.jpg", "#506070")],
    });
    const created = await latest();
    expect(created).toMatchObject({ kind: "projects", itemId: project._id, action: "created", actor: { name: "owner@site.test" } });
    expect(created.actor.id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.fields).toEqual(expect.arrayContaining(["title", "coverImage", "gallery"]));
    expect(created.at).toBe(new Date(now).toISOString());

    now += 60_000;
    await server.api.updateProject(project._id, { title: "Audit villa, Kowdiar", keepGalleryImages: project.gallery });
    expect(await latest()).toMatchObject({ action: "updated", fields: ["title"] });

    await server.api.updateProject(project._id, { title: "Audit villa, Kowdiar", keepGalleryImages: [...project.gallery].reverse() });
    expect(await latest()).toMatchObject({ action: "reordered", fields: ["gallery"] });
    // A new photo is not a new order: an update.
    await server.api.updateProject(project._id, {
      title: "Audit villa, Kowdiar",
      keepGalleryImages: [...project.gallery].reverse(),
      gallery: await jpeg("added.jpg", "#a0b0c0"),
    });
    expect(await latest()).toMatchObject({ action: "updated", fields: ["gallery"] });

    await server.api.updateProject(project._id, { title: "Audit villa, Kowdiar", status: "draft" });
    expect((await latest()).action).toBe("unpublished");
    await server.api.updateProject(project._id, { title: "Audit villa, Kowdiar", status: "published" });
    expect((await latest()).action).toBe("published");

    const { versions } = await server.api.json<{ versions: Array<{ id: string }> }>("GET", `/api/admin/projects/${project._id}/versions`);
    await server.api.json("POST", `/api/admin/projects/${project._id}/versions/${versions.at(-1)!.id}/restore`);
    expect(await latest()).toMatchObject({ action: "version-restored", itemId: project._id });
    expect((await latest()).fields).toContain("title");

    await server.api.remove("projects", project._id);
    expect(await latest()).toMatchObject({ action: "trashed", itemId: project._id });
    await server.api.json("POST", `/api/admin/trash/projects/${project._id}/restore`);
    expect(await latest()).toMatchObject({ action: "restored", itemId: project._id });
    await server.api.remove("projects", project._id);
    await server.api.json("DELETE", `/api/admin/trash/projects/${project._id}`);
    expect(await latest()).toMatchObject({ action: "deleted", itemId: project._id });

    const mine = await changes(`?kind=projects&limit=200`);
    expect(mine.filter((c) => c.itemId === project._id).map((c) => c.action)).toEqual([
      "deleted",
      "trashed",
      "restored",
      "trashed",
      "version-restored",
      "published",
      "unpublished",
      "updated",
      "reordered",
      "updated",
      "created",
    ]);
  });

  it("records the writes of posts, gallery items and the site's sections, filterable by kind", async () => {
    const { blog } = await server.api.json<{ blog: Blog }>(
      "POST",
      "/api/add-blog",
      formData({ title: "Audit post", content: "Text.", author: "Office", category: "Tips" }),
    );
    expect(await latest()).toMatchObject({ kind: "blogs", itemId: blog._id, action: "created" });
    await server.api.json(
      "PUT",
      `/api/blogs/${blog._id}`,
      formData({ title: "Audit post", content: "Text.", author: "Office", category: "Tips", tags: "roofs" }),
    );
    expect(await latest()).toMatchObject({ kind: "blogs", action: "updated", fields: ["tags"] });

    const { gallery } = await server.api.json<{ gallery: GalleryItem }>(
      "POST",
      "/api/gallery-upload",
      formData({ title: "Audit gallery", description: "", category: "Interiors", gallery: await jpeg("g.jpg", "#708090") }),
    );
    expect(await latest()).toMatchObject({ kind: "galleries", itemId: gallery._id, action: "created" });

    const company = await server.api.json<{ content: Record<string, unknown> & { phone: string } }>("GET", "/api/site/company");
    await server.api.json("PUT", "/api/site/company", { ...company.content, phone: "+91 94470 55555" });
    expect(await latest()).toMatchObject({ kind: "site", itemId: "company", action: "updated", fields: ["phone"] });

    const sites = await changes("?kind=site");
    expect(sites.length).toBeGreaterThan(0);
    expect(sites.every((c) => c.kind === "site")).toBe(true);
    expect((await changes("?actor=nobody@site.test")).length).toBe(0);
    expect((await changes("?actor=owner@site.test&limit=3")).length).toBe(3);
  });

  it("a write that fails leaves no event", async () => {
    const before = await latest();
    const refused = await server.api.request("POST", "/api/create-project", formData({ title: "", category: "Residential" }));
    expect(refused.status).toBe(400);
    const missing = await server.api.request(
      "PUT",
      "/api/blogs/0123456789abcdef01234567",
      formData({ title: "x", content: "y", author: "z" }),
    );
    expect(missing.status).toBe(404);
    expect((await latest()).id).toBe(before.id);
  });

  it("the scheduler publishing a scheduled item is the system's write", async () => {
    const project: Project = await server.api.createProject({
      title: "Audit scheduled",
      coverImage: await jpeg("s.jpg", "#203040"),
      status: "scheduled",
      publishAt: new Date(now + 3_600_000).toISOString(),
    });
    now += 3_700_000;
    await server.services.publishing.publishDue(new Date(now));
    expect(await latest()).toMatchObject({
      kind: "projects",
      itemId: project._id,
      action: "published",
      actor: { id: null, name: "scheduler" },
    });
  });

  it("pages back through older events with ?before=", async () => {
    const [first, second] = await changes("?limit=2");
    const older = await changes(`?before=${first!.id}&limit=1`);
    expect(older[0]!.id).toBe(second!.id);
  });
});
