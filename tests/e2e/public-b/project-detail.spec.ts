import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "../fixtures";
import { makeProject, uniqueTag } from "./helpers";

test.describe("project detail page", () => {
  test("shows the project, its details, share links, gallery and other projects", async ({ page, api }) => {
    const tag = uniqueTag();
    await makeProject(api, { title: `Neighbour ${tag}`, category: "Commercial" });
    const title = `Sasthamangalam villa ${tag}`;
    const project = await makeProject(api, {
      title,
      category: "Interior",
      location: "Sasthamangalam",
      description: "Four bedrooms around a central courtyard.\n\nTeak joinery and laterite walls.",
      gallery: 3,
    });
    const response = await page.goto(`/projects/${project.slug}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: title, exact: true })).toBeVisible();
    const details = page.getByRole("region", { name: "Project Details" });
    await expect(details.getByText("Four bedrooms around a central courtyard.")).toBeVisible();
    await expect(details.getByText("Teak joinery and laterite walls.")).toBeVisible();
    await expect(details.getByRole("definition").first()).toHaveText("Interior Design");
    await expect(page.getByText("Sasthamangalam").first()).toBeVisible();

    const share = page.getByRole("region", { name: "Share this project" });
    for (const name of ["Share on WhatsApp", "Share on Facebook", "Share on LinkedIn", "Share by email"]) {
      await expect(share.getByRole("link", { name })).toBeVisible();
    }

    const gallery = page.getByRole("region", { name: "Project Gallery" });
    for (const n of [1, 2, 3]) await expect(gallery.getByText(`${title} - Image ${n}`, { exact: true })).toBeVisible();

    const sidebar = page.getByRole("region", { name: "Other Projects" });
    const links = sidebar.getByRole("link").filter({ hasNotText: "View All Projects" });
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    await expect(sidebar.getByText(title, { exact: true })).toHaveCount(0);
    await expect(sidebar.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/projects");
  });

  test("a gallery photo opens in the lightbox", async ({ page, api }) => {
    const title = `Lightbox project ${uniqueTag()}`;
    const project = await makeProject(api, { title, gallery: 2 });
    await page.goto(`/projects/${project.slug}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `${title} - Image 2` }).click();
    await expect(page.getByRole("dialog", { name: `${title} - Image 2` })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an unknown or malformed id answers 404 with one clear message and 'Back to Projects'", async ({ page }) => {
    for (const id of ["not-an-id", "0123456789abcdef01234567"]) {
      const response = await page.goto(`/projects/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Project Not Found" })).toBeVisible();
      await expect(page.getByText("This project is not on our site. It may have been removed, or the link may be mistyped.")).toBeVisible();
      await expect(page.getByText("Failed to load project. Please try again.")).toHaveCount(0);
    }
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
  });

  test("the server sends the page with its own meta and breadcrumbs", async ({ request, api }) => {
    const title = `Meta project ${uniqueTag()}`;
    const project = await makeProject(api, { title, description: "Three bedrooms facing the backwaters." });
    const html = await (await request.get(`/projects/${project.slug}`)).text();
    expect(html).toContain(`<title>${title} | `);
    expect(html).toContain('content="Three bedrooms facing the backwaters."');
    expect(html).toContain(`/uploads/${project.coverImage!.replace(/\.[a-z]+$/, "")}-w1600.webp`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain("Project Details");
  });

  test.describe("accessibility", () => {
    test.use({ reducedMotion: "reduce" });
    test("a project page has no serious axe violations", async ({ page, api }) => {
      const project = await makeProject(api, { title: `Axe project ${uniqueTag()}`, gallery: 2 });
      await page.goto(`/projects/${project.slug}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
