/**
 * The owner's day on a phone (docs/product.md §10): the dashboard opens on "Today" (the new
 * enquiries and the follow-ups due) above the setup checklist; the inbox shows New / Follow up /
 * All first, then the enquiries, then the tools; one visitor's three enquiries are one row; a new
 * one is marked contacted from the list; a reply template edited in the admin opens WhatsApp with
 * the visitor's name and reference; and a number from the UAE shows the visitor's own time. A site
 * of its own: the counts and the checklist are exact.
 */
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import type { Enquiry } from "../../../domain/enquiries";
import { ApiClient } from "../../support/client";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, expectNoSeriousA11yViolations, startFreshSite, test } from "../fixtures";
import { signInAt } from "./support";

type Site = Awaited<ReturnType<typeof startFreshSite>>;

let site: Site;
let api: ApiClient;

// A production server of its own, and many pages on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  site = await startFreshSite();
  api = new ApiClient(site.baseUrl);
  await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  // wa.me is outside the test machine's reach; answer for it so that the new tab loads.
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
});

test.afterEach(async () => {
  await site?.close();
});

/** A visitor's enquiry, sent as the site's forms send it (the public API). */
async function send(page: Page, fields: Record<string, unknown>): Promise<Enquiry> {
  const sent = await page.request.post(`${site.baseUrl}/api/enquiries`, {
    data: { key: randomBytes(16).toString("hex"), page: "/contact", elapsed: 25_000, ...fields },
  });
  expect(sent.status()).toBe(201);
  const { reference } = ((await sent.json()) as { enquiry: { reference: string } }).enquiry;
  const { enquiries } = await api.json<{ enquiries: Enquiry[] }>("GET", `/api/enquiries?q=${reference}`);
  return enquiries[0]!;
}

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test("a phone's day: Today first, the inbox's views, a visitor's enquiries together, a reply template and the visitor's time", async ({
  page,
}) => {
  // Anitha writes three times, her number typed three ways; Rahul asks from Dubai; Meera is to be called back today.
  const anitha = "Anitha Nair";
  await send(page, { kind: "call-back", name: anitha, phone: "098470 55501", contactBy: "call" });
  await send(page, { kind: "site-visit", name: anitha, phone: "+91 98470-55501", date: nextOpenDay(), slot: "10:00" });
  const latest = await send(page, {
    kind: "message",
    name: anitha,
    phone: "919847055501",
    email: "anitha@example.in",
    service: "New Building Construction",
    message: "A two-storey house on 6 cents in Peroorkada.",
  });
  const rahul = await send(page, { kind: "call-back", name: "Rahul Menon", phone: "+971 50 123 4567", contactBy: "whatsapp" });
  const meera = await send(page, { kind: "call-back", name: "Meera Pillai", phone: "9447012345" });
  await api.json("PUT", `/api/enquiries/${meera.id}`, { status: "contacted", followUpOn: todayInIndia() });

  // The dashboard opens on Today, above the setup checklist.
  await signInAt(page, site.baseUrl);
  const today = page.getByRole("region", { name: "Today", exact: true });
  await expect(today).toBeVisible();
  const checklist = page.getByRole("heading", { name: "Finish setting up your site" });
  await expect(checklist).toBeVisible();
  expect(await top(today)).toBeLessThan(await top(checklist));
  await expect(today).toBeInViewport();
  const fresh = today.getByRole("region", { name: "New enquiries" });
  await expect(fresh).toContainText("4");
  // The newest three, each to open, call or WhatsApp.
  await expect(fresh.getByRole("heading", { level: 4 })).toHaveText(["Rahul Menon", anitha, anitha]);
  await expect(fresh.getByRole("link", { name: "Call Rahul Menon" })).toHaveAttribute("href", "tel:+971501234567");
  const due = today.getByRole("region", { name: "Follow-ups due" });
  await expect(due).toContainText("1");
  await expect(due.getByRole("link", { name: "Meera Pillai", exact: true })).toHaveAttribute("href", `/enquiries/${meera.id}`);
  await expect(due).toContainText("Due today");
  await expectNoSeriousA11yViolations(page);

  // The inbox from the tab bar: the views first, then the enquiries, then the tools.
  await page
    .getByRole("navigation", { name: "Main sections" })
    .getByRole("link", { name: /^Enquiries/ })
    .click();
  await expect(page).toHaveURL(/\/enquiries$/);
  const views = page.getByRole("navigation", { name: "Enquiry views" });
  await expect(views.getByRole("link", { name: /^New/ })).toHaveAttribute("aria-current", "page");
  await expect(views.getByRole("link", { name: /^New/ })).toContainText("4");
  await expect(views.getByRole("link", { name: /^Follow up/ })).toContainText("1");
  await expect(views.getByRole("link", { name: /^All/ })).toContainText("5");
  const list = page.getByRole("list", { name: "New enquiries" });
  const rows = list.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(rows).toHaveCount(2);
  const tools = page.getByRole("heading", { name: "Search, export and templates" });
  expect(await top(views)).toBeLessThan(await top(rows.first()));
  expect(await top(rows.first())).toBeLessThan(await top(tools));
  await expect(rows.first()).toBeInViewport();

  // Anitha's three enquiries are one row: her latest, and the others a tap away.
  const anithaRow = rows.filter({ hasText: anitha });
  await expect(anithaRow.getByRole("heading", { level: 2 })).toHaveText(anitha);
  await expect(anithaRow).toContainText(latest.reference);
  const others = anithaRow.getByRole("button", { name: `3 enquiries from ${anitha}` });
  await expect(others).toHaveAttribute("aria-expanded", "false");
  await others.focus();
  await page.keyboard.press("Enter");
  await expect(others).toHaveAttribute("aria-expanded", "true");
  await expect(anithaRow.getByRole("list", { name: `Earlier enquiries from ${anitha}` }).getByRole("listitem")).toHaveCount(2);

  // Rahul is abroad: his own time, and marked contacted from the list.
  const rahulRow = rows.filter({ hasText: "Rahul Menon" });
  await expect(rahulRow.getByText(/^Their time: \d{1,2}:\d{2} [ap]m( tomorrow| yesterday)? \(UAE, 1½ hours behind\)/)).toBeVisible();
  await expect(anithaRow.getByText(/^Their time/)).toHaveCount(0);
  await rahulRow.getByRole("button", { name: "Mark contacted: Rahul Menon" }).click();
  await expect(rahulRow.getByRole("status")).toHaveText(/Marked as contacted/);
  await expect(views.getByRole("link", { name: /^New/ })).toContainText("3");
  expect((await api.json<{ enquiry: Enquiry }>("GET", `/api/enquiries/${rahul.id}`)).enquiry.status).toBe("contacted");

  // The views are in the URL: a reload and the back button keep them.
  await views.getByRole("link", { name: /^Follow up/ }).click();
  await expect(page).toHaveURL(/\/enquiries\?view=follow-up$/);
  await expect(page.getByRole("list", { name: "Follow up enquiries" }).getByRole("heading", { level: 2 })).toHaveText(["Meera Pillai"]);
  await page.reload();
  await expect(views.getByRole("link", { name: /^Follow up/ })).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).toHaveURL(/\/enquiries$/);
  await expect(views.getByRole("link", { name: /^New/ })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousA11yViolations(page);

  // The company edits a reply template.
  await page.getByRole("link", { name: "Reply templates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reply templates" })).toBeVisible();
  await page.getByRole("button", { name: "Edit Thanks, we'll call" }).click();
  const form = page.getByRole("form", { name: "Edit Thanks, we'll call" });
  await expect(form.getByLabel("Name")).toBeFocused();
  const message = form.getByLabel("Message");
  await message.fill("Hello {name}, {company} has your enquiry {reference} and will call at {time}.");
  await form.getByRole("button", { name: "Save template" }).click();
  await expect(form.getByText("{time} is not a placeholder: use {name}, {reference} or {company}")).toBeVisible();
  await expect(message).toBeFocused();
  await message.fill("Hello {name}, {company} has your enquiry {reference}. We will call you this evening.");
  await expect(form.getByRole("figure")).toContainText("Hello Anitha Nair, Anantha Builders has your enquiry E-2411-7KQ3M.");
  await form.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByRole("status").filter({ hasText: "“Thanks, we'll call” is saved." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Thanks, we'll call" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // On Anitha's latest enquiry, the template opens WhatsApp with her name and the reference.
  await page.goto(`${site.baseUrl}/enquiries/${latest.id}`);
  await expect(page.getByRole("heading", { level: 1, name: anitha })).toBeVisible();
  await expect(page.getByText(/^Their time/)).toHaveCount(0);
  const replies = page.getByRole("region", { name: "Reply with a template" });
  await replies.getByRole("button", { name: "Thanks, we'll call" }).click();
  const expected = `Hello ${anitha}, Anantha Builders has your enquiry ${latest.reference}. We will call you this evening.`;
  await expect(replies.getByRole("figure")).toContainText(expected);
  const whatsapp = replies.getByRole("link", { name: "Open in WhatsApp" });
  const href = new URL((await whatsapp.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/919847055501");
  expect(href.searchParams.get("text")).toBe(expected);
  const popup = page.waitForEvent("popup");
  await whatsapp.click();
  await (await popup).close();
  const offer = page.getByRole("group", { name: "Mark as contacted" });
  await expect(offer).toContainText(`Did you send ${anitha} a message?`);
  await offer.getByRole("button", { name: "Mark as contacted" }).click();
  await expect(page.getByText("Marked as contacted")).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("contacted");

  // Rahul's page tells his time too.
  await page.goto(`${site.baseUrl}/enquiries/${rahul.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Rahul Menon" })).toBeVisible();
  await expect(page.getByText(/^Their time: \d{1,2}:\d{2} [ap]m( tomorrow| yesterday)? \(UAE, 1½ hours behind\)/)).toBeVisible();
});

test("a visitor's name with markup in it stays text in a reply, and an inbox with nothing new says so", async ({ page }) => {
  const name = 'Sreeja <img src=x onerror="document.title=1"> K';
  const enquiry = await send(page, { kind: "call-back", name, phone: "9847055599" });
  await api.json("PUT", `/api/enquiries/${enquiry.id}`, { status: "contacted" });
  await signInAt(page, site.baseUrl);
  await expect(page.getByRole("region", { name: "New enquiries" })).toContainText("No new enquiries waiting.");
  await expect(page.getByRole("region", { name: "Follow-ups due" })).toContainText("No follow-ups due today or overdue.");
  await expect(page.getByText("No new enquiries today, and no follow-ups due. You are up to date.")).toBeVisible();

  await page
    .getByRole("navigation", { name: "Main sections" })
    .getByRole("link", { name: /^Enquiries/ })
    .click();
  await expect(page.getByText("No new enquiries: every one has been answered.")).toBeVisible();
  await page.getByRole("link", { name: "Show all enquiries" }).click();
  await expect(page).toHaveURL(/\/enquiries\?view=all$/);
  await page.getByRole("link", { name, exact: true }).click();
  const replies = page.getByRole("region", { name: "Reply with a template" });
  await replies.getByRole("button", { name: "Site visit" }).click();
  await expect(replies.getByRole("figure")).toContainText(`Hello ${name}, thank you for contacting Anantha Builders`);
  await expect(replies.getByRole("img")).toHaveCount(0);
  const href = new URL((await replies.getByRole("link", { name: "Open in WhatsApp" }).getAttribute("href"))!);
  expect(href.searchParams.get("text")).toContain(`Hello ${name},`);
  expect(await page.title()).not.toBe("1");
});

/** Today on India's clock, as the follow-up dates are kept. */
function todayInIndia(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

/** A day the office is open (Monday to Saturday), a few days ahead, for a site visit. */
function nextOpenDay(): string {
  const day = new Date(`${todayInIndia()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 3);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
