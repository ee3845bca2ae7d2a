/** Small helpers shared by the public-site tests (part A). */
import { expect, type Page } from "@playwright/test";

/** The phone project's viewport is below the 768 px breakpoint of docs/product.md §9. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 768;
}

export async function openMobileMenu(page: Page): Promise<void> {
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
}

/** The navigation that holds the page links for this viewport: the header bar, or the opened mobile menu. */
export async function siteNav(page: Page) {
  if (isPhone(page)) {
    await openMobileMenu(page);
    return page.getByRole("navigation", { name: "Mobile" });
  }
  return page.getByRole("navigation", { name: "Main" });
}

export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** A title no other test run will use. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export { waitForHydration, waitForIsland } from "../fixtures";
