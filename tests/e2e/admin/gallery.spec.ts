import type { GalleryItem } from "../../../domain/entities";
import { expect, imageFile, test } from "../fixtures";
import { confirmWith, fileInput, upload, uniqueTitle, useToken } from "./support";

test.beforeEach(async ({ page, api }) => {
  await useToken(page, api.token);
});

test("upload: disabled without an image, duplicates, success message, then the manage page", async ({ page, request }) => {
  const title = uniqueTitle("Living rooms");
  await page.goto("/addgallery");
  await expect(page.getByRole("heading", { name: "Add Gallery Images", level: 1 })).toBeVisible();
  const submit = page.getByRole("button", { name: "Upload Images" });
  await expect(submit).toBeDisabled();
  await expect(page.getByText("Please select at least one image.")).toBeVisible();
  await expect(page.getByRole("combobox")).toHaveCount(0);

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Teak ceilings and red-oxide floors.");
  const one = await upload("one.jpg");
  const two = await upload("two.jpg");
  await fileInput(page, "Gallery images").setInputFiles([one, two]);
  await expect(submit).toBeEnabled();
  await fileInput(page, "Gallery images").setInputFiles([{ ...two, name: "two-again.jpg" }]);
  await expect(page.getByText("Some duplicate images were skipped.")).toBeVisible();
  await page.getByRole("button", { name: "Remove new image one.jpg" }).click();
  await page.getByRole("button", { name: "Remove new image two.jpg" }).click();
  await expect(submit).toBeDisabled();
  await fileInput(page, "Gallery images").setInputFiles([one, two]);

  await submit.click();
  await expect(page.getByText("Gallery uploaded successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/addgallery$/);
  await expect(page).toHaveURL(/\/manage-gallery$/, { timeout: 5000 });
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  const { galleries } = (await (await request.get("/api/galleries")).json()) as { galleries: GalleryItem[] };
  const created = galleries.find((item) => item.title === title);
  expect(created).toMatchObject({ category: "General", description: "Teak ceilings and red-oxide floors." });
  expect(created?.images).toHaveLength(2);

  await page.goto("/gallery");
  await expect(page.locator(`img[src*="${created!.images[0]!.replace(/\.[a-z]+$/, "")}"]`).first()).toBeAttached();
});

test("edit: keep at least one image, remove and add, update; delete after confirming", async ({ page, api, request }) => {
  const item = await api.createGallery({ title: uniqueTitle("Facades"), gallery: [await imageFile("f1.jpg"), await imageFile("f2.jpg")] });
  await page.goto(`/edit-gallery/${item._id}`);
  await expect(page.getByRole("heading", { name: "Edit Gallery", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(item.title);
  const submit = page.getByRole("button", { name: "Update Gallery" });

  for (const n of [2, 1]) {
    await page.getByRole("button", { name: `Remove current image ${n}` }).click();
    await confirmWith(page, "Are you sure you want to delete this image?");
  }
  await expect(page.getByText("Image removed. Save changes to confirm deletion.")).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(page.getByText("Please select at least one image.")).toBeVisible();

  const f3 = await upload("f3.jpg");
  await fileInput(page, "Gallery images").setInputFiles(f3);
  await expect(submit).toBeEnabled();
  await fileInput(page, "Gallery images").setInputFiles({ ...f3, name: "f3-copy.jpg" });
  await expect(page.getByText("Some duplicate images were skipped.")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Preview of/ })).toHaveCount(1);
  const newTitle = uniqueTitle("Facades edited");
  await page.getByLabel("Title").fill(newTitle);
  await submit.click();
  await expect(page.getByText("Gallery updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/manage-gallery$/, { timeout: 5000 });

  const { galleries: saved } = (await (await request.get(`/api/galleries/${item._id}`)).json()) as { galleries: GalleryItem };
  expect(saved.title).toBe(newTitle);
  expect(saved.images).toHaveLength(1);
  expect(item.images).not.toContain(saved.images[0]);

  await page.getByRole("button", { name: `Delete ${newTitle}` }).click();
  await confirmWith(page, "Are you sure you want to delete this gallery item?");
  await expect(page.getByRole("heading", { name: newTitle })).toHaveCount(0);
  expect((await request.get(`/api/galleries/${item._id}`)).status()).toBe(404);
  await page.goto("/gallery");
  await expect(page.locator(`img[src*="${saved.images[0]!.replace(/\.[a-z]+$/, "")}"]`)).toHaveCount(0);
});

test("a gallery item that cannot be loaded shows the load error", async ({ page }) => {
  await page.goto("/edit-gallery/ffffffffffffffffffffffff");
  await expect(page.getByRole("alert")).toContainText("Failed to load gallery data. Please try again.");
});
