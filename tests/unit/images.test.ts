import { describe, expect, it } from "vitest";
import { SLOT_SIZES, srcSet } from "../../app/lib/images";
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
