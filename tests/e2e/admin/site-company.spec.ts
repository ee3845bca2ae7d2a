/**
 * Company details as the owner fills them in, on a phone and at a desk: "Fix" on the dashboard's
 * checklist lands on the field it names (in view, focused, its list entry opened), a number typed
 * without +91 gets it, WhatsApp follows the phone until told otherwise, and a preset fills the
 * week's office hours, which stay editable. Each test has a site of its own: the shared one's
 * numbers belong to other tests.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, startFreshSite, test } from "../fixtures";
import { saveSection, signInAt } from "./support";

type Site = Awaited<ReturnType<typeof startFreshSite>>;

let site: Site;

// A production server of its own, and several pages on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async () => {
  site = await startFreshSite();
});

test.afterEach(async () => {
  await site?.close();
});

const signIn = (page: Page) => signInAt(page, site.baseUrl);

async function savedCompany(page: Page): Promise<{ phone: string; whatsapp: string; hours: unknown[] }> {
  const answer = await page.request.get(`${site.baseUrl}/api/site/company`);
  return ((await answer.json()) as { content: { phone: string; whatsapp: string; hours: unknown[] } }).content;
}

/** The control is on screen and nothing (the fixed header, the save bar, the phone's tab bar) lies over it. */
async function expectUncovered(control: Locator): Promise<void> {
  await expect(control).toBeInViewport();
  const onTop = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
  expect(onTop).toBe(true);
}

test("Fix lands on the field it names, and a number typed without +91 gets it", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Fix: Put your phone number on the site" }).click();
  await expect(page).toHaveURL(/\/site\/company#phone$/);
  const phone = page.getByRole("textbox", { name: "Phone", exact: true });
  await expect(phone).toBeFocused();
  await expectUncovered(phone);

  // Typed as people say it; leaving the field shows it as the site keeps it.
  await phone.fill("98470 12345");
  await phone.press("Tab");
  await expect(phone).toHaveValue("+91 98470 12345");
  await expect(page.getByText("The WhatsApp buttons open a chat with +91 98470 12345.")).toBeVisible();
  await saveSection(page);
  expect(await savedCompany(page)).toMatchObject({ phone: "+91 98470 12345", whatsapp: "919847012345" });

  // A field inside a closed entry of a list: the entry opens.
  await page.goto(`${site.baseUrl}/dashboard`);
  await expect(page.getByText("Put your phone number on the site (done)")).toBeVisible();
  await expect(page.getByText("Set your WhatsApp number (done)")).toBeVisible();
  await page.getByRole("link", { name: "Fix: Add photos to your services" }).click();
  await expect(page).toHaveURL(/\/site\/services#services\.0\.photo$/);
  await expect(page.getByRole("button", { name: /^1\.\s*New Building Construction/ })).toHaveAttribute("aria-expanded", "true");
  const photo = page.getByLabel("Choose a photo: Service photo");
  await expect(photo).toHaveCount(1);
  await expect(photo).toBeFocused();
  // The file input itself is hidden: what shows is its button, "Choose a photo".
  await expectUncovered(page.locator("label").filter({ has: photo }));

  // A link opened afresh (a bookmark, a reload) lands there too.
  await page.goto(`${site.baseUrl}/site/company#claims.rating`);
  const rating = page.getByRole("textbox", { name: "Rating (out of 5)" });
  await expect(rating).toBeFocused();
  await expectUncovered(rating);
});

test("WhatsApp is the phone's number until it is set apart, and the content keeps both numbers", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: "Fix: Set your WhatsApp number" }).click();
  const same = page.getByRole("checkbox", { name: "WhatsApp number same as phone" });
  // The sample numbers are one number: "same as phone" is on, the WhatsApp field hidden, and Fix lands on the box.
  await expect(same).toBeChecked();
  await expect(same).toBeFocused();
  await expect(page.getByRole("textbox", { name: "WhatsApp number" })).toHaveCount(0);

  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+91 94470 12345");
  await saveSection(page);
  expect(await savedCompany(page)).toMatchObject({ phone: "+91 94470 12345", whatsapp: "919447012345" });

  // WhatsApp on a Gulf number: untick, and its field shows with the phone's digits to change.
  await same.uncheck();
  const whatsapp = page.getByRole("textbox", { name: "WhatsApp number" });
  await expect(whatsapp).toHaveValue("919447012345");
  await whatsapp.fill("+971 50 123 4567");
  await whatsapp.press("Tab");
  await expect(whatsapp).toHaveValue("971501234567");
  await saveSection(page);
  expect(await savedCompany(page)).toMatchObject({ phone: "+91 94470 12345", whatsapp: "971501234567" });

  await page.reload();
  await expect(same).not.toBeChecked();
  await expect(whatsapp).toHaveValue("971501234567");
  await page.goto(`${site.baseUrl}/contact`);
  await expect(page.locator('a[href^="https://wa.me/"]').first()).toHaveAttribute("href", /^https:\/\/wa\.me\/971501234567/);
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute("href", "tel:+919447012345");

  // Back on the phone's number: tick it again.
  await page.goto(`${site.baseUrl}/site/company`);
  await same.check();
  await expect(whatsapp).toHaveCount(0);
  await saveSection(page);
  expect(await savedCompany(page)).toMatchObject({ phone: "+91 94470 12345", whatsapp: "919447012345" });
});

test("a preset fills the week's office hours, which stay editable day by day", async ({ page }) => {
  await signIn(page);
  await page.goto(`${site.baseUrl}/site/company`);
  await expect(page.getByRole("heading", { level: 1, name: "Company details" })).toBeVisible();
  const preset = page.getByRole("button", { name: "Mon–Fri 9:30–17:30, Sat 9:30–13:30, Sunday closed" });
  await expect(preset).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await preset.click();
  await expect(preset).toHaveAttribute("aria-current", "true");
  await expect(page.getByLabel("Monday opens")).toHaveValue("09:30");
  await expect(page.getByLabel("Friday closes")).toHaveValue("17:30");
  await expect(page.getByLabel("Saturday closes")).toHaveValue("13:30");
  await expect(page.getByRole("checkbox", { name: "Closed on Sunday" })).toBeChecked();
  await expect(page.getByLabel("Sunday opens")).toHaveCount(0);

  // Friday closes early: the preset is no longer the week's, and the rest stays.
  await page.getByLabel("Friday closes").fill("16:00");
  await expect(preset).not.toHaveAttribute("aria-current", "true");
  await saveSection(page);

  await page.goto(`${site.baseUrl}/contact`);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Mon - Thu 9:30 AM - 5:30 PM");
  await expect(footer).toContainText("Fri 9:30 AM - 4:00 PM");
  await expect(footer).toContainText("Sat 9:30 AM - 1:30 PM");
  await expect(footer).toContainText("Sunday: Closed");

  await page.goto(`${site.baseUrl}/site/company`);
  await page.getByRole("button", { name: "Every day 9:00–18:00" }).click();
  await expect(page.getByRole("checkbox", { name: "Closed on Sunday" })).not.toBeChecked();
  await expect(page.getByLabel("Sunday closes")).toHaveValue("18:00");
  await saveSection(page);
  await page.goto(`${site.baseUrl}/contact`);
  await expect(page.getByRole("contentinfo")).toContainText("Mon - Sun 9:00 AM - 6:00 PM");
});
