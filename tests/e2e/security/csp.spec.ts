import { expect, test, imageFile, loginAsAdmin } from "../fixtures";

/** Every page, public and admin, loads and hydrates under the Content Security Policy with no violation. */
test.describe("Content Security Policy", () => {
  test("every page renders, hydrates and reports no violation; the nonce is fresh per request", async ({ page, api, request }) => {
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

    const publicPaths = [
      "/",
      "/about-us",
      "/services",
      "/gallery",
      "/contact",
      "/projects",
      `/projects/${project._id}`,
      "/blog",
      `/blog/${blog._id}`,
      "/login",
      "/forgot-password",
      "/no-such-page",
    ];
    for (const path of publicPaths) {
      await page.goto(path);
      // Hydrated: React Router's client runtime is running.
      await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      expect(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []), path).toEqual([]);
    }

    await loginAsAdmin(page);
    const adminPaths = [
      "/dashboard",
      "/manage-projects",
      "/manage-gallery",
      "/manage-blogs",
      "/addprojects",
      "/addgallery",
      "/addblogs",
      `/edit-project/${project._id}`,
      `/edit-gallery/${gallery._id}`,
      `/edit-blog/${blog._id}`,
    ];
    for (const path of adminPaths) {
      await page.goto(path);
      await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []), path).toEqual([]);
    }
    expect(violations).toEqual([]);

    const first = await request.get("/about-us");
    const second = await request.get("/about-us");
    const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
    const [a, b] = [nonceOf(first.headers()["content-security-policy"]), nonceOf(second.headers()["content-security-policy"])];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(await second.text()).toContain(`nonce="${b}"`);
    expect(await second.text()).not.toContain(`nonce="${a}"`);
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
