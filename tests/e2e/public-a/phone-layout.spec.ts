/** The phone's thumb zone (issue #16): the bottom action bar, and the menu over a dimmed page. */
import { expect, test } from "../fixtures";
import { isPhone, openMobileMenu, waitForHydration } from "./helpers";

const PAGES = ["/", "/about-us", "/services", "/projects", "/gallery", "/blog", "/contact", "/privacy"];

test.describe("phone layout", () => {
  test.beforeEach(({ page }) => {
    test.skip(!isPhone(page), "phones only");
  });

  test("the action bar calls, chats and asks for a quote, and never covers the end of a page", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      const bar = page.getByRole("navigation", { name: "Contact us" });
      await expect(bar.getByRole("link", { name: /^Call us at/ })).toHaveAttribute("href", /^tel:/);
      await expect(bar.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
      await expect(bar.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/contact");
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      const last = page.getByRole("contentinfo").getByText(/Designed and developed by/);
      await expect(last).toBeInViewport();
      const lastBox = (await last.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(lastBox.y + lastBox.height, `${path}: the page's last line ends above the bar`).toBeLessThanOrEqual(barBox.y);
    }
  });

  test("the menu opens over a dimmed page that does not scroll, keeps Tab inside, and closes on a tap beside it", async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    await openMobileMenu(page);
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const backdrop = await menu.evaluate((node) => getComputedStyle(node, "::backdrop").backgroundColor);
    expect(backdrop).toMatch(/^rgba\(15, 23, 42, 0\.6\)$/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Tab goes round the menu's links and the toggle.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return (
          !!active && (document.getElementById("mobile-menu")!.contains(active) || active.getAttribute("popovertarget") === "mobile-menu")
        );
      });
      expect(inside, `Tab ${i + 1} stays in the menu`).toBe(true);
    }

    // A tap on the dimmed page below the menu closes it, and follows nothing beneath.
    const viewport = page.viewportSize()!;
    await page.touchscreen.tap(viewport.width / 2, viewport.height - 100);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/about-us$/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });
});
