/**
 * Images on Lighthouse's phone (412×823 CSS px at 1.75×): each slot picks the variant that fits
 * it, and a detail page's main photo is preloaded with the very srcset and sizes of its <img>,
 * so the browser fetches it once, early.
 */
import type { Browser, Page } from "@playwright/test";
import { ApiClient, formData } from "../../support/client";
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, imageFile, startFreshSite, test } from "../fixtures";
import { uniqueTag } from "./helpers";

// Each test opens its own phone: this runs once, in the phone project (playwright.config.ts).

async function lighthousePhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

function photo(name: string) {
  return imageFile(name, { width: 1600, height: 1067 });
}

/** The path of the file the <img> shows, once it has loaded. */
async function shownFile(page: Page, img: ReturnType<Page["locator"]>): Promise<string> {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
}

const stem = (name: string) => `/uploads/${name.replace(/\.[a-z]+$/, "")}`;

test.describe("image delivery on a 412-px phone at 1.75×", () => {
  test("a project page preloads its main photo, which is the 720 file, fetched once", async ({ browser, baseURL, api }) => {
    const title = `Preloaded villa ${uniqueTag()}`;
    const project = await api.createProject({
      title,
      category: "Residential",
      coverImage: await photo("cover.jpg"),
      gallery: [await photo("g.jpg")],
    });
    const page = await lighthousePhone(browser, baseURL);
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/uploads/")) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(`/projects/${project.slug}`);

    const main = page.getByRole("img", { name: title, exact: true });
    const shown = await shownFile(page, main);
    expect(shown).toBe(`${stem(project.coverImage!)}-w720.webp`);

    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    expect(await preload.getAttribute("imagesrcset")).toBe(await main.getAttribute("srcset"));
    expect(await preload.getAttribute("imagesizes")).toBe(await main.getAttribute("sizes"));
    expect(await preload.getAttribute("fetchpriority")).toBe("high");
    expect(await main.getAttribute("srcset")).toContain("-w720.webp 720w");

    // One request for the photo, and it came from the preload.
    expect(requested.filter((p) => p.startsWith(stem(project.coverImage!)))).toEqual([shown]);
    const initiator = await page.evaluate(
      (file) => (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((e) => e.name.endsWith(file))?.initiatorType,
      shown,
    );
    expect(initiator).toBe("link");
    await page.context().close();
  });

  test("a blog post preloads its first photo the same way", async ({ browser, baseURL, api }) => {
    const title = `Preloaded article ${uniqueTag()}`;
    const blog = await api.createBlog({
      title,
      content: "Monsoon notes.",
      author: "Anil Kumar",
      category: "Construction",
      images: [await photo("a.jpg"), await photo("b.jpg")],
    });
    const page = await lighthousePhone(browser, baseURL);
    await page.goto(`/blog/${blog.slug}`);
    const main = page.getByRole("img", { name: title, exact: true });
    expect(await shownFile(page, main)).toBe(`${stem(blog.images[0]!)}-w720.webp`);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    expect(await preload.getAttribute("imagesrcset")).toBe(await main.getAttribute("srcset"));
    expect(await preload.getAttribute("imagesizes")).toBe(await main.getAttribute("sizes"));
    await page.context().close();
  });

  test("a project card takes the 720 file and a gallery tile the 480 file", async ({ browser, baseURL, api }) => {
    const tag = uniqueTag();
    const project = await api.createProject({ title: `Card ${tag}`, category: "Commercial", coverImage: await photo("card.jpg") });
    const gallery = await api.createGallery({
      title: `Tile ${tag}`,
      description: "",
      category: "General",
      gallery: [await photo("tile.jpg")],
    });
    const page = await lighthousePhone(browser, baseURL);

    await page.goto("/projects");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: `Card ${tag}` }) })
      .first();
    expect(await shownFile(page, card.locator("img"))).toBe(`${stem(project.coverImage!)}-w720.webp`);

    await page.goto("/gallery");
    const tile = page.getByRole("link", { name: new RegExp(`^Open Tile ${tag}, image \\d+ of`) }).locator("img");
    expect(await shownFile(page, tile)).toBe(`${stem(gallery.images[0]!)}-w480.webp`);
    await page.context().close();
  });

  test("an 'Other Projects' thumbnail takes the 160 file", async ({ browser, baseURL, api }) => {
    const tag = uniqueTag();
    // Other tests add projects too: whichever comes first in the sidebar has a cover made today.
    await api.createProject({ title: `Thumb ${tag}`, category: "Residential", coverImage: await photo("thumb.jpg") });
    const viewed = await api.createProject({ title: `Viewed ${tag}`, category: "Residential", coverImage: await photo("viewed.jpg") });
    const page = await lighthousePhone(browser, baseURL);
    await page.goto(`/projects/${viewed.slug}`);
    const thumbnail = page.getByRole("region", { name: "Other Projects" }).locator("img").first();
    expect(await shownFile(page, thumbnail)).toMatch(/^\/uploads\/[0-9a-f]{32}-w160\.webp$/);
    await page.context().close();
  });
});

/**
 * The width the `sizes` attribute of the first `count` photos on the page evaluates to, beside the
 * width each is drawn at, in CSS px. Each photo is scrolled into view first: cards out of view are
 * not laid out. (The shared site's lists hold every other test's items too.)
 */
async function slotWidths(page: Page, count = 12): Promise<Array<{ sizes: string; slot: number; drawn: number; where: string }>> {
  return page.evaluate(async (count) => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    /** Splits a sizes list at its top-level commas (calc() holds none at depth 0). */
    const entries = (sizes: string) => {
      const parts: string[] = [];
      let depth = 0;
      let current = "";
      for (const char of sizes) {
        if (char === "(") depth++;
        if (char === ")") depth--;
        if (char === "," && depth === 0) {
          parts.push(current.trim());
          current = "";
        } else current += char;
      }
      return [...parts, current.trim()];
    };
    const probe = document.createElement("div");
    probe.style.cssText = "position:absolute;visibility:hidden;height:0";
    document.body.append(probe);
    const evaluate = (sizes: string) => {
      for (const entry of entries(sizes)) {
        const match = /^(\([^)]*\))\s+(.+)$/.exec(entry);
        if (match && !matchMedia(match[1]!).matches) continue;
        probe.style.width = match ? match[2]! : entry;
        return probe.getBoundingClientRect().width;
      }
      return NaN;
    };
    const found = [];
    for (const img of [...document.querySelectorAll<HTMLImageElement>("main img[sizes]")].slice(0, count)) {
      img.scrollIntoView({ block: "center" });
      await frame();
      found.push({
        sizes: img.sizes,
        slot: evaluate(img.sizes),
        drawn: img.getBoundingClientRect().width,
        where: img.closest("section")?.querySelector("h2")?.textContent ?? img.alt,
      });
    }
    probe.remove();
    return found;
  }, count);
}

test("on /projects the first six photos have their blurred placeholder, the ones further down their colour", async ({
  browser,
  baseURL,
  api,
}) => {
  const tag = uniqueTag();
  const made = [];
  for (let i = 0; i < 8; i++) {
    made.push(
      await api.createProject({
        title: `Placeholder ${tag} ${i}`,
        category: "Residential",
        coverImage: await imageFile(`p${i}.jpg`, { width: 800, height: 533, color: `hsl(${i * 45} 70% 45%)` }),
      }),
    );
  }
  const page = await lighthousePhone(browser, baseURL);
  try {
    await page.goto("/projects");
    // Every cover on the page in order, once each (the featured project's cover is also its card's).
    const covers = await page.locator("main img").evaluateAll((imgs: HTMLImageElement[]) => {
      const seen = new Map<string, { image: string; color: string }>();
      for (const img of imgs) {
        const name = new URL(img.src).pathname;
        if (!seen.has(name)) seen.set(name, { image: img.style.backgroundImage, color: img.style.backgroundColor });
      }
      return [...seen.values()];
    });
    expect(covers.length).toBeGreaterThanOrEqual(made.length);
    covers.forEach((cover, index) => {
      if (index < 6) expect(cover.image, `cover ${index + 1}`).toContain("data:image/webp;base64,");
      else {
        expect(cover.image, `cover ${index + 1}`).toBe("");
        expect(cover.color, `cover ${index + 1}`).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
      }
    });
  } finally {
    await page.context().close();
    for (const project of made) await api.remove("projects", project._id);
  }
});

test("every photo's sizes is the width it is drawn at, from 360 to 1440 px", async ({ browser, baseURL, api }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const project = await api.createProject({
    title: `Slots ${tag}`,
    category: "Residential",
    coverImage: await photo("s.jpg"),
    gallery: [await photo("g1.jpg"), await photo("g2.jpg"), await photo("g3.jpg")],
  });
  await api.createProject({ title: `Slot other ${tag}`, category: "Commercial", coverImage: await photo("o.jpg") });
  const blog = await api.createBlog({
    title: `Slots ${tag}`,
    content: "Notes.",
    author: "Anil Kumar",
    category: "Construction",
    images: [await photo("b1.jpg"), await photo("b2.jpg"), await photo("b3.jpg")],
  });
  await api.createGallery({
    title: `Slots ${tag}`,
    description: "",
    category: "General",
    gallery: [await photo("t1.jpg"), await photo("t2.jpg")],
  });
  for (const width of [360, 412, 768, 1024, 1440]) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      deviceScaleFactor: 1,
      isMobile: width < 1024,
      hasTouch: width < 1024,
    });
    const page = await context.newPage();
    for (const path of ["/", `/projects/${project.slug}`, `/blog/${blog.slug}`, "/projects", "/blog", "/gallery"]) {
      await page.goto(path);
      const slots = await slotWidths(page);
      expect(slots.length, `${path} at ${width} px`).toBeGreaterThan(0);
      // A desktop scrollbar (up to 15 px) is inside 100vw but not inside the page's column.
      for (const s of slots)
        expect(
          Math.abs(s.slot - s.drawn),
          `${path} at ${width} px, ${s.where}: sizes ${s.slot} px, drawn ${s.drawn} px`,
        ).toBeLessThanOrEqual(16);
    }
    await context.close();
  }
});

test("on / only the hero's photo has its blurred placeholder, the cards below their colour", async ({ browser }) => {
  // A site of its own: the home page's hero is changed, and its tabs show only these projects.
  const site = await startFreshSite();
  try {
    const api = new ApiClient(site.baseUrl);
    await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { content } = (await (await api.request("GET", "/api/site/home")).json()) as { content: object };
    const form = formData({
      content: JSON.stringify(content),
      "hero.photo": await imageFile("hero.jpg", { width: 1600, height: 1067, color: "#336699" }),
    });
    expect((await api.request("PUT", "/api/site/home", form)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      await api.createProject({
        title: `Home colour ${i}`,
        category: "Residential",
        coverImage: await imageFile(`h${i}.jpg`, { width: 800, height: 533, color: `hsl(${i * 90} 70% 45%)` }),
      });
    }
    const page = await lighthousePhone(browser, site.baseUrl);
    await page.goto("/");
    const photos = await page.locator("main img").evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((img) => ({
        alt: img.alt,
        src: img.getAttribute("src") ?? "",
        priority: img.getAttribute("fetchpriority"),
        image: img.style.backgroundImage,
        color: img.style.backgroundColor,
      })),
    );
    const blurred = photos.filter((photo) => photo.image.includes("data:image/webp;base64,"));
    expect(blurred).toHaveLength(1);
    expect(blurred[0]!.priority).toBe("high");
    expect(blurred[0]!.src).toMatch(/^\/uploads\//);
    const cards = photos.filter((photo) => photo.alt.startsWith("Home colour"));
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(card.image, card.alt).toBe("");
      expect(card.color, card.alt).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    }
    await page.context().close();
  } finally {
    await site.close();
  }
});
