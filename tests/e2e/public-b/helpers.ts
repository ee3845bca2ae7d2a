/** Data makers for the public page tests: unique titles, so other tests' data never confuses them. */
import type { Blog, GalleryItem, Project } from "../../../domain/entities";
import type { Page } from "@playwright/test";
import { ApiClient } from "../../support/client";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, imageFile, startFreshSite } from "../fixtures";

/** A fresh site of its own (its own server and data), filled by an administrator through the API. */
export async function siteWith(fill: (api: ApiClient) => Promise<void>): Promise<Awaited<ReturnType<typeof startFreshSite>>> {
  const site = await startFreshSite();
  const api = new ApiClient(site.baseUrl);
  await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await fill(api);
  return site;
}

export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

async function images(count: number) {
  return Promise.all(Array.from({ length: count }, (_, i) => imageFile(`photo-${i}.jpg`, { width: 480, height: 360 })));
}

export async function makeProject(
  api: ApiClient,
  fields: {
    title: string;
    category?: string;
    location?: string;
    description?: string;
    gallery?: number;
    /** Project facts as the admin form sends them (domain/project-facts.ts), e.g. `{ year: "2024" }`. */
    facts?: Record<string, string>;
  },
): Promise<Project> {
  return api.createProject({
    ...fields.facts,
    title: fields.title,
    description: fields.description ?? `A home built for a family.\n\nFinished in twelve months.`,
    category: fields.category ?? "Residential",
    location: fields.location ?? "Kowdiar, Thiruvananthapuram",
    coverImage: await imageFile("cover.jpg", { width: 640, height: 480 }),
    gallery: await images(fields.gallery ?? 0),
  });
}

export async function makeBlog(
  api: ApiClient,
  fields: { title: string; content?: string; author?: string; category?: string; tags?: string[]; images?: number },
): Promise<Blog> {
  return api.createBlog({
    title: fields.title,
    content: fields.content ?? `Notes from our sites about ${fields.title}.`,
    author: fields.author ?? "Anil Kumar",
    category: fields.category ?? "Construction",
    tags: fields.tags ?? [],
    images: await images(fields.images ?? 0),
  });
}

export async function makeGallery(
  api: ApiClient,
  fields: { title: string; images: number; description?: string; category?: string },
): Promise<GalleryItem> {
  return api.createGallery({
    title: fields.title,
    description: fields.description ?? "",
    category: fields.category ?? "General",
    gallery: await images(fields.images),
  });
}

/** The long US date of docs/product.md §2 on the company's calendar, as the blog pages show it. */
export function formatLongDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Kolkata" }).format(
    new Date(iso),
  );
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Opens the "More filters" panel of /projects (status, plot size, package), if it is closed. */
export async function openProjectFilters(page: Page): Promise<void> {
  const panel = page.locator("details", { has: page.locator("summary", { hasText: "More filters" }) });
  if ((await panel.getAttribute("open")) === null) await panel.locator("summary").click();
  await expect(panel).toHaveAttribute("open", "");
}
