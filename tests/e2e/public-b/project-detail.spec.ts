import { request as httpRequest } from "node:http";
import type { Page } from "@playwright/test";
import { ApiClient } from "../../support/client";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, expectNoSeriousA11yViolations, startFreshSite, test, waitForHydration } from "../fixtures";
import { makeProject, uniqueTag } from "./helpers";

/** The page's HTML as the server sends it to a browser that takes Brotli: its bytes on the wire. */
function compressedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
      let size = 0;
      res.on("data", (chunk: Buffer) => (size += chunk.length));
      res.on("end", () => resolve(size));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The layout shifts of the page's own content (in <main>; the layout's header and floating
 * buttons have their own tests) since it began to load, CLS without the session windows: every
 * shift counts. With what moved, to say which element did.
 */
async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const nodes = entry.sources.map((source) => (source.node instanceof Element ? source.node : source.node?.parentElement));
            if (!nodes.some((node) => !node || node.closest("main"))) continue;
            total += entry.value;
            for (const node of nodes) moved.push(node ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join(".")}` : "?");
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ total, moved }), 500);
      }),
  );
}

test.describe("project detail page", () => {
  test("shows the project, its details, share links, gallery and other projects", async ({ page, api }) => {
    const tag = uniqueTag();
    await makeProject(api, { title: `Neighbour ${tag}`, category: "Commercial" });
    const title = `Sasthamangalam villa ${tag}`;
    const project = await makeProject(api, {
      title,
      category: "Interior",
      location: "Sasthamangalam",
      description: "Four bedrooms around a central courtyard.\n\nTeak joinery and laterite walls.",
      gallery: 3,
    });
    const response = await page.goto(`/projects/${project.slug}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: title, exact: true })).toBeVisible();
    const details = page.getByRole("region", { name: "Project Details" });
    await expect(details.getByText("Four bedrooms around a central courtyard.")).toBeVisible();
    await expect(details.getByText("Teak joinery and laterite walls.")).toBeVisible();
    await expect(details.getByRole("definition").first()).toHaveText("Interior Design");
    await expect(page.getByText("Sasthamangalam").first()).toBeVisible();

    const share = page.getByRole("region", { name: "Share this project" });
    for (const name of ["Share on WhatsApp", "Share on Facebook", "Share on LinkedIn", "Share by email"]) {
      await expect(share.getByRole("link", { name })).toBeVisible();
    }

    const gallery = page.getByRole("region", { name: "Project Gallery" });
    for (const n of [1, 2, 3]) await expect(gallery.getByText(`${title} - Image ${n}`, { exact: true })).toBeVisible();

    const sidebar = page.getByRole("region", { name: "Other Projects" });
    const links = sidebar.getByRole("link").filter({ hasNotText: "View All Projects" });
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    await expect(sidebar.getByText(title, { exact: true })).toHaveCount(0);
    await expect(sidebar.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/projects");
  });

  test("a gallery photo opens in the lightbox", async ({ page, api }) => {
    const title = `Lightbox project ${uniqueTag()}`;
    const project = await makeProject(api, { title, gallery: 2 });
    await page.goto(`/projects/${project.slug}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `${title} - Image 2` }).click();
    await expect(page.getByRole("dialog", { name: `${title} - Image 2` })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an unknown or malformed id answers 404 with one clear message and 'Back to Projects'", async ({ page }) => {
    for (const id of ["not-an-id", "0123456789abcdef01234567"]) {
      const response = await page.goto(`/projects/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Project Not Found" })).toBeVisible();
      await expect(page.getByText("This project is not on our site. It may have been removed, or the link may be mistyped.")).toBeVisible();
      await expect(page.getByText("Failed to load project. Please try again.")).toHaveCount(0);
    }
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
  });

  test("the server sends the page with its own meta and breadcrumbs", async ({ request, api }) => {
    const title = `Meta project ${uniqueTag()}`;
    const project = await makeProject(api, { title, description: "Three bedrooms facing the backwaters." });
    const html = await (await request.get(`/projects/${project.slug}`)).text();
    expect(html).toContain(`<title>${title} | `);
    expect(html).toContain('content="Three bedrooms facing the backwaters."');
    expect(html).toContain(`/uploads/${project.coverImage!.replace(/\.[a-z]+$/, "")}-w1600.webp`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain("Project Details");
  });

  test("the company's photo descriptions are the captions and alt text; a photo without one is '{title} - Image n'", async ({
    page,
    api,
  }) => {
    const title = `Described villa ${uniqueTag()}`;
    const made = await makeProject(api, { title, gallery: 3 });
    const [first, , third] = made.gallery as [string, string, string];
    await api.updateProject(made._id, {
      title,
      category: "Residential",
      keepGalleryImages: made.gallery,
      coverFromGallery: first,
      imageAlts: JSON.stringify({ [first]: "Front verandah in laterite at dusk", [third]: "Teak staircase under a skylight" }),
    });
    await page.goto(`/projects/${made.slug}`);
    // The cover across the top is the described photo, and says so.
    await expect(page.locator("main img").first()).toHaveAttribute("alt", "Front verandah in laterite at dusk");

    const gallery = page.getByRole("region", { name: "Project Gallery" });
    await expect(gallery.locator("figcaption")).toHaveText([
      "Front verandah in laterite at dusk",
      `${title} - Image 2`,
      "Teak staircase under a skylight",
    ]);
    expect(await gallery.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual([
      "Front verandah in laterite at dusk",
      `${title} - Image 2`,
      "Teak staircase under a skylight",
    ]);
    await expect(page.getByText(`${title} - Image 1`)).toHaveCount(0);

    // The lightbox names the photo as its caption does.
    await waitForHydration(page);
    await gallery.getByRole("link", { name: "Teak staircase under a skylight" }).click();
    await expect(page.getByRole("dialog", { name: "Teak staircase under a skylight" })).toBeVisible();
    await page.keyboard.press("Escape");

    // So does its card on /projects.
    await page.goto(`/projects?category=Residential`);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.locator("img")).toHaveAttribute("alt", "Front verandah in laterite at dusk");

    // And its card among the home page's recent projects (the newest, so shown under "All").
    await page.goto("/");
    const homeCard = page
      .getByRole("region", { name: "Recent Projects" })
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(homeCard.locator("img")).toHaveAttribute("alt", "Front verandah in laterite at dusk");
  });

  test.describe("on a 390×844 phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("the cover carries the title, and the key facts start within the first screen; nothing shifts; the HTML fits 14 KB", async ({
      page,
      api,
      baseURL,
    }) => {
      const title = `Facts first ${uniqueTag()}`;
      const project = await makeProject(api, {
        title,
        category: "Residential",
        location: "Vattiyoorkavu, Thiruvananthapuram",
        gallery: 4,
        description: "A long description.\n\n".repeat(20),
        facts: { bedrooms: "3", builtUpSqft: "1850", plotCents: "6.5", durationMonths: "9", priceTier: "Premium", year: "2024" },
      });
      await page.goto(`/projects/${project.slug}`);
      const hero = page.locator("main header").first();
      await expect(hero.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(hero.getByRole("img", { name: title, exact: true })).toBeVisible();
      await expect(hero.getByText("Residential", { exact: true })).toBeVisible();
      await expect(hero.getByText("Vattiyoorkavu, Thiruvananthapuram")).toBeVisible();

      const strip = page.getByRole("group", { name: "Key facts" });
      await expect(strip.getByRole("term")).toHaveText(["Bedrooms", "Built-up", "Plot", "Built in", "Package"]);
      await expect(strip.getByRole("definition")).toHaveText(["3", "1,850 sq.ft", "6.5 cents", "9 months", "Premium"]);
      const box = (await strip.boundingBox())!;
      const title1 = (await hero.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(box.y).toBeGreaterThan(title1.y);
      expect(box.y).toBeLessThan(844);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      await expect(strip).toBeInViewport({ ratio: 1 });

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const shift = await layoutShift(page);
      expect(shift.total, shift.moved.join(", ")).toBe(0);
      const bytes = await compressedBytes(`${baseURL}/projects/${project.slug}`);
      test.info().annotations.push({ type: "HTML as sent (Brotli)", description: `${bytes} bytes` });
      expect(bytes).toBeLessThanOrEqual(14 * 1024);
    });

    test("only the facts that are set are in the strip, and none at all leaves no strip", async ({ page, api }) => {
      const some = await makeProject(api, { title: `Some facts ${uniqueTag()}`, facts: { bedrooms: "1", priceTier: "Basic" } });
      await page.goto(`/projects/${some.slug}`);
      const strip = page.getByRole("group", { name: "Key facts" });
      await expect(strip.getByRole("term")).toHaveText(["Bedroom", "Package"]);
      await expect(strip.getByRole("definition")).toHaveText(["1", "Basic"]);

      const none = await makeProject(api, { title: `No facts here ${uniqueTag()}` });
      await page.goto(`/projects/${none.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: none.title })).toBeVisible();
      await expect(page.getByRole("group", { name: "Key facts" })).toHaveCount(0);
    });
  });

  test("'Other Projects' are the homes most like this one: bedrooms, plot and package, then the category, then the newest", async ({
    page,
  }) => {
    // A server of its own and seven projects with photos: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const site = await startFreshSite();
    try {
      const api = new ApiClient(site.baseUrl);
      await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const home = (title: string, facts: Record<string, string>, category = "Residential") => makeProject(api, { title, category, facts });
      await home("Near twin", { bedrooms: "3", plotCents: "7", priceTier: "Premium" });
      await home("One room more", { bedrooms: "4", plotCents: "8", priceTier: "Premium" });
      await home("Smaller and simpler", { bedrooms: "2", plotCents: "4", priceTier: "Basic" });
      await home("Mansion", { bedrooms: "7", plotCents: "40", priceTier: "Luxury" });
      await home("Office block", { plotCents: "30", floors: "6" }, "Commercial");
      await home("Newest interior", {}, "Interior");
      const project = await home("The one we look at", { bedrooms: "3", plotCents: "6", priceTier: "Premium" });

      await page.goto(`${site.baseUrl}/projects/${project.slug}`);
      const others = page.getByRole("region", { name: "Other Projects" });
      await expect(others.getByText("Similar homes", { exact: false })).toBeVisible();
      const links = others.getByRole("link").filter({ hasNotText: "View All Projects" });
      await expect(links).toHaveCount(3);
      await expect(links).toContainText(["Near twin", "One room more", "Smaller and simpler"]);
      await expect(others.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/projects");
    } finally {
      await site.close();
    }
  });

  test("with no other project, 'Other Projects' says so", async ({ page }) => {
    const site = await startFreshSite();
    try {
      const api = new ApiClient(site.baseUrl);
      await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const project = await makeProject(api, { title: "The only one", facts: { bedrooms: "3" } });
      await page.goto(`${site.baseUrl}/projects/${project.slug}`);
      const others = page.getByRole("region", { name: "Other Projects" });
      await expect(others.getByText("No other projects available")).toBeVisible();
      await expect(others.getByRole("link", { name: "View All Projects" })).toBeVisible();
    } finally {
      await site.close();
    }
  });

  test.describe("accessibility", () => {
    test.use({ reducedMotion: "reduce" });
    test("a project page has no serious axe violations", async ({ page, api }) => {
      const project = await makeProject(api, { title: `Axe project ${uniqueTag()}`, gallery: 2 });
      await page.goto(`/projects/${project.slug}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
