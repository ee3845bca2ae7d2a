/**
 * A visitor's page loads none of the administrator area's code: no admin screen, no admin text,
 * not even an icon that only the admin area draws.
 */
import { expect, test } from "../fixtures";
import { waitForHydration } from "./helpers";

/** Text that only the administrator area's code holds (SPEC §4 and the icons of its menus and lists). */
const ADMIN_ONLY = ["Admin Access", "Create New Project", "Are you sure you want to delete this project?", "Content Management", '"trash"', '"log-out"', '"square-plus"', '"image-plus"'];

test.skip(({ isMobile }) => isMobile, "the same files load at every width");

for (const path of ["/", "/projects", "/gallery", "/blog", "/contact", "/about-us", "/services"]) {
  test(`${path} loads no administrator code`, async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on("request", (r) => {
      if (r.resourceType() === "script" || new URL(r.url()).pathname.endsWith(".js")) scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await waitForHydration(page);
    expect(scripts.size).toBeGreaterThan(0);
    for (const script of scripts) {
      const body = await (await request.get(script)).text();
      for (const text of ADMIN_ONLY) expect(body.includes(text), `${script} holds ${text}`).toBe(false);
    }
  });
}
