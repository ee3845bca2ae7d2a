/** The admin forms' finish (issue #16): facts, success messages, leaving with unsaved work, stale and repeated photos. */
import type { Project } from "../../../domain/entities";
import { expect, imageFile, test } from "../fixtures";
import { confirmWith, fileInput, upload, uniqueTitle, useToken } from "./support";

test.beforeEach(async ({ page, api }) => {
  await useToken(page, api.token);
});

test("a project's facts are entered, checked and saved; the manage page then says it was created", async ({ page, request }) => {
  const title = uniqueTitle("Facts Home");
  await page.goto("/addprojects");
  await page.getByLabel("Title").fill(title);
  await fileInput(page, "Cover image").setInputFiles(await upload("cover.jpg"));
  const facts = page.getByRole("group", { name: "Project facts" });
  await facts.getByLabel("Status").selectOption("Completed");
  await facts.getByLabel("Year").fill("1800");
  await facts.getByLabel("Built-up area (sq.ft)").fill("2,400");
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(facts.getByText(/^Year must be a whole number from 1950 to \d{4}$/)).toBeVisible();
  await expect(facts.getByText("Built-up area must be a whole number from 1 to 1,000,000")).toBeVisible();
  await expect(facts.getByLabel("Year")).toBeFocused();

  await facts.getByLabel("Year").fill("2024");
  await facts.getByLabel("Built-up area (sq.ft)").fill("2400");
  await facts.getByLabel("Bedrooms").fill("3");
  await facts.getByLabel("Locality").fill("Vattiyoorkavu");
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page).toHaveURL(/\/manage-projects$/);
  await expect(page.getByRole("status").filter({ hasText: "Project created successfully!" })).toBeVisible();

  const { projects } = (await (await request.get("/api/projects")).json()) as { projects: Project[] };
  expect(projects.find((p) => p.title === title)).toMatchObject({
    constructionStatus: "Completed",
    year: 2024,
    builtUpSqft: 2400,
    bedrooms: 3,
    locality: "Vattiyoorkavu",
  });
});

test("an edit says it was saved; a renovation picks its before and after photos", async ({ page, api }) => {
  const title = uniqueTitle("Old House");
  const made = await api.createProject({
    title,
    category: "Renovation",
    coverImage: await imageFile("cover.jpg"),
    gallery: [await imageFile("a.jpg"), await imageFile("b.jpg")],
  });
  await page.goto(`/edit-project/${made._id}`);
  const facts = page.getByRole("group", { name: "Project facts" });
  await facts.getByLabel("Before photo").selectOption({ label: "Current photo 1" });
  await facts.getByLabel("After photo").selectOption({ label: "Current photo 2" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/manage-projects$/);
  await expect(page.getByRole("status").filter({ hasText: "Project updated successfully!" })).toBeVisible();
  const { project } = await api.json<{ project: Project }>("GET", `/api/projects/${made._id}`);
  expect(project).toMatchObject({ beforeImage: made.gallery[0], afterImage: made.gallery[1] });
});

test("leaving a form with unsaved text or queued photos asks first", async ({ page }) => {
  await page.goto("/addblogs");
  // Nothing typed yet: Cancel leaves at once.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/manage-blogs$/);

  await page.goto("/addblogs");
  await page.getByLabel("Title").fill("Half-written post");
  await page.getByRole("link", { name: "Cancel" }).click();
  await confirmWith(page, "Leave this page? Your changes have not been saved.", "Cancel");
  await expect(page).toHaveURL(/\/addblogs$/);
  await expect(page.getByLabel("Title")).toHaveValue("Half-written post");
  await page.getByRole("link", { name: "Cancel" }).click();
  await confirmWith(page, "Leave this page? Your changes have not been saved.", "Leave");
  await expect(page).toHaveURL(/\/manage-blogs$/);

  await page.goto("/addgallery");
  await fileInput(page, "Gallery images").setInputFiles(await upload("queued.jpg"));
  await expect(page.getByRole("img", { name: "Preview of queued.jpg" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await confirmWith(page, "Leave this page? Your changes have not been saved.", "Cancel");
  await expect(page.getByRole("img", { name: "Preview of queued.jpg" })).toBeVisible();
});

test("a photo the item already has is refused, and said; the cover error goes as soon as a cover is chosen", async ({ page, api }) => {
  const photo = await upload("kept.jpg");
  const made = await api.createBlog({
    title: uniqueTitle("Photos"),
    content: "Text.",
    author: "Anil",
    images: [{ name: photo.name, data: photo.buffer, type: "image/jpeg" }],
  });
  await page.goto(`/edit-blog/${made._id}`);
  await fileInput(page, "Images").setInputFiles({ ...photo, name: "same-again.jpg" });
  await expect(page.getByText("This item already has that photo, so it was skipped.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Preview of same-again.jpg" })).toHaveCount(0);

  await page.goto("/addprojects");
  await page.getByLabel("Title").fill(uniqueTitle("Cover"));
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Please upload a cover image.")).toBeVisible();
  await fileInput(page, "Cover image").setInputFiles(await upload("cover.jpg"));
  await expect(page.getByText("Please upload a cover image.")).toHaveCount(0);
});
