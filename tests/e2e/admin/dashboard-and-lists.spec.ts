/**
 * The dashboard and the three manage pages against answers the test controls (page.route), so
 * that counts, order, texts and error states are exact whatever other tests create meanwhile.
 */
import type { Page } from "@playwright/test";
import type { Blog, GalleryItem, Project } from "../../../domain/entities";
import { EMPTY_FACTS } from "../../../domain/project-facts";
import { expect, test } from "../fixtures";
import { isPhone, useToken } from "./support";

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const id = (n: number) => n.toString(16).padStart(24, "a");

function project(n: number, fields: Partial<Project> = {}): Project {
  return {
    _id: id(n),
    slug: `project-${n}`,
    title: `Project ${n}`,
    description: "",
    category: "Residential",
    location: "",
    coverImage: null,
    gallery: [],
    ...EMPTY_FACTS,
    createdAt: ago(n * MINUTE),
    updatedAt: ago(0),
    status: "published",
    publishAt: ago(n * MINUTE),
    imageAlts: {},
    ...fields,
  };
}
function blog(n: number, fields: Partial<Blog> = {}): Blog {
  return {
    _id: id(100 + n),
    slug: `blog-${n}`,
    title: `Blog ${n}`,
    content: "Text",
    author: "A",
    category: "General",
    tags: [],
    images: [],
    createdAt: ago(n * MINUTE),
    updatedAt: ago(0),
    status: "published",
    publishAt: ago(n * MINUTE),
    imageAlts: {},
    ...fields,
  };
}
function gallery(n: number, fields: Partial<GalleryItem> = {}): GalleryItem {
  return {
    _id: id(200 + n),
    title: `Gallery ${n}`,
    description: "",
    category: "General",
    images: [],
    createdAt: ago(n * MINUTE),
    updatedAt: ago(0),
    status: "published",
    publishAt: ago(n * MINUTE),
    imageAlts: {},
    ...fields,
  };
}

async function serve(page: Page, answers: { projects?: Project[] | "fail"; blogs?: Blog[] | "fail"; galleries?: GalleryItem[] | "fail" }) {
  for (const [kind, value] of Object.entries(answers)) {
    // The manage pages ask for every item; the dashboard for the newest and how many (`?limit=1`).
    await page.route(
      (url) => url.pathname === `/api/admin/${kind}`,
      (route) => {
        if (value === "fail")
          return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "boom" }) });
        const limit = new URL(route.request().url()).searchParams.get("limit");
        const body = limit === null ? { [kind]: value } : { [kind]: value.slice(0, Number(limit)), total: value.length };
        return route.fulfill({ contentType: "application/json", body: JSON.stringify(body) });
      },
    );
  }
}

test.beforeEach(async ({ page, api }) => {
  await useToken(page, api.token);
});

test.describe("dashboard", () => {
  test("counts, and the latest of each kind newest first with relative times", async ({ page }) => {
    await serve(page, {
      projects: [project(0, { title: "Villa at Kovalam", createdAt: ago(3 * 60 * MINUTE) }), project(1), project(2)],
      blogs: [blog(0, { title: "Monsoon roofing", createdAt: ago(10 * 1000) }), blog(1)],
      galleries: [
        gallery(0, { images: ["a.jpg", "b.jpg", "c.jpg", "d.jpg"], createdAt: ago(5 * MINUTE) }),
        gallery(1),
        gallery(2),
        gallery(3),
      ],
    });
    await page.goto("/dashboard");
    const card = (name: string) => page.getByRole("region", { name });
    await expect(card("Projects")).toContainText("3");
    await expect(card("Projects")).toContainText("Total Projects");
    await expect(card("Gallery")).toContainText("4");
    await expect(card("Gallery")).toContainText("Total Images");
    await expect(card("Blogs")).toContainText("2");
    await expect(card("Blogs")).toContainText("Total Posts");
    await expect(card("Blogs").getByRole("link", { name: /^Add New/ })).toHaveAttribute("href", "/addblogs");
    await expect(card("Blogs").getByRole("link", { name: /^Manage/ })).toHaveAttribute("href", "/manage-blogs");
    await expect(card("Projects").getByRole("link", { name: /^Add New/ })).toHaveAttribute("href", "/addprojects");
    await expect(card("Gallery").getByRole("link", { name: /^Manage/ })).toHaveAttribute("href", "/manage-gallery");
    await expect(page.getByText("Admin Access")).toBeVisible();

    const items = page.getByRole("region", { name: "Recent Activity" }).getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Blog post "Monsoon roofing" published');
    await expect(items.nth(0)).toContainText("Just now");
    await expect(items.nth(1)).toContainText("Gallery updated with 4 new images");
    await expect(items.nth(1)).toContainText("5 minutes ago");
    await expect(items.nth(2)).toContainText('New project "Villa at Kovalam" was added');
    await expect(items.nth(2)).toContainText("3 hours ago");
  });

  test("empty and failed loads", async ({ page }) => {
    await serve(page, { projects: [], blogs: [], galleries: [] });
    await page.goto("/dashboard");
    await expect(page.getByText("No recent activities found")).toBeVisible();
    await page.unrouteAll();
    await serve(page, { projects: [], blogs: "fail", galleries: [] });
    await page.reload();
    await expect(page.getByRole("alert")).toHaveText("Failed to load dashboard data. Please try again.");
  });
});

test.describe("manage pages", () => {
  test("projects: total, snippets, no description, table or cards, empty and error", async ({ page }) => {
    const long = "A four-storey commercial block with basement parking and a glass facade on MG Road.";
    await serve(page, { projects: [project(1, { title: "MG Road block", description: long }), project(2, { title: "Quiet cottage" })] });
    await page.goto("/manage-projects");
    await expect(page.getByRole("heading", { name: "Manage Projects" })).toBeVisible();
    await expect(page.getByText("Total: 2 projects")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add New Project" })).toHaveAttribute("href", "/addprojects");
    const length = isPhone(page) ? 40 : 50;
    await expect(page.getByText(`${long.slice(0, length)}...`, { exact: true })).toBeVisible();
    await expect(page.getByText("No description").filter({ visible: true })).toBeVisible();
    if (isPhone(page)) {
      await expect(page.getByRole("table")).toBeHidden();
    } else {
      await expect(page.getByRole("columnheader")).toHaveText(["Project", "Status", "Date", "Actions"]);
    }
    await expect(page.getByRole("link", { name: "Edit MG Road block" })).toHaveAttribute("href", `/edit-project/${id(1)}`);
    await expect(page.getByRole("button", { name: "Delete Quiet cottage" })).toBeVisible();

    await page.unrouteAll();
    await serve(page, { projects: [] });
    await page.reload();
    await expect(page.getByText("No projects found. Add your first project!")).toBeVisible();
    await expect(page.getByText("Total: 0 projects")).toBeVisible();

    await page.unrouteAll();
    await serve(page, { projects: "fail" });
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("Failed to load projects. Please try again.");
    await expect(page.getByText("Total: 0 projects")).toBeVisible();
  });

  test("gallery: total, first image, count badge, untitled name, empty and error", async ({ page }) => {
    await serve(page, {
      galleries: [gallery(1, { title: "", images: ["one.jpg", "two.jpg"] }), gallery(2, { title: "Kitchens", images: ["k.jpg"] })],
    });
    await page.goto("/manage-gallery");
    await expect(page.getByText("Total: 2 gallery items")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add New Images" })).toHaveAttribute("href", "/addgallery");
    await expect(page.getByRole("heading", { name: `Gallery Item ${id(201).slice(0, 6)}` })).toBeVisible();
    await expect(page.getByText("2 images")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kitchens" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit Kitchens" })).toHaveAttribute("href", `/edit-gallery/${id(202)}`);

    await page.unrouteAll();
    await serve(page, { galleries: [] });
    await page.reload();
    await expect(page.getByText("No gallery images found.")).toBeVisible();

    await page.unrouteAll();
    await serve(page, { galleries: "fail" });
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("Failed to load gallery images. Please try again.");
  });

  test("blogs: total, snippet, category or Uncategorized, empty and error", async ({ page }) => {
    const content = "Before the monsoon arrives, every roof in Kerala needs a careful look at its joints and drains.";
    await serve(page, { blogs: [blog(1, { title: "Roof care", content, category: "Tips" }), blog(2, { title: "Odd one", category: "" })] });
    await page.goto("/manage-blogs");
    await expect(page.getByText("Total: 2 blog posts")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add New Blog" })).toHaveAttribute("href", "/addblogs");
    const length = isPhone(page) ? 40 : 60;
    await expect(page.getByText(`${content.slice(0, length)}...`, { exact: true })).toBeVisible();
    await expect(page.getByText("Tips & Advice")).toBeVisible();
    await expect(page.getByText("Uncategorized")).toBeVisible();

    await page.unrouteAll();
    await serve(page, { blogs: [] });
    await page.reload();
    await expect(page.getByText("No blog posts found. Add your first blog post!")).toBeVisible();

    await page.unrouteAll();
    await serve(page, { blogs: "fail" });
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("Failed to load blogs. Please try again.");
  });

  test("a failed delete is reported in an alert and the item stays", async ({ page }) => {
    await serve(page, { blogs: [blog(1, { title: "Stays here" })] });
    await page.route(`**/api/blogs/${id(101)}`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }),
    );
    await page.goto("/manage-blogs");
    const alerts: string[] = [];
    page.on("dialog", async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await page.getByRole("button", { name: "Delete Stays here" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Are you sure you want to delete this blog post?");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => alerts).toEqual(["Failed to delete blog post. Please try again."]);
    await expect(page.getByRole("heading", { name: "Stays here" })).toBeVisible();
  });
});
