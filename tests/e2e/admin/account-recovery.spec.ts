/**
 * The pages around an account (docs/product.md §6): a reset link sets a new password once; an
 * invitation's link makes the account and signs the person in; /account names the devices signed
 * in and signs the others out; "Forgot password?" answers the same for any address. Each test makes
 * its own account through the API: the administrator's own sessions and password are left alone.
 */
import type { ApiClient } from "../../support/client";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures";
import { confirmWith, storedToken, useToken } from "./support";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** An address no other test (or earlier run) uses. */
function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

/**
 * The link's "#token": the link itself points at the site's SITE_URL (playwright.config.ts), not at
 * the test server, and the secret is all after "#".
 */
function fragmentOf(link: string): string {
  const hash = new URL(link).hash;
  expect(hash).toMatch(/^#[A-Za-z0-9_-]{43}$/);
  return hash;
}

async function invite(api: ApiClient, email: string): Promise<string> {
  const { link } = await api.json<{ link: string }>("POST", "/api/admin/accounts/invitations", { email, role: "editor" });
  expect(new URL(link).pathname).toBe("/join");
  return fragmentOf(link);
}

/** An editor's account, joined through the API; answers its first session's token. */
async function editor(api: ApiClient, email: string, password: string): Promise<string> {
  const token = (await invite(api, email)).slice(1);
  const response = await api.request("POST", "/api/join", { token, name: "Test Editor", password }, null);
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

async function accountId(api: ApiClient, email: string): Promise<string> {
  const { accounts } = await api.json<{ accounts: Array<{ id: string; email: string }> }>("GET", "/api/admin/accounts");
  const account = accounts.find((entry) => entry.email === email);
  if (!account) throw new Error(`no account ${email}`);
  return account.id;
}

test("a reset link sets a new password, signs in with it, and works only once", async ({ page, api }) => {
  const email = uniqueEmail("reset");
  await editor(api, email, "first-password-1");
  const { link } = await api.json<{ link: string }>("POST", `/api/admin/accounts/${await accountId(api, email)}/reset-link`);
  expect(new URL(link).pathname).toBe("/reset-password");
  const fragment = fragmentOf(link);

  await page.goto(`/reset-password${fragment}`);
  await expect(page.getByText(`Set a new password for ${email}`)).toBeVisible();
  // The secret leaves the address bar once read.
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectNoSeriousA11yViolations(page);

  const password = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm new password");
  await password.fill("second-password-2");
  await confirm.fill("second-password-3");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("The two passwords are not the same")).toBeVisible();
  await expect(confirm).toBeFocused();

  await page.getByRole("button", { name: "Show passwords" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Hide passwords" })).toHaveAttribute("aria-pressed", "true");
  await confirm.fill("second-password-2");
  await page.getByRole("button", { name: "Set new password" }).click();

  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByText("Your new password is set. Sign in with it.")).toBeVisible();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("second-password-2");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  await page.goto(`/reset-password${fragment}`);
  await expect(page.getByRole("heading", { name: "This link no longer works", level: 1 })).toBeVisible();
  await expect(page.getByText(/expired or was already used/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
});

test("an invitation's link makes the account and lands on the dashboard signed in", async ({ page, api }) => {
  const email = uniqueEmail("join");
  const fragment = await invite(api, email);

  // A link cut short says so.
  await page.goto("/join");
  await expect(page.getByRole("heading", { name: "This link is incomplete", level: 1 })).toBeVisible();

  await page.goto(`/join${fragment}`);
  await expect(page.getByRole("heading", { name: /^Join .+'s? website as Editor$/, level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page).toHaveURL(/\/join$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Your name").fill("Anu Joined");
  await page.getByLabel("Password", { exact: true }).fill("joined-password-1");
  await page.getByLabel("Confirm password").fill("joined-password-1");
  await page.getByRole("button", { name: "Join", exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const token = await storedToken(page);
  const session = await api.request("GET", "/api/session", undefined, token);
  expect(((await session.json()) as { admin: { email: string; name: string } }).admin).toMatchObject({ email, name: "Anu Joined" });

  // The invitation is spent.
  await page.goto(`/join${fragment}`);
  await expect(page.getByRole("heading", { name: "This invitation no longer works", level: 1 })).toBeVisible();
  await expect(page.getByText("Ask the site's owner for a new invitation.")).toBeVisible();
});

test("/account lists the devices signed in, signs the others out, and renames the person", async ({ page, api, baseURL }) => {
  const email = uniqueEmail("account");
  const password = "account-password-1";
  const here = await editor(api, email, password);
  // A second session, from "an iPhone".
  const login = await fetch(`${baseURL}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": IPHONE },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const there = ((await login.json()) as { token: string }).token;

  await useToken(page, here);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  const who = page.getByRole("region", { name: "Who you are" });
  await expect(who).toContainText(email);
  await expect(who).toContainText("Editor");

  const sessions = page.getByRole("region", { name: "Where you're signed in" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByRole("listitem").first()).toContainText("This device");
  const iphone = sessions.getByRole("listitem").filter({ hasText: "Safari on iPhone" });
  await expect(iphone).toContainText("Last used: Just now");
  await expect(iphone.getByRole("button", { name: "Sign out of Safari on iPhone" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await sessions.getByRole("button", { name: "Sign out everywhere else" }).click();
  await confirmWith(page, "Sign out of every other device?", "Sign out");
  await expect(sessions.getByRole("status")).toHaveText("Signed out of 1 other device.");
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByText("You are signed in on this device only.")).toBeVisible();
  expect((await api.request("GET", "/api/session", undefined, there)).status).toBe(401);
  expect((await api.request("GET", "/api/session", undefined, here)).status).toBe(200);

  const name = page.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toHaveValue("Test Editor");
  await name.fill("Renamed Editor");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("region", { name: "Your name" }).getByRole("status")).toHaveText("Your name is saved.");
  await expect(who).toContainText("Renamed Editor");
});

test("'Forgot password?' answers the same whatever the address, and says when no e-mail can go", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email address").fill(uniqueEmail("nobody"));
  const answered = page.waitForResponse("**/api/password/forgot");
  await page.getByRole("button", { name: "Send me a link" }).click();
  const answer = (await (await answered).json()) as { message: string; mail: boolean };
  // The test server has no SMTP: the page sends the person to the owner.
  expect(answer.mail).toBe(false);
  expect(answer.message).toMatch(/^If an account uses that address/);
  await expect(page.getByText("This site cannot send e-mail")).toBeVisible();
  await expect(page.getByText(/in the admin area under Accounts/)).toBeVisible();
  await expect(page.getByText("npm run admin -- --email you@example.com --password 'new password'")).toBeVisible();

  // With e-mail, the server's own words, the same for every address (the answer is given here
  // rather than asked again: one address may ask only a few times an hour).
  await page.route("**/api/password/forgot", (route) => route.fulfill({ json: { message: answer.message, mail: true } }));
  await page.goto("/forgot-password");
  await page.getByLabel("Email address").fill("someone@e2e.test");
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: answer.message })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");

  // Asked too often.
  await page.unroute("**/api/password/forgot");
  await page.route("**/api/password/forgot", (route) =>
    route.fulfill({
      status: 429,
      json: { message: "Too many requests for a new password from your connection. Please try again in an hour." },
    }),
  );
  await page.goto("/forgot-password");
  await page.getByLabel("Email address").fill("someone@e2e.test");
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("alert")).toContainText("Please try again in an hour.");
  await expect(page.getByRole("alert")).toBeFocused();
});
