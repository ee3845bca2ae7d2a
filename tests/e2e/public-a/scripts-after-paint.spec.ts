/**
 * A public page is painted before any of its scripts is asked for, then hydrates: the scripts do
 * not share a phone's slow link with the stylesheet, the font and the first photo.
 */
import { expect, test } from "../fixtures";
import { waitForHydration } from "./helpers";

for (const path of ["/", "/projects", "/blog", "/gallery"]) {
  test(`${path}: the first contentful paint and the priority photo come before the first script request, and the page hydrates`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime);
      // The photo marked as the page's largest element: loaded before the scripts are asked for.
      const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const photoEntry = photo ? performance.getEntriesByName(photo.currentSrc)[0] : undefined;
      const photoLoaded = photoEntry ? (photoEntry as PerformanceResourceTiming).responseEnd : null;
      return { paint, scripts, hasPhoto: photo !== null, photoLoaded };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!);
    if (timing.hasPhoto) {
      expect(timing.photoLoaded).not.toBeNull();
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.photoLoaded!);
    }
    expect(errors).toEqual([]);
  });
}

test("the served HTML has no module preloads in its head; the inline loader adds them after the paint", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).not.toContain('rel="modulepreload"');
  expect(html).toContain("first-contentful-paint");
  expect(html).not.toMatch(/<script[^>]*type="module"[^>]*>\s*;?\s*import \* as/);
});
