import { describe, expect, it } from "vitest";
import { embedLinkOf, hoursLines, photosOf, valueAt, withValueAt, type OpeningHours } from "../../domain/site-content";
import { DEFAULT_SITE, PLACEHOLDER_PHONE } from "../../domain/site-defaults";
import { setupTasks } from "../../domain/site-setup";

describe("the site's content", () => {
  it("reads and writes a value by its dotted path, copying only the way there", () => {
    const content = { hero: { photo: null, headline: "A" }, services: [{ photo: "a.jpg" }, { photo: null }] };
    expect(valueAt(content, "services.0.photo")).toBe("a.jpg");
    expect(valueAt(content, "services.7.photo")).toBeUndefined();
    const next = withValueAt(content, "services.1.photo", "b.jpg");
    expect(next.services[1]).toEqual({ photo: "b.jpg" });
    expect(content.services[1]).toEqual({ photo: null });
    expect(next.hero).toBe(content.hero);
    expect(() => withValueAt(content, "services.5.photo", "x")).toThrow(RangeError);
    expect(() => withValueAt(content, "nothing.here", "x")).toThrow(RangeError);
  });

  it("finds every photo a section names, with its place", () => {
    expect(photosOf(DEFAULT_SITE.services)).toEqual([]);
    const about = { ...DEFAULT_SITE.about, photo: "p.jpg", team: [{ name: "A", position: "B", photo: "t.jpg" }] };
    expect(photosOf(about)).toEqual([
      { path: "photo", name: "p.jpg" },
      { path: "team.0.photo", name: "t.jpg" },
    ]);
  });

  it("writes office hours as the site shows them, days with the same hours in one line", () => {
    expect(hoursLines(DEFAULT_SITE.company.hours)).toEqual(["Mon - Sat 8:00 AM - 6:00 PM", "Sunday: Closed"]);
    const hours: OpeningHours[] = DEFAULT_SITE.company.hours.map((h) =>
      h.day === "Saturday" ? { ...h, opens: "09:30", closes: "13:00" } : h,
    );
    expect(hoursLines(hours)).toEqual(["Mon - Fri 8:00 AM - 6:00 PM", "Sat 9:30 AM - 1:00 PM", "Sunday: Closed"]);
  });

  it("keeps the link of a whole <iframe> pasted from a map's Embed dialog", () => {
    const frame =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;x=1" width="600" height="450" style="border:0;" loading="lazy"></iframe>';
    expect(embedLinkOf(frame)).toBe("https://www.google.com/maps/embed?pb=!1m18&x=1");
    expect(embedLinkOf("https://www.openstreetmap.org/export/embed.html")).toBe("https://www.openstreetmap.org/export/embed.html");
  });
});

describe("the setup checklist", () => {
  it("lists what a new site still holds from its samples, and nothing once the company has set it", () => {
    const fresh = setupTasks(DEFAULT_SITE);
    expect(fresh.filter((task) => !task.done).map((task) => task.id)).toEqual([
      "phone",
      "whatsapp",
      "email",
      "address",
      "hero-photo",
      "service-photos",
      "about-photo",
      "social",
      "registrations",
      "rating",
      "team-photos",
      "terms",
    ]);
    expect(fresh.find((task) => task.id === "service-photos")!.detail).toBe("8 of 8 services still show a drawing.");
    expect(fresh.find((task) => task.id === "phone")!.detail).toContain(PLACEHOLDER_PHONE);

    const own = setupTasks({
      ...DEFAULT_SITE,
      company: {
        ...DEFAULT_SITE.company,
        phone: "+91 98470 12345",
        whatsapp: "919847012345",
        email: "hello@builder.in",
        addressLines: ["Sree Towers"],
        social: { ...DEFAULT_SITE.company.social, facebook: "https://facebook.com/builder" },
        registrations: [{ label: "GSTIN", value: "32ABCDE1234F1Z5" }],
        claims: { ...DEFAULT_SITE.company.claims, rating: "4.8", reviewCount: "126", reviewUrl: "https://g.page/builder/review" },
      },
      home: { ...DEFAULT_SITE.home, hero: { ...DEFAULT_SITE.home.hero, photo: "h.jpg" } },
      services: { ...DEFAULT_SITE.services, services: DEFAULT_SITE.services.services.map((s) => ({ ...s, photo: "s.jpg" })) },
      about: { ...DEFAULT_SITE.about, photo: "a.jpg", team: DEFAULT_SITE.about.team.map((m) => ({ ...m, photo: "t.jpg" })) },
    });
    // Left: the sample warranties and payment stages, until the company sets its own.
    expect(own.filter((task) => !task.done).map((task) => task.id)).toEqual(["terms"]);
    const terms = setupTasks({
      ...DEFAULT_SITE,
      services: {
        ...DEFAULT_SITE.services,
        estimator: {
          ...DEFAULT_SITE.services.estimator,
          payments: [
            { stage: "Agreement", percent: 20 },
            { stage: "Handover", percent: 80 },
          ],
        },
      },
    });
    // The company's own payment schedule counts as its own terms.
    expect(terms.find((task) => task.id === "terms")!.done).toBe(true);
  });
});

describe("the company's facts from the environment", () => {
  it("leave out a fact the site's checks refuse, with a warning naming its variable, and never stop the start", async () => {
    const { loadConfig } = await import("../../server/config");
    const config = loadConfig({
      DATA_DIR: "/tmp/unused",
      COMPANY_PHONE: "+91 98470 12345",
      COMPANY_MAP_URL: "https://maps.example.com/embed?x=1",
    });
    expect(config.companySeed.phone).toBe("+91 98470 12345");
    expect(config.companySeed.map).toBeUndefined();
    expect(config.seedWarnings).toEqual([
      "COMPANY_MAP_URL is not used for the site's content: Map embed link must be an embed link from Google Maps or OpenStreetMap",
    ]);
  });
});
