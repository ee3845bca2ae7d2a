import type { Blog } from "../../../domain/entities";
import { makeImage } from "../../support/images";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, test } from "../fixtures";
import { fileInput, storedToken, throttleUpload, upload, uniqueTitle, useToken } from "./support";

test("a session that ends before a submit keeps the form: sign in again and it is filled in", async ({ page, api, request }) => {
  await useToken(page, api.token);
  const title = uniqueTitle("Kept through sign-in");
  await page.goto("/addblogs");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Content" }).fill("Long text the administrator must not lose.");
  await page.getByLabel("Author").fill("Meera");
  await page.getByLabel("Category").selectOption("Construction");
  await page.getByLabel("Tags").fill("kept, safe");
  await fileInput(page, "Images").setInputFiles(await upload("chosen.jpg"));
  // The photo goes to the site as soon as it is chosen.
  await expect(page.getByRole("status").filter({ hasText: "Sent" })).toHaveCount(1);

  // The session is revoked behind the page's back (e.g. a password reset on the server).
  const token = await storedToken(page);
  expect((await request.post("/api/logout", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

  await page.getByRole("button", { name: "Publish Blog Post" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();

  await page.getByLabel("Email address").fill(ADMIN_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/addblogs$/);
  await expect(page.getByText(/What you typed has been restored; please re-attach any images you had chosen\./)).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByRole("textbox", { name: "Content" })).toHaveValue("Long text the administrator must not lose.");
  await expect(page.getByLabel("Author")).toHaveValue("Meera");
  await expect(page.getByLabel("Category")).toHaveValue("Construction");
  await expect(page.getByLabel("Tags")).toHaveValue("kept, safe");

  await fileInput(page, "Images").setInputFiles(await upload("chosen-again.jpg"));
  await page.getByRole("button", { name: "Publish Blog Post" }).click();
  await expect(page).toHaveURL(/\/manage-blogs$/);
  const { blogs } = (await (await request.get("/api/blogs")).json()) as { blogs: Blog[] };
  expect(blogs.find((blog) => blog.title === title)?.tags).toEqual(["kept", "safe"]);

  // The draft is gone once saved.
  await page.goto("/addblogs");
  await expect(page.getByLabel("Title")).toHaveValue("");
});

test("a file the server refuses is named in the message and the form keeps everything", async ({ page, api }) => {
  await useToken(page, api.token);
  const title = uniqueTitle("Refused upload");
  await page.goto("/addprojects");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Location").fill("Kazhakoottam");
  await fileInput(page, "Cover image").setInputFiles({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("plain text, not a picture"),
  });
  await page.getByRole("button", { name: "Create Project" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Failed to create project. Please try again.");
  await expect(alert).toContainText('"notes.jpg"');
  await expect(page.getByRole("button", { name: "Create Project" })).toBeEnabled();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Location")).toHaveValue("Kazhakoottam");
  await expect(page.getByRole("img", { name: "Preview of notes.jpg" })).toBeAttached();
});

test("a failed update keeps the form with the SPEC message", async ({ page, api }) => {
  await useToken(page, api.token);
  const blog = await api.createBlog({ title: uniqueTitle("Update fails"), content: "c", author: "a" });
  await page.goto(`/edit-blog/${blog._id}`);
  await page.route(`**/api/blogs/${blog._id}`, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Something went wrong on our side."}' })
      : route.continue(),
  );
  await page.getByRole("textbox", { name: "Content" }).fill("Changed text");
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expect(page.getByRole("alert")).toContainText("Failed to update blog. Please try again.");
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Content" })).toHaveValue("Changed text");
});

test("an upload shows its progress and the busy label", async ({ page, api }) => {
  await useToken(page, api.token);
  await page.goto("/addgallery");
  // About 1.5 MB at 400 KB/s: several seconds of upload progress events.
  await throttleUpload(page, 400_000);
  const big = await makeImage({ width: 1200, height: 900, noise: true, format: "png" });
  await fileInput(page, "Gallery images").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  await page.getByLabel("Title").fill(uniqueTitle("Progress"));
  await page.getByRole("button", { name: "Upload Images" }).click();
  await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  const bar = page.getByRole("progressbar", { name: "Uploading…" });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 20_000 }).toBeGreaterThan(0);
  await throttleUpload(page, null);
  await expect(page.getByText("Gallery uploaded successfully!")).toBeVisible({ timeout: 30_000 });
});

test("an expired token is found on entering the admin area, and signing in returns there", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.evaluate(() => window.localStorage.setItem("token", "expired-or-revoked-token-value"));
  await page.goto("/manage-gallery");
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  await page.getByLabel("Email address").fill(ADMIN_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/manage-gallery$/);
});
