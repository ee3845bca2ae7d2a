import { expect, imageFile, test } from "../fixtures";
import { uniqueTitle, waitForHydration, waitForIsland } from "./helpers";

test.describe("home page", () => {
  test("sections in order with their texts and links", async ({ page }) => {
    await page.goto("/");
    // The company's name, then what it does and where (for a search result's first line).
    await expect(page).toHaveTitle("Anantha Builders | Builders of homes and buildings in Thiruvananthapuram, Kerala");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building Your Dreams Into Reality");
    await expect(page.getByRole("link", { name: "Get Free Quote" }).first()).toHaveAttribute("href", "/contact#enquiry-form");
    await expect(page.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services");
    for (const label of ["Years of Experience", "Projects Completed", "Client Satisfaction"])
      await expect(page.getByText(label).first()).toBeVisible();
    await expect(page.getByText("Starting from")).toBeVisible();
    await expect(page.getByText("₹1,499").first()).toBeVisible();
    // Families building from the Gulf find their page from the hero.
    await expect(page.getByRole("link", { name: "Building from the Gulf? How we work with families abroad" })).toHaveAttribute(
      "href",
      "/building-from-abroad",
    );

    const learnMore = page.getByRole("link", { name: /^Learn More about/ });
    await expect(learnMore).toHaveCount(6);
    for (const link of await learnMore.all()) await expect(link).toHaveAttribute("href", "/services");
    await expect(page.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByText("Team Members")).toBeVisible();
    await expect(page.getByRole("link", { name: "Learn More About Us" })).toHaveAttribute("href", "/about-us");
    await expect(page.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/gallery");
    await expect(page.getByRole("link", { name: "Call Us Now" })).toHaveAttribute("href", "tel:+919847012345");
    await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();

    const order = await page.getByRole("heading", { level: 2 }).allTextContents();
    const expected = ["Our Services", "Trusted Builders", "What Our Clients Say", "Recent Projects", "Ready to Build", "Get In Touch"];
    const positions = expected.map((text) => order.findIndex((h) => h.startsWith(text)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test("testimonials advance every 5 s with wrap-around; dots jump", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    // The carousel is an island that starts when it comes into view.
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "testimonials");
    const slide = (n: number) => carousel.getByRole("group", { name: `${n} of 3` });
    await expect(slide(1)).toBeVisible();
    await expect(slide(2)).toBeHidden();

    await page.clock.runFor(5000);
    await expect(slide(2)).toBeVisible();
    await expect(slide(1)).toBeHidden();
    await page.clock.runFor(5000);
    await expect(slide(3)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(slide(1)).toBeVisible();

    await carousel.getByRole("button", { name: /^Show testimonial 3/ }).click();
    await expect(slide(3)).toBeVisible();
    await expect(carousel.getByRole("button", { name: /^Show testimonial 3/ })).toHaveAttribute("aria-current", "true");
    // Focus or hover on the carousel pauses it.
    await page.clock.runFor(6000);
    await expect(slide(3)).toBeVisible();
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(slide(2)).toBeVisible();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slide(1)).toBeVisible();

    // Leave the carousel: rotation resumes and wraps from the last slide to the first.
    await carousel.getByRole("button", { name: /^Show testimonial 3/ }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(2, 300);
    await page.clock.runFor(5000);
    await expect(slide(1)).toBeVisible();
  });

  test("testimonials stay put under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, "testimonials");
    await page.clock.runFor(12_000);
    await expect(carousel.getByRole("group", { name: "1 of 3" })).toBeVisible();
  });

  test("recent projects: category tabs, at most six cards, View Details", async ({ page, api }) => {
    const prefix = uniqueTitle("Tabs");
    const created = [];
    for (let i = 0; i < 7; i++) {
      created.push(
        await api.createProject({
          title: `${prefix} Home ${i}`,
          category: "Residential",
          location: "Pattom",
          coverImage: await imageFile(),
        }),
      );
    }
    const shop = await api.createProject({
      title: `${prefix} Shop`,
      category: "Commercial",
      location: "Kazhakkoottam",
      coverImage: await imageFile(),
    });
    try {
      await page.goto("/");
      await waitForHydration(page);
      const section = page.getByRole("region", { name: "Recent Projects" });
      const tabs = section.getByRole("group", { name: "Filter projects by category" });
      await expect(tabs.getByRole("button")).toHaveText(["All", "Residential", "Commercial", "Industrial", "Renovation"]);
      await expect(tabs.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
      const cards = section.getByRole("listitem");
      await expect(cards).toHaveCount(6);

      await tabs.getByRole("button", { name: "Residential" }).click();
      await expect(tabs.getByRole("button", { name: "Residential" })).toHaveAttribute("aria-pressed", "true");
      await expect(cards).toHaveCount(6);
      await expect(section.getByRole("heading", { name: `${prefix} Shop` })).toHaveCount(0);
      for (const card of await cards.all()) await expect(card).toContainText("Residential");
      // Newest first: six newer homes exist, so the oldest one is left out.
      await expect(section.getByRole("heading", { name: `${prefix} Home 0`, exact: true })).toHaveCount(0);

      await tabs.getByRole("button", { name: "Commercial" }).click();
      await expect(section.getByRole("heading", { name: `${prefix} Shop` })).toBeVisible();
      for (const card of await cards.all()) await expect(card).toContainText("Commercial");
      await expect(section.getByRole("link", { name: new RegExp(`^View Details\\W+${prefix} Shop$`) })).toHaveAttribute(
        "href",
        `/projects/${shop.slug}`,
      );
    } finally {
      for (const project of [...created, shop]) await api.remove("projects", project._id);
    }
  });

  test("recent projects: a category's cards come when asked for, dimmed under Loading… until then; a failure says so and the tab asks again", async ({
    page,
    api,
  }) => {
    const prefix = uniqueTitle("Tab fetch");
    const made = [];
    for (const category of ["Industrial", "Industrial", "Renovation"])
      made.push(
        await api.createProject({
          title: `${prefix} ${category} ${made.length}`,
          category,
          location: "Kochuveli",
          coverImage: await imageFile(),
        }),
      );
    try {
      const asked: string[] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let fail = false;
      await page.route("**/api/projects?*", async (route) => {
        const url = new URL(route.request().url());
        asked.push(url.searchParams.get("category") ?? "");
        if (url.searchParams.get("category") === "industrial") await held;
        if (fail) await route.fulfill({ status: 503, body: "{}" });
        else await route.continue();
      });
      await page.goto("/");
      await waitForHydration(page);
      const section = page.getByRole("region", { name: "Recent Projects" });
      const tabs = section.getByRole("group", { name: "Filter projects by category" });
      await section.scrollIntoViewIfNeeded();
      await waitForIsland(page, "home-projects");
      // The page came with the "All" cards only: no category was asked for yet.
      expect(asked).toEqual([]);
      await expect(section.getByRole("heading", { name: `${prefix} Renovation 2` })).toBeVisible();

      // Pointing at a tab asks for its cards before the click.
      await tabs.getByRole("button", { name: "Industrial" }).hover();
      await expect.poll(() => asked).toEqual(["industrial"]);
      await tabs.getByRole("button", { name: "Industrial" }).click();
      await expect(tabs.getByRole("button", { name: "Industrial" })).toHaveAttribute("aria-pressed", "true");
      await expect(section.getByRole("status")).toHaveText("Loading…");
      const list = section.getByRole("list", { name: "Projects", exact: true });
      await expect(list).toHaveAttribute("aria-busy", "true");
      release();
      await expect(section.getByRole("status")).toHaveText("");
      await expect(list).toHaveAttribute("aria-busy", "false");
      await expect(section.getByRole("heading", { name: `${prefix} Industrial 1` })).toBeVisible();
      await expect(section.getByRole("heading", { name: `${prefix} Renovation 2` })).toHaveCount(0);
      for (const card of await section.getByRole("listitem").all()) await expect(card).toContainText("Industrial");

      // A tab already shown is not asked for again; a failed request says so, and a second click asks again.
      await tabs.getByRole("button", { name: "All" }).click();
      await tabs.getByRole("button", { name: "Industrial" }).click();
      await expect(section.getByRole("heading", { name: `${prefix} Industrial 1` })).toBeVisible();
      fail = true;
      await tabs.getByRole("button", { name: "Renovation" }).click();
      await expect(section.getByRole("alert")).toHaveText("Failed to load projects. Please try again.");
      fail = false;
      await tabs.getByRole("button", { name: "Renovation" }).click();
      await expect(section.getByRole("alert")).toHaveCount(0);
      await expect(section.getByRole("heading", { name: `${prefix} Renovation 2` })).toBeVisible();
      expect(asked.filter((category) => category === "industrial")).toHaveLength(1);
      // Asked again after the failure (on a phone the touch's own request may already have failed
      // by the click, which then asks once more).
      expect(asked.filter((category) => category === "renovation").length).toBeGreaterThanOrEqual(2);
    } finally {
      for (const project of made) await api.remove("projects", project._id);
    }
  });

  test("the server-rendered HTML already holds the headline and the project cards", async ({ request, api }) => {
    const title = uniqueTitle("SSR Villa");
    const project = await api.createProject({ title, category: "Residential", location: "Vellayambalam", coverImage: await imageFile() });
    try {
      const response = await request.get("/");
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain("Building Your Dreams Into Reality");
      expect(html).toContain(title);
      expect(html).toContain(`href="/projects/${project.slug}"`);
      expect(html).toMatch(/<img[^>]+src="\/images\/hero-house\.svg"[^>]*>/);
      const hero = html.match(/<img[^>]+hero-house\.svg[^>]*>/)![0];
      expect(hero).toContain('fetchPriority="high"');
      expect(hero).toContain('loading="eager"');
      const cover = html.match(new RegExp(`<img[^>]+alt="${title}"[^>]*>`))![0];
      expect(cover).toContain('loading="lazy"');
      expect(cover).toMatch(/width="\d+"/);
      expect(cover).toMatch(/height="\d+"/);
    } finally {
      await api.remove("projects", project._id);
    }
  });
});
