import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures";
import { formatLongDate, makeBlog, uniqueTag } from "./helpers";

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search articles" });
}

/** The card grid (the featured article above it repeats the newest title). */
function articleList(page: Page) {
  return page.getByRole("region", { name: "Latest Articles" });
}

function categoryButtons(page: Page) {
  return page.getByRole("group", { name: "Filter articles by category" });
}

test.describe("blog page", () => {
  test("shows the header and article cards", async ({ page, api }) => {
    const title = `Laterite or brick ${uniqueTag()}`;
    const blog = await makeBlog(api, {
      title,
      author: "Divya Nair",
      category: "Tips",
      content: "Laterite keeps a house cool in the Kerala summer.",
    });
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
    await expect(page.getByText("Insights, News & Construction Tips")).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search articles...");
    const card = articleList(page)
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title, level: 3 }) });
    await expect(card.getByText("Divya Nair")).toBeVisible();
    await expect(card.getByText("Tips & Advice")).toBeVisible();
    await expect(card.getByText("Laterite keeps a house cool in the Kerala summer.")).toBeVisible();
    await expect(card.locator("time")).toHaveText(formatLongDate(blog.createdAt));
    await card.getByRole("link", { name: /^Read More/ }).click();
    await expect(page).toHaveURL(`/blog/${blog.slug}`);
  });

  test("a long article's card ends its excerpt at a word, with an ellipsis", async ({ page, api }) => {
    const title = `Long read ${uniqueTag()}`;
    const words = "Plastering laterite walls with lime lets them breathe through the monsoon months".split(" ");
    await makeBlog(api, { title, content: Array.from({ length: 6 }, () => words.join(" ")).join(" ") });
    await page.goto("/blog");
    const card = articleList(page)
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title, level: 3 }) });
    const excerpt = await card.getByText(/^Plastering laterite/).textContent();
    expect(excerpt).toMatch(/…$/);
    const lastWord = excerpt!.slice(0, -1).split(" ").at(-1)!;
    expect(words).toContain(lastWord);
  });

  test("the featured article is the newest post, with at most 250 characters of it", async ({ page, api }) => {
    const title = `Featured article ${uniqueTag()}`;
    const content = "Choosing a plot in Thiruvananthapuram means checking drainage, road access and soil. ".repeat(8);
    await makeBlog(api, { title, content });
    const newest = async () =>
      ((await (await page.request.get("/api/blogs")).json()) as { blogs: Array<{ title: string; content: string }> }).blogs[0]!;
    const before = await newest();
    await page.goto("/blog");
    const after = await newest();
    const featured = page.getByRole("region", { name: "Featured Article" });
    const shown = await featured.getByRole("heading", { level: 3 }).textContent();
    const blog = [before, after].find((b) => b.title === shown);
    expect(blog, "the featured article is the newest post").toBeTruthy();
    const start = blog!.content.replace(/\s+/g, " ").trim().slice(0, 30);
    const excerpt = featured.getByText(start);
    const text = (await excerpt.textContent()) ?? "";
    expect(text.length).toBeLessThanOrEqual(250);
    expect(text.length).toBeGreaterThan(0);
    await expect(featured.getByRole("link", { name: "Read Full Article" })).toHaveAttribute("href", /^\/blog\/[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test("search matches titles and content, case-insensitively", async ({ page, api }) => {
    const tag = uniqueTag();
    const byTitle = `Monsoon roofing ${tag}`;
    const byContent = `Foundations ${tag}`;
    await makeBlog(api, { title: byTitle });
    await makeBlog(api, { title: byContent, content: `Piles for marshy soil near Akkulam, word zq${tag}.` });
    await page.goto("/blog");

    await searchBox(page).fill(`MONSOON ROOFING ${tag.toUpperCase()}`);
    await expect(articleList(page).getByRole("heading", { name: byTitle, level: 3 })).toBeVisible();
    await expect(articleList(page).getByRole("heading", { name: byContent, level: 3 })).toHaveCount(0);

    await searchBox(page).fill(`ZQ${tag.toUpperCase()}`);
    await expect(articleList(page).getByRole("heading", { name: byContent, level: 3 })).toBeVisible();
    await expect(articleList(page).getByRole("heading", { name: byTitle, level: 3 })).toHaveCount(0);
  });

  test("category buttons filter the list, and 'Clear Filters' resets category and search", async ({ page, api }) => {
    const tag = uniqueTag();
    const architecture = `Architecture ${tag}`;
    const design = `Design ${tag}`;
    await makeBlog(api, { title: architecture, category: "Architecture" });
    await makeBlog(api, { title: design, category: "Design" });
    await page.goto("/blog");

    await categoryButtons(page).getByRole("button", { name: "Architecture" }).click();
    await expect(categoryButtons(page).getByRole("button", { name: "Architecture" })).toHaveAttribute("aria-pressed", "true");
    await expect(articleList(page).getByRole("heading", { name: architecture, level: 3 })).toBeVisible();
    await expect(articleList(page).getByRole("heading", { name: design, level: 3 })).toHaveCount(0);

    await searchBox(page).fill(`nothing-matches-${tag}`);
    await expect(page.getByText("No articles found")).toBeVisible();
    await expect(page.getByText("No articles match your current filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(categoryButtons(page).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(articleList(page).getByRole("heading", { name: architecture, level: 3 })).toBeVisible();
    await expect(articleList(page).getByRole("heading", { name: design, level: 3 })).toBeVisible();
  });

  test("the server sends the articles in the HTML", async ({ request, api }) => {
    const title = `Server blog ${uniqueTag()}`;
    await makeBlog(api, { title, content: "Septic tanks need a soak pit sized for the soil." });
    const html = await (await request.get("/blog")).text();
    expect(html).toContain("Our Blog");
    expect(html).toContain(title);
    expect(html).toContain("Septic tanks need a soak pit sized for the soil.");
  });

  test.describe("accessibility", () => {
    test.use({ reducedMotion: "reduce" });
    test("/blog has no serious axe violations", async ({ page, api }) => {
      await makeBlog(api, { title: `Axe blog ${uniqueTag()}`, images: 1 });
      await page.goto("/blog");
      await expectNoSeriousA11yViolations(page);
    });
  });
});
