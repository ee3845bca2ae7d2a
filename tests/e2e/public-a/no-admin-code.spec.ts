/**
 * A visitor's page loads none of the administrator area's code: no admin screen, no admin text,
 * not even an icon that only the admin area draws. And the home page, the first view of most
 * visitors, loads none of the code that only other public pages draw (vite/site-chunks.ts).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, imageFile, test } from "../fixtures";
import { waitForHydration } from "./helpers";

/**
 * Text that only the administrator area's code holds (SPEC §4, the icons of its menus and lists,
 * and the validators its forms check with: zod and the site content's schemas).
 */
const ADMIN_ONLY = [
  "jitless",
  "Choose a photo uploaded to this site",
  "Admin Access",
  "Create New Project",
  "Are you sure you want to delete this project?",
  "Content Management",
  '"trash"',
  '"log-out"',
  '"square-plus"',
  '"image-plus"',
];

/** Text of the lightbox (/gallery and project pages) and of the share links (project and article pages). */
const OTHER_PAGES_ONLY = ["Previous image", "Share on LinkedIn"];

test.skip(({ isMobile }) => isMobile, "the same files load at every width");

/** The bodies of the scripts that a first view of `path` loads, by path. */
async function scriptsOf(page: Page, request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const scripts = new Set<string>();
  page.on("request", (r) => {
    if (r.resourceType() === "script" || new URL(r.url()).pathname.endsWith(".js")) scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  expect(scripts.size).toBeGreaterThan(0);
  const bodies = new Map<string, string>();
  for (const script of scripts) bodies.set(script, await (await request.get(script)).text());
  return bodies;
}

for (const path of ["/", "/projects", "/gallery", "/blog", "/contact", "/about-us", "/services"]) {
  test(`${path} loads no administrator code`, async ({ page, request }) => {
    for (const [script, body] of await scriptsOf(page, request, path)) {
      for (const text of ADMIN_ONLY) expect(body.includes(text), `${script} holds ${text}`).toBe(false);
    }
  });
}

test("the home page loads no code that only other pages draw, and those pages load it", async ({ page, request, api }) => {
  const home = [...(await scriptsOf(page, request, "/")).values()].join("\n");
  for (const text of OTHER_PAGES_ONLY) expect(home.includes(text), `the home page loads "${text}"`).toBe(false);
  const project = await api.createProject({
    title: "Chunk check villa",
    category: "Residential",
    location: "Kowdiar",
    coverImage: await imageFile(),
  });
  try {
    const detail = [...(await scriptsOf(page, request, `/projects/${project._id}`)).values()].join("\n");
    for (const text of OTHER_PAGES_ONLY) expect(detail.includes(text), `a project page lacks "${text}"`).toBe(true);
  } finally {
    await api.remove("projects", project._id);
  }
});
