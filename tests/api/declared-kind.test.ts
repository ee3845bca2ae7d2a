/**
 * Adding a kind is one declaration (docs/architecture.md §10). This file declares a kind the
 * product does not have, awards, and nothing else: the server makes its tables at start, and its
 * create, edit, public and admin lists, publishing, trash, restore, history and photo order all
 * come from the pipeline, each write leaving its change event with who made it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITORS_WRITE, defineKind, ITEM_KINDS } from "../../domain/kinds";
import { z } from "../../domain/zod";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { ADMIN, startServer, type TestServer } from "./harness";

const list = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const awardFields = {
  title: z.string().trim().min(1, "Name the award"),
  slug: z.string().trim().optional(),
  body: z.string().trim().max(500).optional(),
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  status: z.enum(["draft", "published", "scheduled"]).optional(),
  publishAt: z.string().optional(),
};

const awards = defineKind({
  name: "awards",
  one: "award",
  notFound: "Award not found",
  deleted: "Award deleted",
  imagesTable: "award_photos",
  slug: { fallback: "award", usedBy: "Another award" },
  fields: {
    title: { type: "text", column: "title", label: "Name", translatable: true },
    body: { type: "text", column: "body", label: "What it was for", translatable: true },
    year: { type: "number", column: "year", label: "Year" },
    photos: { type: "photos", label: "Photos", upload: "photos", keep: "keepPhotos", required: "Add a photo of the award" },
  },
  search: { public: ["title", "body"], admin: ["title", "body"] },
  schemas: {
    create: z.object(awardFields),
    update: z.object({
      ...awardFields,
      keepPhotos: z
        .union([z.string(), z.array(z.string())])
        .optional()
        .transform(list),
    }),
  },
  versions: 3,
  trashDays: 30,
  access: EDITORS_WRITE,
  previewPath: (item, token) => `/awards/${item.slug}?preview=${token}`,
  sitePath: (item) => `/awards/${item.slug}`,
  // The admin's one item form and manage list draw it from this (domain/kinds/admin.ts).
  admin: {
    paths: { manage: "/manage-awards", add: "/addawards", edit: "/edit-award/" },
    form: {
      titles: { create: "Add an Award", edit: "Edit Award" },
      submit: { create: "Add Award", edit: "Save Changes" },
      busy: { create: "Adding...", edit: "Saving..." },
      failure: { create: "The award was not added.", edit: "The award was not saved.", load: "The award could not be loaded." },
      success: { create: "Award added.", edit: "Award saved.", shownIn: "list" },
      parts: [
        { field: "title", widget: "text", required: true },
        { field: "slug", widget: "slug", base: "/awards/" },
        { field: "body", widget: "textarea", rows: 3 },
        { field: "year", widget: "text", inputMode: "numeric" },
        {
          field: "photos",
          widget: "photos",
          hint: "PNG, JPG, GIF up to 10MB",
          headings: { stored: "Current photos", queued: "New photos" },
        },
      ],
    },
    list: {
      title: "Manage Awards",
      nouns: { one: "award", many: "awards" },
      addLabel: "Add an Award",
      empty: "No awards yet.",
      search: { label: "Search awards", placeholder: "Search by name" },
      loadFailure: "The awards could not be loaded.",
      remove: { confirm: "Delete this award?", failure: "The award was not deleted." },
      rows: {
        layout: "cards",
        thumbnail: "photos",
        snippet: { field: "body", phone: 40, desk: 60 },
      },
    },
  },
});

interface Award {
  _id: string;
  slug: string;
  status: string;
  title: string;
  body: string;
  year: number | null;
  photos: string[];
}
interface Change {
  kind: string;
  itemId: string;
  action: string;
  actor: { id: string | null; name: string };
  fields: string[];
}

let server: TestServer;

beforeAll(async () => {
  server = await startServer({}, { kinds: [...ITEM_KINDS, awards] });
});
afterAll(() => server.close());

const photo = async (name: string, color: string) => ({ name, data: await makeImage({ width: 320, height: 240, color }) });
const events = async () => (await server.api.json<{ changes: Change[] }>("GET", "/api/admin/changes?kind=awards&limit=200")).changes;

describe("a kind declared in a test file alone", () => {
  it("is created, edited, published, listed, trashed, restored and versioned by the pipeline, each write logged", async () => {
    // Create, as a draft: the public sees nothing of it.
    const created = await server.api.json<{ award: Award }>(
      "POST",
      "/api/awards",
      formData({
        title: "Best Villa, Kerala 2025",
        body: "For the courtyard house at Kowdiar.",
        year: "2025",
        status: "draft",
        photos: [await photo("a.jpg", "#aa3300"), await photo("b.jpg", "#0033aa"), await photo("c.jpg", "#33aa00")],
      }),
    );
    const award = created.award;
    expect(award).toMatchObject({ title: "Best Villa, Kerala 2025", slug: "best-villa-kerala-2025", status: "draft", year: 2025 });
    expect(award.photos).toHaveLength(3);
    expect((await server.anon.request("GET", `/api/awards/${award._id}`)).status).toBe(404);
    expect((await server.anon.json<{ awards: Award[] }>("GET", "/api/awards")).awards).toEqual([]);
    const admin = await server.api.json<{ awards: Award[]; total: number }>("GET", "/api/admin/awards?q=kowdiar&limit=10");
    expect(admin.total).toBe(1);
    // Its photos are not the public's while it is a draft.
    expect((await fetch(`${server.baseUrl}/uploads/${award.photos[0]}`)).status).toBe(404);

    // Publish it, with its photos in a new order and a new title (its old URL is remembered).
    const [a, b, c] = award.photos as [string, string, string];
    const published = await server.api.json<{ award: Award }>(
      "PUT",
      `/api/awards/${award._id}`,
      formData({ title: "Best Villa of Kerala, 2025", slug: "", status: "published", year: "2025", keepPhotos: [c, a, b] }),
    );
    expect(published.award.photos).toEqual([c, a, b]);
    expect(published.award.status).toBe("published");
    expect((await server.anon.json<{ award: Award }>("GET", "/api/awards/best-villa-of-kerala-2025")).award._id).toBe(award._id);
    expect((await server.anon.json<{ award: Award }>("GET", "/api/awards/best-villa-kerala-2025")).award._id).toBe(award._id);
    expect((await server.anon.json<{ awards: Award[] }>("GET", "/api/awards")).awards.map((x) => x._id)).toEqual([award._id]);
    expect((await fetch(`${server.baseUrl}/uploads/${a}`)).status).toBe(200);

    // The same photos in another order alone: a reorder.
    await server.api.json(
      "PUT",
      `/api/awards/${award._id}`,
      formData({ title: "Best Villa of Kerala, 2025", year: "2025", keepPhotos: [a, b, c] }),
    );

    // Bad input is refused and changes nothing, and leaves no event.
    const before = await events();
    const refused = await server.api.request("PUT", `/api/awards/${award._id}`, formData({ title: " ", keepPhotos: [a] }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.title).toBe("Name the award");
    const empty = await server.api.request("PUT", `/api/awards/${award._id}`, formData({ title: "No photos", keepPhotos: [] }));
    expect(((await empty.json()) as { errors: Record<string, string> }).errors.photos).toBe("Add a photo of the award");
    expect(await events()).toEqual(before);

    // History: every save, the newest first, capped at the declared three; restoring one puts back its fields and order.
    const { versions } = await server.api.json<{ versions: Array<{ id: string; content: Award }> }>(
      "GET",
      `/api/admin/awards/${award._id}/versions`,
    );
    expect(versions).toHaveLength(3);
    expect(versions[0]!.content.photos).toEqual([a, b, c]);
    expect(versions[1]!.content.photos).toEqual([c, a, b]);
    const restored = await server.api.json<{ award: Award }>("POST", `/api/admin/awards/${award._id}/versions/${versions[2]!.id}/restore`);
    expect(restored.award).toMatchObject({ title: "Best Villa, Kerala 2025", photos: [a, b, c], status: "published" });

    // Trash: gone from the public, listed in the trash with its first photo, restored, then deleted for good.
    expect(await server.api.json("DELETE", `/api/awards/${award._id}`)).toEqual({ message: "Award deleted" });
    expect((await server.anon.request("GET", `/api/awards/${award._id}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/uploads/${a}`)).status).toBe(404);
    const trash = await server.api.json<{ items: Array<{ kind: string; _id: string; image: string | null }> }>("GET", "/api/admin/trash");
    expect(trash.items).toContainEqual(expect.objectContaining({ kind: "awards", _id: award._id, image: a }));
    await server.api.json("POST", `/api/admin/trash/awards/${award._id}/restore`);
    expect((await server.anon.json<{ award: Award }>("GET", `/api/awards/${award._id}`)).award.title).toBe("Best Villa, Kerala 2025");
    await server.api.json("DELETE", `/api/awards/${award._id}`);
    await server.api.json("DELETE", `/api/admin/trash/awards/${award._id}`);
    expect((await server.api.request("GET", `/api/admin/awards/${award._id}`)).status).toBe(404);
    // Its photos went with it: nothing else held them.
    expect(await server.uploads()).not.toContain(a);

    // Every write left its event, with its actor, newest first; the log's kind filter knows the kind.
    await server.api.createBlog({ title: "Another kind's write", content: "Not an award.", author: "Office" });
    const log = await events();
    expect(log.map((event) => event.action)).toEqual([
      "deleted",
      "trashed",
      "restored",
      "trashed",
      "version-restored",
      "reordered",
      "published",
      "created",
    ]);
    for (const event of log) expect(event).toMatchObject({ kind: "awards", itemId: award._id, actor: { name: ADMIN.email } });
    expect(log.at(-1)!.fields).toEqual(expect.arrayContaining(["title", "body", "year", "photos"]));
  });

  it("answers 401 to a write without the token, as every kind does", async () => {
    expect((await server.anon.request("POST", "/api/awards", formData({ title: "Unsigned" }))).status).toBe(401);
  });
});
