/**
 * Files an attacker or a broken phone might upload, made in the test (nothing is checked in):
 * decompression bombs, many-frame GIFs, documents named .jpg, polyglots, truncated images.
 */
import { crc32, deflateSync } from "node:zlib";
import { makeImage } from "../../support/images";

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming 50,000 × 50,000 pixels, with a tiny compressed body. */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + 50_000 * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: 20 }, () => row)))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An animated GIF of `frames` frames of 1 × 1 pixel, written by hand (GIF89a). */
export function manyFrameGif(frames = 1000): Buffer {
  const header = Buffer.from("GIF89a", "ascii");
  // Logical screen 1 × 1, global colour table of 2 entries (black, white).
  const screen = Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]);
  // NETSCAPE2.0 loop extension: loop for ever.
  const loop = Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from("NETSCAPE2.0", "ascii"), 0x03, 0x01, 0x00, 0x00, 0x00]);
  const frame = (colour: number) => {
    const codes = 4 | (colour << 3) | (5 << 6);
    return Buffer.from([
      // Graphic control extension: 1/100 s delay.
      0x21,
      0xf9,
      0x04,
      0x00,
      0x01,
      0x00,
      0x00,
      0x00,
      // Image descriptor: at 0,0, 1 × 1, no local colour table.
      0x2c,
      0,
      0,
      0,
      0,
      1,
      0,
      1,
      0,
      0,
      // LZW minimum code size 2; codes clear(4), colour, end(5) in 3 bits each, least significant first.
      0x02,
      0x02,
      codes & 0xff,
      codes >> 8,
      0x00,
    ]);
  };
  const body = Array.from({ length: frames }, (_, i) => frame(i % 2));
  return Buffer.concat([header, screen, loop, ...body, Buffer.from([0x3b])]);
}

/** A minimal ZIP archive holding one stored file. */
export function zipArchive(): Buffer {
  const name = Buffer.from("readme.txt");
  const data = Buffer.from("not a photo");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** Inserts a JPEG comment segment after the start-of-image marker: a new file (and hash), the same picture. */
export function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const comment = Buffer.from(text, "utf8");
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
}

const HTML = "<!doctype html><html><body><script>alert(document.domain)</script></body></html>";

export interface HostileFiles {
  validJpeg: Buffer;
  validPng: Buffer;
  /** A larger noisy JPEG to cut at any offset. */
  photo: Buffer;
  pngBomb: Buffer;
  gif1000: Buffer;
  html: Buffer;
  zip: Buffer;
  /** A real JPEG with HTML in a comment segment and after its end: accepted, re-encoded without the script. */
  jpegHtmlPolyglot: Buffer;
  /** HTML first, a JPEG after it: refused. */
  htmlJpegPolyglot: Buffer;
  svg: Buffer;
  pdf: Buffer;
  /** Just over the 20 MB limit. */
  oversized: Buffer;
}

export async function makeHostileFiles(): Promise<HostileFiles> {
  const validJpeg = await makeImage({ width: 48, height: 32 });
  const validPng = await makeImage({ width: 40, height: 40, format: "png" });
  const photo = await makeImage({ width: 400, height: 300, noise: true });
  return {
    validJpeg,
    validPng,
    photo,
    pngBomb: pngBomb(),
    gif1000: manyFrameGif(1000),
    html: Buffer.from(HTML),
    zip: zipArchive(),
    jpegHtmlPolyglot: Buffer.concat([withJpegComment(validJpeg, HTML), Buffer.from(HTML)]),
    htmlJpegPolyglot: Buffer.concat([Buffer.from(HTML), validJpeg]),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script></svg>'),
    pdf: Buffer.from("%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF"),
    oversized: Buffer.concat([validJpeg, Buffer.alloc(20 * 1024 * 1024 + 10)]),
  };
}
