/**
 * Site → Services & pricing, the estimator's part, as the company uses it: payment stages that do
 * not make 100% are refused with their total, and what it saves (what is not included, a Gulf
 * rate, an emptied rate, the rates' day) is what the estimator shows at the next request. A site
 * of its own: the shared one's services content belongs to the estimator's other tests.
 */
import type { Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, startFreshSite, test } from "../fixtures";

type Site = Awaited<ReturnType<typeof startFreshSite>>;

async function signIn(page: Page, site: Site): Promise<void> {
  await page.goto(`${site.baseUrl}/login`);
  await page.getByRole("textbox", { name: "Email address" }).fill(ADMIN_EMAIL);
  await page.locator("input[type=password]").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
}

let site: Site;

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async () => {
  // The admin form is the same on a phone: this runs on the desktop only (playwright.config.ts).
  site = await startFreshSite();
});

test.afterEach(async () => {
  await site?.close();
});

test("the company sets what is not included, payment stages that make 100% and a Gulf rate, and the estimator shows them", async ({
  page,
}) => {
  await signIn(page, site);
  await page.goto(`${site.baseUrl}/site/services`);
  await expect(page.getByRole("heading", { level: 1, name: "Services & pricing" })).toBeVisible();
  const estimator = page.getByRole("region", { name: "Estimator" });

  await estimator.getByRole("button", { name: "1. Agreement · 10%", exact: true }).click();
  await estimator.getByRole("textbox", { name: "Percent" }).fill("5");
  await expect(estimator.getByText("The stages add up to 95%: they must add up to 100%.")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(estimator.getByText("Payment stages must add up to 100% (now 95%)")).toBeVisible();

  await estimator.getByRole("textbox", { name: "Percent" }).fill("10");
  await expect(estimator.getByText("The stages add up to 100%.")).toBeVisible();
  const exclusions = estimator.getByRole("textbox", { name: "Not included" });
  await exclusions.fill(`${await exclusions.inputValue()}\nSolar panels`);
  await estimator.getByRole("textbox", { name: "AED (UAE dirham)" }).fill("22.6");
  await estimator.getByRole("textbox", { name: "QAR (Qatari riyal)" }).fill("");
  await estimator.getByLabel("Rates set on").fill("2026-11-20");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  await page.goto(`${site.baseUrl}/estimate?plotSize=5&plotUnit=cents&bedrooms=3&builtUpArea=&floors=2&tier=Premium&currency=AED`);
  const section = page.getByRole("region", { name: "Estimate Your Cost" });
  await expect(section.getByText("≈ AED 133,000–153,000 at ₹22.6 per AED (rate set 20 Nov 2026)")).toBeVisible();
  await expect(section.getByText("Solar panels")).toBeVisible();
  const currencies = await section.getByLabel("Also show in").locator("option").allTextContents();
  expect(currencies).toEqual([
    "Rupees only",
    "AED (UAE dirham)",
    "SAR (Saudi riyal)",
    "OMR (Omani rial)",
    "KWD (Kuwaiti dinar)",
    "BHD (Bahraini dinar)",
  ]);
});
