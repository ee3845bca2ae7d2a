/** Project facts on the public pages (issue #16): cards, the facts panel, the status filter, before and after. */
import { ApiClient } from "../../support/client";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, startFreshSite, test, waitForHydration } from "../fixtures";
import { makeProject, openProjectFilters, uniqueTag } from "./helpers";

test.describe("project facts", () => {
  test("a card shows the ongoing badge and a short facts line; the page shows every fact, and its JSON-LD carries them", async ({
    page,
    api,
    request,
  }) => {
    const title = `Facts villa ${uniqueTag()}`;
    const project = await makeProject(api, {
      title,
      facts: {
        constructionStatus: "Ongoing",
        year: "2025",
        locality: "Kowdiar",
        plotCents: "10",
        builtUpSqft: "3200",
        floors: "2",
        bedrooms: "4",
        durationMonths: "11",
        priceTier: "Luxury",
      },
    });
    await page.goto("/projects");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText("Ongoing", { exact: true })).toBeVisible();
    await expect(card.getByText("3,200 sq.ft · 4 BHK · 10 cents", { exact: true })).toBeVisible();

    await page.goto(`/projects/${project.slug}`);
    const panel = page.getByRole("region", { name: "At a Glance" });
    const facts = {
      Status: "Ongoing",
      Started: "2025",
      Locality: "Kowdiar",
      Plot: "10 cents",
      "Built-up area": "3,200 sq.ft",
      Floors: "2 floors",
      Bedrooms: "4 bedrooms",
      Duration: "11 months",
      Package: "Luxury",
    };
    await expect(panel.getByRole("term")).toHaveText(Object.keys(facts));
    await expect(panel.getByRole("definition")).toHaveText(Object.values(facts));
    await expect(page.getByRole("banner").getByText("Ongoing")).toHaveCount(0);
    await expect(page.locator("main").getByText("Ongoing", { exact: true }).first()).toBeVisible();

    const html = await (await request.get(`/projects/${project.slug}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const work = blocks.find((block) => block["@type"] === "CreativeWork") as { about: { additionalProperty: unknown } };
    expect(work).toMatchObject({
      name: title,
      creativeWorkStatus: "Ongoing",
      dateCreated: "2025",
      locationCreated: { "@type": "Place", name: "Kowdiar" },
      about: { "@type": "Accommodation", floorSize: { value: 3200, unitCode: "FTK" }, numberOfBedrooms: 4 },
    });
    expect(work.about.additionalProperty).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "Plot size", value: 10, unitText: "cents" })]),
    );
  });

  test("every card names the plot, on one line of a phone: /projects, the home page and Other Projects", async ({ page }) => {
    const site = await startFreshSite();
    try {
      const api = new ApiClient(site.baseUrl);
      await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const facts = { bedrooms: "3", plotCents: "8", builtUpSqft: "2100", year: "2025", constructionStatus: "Completed" };
      const twin = await makeProject(api, { title: "Kovalam twin", facts });
      const home = await makeProject(api, { title: "Family home at Kovalam", facts });
      const line = "2,100 sq.ft · 3 BHK · 8 cents";
      const oneLine = async (text: ReturnType<typeof page.getByText>) => {
        await text.scrollIntoViewIfNeeded();
        await expect(text).toBeVisible();
        const { height, lineHeight } = await text.evaluate((node) => ({
          height: node.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(node).lineHeight),
        }));
        expect(height).toBeLessThan(1.5 * lineHeight);
      };

      await page.goto(`${site.baseUrl}/projects`);
      await oneLine(page.getByRole("article").filter({ hasText: home.title }).getByText(line, { exact: true }));
      await page.goto(`${site.baseUrl}/`);
      await oneLine(page.getByRole("region", { name: "Recent Projects" }).getByRole("listitem").first().getByText(line, { exact: true }));
      await page.goto(`${site.baseUrl}/projects/${home.slug}`);
      const others = page.getByRole("region", { name: "Other Projects" });
      await expect(others.getByRole("link", { name: new RegExp(twin.title) })).toContainText(line);
    } finally {
      await site.close();
    }
  });

  test("a project without facts shows no panel and no facts line", async ({ page, api }) => {
    const title = `No facts ${uniqueTag()}`;
    const project = await makeProject(api, { title });
    await page.goto(`/projects/${project.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("region", { name: "At a Glance" })).toHaveCount(0);
  });

  test.describe("the status filter", () => {
    test.use({ javaScriptEnabled: false });
    test("works without JavaScript through the address, beside the category", async ({ page, api }) => {
      const tag = uniqueTag();
      await makeProject(api, { title: `Done ${tag}`, category: "Commercial", facts: { constructionStatus: "Completed" } });
      await makeProject(api, { title: `Building ${tag}`, category: "Commercial", facts: { constructionStatus: "Ongoing" } });
      await page.goto("/projects?category=Commercial");
      await openProjectFilters(page);
      await page.getByRole("group", { name: "Filter projects by status" }).getByRole("button", { name: "Ongoing" }).click();
      await expect(page).toHaveURL(/\/projects\?category=Commercial&status=ongoing$/);
      const list = page.getByRole("region", { name: "Project list" });
      await expect(list.getByRole("heading", { name: `Building ${tag}` })).toBeVisible();
      await expect(list.getByRole("heading", { name: `Done ${tag}` })).toHaveCount(0);
      await expect(page.getByRole("group", { name: "Filter projects by status" }).getByRole("button", { name: "Ongoing" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    });
  });

  test("filters by status at once with JavaScript, and Back undoes it", async ({ page, api }) => {
    const tag = uniqueTag();
    await makeProject(api, { title: `Finished ${tag}`, facts: { constructionStatus: "Completed" } });
    await makeProject(api, { title: `Rising ${tag}`, facts: { constructionStatus: "Ongoing" } });
    await page.goto("/projects");
    await waitForHydration(page);
    await openProjectFilters(page);
    const status = page.getByRole("group", { name: "Filter projects by status" });
    await status.getByRole("button", { name: "Completed" }).click();
    await expect(page).toHaveURL(/\/projects\?status=completed$/);
    const list = page.getByRole("region", { name: "Project list" });
    await expect(list.getByRole("heading", { name: `Finished ${tag}` })).toBeVisible();
    await expect(list.getByRole("heading", { name: `Rising ${tag}` })).toHaveCount(0);
    await page.goBack();
    await expect(list.getByRole("heading", { name: `Rising ${tag}` })).toBeAttached();
  });

  test("a renovation's before and after photos compare by keyboard and by touch", async ({ page, api, isMobile }) => {
    const title = `Restored ${uniqueTag()}`;
    const made = await makeProject(api, { title, category: "Renovation", gallery: 3 });
    await api.updateProject(made._id, {
      title,
      category: "Renovation",
      keepGalleryImages: made.gallery,
      beforeImage: made.gallery[0]!,
      afterImage: made.gallery[2]!,
    });
    await page.goto(`/projects/${made.slug}`);
    await waitForHydration(page);
    const region = page.getByRole("region", { name: "Before and After" });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole("img", { name: `${title}: before` })).toBeVisible();
    const slider = region.getByRole("slider");
    await expect(slider).toHaveValue("50");
    const split = () => region.locator("[data-compare]").evaluate((node) => (node as HTMLElement).style.getPropertyValue("--split"));

    if (isMobile) {
      const box = (await slider.boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      const y = box.y + box.height / 2;
      const at = (fraction: number) => box.x + box.width * fraction;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: at(0.5), y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: at(0.4), y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: at(0.25), y }] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await expect.poll(async () => Number(await slider.inputValue())).toBeLessThan(35);
      expect(await split()).toBe(`${await slider.inputValue()}%`);
    } else {
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(slider).toHaveValue("52");
      await expect(slider).toHaveAttribute("aria-valuetext", "52% before");
      expect(await split()).toBe("52%");
      await page.keyboard.press("Home");
      await expect(slider).toHaveValue("0");
      expect(await split()).toBe("0%");
    }
  });
});

test.describe("a long list of projects", () => {
  async function siteWithProjects(count: number) {
    const site = await startFreshSite();
    const api = new ApiClient(site.baseUrl);
    await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    for (let i = 1; i <= count; i++) {
      await makeProject(api, { title: `Home number ${i}`, category: i % 2 ? "Residential" : "Commercial" });
    }
    return site;
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("pages through '?page=', landing on the first new project", async ({ page }) => {
      const site = await siteWithProjects(14);
      try {
        await page.goto(`${site.baseUrl}/projects`);
        const list = page.getByRole("region", { name: "Project list" });
        await expect(list.getByRole("article")).toHaveCount(12);
        await expect(list.getByText("Showing 12 of 14 projects")).toBeVisible();
        await list.getByRole("link", { name: "Load more projects" }).click();
        await expect(page).toHaveURL(/\/projects\?page=2#project-12$/);
        await expect(list.getByRole("article")).toHaveCount(14);
        await expect(list.getByRole("heading", { name: "Home number 2", exact: true })).toBeInViewport();
        await expect(list.getByRole("link", { name: "Load more projects" })).toHaveCount(0);

        // A category counts every project of it, not only those on the first page.
        await page.goto(`${site.baseUrl}/projects?category=Commercial`);
        await expect(list.getByText("Showing 7 of 7 projects")).toBeVisible();
      } finally {
        await site.close();
      }
    });
  });

  test("'Load more' adds the next page in place, and the keyboard goes on from the first new project", async ({ page }) => {
    const site = await siteWithProjects(14);
    try {
      await page.goto(`${site.baseUrl}/projects`);
      await waitForHydration(page);
      const list = page.getByRole("region", { name: "Project list" });
      await list.getByRole("link", { name: "Load more projects" }).click();
      await expect(list.getByText("Showing 14 of 14 projects")).toBeVisible();
      await expect(list.getByRole("article")).toHaveCount(14);
      await expect(page).toHaveURL(/\/projects\?page=2$/);
      await expect(list.getByRole("link", { name: "Home number 2", exact: true })).toBeFocused();

      // A category then shows its first page, from every project.
      await page.getByRole("group", { name: "Filter projects by category" }).getByRole("button", { name: "Residential" }).click();
      await expect(list.getByText("Showing 7 of 7 projects")).toBeVisible();
      await expect(page).toHaveURL(/\/projects\?category=Residential$/);
    } finally {
      await site.close();
    }
  });
});
