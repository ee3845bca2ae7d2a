/**
 * No enquiry is lost (issue #15), as a visitor and the company see it: the contact form keeps the
 * enquiry before WhatsApp opens (with its reference), keeps it on the device while the server is
 * out of reach and sends it from the next page, works without JavaScript through the thank-you
 * page; and the company finds it in the inbox, on a desktop and on a phone.
 */
import type { Page } from "@playwright/test";
import type { Enquiry } from "../../../domain/enquiries";
import { expect, test } from "../fixtures";
import { confirmWith, useToken } from "../admin/support";
import type { ApiClient } from "../../support/client";

const REFERENCE = /E-\d{4}-[0-9A-Z]{5}/;

async function fillContactForm(page: Page, name: string) {
  const form = page.getByRole("region", { name: "Get In Touch" });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill("visitor@example.in");
  await form.getByLabel("Phone Number").fill("+91 94470 55123");
  await form.getByLabel("Service Required").selectOption("New Building Construction");
  await form.getByLabel("Message").fill("A house on 5 cents at Sreekaryam. Please call after 6.");
  // A person takes a few seconds to fill a form; a robot does not (the server's check).
  await page.waitForFunction(() => performance.now() > 3200);
  return form;
}

async function findEnquiry(api: ApiClient, q: string): Promise<Enquiry[]> {
  return (await api.json<{ enquiries: Enquiry[] }>("GET", `/api/enquiries?q=${encodeURIComponent(q)}`)).enquiries;
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ context }) => {
  // wa.me is outside the test machine's reach; answer for it so that the new tab loads.
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
});

test("an enquiry from /contact is kept with the reference WhatsApp opens with, and the company finds it in the inbox", async ({
  page,
  api,
}) => {
  const name = unique("Anjali");
  await page.goto("/contact");
  const form = await fillContactForm(page, name);
  const popupPromise = page.waitForEvent("popup");
  await form.getByRole("button", { name: "Send Message" }).click();
  const popup = await popupPromise;
  const text = new URL(popup.url()).searchParams.get("text") ?? "";
  await popup.close();
  const reference = REFERENCE.exec(text)?.[0];
  expect(text).toMatch(/\nRef: E-\d{4}-[0-9A-Z]{5}$/);
  await expect(form.getByRole("status")).toContainText(`We have your enquiry too: its reference is ${reference}.`);
  const [kept] = await findEnquiry(api, name);
  expect(kept).toMatchObject({ reference, kind: "message", status: "new", phone: "+91 94470 55123", page: "/contact" });

  // The company's inbox: the list, then the enquiry, its status and a note.
  await useToken(page, api.token);
  await page.goto("/enquiries");
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await page.getByRole("searchbox").fill(name);
  await page.getByRole("button", { name: "Filter" }).click();
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText(reference!);
  await expect(row).toContainText("New Building Construction");
  await expect(row.getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", "tel:+919447055123");
  await expect(row.getByRole("link", { name: `WhatsApp ${name}` })).toHaveAttribute("href", /^https:\/\/wa\.me\/919447055123\?text=/);
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("A house on 5 cents at Sreekaryam. Please call after 6.")).toBeVisible();
  await page.getByLabel("Status").selectOption("contacted");
  await expect(page.getByRole("status").filter({ hasText: "Status saved" })).toBeVisible();
  await page.getByLabel("Add a note").fill("Called; visit on Saturday. See https://example.com/plan");
  await page.getByRole("button", { name: "Add note" }).click();
  // Saved once the page says so (the text typed is on the page before that, in the field).
  await expect(page.getByRole("status").filter({ hasText: "Note added" })).toBeVisible();
  await expect(page.getByText("Called; visit on Saturday. See https://example.com/plan")).toBeVisible();
  // A link in what was written is text, never a link.
  await expect(page.getByRole("link", { name: /example\.com/ })).toHaveCount(0);
  const [after] = await findEnquiry(api, name);
  expect(after).toMatchObject({ status: "contacted" });
  expect(after!.notes.map((n) => n.text)).toEqual(["Called; visit on Saturday. See https://example.com/plan"]);

  // Deleted, after the confirmation.
  await page.getByRole("button", { name: "Delete enquiry" }).click();
  await confirmWith(page, "Are you sure you want to delete this enquiry?");
  await expect(page).toHaveURL(/\/enquiries$/);
  expect(await findEnquiry(api, name)).toEqual([]);
});

test("with the server out of reach, the enquiry waits on the device and arrives from the next page, once", async ({ page, api }) => {
  const name = unique("Offline");
  await page.goto("/contact");
  const form = await fillContactForm(page, name);
  await page.route("**/api/enquiries", (route) => route.abort("internetdisconnected"));
  const popupPromise = page.waitForEvent("popup");
  await form.getByRole("button", { name: "Send Message" }).click();
  await (await popupPromise).close();
  await expect(form.getByRole("status")).toContainText("is saved on this device");
  expect(await findEnquiry(api, name)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("pending-enquiries"))).toContain(name);

  await page.unroute("**/api/enquiries");
  await page.goto("/about-us");
  await expect.poll(async () => (await findEnquiry(api, name)).length).toBe(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("pending-enquiries"))).toBeNull();
  // Another page later sends nothing again.
  await page.goto("/services");
  await page.waitForLoadState("networkidle");
  expect(await findEnquiry(api, name)).toHaveLength(1);
});

test("without JavaScript, the form posts to the server and the thank-you page gives the reference and WhatsApp", async ({
  browser,
  api,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const name = unique("No Script");
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Get In Touch" });
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email Address").fill("noscript@example.in");
    await form.getByLabel("Phone Number").fill("9447055124");
    await form.getByLabel("Service Required").selectOption("Other");
    await form.getByLabel("Message").fill("Sent from an old phone");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/enquiry-sent\?key=/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, we have your enquiry" })).toBeVisible();
    const [kept] = await findEnquiry(api, name);
    expect(kept).toBeDefined();
    await expect(page.getByText(kept!.reference)).toBeVisible();
    const whatsapp = page.getByRole("link", { name: "Send on WhatsApp" });
    const href = new URL((await whatsapp.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://wa.me/919847012345");
    expect(href.searchParams.get("text")).toContain(`Name: ${name}`);
    expect(href.searchParams.get("text")).toContain(`Ref: ${kept!.reference}`);
    // The page is the visitor's own: never stored.
    const response = await page.request.get(page.url());
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-cache"]).toBeUndefined();
  } finally {
    await context.close();
  }
});

test("each form links the privacy notice, which says what is kept and for how long", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("region", { name: "Get In Touch" }).getByRole("link", { name: "privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How long we keep it" })).toBeVisible();
  await expect(page.getByText("deleted automatically 24 months after")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
});

test("the inbox is empty-handed with a clear message when a filter matches nothing, and the dashboard counts new enquiries", async ({
  page,
  api,
}) => {
  await useToken(page, api.token);
  await page.goto("/enquiries?q=zz-nothing-matches-this");
  await expect(page.getByText("No enquiries match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Show all enquiries" }).click();
  await expect(page).toHaveURL(/\/enquiries\?view=all$/);
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "New enquiries" });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: "Open inbox" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
});
