/**
 * The blog list at any size (issue #17): paged on the server ("Load more" is `?page=n`, without
 * JavaScript), and the search and category filter run over every post, not only a page of them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog } from "../../domain/entities";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
const TAG = `laterite${Date.now().toString(36)}`;

beforeAll(async () => {
  server = await startServer({}, { pages: true });
  // 23 posts; the word is in the text (not the title) of every third, oldest first.
  for (let i = 0; i < 23; i++) {
    await server.api.createBlog({
      title: `Post ${String(i).padStart(2, "0")}`,
      content: i % 3 === 0 ? `Notes on ${TAG.toUpperCase()} walls, part ${i}.` : "Other words.",
      author: "Anu",
      category: i % 2 === 0 ? "Construction" : "Design",
    });
  }
});
afterAll(() => server.close());

const html = async (path: string) => (await fetch(server.baseUrl + path)).text();
/** The titles of the list's cards, after the featured (newest) post's. */
const titles = (page: string) => [...page.matchAll(/<h3[^>]*>(Post \d\d)<\/h3>/g)].map((m) => m[1]).slice(1);

describe("the blog list", () => {
  it("shows nine posts a page, and ?page=n the first n pages, newest first", async () => {
    const first = await html("/blog");
    expect(first).toContain("Showing 9 of 23 articles");
    expect(first).toContain('href="/blog?page=2#article-9"');
    const three = await html("/blog?page=3");
    expect(three).toContain("Showing 23 of 23 articles");
    expect(three).not.toContain("Load more articles");
    expect(titles(three).slice(0, 3)).toEqual(["Post 22", "Post 21", "Post 20"]);
  });

  it("searches every post's text, case-insensitively, before paging; the category too", async () => {
    const found = await html(`/blog?q=${TAG}`);
    expect(found).toContain("Showing 8 of 8 articles");
    expect(titles(found)).toContain("Post 00");
    const design = await html(`/blog?q=${TAG}&category=Design`);
    expect(design).toContain("Showing 4 of 4 articles");
    const none = await html("/blog?q=nothing-like-this");
    expect(none).toContain("No articles found");
  });

  it("answers a part through the API with how many match; every post without parameters (SPEC §7)", async () => {
    const part = await server.anon.json<{ blogs: Blog[]; total: number }>("GET", `/api/blogs?q=${TAG}&offset=6&limit=5`);
    expect(part.total).toBe(8);
    expect(part.blogs.map((b) => b.title)).toEqual(["Post 03", "Post 00"]);
    const all = await server.anon.json<{ blogs: Blog[]; total?: number }>("GET", "/api/blogs");
    expect(all.blogs).toHaveLength(23);
    expect(all.total).toBeUndefined();
    expect((await server.anon.request("GET", "/api/blogs?limit=5000")).status).toBe(400);
  });
});
