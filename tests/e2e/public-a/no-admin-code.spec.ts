/**
 * A visitor's page loads none of the administrator area's code: no admin screen, no admin text,
 * not even an icon that only the admin area draws (what each page loads is its islands' code:
 * islands.spec.ts).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { waitForHydration } from "./helpers";

/**
 * Text that only the administrator area's code holds (docs/product.md §4, the icons of its menus and lists,
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

// The same files load at every width: this runs on the desktop only (playwright.config.ts).

/** The bodies of the scripts that a first view of `path` loads, by path. */
async function scriptsOf(page: Page, request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const scripts = new Set<string>();
  page.on("request", (r) => {
    if (r.resourceType() === "script" || new URL(r.url()).pathname.endsWith(".js")) scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  // Islands further down are hydrated too, so their code is read as well.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await page.waitForLoadState("networkidle");
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
