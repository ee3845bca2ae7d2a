import { expect, expectNoSeriousA11yViolations, imageFile, test } from "../fixtures";
import { uniqueTitle, useToken } from "./support";

// One test a page: an axe scan of a page listing hundreds of items takes a while on a small
// machine, and each page has its own time.
test("the login page and the reset page pass an axe scan", async ({ page }) => {
  for (const path of ["/login", "/forgot-password"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

const LISTS_AND_FORMS = ["/dashboard", "/manage-projects", "/manage-gallery", "/manage-blogs", "/addprojects", "/addgallery", "/addblogs"];

for (const path of LISTS_AND_FORMS) {
  test(`${path} passes an axe scan`, async ({ page, api }) => {
    await useToken(page, api.token);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test("the three edit forms pass an axe scan", async ({ page, api }) => {
  const project = await api.createProject({
    title: uniqueTitle("Axe project"),
    description: "Scanned",
    coverImage: await imageFile(),
    gallery: [await imageFile()],
  });
  const blog = await api.createBlog({ title: uniqueTitle("Axe blog"), content: "Scanned", author: "Axe", images: [await imageFile()] });
  const gallery = await api.createGallery({ title: uniqueTitle("Axe gallery"), gallery: [await imageFile()] });
  await useToken(page, api.token);
  for (const path of [`/edit-project/${project._id}`, `/edit-gallery/${gallery._id}`, `/edit-blog/${blog._id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test("a form with its errors showing passes an axe scan", async ({ page, api }) => {
  await useToken(page, api.token);
  await page.goto("/addblogs");
  await page.getByRole("button", { name: "Publish Blog Post" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
