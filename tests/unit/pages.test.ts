import { describe, expect, it } from "vitest";
import { PAGES, pathPattern, privatePrefixes } from "../../domain/pages";
import { siteCacheRules } from "../../server/cache-rules";

const ID = "0123456789abcdef01234567";
const rules = siteCacheRules();
const isPrivate = (pathname: string) => PAGES.filter((p) => p.access === "private").some((p) => pathPattern(p).test(pathname));

describe("the URL map, declared once", () => {
  it("keeps each public page and API read with the content it shows", () => {
    // Every page shows the company's facts ("site"), in its header, footer and structured data.
    const expected: Array<[string, string[]]> = [
      ["/", ["projects", "site"]],
      ["/_root.data", ["projects", "site"]],
      ["/about-us", ["site"]],
      // The page for families abroad shows a few finished homes.
      ["/building-from-abroad", ["projects", "site"]],
      ["/services.data", ["site"]],
      ["/projects", ["projects", "site"]],
      [`/projects/${ID}`, ["projects", "site"]],
      [`/projects/${ID}.data`, ["projects", "site"]],
      ["/blog", ["blogs", "site"]],
      [`/blog/${ID}`, ["blogs", "site"]],
      // A slug names the item as well as its id (issue #17).
      ["/projects/villa-at-kowdiar", ["projects", "site"]],
      ["/blog/monsoon-proofing-your-roof", ["blogs", "site"]],
      ["/api/projects/villa-at-kowdiar", ["projects"]],
      // A translation's slug arrives percent-encoded (docs/product.md §11).
      [`/ml/projects/${encodeURI("കവടിയാറിലെ-വില്ല")}`, ["projects", "site"]],
      [`/ta/blog/${encodeURI("மழைக்கால-கூரைகள்")}`, ["blogs", "site"]],
      ["/gallery", ["galleries", "site"]],
      // It lists a page in a language once the site's texts it is made of are translated.
      ["/sitemap.xml", ["projects", "blogs", "site"]],
      ["/robots.txt", []],
      // Its nearest projects weigh packages in the order of the price tiers.
      ["/api/projects", ["projects", "site"]],
      [`/api/blogs/${ID}`, ["blogs"]],
      ["/api/galleries", ["galleries"]],
      ["/api/site", ["site"]],
      ["/api/site/company", ["site"]],
      ["/__manifest", []],
    ];
    for (const [pathname, kinds] of expected) expect(rules.kindsOf(pathname), pathname).toEqual(kinds);
  });

  it("keeps nothing private, unknown or malformed", () => {
    for (const pathname of [
      "/login",
      "/dashboard",
      `/edit-project/${ID}`,
      "/manage-blogs.data",
      "/api/session",
      "/projects/Not_A_Slug",
      `/projects/${"a".repeat(81)}`,
      `/ml/projects/${encodeURI("വില്ല-")}`,
      "/projects/-dash",
      "/nowhere",
      "/projects/",
      "/uploads/a.jpg",
    ]) {
      expect(rules.kindsOf(pathname), pathname).toBeNull();
    }
  });

  it("marks the admin area and sign-in private, with any id and a trailing slash", () => {
    for (const pathname of [
      "/login",
      "/forgot-password",
      "/dashboard/",
      "/addblogs",
      "/manage-gallery.data",
      "/edit-blog/whatever",
      "/edit-gallery/",
    ]) {
      expect(isPrivate(pathname), pathname).toBe(true);
    }
    for (const pathname of ["/", "/projects", `/blog/${ID}`, "/contact"]) expect(isPrivate(pathname), pathname).toBe(false);
    expect(privatePrefixes()).toEqual(expect.arrayContaining(["/dashboard", "/login", "/edit-project/", "/manage-blogs"]));
  });
});
