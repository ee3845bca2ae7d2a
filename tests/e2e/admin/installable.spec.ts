/**
 * The admin area installs as an app on the owner's phone, and only the admin area (docs/decisions/014):
 * its pages link the web app manifest and register the service worker with the scope /admin/; a
 * public page links no manifest, registers nothing, loads nothing from /admin/, and is not
 * controlled by the admin's worker even in the admin's own browser.
 */
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from "../fixtures";
import { useToken } from "./support";

/** The admin's worker registration once it is active: its scope, or null when there is none. */
async function adminWorkerScope(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    for (let tries = 0; tries < 100; tries++) {
      const registration = await navigator.serviceWorker.getRegistration("/admin/");
      if (registration?.active) return registration.scope;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  });
}

test.describe("the admin area as an installed app", () => {
  test("admin pages link the manifest and register the service worker with the scope /admin/", async ({ page, api, baseURL }) => {
    await useToken(page, api.token);
    for (const path of ["/dashboard", "/enquiries"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin/manifest.webmanifest");
    }
    expect(await adminWorkerScope(page)).toBe(`${baseURL}/admin/`);
    // It controls no page: the admin pages live outside its scope, and nothing is served through it.
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    // The server's own HTML of an admin page links it too, before any script has run.
    expect(await (await page.request.get("/dashboard")).text()).toMatch(/<link [^>]*rel="manifest" href="\/admin\/manifest\.webmanifest"/);

    const worker = await page.request.get("/admin/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["content-type"]).toMatch(/^text\/javascript/);
    expect(worker.headers()["service-worker-allowed"]).toBe("/admin/");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    const script = await worker.text();
    expect(script).toContain('addEventListener("push"');
    expect(script).toContain('addEventListener("notificationclick"');
    expect(script).toContain('"/enquiries"');

    const response = await page.request.get("/admin/manifest.webmanifest");
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { icons: Array<{ src: string; sizes: string; purpose: string }> } & Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "Anantha Builders admin",
      short_name: "Site admin",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
      theme_color: "#16221c",
    });
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.headers()["content-type"]).toBe("image/png");
      const { width, height, format } = await sharp(await file.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe("png");
    }
  });

  test("a public page has no manifest link, registers no service worker and loads nothing of the admin app", async ({ page }) => {
    const loaded: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      loaded.push(new URL(response.url()).pathname);
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    for (const path of ["/", "/contact"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    }
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(loaded.filter((path) => path.startsWith("/admin/"))).toEqual([]);
    for (const text of await Promise.all(scripts)) {
      expect(text).not.toContain("serviceWorker");
      expect(text).not.toContain("manifest.webmanifest");
    }
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain('rel="manifest"');
    expect(html).not.toContain("serviceWorker");
  });

  test("in the admin's own browser, the public site stays outside the admin's worker", async ({ page, api }) => {
    await useToken(page, api.token);
    await page.goto("/dashboard");
    await waitForHydration(page);
    expect(await adminWorkerScope(page)).not.toBeNull();
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });

  test("the inbox offers “Notify me on this phone”, and says so when the browser cannot reach its push service", async ({
    page,
    api,
    context,
    baseURL,
  }) => {
    // The test browser has no push service to reach (its background networking is off): turning
    // notifications on fails as it would on a phone without a connection to it.
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await useToken(page, api.token);
    await page.goto("/enquiries");
    const control = page.getByRole("region", { name: "New enquiry notifications" });
    const button = control.getByRole("button", { name: "Notify me on this phone" });
    await expect(button).toBeVisible();
    await expect(control.getByRole("status")).toContainText("Get a notification the moment a new enquiry arrives");
    await expectNoSeriousA11yViolations(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(control.getByRole("alert")).toContainText(/push service could not be reached|did not start the notification service/, {
      timeout: 30_000,
    });
    await expect(control.getByRole("button", { name: "Try again" })).toBeFocused();
    // Nothing reached the server: this device is not signed up.
    const test = await api.request("POST", "/api/admin/push/test", { endpoint: "https://fcm.googleapis.com/fcm/send/not-this-one" });
    expect(test.status).toBe(404);
  });
});
