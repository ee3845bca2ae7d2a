import { expect, expectNoSeriousA11yViolations, test } from "../fixtures";
import { formatLongDate, makeBlog, uniqueTag } from "./helpers";

test.describe("blog detail page", () => {
  test("shows the article: hero, date, tags, paragraphs, author box, gallery and sidebar", async ({ page, api }) => {
    const tag = uniqueTag();
    await makeBlog(api, { title: `Earlier post ${tag}` });
    const title = `Building through the monsoon ${tag}`;
    const blog = await makeBlog(api, {
      title,
      author: "Divya Nair",
      category: "Design",
      tags: ["monsoon", "roofing"],
      content: "Start the roof before June.\n\nCover the slab while it cures.\n\nCheck the gutters in August.",
      images: 2,
    });
    const response = await page.goto(`/blog/${blog.slug}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(formatLongDate(blog.createdAt)).first()).toBeVisible();
    expect(formatLongDate(blog.createdAt)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByText("Divya Nair").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["#monsoon", "#roofing"]);
    for (const paragraph of ["Start the roof before June.", "Cover the slab while it cures.", "Check the gutters in August."]) {
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Written by")).toBeVisible();
    await expect(page.getByText("Construction Specialist")).toBeVisible();
    await expect(page.getByRole("region", { name: "Share this article" }).getByRole("link", { name: "Share on Facebook" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Gallery", exact: true })).toBeVisible();

    const others = page.getByRole("region", { name: "Other Articles" });
    const links = others.getByRole("link").filter({ hasNotText: "View All Articles" });
    expect(await links.count()).toBeGreaterThanOrEqual(1);
    expect(await links.count()).toBeLessThanOrEqual(3);
    await expect(others.getByText(title, { exact: true })).toHaveCount(0);
    await expect(others.getByRole("link", { name: "View All Articles" })).toHaveAttribute("href", "/blog");

    // The fixed list: All, the article's own category, Construction, Design, Tips; then any other category that has a post.
    const categories = page.getByRole("navigation", { name: "Categories" });
    const names = await categories.getByRole("link").allTextContents();
    expect(names.slice(0, 4).map((name) => name.trim())).toEqual(["All", "Design", "Construction", "Tips & Advice"]);
    await expect(categories.getByRole("link", { name: "Construction" })).toHaveAttribute("href", "/blog?category=Construction");
    await expect(categories.getByRole("link", { name: "All" })).toHaveAttribute("href", "/blog");
    await categories.getByRole("link", { name: "Design" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Design$/);
    await expect(page.getByRole("group", { name: "Filter articles by category" }).getByRole("button", { name: "Design" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("Categories adds every other category that has an article, General too, and each leads to its articles", async ({ page, api }) => {
    const tag = uniqueTag();
    const general = await makeBlog(api, { title: `Budgeting a home ${tag}`, category: "General" });
    const tips = await makeBlog(api, { title: `Before the monsoon ${tag}`, category: "Tips" });
    await page.goto(`/blog/${tips.slug}`);
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.getByRole("link").nth(1)).toHaveText("Tips & Advice");
    await expect(categories.getByRole("link", { name: "General" })).toHaveAttribute("href", "/blog?category=General");
    await categories.getByRole("link", { name: "General" }).click();
    await expect(page).toHaveURL(/\/blog\?category=General$/);
    await expect(page.getByRole("heading", { name: general.title, level: 3 })).toBeVisible();
  });

  test("the article ends with an invitation to enquire", async ({ page, api }) => {
    const blog = await makeBlog(api, { title: `Prompt ${uniqueTag()}` });
    await page.goto(`/blog/${blog.slug}`);
    const prompt = page.getByRole("region", { name: "Planning Your Own Home?" });
    await expect(prompt.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/contact#enquiry-form");
    await expect(prompt.getByRole("link", { name: /Call Us Now/ })).toHaveAttribute("href", /^tel:/);
  });

  test("'Gallery' shows only when the article has more than one image", async ({ page, api }) => {
    const blog = await makeBlog(api, { title: `Single photo ${uniqueTag()}`, images: 1 });
    await page.goto(`/blog/${blog.slug}`);
    await expect(page.getByRole("img", { name: blog.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Gallery", exact: true })).toHaveCount(0);
  });

  test("content is shown as text, never as HTML", async ({ page, api }) => {
    const blog = await makeBlog(api, { title: `Markup ${uniqueTag()}`, content: "<b>bold</b> <script>window.pwned = 1</script>" });
    await page.goto(`/blog/${blog.slug}`);
    await expect(page.getByText("<b>bold</b>", { exact: false })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  });

  test("an unknown id answers 404 with one clear message and 'Back to Blogs'", async ({ page }) => {
    const response = await page.goto("/blog/0123456789abcdef01234567");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    await expect(page.getByText("This article is not on our site. It may have been removed, or the link may be mistyped.")).toBeVisible();
    // Not a failure to retry: the load error of docs/product.md §8 is for when the article cannot be read.
    await expect(page.getByText("Failed to load blog. Please try again.")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Blogs" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
  });

  test("the server sends the article with BlogPosting data", async ({ request, api }) => {
    const title = `Structured ${uniqueTag()}`;
    const blog = await makeBlog(api, { title, author: "Anil Kumar", content: "First paragraph.\n\nSecond paragraph.", images: 1 });
    const html = await (await request.get(`/blog/${blog.slug}`)).text();
    expect(html).toContain(`<title>${title} | `);
    expect(html).toContain('<p class="whitespace-pre-line">Second paragraph.</p>');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const posting = blocks.find((b) => b["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: title,
      datePublished: blog.createdAt,
      dateModified: blog.updatedAt,
      author: { name: "Anil Kumar" },
    });
    expect((posting!.image as string[])[0]).toMatch(/^https?:\/\/.+-w1600\.webp$/);
    expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
  });

  test.describe("accessibility", () => {
    test.use({ reducedMotion: "reduce" });
    test("a blog post has no serious axe violations", async ({ page, api }) => {
      const blog = await makeBlog(api, { title: `Axe post ${uniqueTag()}`, tags: ["axe"], images: 2 });
      await page.goto(`/blog/${blog.slug}`);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
