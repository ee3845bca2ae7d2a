import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, startFreshSite, test, waitForHydration } from "../fixtures";
import { escapeRegExp, makeGallery, uniqueTag } from "./helpers";

const TILE_NAME = /^Open .+, image \d+ of \d+$/;

function counter(page: Page) {
  return page.getByRole("dialog").getByText(/^Image \d+ \/ \d+$/);
}

test.describe("gallery page", () => {
  test("shows the empty state when no gallery has any image", async ({ page }) => {
    // Other tests add galleries to the shared site: this one has a new site of its own.
    const site = await startFreshSite();
    try {
      await page.goto(`${site.baseUrl}/gallery`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "Our Gallery" })).toBeVisible();
      await expect(page.getByText("No images found")).toBeVisible();
      await expect(page.getByText("No images available in the gallery.")).toBeVisible();
    } finally {
      await site.close();
    }
  });

  test("shows the newest items' images, a summary of every photo, and 'Gallery Image' for untitled items", async ({ page, api }) => {
    const tag = uniqueTag();
    await makeGallery(api, { title: `Kovalam villa ${tag}`, images: 2 });
    await makeGallery(api, { title: "", images: 1 });
    await page.goto("/gallery");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Our Gallery" })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^Open Kovalam villa ${tag}, image \\d+ of \\d+$`) })).toHaveCount(2);
    await expect(page.getByRole("link", { name: /^Open Gallery Image, image \d+ of \d+$/ }).first()).toBeVisible();
    const response = await page.request.get("/api/galleries");
    const { galleries } = (await response.json()) as { galleries: Array<{ images: string[] }> };
    const tiles = await page.getByRole("link", { name: TILE_NAME }).count();
    expect(tiles).toBeGreaterThanOrEqual(3);
    // The summary counts every photo, those of later pages ("Load more photos", issue #17) too.
    const summary = await page.getByText(/^\d+ images from \d+ gallery collections?$/).textContent();
    const counted = Number(/^(\d+)/.exec(summary ?? "")?.[1]);
    if ((await page.getByRole("link", { name: "Load more photos" }).count()) === 0) expect(counted).toBe(tiles);
    else expect(counted).toBeGreaterThan(tiles);
    expect(galleries.length).toBeGreaterThanOrEqual(2);
  });

  test("each collection shows its title, category and description once, over its own photos", async ({ page, api }) => {
    const tag = uniqueTag();
    const description = `Laterite walls and a courtyard open to the rain, finished in 2024 ${tag}`;
    await makeGallery(api, { title: `Courtyard house ${tag}`, images: 3, description, category: "Residential" });
    await page.goto("/gallery");
    await waitForHydration(page);
    const collection = page.getByRole("region", { name: `Courtyard house ${tag}` });
    await collection.scrollIntoViewIfNeeded();
    await expect(collection.getByRole("heading", { level: 2, name: `Courtyard house ${tag}` })).toBeVisible();
    await expect(collection.getByText(description, { exact: true })).toBeVisible();
    await expect(collection.getByText("Residential", { exact: true })).toBeVisible();
    await expect(collection.getByText("3 photos", { exact: true })).toBeVisible();
    const tiles = collection.getByRole("link", { name: TILE_NAME });
    await expect(tiles).toHaveCount(3);
    await expect(tiles.nth(2)).toHaveAccessibleName(`Open Courtyard house ${tag}, image 3 of 3`);
    // The title is the collection's heading, not a caption repeated on every tile.
    await expect(page.getByText(`Courtyard house ${tag}`, { exact: true })).toHaveCount(1);

    // The lightbox runs through every collection: this collection's last photo is followed by the next one's first.
    await tiles.nth(2).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: `Courtyard house ${tag}` })).toBeVisible();
  });

  test("the lightbox's backdrop is opaque, and a click on it closes the lightbox with a mouse", async ({ page, api, isMobile }) => {
    await makeGallery(api, { title: `Backdrop ${uniqueTag()}`, images: 1 });
    await page.goto("/gallery");
    await waitForHydration(page);
    await page.getByRole("link", { name: TILE_NAME }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const background = await dialog.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(background).toMatch(/^(rgb\(|oklch\()/);
    expect(background).not.toMatch(/\/|rgba/);
    // The dark space beside the photo, near the bottom of its stage.
    const box = (await dialog.boundingBox())!;
    await page.mouse.click(box.x + 8, box.y + box.height * 0.75);
    if (isMobile) await expect(dialog).toBeVisible();
    else await expect(dialog).toHaveCount(0);
  });

  test("the lightbox counts, wraps, answers the keyboard and gives the focus back", async ({ page, api }) => {
    await makeGallery(api, { title: `Lightbox ${uniqueTag()}`, images: 3 });
    await page.goto("/gallery");
    await waitForHydration(page);
    const tiles = page.getByRole("link", { name: TILE_NAME });
    const total = await tiles.count();
    const first = tiles.first();
    await first.click();

    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(page.locator("body")).toHaveClass(/lightbox-active/);
    await expect(page.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(counter(page)).toHaveText(`Image 1 / ${total}`);

    await page.getByRole("button", { name: "Next image" }).click();
    await expect(counter(page)).toHaveText(`Image 2 / ${total}`);
    await page.getByRole("button", { name: "Previous image" }).click();
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(counter(page)).toHaveText(`Image ${total} / ${total}`);
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(counter(page)).toHaveText(`Image 1 / ${total}`);

    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText(`Image ${total} / ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText(`Image 1 / ${total}`);

    // The image shows once loaded (the spinner is gone).
    await expect(dialog.getByRole("status")).toHaveCount(0);
    await expect(dialog.getByRole("img")).toBeVisible();

    // Tab stays inside the dialog.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("body")).not.toHaveClass(/lightbox-active/);
    await expect(first).toBeFocused();
  });

  test("the close button closes the lightbox; the swipe hint shows on phones only", async ({ page, api, isMobile }) => {
    await makeGallery(api, { title: `Close ${uniqueTag()}`, images: 2 });
    await page.goto("/gallery");
    await waitForHydration(page);
    const tile = page.getByRole("link", { name: TILE_NAME }).nth(1);
    await tile.click();
    const hint = page.getByText("Swipe left or right to navigate");
    if (isMobile) await expect(hint).toBeVisible();
    else await expect(hint).toBeHidden();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(tile).toBeFocused();
  });

  test("a swipe of more than 50 px moves to the next or previous image", { tag: "@phone" }, async ({ page, api }) => {
    await makeGallery(api, { title: `Swipe ${uniqueTag()}`, images: 3 });
    await page.goto("/gallery");
    await waitForHydration(page);
    const total = await page.getByRole("link", { name: TILE_NAME }).count();
    await page.getByRole("link", { name: TILE_NAME }).first().click();
    await expect(counter(page)).toHaveText(`Image 1 / ${total}`);

    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      const y = 420;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: (fromX + toX) / 2, y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: toX, y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe(260, 100);
    await expect(counter(page)).toHaveText(`Image 2 / ${total}`);
    await swipe(100, 260);
    await expect(counter(page)).toHaveText(`Image 1 / ${total}`);
    await swipe(100, 260);
    await expect(counter(page)).toHaveText(`Image ${total} / ${total}`);
    // Too short to count as a swipe.
    await swipe(200, 160);
    await expect(counter(page)).toHaveText(`Image ${total} / ${total}`);
  });

  test("a tap on a photo before the page's scripts have arrived still opens that photo", async ({ page, api }) => {
    const title = `Early tap ${uniqueTag()}`;
    await makeGallery(api, { title, images: 2 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/gallery");
    const tile = page.getByRole("link", { name: `Open ${title}, image 2 of 2` });
    await tile.click();
    await expect(page).toHaveURL(/\/gallery$/);
    release();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
  });

  test("the server sends the grid in the HTML", async ({ request, api }) => {
    const title = `Server grid ${uniqueTag()}`;
    await makeGallery(api, { title, images: 1 });
    const response = await request.get("/gallery");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Our Gallery");
    expect(html).toMatch(new RegExp(`aria-label="Open ${escapeRegExp(title)}, image \\d+ of \\d+"`));
    expect(html).toMatch(/srcSet="[^"]+-w480\.webp 480w/);
  });

  test.describe("accessibility", () => {
    test.use({ reducedMotion: "reduce" });
    test("the gallery and its open lightbox have no serious axe violations", async ({ page, api }) => {
      await makeGallery(api, { title: `Axe ${uniqueTag()}`, images: 2 });
      await page.goto("/gallery");
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("link", { name: TILE_NAME }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
