/**
 * Short labels and addresses read whole: a button's label or an e-mail address breaks only where it
 * cannot fit on a line of its own, and never at the cost of a tap target under 44 px.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { isPhone } from "./helpers";

/** The lines an element's text is set on. */
function lines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    tops.sort((a, b) => a - b);
    return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length;
  });
}

/** The widths a phone test looks at: the narrow Android phones and the common iPhones. */
async function phoneWidths(page: Page): Promise<number[]> {
  return isPhone(page) ? [360, 390] : [page.viewportSize()!.width];
}

test("the contact page's ways to reach us are three taps side by side, each label on one line", async ({ page }) => {
  for (const width of await phoneWidths(page)) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/contact");
    const options = page.getByRole("region", { name: "Ways to reach us" }).getByRole("link");
    await expect(options).toHaveCount(3);
    await expect(options).toHaveText(["Call us", "WhatsApp", "Write to us"]);
    const tops = new Set<number>();
    for (const option of await options.all()) {
      const label = await option.textContent();
      expect(await lines(option), `${width} px: "${label}" on one line`).toBe(1);
      const box = (await option.boundingBox())!;
      expect(box.height, `${width} px: "${label}" is tall enough to tap`).toBeGreaterThanOrEqual(44);
      expect(box.width, `${width} px: "${label}" is wide enough to tap`).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width, `${width} px: "${label}" is on the screen`).toBeLessThanOrEqual(width);
      tops.add(Math.round(box.y));
    }
    expect(tops.size, `${width} px: one row`).toBe(1);
  }
});

test("the company's e-mail address is never broken while it fits on a line", async ({ page }) => {
  for (const width of await phoneWidths(page)) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, where] of [
      ["/privacy", "main"],
      ["/contact", "main"],
      ["/contact", "contentinfo"],
    ] as const) {
      await page.goto(path);
      const address = page.getByRole(where).locator('a[href^="mailto:"]').first();
      await expect(address).toHaveText(/@/);
      expect(await lines(address), `${width} px, ${path} (${where}): ${await address.textContent()}`).toBe(1);
    }
  }
});

test("the page not found offers its three ways on, each label on one line", async ({ page }) => {
  for (const width of isPhone(page) ? [360, 390] : [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/no-such-page");
    const ways = page.getByRole("list", { name: "Or go on to" }).getByRole("link");
    await expect(ways).toHaveCount(3);
    for (const way of await ways.all()) {
      expect(await lines(way), `${width} px: "${await way.textContent()}" on one line`).toBe(1);
      expect((await way.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    if (!isPhone(page)) {
      // Side by side, at one height.
      const heights = new Set(await Promise.all((await ways.all()).map(async (way) => Math.round((await way.boundingBox())!.height))));
      expect(heights.size, `${width} px`).toBe(1);
    }
  }
});
