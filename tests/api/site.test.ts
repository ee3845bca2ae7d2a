/**
 * The site's own content over HTTP (issue #13): each section read by anyone and cached, written
 * only with the token, checked field by field, kept in versions that can be restored, and its
 * photos stored through the media pipeline and removed once nothing names them.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteContent, SiteSectionName, SiteVersion } from "../../domain/site-content";
import { SITE_SECTIONS } from "../../domain/site-content";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ COMPANY_PHONE: "+91 98470 12345", SITE_NAME: "Kovalam Homes" });
});
afterAll(() => server.close());

async function read<S extends SiteSectionName>(section: S): Promise<SiteContent[S]> {
  return (await server.api.json<{ content: SiteContent[S] }>("GET", `/api/site/${section}`)).content;
}

async function versions(section: SiteSectionName): Promise<SiteVersion[]> {
  return (await server.api.json<{ versions: SiteVersion[] }>("GET", `/api/site/${section}/versions`)).versions;
}

/** A PUT that must be refused with 400: its field errors. */
async function refused(section: string, body: object | FormData): Promise<Record<string, string>> {
  const response = await server.api.request("PUT", `/api/site/${section}`, body);
  const answer = (await response.json()) as { message: string; errors?: Record<string, string> };
  expect(response.status, JSON.stringify(answer)).toBe(400);
  expect(answer.message).toBeTruthy();
  return answer.errors ?? {};
}

function photoForm(content: unknown, photos: Record<string, Buffer>): FormData {
  return formData({
    content: JSON.stringify(content),
    ...Object.fromEntries(Object.entries(photos).map(([field, data]) => [field, { name: `${field}.jpg`, data }])),
  });
}

async function exists(name: string): Promise<boolean> {
  return (await server.readUpload(name)) !== null;
}

describe("reading the site's content", () => {
  it("answers every section to anyone, with today's texts and the company's facts from the environment", async () => {
    const { site } = await server.anon.json<{ site: SiteContent }>("GET", "/api/site");
    expect(Object.keys(site).sort()).toEqual([...SITE_SECTIONS].sort());
    expect(site.company).toMatchObject({ name: "Kovalam Homes", phone: "+91 98470 12345", whatsapp: "919847012345" });
    expect(site.services.services).toHaveLength(8);
    expect(site.services.tiers).toHaveLength(3);
    expect(site.home.stats).toHaveLength(3);
    expect(site.home.hero.photo).toBeNull();
    for (const section of SITE_SECTIONS) {
      const response = await server.anon.request("GET", `/api/site/${section}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { content: unknown }).content).toEqual(site[section]);
    }
  });

  it("answers 404 JSON for a section that does not exist", async () => {
    for (const name of ["footer", "COMPANY", "..", "company.json"]) {
      const response = await server.anon.request("GET", `/api/site/${encodeURIComponent(name)}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
    }
  });

  it("keeps the public answer in memory, and a save clears it before it is answered", async () => {
    const company = await read("company");
    await server.api.json("PUT", "/api/site/company", company);
    for (const url of ["/api/site/company", "/api/site"]) {
      expect((await fetch(`${server.baseUrl}${url}`)).headers.get("x-cache"), url).toBe("miss");
      expect((await fetch(`${server.baseUrl}${url}`)).headers.get("x-cache"), url).toBe("hit");
    }
    await server.api.json("PUT", "/api/site/company", { ...company, tagline: "Cached no more" });
    for (const url of ["/api/site/company", "/api/site"]) {
      const after = await fetch(`${server.baseUrl}${url}`);
      expect(after.headers.get("x-cache"), url).toBe("miss");
      expect(await after.text()).toContain("Cached no more");
    }
  });
});

describe("saving a section", () => {
  it("saves JSON, trimmed, and answers the saved content", async () => {
    const company = await read("company");
    const { content } = await server.api.json<{ content: SiteContent["company"] }>("PUT", "/api/site/company", {
      ...company,
      phone: " +91 99461 23456 ",
      whatsapp: "919946123456",
      email: "office@kovalamhomes.in",
      social: { ...company.social, instagram: "https://instagram.com/kovalamhomes" },
      registrations: [{ label: "GSTIN", value: "32ABCDE1234F1Z5" }],
    });
    expect(content.phone).toBe("+91 99461 23456");
    expect(await read("company")).toEqual(content);
    expect(content.registrations).toEqual([{ label: "GSTIN", value: "32ABCDE1234F1Z5" }]);
  });

  it("names each bad field by its path, with a message a person understands, and changes nothing", async () => {
    const before = await server.anon.json<{ site: SiteContent }>("GET", "/api/site");
    const { company, home, services, about, testimonials } = before.site;

    const companyErrors = await refused("company", {
      ...company,
      name: "  ",
      phone: "+971 50 123 4567",
      whatsapp: "+91 98765",
      email: "not an address",
      postalCode: "6950",
      map: { embedUrl: "https://evil.example/map", openUrl: "javascript:alert(1)" },
      social: { ...company.social, facebook: "http://facebook.com/x" },
      hours: company.hours.map((h, i) => (i === 0 ? { ...h, opens: "19:00", closes: "09:00" } : h)),
    });
    expect(companyErrors).toMatchObject({
      name: "Company name is required",
      phone: "Phone must be an Indian number of 10 digits, e.g. 98765 43210 or +91 98765 43210",
      whatsapp:
        "WhatsApp number must be a 10-digit mobile number, e.g. 98765 43210, or a number from abroad with + and its country code, e.g. +971 50 123 4567",
      email: "Email must be an e-mail address",
      postalCode: "PIN code must be 6 digits",
      "map.embedUrl": "Map embed link must be an embed link from Google Maps or OpenStreetMap",
      "map.openUrl": "Map link must be a full https:// link",
      "social.facebook": "Facebook link must be a full https:// link",
      "hours.0.closes": "Closing time must be after opening time",
    });

    expect(
      await refused("home", { ...home, hero: { ...home.hero, headline: "" }, stats: home.stats.slice(0, 2), serviceCards: [] }),
    ).toMatchObject({
      "hero.headline": "Headline is required",
      stats: "Stat tiles must have exactly 3 entries",
      serviceCards: "Service cards must have exactly 6 entries",
    });

    const tiers = services.tiers.map((tier, i) => (i === 1 ? { ...tier, price: "", features: [] } : tier));
    expect(await refused("services", { ...services, tiers, services: services.services.slice(1) })).toMatchObject({
      "tiers.1.price": "Price is required",
      "tiers.1.features": "Tier features needs at least 1",
      services: "Services must have exactly 8 entries",
    });

    expect(
      await refused("about", {
        ...about,
        team: [],
        timeline: [{ year: "2010", title: "Founded", description: "x" }],
        story: ["x".repeat(1501)],
      }),
    ).toMatchObject({
      team: "Team needs at least 1",
      "timeline.0.year": "Year must be a year",
      "story.0": "Paragraph must be at most 1,500 characters",
    });

    expect(
      await refused("testimonials", {
        items: [{ ...testimonials.items[0], quote: "q".repeat(801), photo: "0123456789abcdef0123456789abcdef.jpg" }],
      }),
    ).toMatchObject({ "items.0.quote": "Quote must be at most 800 characters" });
    // A photo this site does not store is refused by name, also when the rest is right.
    expect(await refused("testimonials", { items: [{ ...testimonials.items[0], photo: "0123456789abcdef0123456789abcdef.jpg" }] })).toEqual(
      { "items.0.photo": "Choose a photo uploaded to this site" },
    );
    expect(await refused("home", { ...home, hero: { ...home.hero, photo: "../../site.db" } })).toEqual({
      "hero.photo": "Choose a photo uploaded to this site",
    });

    expect(await server.anon.json("GET", "/api/site")).toEqual(before);
  });

  it("refuses a body that is not the section's content, and a multipart content that is not JSON", async () => {
    const before = await read("home");
    for (const body of [[], "text", 42, null]) {
      const response = await fetch(`${server.baseUrl}/api/site/home`, {
        method: "PUT",
        headers: { authorization: `Bearer ${server.api.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await refused("home", formData({ content: "{not json" }))).toEqual({ content: "The content must be JSON" });
    expect(await refused("home", formData({ title: "no content" }))).toHaveProperty("content");
    const deep = "[".repeat(40) + "]".repeat(40);
    expect(await refused("home", formData({ content: deep }))).toEqual({ content: "The content must be JSON" });
    expect(await read("home")).toEqual(before);
  });
});

describe("photos of the site", () => {
  it("go through the pipeline (upright, no EXIF or GPS, WebP sizes, a placeholder) and land at their place", async () => {
    const home = await read("home");
    const photo = await makeImage({ width: 2000, height: 1300, withGps: true, noise: true });
    const response = await server.api.request("PUT", "/api/site/home", photoForm(home, { "hero.photo": photo }));
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as { content: SiteContent["home"] }).content;
    const name = saved.hero.photo!;
    expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(await read("home")).toEqual(saved);
    const original = await sharp((await server.readUpload(name))!).metadata();
    expect(original.exif).toBeUndefined();
    expect(original.orientation ?? 1).toBe(1);
    const widths = (await server.uploads()).filter((file) => file.startsWith(name.replace(/\.jpg$/, "-w")));
    expect(widths.length).toBeGreaterThanOrEqual(3);
    expect(widths.every((file) => file.endsWith(".webp"))).toBe(true);
    const media = await server.db.selectFrom("media").select("placeholder").where("name", "=", name).executeTakeFirstOrThrow();
    expect(media.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect((await fetch(`${server.baseUrl}/uploads/${name}`)).status).toBe(200);
  });

  it("take the company's logo as a drawing (SVG), stored as the picture it draws and never as SVG; a broken drawing is refused", async () => {
    const company = await read("company");
    const logo = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">
  <script>alert("not run")</script>
  <rect x="0" y="0" width="40" height="40" rx="8" fill="#8a3b12"/>
  <text x="48" y="28" font-size="20" fill="#16221c">AB</text>
</svg>`,
    );
    const form = formData({ content: JSON.stringify(company), logo: { name: "logo.svg", data: logo } });
    const response = await server.api.request("PUT", "/api/site/company", form);
    const answer = (await response.json()) as { content: SiteContent["company"] };
    expect(response.status, JSON.stringify(answer)).toBe(200);
    const name = answer.content.logo!;
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    // Drawn sharp enough for a sharing image, in its own proportions, on a transparent ground.
    const drawn = await sharp((await server.readUpload(name))!).metadata();
    expect(drawn).toMatchObject({ format: "png", width: 1600, height: 533, hasAlpha: true });
    const served = await fetch(`${server.baseUrl}/uploads/${name}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await server.uploads()).some((file) => file.endsWith(".svg"))).toBe(false);

    const files = await server.uploads();
    const broken = formData({ content: JSON.stringify(company), logo: { name: "logo.svg", data: Buffer.from("<svg><rect width=") } });
    const refusal = await server.api.request("PUT", "/api/site/company", broken);
    expect(refusal.status).toBe(415);
    expect(JSON.stringify(await refusal.json())).toContain("logo");
    expect(await server.uploads()).toEqual(files);
    expect((await read("company")).logo).toBe(name);
  });

  it("follow their entry in a list and are refused at a place that holds none, or when the file is no image", async () => {
    const services = await read("services");
    const response = await server.api.request(
      "PUT",
      "/api/site/services",
      photoForm(services, { "services.3.photo": await makeImage({ color: "#224466" }) }),
    );
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as { content: SiteContent["services"] }).content;
    expect(saved.services[3]!.photo).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(saved.services.filter((s) => s.photo)).toHaveLength(1);

    const files = await server.uploads();
    const notImage = formData({
      content: JSON.stringify(saved),
      "services.2.photo": { name: "x.jpg", data: Buffer.from("not an image at all") },
    });
    const refusal = await server.api.request("PUT", "/api/site/services", notImage);
    // As for every upload (docs/product.md §7): 415 when a file is not an image, naming the field.
    expect(refusal.status).toBe(415);
    expect(JSON.stringify(await refusal.json())).toContain("services.2.photo");
    expect(await refused("services", photoForm(saved, { "tiers.0.photo": await makeImage() }))).toBeDefined();
    expect(await refused("home", photoForm(await read("home"), { "services.0.photo": await makeImage() }))).toBeDefined();
    expect(await server.uploads()).toEqual(files);
    expect(await read("services")).toEqual(saved);
  });

  it("a replaced photo stays while a kept version names it, and its files go once none does", async () => {
    const about = await read("about");
    const first = await server.api.request("PUT", "/api/site/about", photoForm(about, { photo: await makeImage({ color: "#aa3311" }) }));
    const old = ((await first.json()) as { content: SiteContent["about"] }).content.photo!;
    const second = await server.api.request("PUT", "/api/site/about", photoForm(about, { photo: await makeImage({ color: "#11aa33" }) }));
    const current = ((await second.json()) as { content: SiteContent["about"] }).content;
    expect(current.photo).not.toBe(old);
    // The version that showed the old photo can still be restored: its file stays.
    expect(await exists(old)).toBe(true);
    // Twenty more saves push that version out of the kept ones.
    for (let i = 0; i < 20; i++) await server.api.json("PUT", "/api/site/about", { ...current, mission: `Mission ${i}` });
    expect(await exists(old)).toBe(false);
    expect((await server.uploads()).some((file) => file.startsWith(old.replace(/\.jpg$/, "")))).toBe(false);
    expect(await server.db.selectFrom("media").select("name").where("name", "=", old).executeTakeFirst()).toBeUndefined();
    expect(await exists(current.photo!)).toBe(true);

    // Going back to the drawing lets the photo go in the same way.
    await server.api.json("PUT", "/api/site/about", { ...current, photo: null });
    for (let i = 0; i < 20; i++) await server.api.json("PUT", "/api/site/about", { ...current, photo: null, vision: `Vision ${i}` });
    expect(await exists(current.photo!)).toBe(false);
  });
});

describe("versions", () => {
  it("lists the last 20 saves newest first, and restoring one saves it again as the newest", async () => {
    const start = await read("testimonials");
    const quotes = ["First words", "Second words", "Third words"];
    for (const quote of quotes) {
      await server.api.json("PUT", "/api/site/testimonials", { items: [{ ...start.items[0], quote }, ...start.items.slice(1)] });
    }
    const list = await versions("testimonials");
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(20);
    const times = list.map((v) => Date.parse(v.savedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.every((v) => new Date(v.savedAt).toISOString() === v.savedAt && /^[0-9a-f]{24}$/.test(v.id))).toBe(true);

    const firstWords = list[2]!;
    const { content } = await server.api.json<{ content: SiteContent["testimonials"] }>(
      "POST",
      `/api/site/testimonials/versions/${firstWords.id}/restore`,
    );
    expect(content.items[0]!.quote).toBe("First words");
    expect((await read("testimonials")).items[0]!.quote).toBe("First words");
    const after = await versions("testimonials");
    expect(after[0]!.id).not.toBe(list[0]!.id);
    expect(after.slice(1, 4).map((v) => v.id)).toEqual(list.slice(0, 3).map((v) => v.id));

    for (let i = 0; i < 25; i++)
      await server.api.json("PUT", "/api/site/testimonials", { items: [{ ...start.items[0], quote: `Say ${i}` }] });
    expect(await versions("testimonials")).toHaveLength(20);
    const count = await server.db
      .selectFrom("item_versions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("kind", "=", "site")
      .where("owner_id", "=", "testimonials")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(20);
  });

  it("answers 404 for a version that is not kept, or belongs to another section", async () => {
    await server.api.json("PUT", "/api/site/home", await read("home"));
    const [homeVersion] = await versions("home");
    for (const url of [
      "/api/site/home/versions/0123456789abcdef01234567/restore",
      `/api/site/company/versions/${homeVersion!.id}/restore`,
      "/api/site/home/versions/not-an-id/restore",
    ]) {
      const response = await server.api.request("POST", url);
      expect(response.status, url).toBe(404);
    }
  });
});

describe("every write and the versions need the token", () => {
  it("answers 401 without it, with a bad one or one sent another way, and nothing changes", async () => {
    const before = await server.anon.json("GET", "/api/site");
    const files = await server.uploads();
    const [version] = await versions("company");
    const company = await read("company");
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
      { authorization: `Basic ${server.api.token}` },
      { cookie: `token=${server.api.token}` },
    ];
    const calls: Array<[string, string, () => BodyInit | undefined, Record<string, string>]> = [
      ...SITE_SECTIONS.map(
        (section) =>
          [
            "PUT",
            `/api/site/${section}`,
            () => JSON.stringify({ ...company, phone: "+91 91111 11111" }),
            { "content-type": "application/json" },
          ] as [string, string, () => BodyInit, Record<string, string>],
      ),
      ["PUT", "/api/site/home", () => photoForm({}, { "hero.photo": Buffer.from("x") }), {}],
      ["GET", "/api/site/company/versions", () => undefined, {}],
      ["POST", `/api/site/company/versions/${version!.id}/restore`, () => undefined, {}],
    ];
    for (const [method, url, body, extra] of calls) {
      for (const headers of attempts) {
        const response = await fetch(`${server.baseUrl}${url}?token=${server.api.token}`, {
          method,
          headers: { ...extra, ...headers },
          body: body(),
        });
        expect(response.status, `${method} ${url} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
    expect(await server.anon.json("GET", "/api/site")).toEqual(before);
    expect(await server.uploads()).toEqual(files);
  });
});

describe("content stored by an earlier release", () => {
  it("reads with today's defaults for what it lacks at any depth, and one refused field never takes the section with it", async () => {
    const company = await read("company");
    const { claims: _claims, map, ...rest } = company;
    const stored = {
      ...rest,
      phone: "+91 98461 00000",
      // A field nested in an object is missing; another no longer passes today's check.
      map: { embedUrl: map.embedUrl },
      postalCode: "not a pin",
    };
    await server.db
      .updateTable("site_sections")
      .set({ content: JSON.stringify(stored) })
      .where("name", "=", "company")
      .execute();
    const now = await server.services.site.get("company");
    expect(now.phone).toBe("+91 98461 00000");
    expect(now.map).toEqual({ embedUrl: map.embedUrl, openUrl: server.services.site.defaults().company.map.openUrl });
    expect(now.claims).toEqual(server.services.site.defaults().company.claims);
    expect(now.postalCode).toBe(server.services.site.defaults().company.postalCode);
    expect(await server.services.site.check()).toEqual({ company: ["postalCode"] });
    // Saved again through the admin area, the section is whole.
    await server.api.json("PUT", "/api/site/company", now);
    expect(await server.services.site.check()).toEqual({});
  });
});
