/**
 * Helpers for the admin browser tests: signing the browser in with a token the `api` fixture
 * already holds, test images as upload payloads, unique titles, and the confirm dialog.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { makeImage, type ImageOptions } from "../../support/images";

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
  answer: "Delete" | "Restore" | "Leave" | "Sign out" | "Cancel" = "Delete",
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
