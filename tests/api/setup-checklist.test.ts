/**
 * The dashboard's setup checklist on a site that started with the demo content: the demo's own
 * pictures on the home page, the about page and the services still count as to be replaced,
 * until the company uploads its photos.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteContent, SiteSectionName } from "../../domain/site-content";
import type { SetupTask } from "../../domain/site-setup";
import { seedDemoContent } from "../../server/demo";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
let seeded: Record<string, number> | null;

beforeAll(async () => {
  server = await startServer();
  seeded = await seedDemoContent(server.services, server.config);
}, 120_000);
afterAll(() => server.close());

async function tasks(): Promise<Record<string, SetupTask>> {
  const answer = await server.api.json<{ tasks: SetupTask[] }>("GET", "/api/admin/setup");
  return Object.fromEntries(answer.tasks.map((task) => [task.id, task]));
}

async function read<S extends SiteSectionName>(section: S): Promise<SiteContent[S]> {
  return (await server.api.json<{ content: SiteContent[S] }>("GET", `/api/site/${section}`)).content;
}

/** Saves the section as it is, with a photo of the company's own at each place. */
async function upload(section: SiteSectionName, places: string[]): Promise<SiteContent[SiteSectionName]> {
  const photos = await Promise.all(places.map((_, i) => makeImage({ width: 1200, height: 800, label: `own photo ${section} ${i}` })));
  const form = formData({
    content: JSON.stringify(await read(section)),
    ...Object.fromEntries(places.map((place, i) => [place, { name: "own.jpg", data: photos[i]! }])),
  });
  const response = await server.api.request("PUT", `/api/site/${section}`, form);
  expect(response.status).toBe(200);
  return ((await response.json()) as { content: SiteContent[SiteSectionName] }).content;
}

describe("the setup checklist of a site with the demo content", () => {
  it("is the administrator's to read", async () => {
    expect((await server.anon.request("GET", "/api/admin/setup")).status).toBe(401);
  });

  it("remembers every picture the demo made", async () => {
    expect(seeded).not.toBeNull();
    const demo = await server.services.setup.demoImages();
    expect(demo.size).toBe(seeded?.images);
    const home = await read("home");
    expect(demo.has(home.hero.photo!)).toBe(true);
  });

  it("counts the demo's pictures on the home, about and services pages as not yet replaced", async () => {
    const list = await tasks();
    expect(list["hero-photo"]).toMatchObject({ done: false, detail: "The first thing visitors see is still a demo picture." });
    expect(list["service-photos"]).toMatchObject({ done: false, detail: "8 of 8 services still show a demo picture." });
    expect(list["about-photo"]).toMatchObject({ done: false });
    expect(list["about-photo"]!.detail).toContain("demo picture");
  });

  it("counts a task done once the company's own photo replaces the demo's", async () => {
    await upload("home", ["hero.photo"]);
    let list = await tasks();
    expect(list["hero-photo"]!.done).toBe(true);
    expect(list["about-photo"]!.done).toBe(false);

    await upload("services", ["services.0.photo", "services.1.photo"]);
    list = await tasks();
    expect(list["service-photos"]).toMatchObject({ done: false, detail: "6 of 8 services still show a demo picture." });

    await upload("about", ["photo"]);
    list = await tasks();
    expect(list["about-photo"]!.done).toBe(true);

    // A service whose photo is taken away shows its drawing again: both are counted.
    const services = (await read("services")) as SiteContent["services"];
    const withoutOne = { ...services, services: services.services.map((s, i) => (i === 0 ? { ...s, photo: null } : s)) };
    expect((await server.api.request("PUT", "/api/site/services", withoutOne)).status).toBe(200);
    list = await tasks();
    expect(list["service-photos"]!.detail).toBe("7 of 8 services still show a drawing or a demo picture.");
  });

  it("still says a drawing where a site has no photo at all", async () => {
    const bare = await startServer();
    try {
      const answer = await bare.api.json<{ tasks: SetupTask[] }>("GET", "/api/admin/setup");
      const hero = answer.tasks.find((task) => task.id === "hero-photo");
      expect(hero).toMatchObject({ done: false, detail: "The first thing visitors see is still a drawing." });
    } finally {
      await bare.close();
    }
  });
});
