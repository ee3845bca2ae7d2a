import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, loginAsAdmin, test } from "../fixtures";
import { storedToken, useToken } from "./support";

const ADMIN_ROUTES = [
  "/dashboard",
  "/addprojects",
  "/addgallery",
  "/addblogs",
  "/manage-projects",
  "/manage-gallery",
  "/manage-blogs",
  "/edit-project/0123456789abcdef01234567",
  "/edit-gallery/0123456789abcdef01234567",
  "/edit-blog/0123456789abcdef01234567",
];

test.describe("the login guard", () => {
  for (const path of ADMIN_ROUTES) {
    test(`${path} without a token goes to /login, replacing the history entry`, async ({ page }) => {
      await page.goto("/forgot-password");
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/forgot-password$/);
    });
  }

  test("a client-side navigation after the token is gone lands on /login, never on the admin URL", async ({ page, api }) => {
    await useToken(page, api.token);
    await page.goto("/manage-blogs");
    await expect(page.getByRole("heading", { name: "Manage Blogs" })).toBeVisible();
    await page.evaluate(() => window.localStorage.removeItem("token"));
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const menu = page
      .getByRole("navigation", { name: /Admin menu|Main sections/ })
      .filter({ visible: true })
      .first();
    await menu.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(visited).not.toContain("/manage-projects");
  });

  test("the server sends the admin pages as a shell, without content", async ({ request }) => {
    const response = await request.get("/dashboard");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("Total Projects");
    expect(html).toContain("Loading the admin area");
  });
});

test.describe("login", () => {
  test("shows the page, signs in and goes to the dashboard", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    await expect(page.getByText("Welcome Back")).toBeVisible();
    const email = page.getByLabel("Email address");
    const password = page.getByLabel("Password", { exact: true });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    await expect(password).toHaveAttribute("required", "");
    await email.fill(ADMIN_EMAIL);
    await password.fill(ADMIN_PASSWORD);
    // Hold the answer back to see the busy label.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/login", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storedToken(page)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("a wrong password shows the server's message and stays on the page", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email address").fill("nobody@e2e.test");
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toBeVisible();
    await expect(alert).not.toBeEmpty();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test("before its scripts run the sign-in form cannot be sent, and it would never put the password in a URL", async ({ request }) => {
    const html = await (await request.get("/login")).text();
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(/<button type="submit"[^>]*>/.exec(html)?.[0]).toContain("disabled");
  });

  test("without a server message the fixed text is shown; a 429 says to wait", async ({ page }) => {
    await page.goto("/login");
    await page.route("**/api/login", (route) => route.fulfill({ status: 401, contentType: "application/json", body: "{}" }));
    await page.getByLabel("Email address").fill("nobody@e2e.test");
    await page.getByLabel("Password", { exact: true }).fill("x");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");
    await page.unroute("**/api/login");
    await page.route("**/api/login", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", headers: { "retry-after": "600" }, body: "{}" }),
    );
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Too many sign-in attempts. Please wait 10 minutes and try again.");
  });

  test("a visitor who holds a token is sent from /login to /dashboard", async ({ page, api }) => {
    await useToken(page, api.token);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("'Forgot password?' explains the reset on the server", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText("npm run admin -- --email you@example.com --password 'new password'")).toBeVisible();
    await expect(page.getByText(/signs out every device/)).toBeVisible();
  });

  test("the fixture's login helper works through the real page", async ({ page }) => {
    await loginAsAdmin(page);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });
});
