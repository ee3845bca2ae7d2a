import { describe, expect, it } from "vitest";
import { drawPicture, PICTURE_HEIGHT, PICTURE_WIDTH, type Picture } from "../../server/demo/drawings";
import { DEMO_BLOGS, DEMO_GALLERIES, DEMO_PROJECTS, DEMO_SITE_PHOTOS } from "../../server/demo/content";
import { INK, LATERITE_DARK, LIME, PAPER } from "../../server/demo/art/palette";

/** Every picture the demo content shows. */
const DEMO_PICTURES: Picture[] = [
  ...new Map(
    [
      ...DEMO_PROJECTS.flatMap((p) => [p.cover, ...p.gallery]),
      ...DEMO_BLOGS.flatMap((b) => b.images),
      ...DEMO_GALLERIES.flatMap((g) => g.images),
      DEMO_SITE_PHOTOS.about,
      ...Object.values(DEMO_SITE_PHOTOS.services),
    ].map((picture) => [JSON.stringify(picture), picture]),
  ).values(),
];

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What a centred crop of the picture to `ratio` (width / height) keeps, as object-fit: cover shows it. */
function crop(ratio: number): Box {
  const width = Math.min(PICTURE_WIDTH, PICTURE_HEIGHT * ratio);
  const height = Math.min(PICTURE_HEIGHT, PICTURE_WIDTH / ratio);
  return {
    left: (PICTURE_WIDTH - width) / 2,
    right: (PICTURE_WIDTH + width) / 2,
    top: (PICTURE_HEIGHT - height) / 2,
    bottom: (PICTURE_HEIGHT + height) / 2,
  };
}

/** Each lettered word or label of a drawing: the box of its strokes, and whether it belongs to the title block. */
function letteredBoxes(svg: string): Array<Box & { title: boolean }> {
  return [...svg.matchAll(/<path d="([^"]*)" fill="none" class="(lettering(?: title)?)"/g)].map(([, d, kind]) => {
    const numbers = (d ?? "").match(/-?\d+(?:\.\d+)?/g)!.map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    return {
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
      title: kind === "lettering title",
    };
  });
}

const SCENES: Picture[] = [
  { scene: "house", seed: 72, time: "morning", storeys: 2 },
  { scene: "house", seed: 24, time: "evening", storeys: 1, renovating: true },
  { scene: "office", seed: 31, time: "evening" },
  { scene: "warehouse", seed: 11, time: "noon" },
  { scene: "site", seed: 62, time: "dusk" },
  { scene: "interior", seed: 42, evening: true },
  { scene: "plan", seed: 83 },
];

describe("the demo's drawings", () => {
  it("are the same for the same picture, and differ by seed", () => {
    for (const picture of SCENES) {
      expect(drawPicture(picture)).toBe(drawPicture(picture));
      expect(drawPicture({ ...picture, seed: picture.seed + 2 })).not.toBe(drawPicture(picture));
    }
  });

  it("are drawn on paper in the site's palette, with no font and no photograph", () => {
    for (const picture of SCENES) {
      const svg = drawPicture(picture);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"')).toBe(true);
      expect(svg).toContain(`fill="${PAPER}"`);
      expect(svg).toContain(INK);
      expect(svg).not.toMatch(/<text|<image|href=/);
    }
    const house = drawPicture(SCENES[0]!);
    expect(house).toContain(LATERITE_DARK);
    expect(house).toContain(LIME);
  });

  it("keep every word whole in a 4:3 card, a 16:9 or 2:1 band, and the title in a square too", () => {
    // A little paper round each word, so none touches a cropped edge.
    const inside = (word: Box, frame: Box) =>
      word.left >= frame.left + 8 && word.right <= frame.right - 8 && word.top >= frame.top + 8 && word.bottom <= frame.bottom - 8;
    const frames = { "4:3": crop(4 / 3), "16:9": crop(16 / 9), "2:1": crop(2) };
    const cut: string[] = [];
    for (const picture of DEMO_PICTURES) {
      const words = letteredBoxes(drawPicture(picture));
      expect(words.filter((word) => word.title).length, JSON.stringify(picture)).toBeGreaterThan(0);
      for (const word of words) {
        const checks = Object.entries({ ...frames, ...(word.title ? { square: crop(1) } : {}) });
        for (const [name, frame] of checks)
          if (!inside(word, frame)) cut.push(`${JSON.stringify(picture)} in ${name}: ${JSON.stringify(word)}`);
      }
    }
    expect(cut).toEqual([]);
  });

  it("draw the home page's hero, which words are set over, with no lettering at all", () => {
    const hero = drawPicture(DEMO_SITE_PHOTOS.hero);
    expect(letteredBoxes(hero)).toEqual([]);
    expect(hero).toContain(LATERITE_DARK);
  });

  it("mirror the scene of an odd seed but never its lettering", () => {
    const odd = drawPicture({ scene: "house", seed: 71, time: "dusk", storeys: 2 });
    const even = drawPicture({ scene: "house", seed: 72, time: "dusk", storeys: 2 });
    expect(odd).toContain('transform="matrix(-1 0 0 1 1600 0)"');
    expect(even).not.toContain("matrix(-1");
    // The title is drawn after the mirrored scene, at the sheet's left.
    expect(odd.lastIndexOf("matrix(-1")).toBeLessThan(odd.indexOf('<rect x="28" y="28"'));
  });
});
