/** Every page's title and its sections' headings are set in the display face, in its one weight. */
import { expect, test } from "../fixtures";
import { makeBlog, makeGallery, makeProject, uniqueTag } from "../public-b/helpers";

/**
 * The h1 and the section headings (h2 set larger than the text; the small labels of the footer or
 * the share links are not headings of this kind) that a visitor sees: their text, font and weight.
 */
function visibleHeadings() {
  const found: Array<{ text: string; font: string; weight: string }> = [];
  for (const heading of document.querySelectorAll<HTMLElement>("h1, main h2")) {
    const style = getComputedStyle(heading);
    const box = heading.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") continue;
    if (heading.tagName === "H2" && parseFloat(style.fontSize) < 20) continue;
    found.push({ text: heading.textContent?.trim() ?? "", font: style.fontFamily, weight: style.fontWeight });
  }
  return found;
}

test("every page's title and section headings are in the display face", async ({ page, api }) => {
  const tag = uniqueTag();
  await makeGallery(api, { title: `Homes at handover ${tag}`, images: 3 });
  const post = await makeBlog(api, { title: `Choosing walls for a Kerala home ${tag}`, category: "General", images: 1 });
  const project = await makeProject(api, { title: `Courtyard house ${tag}`, gallery: 2, facts: { bedrooms: "3" } });
  const pages = [
    "/projects",
    `/projects/${project.slug}`,
    "/",
    "/about-us",
    "/services",
    "/gallery",
    "/blog",
    `/blog/${post.slug}`,
    "/contact",
    "/privacy",
    "/estimate",
    "/building-from-abroad",
    "/no-such-page",
  ];
  for (const path of pages) {
    await page.goto(path);
    const headings = await page.evaluate(visibleHeadings);
    expect(headings.length, `${path}: a title at least`).toBeGreaterThan(0);
    for (const heading of headings) {
      expect(heading.font, `${path}: "${heading.text}"`).toMatch(/^"?Fraunces"?,/);
      expect(heading.weight, `${path}: "${heading.text}"`).toBe("600");
    }
  }
});
