/**
 * The Malayalam and Tamil faces draw the letters today's texts use, not their scripts' whole
 * blocks (scripts/subset-font.ts, docs/product.md §11): every text the site writes itself in
 * those languages (its catalogues, the demo's content and the site's sections) is drawn by its
 * face, with no letter left to another font mid-word.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCRIPT_RANGES } from "../../app/fonts/script-ranges";
import { SITE_TRANSLATIONS } from "../../server/demo/site-translations";
import { BLOG_TRANSLATIONS, CAPTION_TRANSLATIONS, GALLERY_TRANSLATIONS, PROJECT_TRANSLATIONS } from "../../server/demo/translations";

const SCRIPTS = {
  ml: { family: "Noto Sans Malayalam", block: [0x0d00, 0x0d7f] },
  ta: { family: "Noto Sans Tamil", block: [0x0b80, 0x0bff] },
} as const;

function ranges(unicodeRange: string): Array<[number, number]> {
  return unicodeRange.split(",").map((part) => {
    const [from, to] = part.trim().replace("U+", "").split("-");
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

/** Every string in a nested value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function textsIn(locale: "ml" | "ta"): string[] {
  const folder = path.resolve("app/i18n/catalogue", locale);
  const catalogue = readdirSync(folder).flatMap((file) => strings(JSON.parse(readFileSync(path.join(folder, file), "utf8"))));
  const demo = [PROJECT_TRANSLATIONS, BLOG_TRANSLATIONS, GALLERY_TRANSLATIONS, CAPTION_TRANSLATIONS, SITE_TRANSLATIONS].flatMap((all) =>
    Object.values(all).map((translation) => (translation as Record<string, unknown>)[locale]),
  );
  return [...catalogue, ...strings(demo)];
}

describe("the script faces", () => {
  for (const locale of ["ml", "ta"] as const) {
    it(`draw every letter of the site's own ${locale} texts`, () => {
      const { family, block } = SCRIPTS[locale];
      const drawn = ranges(SCRIPT_RANGES[family]);
      const texts = textsIn(locale);
      expect(texts.length).toBeGreaterThan(500);
      const missing = new Set<string>();
      for (const text of texts) {
        for (const char of text) {
          const code = char.codePointAt(0)!;
          if (code < block[0] || code > block[1]) continue;
          if (!drawn.some(([from, to]) => code >= from && code <= to))
            missing.add(`U+${code.toString(16).toUpperCase()} ${char} in “${text.slice(0, 40)}”`);
        }
      }
      expect([...missing]).toEqual([]);
    });
  }

  it("are declared with the ranges the files were made with", () => {
    for (const [file, family] of [
      ["noto-sans-malayalam.css", "Noto Sans Malayalam"],
      ["noto-sans-tamil.css", "Noto Sans Tamil"],
    ] as const) {
      const css = readFileSync(path.resolve("app/fonts", file), "utf8");
      expect(css).toContain(`unicode-range: ${SCRIPT_RANGES[family]};`);
    }
  });
});
