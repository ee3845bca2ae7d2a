/**
 * A finished project from the phone in one save (docs/product.md §4, §5): the photos chosen once,
 * one starred as the cover, two swapped and one described before anything is saved; the public
 * page shows that cover, that order and that caption. The taps it takes are counted and written
 * to the test's report.
 */
import type { Locator } from "@playwright/test";
import sharp from "sharp";
import type { Project } from "../../../domain/entities";
import { expect, test } from "../fixtures";
import { fileInput, upload, uniqueTitle, useToken } from "./support";

/** Eight colours far apart, one per photo, so each stored photo can be told from the others. */
const PALETTE = ["#d62828", "#f77f00", "#fcbf49", "#2a9d8f", "#264653", "#6a4c93", "#80b918", "#ff70a6"];

/** The colour of a corner the test image leaves plain. */
async function cornerColour(bytes: Buffer): Promise<number[]> {
  const image = sharp(bytes);
  const { width = 0, height = 0 } = await image.metadata();
  const corner = await image
    .extract({
      left: Math.round(width * 0.75),
      top: Math.round(height * 0.05),
      width: Math.round(width * 0.2),
      height: Math.round(height * 0.15),
    })
    .stats();
  return corner.channels.slice(0, 3).map((channel) => channel.mean);
}

/** Which of the photos chosen (1 to 8) a stored photo is: the one whose corner is nearest in colour. */
async function photoNumber(bytes: Buffer, chosen: number[][]): Promise<number> {
  const colour = await cornerColour(bytes);
  const distance = (other: number[]) => other.reduce((sum, value, i) => sum + (value - colour[i]!) ** 2, 0);
  return chosen.reduce((best, other, i) => (distance(other) < distance(chosen[best]!) ? i : best), 0) + 1;
}

test("eight photos chosen once, one starred, two swapped, one described, saved once: the public page shows them so", async ({
  page,
  api,
  request,
}) => {
  await useToken(page, api.token);
  const title = uniqueTitle("Laterite villa");
  const files = await Promise.all(PALETTE.map((color, i) => upload(`IMG_${1001 + i}.jpg`, { color, width: 1200, height: 900 })));

  let taps = 0;
  const tap = async (target: Locator) => {
    taps++;
    await target.click();
  };
  const type = async (target: Locator, text: string) => {
    taps++;
    await target.fill(text);
  };

  await page.goto("/addprojects");
  await type(page.getByLabel("Title"), title);
  // The phone's picker: one tap to open it, one for each photo, one to finish.
  taps += 1 + files.length + 1;
  await fileInput(page, "Gallery images").setInputFiles(files);
  await expect(page.getByRole("img", { name: /^Preview of IMG_/ })).toHaveCount(8);

  // Photo 5 is the cover; photo 3 goes before photo 2; photo 1 is described.
  await tap(page.getByRole("button", { name: "Use image 5 as the cover" }));
  await expect(page.getByRole("button", { name: "Image 5 is the cover" })).toHaveAttribute("aria-pressed", "true");
  await tap(page.getByRole("button", { name: "Move image 3 earlier" }));
  await expect(page.getByRole("img", { name: "Preview of IMG_1003.jpg" })).toBeVisible();
  await expect(page.locator("[data-photo] img").nth(1)).toHaveAttribute("alt", "Preview of IMG_1003.jpg");
  await type(page.getByLabel("What image 1 shows"), "The laterite front verandah at dusk");

  // The save bar stays in view at the foot of the screen, above the tab bar.
  const save = page.getByRole("button", { name: "Create Project" });
  await expect(save).toBeInViewport();
  await tap(save);
  await expect(page).toHaveURL(/\/manage-projects$/, { timeout: 60_000 });
  await expect(page.getByRole("status").filter({ hasText: "Project created successfully!" })).toBeVisible();
  await expect(page.getByRole("link", { name: /View on site/ })).toBeVisible();

  test.info().annotations.push({ type: "taps", description: String(taps) });
  console.log(`taps to add a project with ${files.length} photos: ${taps}`);
  expect(taps).toBeLessThanOrEqual(20);

  const { projects } = (await (await request.get("/api/projects")).json()) as { projects: Project[] };
  const created = projects.find((project) => project.title === title)!;
  expect(created.gallery).toHaveLength(8);
  const colours = await Promise.all(files.map((file) => cornerColour(file.buffer)));
  const stored = async (name: string) => photoNumber(await (await request.get(`/uploads/${name}`)).body(), colours);
  expect(await Promise.all(created.gallery.map(stored))).toEqual([1, 3, 2, 4, 5, 6, 7, 8]);
  expect(await stored(created.coverImage!)).toBe(5);
  expect(created.imageAlts[created.gallery[0]!]).toBe("The laterite front verandah at dusk");

  // What the visitor sees: that cover, that order, that caption.
  await page.getByRole("link", { name: /View on site/ }).evaluate((link) => link.removeAttribute("target"));
  await page.getByRole("link", { name: /View on site/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const gallery = page.getByRole("region", { name: "Project Gallery" }).or(page.locator("section").filter({ hasText: "Project Gallery" }));
  await expect(gallery.getByText("The laterite front verandah at dusk").first()).toBeVisible();
  const shown = await gallery
    .locator("figure img")
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));
  expect(shown).toHaveLength(8);
  shown.forEach((src, i) => expect(src).toContain(created.gallery[i]!.replace(/\.[^.]+$/, "")));
  const cover = await page
    .locator("main img")
    .first()
    .evaluate((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src);
  expect(cover).toContain(created.coverImage!.replace(/\.[^.]+$/, ""));
});

test("a project with photos but none starred is refused with the cover message, and nothing is saved", async ({ page, api, request }) => {
  await useToken(page, api.token);
  const title = uniqueTitle("Unstarred");
  await page.goto("/addprojects");
  await page.getByLabel("Title").fill(title);
  await fileInput(page, "Gallery images").setInputFiles([await upload("a.jpg"), await upload("b.jpg")]);
  await expect(page.getByRole("img", { name: /^Preview of/ })).toHaveCount(2);
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Please upload a cover image.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/addprojects$/);
  // Starring one answers it: the message goes, and the save goes through.
  await page.getByRole("button", { name: "Use image 2 as the cover" }).click();
  await expect(page.getByText("Please upload a cover image.")).toHaveCount(0);
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page).toHaveURL(/\/manage-projects$/, { timeout: 60_000 });
  const { projects } = (await (await request.get("/api/projects")).json()) as { projects: Project[] };
  const created = projects.find((project) => project.title === title)!;
  expect(created.coverImage).toBeTruthy();
  expect(created.gallery).toHaveLength(2);
});
