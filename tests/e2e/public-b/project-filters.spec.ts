/** The /projects filters by bedrooms, plot size and package (issue #18): with and without JavaScript, through the address. */
import type { Page } from "@playwright/test";
import type { ApiClient } from "../../support/client";
import { expect, test, waitForHydration } from "../fixtures";
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
      await openProjectFilters(page);
      await group(page, "bedrooms").getByRole("button", { name: "3 BHK" }).click();
      await expect(page).toHaveURL(/\/projects\?bedrooms=3$/);
      await expectShown(page, [homes.middle], [homes.small, homes.large]);
      // The panel stays open while one of its filters is chosen.
      await group(page, "plot size").getByRole("button", { name: "5–10 cents" }).click();
      await expect(page).toHaveURL(/\/projects\?bedrooms=3&plot=5-10$/);
      await group(page, "package").getByRole("button", { name: "Premium" }).click();
      await expect(page).toHaveURL(/\/projects\?bedrooms=3&plot=5-10&package=Premium$/);
      await expectShown(page, [homes.middle], [homes.small, homes.large]);
      for (const [name, choice] of [
        ["bedrooms", "3 BHK"],
        ["plot size", "5–10 cents"],
        ["package", "Premium"],
      ] as const) {
        await expect(group(page, name).getByRole("button", { name: choice })).toHaveAttribute("aria-pressed", "true");
      }
      await expect(page.locator("summary", { hasText: "Filters" })).toContainText("3 BHK · 5–10 cents · Premium");

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
  });

  test("with JavaScript a choice shows at once, the address follows it, and Back undoes it", async ({ page, api }) => {
    const homes = await threeHomes(api);
    await page.goto("/projects");
    await waitForHydration(page);
    await openProjectFilters(page);
    let loads = 0;
    page.on("load", () => loads++);

    await group(page, "bedrooms").getByRole("button", { name: "5+ BHK" }).click();
    await expect(page).toHaveURL(/\/projects\?bedrooms=5-plus$/);
    await expectShown(page, [homes.large], [homes.small, homes.middle]);
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
    test("the first project card starts within 1.5 screens, with the filters closed or open", async ({ page, api }) => {
      await threeHomes(api);
      for (const path of ["/projects", "/projects?bedrooms=3&plot=5-10&package=Premium"]) {
        await page.goto(path);
        const card = projectList(page).getByRole("article").first();
        await expect(card).toBeVisible();
        const top = await card.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
        expect(top, path).toBeLessThanOrEqual(1.5 * 844);
      }
      // The categories stay in one row that scrolls sideways rather than wrapping.
      await page.goto("/projects");
      const categories = page.getByRole("group", { name: "Filter projects by category" });
      const heights = await categories.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top));
      expect(new Set(heights).size).toBe(1);
    });
  });
});
