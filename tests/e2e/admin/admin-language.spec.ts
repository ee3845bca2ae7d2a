/**
 * The admin in the person's language (docs/product.md §11): someone on the team chooses Malayalam on
 * their account page, and every admin page, its menu and its relative times are in Malayalam, on
 * this device and on another where they sign in; the sign-in page follows the device's last choice;
 * Tamil likewise; English brings back the English texts word for word. The rest of the team keeps
 * its own language. The person is an editor (another owner would change what the team's tests
 * expect of the site's one owner): the inbox and the accounts tell them, in their language, that
 * their role does not include these pages. What the server refuses reads in their language too.
 */
import type { Page } from "@playwright/test";
import { ApiClient } from "../../support/client";
import { loadAdminTexts } from "../../../app/i18n/admin-texts";
import * as m from "../../../app/i18n/messages";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures";
import { useToken } from "./support";

const PASSWORD = "a long password 1";
const MALAYALAM = /[\u0D00-\u0D7F]/;
const TAMIL = /[\u0B80-\u0BFF]/;
const PAGES = [
  "/dashboard",
  "/manage-projects",
  "/addprojects",
  "/enquiries",
  "/site/home",
  "/translations",
  "/trash",
  "/accounts",
  "/activity",
];

// The expected words: the admin's Malayalam and Tamil texts, a module of their own.
test.beforeAll(() => Promise.all([loadAdminTexts("ml"), loadAdminTexts("ta")]));

async function expectPagesIn(page: Page, script: RegExp, lang: string): Promise<void> {
  for (const path of PAGES) {
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading, path).toHaveText(script);
    await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
  }
}

test("a person reads the admin in Malayalam or Tamil, on every device they sign in on, and the rest of the team in English", async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `lekha-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  const { link } = await api.json<{ link: string }>("POST", "/api/admin/accounts/invitations", { email, role: "editor" });
  const joined = new ApiClient(baseURL!);
  const { token } = await joined.json<{ token: string }>("POST", "/api/join", {
    token: link.split("#")[1],
    name: "Lekha",
    password: PASSWORD,
  });
  await useToken(page, token);

  await page.goto("/account");
  const language = page.getByRole("region", { name: "Language of the admin" });
  await expect(language.getByRole("radio", { name: "English" })).toBeChecked();
  await expect(language.getByRole("button", { name: "Save language" })).toBeDisabled();
  await language.getByRole("radio", { name: /മലയാളം/ }).check();
  await language.getByRole("button", { name: "Save language" }).click();
  // Saved, and the page is in Malayalam at once: the card names itself in its new language.
  await expect(page.getByRole("status").filter({ hasText: m.adminLanguageSaved("ml") })).toBeVisible();
  await expect(page.getByRole("region", { name: m.adminLanguageTitle("ml") })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ml");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(MALAYALAM);
  await expectNoSeriousA11yViolations(page);

  await expectPagesIn(page, MALAYALAM, "ml");
  await page.goto("/dashboard");
  // The side menu's name on a wide screen, the tab bar's short one on a phone.
  const projects = new RegExp(`^(${m.adminFrameNavProjects("ml")}|${m.adminFrameTabProjects("ml")})$`);
  await expect(page.getByRole("link", { name: projects }).filter({ visible: true }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("dashboard-ml.png"), fullPage: true });

  // The server answers in English; its refusal reads in Malayalam (app/i18n/problems.ts).
  await page.goto("/account");
  const password = page.getByRole("region", { name: m.adminTeamChangePassword("ml") });
  await password.getByLabel(m.adminTeamCurrentPassword("ml")).fill("not my password 1");
  await password.getByLabel(m.adminSignInNewPassword("ml"), { exact: true }).fill("another long password 2");
  await password.getByLabel(m.adminSignInConfirmNewPassword("ml")).fill("another long password 2");
  await password.getByRole("button", { name: m.adminTeamChangePassword("ml") }).click();
  await expect(password.getByText(m.adminProblemNotCurrentPassword("ml"))).toBeVisible();
  await expect(password.getByText("That is not your current password.")).toHaveCount(0);

  // Signed out, this device's sign-in page is in Malayalam too.
  await page.evaluate(() => window.localStorage.removeItem("token"));
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(MALAYALAM);
  await expect(page.locator("html")).toHaveAttribute("lang", "ml");

  // Another device: the choice comes with the account.
  const other = await browser.newContext();
  const second = await other.newPage();
  await useToken(second, token);
  await second.goto("/manage-projects");
  await expect(second.getByRole("heading", { level: 1 })).toHaveText(MALAYALAM);
  await other.close();

  // The owner who invited them still reads English.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await useToken(ownerPage, api.token);
  await ownerPage.goto("/dashboard");
  await expect(ownerPage.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(ownerPage.locator("html")).toHaveAttribute("lang", "en-IN");
  await owner.close();

  // Tamil, then English again, word for word.
  await useToken(page, token);
  await page.goto("/account");
  await page.getByRole("radio", { name: /தமிழ்/ }).check();
  await page.getByRole("button", { name: m.adminLanguageSave("ml") }).click();
  await expect(page.getByRole("status").filter({ hasText: m.adminLanguageSaved("ta") })).toBeVisible();
  await expectPagesIn(page, TAMIL, "ta");
  await page.goto("/account");
  await page.getByRole("radio", { name: "English" }).check();
  await page.getByRole("button", { name: m.adminLanguageSave("ta") }).click();
  await expect(page.getByRole("status").filter({ hasText: "The admin area is now in English." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});
