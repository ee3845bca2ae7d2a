/**
 * Playwright fixtures: `api`, a signed-in API client to make data as the administrator does;
 * `loginAsAdmin(page)`, which signs the browser in through the real login page; `jpeg()`, a
 * fresh test image; and `expectNoSeriousA11yViolations(page)`, an axe-core scan.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { ApiClient, type FilePart } from "../support/client";
import { makeImage, type ImageOptions } from "../support/images";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../playwright.config";
import { freePort, releasePort, startChild } from "../hard/support/child-server";
import { newTestDatabase } from "../support/postgres";
import { newTestBucket, ON_BUCKET } from "../support/s3";

export { ADMIN_EMAIL, ADMIN_PASSWORD };

export async function imageFile(name = "photo.jpg", options: ImageOptions = {}): Promise<FilePart> {
  return { name, data: await makeImage(options), type: "image/jpeg" };
}

export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel(/email/i).fill(ADMIN_EMAIL);
  await page.getByLabel(/password/i).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
}

/**
 * Waits until the page's scripts have taken over: on a public page, the islands' script has
 * started (it marks <html> with `data-islands`; each island then hydrates when it is due); on
 * sign-in and the admin area, React has hydrated the whole document. Pages load their scripts
 * after the first paint.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // React marks the elements it has hydrated with a `__reactFiber…` property.
  await page.waitForFunction(
    () => document.documentElement.dataset.islands === "ready" || Object.keys(document.body).some((key) => key.startsWith("__reactFiber")),
  );
}

/**
 * Scrolls down the whole page, so that every island hydrated on sight starts, reaches for each
 * island hydrated at interaction (a focus inside it, which changes nothing on the page), and waits
 * until each has hydrated.
 */
export async function hydrateEveryIsland(page: Page): Promise<void> {
  await waitForHydration(page);
  const height = await page.evaluate(() => document.body.scrollHeight);
  // Each position is held for two frames: the browser sees what comes into view only when it renders.
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, y);
  }
  await page.evaluate(() => {
    for (const root of document.querySelectorAll<HTMLElement>('[data-island][data-load="interaction"]')) {
      const inside = root.querySelector(root.dataset.trigger ?? "*") ?? document.querySelector(root.dataset.trigger ?? "body");
      inside?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    }
  });
  await page.waitForFunction(() => [...document.querySelectorAll("[data-island]")].every((root) => root.hasAttribute("data-hydrated")));
}

/** Waits until the island `name` has hydrated (it marks its root with `data-hydrated`). */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"][data-hydrated]`).first().waitFor({ state: "attached" });
}

/**
 * A site of its own, for a test that needs a particular data state (an empty site): the
 * production server on a new data folder and a free port. The shared site's data belongs to
 * every test, and a test never skips itself because another one left data behind.
 */
export async function startFreshSite(options: { host?: "localhost" } = {}): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-e2e-fresh-"));
  const port = await freePort();
  // `host: "localhost"`: the site's address is a host name (WebAuthn refuses an IP address).
  const siteUrl = options.host ? `http://${options.host}:${port}` : undefined;
  // On PostgreSQL (`npm run test:e2e:pg`) a database and a bucket of its own too.
  const database = await newTestDatabase();
  const bucket = ON_BUCKET ? await newTestBucket() : {};
  const server = await startChild({
    dataDir,
    port,
    env: {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...(siteUrl ? { SITE_URL: siteUrl } : {}),
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...bucket,
    },
  });
  return {
    baseUrl: siteUrl ?? server.baseUrl,
    close: async () => {
      await server.stop();
      releasePort(port);
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Cards rising into place (the stagger) are half transparent for a moment, and a contrast check
  // made meanwhile would measure a colour no visitor is left with: the check waits for them.
  // (A spinner or a pulse runs for ever: only the animations that end are waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

export const test = base.extend<{ api: ApiClient }>({
  api: async ({ baseURL }, use) => {
    const client = new ApiClient(baseURL!);
    await client.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    await use(client);
  },
});

export { expect };
