/**
 * The estimator on /services and the call-back and site-visit requests on /contact (issue #15),
 * with JavaScript and without: each answer and each request is what the visitor sees, and each
 * request reaches the inbox as an enquiry of its kind.
 */
import type { Browser, Page } from "@playwright/test";
import { companyDate } from "../../../domain/company-clock";
import { type Enquiry } from "../../../domain/enquiries";
import { addDays, weekdayOf } from "../../../domain/visits";
import type { ApiClient } from "../../support/client";
import { expect, test } from "../fixtures";

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function findEnquiry(api: ApiClient, q: string): Promise<Enquiry[]> {
  return (await api.json<{ enquiries: Enquiry[] }>("GET", `/api/enquiries?q=${encodeURIComponent(q)}`)).enquiries;
}

/** The next day the office is open (Monday to Saturday), two days ahead at least. */
function openDay(): string {
  let date = addDays(companyDate(new Date()), 2);
  while (weekdayOf(date) === 6) date = addDays(date, 1);
  return date;
}

function nextSunday(): string {
  let date = addDays(companyDate(new Date()), 1);
  while (weekdayOf(date) !== 6) date = addDays(date, 1);
  return date;
}

async function withoutScripts<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

async function estimate(page: Page) {
  const section = page.getByRole("region", { name: "Estimate Your Cost" });
  await section.getByLabel("Plot size").fill("5");
  await section.getByLabel("Unit").selectOption("cents");
  await section.getByLabel("Built-up area (sq.ft, all floors)").fill("1800");
  await section.getByLabel("Floors", { exact: true }).selectOption("2");
  await section.getByLabel("Package").selectOption("Premium");
  await section.getByRole("button", { name: "See my estimate" }).click();
  await expect(section.getByText("₹36–41 lakh", { exact: true })).toBeVisible();
  await expect(section.getByText("3-year warranty")).toBeVisible();
  return section;
}

test.beforeEach(async ({ context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
});

test("the estimator gives a range with what the package includes, and sends it on WhatsApp as an enquiry", async ({ page, api }) => {
  const name = unique("Estimator");
  await page.goto("/services");
  const section = await estimate(page);
  // A figure the plot cannot hold says so.
  await section.getByLabel("Built-up area (sq.ft, all floors)").fill("9000");
  await section.getByRole("button", { name: "See my estimate" }).click();
  await expect(section.getByText("Each floor would be larger than the plot (2,178 sq.ft): check the areas or the floors")).toBeVisible();
  await expect(section.getByLabel("Built-up area (sq.ft, all floors)")).toHaveAttribute("aria-invalid", "true");
  await section.getByLabel("Built-up area (sq.ft, all floors)").fill("1800");
  await expect(section.getByText("₹36–41 lakh", { exact: true })).toBeVisible();

  await section.getByLabel("Your name").fill(name);
  await section.getByLabel("Phone number").fill("9447055125");
  await page.waitForFunction(() => performance.now() > 3200);
  const popupPromise = page.waitForEvent("popup");
  await section.getByRole("button", { name: "Send this estimate on WhatsApp" }).click();
  const popup = await popupPromise;
  const text = new URL(popup.url()).searchParams.get("text") ?? "";
  await popup.close();
  expect(text).toContain("Cost estimate from the website");
  expect(text).toContain("Estimate: ₹36–41 lakh");
  expect(text).toMatch(/\nRef: E-\d{4}-[0-9A-Z]{5}$/);
  await expect(section.getByText(/We have your estimate too: its reference is E-/)).toBeVisible();
  const [kept] = await findEnquiry(api, name);
  expect(kept).toMatchObject({ kind: "estimate", details: { tier: "Premium", estimate: { low: 3_600_000, high: 4_140_000, floors: 2 } } });
});

test("without JavaScript the server works out the estimate on /estimate, and the estimate is sent as an enquiry", async ({
  browser,
  api,
}) => {
  const name = unique("No-script estimate");
  await withoutScripts(browser, async (page) => {
    await page.goto("/services");
    await estimate(page);
    await expect(page).toHaveURL(
      /\/estimate\?plotSize=5&plotUnit=cents&bedrooms=&builtUpArea=1800&floors=2&tier=Premium&currency=#estimate-result$/,
    );
    const section = page.getByRole("region", { name: "Estimate Your Cost" });
    await section.getByLabel("Your name").fill(name);
    await section.getByLabel("Phone number").fill("9447055126");
    await section.getByRole("button", { name: "Send this estimate on WhatsApp" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, we have your enquiry" })).toBeVisible();
    const href = (await page.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")) ?? "";
    expect(new URL(href).searchParams.get("text")).toContain("Estimate: ₹36–41 lakh");
  });
  expect(await findEnquiry(api, name)).toHaveLength(1);
});

test("a pricing package's 'Estimate your cost' opens the estimator with that package", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("link", { name: "Estimate your cost with Luxury" }).click();
  await expect(page).toHaveURL(/\/estimate\?tier=Luxury#estimate$/);
  await expect(page.getByRole("region", { name: "Estimate Your Cost" }).getByLabel("Package")).toHaveValue("Luxury");
});

test("a site visit is booked for an open day and a slot within office hours; a Sunday is refused", async ({ page, api }) => {
  const name = unique("Visit");
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Prefer We Call You?" });
  await form.getByLabel("Your name").nth(1).fill(name);
  await form.getByLabel("Phone number").nth(1).fill("9447055127");
  await form.getByLabel("Date").fill(nextSunday());
  await expect(form.getByText("We are closed that day: choose another date")).toBeVisible();
  const date = openDay();
  await form.getByLabel("Date").fill(date);
  await expect(form.getByText("We are closed that day")).toBeHidden();
  await expect(form.getByLabel("Time").locator("option:not([disabled])")).toHaveText([
    "8:00 AM – 10:00 AM",
    "10:00 AM – 12:00 PM",
    "12:00 PM – 2:00 PM",
    "2:00 PM – 4:00 PM",
    "4:00 PM – 6:00 PM",
  ]);
  await form.getByLabel("Time").selectOption("10:00");
  await form.getByLabel("Where is the plot?").fill("Vattiyoorkavu");
  await page.waitForFunction(() => performance.now() > 3200);
  await form.getByRole("button", { name: "Book the visit" }).click();
  await expect(form.getByText(/We will call you to confirm the visit\. Your reference is E-/)).toBeVisible();
  const [kept] = await findEnquiry(api, name);
  expect(kept).toMatchObject({
    kind: "site-visit",
    details: { date, slot: "10:00", slotLabel: "10:00 AM – 12:00 PM", locality: "Vattiyoorkavu" },
  });
});

test("a call back asked for without JavaScript is kept, and the thank-you page says so", async ({ browser, api }) => {
  const name = unique("Call me");
  await withoutScripts(browser, async (page) => {
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Prefer We Call You?" });
    await form.getByLabel("Your name").first().fill(name);
    await form.getByLabel("Phone number").first().fill("9447055128");
    await form.getByRole("button", { name: "Call me back" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, we have your enquiry" })).toBeVisible();
  });
  const [kept] = await findEnquiry(api, name);
  expect(kept).toMatchObject({ kind: "call-back", phone: "+91 94470 55128" });
});

test("a call back asked for with JavaScript says it is kept, with its reference and a WhatsApp link", async ({ page, api }) => {
  const name = unique("Call back");
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Prefer We Call You?" });
  await form.getByLabel("Your name").first().fill(name);
  await form.getByLabel("Phone number").first().fill("9447055129");
  await form.getByLabel("When suits you, and what about?").fill("Evenings, about a first floor");
  await page.waitForFunction(() => performance.now() > 3200);
  await form.getByRole("button", { name: "Call me back" }).click();
  await expect(form.getByText(/We will call you soon\. Your reference is E-/)).toBeVisible();
  await expect(form.getByRole("link", { name: "Tell us on WhatsApp too" }).first()).toHaveAttribute("href", /Call-back%20request/);
  const [kept] = await findEnquiry(api, name);
  expect(kept).toMatchObject({ kind: "call-back", message: "Evenings, about a first floor" });
});

test("a site visit booked without JavaScript is kept, and a closed day is refused with the reason", async ({ browser, api }) => {
  const name = unique("No-script visit");
  await withoutScripts(browser, async (page) => {
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Prefer We Call You?" });
    await form.getByLabel("Your name").nth(1).fill(name);
    await form.getByLabel("Phone number").nth(1).fill("9447055130");
    await form.getByLabel("Date").fill(nextSunday());
    await form.getByLabel("Time").selectOption("14:00");
    await form.getByRole("button", { name: "Book the visit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your enquiry was not sent" })).toBeVisible();
    await expect(
      page.getByText("That date cannot be booked: choose a day we are open (Monday to Saturday)", { exact: false }),
    ).toBeVisible();
    await page.goBack();
    await form.getByLabel("Your name").nth(1).fill(name);
    await form.getByLabel("Phone number").nth(1).fill("9447055130");
    await form.getByLabel("Date").fill(openDay());
    await form.getByLabel("Time").selectOption("14:00");
    await form.getByRole("button", { name: "Book the visit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, we have your enquiry" })).toBeVisible();
  });
  const [kept] = await findEnquiry(api, name);
  expect(kept).toMatchObject({ kind: "site-visit", details: { slot: "14:00", slotLabel: "2:00 PM – 4:00 PM" } });
});
