/**
 * Site → Building from the Gulf, as the company uses it from its phone: found from the dashboard,
 * its words, topics, note and photo changed there show on /building-from-abroad at the next
 * request, and the office hours of Company details are what the page shows in Gulf time.
 * A site of its own: the shared site's page keeps its defaults for public-a/building-from-abroad.spec.ts.
 */
import type { Page } from "@playwright/test";
import { expect, startFreshSite, test } from "../fixtures";
import { saveSection, signInAt, upload } from "./support";

type Site = Awaited<ReturnType<typeof startFreshSite>>;

let site: Site;

// A production server of its own, and several pages on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async () => {
  // The company edits its site from its phone: this runs on the phone only (playwright.config.ts).
  site = await startFreshSite();
});

test.afterEach(async () => {
  await site?.close();
});

const signIn = (page: Page) => signInAt(page, site.baseUrl);

test("an edit in Site → Building from the Gulf, and new office hours, show on the page at once", async ({ page }) => {
  await signIn(page);
  await page.getByRole("region", { name: "Site" }).getByRole("link", { name: "Building from the Gulf" }).click();
  await expect(page).toHaveURL(/\/site\/abroad$/);
  await expect(page.getByRole("heading", { level: 1, name: "Building from the Gulf" })).toBeVisible();

  await page.getByRole("textbox", { name: "Headline", exact: true }).fill("Building from Doha, Dubai or Riyadh");
  await page.getByRole("button", { name: /^1\.\s*A power of attorney, if you need one/ }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).first().fill("Power of attorney to your brother");
  await page.getByRole("textbox", { name: "Note under the call times" }).fill("");
  await page.getByRole("button", { name: "Remove Can I pay in dirhams or riyals?" }).click();
  await page.getByLabel(/photo: Photo$/).setInputFiles(await upload("gulf-villa.jpg", { width: 1600, height: 900, color: "#7a5a3a" }));
  await saveSection(page);

  await page.goto(`${site.baseUrl}/building-from-abroad`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Building from Doha, Dubai or Riyadh" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 3, name: "Power of attorney to your brother" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 3, name: "A power of attorney, if you need one" })).toHaveCount(0);
  await expect(main.getByText("Can't call in these hours?")).toHaveCount(0);
  await expect(main.getByText("Can I pay in dirhams or riyals?")).toHaveCount(0);
  await expect(main.getByText("Do I have to come to Kerala at all?")).toBeVisible();
  await expect(main.getByRole("img", { name: "A home we built for a family abroad" })).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}/);

  // The office opens at 9:30 on weekdays and closes at 1 PM on Saturdays: the Gulf's times follow.
  await page.goto(`${site.baseUrl}/site/company`);
  await expect(page.getByRole("heading", { level: 1, name: "Company details" })).toBeVisible();
  const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
  for (const day of weekdays) await page.getByLabel(`${day} opens`).fill("09:30");
  await page.getByLabel("Saturday closes").fill("13:00");
  await saveSection(page);

  await page.goto(`${site.baseUrl}/building-from-abroad`);
  const windows = page.getByRole("region", { name: "When to call us, in Gulf time" });
  await expect(windows).toContainText("Mon – Fri, 8:00 AM – 4:30 PM");
  await expect(windows).toContainText("Saturday, 6:30 AM – 11:30 AM");
  await expect(windows).toContainText("Mon – Fri, 7:00 AM – 3:30 PM");
  await expect(windows).toContainText("Saturday, 5:30 AM – 10:30 AM");
});
