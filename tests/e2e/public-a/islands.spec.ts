/**
 * Public pages hydrate only their islands (docs/architecture.md §2): the rest of the page is the server's HTML,
 * which no script touches; each page loads only its islands' code, React only where one is due;
 * a tap that comes before an island's code is played again once it has hydrated; and islands
 * work the same on a page the browser prerendered.
 */
import type { Page } from "@playwright/test";
import { expect, hydrateEveryIsland, test } from "../fixtures";
import { makeProject } from "../public-b/helpers";
import { uniqueTitle, waitForHydration } from "./helpers";

/** What React has hydrated on the page: the islands marked hydrated, and any element it owns outside an island. */
function hydrationState(page: Page) {
  return page.evaluate(() => {
    const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    const all = [...document.querySelectorAll("*")];
    return {
      islands: [...document.querySelectorAll<HTMLElement>("[data-island]")].map((root) => ({
        name: root.dataset.island!,
        hydrated: root.hasAttribute("data-hydrated"),
      })),
      ownedOutside: all.filter((element) => owned(element) && !element.closest("[data-island]")).map((element) => element.tagName),
      ownedInside: all.filter((element) => owned(element) && element.closest("[data-island]")).length,
    };
  });
}

/** The file names of the scripts a page loaded, without their hash. */
function scriptNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js"))
      .map((path) => path.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, "")),
  );
}

const REACT = /\/assets\/react-[\w-]+\.js$/;
const ISLANDS_SCRIPT = /\/assets\/islands-[\w-]+\.js$/;

/** Holds back the scripts whose address matches until the returned function is called. */
async function holdBack(page: Page, script: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// Every public page ends with the "Talk to us" sheet, an island hydrated at the first touch.
const PAGES: Array<{ path: string; islands: string[] }> = [
  { path: "/", islands: ["testimonials", "home-projects", "enquiry", "talk"] },
  { path: "/about-us", islands: ["talk"] },
  { path: "/services", islands: ["estimator", "talk"] },
  { path: "/projects", islands: ["projects", "talk"] },
  { path: "/gallery", islands: ["talk"] },
  { path: "/blog", islands: ["articles", "talk"] },
  { path: "/contact", islands: ["enquiry", "requests", "talk"] },
  { path: "/privacy", islands: ["talk"] },
];

test.describe("islands", () => {
  for (const { path, islands } of PAGES) {
    test(`${path}: only its islands are hydrated, and only their code is loaded`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await hydrateEveryIsland(page);
      await page.waitForLoadState("networkidle");
      const state = await hydrationState(page);
      // The shared site may hold no photo for the gallery: its lightbox island is there only with photos.
      expect(state.islands.map((island) => island.name).filter((name) => name !== "lightbox")).toEqual(islands);
      expect(state.ownedOutside).toEqual([]);
      expect(await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react")))).toBe(false);

      const names = await scriptNames(page);
      const present = new Set((await hydrationState(page)).islands.map((island) => island.name));
      expect(names).toContain("islands");
      for (const name of names) {
        // The forms share their rules and queue in a file of their own (issue #15).
        const queue = ["enquiry", "estimator", "requests", "talk"].some((form) => present.has(form)) ? ["forms"] : [];
        expect(["islands", "hydrate", "react", "parts", ...present, ...queue], `${path} loaded ${name}`).toContain(name);
      }
      if (present.size === 0) expect(names).toEqual(["islands"]);
      expect(errors).toEqual([]);
    });
  }

  test("a page without islands due on its first screen loads no React until one comes into view", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await scriptNames(page)).toEqual(["islands"]);
    await page.getByRole("button", { name: "Next testimonial" }).scrollIntoViewIfNeeded();
    await expect.poll(() => scriptNames(page)).toContain("react");
  });

  for (const { path, reach } of [
    { path: "/projects", reach: (page: Page) => page.getByRole("button", { name: "All", exact: true }) },
    { path: "/blog", reach: (page: Page) => page.getByRole("searchbox", { name: "Search articles" }) },
  ]) {
    test(`${path} loads no React while it is read, only when the visitor reaches for its filters`, async ({ page, api }) => {
      await makeProject(api, { title: uniqueTitle("Island project") });
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await page.waitForTimeout(500);
      expect(await scriptNames(page)).toEqual(["islands"]);
      await reach(page).focus();
      await expect.poll(() => scriptNames(page)).toContain("react");
      await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(1);
    });
  }

  test("a tap on an island before its code has arrived is played again once it has hydrated", async ({ page }) => {
    const release = await holdBack(page, REACT);
    await page.goto("/");
    await waitForHydration(page);
    const second = page.getByRole("button", { name: "Show testimonial 2:", exact: false });
    await second.click();
    const current = page.locator('[aria-roledescription="carousel"] [aria-current="true"]');
    await expect(current).toHaveAttribute("aria-label", /^Show testimonial 1:/);
    // The tap shows it was taken (the control dims and pulses) while the code is on its way.
    await expect(second).toHaveAttribute("data-tap-held", "");
    await expect(second).toHaveCSS("cursor", "progress");
    release();
    await expect(current).toHaveAttribute("aria-label", /^Show testimonial 2:/);
    await expect(second).not.toHaveAttribute("data-tap-held");
  });

  test("a tap that comes before the islands' script itself is held by the page and played again once it runs", async ({ page }) => {
    const release = await holdBack(page, ISLANDS_SCRIPT);
    await page.goto("/");
    await page.waitForFunction(() => Array.isArray((window as { __heldTaps?: unknown }).__heldTaps));
    // The script that holds them is in <head>: taps are held from the start of the page.
    const inHead = await page.evaluate(() =>
      [...document.head.querySelectorAll("script:not([src])")].some((script) => script.textContent?.includes("__heldTaps")),
    );
    expect(inHead).toBe(true);
    const second = page.getByRole("button", { name: "Show testimonial 2:", exact: false });
    await second.click();
    await expect(second).toHaveAttribute("data-tap-held", "");
    expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBeUndefined();
    release();
    const current = page.locator('[aria-roledescription="carousel"] [aria-current="true"]');
    await expect(current).toHaveAttribute("aria-label", /^Show testimonial 2:/);
    await expect(second).not.toHaveAttribute("data-tap-held");
    expect(page.url()).toMatch(/\/$/);
  });

  test("a second tap on a control already held is played once", async ({ page }) => {
    const release = await holdBack(page, REACT);
    await page.goto("/");
    await waitForHydration(page);
    const next = page.getByRole("button", { name: "Next testimonial" });
    await next.click();
    await next.click();
    await expect(next).toHaveAttribute("data-tap-held", "");
    release();
    // From the first testimonial, one step (the carousel turns by itself only every 5 s).
    await expect(page.locator('[aria-roledescription="carousel"] [aria-current="true"]')).toHaveAttribute(
      "aria-label",
      /^Show testimonial 2:/,
    );
    await expect(next).not.toHaveAttribute("data-tap-held");
  });

  test("a link to another page in an island that has not hydrated goes at once", async ({ page, api }) => {
    const title = uniqueTitle("Held link project");
    await makeProject(api, { title });
    await page.route(REACT, () => {
      // React never comes: the link must not wait for it.
    });
    await page.goto("/");
    await waitForHydration(page);
    // The section is rendered only when scrolled near (content-visibility), so the link is found by its address.
    await page.locator('[data-island="home-projects"] a[href^="/projects/held-link-project"]').first().click();
    await expect(page).toHaveURL(/\/projects\/held-link-project/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("a link the visitor reaches for is fetched ahead (Speculation Rules), and the next page's islands work", async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true });
    // Moderate eagerness: a hover of 200 ms starts it. Chromium prerenders the page, except under
    // DevTools (which Playwright drives it with): there it prefetches the page instead.
    await link.hover();
    await page.waitForTimeout(1500);
    await link.click();
    await expect(page).toHaveURL(/\/blog$/);
    await waitForHydration(page);
    const navigation = await page.evaluate(() => {
      const entry = performance.getEntriesByType("navigation")[0] as unknown as { activationStart?: number; deliveryType?: string };
      return { prerendered: (entry.activationStart ?? 0) > 0, deliveryType: entry.deliveryType };
    });
    expect(navigation.prerendered || navigation.deliveryType === "navigational-prefetch").toBe(true);
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("zz-no-article-matches-this");
    await expect(page.getByText("No articles found")).toBeVisible();
  });
});
