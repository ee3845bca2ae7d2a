/**
 * A translation's slug (docs/product.md §11, domain/slugs.ts): words in their own script, lower
 * case, joined by hyphens; what a URL may name an item by in any language.
 */
import { describe, expect, it } from "vitest";
import { isAnySlug, isTranslatedSlug, SLUG_MAX, translatedSlugFrom } from "../../domain/slugs";

describe("translated slugs", () => {
  it("spell a title in its own script, its words joined by hyphens", () => {
    expect(translatedSlugFrom("കവടിയാറിലെ വില്ല")).toBe("കവടിയാറിലെ-വില്ല");
    expect(translatedSlugFrom("  പട്ടത്തെ,  നടുമുറ്റം വീട്! ")).toBe("പട്ടത്തെ-നടുമുറ്റം-വീട്");
    expect(translatedSlugFrom("கோவளம் கடல் வீடு")).toBe("கோவளம்-கடல்-வீடு");
    // Mixed with Latin letters and digits, lower case.
    expect(translatedSlugFrom("3BHK വീട്, Kowdiar")).toBe("3bhk-വീട്-kowdiar");
    // A title in Latin letters alone is spelled as an English slug is.
    expect(translatedSlugFrom("Villa at Pattom, 2")).toBe("villa-at-pattom-2");
    expect(translatedSlugFrom("…!")).toBe("");
  });

  it("read a chillu however it was typed as the same letter", () => {
    // NA, VIRAMA and a zero-width joiner: the old way to type "ൻ".
    expect(translatedSlugFrom("അവന\u0d4d\u200d വീട്")).toBe("അവൻ-വീട്");
    expect(translatedSlugFrom("അവൻ വീട്")).toBe("അവൻ-വീട്");
  });

  it("stop at a word's end within the limit", () => {
    const slug = translatedSlugFrom("വീട് ".repeat(40));
    expect([...slug].length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith("വീട്")).toBe(true);
    expect(isTranslatedSlug(slug)).toBe(true);
  });

  it("are told apart from what no URL may name an item by", () => {
    for (const good of ["കവടിയാറിലെ-വില്ല", "கோவளம்-வீடு", "villa-2"]) expect(isAnySlug(good), good).toBe(true);
    for (const bad of ["", "Villa", "a--b", "-a", "a-", "വീട് വില്ല", "a/b", "0123456789abcdef01234567", "മ".repeat(SLUG_MAX + 1)])
      expect(isAnySlug(bad), bad).toBe(false);
    // Only the composed form: a decomposed one is another string for the same word.
    expect(isTranslatedSlug("cafe\u0301")).toBe(false);
  });
});
