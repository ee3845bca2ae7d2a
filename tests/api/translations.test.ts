/**
 * Translations of what the company writes (docs/product.md §11): per field, beside the English,
 * flagged "needs update" when the English changes, kept by versions and the trash, counted for the
 * dashboard, searched in every list, and refused clearly when they do not fit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Translation {
  id: string;
  english: Record<string, string>;
  translations: Record<"ml" | "ta", Record<string, { value: string; state: string; updatedBy: string | null }>>;
  states: Record<"ml" | "ta", string>;
}

const jpeg = async (name: string, color: string) => ({ name, data: await makeImage({ color }) });
const read = async (kind: string, id: string) =>
  (await server.api.json<{ translation: Translation }>("GET", `/api/admin/${kind}/${id}/translations`)).translation;
const save = (kind: string, id: string, locale: string, texts: Record<string, string>) =>
  server.api.request("PUT", `/api/admin/${kind}/${id}/translations/${locale}`, { texts });
const overview = (query = "") =>
  server.api.json<{
    counts: Record<"ml" | "ta", { missing: number; needsUpdate: number }>;
    items: Array<{ id: string; state: string }>;
    total: number;
  }>("GET", `/api/admin/translations${query}`);

describe("translations", () => {
  let project: Project;

  beforeAll(async () => {
    project = await server.api.createProject({
      title: "Villa at Kowdiar",
      description: "A courtyard home of laterite and teak.",
      location: "Kowdiar, Thiruvananthapuram",
      coverImage: await jpeg("cover.jpg", "#553322"),
      gallery: [await jpeg("front.jpg", "#224433")],
    });
  });

  it("start missing, and a save in one language leaves the other missing", async () => {
    const before = await read("projects", project._id);
    expect(before.english).toMatchObject({ title: "Villa at Kowdiar", description: "A courtyard home of laterite and teak." });
    expect(before.states).toEqual({ ml: "missing", ta: "missing" });
    expect((await overview("?locale=ml")).items.map((item) => item.id)).toContain(project._id);

    const saved = await save("projects", project._id, "ml", {
      title: "കവടിയാറിലെ വില്ല",
      description: "വെട്ടുകല്ലും തേക്കും കൊണ്ടുള്ള നടുമുറ്റമുള്ള വീട്.",
      location: "കവടിയാർ, തിരുവനന്തപുരം",
    });
    expect(saved.status).toBe(200);
    const after = await read("projects", project._id);
    expect(after.states).toEqual({ ml: "current", ta: "missing" });
    expect(after.translations.ml.title).toMatchObject({ value: "കവടിയാറിലെ വില്ല", state: "current", updatedBy: expect.any(String) });
    // The English is as it was.
    expect((await server.api.json<{ project: Project }>("GET", `/api/projects/${project._id}`)).project.title).toBe("Villa at Kowdiar");
  });

  it("are flagged when the English changes, until someone reviews them", async () => {
    await server.api.updateProject(project._id, {
      title: "Villa at Kowdiar, Thiruvananthapuram",
      description: project.description,
      location: project.location,
      keepGalleryImages: project.gallery,
    });
    const behind = await read("projects", project._id);
    expect(behind.translations.ml.title!.state).toBe("needs-update");
    expect(behind.translations.ml.description!.state).toBe("current");
    expect(behind.states.ml).toBe("needs-update");
    const { counts, items } = await overview("?locale=ml&state=needs-update");
    expect(counts.ml.needsUpdate).toBeGreaterThanOrEqual(1);
    expect(items.map((item) => item.id)).toContain(project._id);

    // Saved again as it is: reviewed.
    expect((await save("projects", project._id, "ml", { title: "കവടിയാറിലെ വില്ല" })).status).toBe(200);
    expect((await read("projects", project._id)).states.ml).toBe("current");
  });

  it("are found by a search in the lists, typed either way", async () => {
    const admin = await server.api.json<{ projects: Project[] }>("GET", `/api/admin/projects?q=${encodeURIComponent("നടുമുറ്റ")}`);
    expect(admin.projects.map((p) => p._id)).toContain(project._id);
    // Typed with the older form of a chillu letter (RA, VIRAMA, ZERO WIDTH JOINER), the same word.
    const older = await server.api.json<{ projects: Project[] }>(
      "GET",
      `/api/admin/projects?q=${encodeURIComponent("കവടിയാ\u0d30\u0d4d\u200d")}`,
    );
    expect(older.projects.map((p) => p._id)).toContain(project._id);
    const post = await server.api.createBlog({ title: "Laterite walls", content: "Why they breathe.", author: "Team" });
    await save("blogs", post._id, "ml", { title: "വെട്ടുകല്ല് ചുവരുകൾ", content: "അവ ശ്വസിക്കുന്നത് എന്തുകൊണ്ട്." });
    const found = await server.anon.json<{ blogs: Array<{ _id: string }> }>("GET", `/api/blogs?q=${encodeURIComponent("വെട്ടുകല്ല്")}`);
    expect(found.blogs.map((b) => b._id)).toEqual([post._id]);
  });

  it("refuse a field the kind does not translate, a text too long, and a language the site does not have, changing nothing", async () => {
    const wrong = await save("projects", project._id, "ml", { category: "x", title: "ശരി" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: Record<string, string> }).errors).toHaveProperty("category");
    expect((await read("projects", project._id)).translations.ml.title!.value).toBe("കവടിയാറിലെ വില്ല");
    expect((await save("projects", project._id, "ml", { title: "ക".repeat(201) })).status).toBe(400);
    expect((await save("projects", project._id, "hi", { title: "x" })).status).toBe(404);
    expect((await save("projects", project._id, "ml", "nope" as unknown as Record<string, string>)).status).toBe(400);
    expect((await server.anon.request("PUT", `/api/admin/projects/${project._id}/translations/ml`, { texts: { title: "x" } })).status).toBe(
      401,
    );
  });

  it("are kept by the versions: restoring an earlier save puts its translations back", async () => {
    const { versions } = await server.api.json<{ versions: Array<{ id: string; content: { translations?: object } }> }>(
      "GET",
      `/api/admin/projects/${project._id}/versions`,
    );
    const withoutMl = versions.find((version) => !(version.content.translations as { ml?: object } | undefined)?.ml);
    expect(withoutMl).toBeDefined();
    await server.api.json("POST", `/api/admin/projects/${project._id}/versions/${withoutMl!.id}/restore`);
    expect((await read("projects", project._id)).states.ml).toBe("missing");
    const newest = (
      await server.api.json<{ versions: Array<{ id: string; content: { translations?: { ml?: object } } }> }>(
        "GET",
        `/api/admin/projects/${project._id}/versions`,
      )
    ).versions.find((version) => version.content.translations?.ml);
    await server.api.json("POST", `/api/admin/projects/${project._id}/versions/${newest!.id}/restore`);
    expect((await read("projects", project._id)).states.ml).not.toBe("missing");
  });

  it("stay with an item in the trash and go with it for good", async () => {
    const post = await server.api.createBlog({ title: "Monsoon roofs", content: "Slope and overhang.", author: "Team" });
    expect((await save("blogs", post._id, "ta", { title: "மழைக்கால கூரைகள்", content: "சரிவும் நீட்சியும்." })).status).toBe(200);
    await server.api.remove("blogs", post._id);
    await server.api.json("POST", `/api/admin/trash/blogs/${post._id}/restore`);
    expect((await read("blogs", post._id)).translations.ta.title!.value).toBe("மழைக்கால கூரைகள்");
    await server.api.remove("blogs", post._id);
    await server.api.json("DELETE", `/api/admin/trash/blogs/${post._id}`);
    const rows = await server.db.selectFrom("translations").select("owner_id").where("owner_id", "=", post._id).execute();
    expect(rows).toEqual([]);
  });

  it("cover the photos' descriptions", async () => {
    const [photo] = project.gallery as [string];
    await server.api.updateProject(project._id, {
      title: "Villa at Kowdiar, Thiruvananthapuram",
      description: project.description,
      location: project.location,
      keepGalleryImages: [photo],
      imageAlts: JSON.stringify({ [photo]: "The front verandah" }),
    });
    const now = await read("projects", project._id);
    expect(now.english[`alt:${photo}`]).toBe("The front verandah");
    expect((await save("projects", project._id, "ta", { [`alt:${photo}`]: "முன் வராந்தா" })).status).toBe(200);
    expect((await read("projects", project._id)).translations.ta[`alt:${photo}`]!.value).toBe("முன் வராந்தா");
    expect((await save("projects", project._id, "ta", { "alt:not-a-photo.webp": "x" })).status).toBe(400);
  });
});

describe("a post's tags", () => {
  it("are translated as one text, shown as tags in the language, and an untranslated list does not hold the post back", async () => {
    const blog = await server.api.createBlog({
      title: "Five Checks Before the Monsoon",
      content: "Clear the gutters.",
      author: "Office",
      tags: ["monsoon", "roofing"],
    });
    const before = await read("blogs", blog._id);
    expect(before.english["list:tags"]).toBe("monsoon, roofing");
    // Title and content translated, the tags not yet: the post is whole in Malayalam, its tags in English.
    expect((await save("blogs", blog._id, "ml", { title: "കാലവർഷത്തിന് മുമ്പ്", content: "ഓവുചാലുകൾ വൃത്തിയാക്കുക." })).status).toBe(200);
    const inMalayalam = async () =>
      (
        await server.api.json<{ blogs: Array<{ _id: string; tags: string[]; language?: { english: string[]; languages: string[] } }> }>(
          "GET",
          `/api/blogs?lang=ml&q=${encodeURIComponent("കാലവർഷത്തിന്")}`,
        )
      ).blogs.find((found) => found._id === blog._id)!;
    expect((await read("blogs", blog._id)).states.ml).toBe("needs-update");
    expect((await inMalayalam()).tags).toEqual(["monsoon", "roofing"]);
    expect((await inMalayalam()).language).toMatchObject({ english: [], languages: ["en", "ml"] });

    expect((await save("blogs", blog._id, "ml", { "list:tags": "കാലവർഷം,  മേൽക്കൂര , " })).status).toBe(200);
    expect((await read("blogs", blog._id)).states.ml).toBe("current");
    expect((await inMalayalam()).tags).toEqual(["കാലവർഷം", "മേൽക്കൂര"]);

    // A tag added in English puts the list behind its English, and the post stays whole.
    await server.api.json(
      "PUT",
      `/api/blogs/${blog._id}`,
      formData({
        title: "Five Checks Before the Monsoon",
        content: "Clear the gutters.",
        author: "Office",
        tags: "monsoon, roofing, maintenance",
      }),
    );
    const behind = await read("blogs", blog._id);
    expect(behind.translations.ml["list:tags"]!.state).toBe("needs-update");
    expect((await inMalayalam()).tags).toEqual(["കാലവർഷം", "മേൽക്കൂര"]);
    expect((await inMalayalam()).language!.languages).toContain("ml");
  });
});
