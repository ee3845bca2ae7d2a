import { expect, test } from "../fixtures";

test("a client navigation shows a loading bar until the next page's data arrives", async ({ page }) => {
  await page.goto("/about-us");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/services\.data/, async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole("progressbar", { name: "Loading page" });
  await expect(bar).toBeHidden();
  await page.getByRole("navigation").first().getByRole("link", { name: "Services" }).click();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/about-us$/);
  release();
  await expect(page).toHaveURL(/\/services$/);
  await expect(bar).toBeHidden();
});
