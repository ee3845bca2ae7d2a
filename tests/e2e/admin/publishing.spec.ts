/**
 * Publishing calmly (issue #17) as the administrator does it: a post saved as a draft is listed
 * as one and previewed as it will look while the public finds nothing; scheduling asks for a time;
 * the URL field shows the page's address and its old address leads to the new one.
 */
import type { Blog, Project } from "../../../domain/entities";
import { formData } from "../../support/client";
import { expect, test } from "../fixtures";
import { confirmWith, fileInput, uniqueTitle, upload, useToken } from "./support";

test.beforeEach(async ({ page, api }) => {
  await useToken(page, api.token);
});

test("a draft post: listed as a draft, previewed as it will look, public nowhere; then published", async ({ page, request, context }) => {
  const title = uniqueTitle("Laterite or brick");
  const tag = title.split(" ").pop()!.toLowerCase();
  await page.goto("/addblogs");
  await page.getByLabel("Title").fill(title);
  await expect(page.getByText(/Left empty, it is made from the title: \/blog\/laterite-or-brick-/)).toBeVisible();
  await page.getByLabel("Content").fill("Which walls suit a Kerala monsoon.");
  await page.getByLabel("Author").fill("Anu");
  await expect(page.getByRole("radio", { name: "Published" })).toBeChecked();
  await page.getByRole("radio", { name: "Draft" }).check();
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page).toHaveURL(/\/manage-blogs$/);

  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  const { blogs } = (await (await request.get("/api/blogs")).json()) as { blogs: Blog[] };
  expect(blogs.map((b) => b.title)).not.toContain(title);

  const [preview] = await Promise.all([context.waitForEvent("page"), row.getByRole("button", { name: `Preview ${title}` }).click()]);
  await preview.waitForURL(/\?preview=/);
  await expect(preview.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(preview.getByRole("status").filter({ hasText: "Preview: Draft. Visitors cannot see this page yet." })).toBeVisible();
  const slugPath = new URL(preview.url()).pathname;
  await preview.close();
  expect((await request.get(slugPath)).status()).toBe(404);

  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("radio", { name: "Draft" })).toBeChecked();
  // A schedule needs its time.
  await page.getByRole("radio", { name: "Scheduled" }).check();
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expect(page.getByText("Choose the date and time to publish")).toBeVisible();
  await page.getByRole("radio", { name: "Published" }).check();
  await page.getByLabel("URL").fill(`Laterite walls ${tag}`);
  await expect(
    page.getByText(`The page's address: /blog/laterite-walls-${tag}. The old address /blog/laterite-or-brick-${tag} will lead here.`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expect(page).toHaveURL(/\/manage-blogs$/);
  await expect(page.getByRole("listitem").filter({ hasText: title }).getByText("Published", { exact: true })).toBeVisible();

  await page.goto(slugPath);
  await expect(page).toHaveURL(new RegExp(`/blog/laterite-walls-${tag}$`));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
});

test("a scheduled project shows its time in the list", async ({ page }) => {
  const title = uniqueTitle("Scheduled villa");
  await page.goto("/addprojects");
  await page.getByLabel("Title").fill(title);
  await fileInput(page, "Cover image").setInputFiles(await upload("c.jpg"));
  await page.getByRole("radio", { name: "Scheduled" }).check();
  await page.getByLabel("Publish on").fill("2099-12-01T09:30");
  await page.getByRole("button", { name: "Create Project" }).click();
  await expect(page).toHaveURL(/\/manage-projects$/);
  await expect(page.getByText(title).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("Scheduled · 1 Dec 2099, 9:30 am").filter({ visible: true }).first()).toBeVisible();
});

test("a deleted project waits in the trash and comes back whole with Restore; Delete forever removes it", async ({
  page,
  api,
  request,
}) => {
  const project = await api.createProject({
    title: uniqueTitle("Trashed villa"),
    coverImage: { name: "c.jpg", data: (await upload("c.jpg", { color: "#aa7733" })).buffer },
  });
  await page.goto("/manage-projects");
  await page
    .getByRole("button", { name: `Delete ${project.title}` })
    .filter({ visible: true })
    .click();
  await confirmWith(page, "Are you sure you want to delete this project?");
  await expect(page.getByText("Moved to the trash, where it stays for 30 days.")).toBeVisible();
  expect((await request.get(`/projects/${project.slug}`)).status()).toBe(404);

  await page.getByRole("link", { name: "Open the trash" }).click();
  await expect(page).toHaveURL(/\/trash$/);
  const row = page.getByRole("listitem").filter({ hasText: project.title });
  await expect(row.getByText(/Project · deleted .* · removed for good on /)).toBeVisible();
  await row.getByRole("button", { name: `Restore ${project.title}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${project.title}” is restored.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get(`/projects/${project.slug}`)).status()).toBe(200);
  expect((await request.get(`/uploads/${project.coverImage}`)).status()).toBe(200);

  await api.remove("projects", project._id);
  await page.reload();
  await page.getByRole("button", { name: `Delete ${project.title} forever` }).click();
  await confirmWith(page, `Delete “${project.title}” for good? Its photos are removed too, and this cannot be undone.`);
  await expect(page.getByRole("status").filter({ hasText: `“${project.title}” is deleted for good.` })).toBeVisible();
  expect((await request.get(`/uploads/${project.coverImage}`)).status()).toBe(404);
});

test("the history of a post: compare a saved version with what is saved now, and restore it", async ({ page, api }) => {
  const post = await api.createBlog({ title: uniqueTitle("Tiles guide"), content: "Vitrified tiles for the hall.", author: "Anu" });
  await api.json(
    "PUT",
    `/api/blogs/${post._id}`,
    formData({ title: `${post.title} (2nd)`, content: "Clay tiles for the roof.", author: "Anu" }),
  );
  await page.goto(`/edit-blog/${post._id}`);
  await page.locator("summary").filter({ hasText: "History" }).click();
  const versions = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Restore" }) });
  await expect(versions).toHaveCount(1);
  await versions.getByRole("button", { name: "Compare" }).click();
  await expect(versions.getByText("Vitrified tiles for the hall.")).toBeVisible();
  await expect(versions.getByText("Clay tiles for the roof.")).toBeVisible();
  await versions.getByRole("button", { name: "Restore" }).click();
  await confirmWith(page, "Restore the version saved on", "Restore");
  await expect(page).toHaveURL(/\/manage-blogs$/);
  await expect(page.getByText(/Restored the version saved on/)).toBeVisible();
  const { blog } = await api.json<{ blog: Blog }>("GET", `/api/admin/blogs/${post._id}`);
  expect(blog).toMatchObject({ title: post.title, content: "Vitrified tiles for the hall." });
});

test("what is typed in a form is kept as it is typed and offered back after the tab is closed", async ({ page, context }) => {
  const title = uniqueTitle("Autosaved post");
  await page.goto("/addblogs");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("Half-written words about plinth beams.");
  // Kept a moment after the last keystroke: the draft holds the words typed last.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.entries(localStorage).some(([key, value]) => key.startsWith("admin-draft:") && value.includes("plinth beams")),
      ),
    )
    .toBe(true);
  await page.close();

  // A new tab, as after a crash or a closed window.
  const again = await context.newPage();
  await again.goto("/addblogs");
  await expect(again.getByText("You have unsaved changes")).toBeVisible();
  await expect(again.getByLabel("Title")).toHaveValue("");
  await again.getByRole("button", { name: "Restore my changes" }).click();
  await expect(again.getByLabel("Title")).toHaveValue(title);
  await expect(again.getByLabel("Content")).toHaveValue("Half-written words about plinth beams.");
  await expect(again.getByText("You have unsaved changes")).toBeHidden();

  await again.reload();
  await again.getByRole("button", { name: "Discard them" }).click();
  await again.reload();
  await expect(again.getByLabel("Title")).toBeVisible();
  await expect(again.getByText("You have unsaved changes")).toBeHidden();
});

test("a project's photos are put in order by keyboard and one is made the cover", async ({ page, api }) => {
  const project = await api.createProject({
    title: uniqueTitle("Ordered villa"),
    coverImage: { name: "c.jpg", data: (await upload("c.jpg", { color: "#112233" })).buffer },
    gallery: [
      { name: "a.jpg", data: (await upload("a.jpg", { color: "#445566" })).buffer },
      { name: "b.jpg", data: (await upload("b.jpg", { color: "#778899" })).buffer },
    ],
  });
  const [a, b] = project.gallery as [string, string];
  await page.goto(`/edit-project/${project._id}`);
  await expect(page.getByRole("button", { name: "Move image 1 earlier" })).toBeDisabled();
  await page.getByRole("button", { name: "Move image 2 earlier" }).focus();
  await page.keyboard.press("Enter");
  // The photo moved, and the focus with it: it is image 1 now.
  await expect(page.getByRole("button", { name: "Move image 1 later" })).toBeFocused();
  await page.getByRole("button", { name: "Use image 1 as the cover" }).click();
  await expect(page.getByRole("img", { name: "Cover chosen from the gallery" })).toBeVisible();
  await page.getByLabel("What image 1 shows").fill("Front verandah in laterite");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/manage-projects$/);
  const { project: saved } = await api.json<{ project: Project }>("GET", `/api/admin/projects/${project._id}`);
  expect(saved.gallery).toEqual([b, a]);
  expect(saved.coverImage).toBe(b);
  expect(saved.imageAlts).toEqual({ [b]: "Front verandah in laterite" });
  await page.goto(`/projects/${project.slug}`);
  await expect(page.getByRole("img", { name: "Front verandah in laterite" }).first()).toBeVisible();
});

test("a post's photos are dragged to their place, with a pointer and with the keyboard", async ({ page, api, isMobile }) => {
  const colors = ["#aa2222", "#22aa22", "#2222aa"];
  const images = await Promise.all(
    colors.map(async (color, i) => ({ name: `${i}.jpg`, data: (await upload(`${i}.jpg`, { color })).buffer })),
  );
  const blog = await api.createBlog({ title: uniqueTitle("Dragged photos"), content: "Three photos.", author: "Anu", images });
  const [first, second, third] = blog.images as [string, string, string];
  await page.goto(`/edit-blog/${blog._id}`);
  const handle = (n: number) => page.getByRole("button", { name: `Drag image ${n} to its place` });
  const photo = (n: number) => page.getByRole("img", { name: `Stored file ${n} of 3` });
  // What a screen reader is told (dnd-kit's live region): also the sign that each step has been taken.
  const announced = page.locator("[id^=DndLiveRegion]");

  // The photos stand still (no drop animation running): their places are measured at a pick-up.
  const settled = () => page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));

  // Keyboard: Space picks the second photo up, an arrow moves it, Space drops it.
  await settled();
  await handle(2).focus();
  await page.keyboard.press("Space");
  await expect(announced).toHaveText(/^(Picked up image 2 of 3|Image 2 is over place 2 of 3)\.$/);
  await page.keyboard.press(isMobile ? "ArrowDown" : "ArrowRight");
  await expect(announced).toHaveText("Image 2 is over place 3 of 3.");
  await page.keyboard.press("Space");
  await expect(page.locator("[data-photo]").nth(2)).toHaveAttribute("data-photo", second);
  await settled();

  // Pointer: the (now) second photo's handle onto the first photo.
  await handle(2).scrollIntoViewIfNeeded();
  const from = (await handle(2).boundingBox())!;
  const to = (await photo(1).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await expect(announced).toHaveText(/^(Picked up image 2 of 3|Image 2 is over place \d of 3)\.$/);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.locator("[data-photo]").first()).toHaveAttribute("data-photo", third);
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expect(page).toHaveURL(/\/manage-blogs$/);
  const { blog: saved } = await api.json<{ blog: Blog }>("GET", `/api/admin/blogs/${blog._id}`);
  expect(saved.images).toEqual([third, first, second]);
});

test("a long list: searched on the server, thirty at a time, Load more adds the rest and takes the focus", async ({ page, api }) => {
  const tag = uniqueTitle("Vizhinjam").split(" ").pop()!;
  for (let i = 0; i < 31; i++) {
    await api.createBlog({ title: `Harbour works ${String(i).padStart(2, "0")} ${tag}`, content: "Notes from the site.", author: "Anu" });
  }
  await page.goto("/manage-blogs");
  await expect(page.getByText(/^Total: \d+ blog posts$/)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search blog posts" }).fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/manage-blogs\\?q=${tag}$`));
  await expect(page.getByText("Showing 30 of 31 blog posts")).toBeVisible();
  // Newest first: the oldest is on the next page.
  await expect(page.getByRole("heading", { name: `Harbour works 30 ${tag}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Harbour works 00 ${tag}` })).toHaveCount(0);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByText("Showing 31 of 31 blog posts")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Harbour works 00 ${tag}` })).toBeFocused();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  // A reload keeps the search (it is in the address); a search that finds nothing says so.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search blog posts" })).toHaveValue(tag);
  await page.getByRole("searchbox", { name: "Search blog posts" }).fill(`${tag}-nothing`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`No blog posts match “${tag}-nothing”.`)).toBeVisible();
  await page.getByRole("link", { name: "Clear search" }).first().click();
  await expect(page).toHaveURL(/\/manage-blogs\??$/);
  await expect(page.getByRole("searchbox", { name: "Search blog posts" })).toHaveValue("");
});
