import { randomBytes } from "node:crypto";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures";
import { isPhone, storedToken, useToken } from "./support";

test.describe("the admin layout", () => {
  test.beforeEach(async ({ page, api }) => {
    await useToken(page, api.token);
  });

  test("wide screens: side menu groups, current route, header, background and footer", { tag: "@wide" }, async ({ page }) => {
    await page.goto("/manage-gallery");
    await expect(page).toHaveTitle("Anantha Builders");
    const menu = page.getByRole("complementary").getByRole("navigation", { name: "Admin menu" });
    await expect(menu.getByRole("heading", { name: "Content Management" })).toBeVisible();
    await expect(menu.getByRole("heading", { name: "Create New" })).toBeVisible();
    const expected: [string, string][] = [
      ["Dashboard", "/dashboard"],
      ["Projects", "/manage-projects"],
      ["Gallery", "/manage-gallery"],
      ["Blogs", "/manage-blogs"],
      ["Add Project", "/addprojects"],
      ["Add Gallery", "/addgallery"],
      ["Add Blog", "/addblogs"],
    ];
    for (const [name, href] of expected) await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await expect(menu.getByRole("link", { name: "Gallery", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Projects", exact: true })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("complementary").getByRole("button", { name: "Logout" })).toBeVisible();

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Anantha Builders" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(header.getByText("Administrator")).toBeVisible();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main sections" })).toBeHidden();

    const canvas = page.locator("canvas");
    await expect(canvas).toHaveAttribute("aria-hidden", "true");
    await expect(page.getByRole("contentinfo")).toContainText("© 2023 Anantha Builders");

    await menu.getByRole("link", { name: "Add Blog" }).click();
    await expect(page).toHaveURL(/\/addblogs$/);
    await expect(menu.getByRole("link", { name: "Add Blog" })).toHaveAttribute("aria-current", "page");
  });

  test("phones: the tab bar leads to the enquiries, saying how many are new", { tag: "@phone" }, async ({ page, request }) => {
    const sent = await request.post("/api/enquiries", {
      data: {
        kind: "message",
        key: randomBytes(16).toString("hex"),
        name: "Tab bar visitor",
        email: "visitor@example.in",
        phone: "98470 12345",
        service: "New Building Construction",
        message: "Please call about a house in Vattiyoorkavu.",
        page: "/contact",
        elapsed: 25_000,
      },
    });
    expect(sent.status()).toBe(201);
    await page.goto("/dashboard");
    const tab = page.getByRole("navigation", { name: "Main sections" }).getByRole("link", { name: /^Enquiries, \d+ new$/ });
    await expect(tab).toBeVisible();
    await tab.click();
    await expect(page).toHaveURL(/\/enquiries$/);
    await expect(page.getByRole("navigation", { name: "Main sections" }).getByRole("link", { name: /^Enquiries/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("phones: the drawer opens, traps focus and closes every way; the tab bar links", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("complementary")).toBeHidden();
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Logout" })).toBeHidden();
    const tabs = page.getByRole("navigation", { name: "Main sections" });
    await expect(tabs.getByRole("link")).toHaveText(["Dashboard", "Projects", "Gallery", "Blogs", /Enquiries$/]);
    await expect(tabs.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

    const open = header.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("dialog", { name: "Admin menu" });

    // Opened, with its links in the order of docs/product.md §2 and a width of 85% up to 280 px.
    await open.click();
    await expect(drawer).toBeVisible();
    // Then the "Site" group (issue #13).
    await expect(drawer.getByRole("link")).toHaveText([
      "Dashboard",
      "Projects",
      "Blogs",
      "Gallery",
      "Enquiries",
      "Trash",
      // The languages (docs/product.md §11).
      "Translations",
      "Company details",
      "Home page",
      "Services & pricing",
      "About & team",
      "Testimonials",
      "Privacy notice",
      "Building from the Gulf",
      // Then the team (docs/product.md §6), for the owner.
      "Accounts",
      "Activity",
      "Your account",
    ]);
    await expect(drawer.getByRole("button", { name: "Logout" })).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(Math.min(280, 360 * 0.85), 0);

    // Focus stays inside.
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    // Escape, the close button, the backdrop, a route change and a resize each close it.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();

    await open.click();
    await page.mouse.click(350, 400);
    await expect(drawer).toBeHidden();

    await open.click();
    await drawer.getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL(/\/manage-blogs$/);
    await expect(drawer).toBeHidden();

    await open.click();
    await page.setViewportSize({ width: 700, height: 780 });
    await expect(drawer).toBeHidden();
    await page.setViewportSize({ width: 360, height: 780 });

    await tabs.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL(/\/manage-gallery$/);
    await expect(tabs.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page");
  });

  test("logout revokes the token on the server and returns to /login", async ({ page, request }) => {
    await page.goto("/dashboard");
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    if (isPhone(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Admin menu" }).getByRole("button", { name: "Logout" }).click();
    } else {
      await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    }
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    const session = await request.get("/api/session", { headers: { authorization: `Bearer ${token}` } });
    expect(session.status()).toBe(401);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the particle background is still when reduced motion is asked for", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/dashboard");
    const canvas = page.locator("canvas[aria-hidden='true']");
    await expect(canvas).toBeAttached();
    const frame = () => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    const first = await frame();
    // Twenty animation frames: a moving background would have drawn in every one of them.
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          let frames = 0;
          const tick = () => (++frames >= 20 ? done() : requestAnimationFrame(tick));
          requestAnimationFrame(tick);
        }),
    );
    expect(await frame()).toBe(first);
  });

  test("the dashboard passes an axe scan", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
