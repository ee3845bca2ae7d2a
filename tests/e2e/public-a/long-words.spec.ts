import { expect, imageFile, test } from "../fixtures";

/** A word longer than a phone is wide (a pasted link, a code) wraps; the page never scrolls sideways. */
// A phone's width is where this matters (@phone: playwright.config.ts).
test("long unbroken words never widen the page", { tag: "@phone" }, async ({ page, api }) => {
  const word = "Thiruvananthapuram".repeat(8);
  const blog = await api.createBlog({
    title: word.slice(0, 200),
    content: `${word}\n\n${word}`,
    author: word.slice(0, 120),
    tags: [word.slice(0, 50)],
  });
  const project = await api.createProject({
    title: word.slice(0, 200),
    description: word,
    location: word.slice(0, 150),
    coverImage: await imageFile(),
  });
  await page.addInitScript((token) => window.localStorage.setItem("token", token), api.token!);
  for (const path of [
    `/blog/${blog.slug}`,
    "/blog",
    `/projects/${project.slug}`,
    "/projects",
    "/",
    "/manage-blogs",
    "/manage-projects",
    "/dashboard",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
  }
  await api.remove("blogs", blog._id);
  await api.remove("projects", project._id);
});
