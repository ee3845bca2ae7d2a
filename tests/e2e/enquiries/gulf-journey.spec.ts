/**
 * The visitor the site is built for: a family in Dubai with a 10-cent plot who wants a 3-bedroom
 * home. From a home like theirs to its estimate (in dirhams, without asking) to a call about it,
 * what they were looking at travels with every step, and the request says what it is about.
 */
import type { Enquiry } from "../../../domain/enquiries";
import { expect, test } from "../fixtures";
import { makeProject, uniqueTag } from "../public-b/helpers";

test.use({ timezoneId: "Asia/Dubai" });

test("a home like theirs, its estimate in dirhams in view, and a call about it that carries the estimate", async ({ page, api }) => {
  const title = `Courtyard home for a Gulf family ${uniqueTag()}`;
  const project = await makeProject(api, {
    title,
    facts: { bedrooms: "3", plotCents: "10", builtUpSqft: "1800", floors: "2", priceTier: "Premium", constructionStatus: "Completed" },
  });

  await page.goto(`/projects/${project.slug}`);
  const next = page.getByRole("navigation", { name: "About a home like this" });
  await expect(next).toBeInViewport();
  await next.getByRole("link", { name: "Estimate a home like this" }).click();

  // The estimate of this home's figures, worked out and in view, in lakh and (from the visitor's clock) in dirhams.
  // (Once the estimator runs, the address keeps the currency it chose too.)
  await expect(page).toHaveURL(
    new RegExp(
      `/estimate\\?plotSize=10&plotUnit=cents&bedrooms=3&builtUpArea=1800&floors=2&tier=Premium(&currency=AED)?&like=${project.slug}#estimate-result$`,
    ),
  );
  const section = page.getByRole("region", { name: "Estimate Your Cost" });
  await expect(page.getByRole("heading", { name: "Estimate Your Cost" })).toHaveCount(1);
  const result = page.locator("#estimate-result");
  await expect(result).toBeInViewport();
  await expect(result).toContainText(/₹\d+(\.\d)?–\d+(\.\d)? lakh/);
  await expect(section.getByLabel("Also show in")).toHaveValue("AED");
  await expect(result).toContainText(/≈ AED [\d,]+–[\d,]+/);
  await expect(result.getByRole("link", { name: title })).toHaveAttribute("href", `/projects/${project.slug}`);
  // What to do about it is right under the price, in view with it.
  const call = section.getByRole("button", { name: "Ask us to call you about it" });
  await expect(call).toBeInViewport();
  await expect(section.getByRole("link", { name: "Send it on WhatsApp" })).toBeInViewport();

  await call.click();
  const sheet = page.getByRole("dialog", { name: "Talk to us" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel("Your name")).toBeFocused();
  await expect(sheet.getByText(/^About:/)).toContainText(
    /Estimate for a home like Courtyard home .*: 10 cents plot, 3 bedrooms, 1,800 sq\.ft, 2 floors, Premium: ₹[\d.–]+ lakh \(≈ AED [\d,]+–[\d,]+\)$/,
  );
  // Asked for a call, the sheet has "Call me" chosen.
  await expect(sheet.getByLabel("Call me")).toBeChecked();
  // The times on both clocks: India's, and Dubai's 1½ hours behind.
  await expect(sheet.getByText(/When suits you\? \(India time and Dubai\)/)).toBeVisible();
  await expect(sheet.getByRole("option", { name: "Morning (9 am – 12 noon) · 7:30 AM – 10:30 AM in Dubai" })).toBeAttached();

  const name = `Dubai family ${uniqueTag()}`;
  await sheet.getByLabel("Your name").fill(name);
  await sheet.getByLabel("Phone number").fill("+971 50 222 3344");
  await sheet.getByLabel(/When suits you/).selectOption("Morning (9 am – 12 noon)");
  await page.waitForFunction(() => performance.now() > 3200);
  await sheet.getByRole("button", { name: "Send" }).click();

  // In place of the form: the reference, large, and what happens next; the focus is on it.
  await expect(sheet.getByRole("heading", { name: "Request sent" })).toBeFocused();
  await expect(sheet.getByRole("status")).toContainText(/Your reference is E-\d{4}-[0-9A-Z]{5}/);
  await expect(sheet).toContainText("An engineer will call you within one working day, in the morning (India time).");
  await expect(sheet.getByLabel("Your name")).toBeHidden();

  const { enquiries } = await api.json<{ enquiries: Enquiry[] }>("GET", `/api/enquiries?q=${encodeURIComponent(name)}`);
  expect(enquiries).toHaveLength(1);
  expect(enquiries[0]!.kind).toBe("call-back");
  expect(enquiries[0]!.page).toBe("/estimate");
  expect(enquiries[0]!.message).toMatch(
    new RegExp(
      `^About: Estimate for a home like ${title}: 10 cents plot, 3 bedrooms, 1,800 sq\\.ft, 2 floors, Premium: ₹.* lakh \\(≈ AED [\\d,]+–[\\d,]+\\)$`,
    ),
  );
  expect(enquiries[0]!.details).toMatchObject({
    kind: "call-back",
    contactBy: "call",
    preferredTime: "Morning (9 am – 12 noon)",
    timeZone: "Asia/Dubai",
  });

  // Done closes it; opened again, it is a fresh form.
  await sheet.getByRole("button", { name: "Done" }).click();
  await expect(sheet).toBeHidden();
  await section.getByRole("button", { name: "Ask us to call you about it" }).click();
  await expect(sheet.getByLabel("Your name")).toBeFocused();
  await expect(sheet.getByLabel("Your name")).toHaveValue("");
  await page.keyboard.press("Escape");

  // The address follows the figures: changed to one floor, it keeps them, and opened again it shows them.
  await section.getByLabel("Floors", { exact: true }).selectOption("1");
  await expect(page).toHaveURL(/[?&]floors=1&/);
  await page.reload();
  await expect(section.getByLabel("Floors", { exact: true })).toHaveValue("1");
  await expect(result).toContainText("on 1 floor;");
  await expect(result.getByRole("link", { name: title })).toBeVisible();
});

test("a project page's 'Ask about this home' says which home; a page about nothing in particular adds no subject", async ({
  page,
  api,
}) => {
  const title = `Laterite villa ${uniqueTag()}`;
  const project = await makeProject(api, { title, facts: { bedrooms: "4" } });
  await page.goto(`/projects/${project.slug}`);
  await page.getByRole("navigation", { name: "About a home like this" }).getByRole("button", { name: "Ask about this home" }).click();
  const sheet = page.getByRole("dialog", { name: "Talk to us" });
  await expect(sheet.getByLabel("Your name")).toBeFocused();
  await expect(sheet.getByText(/^About:/)).toHaveText(`About: ${title}`);

  // Without a plot there is nothing to work out yet: the estimator opens with the bedrooms chosen.
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Estimate a home like this" }).click();
  await expect(page).toHaveURL(new RegExp(`/estimate\\?plotUnit=cents&bedrooms=4&like=${project.slug}#estimate$`));
  await expect(page.getByRole("region", { name: "Estimate Your Cost" }).getByLabel("Bedrooms")).toHaveValue("4");

  await page.goto("/about-us");
  const phone = (page.viewportSize()?.width ?? 1440) < 768;
  const opener = phone
    ? page.getByRole("navigation", { name: "Contact us" }).getByRole("button", { name: "Talk to us" })
    : page.getByRole("button", { name: "Talk to us" });
  await opener.click();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel("Your name")).toBeFocused();
  await expect(sheet.getByText(/^About:/)).toHaveCount(0);
});

test("'Ask about this home' tapped before the page's script arrived (a slow phone) still says which home, with the focus in the form", async ({
  page,
  api,
}) => {
  const title = `Slow-network villa ${uniqueTag()}`;
  const project = await makeProject(api, { title, facts: { bedrooms: "3" } });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/projects/${project.slug}`);
  const ask = page.getByRole("navigation", { name: "About a home like this" }).getByRole("button", { name: "Ask about this home" });
  await ask.click();
  // The browser opens the sheet by itself; nothing of the page's own code has run yet.
  const sheet = page.getByRole("dialog", { name: "Talk to us" });
  await expect(sheet).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBeUndefined();
  release();
  await expect(sheet.getByLabel("Your name")).toBeFocused();
  await expect(sheet.getByText(/^About:/)).toHaveText(`About: ${title}`);
});
