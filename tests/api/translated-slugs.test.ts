/**
 * Slugs per language (docs/product.md §11): a translation may give an item its own address in its
 * language. The page is served there, every other address of the item (its English slug, its id,
 * an address it had) answers 301 to it, its alternates, the language switcher and the sitemap name
 * each language's address, and no two items share one.
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

interface Translation {
  address?: { english: string; translations: Record<"ml" | "ta", string> };
  states: Record<"ml" | "ta", string>;
}

const site = "https://www.example-builder.in";
const page = (path: string) => fetch(server.baseUrl + encodeURI(path), { redirect: "manual" });
const save = (kind: string, id: string, locale: string, texts: Record<string, string>) =>
  server.api.request("PUT", `/api/admin/${kind}/${id}/translations/${locale}`, { texts });
const read = async (kind: string, id: string) =>
  (await server.api.json<{ translation: Translation }>("GET", `/api/admin/${kind}/${id}/translations`)).translation;
const project = async (title: string) =>
  server.api.createProject({
    title,
    description: "A courtyard home of laterite and teak.",
    location: "Kowdiar",
    coverImage: { name: "cover.jpg", data: await makeImage() },
  });
/** Its translation into `locale`, whole: every text of its own. */
const translate = (made: Project, locale: "ml" | "ta", title: string, slug?: string) =>
  save("projects", made._id, locale, {
    title,
    description: locale === "ml" ? "വെട്ടുകല്ലും തേക്കും കൊണ്ടുള്ള വീട്." : "செங்கல் மற்றும் தேக்கு வீடு.",
    location: locale === "ml" ? "കവടിയാർ" : "கவடியார்",
    ...(slug === undefined ? {} : { slug }),
  });

describe("a translation's slug", () => {
  let villa: Project;

  beforeAll(async () => {
    villa = await project("Villa at Kowdiar");
    expect((await translate(villa, "ml", "കവടിയാറിലെ വില്ല", "കവടിയാറിലെ-വില്ല")).status).toBe(200);
    expect((await translate(villa, "ta", "கவடியார் வில்லா")).status).toBe(200);
  });

  it("is the address of the page in its language, and the admin's answer names it", async () => {
    const translation = await read("projects", villa._id);
    expect(translation.address).toEqual({ english: "villa-at-kowdiar", translations: { ml: "കവടിയാറിലെ-വില്ല", ta: "" } });
    // It is no text of the item: the translation is whole with or without it.
    expect(translation.states).toEqual({ ml: "current", ta: "current" });
    const shown = await page("/ml/projects/കവടിയാറിലെ-വില്ല");
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain("<h1");
    expect(html).toContain("കവടിയാറിലെ വില്ല");
    // Its canonical URL, and every language's own address as its alternates.
    expect(html).toContain(`<link rel="canonical" href="${site}/ml/projects/കവടിയാറിലെ-വില്ല"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${site}/projects/villa-at-kowdiar"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="ml" href="${site}/ml/projects/കവടിയാറിലെ-വില്ല"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="ta" href="${site}/ta/projects/villa-at-kowdiar"/>`);
    // The language switcher goes straight to each language's page.
    expect(html).toContain('href="/projects/villa-at-kowdiar"');
    expect(html).toContain('href="/ta/projects/villa-at-kowdiar"');
    // The English page's switcher, too.
    const english = await (await page("/projects/villa-at-kowdiar")).text();
    expect(english).toContain('href="/ml/projects/കവടിയാറിലെ-വില്ല"');
  });

  it("is where every other address of the item in that language answers 301 to, the query kept", async () => {
    for (const old of ["/ml/projects/villa-at-kowdiar", `/ml/projects/${villa._id}`]) {
      const moved = await page(`${old}?utm_source=whatsapp`);
      expect(moved.status, old).toBe(301);
      expect(moved.headers.get("location")).toBe(`${encodeURI("/ml/projects/കവടിയാറിലെ-വില്ല")}?utm_source=whatsapp`);
    }
    // Its address in another language leads to the page in the language asked for.
    const english = await page("/projects/കവടിയാറിലെ-വില്ല");
    expect(english.status).toBe(301);
    expect(english.headers.get("location")).toBe("/projects/villa-at-kowdiar");
    const tamil = await page("/ta/projects/കവടിയാറിലെ-വില്ല");
    expect(tamil.headers.get("location")).toBe("/ta/projects/villa-at-kowdiar");
  });

  it("is how lists in the language link the item, and the API finds the item by it", async () => {
    const list = await (await page("/ml/projects")).text();
    expect(list).toContain('href="/ml/projects/കവടിയാറിലെ-വില്ല"');
    expect((await page("/projects")).status).toBe(200);
    expect(await (await page("/projects")).text()).not.toContain("കവടിയാറിലെ-വില്ല");
    const island = await server.anon.json<{ projects: Project[] }>("GET", "/api/projects?lang=ml&limit=50");
    expect(island.projects.find((item) => item._id === villa._id)?.slug).toBe("കവടിയാറിലെ-വില്ല");
    const found = await server.anon.json<{ project: Project }>("GET", `/api/projects/${encodeURIComponent("കവടിയാറിലെ-വില്ല")}`);
    expect(found.project._id).toBe(villa._id);
  });

  it("is each language's address in the sitemap, percent-encoded", async () => {
    const sitemap = await (await page("/sitemap.xml")).text();
    const ml = `${site}${encodeURI("/ml/projects/കവടിയാറിലെ-വില്ല")}`;
    expect(sitemap).toContain(`<loc>${ml}</loc>`);
    expect(sitemap).toContain(`<loc>${site}/ta/projects/villa-at-kowdiar</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="ml" href="${ml}"/>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site}/projects/villa-at-kowdiar"/>`);
  });

  it("can be changed: the address it had answers 301 to the new one", async () => {
    const made = await project("House at Pattom");
    expect((await translate(made, "ml", "പട്ടത്തെ വീട്", "പട്ടം-വീട്")).status).toBe(200);
    // Typed as words, it is read as its slug.
    const renamed = await save("projects", made._id, "ml", { slug: "പട്ടത്തെ നടുമുറ്റം വീട്" });
    expect(renamed.status).toBe(200);
    expect((await read("projects", made._id)).address?.translations.ml).toBe("പട്ടത്തെ-നടുമുറ്റം-വീട്");
    const moved = await page("/ml/projects/പട്ടം-വീട്");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(encodeURI("/ml/projects/പട്ടത്തെ-നടുമുറ്റം-വീട്"));
    // Emptied, the page in Malayalam is at the English slug, and the Malayalam ones still lead there.
    expect((await save("projects", made._id, "ml", { slug: "" })).status).toBe(200);
    expect((await page("/ml/projects/house-at-pattom")).status).toBe(200);
    const back = await page("/ml/projects/പട്ടത്തെ-നടുമുറ്റം-വീട്");
    expect(back.status).toBe(301);
    expect(back.headers.get("location")).toBe("/ml/projects/house-at-pattom");
  });

  it("is refused when another item has it, in any language, or has nothing to spell; nothing changes", async () => {
    const other = await project("Villa at Kuravankonam");
    const before = await read("projects", other._id);
    for (const [slug, message] of [
      ["കവടിയാറിലെ-വില്ല", /already has this URL/],
      ["villa-at-kowdiar", /already has this URL/],
      ["!!!", /letters or digits/],
    ] as const) {
      const refused = await translate(other, "ml", "കുറവൻകോണത്തെ വില്ല", slug);
      expect(refused.status, slug).toBe(400);
      const body = (await refused.json()) as { errors: Record<string, string> };
      expect(body.errors.slug).toMatch(message);
    }
    expect(await read("projects", other._id)).toEqual(before);
    // An English slug may not take a translation's either.
    const clash = await server.api.request("PUT", `/api/projects/${other._id}`, formData({ title: other.title, slug: "കവടിയാറിലെ-വില്ല" }));
    expect(clash.status).toBe(400);
  });

  it("is kept by the item's versions; a version restored gives the address back, and the later one leads to it", async () => {
    const made = await project("Duplex at Vazhuthacaud");
    expect((await translate(made, "ml", "വഴുതക്കാട്ടെ ഡ്യൂപ്ലക്സ്", "വഴുതക്കാട്-ഡ്യൂപ്ലക്സ്")).status).toBe(200);
    const { versions } = await server.api.json<{ versions: Array<{ id: string }> }>("GET", `/api/admin/projects/${made._id}/versions`);
    expect((await save("projects", made._id, "ml", { slug: "ഡ്യൂപ്ലക്സ്-വഴുതക്കാട്" })).status).toBe(200);
    const restored = await server.api.request("POST", `/api/admin/projects/${made._id}/versions/${versions[0]!.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await read("projects", made._id)).address?.translations.ml).toBe("വഴുതക്കാട്-ഡ്യൂപ്ലക്സ്");
    expect((await page("/ml/projects/വഴുതക്കാട്-ഡ്യൂപ്ലക്സ്")).status).toBe(200);
    const later = await page("/ml/projects/ഡ്യൂപ്ലക്സ്-വഴുതക്കാട്");
    expect(later.status).toBe(301);
    expect(later.headers.get("location")).toBe(encodeURI("/ml/projects/വഴുതക്കാട്-ഡ്യൂപ്ലക്സ്"));
  });

  it("is a post's address in its language too", async () => {
    const post = await server.api.createBlog({ title: "Roofs in the monsoon", content: "Text.", author: "Anu" });
    const saved = await save("blogs", post._id, "ta", { title: "மழைக்கால கூரைகள்", content: "உரை.", slug: "மழைக்கால-கூரைகள்" });
    expect(saved.status).toBe(200);
    expect((await page("/ta/blog/மழைக்கால-கூரைகள்")).status).toBe(200);
    const moved = await page("/ta/blog/roofs-in-the-monsoon");
    expect(moved.headers.get("location")).toBe(encodeURI("/ta/blog/மழைக்கால-கூரைகள்"));
    const found = await server.anon.json<{ blog: Blog }>("GET", `/api/blogs/${encodeURIComponent("மழைக்கால-கூரைகள்")}`);
    expect(found.blog._id).toBe(post._id);
  });

  it("is nothing a gallery item has", async () => {
    const item = await server.api.createGallery({ title: "Kitchen", gallery: { name: "k.jpg", data: await makeImage() } });
    const refused = await save("galleries", item._id, "ml", { title: "അടുക്കള", slug: "അടുക്കള" });
    expect(refused.status).toBe(400);
  });
});
