import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GalleryItem } from "../../domain/entities";
import { formData, type FilePart } from "../support/client";
import { pngBomb } from "../hard/support/hostile-files";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function upload(files: FilePart[]) {
  return server.api.request("POST", "/api/gallery-upload", formData({ title: "Upload test", gallery: files }));
}

describe("accepted images", () => {
  it("takes JPEG, PNG, GIF, WebP and AVIF, decided by content whatever the name says", async () => {
    const files: FilePart[] = [];
    for (const format of ["jpeg", "png", "gif", "webp", "avif"] as const) {
      files.push({
        name: `picture.${format === "jpeg" ? "png" : "jpg"}`,
        data: await makeImage({ format, width: 200, height: 150 }),
        type: "text/plain",
      });
    }
    const response = await upload(files);
    expect(response.status).toBe(201);
    const { gallery } = (await response.json()) as { gallery: GalleryItem };
    expect(gallery.images.map((n) => n.split(".")[1])).toEqual(["jpg", "png", "png", "webp", "jpg"]);
    for (const name of gallery.images) {
      const served = await fetch(`${server.baseUrl}/uploads/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.width).toBe(200);
    }
  });

  it("turns photos upright and removes EXIF and GPS from the stored file", async () => {
    const photo = await makeImage({ width: 400, height: 300, withGps: true });
    const original = await sharp(photo).metadata();
    expect(original.exif?.includes(Buffer.from("TestPhone"))).toBe(true);
    expect(original.orientation).toBe(6);
    const { gallery } = (await (await upload([{ name: "IMG_0001.jpg", data: photo }])).json()) as { gallery: GalleryItem };
    const name = gallery.images[0]!;
    const stored = Buffer.from(await (await fetch(`${server.baseUrl}/uploads/${name}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("TestPhone"))).toBe(false);
    // Orientation 6 means the camera was turned: the stored image is 300 wide and 400 high.
    expect([meta.width, meta.height]).toEqual([300, 400]);
    const variant = await fetch(`${server.baseUrl}/uploads/${name.replace(".jpg", "-w480.webp")}`);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).exif).toBeUndefined();
  });

  it("caps stored originals at 2560 px and makes variants no wider than asked", async () => {
    const { gallery } = (await (await upload([{ name: "wide.jpg", data: await makeImage({ width: 3200, height: 1000 }) }])).json()) as {
      gallery: GalleryItem;
    };
    const name = gallery.images[0]!;
    const size = async (file: string) =>
      sharp(Buffer.from(await (await fetch(`${server.baseUrl}/uploads/${file}`)).arrayBuffer())).metadata();
    expect((await size(name)).width).toBe(2560);
    for (const w of [480, 960, 1600]) expect((await size(name.replace(".jpg", `-w${w}.webp`))).width).toBe(w);
  });

  it("stores an SVG as the PNG it draws: its script is never served, nor any file it names", async () => {
    const drawing = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">' +
        '<script>alert(1)</script><image xlink:href="../site.db" width="64" height="64"/><circle cx="32" cy="32" r="20" fill="#0e7a3f"/></svg>',
    );
    const response = await upload([{ name: "logo.svg", data: drawing, type: "image/svg+xml" }]);
    expect(response.status).toBe(201);
    const { gallery } = (await response.json()) as { gallery: GalleryItem };
    const name = gallery.images[0]!;
    expect(name).toMatch(/\.png$/);
    const served = await fetch(`${server.baseUrl}/uploads/${name}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes(Buffer.from("<script"))).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 1600, height: 1600 });
  });

  it("re-encodes a JPEG that carries HTML, so the served bytes hold no script", async () => {
    const polyglot = Buffer.concat([await makeImage({ width: 100, height: 100 }), Buffer.from("<html><script>alert(1)</script></html>")]);
    const response = await upload([{ name: "poly.jpg", data: polyglot }]);
    expect(response.status).toBe(201);
    const { gallery } = (await response.json()) as { gallery: GalleryItem };
    const served = Buffer.from(await (await fetch(`${server.baseUrl}/uploads/${gallery.images[0]}`)).arrayBuffer());
    expect(served.includes(Buffer.from("<script"))).toBe(false);
  });
});

describe("refused uploads store nothing", () => {
  const refusals: Array<[string, () => Promise<FilePart[]>, number, RegExp]> = [
    [
      "a text file named .jpg",
      async () => [{ name: "notes.jpg", data: Buffer.from("just some text, not an image") }],
      415,
      /"notes\.jpg" is not an image/,
    ],
    [
      "an SVG that is not a drawing",
      async () => [{ name: "logo.svg", data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g>'), type: "image/svg+xml" }],
      415,
      /could not be read/,
    ],
    [
      "XML that is not SVG",
      async () => [{ name: "feed.svg", data: Buffer.from('<?xml version="1.0"?><rss version="2.0"><channel/></rss>') }],
      415,
      /could not be read|not a valid image/,
    ],
    ["a PDF named .png", async () => [{ name: "plan.png", data: Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF") }], 415, /not an image/],
    [
      "an HTML file named .jpg",
      async () => [{ name: "page.jpg", data: Buffer.from("<!doctype html><script>alert(1)</script>") }],
      415,
      /not an image/,
    ],
    ["a ZIP named .jpg", async () => [{ name: "archive.jpg", data: Buffer.from("PK\u0003\u0004 zip body") }], 415, /not an image/],
    ["an empty file", async () => [{ name: "empty.jpg", data: Buffer.alloc(0) }], 415, /not an image/],
    [
      "a truncated JPEG",
      async () => [{ name: "cut.jpg", data: (await makeImage({ width: 800, height: 600, noise: true })).subarray(0, 3000) }],
      415,
      /could not be read/,
    ],
    ["a PNG of 50,000 × 50,000 pixels", async () => [{ name: "bomb.png", data: pngBomb() }], 413, /too many pixels/],
    [
      "one bad file among good ones",
      async () => [
        { name: "good.jpg", data: await makeImage() },
        { name: "bad.jpg", data: Buffer.from("nope") },
      ],
      415,
      /"bad\.jpg"/,
    ],
  ];

  for (const [label, files, status, message] of refusals) {
    it(`refuses ${label} with ${status}`, async () => {
      const before = await server.uploads();
      const galleries = await server.api.json("GET", "/api/galleries");
      const response = await upload(await files());
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
      expect(await server.uploads()).toEqual(before);
      expect(await server.api.json("GET", "/api/galleries")).toEqual(galleries);
    });
  }

  it("refuses a file over 20 MB with 413 naming the limit", async () => {
    const before = await server.uploads();
    const big = Buffer.concat([await makeImage(), Buffer.alloc(21 * 1024 * 1024)]);
    const response = await upload([{ name: "huge.jpg", data: big }]);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/"huge\.jpg" is larger than 20 MB/);
    expect(await server.uploads()).toEqual(before);
  });

  it("refuses more than 30 files with 413 naming the limit", async () => {
    const before = await server.uploads();
    const image = await makeImage({ width: 50, height: 50 });
    const response = await upload(Array.from({ length: 31 }, (_, i) => ({ name: `${i}.jpg`, data: image })));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/at most 30 images/);
    expect(await server.uploads()).toEqual(before);
  });

  it("refuses a JSON body where a form is expected", async () => {
    const response = await server.api.request("POST", "/api/gallery-upload", { title: "json" });
    expect(response.status).toBe(415);
  });

  it("refuses a file under an unexpected field name", async () => {
    const response = await server.api.request(
      "POST",
      "/api/gallery-upload",
      formData({ gallery: { name: "a.jpg", data: await makeImage() }, other: { name: "b.jpg", data: await makeImage() } }),
    );
    expect(response.status).toBe(400);
  });
});

describe("/uploads paths", () => {
  it("never reads outside the upload folder", async () => {
    await writeFile(path.join(server.dataDir, "secret.txt"), "secret");
    const attempts = [
      "/uploads/..%2fsite.db",
      "/uploads/..%2f..%2fsite.db",
      "/uploads/%2e%2e%2fsite.db",
      "/uploads/%2e%2e/site.db",
      "/uploads/..%5csite.db",
      "/uploads/....//site.db",
      "/uploads/%252e%252e%252fsite.db",
      "/uploads/..%2fsecret.txt",
      "/uploads/%00.jpg",
      "/uploads/",
      "/uploads",
    ];
    for (const attempt of attempts) {
      const response = await fetch(`${server.baseUrl}${attempt}`);
      const body = await response.text();
      expect(response.status, attempt).toBeGreaterThanOrEqual(400);
      expect(body, attempt).not.toMatch(/SQLite format|secret/);
    }
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const { gallery } = (await (await upload([{ name: "etag.jpg", data: await makeImage() }])).json()) as { gallery: GalleryItem };
    const first = await fetch(`${server.baseUrl}/uploads/${gallery.images[0]}`);
    const etag = first.headers.get("etag")!;
    const second = await fetch(`${server.baseUrl}/uploads/${gallery.images[0]}`, { headers: { "if-none-match": etag } });
    expect(second.status).toBe(304);
  });
});
