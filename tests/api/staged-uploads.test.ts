/**
 * Photos uploaded ahead of the save that uses them (docs/api.md "Uploads"): each is checked and
 * stored when it arrives, and a save names it `upload:{id}` wherever it may name a photo, so the
 * save itself sends no file. An upload is its uploader's, used once, private until its item is
 * public, and gone a day after if no save used it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog, Project } from "../../domain/entities";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

interface Upload {
  id: string;
  reference: string;
  name: string;
  width: number;
  height: number;
  expiresAt: string;
}

const GONE = "This photo's upload has expired or is not yours. Choose the photo again.";
const DAY = 24 * 3_600_000;

let server: TestServer;
let now = Date.parse("2026-11-27T06:00:00Z");
beforeAll(async () => {
  server = await startServer({}, { clock: () => new Date(now) });
});
afterAll(() => server.close());

let shade = 0x20;
async function upload(): Promise<Upload> {
  shade += 3;
  const color = `#${shade.toString(16).padStart(2, "0")}${(0xff - shade).toString(16).padStart(2, "0")}40`;
  const form = formData({ file: { name: "phone.jpg", data: await makeImage({ color, width: 1200, height: 900 }) } });
  const response = await server.api.request("POST", "/api/admin/uploads", form);
  expect(response.status).toBe(201);
  return ((await response.json()) as { upload: Upload }).upload;
}

async function refused(method: string, path: string, fields: Parameters<typeof formData>[0], status = 400) {
  const response = await server.api.request(method, path, formData(fields));
  expect(response.status).toBe(status);
  return (await response.json()) as { message: string; errors: Record<string, string> };
}

async function projectCount(): Promise<number> {
  return (await server.api.json<{ projects: Project[] }>("GET", "/api/admin/projects")).projects.length;
}

describe("photos uploaded ahead of the save", () => {
  it("make a project in one save with no file in it: their order, the cover chosen among them, a description", async () => {
    const [a, b, c] = [await upload(), await upload(), await upload()];
    expect(a.reference).toBe(`upload:${a.id}`);
    expect([a.width, a.height]).toEqual([1200, 900]);
    // The answer is the reference and what to show, never the photo's bytes again (a phone pays for them).
    expect(Object.keys(a).sort()).toEqual(["expiresAt", "height", "id", "name", "reference", "width"]);
    expect(Date.parse(a.expiresAt) - now).toBe(DAY);
    // Stored, but not the public's to see before a public item shows it.
    expect((await fetch(`${server.baseUrl}/uploads/${a.name}`)).status).toBe(404);

    const response = await server.api.request(
      "POST",
      "/api/create-project",
      formData({
        title: "Courtyard home, Sasthamangalam",
        category: "Residential",
        keepGalleryImages: [c.reference, a.reference, b.reference],
        coverFromGallery: a.reference,
        imageAlts: JSON.stringify({ [b.reference]: "The courtyard at noon" }),
      }),
    );
    expect(response.status).toBe(201);
    const { project } = (await response.json()) as { project: Project };
    expect(project.gallery).toEqual([c.name, a.name, b.name]);
    expect(project.coverImage).toBe(a.name);
    expect(project.imageAlts).toEqual({ [b.name]: "The courtyard at noon" });

    const shown = (await server.anon.json<{ project: Project }>("GET", `/api/projects/${project.slug}`)).project;
    expect(shown.gallery).toEqual([c.name, a.name, b.name]);
    expect((await fetch(`${server.baseUrl}/uploads/${a.name}`)).status).toBe(200);
  });

  it("are each used once, by their uploader only; a reference to one gone changes nothing", async () => {
    const a = await upload();
    const before = await projectCount();
    await server.api.createProject({ title: "First", keepGalleryImages: [a.reference], coverFromGallery: a.reference });
    const again = await refused("POST", "/api/create-project", {
      title: "Second",
      keepGalleryImages: [a.reference],
      coverFromGallery: a.reference,
    });
    expect(again.errors.keepGalleryImages).toBe(GONE);
    expect(await projectCount()).toBe(before + 1);

    // Another administrator's upload (the site has one account until the team's accounts come).
    const theirs = await upload();
    await server.db.updateTable("staged_uploads").set({ actor_id: "another-admin" }).where("id", "=", theirs.id).execute();
    const notMine = await refused("POST", "/api/create-project", { title: "Not mine", coverImage: theirs.reference });
    expect(notMine.errors.coverImage).toBe(GONE);

    const unknown = await refused("POST", "/api/add-blog", {
      title: "A post",
      content: "Text",
      author: "Anil",
      keepImages: ["upload:AAAAAAAAAAAAAAAAAAAAAA"],
    });
    expect(unknown.errors.keepImages).toBe(GONE);
    expect(await projectCount()).toBe(before + 1);
  });

  it("expire a day after: a save then is refused, and the photo goes unless a record shows it", async () => {
    const [kept, forgotten] = [await upload(), await upload()];
    await server.api.createGallery({ title: "Kept", existing: JSON.stringify([kept.reference]) });
    expect(await server.uploads()).toContain(forgotten.name);

    now += DAY + 60_000;
    const late = await refused("POST", "/api/gallery-upload", { title: "Too late", existing: JSON.stringify([forgotten.reference]) });
    expect(late.errors.existing).toBe(GONE);
    expect(await server.services.staged.expire(new Date(now))).toBeGreaterThanOrEqual(1);
    const files = await server.uploads();
    expect(files.some((file) => file.startsWith(forgotten.name.slice(0, 32)))).toBe(false);
    expect(files).toContain(kept.name);
  });

  it("give a post its photos, and a project a cover of its own", async () => {
    const [cover, first, second] = [await upload(), await upload(), await upload()];
    const response = await server.api.request(
      "POST",
      "/api/add-blog",
      formData({
        title: "Monsoon-ready roofs",
        content: "Slope, gutters and laterite.",
        author: "Anil",
        keepImages: [second.reference, first.reference],
      }),
    );
    expect(response.status).toBe(201);
    const { blog } = (await response.json()) as { blog: Blog };
    expect(blog.images).toEqual([second.name, first.name]);

    const project = await server.api.createProject({ title: "Office, Technopark", coverImage: cover.reference });
    expect(project.coverImage).toBe(cover.name);
    expect(project.gallery).toEqual([]);
  });

  it("join an edit's kept photos and new files, in the order sent", async () => {
    const made = await server.api.createProject({
      title: "Renovation, Pattom",
      coverImage: { name: "cover.jpg", data: await makeImage({ color: "#445566" }) },
      gallery: [
        { name: "a.jpg", data: await makeImage({ color: "#556677" }) },
        { name: "b.jpg", data: await makeImage({ color: "#667788" }) },
      ],
    });
    const [a, b] = made.gallery as [string, string];
    const ahead = await upload();
    const edited = await server.api.updateProject(made._id, {
      title: made.title,
      keepGalleryImages: [b, ahead.reference, a],
      gallery: { name: "new.jpg", data: await makeImage({ color: "#778899" }) },
      beforeImage: ahead.reference,
      afterImage: "new:0",
    });
    expect(edited.gallery.slice(0, 3)).toEqual([b, ahead.name, a]);
    expect(edited.gallery).toHaveLength(4);
    expect(edited.beforeImage).toBe(ahead.name);
    expect(edited.afterImage).toBe(edited.gallery[3]);
  });

  it("still need a cover: a project naming its photos but no cover is told to upload one", async () => {
    const photo = await upload();
    const missing = await refused("POST", "/api/create-project", { title: "No cover", keepGalleryImages: [photo.reference] });
    expect(missing.message).toBe("Please upload a cover image.");
  });
});

describe("the upload call", () => {
  it("takes one photo from a signed-in administrator, checked by its content", async () => {
    const photo = { name: "p.jpg", data: await makeImage({ color: "#102030" }) };
    expect((await server.anon.request("POST", "/api/admin/uploads", formData({ file: photo }))).status).toBe(401);
    const before = await server.uploads();

    const none = await refused("POST", "/api/admin/uploads", {});
    expect(none.errors.file).toBe("Choose a photo to upload.");
    const two = await refused("POST", "/api/admin/uploads", { file: [photo, photo] });
    expect(two.errors.file).toBe("Send at most 1 file as file.");
    const fake = await refused(
      "POST",
      "/api/admin/uploads",
      { file: { name: "photo.jpg", data: Buffer.from("MZ not a photo at all") } },
      415,
    );
    expect(fake.message).toBe('"photo.jpg" is not an image this site can use. Use a JPEG, PNG, GIF, WebP, AVIF or SVG image.');
    expect(await server.uploads()).toEqual(before);
  });
});
