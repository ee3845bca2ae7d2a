/**
 * The site's own texts in Malayalam and Tamil (docs/product.md §11): each section's texts by their
 * place, beside the English; shown on the section's pages in the language; flagged when the English
 * changes; following their English when a list is reordered; kept by the section's versions; and
 * a page whose texts are not all translated is left out of that language's sitemap.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({}, { pages: true });
});
afterAll(() => server.close());

interface Translation {
  id: string;
  title: string;
  editPath: string;
  sitePath: string;
  texts: Array<{ name: string; label: string; max: number; english: string }>;
  english: Record<string, string>;
  translations: Record<"ml" | "ta", Record<string, { value: string; state: string }>>;
  states: Record<"ml" | "ta", string>;
}

const read = async (section: string) =>
  (await server.api.json<{ translation: Translation }>("GET", `/api/admin/site/${section}/translations`)).translation;
const save = (section: string, locale: string, texts: Record<string, string>) =>
  server.api.request("PUT", `/api/admin/site/${section}/translations/${locale}`, { texts });
const page = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();
const sitemap = () => page("/sitemap.xml");
const content = async <T>(section: string) => (await server.api.json<{ content: T }>("GET", `/api/site/${section}`)).content;
const saveContent = (section: string, body: object) => server.api.request("PUT", `/api/site/${section}`, body);

/** Every text of a section translated into `locale`: "<locale> <its place>". */
async function translateAll(section: string, locale: "ml" | "ta") {
  const { texts } = await read(section);
  const response = await save(section, locale, Object.fromEntries(texts.map((text) => [text.name, `${locale} ${text.name}`])));
  expect(response.status).toBe(200);
}

describe("the site's texts in other languages", () => {
  it("are listed by place with their English and labels, and start missing", async () => {
    const home = await read("home");
    expect(home).toMatchObject({ id: "home", title: "Home page", editPath: "/site/home", sitePath: "/" });
    const headline = home.texts.find((text) => text.name === "hero.headline");
    expect(headline).toMatchObject({ label: "Headline", max: 120 });
    expect(home.english["hero.headline"]).toBe(headline!.english);
    expect(home.texts.map((text) => text.name)).toContain("stats.2.label");
    expect(home.texts.find((text) => text.name === "stats.2.label")?.label).toBe("Stat tile 3: label");
    // Figures, ids, icons and photos are the same in every language.
    expect(home.texts.map((text) => text.name)).not.toContain("stats.0.value");
    expect(home.texts.some((text) => /icon|photo|serviceId/.test(text.name))).toBe(false);
    expect(home.states).toEqual({ ml: "missing", ta: "missing" });
  });

  it("show on the section's pages in the language, the English staying as it is", async () => {
    const { english } = await read("privacy");
    const response = await save("privacy", "ml", { intro: "നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾ സൂക്ഷിക്കുന്നത് ഇങ്ങനെ." });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { translation: Translation };
    expect(saved.translation.translations.ml.intro).toMatchObject({ value: "നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾ സൂക്ഷിക്കുന്നത് ഇങ്ങനെ.", state: "current" });

    expect(await page("/ml/privacy")).toContain("നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾ സൂക്ഷിക്കുന്നത് ഇങ്ങനെ.");
    const englishPage = await page("/privacy");
    expect(englishPage).not.toContain("നിങ്ങളുടെ");
    expect(englishPage).toContain(english.intro!.slice(0, 40));
    // Tamil has none yet: the English, marked for the visitor.
    const tamil = await page("/ta/privacy");
    expect(tamil).toContain(english.intro!.slice(0, 40));
    expect(tamil).toContain("data-untranslated");
  });

  it("keep a page out of a language's sitemap and alternates until its texts are all translated", async () => {
    expect(await sitemap()).not.toContain("/ta/privacy</loc>");
    expect(await page("/privacy")).not.toMatch(/<link rel="alternate" hrefLang="ta"/);
    await translateAll("privacy", "ta");
    expect(await sitemap()).toContain("/ta/privacy</loc>");
    expect(await page("/privacy")).toMatch(/<link rel="alternate" hrefLang="ta"/);
    expect(await page("/ta/privacy")).not.toContain("data-untranslated");
  });

  it("are flagged when the English changes, still shown, and follow their English when a list is reordered", async () => {
    await translateAll("about", "ml");
    const about = await content<{ team: Array<{ name: string; position: string }>; mission: string }>("about");
    expect(about.team.length).toBeGreaterThan(1);
    // The English of the mission changes; the team's first two swap places.
    const [first, second, ...rest] = about.team;
    const changed = { ...about, mission: `${about.mission} Built to last.`, team: [second, first, ...rest] };
    expect((await saveContent("about", changed)).status).toBe(200);

    const after = await read("about");
    expect(after.translations.ml.mission?.state).toBe("needs-update");
    expect(after.states.ml).toBe("needs-update");
    const html = await page("/ml/about-us");
    expect(html).toContain("ml mission");
    // The first member's translated name now shows at the second place, where their English is.
    const firstAt = html.indexOf("ml team.1.name");
    const secondAt = html.indexOf("ml team.0.name");
    expect(firstAt).toBeGreaterThan(-1);
    expect(secondAt).toBeGreaterThan(firstAt);
    // Reviewed: saved again with the same text, it is current.
    await save("about", "ml", { mission: "ml mission" });
    expect((await read("about")).translations.ml.mission?.state).toBe("current");
  });

  it("are kept by the section's versions: restoring an earlier save puts them back", async () => {
    await save("services", "ta", { "services.0.title": "முதல் சேவை" });
    const versions = (await server.api.json<{ versions: Array<{ id: string }> }>("GET", "/api/site/services/versions")).versions;
    await save("services", "ta", { "services.0.title": "" });
    expect((await read("services")).translations.ta["services.0.title"]).toBeUndefined();
    const restore = await server.api.request("POST", `/api/site/services/versions/${versions[0]!.id}/restore`);
    expect(restore.status).toBe(200);
    expect((await read("services")).translations.ta["services.0.title"]?.value).toBe("முதல் சேவை");
    expect(await page("/ta/services")).toContain("முதல் சேவை");
  });

  it("refuse a place with no English, a text too long, a section or language the site does not have, and a visitor", async () => {
    const before = await read("home");
    const nowhere = await save("home", "ml", { "hero.photo": "ഫോട്ടോ", "hero.headline": "തലക്കെട്ട്" });
    expect(nowhere.status).toBe(400);
    expect(((await nowhere.json()) as { errors: Record<string, string> }).errors["hero.photo"]).toBe(
      "There is no English text to translate here",
    );
    const long = await save("home", "ml", { "hero.headline": "അ".repeat(121) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { errors: Record<string, string> }).errors["hero.headline"]).toBe("At most 120 characters");
    expect((await save("home", "fr", { "hero.headline": "Titre" })).status).toBe(404);
    expect((await save("garden", "ml", { intro: "x" })).status).toBe(404);
    expect((await server.api.request("PUT", "/api/admin/site/home/translations/ml", { texts: { "hero.headline": "x" } }, "")).status).toBe(
      401,
    );
    expect(await read("home")).toEqual(before);
  });

  it("are counted and listed with the items still to translate", async () => {
    const overview = await server.api.json<{
      counts: Record<"ml" | "ta", { missing: number; needsUpdate: number }>;
      items: Array<{ kind: string; id: string; title: string; state: string }>;
    }>("GET", "/api/admin/translations?locale=ta&state=missing&kind=site");
    expect(overview.items).toContainEqual(expect.objectContaining({ kind: "site", id: "home", title: "Home page", state: "missing" }));
    expect(overview.items.map((item) => item.id)).not.toContain("privacy");
    expect(overview.counts.ta.missing).toBeGreaterThanOrEqual(overview.items.length);
  });
});
