import { expect, expectNoSeriousA11yViolations, imageFile, test } from "../fixtures";
import { uniqueTitle, useToken } from "./support";

test("every admin page, the login page and the reset page pass an axe scan", async ({ page, api }) => {
  test.setTimeout(120_000);
  const project = await api.createProject({
    title: uniqueTitle("Axe project"),
    description: "Scanned",
    coverImage: await imageFile(),
    gallery: [await imageFile()],
  });
  const blog = await api.createBlog({ title: uniqueTitle("Axe blog"), content: "Scanned", author: "Axe", images: [await imageFile()] });
  const gallery = await api.createGallery({ title: uniqueTitle("Axe gallery"), gallery: [await imageFile()] });

  for (const path of ["/login", "/forgot-password"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  await useToken(page, api.token);
  const pages = [
    "/dashboard",
    "/manage-projects",
    "/manage-gallery",
    "/manage-blogs",
    "/addprojects",
    "/addgallery",
    "/addblogs",
    `/edit-project/${project._id}`,
    `/edit-gallery/${gallery._id}`,
    `/edit-blog/${blog._id}`,
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  }

  // A form with its errors showing.
  await page.goto("/addblogs");
  await page.getByRole("button", { name: "Publish Blog Post" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
