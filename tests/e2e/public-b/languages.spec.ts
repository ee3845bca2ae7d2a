/**
 * The site in Malayalam and Tamil (docs/product.md §11): every public page under /ml/ and /ta/ in
 * its language, a switcher that keeps the page, hreflang alternates on every page and in the
 * sitemap, an item not yet translated shown in English and marked, an item's own address in a
 * language, a translation flagged when its English changes, and a search in Malayalam.
 */
import type { Page, Response } from "@playwright/test";
import { LOCALE_INFO } from "../../../domain/locales";
import * as m from "../../../app/i18n/messages";
import { expect, hydrateEveryIsland, imageFile, loginAsAdmin, test } from "../fixtures";
import { uniqueTitle, waitForHydration } from "../public-a/helpers";

const SITE = "https://www.example-builder.in";

const alternates = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`));

test.describe("languages", () => {
  test("every page reads in Malayalam and Tamil, with the SPEC's texts translated", async ({ page, api }) => {
    const project = await api.createProject({
      title: uniqueTitle("Language Villa"),
      category: "Residential",
      coverImage: await imageFile(),
    });
    const post = await api.createBlog({ title: uniqueTitle("Language Post"), content: "Laterite walls breathe.", author: "Anitha Menon" });
    try {
      for (const locale of ["ml", "ta"] as const) {
        const pages: Array<[string, string | null]> = [
          [`/${locale}/`, null],
          [`/${locale}/projects`, m.projectsTitle(locale)],
          [`/${locale}/projects/${project.slug}`, null],
          [`/${locale}/blog`, m.blogHeroTitle(locale)],
          [`/${locale}/blog/${post.slug}`, null],
          [`/${locale}/contact`, m.contactTitle(locale)],
          [`/${locale}/estimate`, m.estimatorTitle(locale)],
        ];
        for (const [path, heading] of pages) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(page.locator("html"), path).toHaveAttribute("lang", LOCALE_INFO[locale].lang);
          if (heading) await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
          await expect(
            page.getByRole("navigation", { name: m.footerQuickLinksLabel(locale) }).getByRole("link", { name: m.navProjects(locale) }),
          ).toHaveAttribute("href", `/${locale}/projects`);
          // The English of these texts is nowhere on the page.
          await expect(page.getByText("Talk to us", { exact: true })).toHaveCount(0);
        }
        // The SPEC's texts, in the language: the contact form's button, the estimator's.
        await page.goto(`/${locale}/contact`);
        await expect(page.getByRole("button", { name: m.enquirySendMessage(locale) })).toBeVisible();
        await page.goto(`/${locale}/estimate`);
        await expect(page.getByRole("button", { name: m.estimatorSubmit(locale) })).toBeVisible();
      }
    } finally {
      await api.remove("projects", project._id);
      await api.remove("blogs", post._id);
    }
  });

  test("a page's islands come in its language alone, and hydrate without a mismatch", async ({ page }) => {
    // Each language has its own islands build (docs/architecture.md §12): an English page's scripts
    // carry no Malayalam or Tamil, a Malayalam page's no Tamil, and what an island renders in the
    // browser is what the server wrote (React reports a mismatch as an error).
    const SCRIPTS = { en: /[\u0D00-\u0D7F\u0B80-\u0BFF]/, ml: /[\u0B80-\u0BFF]/, ta: /[\u0D00-\u0D7F]/ };
    const own = { en: /Your name/, ml: /[\u0D00-\u0D7F]/, ta: /[\u0B80-\u0BFF]/ };
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    for (const locale of ["en", "ml", "ta"] as const) {
      const scripts: Array<Promise<{ url: string; text: string }>> = [];
      const collect = (response: Response) => {
        if (response.url().endsWith(".js")) scripts.push(response.text().then((text) => ({ url: response.url(), text })));
      };
      page.on("response", collect);
      await page.goto(locale === "en" ? "/contact" : `/${locale}/contact`);
      await hydrateEveryIsland(page);
      page.off("response", collect);
      const loaded = await Promise.all(scripts);
      expect(loaded.length, locale).toBeGreaterThan(2);
      for (const { url, text } of loaded) expect(SCRIPTS[locale].test(text), `${locale}: ${url}`).toBe(false);
      expect(
        loaded.some(({ text }) => own[locale].test(text)),
        locale,
      ).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test("the switcher keeps the visitor on the same page, with its filters", async ({ page }) => {
    await page.goto("/projects?category=Residential");
    await page.getByRole("contentinfo").getByRole("link", { name: LOCALE_INFO.ml.name }).click();
    await expect(page).toHaveURL(/\/ml\/projects\?category=Residential$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    await page.getByRole("contentinfo").getByRole("link", { name: LOCALE_INFO.ta.name }).click();
    await expect(page).toHaveURL(/\/ta\/projects\?category=Residential$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/projects\?category=Residential$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("every page names its languages for search engines, and so does the sitemap", async ({ page, request }) => {
    // Pages made of the site's own texts name a language once those are translated (tests/api/site-translations.test.ts).
    for (const path of ["/projects", "/ml/blog", "/ta/estimate", "/ml/gallery", "/ta/contact"]) {
      await page.goto(path);
      const english = path.replace(/^\/(ml|ta)/, "") || "/";
      const inLanguage = (locale: string) => (locale === "en" ? english : `/${locale}${english === "/" ? "/" : english}`);
      expect(await alternates(page), path).toEqual([
        `en ${SITE}${inLanguage("en")}`,
        `ml ${SITE}${inLanguage("ml")}`,
        `ta ${SITE}${inLanguage("ta")}`,
        `x-default ${SITE}${inLanguage("en")}`,
      ]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${path}`);
    }
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${SITE}/ml/gallery</loc>`);
    expect(xml).toContain(`<loc>${SITE}/ta/contact</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ml" href="${SITE}/ml/projects"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/projects"/>`);
  });

  test("a project not yet translated is shown in English and marked; translated, it is in the language and its sitemap", async ({
    page,
    request,
    api,
  }) => {
    const title = uniqueTitle("Courtyard Home");
    const project = await api.createProject({
      title,
      description: "A home around a courtyard.",
      category: "Residential",
      coverImage: await imageFile(),
    });
    try {
      await page.goto(`/ml/projects/${project.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en-IN");
      await expect(page.getByText(m.untranslatedNote("ml"))).toBeVisible();
      // Only its English page is an alternate, and the Malayalam sitemap leaves it out.
      expect(await alternates(page)).toEqual([`en ${SITE}/projects/${project.slug}`, `x-default ${SITE}/projects/${project.slug}`]);
      expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`${SITE}/ml/projects/${project.slug}<`);

      const response = await api.request("PUT", `/api/admin/projects/${project._id}/translations/ml`, {
        texts: { title: "നടുമുറ്റമുള്ള വീട്", description: "നടുമുറ്റത്തിന് ചുറ്റുമുള്ള ഒരു വീട്." },
      });
      expect(response.status).toBe(200);
      await page.goto(`/ml/projects/${project.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("നടുമുറ്റമുള്ള വീട്");
      await expect(page.getByText(m.untranslatedNote("ml"))).toHaveCount(0);
      expect(await (await request.get("/sitemap.xml")).text()).toContain(`<loc>${SITE}/ml/projects/${project.slug}</loc>`);
      // The English page is as it was.
      await page.goto(`/projects/${project.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    } finally {
      await api.remove("projects", project._id);
    }
  });

  test("a translation gives the page its own address in its language; the old one leads there, and the switcher goes straight to it", async ({
    page,
    api,
  }) => {
    const project = await api.createProject({
      title: uniqueTitle("Courtyard House"),
      description: "A home around a courtyard.",
      coverImage: await imageFile(),
    });
    const words = `പട്ടത്തെ നടുമുറ്റം വീട് ${Date.now().toString(36)}`;
    const slug = words.replaceAll(" ", "-");
    try {
      await loginAsAdmin(page);
      await page.goto(`/translate/projects/${project._id}?lang=ml`);
      await page.getByLabel(/Malayalam.*Title/).fill(words);
      await page.getByLabel(/Malayalam.*Description/).fill("നടുമുറ്റത്തിന് ചുറ്റുമുള്ള ഒരു വീട്.");
      const address = page.getByLabel(/Malayalam.*Page address/);
      await expect(address).toHaveValue("");
      await expect(address).toHaveAttribute("placeholder", project.slug);
      await page.getByRole("button", { name: "Make from the title" }).click();
      await expect(address).toHaveValue(slug);
      await page.getByRole("button", { name: "Save Malayalam" }).click();
      await expect(page.getByText("Malayalam translation saved.")).toBeVisible();

      // From the English page, the switcher goes to the Malayalam address without a detour.
      await page.goto(`/projects/${project.slug}`);
      const malayalam = page.getByRole("contentinfo").getByRole("link", { name: LOCALE_INFO.ml.name });
      expect(decodeURI((await malayalam.getAttribute("href")) ?? "")).toBe(`/ml/projects/${slug}`);
      const [arrived] = await Promise.all([
        page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame() && frame.url().includes("/ml/")),
        malayalam.click(),
      ]);
      expect(decodeURI(new URL(arrived.url()).pathname)).toBe(`/ml/projects/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words);
      // Tamil has no address of its own: the page is at the English slug.
      await expect(page.getByRole("contentinfo").getByRole("link", { name: LOCALE_INFO.ta.name })).toHaveAttribute(
        "href",
        `/ta/projects/${project.slug}`,
      );
      // The address the page had in Malayalam leads to the new one.
      const response = await page.goto(`/ml/projects/${project.slug}`);
      expect(response?.request().redirectedFrom()?.url()).toContain(`/ml/projects/${project.slug}`);
      expect(decodeURI(new URL(page.url()).pathname)).toBe(`/ml/projects/${slug}`);
    } finally {
      await api.remove("projects", project._id);
    }
  });

  test("a Malayalam search finds a Malayalam title", async ({ page, api }) => {
    const post = await api.createBlog({ title: uniqueTitle("Monsoon Roofs"), content: "Slope and overhang.", author: "Anitha Menon" });
    const word = `മൺസൂൺ${Date.now().toString(36)}`;
    try {
      await api.request("PUT", `/api/admin/blogs/${post._id}/translations/ml`, {
        texts: { title: `${word} മേൽക്കൂരകൾ`, content: "ചരിവും നീളമുള്ള ചായ്പ്പും." },
      });
      // Without JavaScript: the server's answer.
      await page.goto(`/ml/blog?q=${encodeURIComponent(word)}`);
      const list = page.getByRole("region", { name: m.blogLatestArticles("ml") });
      await expect(list.getByRole("heading", { name: `${word} മേൽക്കൂരകൾ` })).toBeVisible();
      // Typed into the search box.
      await page.goto("/ml/blog");
      await waitForHydration(page);
      await page.getByRole("searchbox", { name: m.blogSearchLabel("ml") }).fill(word);
      await expect(list.getByRole("heading", { name: `${word} മേൽക്കൂരകൾ` })).toBeVisible();
      await expect(list.getByRole("heading", { level: 3 })).toHaveCount(1);
    } finally {
      await api.remove("blogs", post._id);
    }
  });

  test("a translation is flagged when its English changes, until someone reviews it", async ({ page, api }) => {
    const title = uniqueTitle("Laterite Villa");
    const project = await api.createProject({
      title,
      description: "Laterite and teak.",
      category: "Residential",
      coverImage: await imageFile(),
    });
    try {
      await loginAsAdmin(page);
      await page.goto(`/translate/projects/${project._id}?lang=ml`);
      await page.getByLabel(/Malayalam.*Title/).fill("വെട്ടുകല്ല് വില്ല");
      await page.getByLabel(/Malayalam.*Description/).fill("വെട്ടുകല്ലും തേക്കും.");
      await page.getByRole("button", { name: "Save Malayalam" }).click();
      await expect(page.getByText("Malayalam translation saved.")).toBeVisible();

      await api.updateProject(project._id, {
        title: `${title}, Pattom`,
        description: "Laterite and teak.",
        keepGalleryImages: project.gallery,
      });
      await page.goto("/translations?lang=ml&state=needs-update");
      await page.getByRole("link", { name: new RegExp(`${title}, Pattom`) }).click();
      const titleSection = page.getByRole("region", { name: "Title" });
      await expect(titleSection.getByText("Needs update")).toBeVisible();
      await expect(page.getByRole("region", { name: "Description" }).getByText("Up to date")).toBeVisible();
      await titleSection.getByRole("button", { name: /mark as reviewed/ }).click();
      await page.getByRole("button", { name: "Save Malayalam" }).click();
      await expect(page.getByText("Malayalam translation saved.")).toBeVisible();
      await expect(titleSection.getByText("Up to date")).toBeVisible();
    } finally {
      await api.remove("projects", project._id);
    }
  });

  test("the site's own texts are translated from their section's page, and shown on its page in the language", async ({
    page,
    api,
  }, testInfo) => {
    // Each width its own section: the two run at once on the one site.
    const [section, title, label, path] =
      testInfo.project.name === "phone"
        ? ["abroad", "Building from the Gulf", "Headline", "/ta/building-from-abroad"]
        : ["privacy", "Privacy notice", "Introduction", "/ta/privacy"];
    const place = label === "Headline" ? "headline" : "intro";
    const tamil = "உங்கள் விவரங்களை நாங்கள் எப்படிக் காக்கிறோம் என்பது இங்கே.";
    try {
      await loginAsAdmin(page);
      await page.goto(`/site/${section}`);
      await page
        .getByRole("region", { name: "Translations" })
        .getByRole("link", { name: /^Tamil/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/translate/site/${section}\\?lang=ta$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Translate “${title}”`);
      const text = page.getByRole("region", { name: label, exact: true });
      await expect(text.getByText("Not translated")).toBeVisible();
      await page.getByLabel(new RegExp(`Tamil.*${label}`)).fill(tamil);
      await page.getByRole("button", { name: "Save Tamil" }).click();
      await expect(page.getByText("Tamil translation saved.")).toBeVisible();
      await expect(text.getByText("Up to date")).toBeVisible();

      // On the page in Tamil: the translated text, and the note for the texts still in English.
      await page.goto(path);
      await expect(page.getByText(tamil)).toBeVisible();
      await expect(page.getByText(m.untranslatedNote("ta"))).toBeVisible();
      // Listed among what is left to translate while other texts are not.
      await page.goto("/translations?lang=ta");
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(title) })).toBeVisible();
    } finally {
      await api.request("PUT", `/api/admin/site/${section}/translations/ta`, { texts: { [place]: "" } });
    }
  });

  test("a browser that prefers Malayalam is offered it once, and never redirected", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ml-IN" });
    const page = await context.newPage();
    await page.goto("/about-us");
    await expect(page).toHaveURL(/\/about-us$/);
    const offer = page.locator('[data-language-offer="ml"]');
    await expect(offer).toBeVisible();
    await expect(page.locator('[data-language-offer="ta"]')).toBeHidden();
    await offer.getByRole("button", { name: m.languageOfferDismiss("ml") }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(offer).toBeHidden();
    await context.close();
  });
});
