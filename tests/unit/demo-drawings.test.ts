import { describe, expect, it } from "vitest";
import { drawPicture, type Picture } from "../../server/demo/drawings";
import { INK, LATERITE_DARK, LIME, PAPER } from "../../server/demo/art/palette";

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

  it("mirror the scene of an odd seed but never its lettering", () => {
    const odd = drawPicture({ scene: "house", seed: 71, time: "dusk", storeys: 2 });
    const even = drawPicture({ scene: "house", seed: 72, time: "dusk", storeys: 2 });
    expect(odd).toContain('transform="matrix(-1 0 0 1 1600 0)"');
    expect(even).not.toContain("matrix(-1");
    // The title is drawn after the mirrored scene, at the sheet's left.
    expect(odd.lastIndexOf("matrix(-1")).toBeLessThan(odd.indexOf('<rect x="28" y="28"'));
  });
});
