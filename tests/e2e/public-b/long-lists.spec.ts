/**
 * The blog and the gallery at any size (issue #17), as a visitor pages through them: "Load more"
 * adds the next page with JavaScript and is a `?page=` link without it; the gallery's lightbox runs
 * through the photos a later page brought. Each test has a site of its own, with just its items.
 */
import type { ApiClient } from "../../support/client";
import { expect, test, waitForHydration } from "../fixtures";
import { makeBlog, makeGallery, siteWith } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const elevenPosts = async (api: ApiClient) => {
  for (let i = 1; i <= 11; i++) await makeBlog(api, { title: `Site diary ${i}` });
};
const fiveCollections = async (api: ApiClient) => {
  for (let i = 1; i <= 5; i++) await makeGallery(api, { title: `Handed over ${i}`, images: 2 });
};

test("the blog's 'Load more' adds the next posts in place, and the keyboard goes on from the first new one", async ({ page }) => {
  const site = await siteWith(elevenPosts);
  try {
    await page.goto(`${site.baseUrl}/blog`);
    await waitForHydration(page);
    await expect(page.getByText("Showing 9 of 11 articles")).toBeVisible();
    // The list's island is hydrated when reached for (the focus here); a tap before it is covered
    // by the islands' own tests.
    const more = page.getByRole("link", { name: "Load more articles" });
    await more.focus();
    await expect(page.locator("[data-island][data-hydrated]").filter({ has: more })).toHaveCount(1);
    await more.click();
    await expect(page.getByText("Showing 11 of 11 articles")).toBeVisible();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    // Newest first: the tenth, the first of the second page, takes the focus.
    await expect(page.getByRole("link", { name: "Read More : Site diary 2" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Load more articles" })).toHaveCount(0);
  } finally {
    await site.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the gallery pages through '?page=', landing on the first new collection", async ({ page }) => {
    const site = await siteWith(fiveCollections);
    try {
      await page.goto(`${site.baseUrl}/gallery`);
      await expect(page.getByText("10 images from 5 gallery collections")).toBeVisible();
      const collections = page.getByRole("heading", { level: 2, name: /^Handed over \d$/ });
      await expect(collections).toHaveCount(4);
      await page.getByRole("link", { name: "Load more photos" }).click();
      await expect(page).toHaveURL(/\/gallery\?page=2#collection-4$/);
      await expect(collections).toHaveCount(5);
      await expect(page.getByRole("heading", { level: 2, name: "Handed over 1" })).toBeInViewport();
      await expect(page.getByText("Showing 5 of 5 collections")).toBeVisible();
      await expect(page.getByRole("link", { name: "Load more photos" })).toHaveCount(0);
    } finally {
      await site.close();
    }
  });
});

test("the gallery's lightbox opens the photos a later page brought", async ({ page }) => {
  const site = await siteWith(fiveCollections);
  try {
    await page.goto(`${site.baseUrl}/gallery`);
    await page.getByRole("link", { name: "Load more photos" }).click();
    await expect(page).toHaveURL(/\/gallery\?page=2#collection-4$/);
    await waitForHydration(page);
    const oldest = page.getByRole("region", { name: "Handed over 1" });
    await oldest.getByRole("link", { name: "Open Handed over 1, image 2 of 2" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Handed over 1" })).toBeVisible();
    await expect(dialog.getByText("Image 10 / 10")).toBeVisible();
  } finally {
    await site.close();
  }
});
