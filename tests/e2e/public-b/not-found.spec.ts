import { expect, expectNoSeriousA11yViolations, test } from "../fixtures";

test.describe("not-found page", () => {
  test("an unknown path answers 404 with the page and a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /Page Not Found/ })).toBeVisible();
    await expect(
      page.getByText("The page you are looking for might have been removed, had its name changed, or is temporarily unavailable."),
    ).toBeVisible();
    // And what a visitor most often came for: the projects, the estimator, WhatsApp.
    const ways = page.getByRole("list", { name: "Or go on to" });
    await expect(ways.getByRole("link", { name: "Our projects" })).toHaveAttribute("href", "/projects");
    await expect(ways.getByRole("link", { name: "Cost estimator" })).toHaveAttribute("href", "/estimate");
    await expect(ways.getByRole("link", { name: "Ask on WhatsApp" })).toHaveAttribute("href", "https://wa.me/919847012345");
    await page.getByRole("link", { name: "Go Back Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the server answers 404 with the page in the HTML", async ({ request }) => {
    const response = await request.get("/missing-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain('name="robots" content="noindex"');
  });

  test("the 404 page has no serious axe violations", async ({ page }) => {
    await page.goto("/another-missing-page");
    await expectNoSeriousA11yViolations(page);
  });
});
