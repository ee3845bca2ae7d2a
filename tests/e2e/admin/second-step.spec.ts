/**
 * A sign-in a stolen password is not enough for (docs/product.md §6), in Chromium: a person turns on
 * an authenticator app from their account page (the codes computed here from the key the page
 * shows, as the app would), and then the password alone leads to the second step, where the app's
 * code or a recovery code signs in; the owner requires a second step of everyone, and a person
 * without an app adds one while signing in; a passkey, made by Chromium's virtual authenticator
 * (DevTools' WebAuthn domain), is added and signs in with no password.
 */
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { ApiClient } from "../../support/client";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, expectNoSeriousA11yViolations, startFreshSite, test } from "../fixtures";

const PASSWORD = "a long password 1";

const codeFor = (key: string, at = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s/g, "")), algorithm: "SHA1", digits: 6, period: 30, timestamp: at });

/** Signs in with the password on `base`'s login page. */
async function password(page: Page, base: string, email: string, secret = PASSWORD): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("button", { name: "Logout" }).last().click();
  await page.waitForURL("**/login");
}

/** A new account on the site at `base`, joined through an invitation. */
async function invite(base: string, owner: ApiClient, email: string): Promise<void> {
  const { link } = await owner.json<{ link: string }>("POST", "/api/admin/accounts/invitations", { email, role: "editor" });
  await new ApiClient(base).json("POST", "/api/join", { token: link.split("#")[1], name: "Nisha Pillai", password: PASSWORD });
}

test("an authenticator app: turned on from the account page, then the code or a recovery code signs in", async ({ page, api, baseURL }) => {
  test.setTimeout(120_000);
  const email = `nisha-${Date.now().toString(36)}@e2e.test`;
  await invite(baseURL!, api, email);
  await password(page, baseURL!, email);
  await page.waitForURL("**/dashboard");

  await page.goto("/account");
  const security = page.getByRole("region", { name: "Two-step sign-in" });
  await security.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  // The password first: a session alone cannot add a way in.
  await security.getByLabel("Your password").fill(PASSWORD);
  await security.getByRole("button", { name: "Continue" }).click();
  await expect(security.getByRole("img", { name: /QR code/ })).toBeVisible();
  const key = (await security.getByTestId("totp-key").textContent())!;
  await security.getByLabel("6-digit code").fill(codeFor(key));
  await security.getByRole("button", { name: "Turn on", exact: true }).click();
  const shown = security.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(shown).toHaveCount(10);
  const codes = await shown.allTextContents();
  await security.getByRole("button", { name: "Done" }).click();
  await expect(security.getByText("On · 10 recovery codes left")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signOut(page);

  // The password alone: the second step, where a wrong code is refused and the app's code signs in.
  await password(page, baseURL!, email);
  await page.waitForURL("**/login/verify");
  await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  await page.getByLabel("6-digit code").fill(codeFor(key, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL("**/dashboard");
  await signOut(page);

  // A lost phone: a recovery code, once.
  await password(page, baseURL!, email);
  await page.waitForURL("**/login/verify");
  await page.getByRole("button", { name: "Lost your phone? Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL("**/dashboard");
});

test.describe("on a site of its own", () => {
  test.describe.configure({ timeout: 150_000 });
  let site: Awaited<ReturnType<typeof startFreshSite>>;
  test.afterEach(async () => {
    await site?.close();
  });

  test("the owner requires a second step: the password alone is not enough, and an app is added while signing in", async ({ page }) => {
    site = await startFreshSite();
    const owner = new ApiClient(site.baseUrl);
    await owner.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const email = "nisha@e2e.test";
    await invite(site.baseUrl, owner, email);
    // The owner's own app first (the rule would otherwise sign them out).
    const { secret } = await owner.json<{ secret: string }>("POST", "/api/account/totp/setup", { password: ADMIN_PASSWORD });
    await owner.json("POST", "/api/account/totp/enable", { code: codeFor(secret) });
    await owner.json("PUT", "/api/admin/accounts/settings", { requireSecondStep: true });

    await password(page, site.baseUrl, email);
    await page.waitForURL("**/login/verify");
    await expect(page.getByText("The site's owner asks every account for a second step")).toBeVisible();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    const key = (await page.getByTestId("totp-key").textContent())!;
    await page.getByLabel("6-digit code").fill(codeFor(key));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: "I have kept them: continue" }).click();
    await page.waitForURL("**/dashboard");
  });

  test("a passkey is added on the account page and signs in with no password", async ({ page }) => {
    // WebAuthn needs a host name: this site's address is localhost.
    site = await startFreshSite({ host: "localhost" });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await password(page, site.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL("**/dashboard");
    await page.goto(`${site.baseUrl}/account`);
    const passkeys = page.getByRole("region", { name: "Passkeys" });
    await passkeys.getByLabel("Name for this passkey").fill("Office laptop");
    await passkeys.getByLabel("Your password").fill(ADMIN_PASSWORD);
    await passkeys.getByRole("button", { name: "Add a passkey" }).click();
    await expect(passkeys.getByRole("listitem").filter({ hasText: "Office laptop" })).toBeVisible();
    await signOut(page);

    await page.getByRole("button", { name: "Use a passkey" }).click();
    await page.waitForURL("**/dashboard");
    const owner = new ApiClient(site.baseUrl);
    await owner.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { passkeys: listed } = await owner.json<{ passkeys: Array<{ name: string; lastUsedAt: string | null }> }>(
      "GET",
      "/api/account/security",
    );
    expect(listed).toEqual([expect.objectContaining({ name: "Office laptop", lastUsedAt: expect.any(String) })]);
  });
});
