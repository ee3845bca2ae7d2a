/**
 * The /projects filters by bedrooms, plot size and package (issue #18): with and without
 * JavaScript, through the address; on a phone, the bedrooms in sight and every choice on the
 * screen; and, for a choice that matches nothing, the projects nearest to it.
 */
import type { Page } from "@playwright/test";
import { ApiClient } from "../../support/client";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, startFreshSite, test, waitForHydration } from "../fixtures";
import { makeProject, openProjectFilters, uniqueTag } from "./helpers";

function projectList(page: Page) {
  return page.getByRole("region", { name: "Project list" });
}

function group(page: Page, name: string) {
  return page.getByRole("group", { name: `Filter projects by ${name}` });
}

/** Three homes of one tag, told apart by bedrooms, plot and package. */
async function threeHomes(api: ApiClient) {
  const tag = uniqueTag();
  const homes = {
    small: `Small ${tag}`,
    middle: `Middle ${tag}`,
    large: `Large ${tag}`,
  };
  await makeProject(api, { title: homes.small, facts: { bedrooms: "2", plotCents: "4", priceTier: "Basic" } });
  await makeProject(api, { title: homes.middle, facts: { bedrooms: "3", plotCents: "7.5", priceTier: "Premium" } });
  await makeProject(api, { title: homes.large, facts: { bedrooms: "5", plotCents: "22", priceTier: "Luxury" } });
  return homes;
}

async function expectShown(page: Page, shown: string[], hidden: string[]) {
  for (const title of shown) await expect(projectList(page).getByRole("heading", { name: title })).toBeVisible();
  for (const title of hidden) await expect(projectList(page).getByRole("heading", { name: title })).toHaveCount(0);
}

test.describe("project filters by bedrooms, plot and package", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("each choice is a GET form that keeps the others, and the address alone filters", async ({ page, api }) => {
      const homes = await threeHomes(api);
      await page.goto("/projects");
      // The bedrooms are in sight without opening anything; the rest wait in "More filters".
      const more = page.locator("details", { has: page.locator("summary", { hasText: "More filters" }) });
      await expect(more).not.toHaveAttribute("open");
      await expect(group(page, "plot size")).toBeHidden();
      await group(page, "bedrooms").getByRole("button", { name: "3 BHK" }).click();
      await expect(page).toHaveURL(/\/projects\?bedrooms=3$/);
      await expectShown(page, [homes.middle], [homes.small, homes.large]);
      await expect(more).not.toHaveAttribute("open");
      await openProjectFilters(page);
      // The panel stays open while one of its filters is chosen.
      await group(page, "plot size").getByRole("button", { name: "5–9 cents" }).click();
      await expect(page).toHaveURL(/\/projects\?bedrooms=3&plot=5-10$/);
      await group(page, "package").getByRole("button", { name: "Premium" }).click();
      await expect(page).toHaveURL(/\/projects\?bedrooms=3&plot=5-10&package=Premium$/);
      await expectShown(page, [homes.middle], [homes.small, homes.large]);
      for (const [name, choice] of [
        ["bedrooms", "3 BHK"],
        ["plot size", "5–9 cents"],
        ["package", "Premium"],
      ] as const) {
        await expect(group(page, name).getByRole("button", { name: choice })).toHaveAttribute("aria-pressed", "true");
      }
      await expect(page.locator("summary", { hasText: "More filters" })).toContainText("5–9 cents · Premium");

      // Combined with the category; "Any" lets one go and keeps the rest.
      await page.getByRole("group", { name: "Filter projects by category" }).getByRole("button", { name: "Residential" }).click();
      await expect(page).toHaveURL(/\/projects\?bedrooms=3&plot=5-10&package=Premium&category=Residential$/);
      await expectShown(page, [homes.middle], [homes.small, homes.large]);
      await group(page, "bedrooms").getByRole("button", { name: "Any" }).click();
      await expect(page).toHaveURL(/\/projects\?category=Residential&plot=5-10&package=Premium&bedrooms=$/);
      await expectShown(page, [homes.middle], [homes.small, homes.large]);

      await page.goto("/projects?bedrooms=5%2B&plot=20-plus&package=luxury");
      await expectShown(page, [homes.large], [homes.small, homes.middle]);
      await expect(group(page, "package").getByRole("button", { name: "Luxury" })).toHaveAttribute("aria-pressed", "true");

      await page.getByRole("link", { name: "Clear filters" }).click();
      await expect(page).toHaveURL(/\/projects$/);
      await expectShown(page, [homes.small, homes.middle, homes.large], []);
    });

    test("a value the list does not offer is ignored, not an error", async ({ page, api }) => {
      const homes = await threeHomes(api);
      const response = await page.goto("/projects?bedrooms=99&plot=huge&package=Gold");
      expect(response?.status()).toBe(200);
      await expectShown(page, [homes.small, homes.middle, homes.large], []);
      await openProjectFilters(page);
      for (const name of ["bedrooms", "plot size", "package"]) {
        await expect(group(page, name).getByRole("button", { name: "Any" })).toHaveAttribute("aria-pressed", "true");
      }
    });

    test("with nothing matching, the empty state offers every project again", async ({ page, api }) => {
      await threeHomes(api);
      await page.goto(`/projects?category=NoSuch${uniqueTag()}&bedrooms=1`);
      await expect(page.getByText("No projects found")).toBeVisible();
      await expect(page.getByText("No projects match these filters at the moment.")).toBeVisible();
      await page.getByRole("button", { name: "View All Projects" }).click();
      await expect(page).toHaveURL(/\/projects\??$/);
    });

    test("the plot sizes read as bands that never share a number", async ({ page, api }) => {
      await threeHomes(api);
      await page.goto("/projects");
      await openProjectFilters(page);
      await expect(group(page, "plot size").getByRole("button")).toHaveText([
        "Any",
        "Under 5 cents",
        "5–9 cents",
        "10–19 cents",
        "20+ cents",
      ]);
    });
  });

  test("with JavaScript a choice shows at once, the address follows it, and Back undoes it", async ({ page, api }) => {
    const homes = await threeHomes(api);
    await page.goto("/projects");
    await waitForHydration(page);
    let loads = 0;
    page.on("load", () => loads++);

    await group(page, "bedrooms").getByRole("button", { name: "5+ BHK" }).click();
    await expect(page).toHaveURL(/\/projects\?bedrooms=5-plus$/);
    await expectShown(page, [homes.large], [homes.small, homes.middle]);
    await openProjectFilters(page);
    await group(page, "package").getByRole("button", { name: "Luxury" }).click();
    await expect(page).toHaveURL(/\/projects\?bedrooms=5-plus&package=Luxury$/);
    await expectShown(page, [homes.large], [homes.small, homes.middle]);
    await expect(group(page, "package").getByRole("button", { name: "Luxury" })).toHaveAttribute("aria-pressed", "true");

    await group(page, "plot size").getByRole("button", { name: "Under 5 cents" }).click();
    await expect(page).toHaveURL(/\/projects\?bedrooms=5-plus&plot=under-5&package=Luxury$/);
    await expect(page.getByText("No projects match these filters at the moment.")).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/projects\?bedrooms=5-plus&package=Luxury$/);
    await expectShown(page, [homes.large], [homes.small, homes.middle]);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expectShown(page, [homes.small, homes.middle, homes.large], []);
    expect(loads).toBe(0);
  });

  test.describe("on a 390×844 phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the bedrooms are in sight, every choice wraps onto the screen at 44 px, and the first card starts within 1.5 screens", async ({
      page,
      api,
    }) => {
      await threeHomes(api);
      await makeProject(api, { title: `Finished ${uniqueTag()}`, facts: { constructionStatus: "Completed" } });
      await page.goto("/projects");
      // The first thing a family looks for, without opening anything.
      await expect(group(page, "bedrooms").getByRole("button", { name: "3 BHK" })).toBeInViewport();
      await expect(group(page, "bedrooms").getByRole("button", { name: "5+ BHK" })).toBeInViewport();
      await openProjectFilters(page);
      for (const name of ["category", "bedrooms", "status", "plot size", "package"]) {
        const boxes = await group(page, name)
          .getByRole("button")
          .evaluateAll((buttons) => buttons.map((b) => ({ text: b.textContent, ...b.getBoundingClientRect().toJSON() })));
        expect(boxes.length, name).toBeGreaterThan(1);
        for (const box of boxes) {
          expect(box.left, `${name}: ${box.text}`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${name}: ${box.text}`).toBeLessThanOrEqual(390);
          expect(box.height, `${name}: ${box.text}`).toBeGreaterThanOrEqual(44);
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      for (const path of ["/projects", "/projects?bedrooms=3", "/projects?bedrooms=3&plot=5-10&package=Premium"]) {
        await page.goto(path);
        const card = projectList(page).getByRole("article").first();
        await expect(card).toBeVisible();
        const top = await card.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
        expect(top, path).toBeLessThanOrEqual(1.5 * 844);
      }
    });
  });
});

/**
 * A site of its own, so that the nearest projects are these homes: none has 3 bedrooms on 10 to 19
 * cents; the nearest are the 3 BHK homes, the larger plot first, then a home a room apart.
 */
async function siteForNearest() {
  const site = await startFreshSite();
  const api = new ApiClient(site.baseUrl);
  await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const home = (title: string, facts: Record<string, string>, category = "Residential") => makeProject(api, { title, category, facts });
  await home("Four on twelve cents", { bedrooms: "4", plotCents: "12", priceTier: "Premium" });
  await home("Three on four cents", { bedrooms: "3", plotCents: "4", priceTier: "Basic" });
  await home("Two on twenty-five cents", { bedrooms: "2", plotCents: "25", priceTier: "Basic" });
  await home("Office on thirty cents", { plotCents: "30", floors: "5" }, "Commercial");
  await home("Three on eight cents", { bedrooms: "3", plotCents: "8", builtUpSqft: "2100", priceTier: "Premium" });
  return site;
}

const NEAREST = ["Three on eight cents", "Three on four cents", "Four on twelve cents"];

async function expectNearest(page: Page) {
  await expect(page.getByText("No projects found")).toBeVisible();
  await expect(page.getByText("No projects match these filters at the moment.")).toBeVisible();
  const nearest = page.getByRole("region", { name: "Nearest to what you asked for" });
  await expect(nearest.getByRole("heading", { level: 4 })).toHaveText(NEAREST);
  const first = nearest.getByRole("article").first();
  await expect(first.getByText("2,100 sq.ft · 3 BHK · 8 cents", { exact: true })).toBeVisible();
  await first.getByRole("link", { name: NEAREST[0] }).scrollIntoViewIfNeeded();
  await expect(first.getByRole("link", { name: NEAREST[0] })).toHaveAttribute("href", "/projects/three-on-eight-cents");
}

test.describe("a choice that matches nothing shows the nearest projects", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("from the page as the server sends it", async ({ page }) => {
      const site = await siteForNearest();
      try {
        await page.goto(`${site.baseUrl}/projects?bedrooms=3`);
        await expectShown(page, ["Three on eight cents", "Three on four cents"], ["Four on twelve cents"]);
        await openProjectFilters(page);
        await group(page, "plot size").getByRole("button", { name: "10–19 cents" }).click();
        await expect(page).toHaveURL(/\/projects\?bedrooms=3&plot=10-20$/);
        await expectNearest(page);
        await expect(projectList(page).getByText(/^Showing/)).toHaveCount(0);
        await page.getByRole("button", { name: "View All Projects" }).click();
        await expect(page).toHaveURL(/\/projects\??$/);
        await expect(projectList(page).getByText("Showing 5 of 5 projects")).toBeVisible();
      } finally {
        await site.close();
      }
    });
  });

  test("with JavaScript, at once, and a choice that matches again shows the list", async ({ page }) => {
    const site = await siteForNearest();
    try {
      await page.goto(`${site.baseUrl}/projects?bedrooms=3`);
      await waitForHydration(page);
      let loads = 0;
      page.on("load", () => loads++);
      await openProjectFilters(page);
      await group(page, "plot size").getByRole("button", { name: "10–19 cents" }).click();
      await expect(page).toHaveURL(/\/projects\?bedrooms=3&plot=10-20$/);
      await expectNearest(page);

      await group(page, "bedrooms").getByRole("button", { name: "4 BHK" }).click();
      await expect(page).toHaveURL(/\/projects\?bedrooms=4&plot=10-20$/);
      await expectShown(page, ["Four on twelve cents"], ["Three on eight cents"]);
      await expect(page.getByRole("region", { name: "Nearest to what you asked for" })).toHaveCount(0);
      await expect(page.getByText("No projects found")).toHaveCount(0);
      expect(loads).toBe(0);
    } finally {
      await site.close();
    }
  });
});
