/**
 * A team runs the site (docs/product.md §6), on a phone: the owner invites an editor from Accounts
 * (this site has no SMTP, so the page gives a link to send), the editor joins with it and signs
 * in; the editor's admin offers no inbox and shows that the inbox is not for their role; the
 * owner makes them Sales, and they see the inbox and no longer the add and edit buttons; the owner
 * disables them and their next step goes to the login page; the owner cannot step down as the
 * last owner.
 */
import type { Page } from "@playwright/test";
import { ApiClient } from "../../support/client";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures";
import { confirmWith, useToken } from "./support";

const PASSWORD = "a long password 1";

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
}

async function openMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Open menu" }).click();
}

test("the owner invites an editor, changes their role, disables them, and stays the owner", async ({ page, api, browser, baseURL }) => {
  test.setTimeout(150_000);
  const email = `devi-${Date.now().toString(36)}@e2e.test`;
  await useToken(page, api.token);

  // The owner invites from Accounts, reached from the account menu.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
  const invite = page.getByRole("region", { name: "Invite someone" });
  await invite.getByLabel("E-mail address").fill(email);
  await invite.getByLabel("Role").selectOption("editor");
  await invite.getByRole("button", { name: "Make invitation link" }).click();
  const link = await page.getByLabel("The link").inputValue();
  expect(link).toMatch(/\/join#[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { name: "Waiting to join" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Waiting to join" }).getByText(email, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The editor joins with the link's secret and signs in on a phone of their own.
  const joined = new ApiClient(baseURL!);
  await joined.json("POST", "/api/join", { token: link.split("#")[1], name: "Devi Menon", password: PASSWORD });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await signIn(phone, email);
  await expect(phone.getByRole("navigation", { name: "Main sections" }).getByRole("link")).toHaveText([
    "Dashboard",
    "Projects",
    "Gallery",
    "Blogs",
  ]);
  await expect(phone.getByRole("link", { name: "Add New projects" })).toBeVisible();
  await expect(phone.getByRole("heading", { name: "Today" })).toHaveCount(0);
  await phone.getByRole("button", { name: "Account menu: Devi Menon" }).click();
  await expect(phone.getByText("Editor · " + email)).toBeVisible();
  await phone.keyboard.press("Escape");
  await phone.goto("/enquiries");
  await expect(phone.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  await expect(phone.getByText("You are signed in as Editor")).toBeVisible();

  // The owner makes them Sales.
  await page.reload();
  const row = page.getByRole("listitem").filter({ hasText: email });
  await row.getByLabel(/^Role/).selectOption("sales");
  await expect(page.getByRole("status").filter({ hasText: "Devi Menon is now Sales." })).toBeVisible();

  // Sales: the inbox, and the content to read, without adding or editing.
  await phone.goto("/dashboard");
  await phone.reload();
  await expect(phone.getByRole("navigation", { name: "Main sections" }).getByRole("link", { name: /Enquiries/ })).toBeVisible();
  await expect(phone.getByRole("link", { name: "Add New projects" })).toHaveCount(0);
  await expect(phone.getByRole("link", { name: "Manage projects" })).toBeVisible();
  await phone.goto("/manage-projects");
  await expect(phone.getByRole("heading", { name: "Manage Projects" })).toBeVisible();
  await expect(phone.getByRole("link", { name: /^Edit / })).toHaveCount(0);
  await expect(phone.getByRole("link", { name: /Add Project/ })).toHaveCount(0);

  // Disabled: signed out everywhere at once.
  await row.getByRole("button", { name: /^Disable/ }).click();
  await confirmWith(page, "signed out everywhere", "Disable");
  await expect(page.getByRole("status").filter({ hasText: "is disabled and signed out everywhere" })).toBeVisible();
  await phone.goto("/enquiries");
  await phone.waitForURL("**/login");
  await context.close();

  // The last owner cannot step down.
  const me = page.getByRole("listitem").filter({ has: page.getByText("You", { exact: true }) });
  await me.getByLabel(/^Role/).selectOption("editor");
  await expect(me.getByRole("alert")).toContainText("The site needs at least one owner who can sign in");
  await openMenu(page);
  await expect(page.getByRole("dialog", { name: "Admin menu" }).getByRole("link", { name: "Accounts" })).toBeVisible();
});
