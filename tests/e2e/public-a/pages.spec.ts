import { expect, test } from "../fixtures";

test.describe("about, services and contact pages", () => {
  test("about: story, mission, vision, timeline, team of four, testimonials, call to action", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page).toHaveTitle("About Us | Anantha Builders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    for (const heading of ["Our Story", "Our Mission", "Our Vision", "Milestones Along the Way", "Meet Our Team", "What Our Clients Say"]) {
      await expect(page.getByText(heading, { exact: true }).first()).toBeVisible();
    }
    const timeline = page.getByRole("list").filter({ hasText: "Company Founded" });
    await expect(timeline.getByRole("listitem")).toHaveCount(5);
    for (const year of ["2010", "2013", "2015", "2018", "2020"]) await expect(timeline).toContainText(year);
    await expect(timeline).toContainText("ISO 9001 Certification");
    const team = page.getByRole("region", { name: "Meet Our Team" }).getByRole("listitem");
    await expect(team).toHaveCount(4);
    await expect(team.first()).toContainText("Founder & Managing Director");
    await expect(page.getByRole("region", { name: "What Our Clients Say" }).getByRole("figure")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/contact#enquiry-form");
    await expect(page.getByRole("link", { name: "Call Us Now" })).toHaveAttribute("href", "tel:+919847012345");
  });

  test("services: eight services with five features and a quote link, four steps, three tiers", async ({ page }) => {
    await page.goto("/services");
    await expect(page).toHaveTitle("Services | Anantha Builders");
    const titles = [
      "New Building Construction",
      "Renovation and Remodeling",
      "Site Preparation and Excavation",
      "Foundation and Structural Work",
      "Electrical Installation",
      "Interior Design and Finishing",
      "Demolition and Dismantling",
      "Architectural Planning and Design",
    ];
    const list = page.getByRole("region", { name: "Construction Services" });
    for (const title of titles) {
      // Each service is a row that opens with a tap on its title, showing its text, features and quote link.
      const block = list.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
      await block.getByRole("heading", { level: 3, name: title }).click();
      await expect(block.getByRole("listitem")).toHaveCount(5);
      // The quote link carries the service to the contact page's form.
      await expect(block.getByRole("link", { name: `Get a Quote for ${title}` })).toHaveAttribute(
        "href",
        /^\/contact\?service=[a-z-]+#enquiry-form$/,
      );
      const img = block.getByRole("img");
      await expect(img).toHaveAttribute("width", "640");
      await expect(img).toHaveAttribute("loading", "lazy");
    }

    const process = page.getByRole("region", { name: "Our Process" }).getByRole("listitem");
    await expect(process).toHaveCount(4);
    await expect(process.getByRole("heading")).toHaveText([
      "Step 1: Consultation",
      "Step 2: Planning & Design",
      "Step 3: Construction",
      "Step 4: Completion & Handover",
    ]);

    const pricing = page.getByRole("region", { name: "Transparent Pricing Packages" });
    const tiers = pricing.getByRole("list").first().locator(":scope > li");
    await expect(tiers).toHaveCount(3);
    await expect(tiers.nth(0)).toContainText("Basic");
    await expect(tiers.nth(0)).toContainText("₹1,499");
    await expect(tiers.nth(0)).toContainText("1-year warranty");
    await expect(tiers.nth(1)).toContainText("Premium");
    await expect(tiers.nth(1)).toContainText("₹1,999");
    await expect(tiers.nth(1)).toContainText("Popular");
    await expect(tiers.nth(1)).toContainText("3-year warranty");
    await expect(tiers.nth(1)).toContainText("Free maintenance for 6 months");
    await expect(tiers.nth(2)).toContainText("Luxury");
    await expect(tiers.nth(2)).toContainText("₹2,499");
    await expect(tiers.nth(2)).toContainText("5-year warranty");
    await expect(tiers.nth(2)).toContainText("Free maintenance for 1 year");
    const started = pricing.getByRole("link", { name: /^Get Started/ });
    await expect(started).toHaveCount(3);
    for (const [i, tier] of ["Basic", "Premium", "Luxury"].entries())
      await expect(started.nth(i)).toHaveAttribute("href", `/contact?tier=${tier}#enquiry-form`);
    await expect(pricing.getByRole("link", { name: "Request Custom Quote" })).toHaveAttribute("href", "/contact#enquiry-form");
  });

  test("contact: a lazy, titled map of the office area, then the contact section", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact Us | Anantha Builders");
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("title", /Map of the area around our office in Thiruvananthapuram/);
    await expect(map).toHaveAttribute("src", /openstreetmap\.org/);
    await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
    const mapBox = await map.boundingBox();
    const contactBox = await page.getByRole("heading", { name: "Get In Touch" }).boundingBox();
    expect(mapBox!.y).toBeLessThan(contactBox!.y);
    await expect(page.getByText("Mon - Sat 8:00 AM - 6:00 PM").first()).toBeVisible();
    await expect(page.getByText("Sunday: Closed").first()).toBeVisible();
  });
});
