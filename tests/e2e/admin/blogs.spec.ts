import type { Blog } from "../../../domain/entities";
import { expect, imageFile, test } from "../fixtures";
import { confirmWith, fileInput, upload, uniqueTitle, useToken } from "./support";

test.beforeEach(async ({ page, api }) => {
  await useToken(page, api.token);
});

test("create: blank fields, tags, images with duplicates and Clear all; shows on /blog", async ({ page, request }) => {
  const title = uniqueTitle("Monsoon roof care");
  await page.goto("/addblogs");
  await expect(page.getByRole("heading", { name: "Create New Blog Post", level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Content" })).toHaveAttribute("rows", "4");
  await expect(page.getByLabel("Category")).toHaveValue("General");
  await expect(page.getByRole("option", { name: "Tips & Advice" })).toHaveAttribute("value", "Tips");

  // Spaces only count as blank.
  await page.getByLabel("Title").fill("  ");
  await page.getByRole("textbox", { name: "Content" }).fill(" ");
  await page.getByRole("button", { name: "Publish Blog Post" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Content is required")).toBeVisible();
  await expect(page.getByText("Author is required")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();

  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Content" }).fill("Clean the gutters.\n\nCheck the tiles.");
  await page.getByLabel("Author").fill("Priya Nair");
  await page.getByLabel("Category").selectOption("Tips");
  await page.getByLabel("Tags").fill(" roofing, , monsoon ,kerala ");

  const a = await upload("a.jpg");
  const b = await upload("b.jpg");
  const c = await upload("c.jpg");
  await fileInput(page, "Images").setInputFiles([a, b]);
  await expect(page.getByRole("img", { name: /^Preview of/ })).toHaveCount(2);
  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(page.getByRole("img", { name: /^Preview of/ })).toHaveCount(0);

  await fileInput(page, "Images").setInputFiles([a]);
  await expect(page.getByRole("button", { name: "Clear all" })).toBeHidden();
  await fileInput(page, "Images").setInputFiles([{ ...a, name: "a-copy.jpg" }, c]);
  await expect(page.getByText("Some duplicate images were skipped.")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Preview of/ })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Clear all" })).toBeVisible();

  await page.getByRole("button", { name: "Publish Blog Post" }).click();
  await expect(page).toHaveURL(/\/manage-blogs$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  const { blogs } = (await (await request.get("/api/blogs")).json()) as { blogs: Blog[] };
  const created = blogs.find((blog) => blog.title === title);
  expect(created).toMatchObject({ author: "Priya Nair", category: "Tips", tags: ["roofing", "monsoon", "kerala"] });
  expect(created?.images).toHaveLength(2);

  await page.goto("/blog");
  await expect(page.getByText(title).filter({ visible: true }).first()).toBeVisible();
});

test("edit: tags comma-joined, remove an image, add one, update; delete after confirming", async ({ page, api, request }) => {
  const blog = await api.createBlog({
    title: uniqueTitle("Edit blog"),
    content: "Body",
    author: "Anil",
    category: "Design",
    tags: ["one", "two"],
    images: [await imageFile("x.jpg"), await imageFile("y.jpg")],
  });
  await page.goto(`/edit-blog/${blog._id}`);
  await expect(page.getByRole("heading", { name: "Edit Blog Post", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Tags")).toHaveValue("one, two");
  await expect(page.getByLabel("Category")).toHaveValue("Design");

  await page.getByLabel("Author").fill("");
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expect(page.getByText("Author is required")).toBeVisible();
  await expect(page.getByLabel("Author")).toBeFocused();
  await page.getByLabel("Author").fill("Anil Kumar");
  await page.getByLabel("Tags").fill("two, three");

  await page.getByRole("button", { name: "Remove current image 2" }).click();
  await confirmWith(page, "Are you sure you want to delete this image?");
  await expect(page.getByText("Image removed. Save changes to confirm deletion.")).toBeVisible();
  await expect(page.getByText("Image removed. Save changes to confirm deletion.")).toBeHidden({ timeout: 5000 });

  const z = await upload("z.jpg");
  await fileInput(page, "Images").setInputFiles([z, { ...z, name: "z2.jpg" }]);
  await expect(page.getByText("Some duplicate images were skipped.")).toBeVisible();
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expect(page).toHaveURL(/\/manage-blogs$/);

  const { blog: saved } = (await (await request.get(`/api/blogs/${blog._id}`)).json()) as { blog: Blog };
  expect(saved).toMatchObject({ author: "Anil Kumar", tags: ["two", "three"] });
  expect(saved.images).toHaveLength(2);
  expect(saved.images[0]).toBe(blog.images[0]);
  await page.goto(`/blog/${blog.slug}`);
  await expect(page.getByText("Anil Kumar").first()).toBeVisible();
  await expect(page.getByText("#three").first()).toBeVisible();
  await page.goto("/manage-blogs");

  await page.getByRole("button", { name: `Delete ${blog.title}` }).click();
  await confirmWith(page, "Are you sure you want to delete this blog post?");
  await expect(page.getByRole("heading", { name: blog.title })).toHaveCount(0);
  expect((await request.get(`/api/blogs/${blog._id}`)).status()).toBe(404);
  await page.goto(`/blog/${blog.slug}`);
  await expect(page.getByRole("heading", { name: blog.title })).toHaveCount(0);
});

test("a blog that cannot be loaded shows the load error", async ({ page }) => {
  await page.goto("/edit-blog/ffffffffffffffffffffffff");
  await expect(page.getByRole("alert")).toContainText("Failed to load blog. Please try again.");
});
