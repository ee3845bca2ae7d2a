import type { Project } from "../../../domain/entities";
import { expect, imageFile, test } from "../fixtures";
import { confirmWith, fileInput, upload, uniqueTitle, useToken } from "./support";

test.beforeEach(async ({ page, api }) => {
  await useToken(page, api.token);
});

test("create: validation, duplicates, upload, then the manage page and the public site show it", async ({ page, request }) => {
  const title = uniqueTitle("Kovalam Villa");
  await page.goto("/addprojects");
  await expect(page.getByRole("heading", { name: "Create New Project", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveAttribute("rows", "3");
  await expect(page.getByLabel("Category")).toHaveValue("Residential");
  await expect(page.getByRole("option", { name: "Interior Design" })).toHaveAttribute("value", "Interior");
  await expect(page.getByText("PNG, JPG, GIF up to 5MB")).toBeVisible();
  await expect(page.getByText("PNG, JPG, GIF up to 10MB")).toBeVisible();
  await expect(fileInput(page, "Cover image")).toHaveAttribute("accept", "image/*");

  // Nothing filled in: both messages, focus on the first.
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Please upload a cover image.")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Four bedrooms facing the sea, laterite walls and a sloped tiled roof.");
  await page.getByLabel("Category").selectOption("Interior");
  await page.getByLabel("Location").fill("Kovalam");
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Please upload a cover image.")).toBeVisible();
  await expect(fileInput(page, "Cover image")).toBeFocused();

  const cover = await upload("cover.jpg");
  await fileInput(page, "Cover image").setInputFiles(cover);
  await expect(page.getByRole("img", { name: "Preview of cover.jpg" })).toBeVisible();

  // The same content twice in one choice: one is skipped, with the message for 3 seconds.
  const one = await upload("one.jpg");
  const two = await upload("two.jpg");
  await fileInput(page, "Gallery images").setInputFiles([one, { ...one, name: "one-again.jpg" }, two]);
  await expect(page.getByText("Some duplicate images were skipped.")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Preview of (one|two)/ })).toHaveCount(2);
  await expect(page.getByText("Some duplicate images were skipped.")).toBeHidden({ timeout: 5000 });

  // On add project a new gallery choice replaces the previous one.
  const three = await upload("three.jpg");
  await fileInput(page, "Gallery images").setInputFiles([two, three]);
  await expect(page.getByRole("img", { name: /^Preview of (one|two|three)/ })).toHaveCount(2);
  await expect(page.getByRole("img", { name: "Preview of one.jpg" })).toHaveCount(0);
  await page.getByRole("button", { name: "Remove new image three.jpg" }).click();
  await expect(page.getByRole("img", { name: "Preview of three.jpg" })).toHaveCount(0);

  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page).toHaveURL(/\/manage-projects$/);
  await expect(page.getByText(title).filter({ visible: true }).first()).toBeVisible();

  const { projects } = (await (await request.get("/api/projects")).json()) as { projects: Project[] };
  const created = projects.find((p) => p.title === title);
  expect(created).toMatchObject({ category: "Interior", location: "Kovalam" });
  expect(created?.coverImage).toBeTruthy();
  expect(created?.gallery).toHaveLength(1);

  await page.goto("/projects");
  await expect(page.getByText(title).filter({ visible: true }).first()).toBeVisible();
});

test("edit: remove and add gallery images, remove the cover, empty category; cancel returns", async ({ page, api, request }) => {
  const project = await api.createProject({
    title: uniqueTitle("Edit me"),
    description: "Old",
    category: "Commercial",
    location: "Pattom",
    coverImage: await imageFile("c.jpg"),
    gallery: [await imageFile("g1.jpg"), await imageFile("g2.jpg")],
  });
  const newTitle = uniqueTitle("Edited project");
  await page.goto(`/edit-project/${project._id}`);
  await expect(page.getByRole("heading", { name: "Edit Project", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(project.title);
  await expect(page.getByLabel("Category")).toHaveValue("Commercial");

  await page.getByLabel("Title").fill("   ");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();
  await page.getByLabel("Title").fill(newTitle);
  await page.getByLabel("Category").selectOption("");

  // Removing a stored image asks first; Cancel keeps it.
  await page.getByRole("button", { name: "Remove current image 1" }).click();
  await confirmWith(page, "Are you sure you want to delete this image?", "Cancel");
  await expect(page.getByRole("img", { name: /^Stored file/ })).toHaveCount(2);
  await page.getByRole("button", { name: "Remove current image 1" }).click();
  await confirmWith(page, "Are you sure you want to delete this image?");
  await expect(page.getByText("Image removed. Save changes to confirm deletion.")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Stored file/ })).toHaveCount(1);

  await page.getByRole("button", { name: "Remove cover image" }).click();
  await confirmWith(page, "Are you sure you want to delete the cover image?");
  await expect(page.getByText("Cover image removed. Save changes to confirm deletion.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Current cover" })).toHaveCount(0);

  // On edit new gallery files accumulate, checked against those already queued.
  const added = await upload("added.jpg");
  await fileInput(page, "Gallery images").setInputFiles(added);
  await fileInput(page, "Gallery images").setInputFiles({ ...added, name: "added-copy.jpg" });
  await expect(page.getByText("Some duplicate images were skipped.")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Preview of added/ })).toHaveCount(1);

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/manage-projects$/);
  await expect(page.getByText(newTitle).filter({ visible: true }).first()).toBeVisible();

  const { project: saved } = (await (await request.get(`/api/projects/${project._id}`)).json()) as { project: Project };
  expect(saved.title).toBe(newTitle);
  expect(saved.category).toBe("");
  expect(saved.coverImage).toBeNull();
  expect(saved.gallery).toHaveLength(2);
  expect(saved.gallery[0]).toBe(project.gallery[1]);

  await page.goto(`/projects/${project.slug}`);
  await expect(page.getByRole("heading", { name: newTitle }).first()).toBeVisible();

  await page.goto(`/edit-project/${project._id}`);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/manage-projects$/);
});

test("edit: a new cover replaces the old one", async ({ page, api, request }) => {
  const project = await api.createProject({ title: uniqueTitle("Cover swap"), coverImage: await imageFile("old.jpg") });
  await page.goto(`/edit-project/${project._id}`);
  await fileInput(page, "Cover image").setInputFiles(await upload("new-cover.jpg"));
  await expect(page.getByRole("img", { name: "Preview of new-cover.jpg" })).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/manage-projects$/);
  const { project: saved } = (await (await request.get(`/api/projects/${project._id}`)).json()) as { project: Project };
  expect(saved.coverImage).toBeTruthy();
  expect(saved.coverImage).not.toBe(project.coverImage);
});

test("delete from the manage page after confirming; it leaves the public site", async ({ page, api, request }) => {
  const project = await api.createProject({ title: uniqueTitle("Delete me"), coverImage: await imageFile() });
  await page.goto("/manage-projects");
  await page.getByRole("button", { name: `Delete ${project.title}` }).click();
  await confirmWith(page, "Are you sure you want to delete this project?", "Cancel");
  await expect(page.getByText(project.title).filter({ visible: true }).first()).toBeVisible();
  await page.getByRole("button", { name: `Delete ${project.title}` }).click();
  await confirmWith(page, "Are you sure you want to delete this project?");
  await expect(page.getByText(project.title)).toHaveCount(0);
  expect((await request.get(`/api/projects/${project._id}`)).status()).toBe(404);
  await page.goto("/projects");
  await expect(page.getByText(project.title)).toHaveCount(0);
});

test("a project that cannot be loaded shows the load error", async ({ page }) => {
  await page.goto("/edit-project/ffffffffffffffffffffffff");
  await expect(page.getByRole("alert")).toContainText("Failed to load project. Please try again.");
});
