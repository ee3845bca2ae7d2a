/**
 * Building from the Gulf (/building-from-abroad), as a Malayali family in the Gulf finds it: from
 * the phone's menu and the footer, the default topics, the office hours on their own clock, and
 * a call back asked for from the page, kept with their time zone so that the company calls at
 * their hour. The shared site keeps the default content and office hours (edits are tested on a
 * site of their own: admin/site-abroad.spec.ts).
 */
import type { Enquiry } from "../../../domain/enquiries";
import type { SiteContent } from "../../../domain/site-content";
import { ApiClient } from "../../support/client";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, expectNoSeriousA11yViolations, startFreshSite, test } from "../fixtures";
import { makeProject } from "../public-b/helpers";
import { isPhone, openMobileMenu, uniqueTitle } from "./helpers";

const PATH = "/building-from-abroad";

// A family in Dubai: the browser's clock is the Gulf's.
test.use({ timezoneId: "Asia/Dubai" });

test("shows the topics, the call windows in Gulf time and the ways to answer, as a kept page with its search tags", async ({
  page,
  request,
}) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Building From the Gulf \| /);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Building From the Gulf" })).toBeVisible();
  for (const topic of [
    "A power of attorney, if you need one",
    "Photos and videos every week",
    "Site visits on a video call",
    "Pay from your NRE or NRO account, stage by stage",
    "One named engineer, one number",
    "The keys, to your family or to you",
  ])
    await expect(main.getByRole("heading", { level: 3, name: topic })).toBeVisible();

  const windows = page.getByRole("region", { name: "When to call us, in Gulf time" });
  await expect(windows).toContainText("Mon – Sat, 8:00 AM – 6:00 PM");
  const uae = windows.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "In the UAE and Oman" }) });
  await expect(uae).toContainText("Mon – Sat, 6:30 AM – 4:30 PM");
  await expect(uae).toContainText("UTC+4");
  const saudi = windows
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "In Saudi Arabia, Qatar, Kuwait and Bahrain" }) });
  await expect(saudi).toContainText("Mon – Sat, 5:30 AM – 3:30 PM");
  await expect(saudi).toContainText("UTC+3");

  const chats = main.getByRole("link", { name: "WhatsApp us" });
  await expect(chats).toHaveCount(2);
  await expect(chats.first()).toHaveAttribute("href", /^https:\/\/wa\.me\/919847012345\?text=.+Gulf/);

  // A question opens with a tap.
  await main.getByText("Can I pay in dirhams or riyals?").click();
  await expect(main.getByText(/We are paid in rupees/)).toBeVisible();

  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /UAE, Saudi Arabia, Qatar, Oman, Kuwait or Bahrain/);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
  expect(jsonLd).toContain('"@type":"BreadcrumbList"');
  expect(jsonLd).toContain(`"item":"https://www.example-builder.in${PATH}"`);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`<loc>https://www.example-builder.in${PATH}</loc>`);
  // The same page for everyone: kept by the server, answered from memory (until a project, which
  // it shows, changes: other tests make theirs meanwhile, so it is asked again until kept).
  await expect.poll(async () => (await request.get(PATH)).headers()["x-cache"]).toBe("hit");
  await expectNoSeriousA11yViolations(page);
});

test("its Talk to us opens the sheet, which keeps the request with the visitor's Gulf time zone", async ({ page, api }) => {
  await page.goto(PATH);
  const sheet = page.getByRole("dialog", { name: "Talk to us" });
  await expect(sheet).toBeHidden();
  await page.getByRole("main").getByRole("button", { name: "Talk to us" }).first().click();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel("WhatsApp me")).toBeVisible();
  const name = uniqueTitle("Dubai Family");
  await sheet.getByLabel("Your name").fill(name);
  await sheet.getByLabel("Phone number").fill("+971 50 765 4321");
  await sheet.getByLabel("WhatsApp me").check();
  await page.waitForFunction(() => performance.now() > 3200);
  await sheet.getByRole("button", { name: "Send" }).click();
  await expect(sheet.getByRole("status")).toContainText(/Your reference is E-\d{4}-[0-9A-Z]{5}/);

  const { enquiries } = await api.json<{ enquiries: Enquiry[] }>("GET", `/api/enquiries?q=${encodeURIComponent(name)}`);
  expect(enquiries).toHaveLength(1);
  expect(enquiries[0]!.page).toBe(PATH);
  expect(enquiries[0]!.details).toMatchObject({ kind: "call-back", contactBy: "whatsapp", timeZone: "Asia/Dubai" });
});

test("is linked from the phone's menu and the footer's quick links", async ({ page }) => {
  await page.goto("/");
  const footerLink = page.getByRole("contentinfo").getByRole("navigation", { name: "Quick links" }).getByRole("link", {
    name: "Building from the Gulf",
  });
  await expect(footerLink).toHaveAttribute("href", PATH);
  if (!isPhone(page)) return;
  await openMobileMenu(page);
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Building from the Gulf" }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await openMobileMenu(page);
  await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Building from the Gulf" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test.describe("for a visitor whose clock is in Riyadh", () => {
  test.use({ timezoneId: "Asia/Riyadh" });

  test("its estimator link opens the estimator, which gives the range in riyals too, at the company's rate", async ({ page }) => {
    await page.goto(PATH);
    const link = page.getByRole("main").getByRole("link", { name: "Estimate your home's cost in your currency" });
    await expect(link).toBeInViewport();
    await expect(link).toHaveAttribute("href", "/estimate#estimate");
    await link.click();
    await expect(page).toHaveURL(/\/estimate#estimate$/);
    const section = page.getByRole("region", { name: "Estimate Your Cost" });
    await section.getByLabel("Plot size").fill("10");
    await section.getByLabel("Bedrooms").selectOption("3");
    await expect(section.getByLabel("Also show in")).toHaveValue("SAR");
    await section.getByRole("button", { name: "See my estimate" }).click();
    await expect(page.locator("#estimate-result")).toContainText(/≈ SAR [\d,]+–[\d,]+/);
  });
});

test("shows the company's newest finished homes, each described, and the way to every project", async ({ page }) => {
  const site = await startFreshSite();
  try {
    const api = new ApiClient(site.baseUrl);
    await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const home = (title: string, facts: Record<string, string>, category = "Residential") =>
      makeProject(api, { title, category, facts: { constructionStatus: "Completed", ...facts } });
    await home("Old villa", { bedrooms: "4" });
    const courtyard = await makeProject(api, { title: "Courtyard home", gallery: 1, facts: { constructionStatus: "Completed" } });
    await api.updateProject(courtyard._id, {
      title: "Courtyard home",
      category: "Residential",
      keepGalleryImages: courtyard.gallery,
      coverFromGallery: courtyard.gallery[0]!,
      imageAlts: JSON.stringify({ [courtyard.gallery[0]!]: "A courtyard open to the sky, with a laterite wall" }),
    });
    await home("Rising home", { constructionStatus: "Ongoing" });
    await home("Spice warehouse", {}, "Commercial");
    await home("Hill home", { bedrooms: "3", plotCents: "8", builtUpSqft: "2100" });
    await home("Lake home", { bedrooms: "3" });

    await page.goto(`${site.baseUrl}${PATH}`);
    const homes = page.getByRole("region", { name: "Homes we have handed over" });
    await expect(homes.getByRole("heading", { level: 3 })).toHaveText(["Lake home", "Hill home", "Courtyard home"]);
    await expect(homes.getByText("2,100 sq.ft · 3 BHK · 8 cents", { exact: true })).toBeVisible();
    await expect(homes.getByRole("img", { name: "A courtyard open to the sky, with a laterite wall" })).toHaveCount(1);
    await expect(homes.getByRole("link", { name: "Lake home" })).toHaveAttribute("href", "/projects/lake-home");
    await homes.getByRole("link", { name: "See all our projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);

    // On a phone the homes scroll sideways in their row; the page itself never does.
    await page.goto(`${site.baseUrl}${PATH}`);
    await homes.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoSeriousA11yViolations(page);

    // Without a dirham rate the link opens the estimator as it is; without any Gulf rate it offers rupees.
    const { content: services } = await api.json<{ content: SiteContent["services"] }>("GET", "/api/site/services");
    const rates = (changes: Record<string, null>) => ({
      ...services,
      estimator: { ...services.estimator, rates: { ...services.estimator.rates, ...changes } },
    });
    expect((await api.request("PUT", "/api/site/services", rates({ AED: null }))).status).toBe(200);
    await page.goto(`${site.baseUrl}${PATH}`);
    await expect(page.getByRole("link", { name: "Estimate your home's cost in your currency" })).toHaveAttribute(
      "href",
      "/estimate#estimate",
    );
    const none = { AED: null, SAR: null, QAR: null, OMR: null, KWD: null, BHD: null };
    expect((await api.request("PUT", "/api/site/services", rates(none))).status).toBe(200);
    await page.goto(`${site.baseUrl}${PATH}`);
    const plain = page.getByRole("main").getByRole("link", { name: /^Estimate your home's cost/ });
    await expect(plain).toHaveText("Estimate your home's cost");
    await expect(plain).toHaveAttribute("href", "/estimate#estimate");
  } finally {
    await site.close();
  }
});
