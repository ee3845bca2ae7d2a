import type { Page } from "@playwright/test";
import type { ApiClient } from "../../support/client";
import { useToken } from "../admin/support";
import { expect, hydrateEveryIsland, imageFile, test } from "../fixtures";

/** Every page, public and admin, loads and hydrates under the Content Security Policy with no violation. */
/** Records what the policy refuses: console reports and `securitypolicyviolation` events. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __violations: string[] }).__violations ??= [];
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...violations, ...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []))];
}

/** One project, post and gallery item per worker, for the detail and edit pages. */
let made: Promise<{ project: string; blog: string; gallery: string }> | null = null;
function content(api: ApiClient) {
  made ??= (async () => {
    const project = await api.createProject({
      title: `CSP project ${Date.now()}`,
      coverImage: await imageFile(),
      gallery: [await imageFile("g.jpg")],
    });
    const blog = await api.createBlog({
      title: `CSP post ${Date.now()}`,
      content: "One.\n\nTwo.",
      author: "Tester",
      images: [await imageFile(), await imageFile("b.jpg")],
    });
    const gallery = await api.createGallery({ title: "CSP gallery", gallery: [await imageFile()] });
    return { project: project._id, blog: blog._id, gallery: gallery._id };
  })();
  return made;
}

/** Every page, public and admin, loads and hydrates under the Content Security Policy with no violation; one test a page. */
test.describe("Content Security Policy", () => {
  const publicPaths: Array<(ids: Awaited<ReturnType<typeof content>>) => string> = [
    () => "/",
    () => "/about-us",
    () => "/services",
    () => "/gallery",
    () => "/contact",
    () => "/projects",
    (ids) => `/projects/${ids.project}`,
    () => "/blog",
    (ids) => `/blog/${ids.blog}`,
    () => "/login",
    () => "/forgot-password",
    () => "/no-such-page",
  ];
  for (const [i, pathOf] of publicPaths.entries()) {
    test(`public page ${i + 1} of ${publicPaths.length} renders and hydrates with no violation`, async ({ page, api }) => {
      const path = pathOf(await content(api));
      const violations = await watchViolations(page);
      await page.goto(path);
      // Every island of a public page hydrated; sign-in's React Router app running.
      await hydrateEveryIsland(page);
      expect(await violations(), path).toEqual([]);
    });
  }

  const adminPaths: Array<(ids: Awaited<ReturnType<typeof content>>) => string> = [
    () => "/dashboard",
    () => "/manage-projects",
    () => "/manage-gallery",
    () => "/manage-blogs",
    () => "/addprojects",
    () => "/addgallery",
    () => "/addblogs",
    (ids) => `/edit-project/${ids.project}`,
    (ids) => `/edit-gallery/${ids.gallery}`,
    (ids) => `/edit-blog/${ids.blog}`,
    () => "/site/company",
    () => "/site/home",
    () => "/site/services",
    () => "/site/about",
    () => "/site/testimonials",
  ];
  for (const [i, pathOf] of adminPaths.entries()) {
    test(`admin page ${i + 1} of ${adminPaths.length} renders and hydrates with no violation`, async ({ page, api }) => {
      const path = pathOf(await content(api));
      const violations = await watchViolations(page);
      await useToken(page, api.token);
      await page.goto(path);
      await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      await page.waitForLoadState("networkidle");
      expect(await violations(), path).toEqual([]);
    });
  }

  test("the nonce is fresh per request, kept pages included; a public page's scripts are allowed by their hashes", async ({ request }) => {
    const first = await request.get("/about-us");
    const second = await request.get("/about-us");
    const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
    const [a, b] = [nonceOf(first.headers()["content-security-policy"]), nonceOf(second.headers()["content-security-policy"])];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    // The same page for every request: no nonce in it, its two inline scripts named by hash.
    expect(await second.text()).toBe(await first.text());
    expect(await second.text()).not.toContain("nonce=");
    expect(first.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}'){2,} 'nonce-/);
    // Sign-in is a single-page app: React Router's scripts carry this request's nonce.
    const login = await request.get("/login");
    expect(await login.text()).toContain(`nonce="${nonceOf(login.headers()["content-security-policy"])}"`);
  });

  test("answers carry the security headers", async ({ request }) => {
    for (const path of ["/", "/api/projects", "/no-such-page", "/login"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(headers["x-powered-by"], path).toBeUndefined();
      expect(headers["strict-transport-security"], path).toContain("max-age=");
      const csp = headers["content-security-policy"] ?? "";
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp, path).toContain(directive);
      expect(csp, path).not.toContain("'unsafe-inline' 'nonce");
      expect(csp.match(/script-src[^;]*/)?.[0] ?? "", path).not.toContain("unsafe-inline");
    }
    expect((await request.get("/login")).headers()["cache-control"]).toBe("no-store");
    expect((await request.get("/dashboard")).headers()["cache-control"]).toBe("no-store");
  });
});
