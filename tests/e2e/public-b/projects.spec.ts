import { expect, startFreshSite, expectNoSeriousA11yViolations, test, waitForHydration } from "../fixtures";
import type { Page } from "@playwright/test";
import { makeProject, uniqueTag } from "./helpers";

/** The project grid (the featured project below it repeats the newest title). */
function projectList(page: Page) {
  return page.getByRole("region", { name: "Project list" });
}

test.describe("projects page", () => {
  test("lists projects as cards linking to their pages", async ({ page, api }) => {
    const title = `Pattom residence ${uniqueTag()}`;
    const project = await makeProject(api, { title, category: "Residential", location: "Pattom, Thiruvananthapuram" });
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
    const card = projectList(page)
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByText("Pattom, Thiruvananthapuram")).toBeVisible();
    await expect(card.getByText("Residential", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", `/projects/${project.slug}`);
    await card.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(`/projects/${project.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("filters by category through the URL, and 'All' shows everything again", async ({ page, api }) => {
    const tag = uniqueTag();
    const interior = `Interior ${tag}`;
    const industrial = `Industrial ${tag}`;
    await makeProject(api, { title: interior, category: "Interior" });
    await makeProject(api, { title: industrial, category: "Industrial" });
    await page.goto("/projects");
    const filters = page.getByRole("group", { name: "Filter projects by category" });
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

    await filters.getByRole("button", { name: "Interior Design" }).click();
    await expect(page).toHaveURL(/\/projects\?category=Interior$/);
    await expect(filters.getByRole("button", { name: "Interior Design" })).toHaveAttribute("aria-pressed", "true");
    await expect(projectList(page).getByRole("heading", { name: interior })).toBeVisible();
    await expect(projectList(page).getByRole("heading", { name: industrial })).toHaveCount(0);

    await filters.getByRole("button", { name: "All" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(projectList(page).getByRole("heading", { name: interior })).toBeVisible();
    await expect(projectList(page).getByRole("heading", { name: industrial })).toBeVisible();

    // A filtered address works when opened directly.
    await page.goto("/projects?category=Industrial");
    await expect(projectList(page).getByRole("heading", { name: industrial })).toBeVisible();
    await expect(projectList(page).getByRole("heading", { name: interior })).toHaveCount(0);
  });

  test("a category without projects shows the empty state and 'View All Projects'", async ({ page, api }) => {
    const title = `Any project ${uniqueTag()}`;
    await makeProject(api, { title });
    await page.goto(`/projects?category=NoSuchCategory${uniqueTag()}`);
    await expect(page.getByText("No projects found")).toBeVisible();
    await expect(page.getByText("No projects available in this category at the moment.")).toBeVisible();
    // Before hydration the button sends its plain form (to "/projects?"); this is the scripted path.
    await waitForHydration(page);
    await page.getByRole("button", { name: "View All Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(projectList(page).getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("No projects found")).toHaveCount(0);
  });

  test("before the first project, the page says so and still offers 'All' (SPEC §2)", async ({ page }) => {
    const site = await startFreshSite();
    try {
      await page.goto(`${site.baseUrl}/projects`);
      await expect(page.getByText("No projects found")).toBeVisible();
      const filter = page.getByRole("group", { name: "Filter projects by category" });
      await expect(filter.getByRole("button")).toHaveText(["All"]);
      await expect(filter.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
      // No project has a status yet: there is no status filter to offer.
      await expect(page.getByRole("group", { name: "Filter projects by status" })).toHaveCount(0);
    } finally {
      await site.close();
    }
  });

  test("'Featured Project' shows the first project of the list", async ({ page, api }) => {
    const title = `Featured ${uniqueTag()}`;
    await makeProject(api, { title, description: "A courtyard house with a sloping tiled roof." });
    await page.goto("/projects");
    // Other tests add projects at any moment: compare with the list this very page shows.
    const first = await projectList(page).getByRole("heading", { level: 3 }).first().textContent();
    const featured = page.getByRole("region", { name: "Featured Project" });
    await expect(featured).toBeVisible();
    const shown = await featured.getByRole("heading", { level: 3 }).textContent();
    expect(shown).toBeTruthy();
    expect(shown).toBe(first);
    await expect(featured.getByRole("link", { name: "View Project Details" })).toBeVisible();
  });

  test("the page ends with the call-to-action banner", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("link", { name: "Get Free Quote" }).last()).toHaveAttribute("href", "/contact#enquiry-form");
    await expect(page.getByRole("link", { name: "Call Us Now" }).last()).toHaveAttribute("href", /^tel:/);
  });

  test("the server sends the cards in the HTML", async ({ request, api }) => {
    const title = `Server card ${uniqueTag()}`;
    const project = await makeProject(api, { title, location: "Vellayambalam" });
    const html = await (await request.get("/projects")).text();
    expect(html).toContain("Our Projects");
    expect(html).toContain(`href="/projects/${project.slug}"`);
    expect(html).toContain(title);
    expect(html).toContain("Vellayambalam");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the category buttons still filter", async ({ page, api }) => {
      const tag = uniqueTag();
      await makeProject(api, { title: `Plain renovation ${tag}`, category: "Renovation" });
      await makeProject(api, { title: `Plain commercial ${tag}`, category: "Commercial" });
      await page.goto("/projects");
      await page.getByRole("group", { name: "Filter projects by category" }).getByRole("button", { name: "Renovation" }).click();
      await expect(page).toHaveURL(/category=Renovation/);
      await expect(projectList(page).getByRole("heading", { name: `Plain renovation ${tag}` })).toBeVisible();
      await expect(projectList(page).getByRole("heading", { name: `Plain commercial ${tag}` })).toHaveCount(0);
    });
  });

  test.describe("accessibility", () => {
    test.use({ reducedMotion: "reduce" });
    test("/projects has no serious axe violations", async ({ page, api }) => {
      await makeProject(api, { title: `Axe list ${uniqueTag()}` });
      await page.goto("/projects");
      await expectNoSeriousA11yViolations(page);
    });
  });
});
