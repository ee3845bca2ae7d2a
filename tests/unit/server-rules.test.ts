import { describe, expect, it } from "vitest";
import { blogCreateSchema, fieldErrors, galleryUpdateSchema, projectCreateSchema, projectUpdateSchema } from "../../domain/schemas";
import { hashPassword, verifyPassword } from "../../server/auth/password";
import { sniffImageFormat } from "../../server/media/sniff";
import { newId } from "../../server/services/ids";
import { keptImages, withNewImages } from "../../server/services/image-refs";

describe("sniffImageFormat", () => {
  const bytes = (...values: Array<number | string>) =>
    Uint8Array.from(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));
  it("knows the six image types by their first bytes and nothing else", () => {
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffImageFormat(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(sniffImageFormat(bytes("GIF89a"))).toBe("gif");
    expect(sniffImageFormat(bytes("RIFF", 0, 0, 0, 0, "WEBP"))).toBe("webp");
    expect(sniffImageFormat(bytes(0, 0, 0, 0x1c, "ftypavif"))).toBe("avif");
    // A drawing is only a candidate here: its decoder must read it as SVG (media/process.ts).
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"'))).toBe("svg");
    expect(sniffImageFormat(bytes(0xef, 0xbb, 0xbf, '\n  <?xml version="1.0"?>'))).toBe("svg");
    expect(sniffImageFormat(bytes("<!DOCTYPE svg PUBLIC"))).toBe("svg");
    expect(sniffImageFormat(bytes("<svgfoo"))).toBeNull();
    expect(sniffImageFormat(bytes("<!doctype html><svg>"))).toBeNull();
    expect(sniffImageFormat(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImageFormat(bytes(0, 0, 0, 0x1c, "ftypheic"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe("schemas", () => {
  it("default the project category to Residential and the blog category to General", () => {
    expect(projectCreateSchema.parse({ title: "T" }).category).toBe("Residential");
    expect(blogCreateSchema.parse({ title: "T", content: "C", author: "A" }).category).toBe("General");
    expect(blogCreateSchema.parse({ title: "T", content: "C", author: "A", category: "" }).category).toBe("General");
  });
  it("allow the empty project category only on edit", () => {
    expect(projectUpdateSchema.parse({ title: "T", category: "" }).category).toBe("");
    expect(projectCreateSchema.safeParse({ title: "T", category: "" }).success).toBe(false);
  });
  it("name each field's problem", () => {
    const result = blogCreateSchema.safeParse({ title: " ", content: 5, author: ["a", "b"] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({
        title: "Title is required",
        content: "Content must be sent once, as text",
        author: "Author must be sent once, as text",
      });
  });
  it("read the kept gallery images as a JSON list", () => {
    expect(galleryUpdateSchema.parse({ existing: '["a.jpg","b.jpg"]' }).existing).toEqual(["a.jpg", "b.jpg"]);
    expect(galleryUpdateSchema.safeParse({ existing: '{"a":1}' }).success).toBe(false);
  });
});

describe("kept images", () => {
  it("keep owned names in the order sent, once, and append new ones", () => {
    expect(keptImages(["a", "b", "c"], ["c", "x", "a", "c"])).toEqual(["c", "a"]);
    expect(withNewImages(["c", "a"], ["d", "a", "d"])).toEqual(["c", "a", "d"]);
  });
});

describe("passwords and ids", () => {
  it("hash with scrypt at the OWASP minimum and verify only the right password", async () => {
    const hash = await hashPassword("s3cret pass");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("s3cret pass", hash)).toBe(true);
    expect(await verifyPassword("s3cret pasS", hash)).toBe(false);
    expect(await verifyPassword("x", "garbage")).toBe(false);
  });
  it("makes 24-hex ids that sort by time", () => {
    const a = newId(1_700_000_000_000);
    const b = newId(1_800_000_000_000);
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(a < b).toBe(true);
  });
});
