/** The phone's thumb zone (issue #16): the bottom action bar, and the menu over a dimmed page. */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { makeProject, uniqueTag } from "../public-b/helpers";
import { openMobileMenu, waitForHydration } from "./helpers";

const PAGES = [
  "/",
  "/about-us",
  "/services",
  "/projects",
  "/gallery",
  "/blog",
  "/contact",
  "/privacy",
  "/building-from-abroad",
  "/no-such-page",
];

/** The fixed elements (the header, the action bar) that lie over a box on the screen, by their label. */
async function coveredByFixed(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<string[]> {
  return page.evaluate((rect) => {
    const covering: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      if (style.position !== "fixed" || style.display === "none" || style.visibility === "hidden") continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const overlaps = r.left < rect.x + rect.width && r.right > rect.x && r.top < rect.y + rect.height && r.bottom > rect.y;
      if (overlaps) covering.push(element.getAttribute("aria-label") ?? element.tagName);
    }
    return covering;
  }, box);
}

test.describe("phone layout", { tag: "@phone" }, () => {
  test("the action bar calls, chats and opens Talk to us, and nothing fixed covers the end of a page", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      const bar = page.getByRole("navigation", { name: "Contact us" });
      await expect(bar.getByRole("link", { name: /^Call us at/ })).toHaveAttribute("href", /^tel:/);
      await expect(bar.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
      await expect(bar.getByRole("button", { name: "Talk to us" })).toBeVisible();
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      // Back to the top is now shown, in the bar: nothing floats over the page.
      await expect(bar.getByRole("button", { name: "Scroll to top" })).toBeVisible();
      const last = page.getByRole("contentinfo").getByText(/Designed and developed by/);
      await expect(last).toBeInViewport();
      const lastBox = (await last.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(lastBox.y + lastBox.height, `${path}: the page's last line ends above the bar`).toBeLessThanOrEqual(barBox.y);
      expect(await coveredByFixed(page, lastBox), `${path}: nothing fixed lies over the last line`).toEqual([]);
    }
  });

  test("every control a thumb taps is at least 44 px each way (links inside a sentence aside)", async ({ page, api }) => {
    // A project with every fact, so that /projects shows each of its filters and the project page its share links.
    const project = await makeProject(api, {
      title: `Thumb-sized villa ${uniqueTag()}`,
      gallery: 2,
      facts: { bedrooms: "3", plotCents: "10", priceTier: "Premium", constructionStatus: "Completed", year: "2024" },
    });
    for (const path of [...PAGES, `/projects/${project.slug}`, "/estimate", "/login"]) {
      await page.goto(path);
      const small = await page.evaluate(() => {
        const found: string[] = [];
        const controls = document.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, textarea, summary");
        for (const control of controls) {
          const box = control.getBoundingClientRect();
          const style = getComputedStyle(control);
          // Not on the screen to tap: closed menus and sheets, the skip link until focused (clipped), a form's trap for robots.
          const hidden = style.visibility === "hidden" || style.clipPath.startsWith("inset(50%");
          if (box.width === 0 || box.height === 0 || hidden || box.right <= 0 || box.bottom <= 0) continue;
          if (control.tabIndex < 0 && control.matches("input")) continue;
          if (control.matches("a") && style.display === "inline" && control.closest("p")) continue;
          // A box or a radio is tapped by its label; a link stretched over its card (an absolute ::after) anywhere on the card.
          const stretched = control.matches("a") && getComputedStyle(control, "::after").position === "absolute";
          const target = control.matches("input[type=checkbox], input[type=radio]")
            ? (control.closest("label") ?? control)
            : stretched && control.offsetParent instanceof HTMLElement
              ? control.offsetParent
              : control;
          const { width, height } = target.getBoundingClientRect();
          if (width < 44 || height < 44) {
            const name = control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.getAttribute("name");
            found.push(`${control.tagName.toLowerCase()} "${name?.slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`);
          }
        }
        return found;
      });
      expect(small, `${path}: controls smaller than 44 px`).toEqual([]);
    }
  });

  test("no form field is covered by anything fixed once scrolled to", async ({ page }) => {
    for (const path of ["/", "/contact", "/services", "/estimate"]) {
      await page.goto(path);
      const fields = page.locator("main").locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea");
      for (const field of await fields.all()) {
        if (!(await field.isVisible())) continue;
        await field.scrollIntoViewIfNeeded();
        const box = (await field.boundingBox())!;
        expect(await coveredByFixed(page, box), `${path}: a field is clear of the bar and the header`).toEqual([]);
      }
    }
  });

  test("the menu opens over a dimmed page that does not scroll, keeps Tab inside, and closes on a tap beside it", async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    await openMobileMenu(page);
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const backdrop = await menu.evaluate((node) => getComputedStyle(node, "::backdrop").backgroundColor);
    expect(backdrop).toMatch(/^rgba\(22, 34, 28, 0\.6\)$/);
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
