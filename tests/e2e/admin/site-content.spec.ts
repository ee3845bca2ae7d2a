/**
 * The admin's "Site" section (issue #13), as the company uses it: what it changes there shows on
 * every public page at the next request (the call and WhatsApp links and the structured data too),
 * photos replace the drawings, a bad value names its field, and an older version comes back.
 * Each test has a site of its own: the shared one's phone number belongs to other tests.
 */
import type { Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, expectNoSeriousA11yViolations, startFreshSite, test, waitForHydration } from "../fixtures";
import { confirmWith, isPhone, upload } from "./support";

type Site = Awaited<ReturnType<typeof startFreshSite>>;

async function signIn(page: Page, site: Site): Promise<void> {
  await page.goto(`${site.baseUrl}/login`);
  await page.getByLabel(/email/i).fill(ADMIN_EMAIL);
  await page.getByLabel(/password/i).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
}

async function openSection(page: Page, site: Site, path: string, title: string): Promise<void> {
  await page.goto(`${site.baseUrl}${path}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
}

let site: Site;

// Each test starts a production server of its own and walks several pages: on a busy two-core
// machine that takes longer than the default minute.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async () => {
  site = await startFreshSite();
});

test.afterEach(async () => {
  await site.close();
});

test("a new phone and WhatsApp number reach every page's links and the structured data at once, and the checklist ticks them off", async ({
  page,
}) => {
  await signIn(page, site);
  await expect(page.getByRole("heading", { name: "Finish setting up your site" })).toBeVisible();
  await expect(page.getByText("Put your phone number on the site (to do)")).toBeVisible();

  await page.getByRole("link", { name: "Fix: Put your phone number on the site" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Company details" })).toBeVisible();
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+91 99461 23456");
  // WhatsApp is on the same number: "same as phone" is on, and fills it.
  await expect(page.getByRole("checkbox", { name: "WhatsApp number same as phone" })).toBeChecked();
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("hello@sreebuilders.in");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("Sree Towers, MG Road\nPalayam");
  await page.getByRole("textbox", { name: "Company name", exact: true }).fill("Sree Builders");
  await save(page);

  for (const path of ["/", "/contact", "/services", "/about-us"]) {
    await page.goto(`${site.baseUrl}${path}`);
    await expect(page).toHaveTitle(/Sree Builders/);
    const calls = page.locator('a[href^="tel:"]');
    await expect(calls.first()).toHaveAttribute("href", "tel:+919946123456");
    expect(await calls.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).not.toContain("tel:+919000000000");
    const chats = page.locator('a[href^="https://wa.me/"]');
    await expect(chats.first()).toHaveAttribute("href", /^https:\/\/wa\.me\/919946123456/);
    expect(await chats.evaluateAll((links) => links.every((a) => a.getAttribute("href")!.startsWith("https://wa.me/919946123456")))).toBe(
      true,
    );
    await expect(page.locator("footer")).toContainText("Sree Towers, MG Road");
  }
  await page.goto(`${site.baseUrl}/contact`);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
  expect(jsonLd).toContain('"telephone":"+91 99461 23456"');
  expect(jsonLd).toContain('"email":"hello@sreebuilders.in"');
  expect(jsonLd).toContain('"name":"Sree Builders"');
  await expect(page.getByRole("link", { name: /Open in Maps/ })).toBeVisible();

  await page.goto(`${site.baseUrl}/dashboard`);
  await expect(page.getByText("Put your phone number on the site (done)")).toBeVisible();
  await expect(page.getByText("Put your office address on the site (done)")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sree Builders" })).toBeVisible();
});

test("a social icon shows only once its link is set, and the checklist ticks it off", async ({ page }) => {
  await signIn(page, site);
  await expect(page.getByText("Add your social media links (to do)")).toBeVisible();
  await page.goto(`${site.baseUrl}/contact`);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Instagram" })).toHaveCount(0);
  await openSection(page, site, "/site/company", "Company details");
  await page.getByRole("textbox", { name: "Instagram link", exact: true }).fill("https://instagram.com/sreebuilders");
  await save(page);
  await page.goto(`${site.baseUrl}/contact`);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", "https://instagram.com/sreebuilders");
  await expect(footer.getByRole("link", { name: "Facebook" })).toHaveCount(0);

  await page.goto(`${site.baseUrl}/dashboard`);
  await expect(page.getByText("Add your social media links (done)")).toBeVisible();
  await expect(page.getByText("Put your phone number on the site (to do)")).toBeVisible();
});

test("a bad value names its field, keeps the focus there and changes nothing", async ({ page }) => {
  await signIn(page, site);
  await openSection(page, site, "/site/company", "Company details");
  const phone = page.getByRole("textbox", { name: "Phone", exact: true });
  await phone.fill("98765");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("not an address");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Phone must be an Indian number of 10 digits, e.g. 98765 43210 or +91 98765 43210").first()).toBeVisible();
  await expect(page.getByText("Email must be an e-mail address").first()).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("2 fields need a change");

  const answer = await page.request.get(`${site.baseUrl}/api/site/company`);
  expect(((await answer.json()) as { content: { phone: string } }).content.phone).toBe("+91 90000 00000");
});

test("what is typed in a section is kept in the browser and offered back after the tab is closed", async ({ page, context }) => {
  await signIn(page, site);
  await openSection(page, site, "/site/company", "Company details");
  await page.getByRole("textbox", { name: "Company name", exact: true }).fill("Sree Builders (half typed");
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("admin-draft:")))).toBe(true);
  await page.close();

  const again = await context.newPage();
  await openSection(again, site, "/site/company", "Company details");
  await expect(again.getByText("You have unsaved changes")).toBeVisible();
  const name = again.getByRole("textbox", { name: "Company name", exact: true });
  await expect(name).not.toHaveValue("Sree Builders (half typed");
  await again.getByRole("button", { name: "Restore my changes" }).click();
  await expect(name).toHaveValue("Sree Builders (half typed");
  await expect(again.getByText("You have changes that are not saved.")).toBeVisible();
  await name.fill("Sree Builders");
  await save(again);
  // Saved: nothing is offered any more.
  await again.reload();
  await expect(again.getByRole("heading", { level: 1, name: "Company details" })).toBeVisible();
  await expect(again.getByText("You have unsaved changes")).toBeHidden();
});

test("a hero photo replaces the drawing on the home page, and a second one replaces the first", async ({ page }) => {
  await signIn(page, site);
  await openSection(page, site, "/site/home", "Home page");
  await expect(page.getByText("No photo. The site shows a drawing of a house.")).toBeVisible();
  await page.getByLabel(/photo: Hero photo$/).setInputFiles(await upload("veranda.jpg", { width: 1800, height: 1200, color: "#8a6d3b" }));
  await expect(page.getByRole("img", { name: "New photo: veranda.jpg" })).toBeVisible();
  await save(page);
  await expect(page.getByRole("img", { name: "Current photo for Hero photo" })).toBeVisible();

  await page.goto(site.baseUrl);
  const hero = page.getByRole("img", { name: /^A home built by us/ });
  await expect(hero).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}/);
  const first = (await hero.getAttribute("src"))!;
  expect((await page.request.get(`${site.baseUrl}${first}`)).status()).toBe(200);
  await expect(page.locator('img[src="/images/hero-house.svg"]')).toHaveCount(0);

  await openSection(page, site, "/site/home", "Home page");
  await page.getByLabel(/photo: Hero photo$/).setInputFiles(await upload("courtyard.jpg", { width: 1800, height: 1200, color: "#3b6d8a" }));
  await save(page);
  await page.goto(site.baseUrl);
  const second = (await hero.getAttribute("src"))!;
  expect(second).not.toBe(first);
  // The first photo stays while a kept version names it (it can be restored), so it is still served.
  expect((await page.request.get(`${site.baseUrl}${first}`)).status()).toBe(200);
});

test("a logo from Company details shows in the header, the footer, the browser tab, shared links and the structured data", async ({
  page,
}) => {
  await signIn(page, site);
  await openSection(page, site, "/site/company", "Company details");
  await expect(page.getByText("No photo. The site shows a house mark beside your name.")).toBeVisible();
  await page
    .getByLabel(/photo: Logo$/)
    .setInputFiles(await upload("logo.png", { width: 600, height: 600, color: "#8f4323", format: "png" }));
  await save(page);

  await page.goto(site.baseUrl + "/about-us");
  const headerLogo = page.getByRole("banner").locator("a[href='/'] img");
  await expect(headerLogo).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-w\d+\.webp$/);
  const src = (await headerLogo.getAttribute("src"))!;
  expect((await page.request.get(`${site.baseUrl}${src}`)).status()).toBe(200);
  await expect(page.getByRole("contentinfo").locator(`img[src="${src}"]`)).toHaveCount(1);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", src);
  // A page without a photo of its own is shared with the logo.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/uploads\/[0-9a-f]{32}-w\d+\.webp$/);
  await page.goto(site.baseUrl + "/contact");
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
  expect(jsonLd).toMatch(/"logo":"[^"]*\/uploads\/[0-9a-f]{32}-w\d+\.webp"/);
});

test("a new price and a changed testimonial show on the services, home and about pages", async ({ page }) => {
  await signIn(page, site);
  await openSection(page, site, "/site/services", "Services & pricing");
  const firstTier = page.getByRole("main").getByRole("button", { name: /· ₹/, expanded: false }).first();
  await firstTier.click();
  await page.getByRole("textbox", { name: "Price", exact: true }).first().fill("₹1,675");
  await page.getByRole("main").getByRole("button", { name: "New Building Construction", expanded: false }).click();
  await page.getByRole("textbox", { name: "Service title", exact: true }).fill("New Homes and Villas");
  await save(page);

  await openSection(page, site, "/site/testimonials", "Testimonials");
  await page.getByRole("main").getByRole("button", { expanded: false }).first().click();
  await page
    .getByRole("textbox", { name: "Quote", exact: true })
    .first()
    .fill("They built our house in Kowdiar before the monsoon, as promised.");
  await page.getByRole("textbox", { name: "Name", exact: true }).first().fill("Lekha Nair");
  await save(page);

  await page.goto(`${site.baseUrl}/services`);
  await expect(page.getByText("₹1,675").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "New Homes and Villas" })).toBeVisible();
  // The footer's services follow the services page.
  await expect(page.getByRole("navigation", { name: "Our services" }).getByRole("link").first()).toHaveText("New Homes and Villas");
  for (const path of ["/", "/about-us"]) {
    await page.goto(`${site.baseUrl}${path}`);
    await expect(page.getByText("They built our house in Kowdiar before the monsoon, as promised.")).toBeVisible();
    await expect(page.getByText("Lekha Nair")).toBeVisible();
  }
});

test("team members are added, moved and removed, and the site shows them in that order", async ({ page }) => {
  await signIn(page, site);
  await openSection(page, site, "/site/about", "About & team");
  await page.getByRole("button", { name: "Add team member" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).last().fill("Anjali Menon");
  await page.getByRole("textbox", { name: "Position", exact: true }).last().fill("Site Engineer");
  const up = page.getByRole("button", { name: "Move Anjali Menon up" });
  await up.click();
  await expect(page.getByRole("button", { name: "Move Anjali Menon up" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: /Anjali Menon moved to position/ })).toBeAttached();
  await save(page);

  await page.goto(`${site.baseUrl}/about-us`);
  const team = page.getByRole("region", { name: "Meet Our Team" }).getByRole("heading", { level: 3 });
  await expect(team.filter({ hasText: "Anjali Menon" })).toBeVisible();
  // Added at the end, then moved up one place: second to last.
  const listed = await team.allTextContents();
  expect(listed.at(-2)).toBe("Anjali Menon");

  await openSection(page, site, "/site/about", "About & team");
  await page.getByRole("button", { name: "Remove Anjali Menon" }).click();
  await save(page);
  await page.goto(`${site.baseUrl}/about-us`);
  await expect(page.getByText("Anjali Menon")).toHaveCount(0);
});

test("an older version comes back with Restore, and the site shows it again", async ({ page }) => {
  await signIn(page, site);
  await openSection(page, site, "/site/company", "Company details");
  await page.getByRole("textbox", { name: "Tagline", exact: true }).fill("Homes that outlast the monsoon");
  await save(page);
  await page.getByRole("textbox", { name: "Tagline", exact: true }).fill("A second thought");
  await save(page);

  const versions = page.getByRole("region", { name: "Saved versions" });
  await expect(versions.getByText("On the site now")).toBeVisible();
  await versions
    .getByRole("button", { name: /^Restore/ })
    .first()
    .click();
  await confirmWith(page, "Restore the version saved", "Restore");
  await expect(page.getByRole("status").filter({ hasText: "Restored" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Tagline", exact: true })).toHaveValue("Homes that outlast the monsoon");
  await page.goto(site.baseUrl);
  await expect(page.locator("footer")).toContainText("Homes that outlast the monsoon");
});

test("unsaved changes are asked about before leaving the page or signing out", async ({ page }) => {
  await signIn(page, site);
  await openSection(page, site, "/site/company", "Company details");
  await page.getByRole("textbox", { name: "Tagline", exact: true }).fill("Not saved yet");
  await expect(page.getByText("You have changes that are not saved.")).toBeVisible();

  // Another admin page: asked; staying keeps the typing.
  await page.getByRole("link", { name: "Dashboard", exact: true }).filter({ visible: true }).first().click();
  await confirmWith(page, "Leave this page and lose them?", "Cancel");
  await expect(page).toHaveURL(/\/site\/company$/);
  await expect(page.getByRole("textbox", { name: "Tagline", exact: true })).toHaveValue("Not saved yet");

  // Signing out: asked first, and still signed in after Cancel.
  const logout = isPhone(page) ? null : page.getByRole("banner").getByRole("button", { name: "Logout" });
  if (logout) {
    await logout.click();
    await confirmWith(page, "Sign out and lose them?", "Cancel");
    await expect(page).toHaveURL(/\/site\/company$/);
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeTruthy();
    await logout.click();
    await confirmWith(page, "Sign out and lose them?", "Sign out");
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  }
});

for (const [path, title] of [
  ["/site/company", "Company details"],
  ["/site/home", "Home page"],
  ["/site/services", "Services & pricing"],
  ["/site/about", "About & team"],
  ["/site/testimonials", "Testimonials"],
] as const) {
  test(`${title} has no serious accessibility violations`, async ({ page }) => {
    await signIn(page, site);
    await openSection(page, site, path, title);
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
  });
}
