/**
 * Context through every call to action: a service's "Get a Quote", a package's "Get Started" and a
 * project's "Plan a Project Like This" land on the contact page's enquiry form, in view (not on
 * the map above it) and filled with what the visitor was looking at, with JavaScript and without;
 * and "Talk to us", one tap from every page, keeps a short request with how and when to answer.
 */
import type { Locator, Page } from "@playwright/test";
import type { Enquiry } from "../../../domain/enquiries";
import { expect, imageFile, test } from "../fixtures";
import type { ApiClient } from "../../support/client";

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The form is on screen, clear of the fixed header, when the page opens. */
async function expectFormInView(page: Page): Promise<Locator> {
  const form = page.locator("#enquiry-form");
  await expect(form).toBeInViewport();
  const box = (await form.boundingBox())!;
  expect(box.y, "the form's top is below the fixed header").toBeGreaterThanOrEqual(56);
  expect(box.y, "the form starts in the upper part of the screen").toBeLessThan(page.viewportSize()!.height / 2);
  return form;
}

async function findEnquiry(api: ApiClient, q: string): Promise<Enquiry[]> {
  return (await api.json<{ enquiries: Enquiry[] }>("GET", `/api/enquiries?q=${encodeURIComponent(q)}`)).enquiries;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a service's Get a Quote opens the form in view with the service chosen", async ({ page }) => {
      await page.goto("/services");
      const row = page.locator("#foundation-and-structural-work");
      await row.getByRole("heading", { name: "Foundation and Structural Work" }).click();
      await row.getByRole("link", { name: "Get a Quote for Foundation and Structural Work" }).click();
      await expect(page).toHaveURL(/\/contact\?service=foundation-and-structural-work#enquiry-form$/);
      const form = await expectFormInView(page);
      await expect(form.getByLabel("Service Required")).toHaveValue("Foundation and Structural Work");
      await expect(form.getByLabel("Message")).toHaveValue(/quote for foundation and structural work/);
      await expect(form.getByRole("link", { name: "Foundation and Structural Work" })).toHaveAttribute(
        "href",
        "/services#foundation-and-structural-work",
      );
    });

    test("a package's Get Started opens the form in view with the package named", async ({ page }) => {
      await page.goto("/services");
      await page.getByRole("link", { name: "Get Started with Premium" }).click();
      const form = await expectFormInView(page);
      await expect(form.getByLabel("Service Required")).toHaveValue("New Building Construction");
      await expect(form.getByLabel("Message")).toHaveValue("I am interested in the Premium package (₹1,999 per sq.ft.).");
    });

    test("a project's Plan a Project Like This opens the form in view with the project", async ({ page, api }) => {
      const title = unique("Courtyard Home");
      const project = await api.createProject({
        title,
        category: "Residential",
        location: "Vattiyoorkavu",
        coverImage: await imageFile(),
        bedrooms: "3",
        builtUpSqft: "1850",
        plotCents: "6",
        priceTier: "Premium",
      });
      try {
        await page.goto(`/projects/${project.slug}`);
        await page.getByRole("link", { name: "Plan a Project Like This" }).first().click();
        await expect(page).toHaveURL(new RegExp(`/contact\\?project=${project.slug}#enquiry-form$`));
        const form = await expectFormInView(page);
        await expect(form.getByLabel("Service Required")).toHaveValue("New Building Construction");
        await expect(form.getByLabel("Message")).toHaveValue(
          `I would like to plan a project like “${title}” (1,850 sq.ft · 3 BHK · 6 cents, Premium package).`,
        );
        await expect(form.getByRole("link", { name: title })).toHaveAttribute("href", `/projects/${project.slug}`);
      } finally {
        await api.remove("projects", project._id);
      }
    });

    test("a project that is not public fills nothing in", async ({ page }) => {
      await page.goto("/contact?project=no-such-project#enquiry-form");
      const form = await expectFormInView(page);
      await expect(form.getByLabel("Service Required")).toHaveValue("");
      await expect(form.getByLabel("Message")).toHaveValue("");
      await expect(form.getByText("About:")).toHaveCount(0);
    });
  });
}

test("contact page: the ways to reach us first, then the map with the address over it, then the form", async ({ page }) => {
  await page.goto("/contact");
  const options = page.getByRole("region", { name: "Ways to reach us" });
  await expect(options.getByRole("link", { name: "Call us" })).toHaveAttribute("href", "tel:+919847012345");
  await expect(options.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/919847012345");
  const map = page.locator("iframe");
  const address = page.getByRole("region", { name: "Find our office" }).locator("address");
  await expect(address).toContainText("Thiruvananthapuram");
  const [optionsBox, mapBox, formBox] = await Promise.all([
    options.boundingBox(),
    map.boundingBox(),
    page.locator("#enquiry-form").boundingBox(),
  ]);
  expect(optionsBox!.y).toBeLessThan(mapBox!.y);
  expect(mapBox!.y).toBeLessThan(formBox!.y);
});

test("Talk to us: one tap from any page, kept with how and when to answer", async ({ page, api, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await page.goto("/about-us");
  const phone = (page.viewportSize()?.width ?? 1440) < 768;
  const opener = phone
    ? page.getByRole("navigation", { name: "Contact us" }).getByRole("button", { name: "Talk to us" })
    : page.getByRole("button", { name: "Talk to us" });
  await opener.click();
  const sheet = page.getByRole("dialog", { name: "Talk to us" });
  await expect(sheet).toBeVisible();
  const name = unique("Gulf Caller");
  await sheet.getByLabel("Your name").fill(name);
  await sheet.getByLabel("Phone number").fill("+971 50 123 4567");
  await sheet.getByLabel("Call me").check();
  await sheet.getByLabel(/When suits you/).selectOption("Evening (4 – 7 pm)");
  await page.waitForFunction(() => performance.now() > 3200);
  await sheet.getByRole("button", { name: "Send" }).click();
  await expect(sheet.getByRole("status")).toContainText(/Your reference is E-\d{4}-[0-9A-Z]{5}/);

  const [kept] = await findEnquiry(api, name);
  expect(kept?.kind).toBe("call-back");
  expect(kept?.page).toBe("/about-us");
  expect(kept?.details).toMatchObject({ kind: "call-back", contactBy: "call", preferredTime: "Evening (4 – 7 pm)" });
  // The browser's time zone travels with it (the test machine's own).
  expect((kept?.details as { timeZone?: string }).timeZone).toBe(
    await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  );

  // Escape closes the sheet, and it opens again from the same button; its Close button closes it too.
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await opener.click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toBeHidden();
});

test("Talk to us without JavaScript posts the request and thanks the visitor", async ({ browser, api }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/blog");
    await page.getByRole("button", { name: "Talk to us" }).first().click();
    const sheet = page.getByRole("dialog", { name: "Talk to us" });
    await expect(sheet).toBeVisible();
    const name = unique("No Script Caller");
    await sheet.getByLabel("Your name").fill(name);
    await sheet.getByLabel("Phone number").fill("+91 94470 55123");
    await sheet.getByLabel("WhatsApp me").check();
    await sheet.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/enquiry-sent/);
    const [kept] = await findEnquiry(api, name);
    expect(kept?.details).toMatchObject({ kind: "call-back", contactBy: "whatsapp", preferredTime: "Any time" });
  } finally {
    await context.close();
  }
});
