import { expect, test } from "../fixtures";
import { isPhone, openMobileMenu, scrollTo, scrollY, siteNav, waitForHydration } from "./helpers";

const NAV = [
  ["Home", "/"],
  ["About us", "/about-us"],
  ["Services", "/services"],
  ["Projects", "/projects"],
  ["Gallery", "/gallery"],
  ["Blog", "/blog"],
  ["Contact", "/contact"],
] as const;

test.describe("public layout", () => {
  test("navigation lists every public page and underlines the active one", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    const nav = await siteNav(page);
    for (const [label, href] of NAV) await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    const active = nav.getByRole("link", { name: "Services", exact: true });
    await expect(active).toHaveAttribute("aria-current", "page");
    await expect(active).toHaveCSS("text-decoration-line", "underline");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("header turns white after 50 px of scroll and back at the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await scrollTo(page, 40);
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await scrollTo(page, 120);
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(header).not.toHaveCSS("box-shadow", "none");
    await scrollTo(page, 0);
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test("mobile menu opens and closes with the toggle, Escape and a link", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    if (!isPhone(page)) {
      await expect(toggle).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      return;
    }
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menuId = await toggle.getAttribute("aria-controls");
    const menu = page.locator(`#${menuId}`);
    await expect(menu).toBeHidden();

    await openMobileMenu(page);
    await expect(menu.getByRole("link", { name: "About us" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    // Keyboard only: Enter on the focused toggle opens it again.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await openMobileMenu(page);
    await menu.getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  });

  test("without a token: no Dashboard link, and Login in the mobile menu", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    if (isPhone(page)) {
      await openMobileMenu(page);
      await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    } else {
      await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
    }
  });

  test("with a stored token the Dashboard link shows, re-checked on a route change", async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    await page.evaluate(() => localStorage.setItem("token", "stored-token"));
    // Same-tab storage writes fire no event: the next route change re-reads the token (docs/product.md §4).
    const nav = await siteNav(page);
    await nav.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    const menuNav = await siteNav(page);
    await expect(menuNav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);

    await page.evaluate(() => localStorage.removeItem("token"));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });

  test("scroll-to-top appears after 300 px and scrolls back up", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toHaveCount(0);
    await scrollTo(page, 250);
    await expect(button).toHaveCount(0);
    await scrollTo(page, 900);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test("floating WhatsApp and phone buttons, hidden while a lightbox is active", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const whatsapp = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    const call = page.getByRole("link", { name: /^Call us at/ });
    await expect(whatsapp).toHaveAttribute("href", "https://wa.me/919847012345");
    await expect(call).toHaveAttribute("href", "tel:+919847012345");
    await scrollTo(page, 900);
    const top = page.getByRole("button", { name: "Scroll to top" });
    await expect(top).toBeVisible();

    await page.evaluate(() => document.body.classList.add("lightbox-active"));
    await expect(whatsapp).toBeHidden();
    await expect(call).toBeHidden();
    await expect(top).toBeHidden();

    await page.evaluate(() => document.body.classList.remove("lightbox-active"));
    await expect(whatsapp).toBeVisible();
    await expect(call).toBeVisible();
    await expect(top).toBeVisible();
  });

  test("a path change starts at the top; logo and Home scroll smoothly to the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await scrollTo(page, 1500);
    await page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goto("/");
    await waitForHydration(page);
    await scrollTo(page, 1200);
    await page.getByRole("banner").getByRole("link", { name: "Anantha Builders" }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page).toHaveURL(/\/$/);

    await scrollTo(page, 1200);
    const nav = await siteNav(page);
    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("skip link moves to the content", async ({ page }) => {
    await page.goto("/about-us");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("footer: quick links, every service, contact details, copyright and credit; no social icon without a link", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick links" });
    for (const [label, href] of NAV) await expect(quick.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    const services = footer.getByRole("navigation", { name: "Our services" }).getByRole("link");
    // The five services of docs/product.md §2 among the eight the services page shows, each to its place there.
    await expect(services).toHaveCount(8);
    for (const link of await services.all()) await expect(link).toHaveAttribute("href", /^\/services#[a-z-]+$/);
    for (const title of [
      "New Building Construction",
      "Renovation and Remodeling",
      "Foundation and Structural Work",
      "Interior Design and Finishing",
      "Architectural Planning and Design",
    ])
      await expect(services.filter({ hasText: title })).toHaveCount(1);
    await expect(footer).toContainText("Thiruvananthapuram, Kerala");
    await expect(footer.getByRole("link", { name: "+91 98470 12345" })).toHaveAttribute("href", "tel:+919847012345");
    await expect(footer).toContainText("Mon - Sat 8:00 AM - 6:00 PM");
    // Issue #13: a network's icon shows only once the company has set its link (never a placeholder).
    for (const network of ["Facebook", "Instagram", "YouTube", "LinkedIn"])
      await expect(footer.getByRole("link", { name: network })).toHaveCount(0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Anantha Builders`);
    await expect(footer.getByRole("link", { name: /Web Works/ })).toBeVisible();
  });
});
