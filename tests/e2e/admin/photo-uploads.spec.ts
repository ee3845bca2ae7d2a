/**
 * Photos go to the site the moment they are chosen (docs/api.md "Uploads"): made smaller on the
 * phone, sent resumably, and the save names them without sending a file. Runs on the phone, where
 * the owner adds projects between sites.
 */
import type { Request } from "@playwright/test";
import type { Project } from "../../../domain/entities";
import { expect, test } from "../fixtures";
import { fileInput, throttleUpload, upload, uniqueTitle, useToken } from "./support";

const RESUMABLE = /\/api\/admin\/uploads\/resumable(\/|$)/;

test.beforeEach(async ({ page, api }) => {
  await useToken(page, api.token);
});

test("a 4000×3000 phone photo leaves the phone at most 1.5 MB, and the save sends no file", async ({ page, request }) => {
  // Making a 12-megapixel photo smaller takes an emulated phone's browser a while on a busy machine.
  test.setTimeout(150_000);
  const title = uniqueTitle("Courtyard home");
  const lengths: number[] = [];
  const saves: Request[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && RESUMABLE.test(sent.url())) lengths.push(Number(sent.headers()["upload-length"]));
    if (sent.method() === "POST" && sent.url().endsWith("/api/create-project")) saves.push(sent);
  });
  await page.goto("/addprojects");
  await page.getByLabel("Title").fill(title);
  const big = await upload("IMG_4000x3000.jpg", { width: 4000, height: 3000, noise: true });
  expect(big.buffer.length).toBeGreaterThan(1.5 * 1024 * 1024);
  await fileInput(page, "Cover image").setInputFiles(big);
  await fileInput(page, "Gallery images").setInputFiles([
    await upload("front.jpg", { color: "#8a6d3b" }),
    await upload("hall.jpg", { color: "#3b6d8a" }),
  ]);
  // Each shows it is held by the site before anything is saved.
  await expect(page.getByRole("status").filter({ hasText: "Sent" })).toHaveCount(3, { timeout: 60_000 });
  expect(lengths).toHaveLength(3);
  for (const length of lengths) expect(length).toBeLessThanOrEqual(1.5 * 1024 * 1024);

  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page).toHaveURL(/\/manage-projects$/);
  expect(saves).toHaveLength(1);
  expect(saves[0]!.postDataBuffer()?.toString("latin1") ?? "").not.toMatch(/filename=/);

  const { projects } = (await (await request.get("/api/projects")).json()) as { projects: Project[] };
  const created = projects.find((p) => p.title === title);
  expect(created?.coverImage).toBeTruthy();
  expect(created?.gallery).toHaveLength(2);
  const stored = await request.get(`/uploads/${created!.coverImage}`);
  expect(stored.status()).toBe(200);
});

test("with the network cut while photos go, the save completes once it is back, without choosing them again", async ({
  page,
  context,
  request,
}) => {
  const title = uniqueTitle("Renovation");
  await page.goto("/addprojects");
  await page.getByLabel("Title").fill(title);
  // The first bytes of the first photo are lost as the phone drops off the network.
  let cut = false;
  await page.route(RESUMABLE, async (route) => {
    if (!cut && route.request().method() === "PATCH") {
      cut = true;
      await context.setOffline(true);
      await route.abort("internetdisconnected");
      return;
    }
    await route.continue();
  });
  await fileInput(page, "Cover image").setInputFiles(await upload("cover.jpg", { width: 1600, height: 1200, noise: true }));
  await fileInput(page, "Gallery images").setInputFiles(await upload("site.jpg", { width: 1600, height: 1200, noise: true }));
  await expect.poll(() => cut).toBe(true);
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText(/Waiting for the connection/).first()).toBeVisible();

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/manage-projects$/, { timeout: 60_000 });
  const { projects } = (await (await request.get("/api/projects")).json()) as { projects: Project[] };
  const created = projects.find((p) => p.title === title);
  expect(created?.coverImage).toBeTruthy();
  expect(created?.gallery).toHaveLength(1);
});

test("a reload while a photo goes offers it back, and it goes on from where it stopped", async ({ page, request }) => {
  const title = uniqueTitle("Reloaded");
  const offsets: number[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "PATCH" && RESUMABLE.test(sent.url())) offsets.push(Number(sent.headers()["upload-offset"]));
  });
  await page.goto("/addgallery");
  // A slow line: the photo is still on its way when the page is reloaded.
  await throttleUpload(page, 150_000);
  await fileInput(page, "Gallery images").setInputFiles(await upload("wall.jpg", { width: 1600, height: 1200, noise: true }));
  await expect.poll(() => offsets.length).toBeGreaterThan(0);
  await page.waitForTimeout(2000);
  await page.reload();
  await throttleUpload(page, null);

  await page.getByRole("button", { name: "Add it back" }).click();
  await expect(page.getByRole("img", { name: "Preview of wall.jpg" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Sent" })).toHaveCount(1, { timeout: 30_000 });
  // The bytes that had arrived were not sent again.
  expect(offsets.at(-1)).toBeGreaterThan(0);

  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Upload Images" }).click();
  await expect(page.getByText("Gallery uploaded successfully!")).toBeVisible();
  const { galleries } = (await (await request.get("/api/galleries")).json()) as { galleries: Array<{ title: string; images: string[] }> };
  expect(galleries.find((item) => item.title === title)?.images).toHaveLength(1);

  // Saved: nothing is offered back on the next visit.
  await page.goto("/addgallery");
  await expect(page.getByRole("heading", { name: "Add Gallery Images" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add (it|them) back$/ })).toHaveCount(0);
});
