import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { localeOfPath, localePath, preferredTranslation, stripLocale } from "../../domain/locales";
import { PAGES, pathPattern } from "../../domain/pages";
import { siteCacheRules } from "../../server/cache-rules";
import { compiledFiles, compileMessages, MESSAGES_FILE, placeholders } from "../../scripts/messages";
import * as m from "../../app/i18n/messages";
import { formatDate, formatNumber } from "../../app/i18n/format";
import { figureValue } from "../../domain/site-content";

describe("the site's languages", () => {
  it("puts Malayalam under /ml/ and Tamil under /ta/, and English where it was", () => {
    expect(localePath("ml", "/projects/villa-at-kowdiar")).toBe("/ml/projects/villa-at-kowdiar");
    expect(localePath("ta", "/")).toBe("/ta/");
    expect(localePath("en", "/ml/blog")).toBe("/blog");
    expect(localePath("ta", "/ml/blog")).toBe("/ta/blog");
    expect(localeOfPath("/ml")).toBe("ml");
    expect(localeOfPath("/ta/contact")).toBe("ta");
    // A page whose name only starts like a language is English.
    expect(localeOfPath("/mlx")).toBe("en");
    expect(stripLocale("/ml/")).toBe("/");
    expect(stripLocale("/tamil-homes")).toBe("/tamil-homes");
  });

  it("offers the browser's first language the site has, unless English comes first", () => {
    expect(preferredTranslation(["ml-IN", "en-US"])).toBe("ml");
    expect(preferredTranslation(["ta"])).toBe("ta");
    expect(preferredTranslation(["en-IN", "ml"])).toBeNull();
    expect(preferredTranslation(["hi-IN", "ta-IN"])).toBe("ta");
    expect(preferredTranslation([])).toBeNull();
  });

  it("has each public page in each language, kept and cleared like the English page", () => {
    const rules = siteCacheRules();
    for (const path of ["/ml/", "/ml", "/ta/projects", "/ml/projects/villa-at-kowdiar", "/ta/blog/monsoon-roofs"]) {
      expect(rules.kindsOf(path), path).not.toBeNull();
    }
    expect(rules.kindsOf("/ml/projects")).toEqual(rules.kindsOf("/projects"));
    // Sign-in and the admin area have no copies.
    expect(PAGES.some((page) => page.path === "/ml/login" || page.path === "/ml/dashboard")).toBe(false);
    const home = PAGES.find((page) => page.path === "/ta/")!;
    expect(pathPattern(home).test("/ta")).toBe(true);
    expect(pathPattern(home).test("/tamil")).toBe(false);
  });
});

describe("the fixed texts' catalogues", () => {
  it("compile to the committed app/i18n/messages.ts and app/i18n/admin/{ml,ta}.ts (run `npm run messages` after editing a catalogue)", () => {
    expect(readFileSync(MESSAGES_FILE, "utf8")).toBe(compileMessages());
    for (const [file, text] of compiledFiles()) expect(readFileSync(file, "utf8"), file).toBe(text);
  });

  it("give each language its own text, with the values in place", () => {
    expect(m.actionsTalk("en")).toBe("Talk to us");
    expect(m.actionsTalk("ml")).not.toBe(m.actionsTalk("en"));
    expect(m.actionsCallUsAt("ta", { phone: "+91 98765 43210" })).toContain("+91 98765 43210");
    expect(placeholders("Showing {shown} of {total}, {shown}")).toEqual(["shown", "total"]);
  });

  it("write numbers in Indian grouping and dates in the page's language", () => {
    expect(formatNumber("en", 1234567)).toBe("12,34,567");
    expect(formatNumber("ml", 1234567)).toBe("12,34,567");
    expect(formatDate("ml", "2026-11-28T06:00:00Z", { month: "long" })).toBe("നവംബർ");
    expect(formatDate("ta", "2026-11-28T06:00:00Z", { month: "long" })).toBe("நவம்பர்");
  });

  it("counts the years of experience from the year founded under a translated label too", () => {
    const now = new Date("2026-11-28T06:00:00Z");
    for (const label of ["Years of Experience", "വർഷത്തെ പരിചയം", "ஆண்டு அனுபவம்", "வருட அனுபவம்"]) {
      expect(figureValue({ value: "10+", label }, 2010, now), label).toBe("16+");
    }
    expect(figureValue({ value: "200+", label: "പൂർത്തിയാക്കിയ പ്രോജക്റ്റുകൾ" }, 2010, now)).toBe("200+");
  });
});
