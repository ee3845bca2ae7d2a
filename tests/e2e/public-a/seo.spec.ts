import { expect, imageFile, test } from "../fixtures";
import { uniqueTitle } from "./helpers";

const SITE = "https://www.example-builder.in";

test.describe("search engines", () => {
  test("sitemap.xml lists the public pages, a new project and a new blog post with lastmod", async ({ request, api }) => {
    const project = await api.createProject({
      title: uniqueTitle("Sitemap Villa"),
      category: "Residential",
      coverImage: await imageFile(),
    });
    const blog = await api.createBlog({ title: uniqueTitle("Sitemap Post"), content: "Laterite walls breathe.", author: "Anitha Menon" });
    try {
      const response = await request.get("/sitemap.xml");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/xml");
      const xml = await response.text();
      // The languages' alternates are XHTML links (docs/product.md §11).
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
      for (const path of ["/", "/about-us", "/services", "/projects", "/gallery", "/blog", "/contact"])
        expect(xml).toContain(`<loc>${SITE}${path}</loc>`);
      expect(xml).toContain(`<loc>${SITE}/projects/${project.slug}</loc><lastmod>${project.updatedAt}</lastmod>`);
      expect(xml).toContain(`<loc>${SITE}/blog/${blog.slug}</loc><lastmod>${blog.updatedAt}</lastmod>`);
      expect(xml).not.toContain("/dashboard");
      expect(xml).not.toContain("/login");
    } finally {
      await api.remove("projects", project._id);
      await api.remove("blogs", blog._id);
    }
  });

  test("robots.txt keeps crawlers out of the admin area and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const path of ["/dashboard", "/addprojects", "/addgallery", "/addblogs", "/manage-projects", "/edit-blog/", "/login", "/api/"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test("pages carry canonical, Open Graph and Twitter tags; home and contact carry GeneralContractor JSON-LD", async ({ page }) => {
    for (const [path, title] of [
      ["/", "Anantha Builders | Builders of homes and buildings in Thiruvananthapuram, Kerala"],
      ["/about-us", "About Us | Anantha Builders"],
      ["/services", "Services | Anantha Builders"],
      ["/contact", "Contact Us | Anantha Builders"],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${path}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      // Texts joined from the company's own never leave a doubled mark ("per sq.ft..").
      expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toMatch(/[.,;:]{2}|\s[.,;:]/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE}${path}`);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
      if (path === "/" || path === "/contact") {
        expect(jsonLd).toContain('"@type":"GeneralContractor"');
        expect(jsonLd).toContain('"telephone":"+91 98470 12345"');
      } else {
        expect(jsonLd).not.toContain("GeneralContractor");
      }
    }
  });
});
