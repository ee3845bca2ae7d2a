/**
 * The blog and the gallery at any size (issue #17), as a visitor pages through them: "Load more"
 * adds the next page with JavaScript and is a `?page=` link without it; the gallery's lightbox runs
 * through the photos a later page brought. Each test has a site of its own, with just its items.
 */
import type { ApiClient } from "../../support/client";
import { expect, imageFile, test, waitForHydration } from "../fixtures";
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

test("a jump to the end of a gallery of tall and wide photos moves nothing: 'Load more photos' stays where it was aimed", async ({
  page,
}) => {
  const shapes = [
    { width: 360, height: 640 },
    { width: 640, height: 360 },
    { width: 480, height: 480 },
    { width: 400, height: 600 },
    { width: 720, height: 300 },
  ];
  const site = await siteWith(async (api) => {
    for (let i = 1; i <= 5; i++) {
      const gallery = await Promise.all(shapes.map((shape, n) => imageFile(`shape-${i}-${n}.jpg`, shape)));
      await api.createGallery({ title: `Mixed shapes ${i}`, description: "", category: "General", gallery });
    }
  });
  try {
    await page.goto(`${site.baseUrl}/gallery`);
    await waitForHydration(page);
    const more = page.getByRole("link", { name: "Load more photos" });
    const top = () => more.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    // A fling to the end (or a link to it) skips every tile between: none of them changes the page's
    // length as it is painted. (The floating buttons make room for "back to top" then, by design.)
    const shifted = await page.evaluate(async () => {
      const moved: string[] = [];
      const main = document.querySelector("main")!;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[]) {
          for (const { node } of entry.sources) if (node && main.contains(node)) moved.push(node.nodeName);
        }
      }).observe({ type: "layout-shift" });
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
      for (let frame = 0; frame < 10; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      return moved;
    });
    expect(await top()).toBe(before);
    expect(shifted).toEqual([]);
    await more.click();
    await expect(page).toHaveURL(/\/gallery\?page=2#collection-4$/);
  } finally {
    await site.close();
  }
});
