import { describe, expect, it } from "vitest";
import { BLURRED_AT_TOP, narrowestSlot, SLOT_SIZES, srcSet, withPlaceholders } from "../../app/lib/images";
import type { ImageInfo } from "../../domain/entities";
import { formatWidths, parseWidths } from "../../server/media/process";

const NAME = "0123456789abcdef0123456789abcdef.jpg";
const BASE = "/uploads/0123456789abcdef0123456789abcdef";

describe("srcSet", () => {
  it("lists the widths every image has when nothing more is known", () => {
    expect(srcSet(NAME)).toBe(`${BASE}-w480.webp 480w, ${BASE}-w960.webp 960w, ${BASE}-w1600.webp 1600w`);
  });

  it("lists the 720 variant only for an image that has it", () => {
    const legacy = { width: 2560, widths: [480, 960, 1600] };
    const current = { width: 2560, widths: [480, 720, 960, 1600] };
    expect(srcSet(NAME, legacy)).not.toContain("-w720");
    expect(srcSet(NAME, current)).toBe(`${BASE}-w480.webp 480w, ${BASE}-w720.webp 720w, ${BASE}-w960.webp 960w, ${BASE}-w1600.webp 1600w`);
  });

  it("describes variants of a narrow original by their real width, once", () => {
    // The -w720 file of a 640-px original is 640 px wide; -w960 and -w1600 are the same picture.
    expect(srcSet(NAME, { width: 640, widths: [480, 720, 960, 1600] })).toBe(`${BASE}-w480.webp 480w, ${BASE}-w720.webp 640w`);
    expect(srcSet(NAME, { width: 300, widths: [480, 960, 1600] })).toBe(`${BASE}-w480.webp 300w`);
    expect(srcSet(NAME, { width: 300, widths: [160, 480, 720, 960, 1600] })).toBe(`${BASE}-w160.webp 160w, ${BASE}-w480.webp 300w`);
    expect(srcSet(NAME, { width: 120, widths: [160, 480, 720, 960, 1600] })).toBe(`${BASE}-w160.webp 120w`);
  });
});

describe("media widths column", () => {
  it("reads what it writes, and takes anything unreadable for the widths every image has", () => {
    expect(parseWidths(formatWidths([1600, 480, 720, 960, 720, 160]))).toEqual([160, 480, 720, 960, 1600]);
    expect(formatWidths([960, 480, 1600])).toBe("480,960,1600");
    expect(parseWidths("")).toEqual([480, 960, 1600]);
    expect(parseWidths(null)).toEqual([480, 960, 1600]);
    expect(parseWidths("x,,-3")).toEqual([480, 960, 1600]);
  });
});

describe("slot sizes", () => {
  it("every slot ends with a width for the narrowest screens", () => {
    for (const sizes of Object.values(SLOT_SIZES)) expect(sizes.split(", ").at(-1)).not.toMatch(/^\(/);
  });
});

describe("withPlaceholders", () => {
  const info = (i: number, color: string | null = `#0000${i.toString(16).padStart(2, "0")}`): ImageInfo => ({
    name: `${i.toString(16).padStart(32, "0")}.jpg`,
    width: 1600,
    height: 1067,
    placeholder: `data:image/webp;base64,UklGR${i}`,
    widths: [160, 480, 720, 960, 1600],
    ...(color ? { color } : {}),
  });
  const list = Array.from({ length: 10 }, (_, i) => info(i));
  const infos = new Map(list.map((image) => [image.name, image]));

  it("keeps the blurred placeholder of the first images of the list, and sends the colour only for the others", () => {
    const sent = withPlaceholders(
      infos,
      list.map((image) => image.name),
    );
    const blurred = list.filter((image) => sent[image.name]!.placeholder).map((image) => image.name);
    expect(blurred).toEqual(list.slice(0, BLURRED_AT_TOP).map((image) => image.name));
    for (const image of list.slice(BLURRED_AT_TOP)) {
      expect(sent[image.name]).not.toHaveProperty("placeholder");
      expect(sent[image.name]!.color).toBe(image.color);
      expect(sent[image.name]!.widths).toEqual(image.widths);
    }
  });

  it("counts in the list's order, once per image, and skips empty and unknown names", () => {
    const reversed = [null, "", "f".repeat(32) + ".jpg", ...[...list].reverse().map((image) => image.name), list[9]!.name];
    const sent = withPlaceholders(infos, reversed, 2);
    expect(Object.keys(sent)).toEqual([...list].reverse().map((image) => image.name));
    expect(list.filter((image) => sent[image.name]!.placeholder).map((image) => image.name)).toEqual([list[8]!.name, list[9]!.name]);
  });

  it("keeps the placeholder of an image whose colour is not known", () => {
    const unknown = info(20, null);
    const sent = withPlaceholders(new Map([[unknown.name, unknown]]), [unknown.name], 0);
    expect(sent[unknown.name]!.placeholder).toBe(unknown.placeholder);
  });
});

describe("a srcset for a slot", () => {
  it("leaves out the variants narrower than the slot on the narrowest phone, which no browser would choose", () => {
    const info = { width: 1600, widths: [160, 480, 720, 960, 1600] };
    // A card is 100vw - 32px wide on a phone: 288 px on a 320 px screen, so 160 is never enough.
    expect(narrowestSlot(SLOT_SIZES.card)).toBe(288);
    expect(srcSet("a.jpg", info, SLOT_SIZES.card)).toBe(
      "/uploads/a-w480.webp 480w, /uploads/a-w720.webp 720w, /uploads/a-w960.webp 960w, /uploads/a-w1600.webp 1600w",
    );
    // Gallery tiles are two to a row: (320 - 44) / 2 = 138 px, so 160 stays.
    expect(narrowestSlot(SLOT_SIZES.galleryTile)).toBe(138);
    expect(srcSet("a.jpg", info, SLOT_SIZES.galleryTile)).toContain("a-w160.webp 160w");
    expect(narrowestSlot("64px")).toBe(64);
    expect(narrowestSlot("(max-width: 1023px) 98vw, 100vw")).toBe(320);
  });

  it("keeps everything when the slot cannot be read, and always keeps the widest variant", () => {
    const info = { width: 1600, widths: [160, 480] };
    expect(narrowestSlot("(min-width: 640px) 50vw")).toBe(0);
    expect(narrowestSlot("calc(100vw - )")).toBe(0);
    expect(narrowestSlot("min(100vw, 400px)")).toBe(0);
    expect(srcSet("a.jpg", info, "calc(100vw - )")).toBe("/uploads/a-w160.webp 160w, /uploads/a-w480.webp 480w");
    expect(srcSet("a.jpg", info, "100vw")).toBe("/uploads/a-w480.webp 480w");
    expect(srcSet("a.jpg", { width: 1600, widths: [160] }, "100vw")).toBe("/uploads/a-w160.webp 160w");
  });
});
