/**
 * `npm run screenshots`: every public and admin page with the demo content, at 390 and 1440 px
 * wide, full length, into `screenshots/` (SCREENSHOTS_DIR elsewhere) — to look at the site as a
 * visitor and the company see it. Starts the production server on a temporary data folder (built
 * first when the sources are newer) and Debian's Chromium. SCREENSHOTS_PAGES="/,/gallery" takes a
 * selection (by path, as listed below).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM as DEFAULT_CHROMIUM, CHROMIUM_ARGS } from "./bench/page-bytes";
import { ADMIN, ensureBuild, startServer } from "./bench/server";
import { formatBudgets, measureBudget, PHONE, type Measured } from "./page-budgets";

const BUILD_DIR = process.env.SITE_BUILD_DIR ?? "build";
const OUT_DIR = path.resolve(process.env.SCREENSHOTS_DIR ?? "screenshots");
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4630);
const CHROMIUM = process.env.SCREENSHOTS_CHROME ?? DEFAULT_CHROMIUM;
const ONLY = process.env.SCREENSHOTS_PAGES?.split(",").map((entry) => entry.trim());
/** `npm run budgets`: the public pages' lengths on a phone (scripts/page-budgets.ts), without pictures. */
const BUDGETS_ONLY = process.env.SCREENSHOTS_BUDGETS_ONLY === "true";
const WIDTHS = [
  { name: "phone", width: PHONE.width, height: PHONE.height, mobile: true },
  { name: "desktop", width: 1440, height: 900, mobile: false },
] as const;

interface Shot {
  /** The file's name, without the width. */
  name: string;
  path: string;
  admin: boolean;
}

async function firstIds(
  base: string,
): Promise<{ project?: string; projectSlug?: string; blog?: string; blogSlug?: string; gallery?: string }> {
  const get = async <T>(url: string) => (await (await fetch(`${base}${url}`)).json()) as T;
  const { projects } = await get<{ projects: Array<{ _id: string; slug: string }> }>("/api/projects");
  const { blogs } = await get<{ blogs: Array<{ _id: string; slug: string }> }>("/api/blogs");
  const { galleries } = await get<{ galleries: Array<{ _id: string }> }>("/api/galleries");
  return {
    project: projects[0]?._id,
    projectSlug: projects[0]?.slug,
    blog: blogs[0]?._id,
    blogSlug: blogs[0]?.slug,
    gallery: galleries[0]?._id,
  };
}

function shotsFor(ids: Awaited<ReturnType<typeof firstIds>>): Shot[] {
  const publicPages: Array<[string, string | undefined]> = [
    ["home", "/"],
    ["about-us", "/about-us"],
    ["services", "/services"],
    ["estimate", "/estimate?plotSize=10&plotUnit=cents&bedrooms=3&floors=2&currency=AED"],
    ["projects", "/projects"],
    ["project", ids.projectSlug && `/projects/${ids.projectSlug}`],
    ["gallery", "/gallery"],
    ["blog", "/blog"],
    ["blog-post", ids.blogSlug && `/blog/${ids.blogSlug}`],
    ["contact", "/contact"],
    ["privacy", "/privacy"],
    ["building-from-abroad", "/building-from-abroad"],
    ["not-found", "/no-such-page"],
    ["project-not-found", "/projects/000000000000000000000000"],
    ["login", "/login"],
    // The pages in Malayalam and Tamil (docs/product.md §11): longer words, the same limits on their HTML.
    ["ml-home", "/ml/"],
    ["ml-services", "/ml/services"],
    ["ml-project", ids.projectSlug && `/ml/projects/${ids.projectSlug}`],
    ["ml-blog-post", ids.blogSlug && `/ml/blog/${ids.blogSlug}`],
    ["ta-home", "/ta/"],
    ["ta-about-us", "/ta/about-us"],
    ["ta-services", "/ta/services"],
    ["ta-building-from-abroad", "/ta/building-from-abroad"],
  ];
  const adminPages: Array<[string, string | undefined]> = [
    ["admin-dashboard", "/dashboard"],
    ["admin-manage-projects", "/manage-projects"],
    ["admin-arrange-projects", "/arrange-projects"],
    ["admin-add-project", "/addprojects"],
    ["admin-edit-project", ids.project && `/edit-project/${ids.project}`],
    ["admin-manage-gallery", "/manage-gallery"],
    ["admin-add-gallery", "/addgallery"],
    ["admin-edit-gallery", ids.gallery && `/edit-gallery/${ids.gallery}`],
    ["admin-manage-blogs", "/manage-blogs"],
    ["admin-add-blog", "/addblogs"],
    ["admin-edit-blog", ids.blog && `/edit-blog/${ids.blog}`],
    ["admin-enquiries", "/enquiries"],
    ["admin-enquiries-all", "/enquiries?view=all"],
    ["admin-reply-templates", "/enquiries/templates"],
    ["admin-trash", "/trash"],
    ["admin-site-company", "/site/company"],
    ["admin-site-home", "/site/home"],
    ["admin-site-services", "/site/services"],
    ["admin-site-about", "/site/about"],
    ["admin-site-testimonials", "/site/testimonials"],
    ["admin-site-privacy", "/site/privacy"],
    ["admin-site-abroad", "/site/abroad"],
    ["admin-translations", "/translations"],
    ["admin-translate-home", "/translate/site/home?lang=ml"],
  ];
  const shots = [
    ...publicPages.map(([name, url]) => ({ name, path: url, admin: false })),
    ...adminPages.map(([name, url]) => ({ name, path: url, admin: true })),
  ].filter((shot): shot is Shot => shot.path !== undefined);
  return ONLY ? shots.filter((shot) => ONLY.includes(shot.path) || ONLY.includes(shot.name)) : shots;
}

/** Scrolls the whole page (so what renders when near is rendered, and its photos load), then back to the top. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(60);
  }
  // The cards scrolled past have risen into place (lib/stagger.ts).
  await page.waitForFunction(() => !document.querySelector("[data-rise-state]"), null, { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  // A full-length picture is taken in one go, beyond what is "near": render every section, with
  // the paint containment it has when it is near (a row that scrolls sideways stays inside it).
  await page.addStyleTag({
    content: ".render-when-near, [class*='content-visibility'] { content-visibility: visible !important; contain: paint !important; }",
  });
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy photo that is never shown (a layout hidden at this width) never loads: wait 3 s at most.
    const decoded = Promise.all([...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  await page.waitForTimeout(300);
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page.getByLabel(/password/i).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
}

async function main(): Promise<void> {
  ensureBuild(BUILD_DIR);
  await mkdir(OUT_DIR, { recursive: true });
  const server = await startServer({ port: PORT, buildDir: BUILD_DIR, demo: true });
  let browser: Browser | undefined;
  try {
    const shots = shotsFor(await firstIds(server.base)).filter((shot) => !BUDGETS_ONLY || !shot.admin);
    const budgets: Measured[] = [];
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    });
    for (const size of BUDGETS_ONLY ? WIDTHS.slice(0, 1) : WIDTHS) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: size.mobile ? 2 : 1,
        isMobile: size.mobile,
        hasTouch: size.mobile,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      let signedIn = false;
      for (const shot of shots) {
        if (shot.admin && !signedIn) {
          await signIn(page, server.base);
          signedIn = true;
        }
        await page.goto(`${server.base}${shot.path}`);
        await settle(page);
        if (size.mobile && !shot.admin) budgets.push(await measureBudget(page, shot.name, shot.path));
        if (BUDGETS_ONLY) continue;
        const file = path.join(OUT_DIR, `${shot.name}-${size.width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${path.relative(process.cwd(), file)}  ${shot.path}`);
      }
      await context.close();
    }
    console.log(`\n${formatBudgets(budgets)}`);
    if (budgets.some((row) => !row.ok)) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
