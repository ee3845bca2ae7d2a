/**
 * Building from the Gulf (Site → Building from the Gulf, /building-from-abroad) over HTTP: a site
 * that never saved it, or was made before it existed, reads its defaults; a save is checked field by
 * field, trimmed, kept in versions and restored like every other section, with its photo.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AbroadContent, SiteContent, SiteVersion } from "../../domain/site-content";
import { DEFAULT_ABROAD } from "../../domain/site-defaults";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function read(): Promise<AbroadContent> {
  return (await server.anon.json<{ content: AbroadContent }>("GET", "/api/site/abroad")).content;
}

async function versions(): Promise<SiteVersion[]> {
  return (await server.api.json<{ versions: SiteVersion[] }>("GET", "/api/site/abroad/versions")).versions;
}

/** A PUT that must be refused with 400: its message and field errors; nothing is saved. */
async function refused(body: unknown): Promise<{ message: string; errors: Record<string, string> }> {
  const before = await read();
  const response = await server.api.request("PUT", "/api/site/abroad", body as object);
  const answer = (await response.json()) as { message: string; errors?: Record<string, string> };
  expect(response.status, JSON.stringify(answer)).toBe(400);
  expect(await read()).toEqual(before);
  return { message: answer.message, errors: answer.errors ?? {} };
}

describe("the building from abroad section", () => {
  it("reads as its defaults on a new site, alone and with the others", async () => {
    const content = await read();
    expect(content).toEqual(DEFAULT_ABROAD);
    expect(content.topics.map((t) => t.title)).toEqual([
      "A power of attorney, if you need one",
      "Photos and videos every week",
      "Site visits on a video call",
      "Pay from your NRE or NRO account, stage by stage",
      "One named engineer, one number",
      "The keys, to your family or to you",
    ]);
    expect(content.photo).toBeNull();
    const { site } = await server.anon.json<{ site: SiteContent }>("GET", "/api/site");
    expect(site.abroad).toEqual(DEFAULT_ABROAD);
  });

  it("is read with its defaults, then written at start, on a site made before it existed; the other sections keep their edits", async () => {
    await server.services.site.seed();
    const company = (await server.anon.json<{ content: SiteContent["company"] }>("GET", "/api/site/company")).content;
    await server.api.json("PUT", "/api/site/company", { ...company, name: "Edappal Homes" });
    // The earlier release stored every section it knew, and nothing of this one.
    await server.db.deleteFrom("item_versions").where("kind", "=", "site").where("owner_id", "=", "abroad").execute();
    await server.db.deleteFrom("site_sections").where("name", "=", "abroad").execute();

    expect(await read()).toEqual(DEFAULT_ABROAD);
    expect(await versions()).toEqual([]);
    expect(await server.services.site.seed()).toEqual(["abroad"]);
    expect(await read()).toEqual(DEFAULT_ABROAD);
    expect(await versions()).toHaveLength(1);
    const after = (await server.anon.json<{ content: SiteContent["company"] }>("GET", "/api/site/company")).content;
    expect(after.name).toBe("Edappal Homes");
  });

  it("saves the company's words, trimmed, and shows them to everyone at once", async () => {
    const start = await read();
    const edited: AbroadContent = {
      ...start,
      headline: "  Building from Dubai, Doha or Riyadh  ",
      topics: [{ title: " Power of attorney ", text: "Give it to your brother in Kottayam." }, ...start.topics.slice(1, 3)],
      callNote: "",
      faqs: [],
    };
    const { content } = await server.api.json<{ content: AbroadContent }>("PUT", "/api/site/abroad", edited);
    expect(content.headline).toBe("Building from Dubai, Doha or Riyadh");
    expect(content.topics).toHaveLength(3);
    expect(content.topics[0]).toEqual({ title: "Power of attorney", text: "Give it to your brother in Kottayam." });
    expect(content.faqs).toEqual([]);
    expect(await read()).toEqual(content);
  });

  it("names each bad field by its path with a message a person understands, and saves nothing", async () => {
    const start = await read();
    const { message, errors } = await refused({
      ...start,
      headline: "   ",
      intro: "x".repeat(401),
      topics: [{ title: "", text: "Weekly videos." }, { title: "Payments" }],
      faqs: [{ question: "Can I pay in dirhams?", answer: "" }],
    });
    expect(message).toBeTruthy();
    expect(errors).toMatchObject({
      headline: "Headline is required",
      intro: "Introduction must be at most 400 characters",
      "topics.0.title": "Title is required",
      "topics.1.text": "Text is required",
      "faqs.0.answer": "Answer is required",
    });
    expect((await refused({ ...start, topics: [] })).errors).toEqual({ topics: "Topics needs at least 1" });
    const many = Array.from({ length: 13 }, (_, i) => ({ title: `Topic ${i}`, text: "Text" }));
    expect((await refused({ ...start, topics: many })).errors).toEqual({ topics: "Topics can have at most 12" });
    expect((await refused({ ...start, photo: "../../etc/passwd" })).errors).toEqual({ photo: "Choose a photo uploaded to this site" });
  });

  it("takes a photo through the pipeline, and keeps versions to restore like the other sections", async () => {
    const start = await read();
    const response = await server.api.request(
      "PUT",
      "/api/site/abroad",
      formData({ content: JSON.stringify(start), photo: { name: "villa.jpg", data: await makeImage({ width: 1600, height: 900 }) } }),
    );
    expect(response.status).toBe(200);
    const withPhoto = ((await response.json()) as { content: AbroadContent }).content;
    expect(withPhoto.photo).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect((await fetch(`${server.baseUrl}/uploads/${withPhoto.photo}`)).status).toBe(200);

    for (const headline of ["First headline", "Second headline"]) {
      await server.api.json("PUT", "/api/site/abroad", { ...withPhoto, headline });
    }
    const list = await versions();
    const first = list[1]!;
    expect(list.length).toBeGreaterThanOrEqual(3);
    const { content } = await server.api.json<{ content: AbroadContent }>("POST", `/api/site/abroad/versions/${first.id}/restore`);
    expect(content.headline).toBe("First headline");
    expect((await read()).headline).toBe("First headline");
    expect((await versions())[0]!.id).not.toBe(list[0]!.id);

    for (let i = 0; i < 22; i++) await server.api.json("PUT", "/api/site/abroad", { ...withPhoto, headline: `Save ${i}` });
    expect(await versions()).toHaveLength(20);
  });

  it("needs the administrator's token to save", async () => {
    const response = await server.anon.request("PUT", "/api/site/abroad", DEFAULT_ABROAD);
    expect(response.status).toBe(401);
  });
});
