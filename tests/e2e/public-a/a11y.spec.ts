import { expect, expectNoSeriousA11yViolations, test } from "../fixtures";
import { waitForHydration } from "./helpers";

for (const path of ["/", "/about-us", "/services", "/contact"]) {
  test(`${path}: hydrates without errors, one h1 and one main, no serious accessibility violations`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      // The map iframe cannot reach its tile server on the test machine.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
}
