/**
 * Helpers for the admin browser tests: signing the browser in with a token the `api` fixture
 * already holds, test images as upload payloads, unique titles, and the confirm dialog.
 */
import { expect, type CDPSession, type Locator, type Page } from "@playwright/test";
import { makeImage, type ImageOptions } from "../../support/images";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../../playwright.config";

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function upload(name: string, options: ImageOptions = {}): Promise<UploadFile> {
  return { name, mimeType: "image/jpeg", buffer: await makeImage(options) };
}

/** A title no other test (or earlier run) uses. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Stores the token the way a sign-in does, without spending a login (and its rate limit). */
export async function useToken(page: Page, token: string | null): Promise<void> {
  if (!token) throw new Error("the api fixture has no token");
  await page.goto("/forgot-password");
  await page.evaluate((value) => window.localStorage.setItem("token", value), token);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem("token"));
}

/** The file input of an image section ("Cover image", "Gallery images", "Images"). */
export function fileInput(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}: Choose`));
}

/** Answers the accessible confirm dialog after checking its text. */
export async function confirmWith(
  page: Page,
  text: string,
  answer: "Delete" | "Restore" | "Leave" | "Sign out" | "Cancel" | "Disable" | "Remove" | "Withdraw" = "Delete",
): Promise<void> {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: answer, exact: true }).click();
  await expect(dialog).toBeHidden();
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 768;
}

/** Signs in through the form of the site at `baseUrl` (a site of a test's own), and waits for the dashboard. */
export async function signInAt(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email address").fill(ADMIN_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
}

/** Saves a "Site" page and waits for its "Saved" status. */
export async function saveSection(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
}

const throttles = new WeakMap<Page, CDPSession>();

/**
 * A slow upload line for `page` (bytes per second up, 4 MB/s down, 20 ms), or a normal one again
 * with `null`: what a phone on a weak network sends photos over.
 */
export async function throttleUpload(page: Page, bytesPerSecond: number | null): Promise<void> {
  // One DevTools session per page: the conditions one session sets, only that session lifts.
  let client = throttles.get(page);
  if (!client) {
    client = await page.context().newCDPSession(page);
    await client.send("Network.enable");
    throttles.set(page, client);
  }
  await client.send(
    "Network.emulateNetworkConditions",
    bytesPerSecond === null
      ? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
      : { offline: false, latency: 20, downloadThroughput: 4_000_000, uploadThroughput: bytesPerSecond },
  );
}
