/**
 * Turns an upload into what is stored: the image decoded once (with a pixel limit), turned
 * upright, scaled to at most LIMITS.originalMaxSide, re-encoded without metadata (phone photos
 * carry the GPS position of a client's house), plus WebP variants and a tiny blurred placeholder.
 */
import os from "node:os";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { LIMITS, VARIANT_WIDTHS } from "../../domain/messages";
import { Unsupported, TooLarge } from "../errors";
import { describeFile, type TempUpload } from "../api/multipart";
import { Semaphore } from "./semaphore";
import type { ImageFormat } from "./sniff";

export interface ProcessedFile {
  name: string;
  data: Buffer;
}

export interface ProcessedImage {
  /** The stored name: the first 32 hex digits of the upload's SHA-256 and the stored type. */
  name: string;
  sha256: string;
  format: string;
  width: number;
  height: number;
  placeholder: string;
  /** The original and its variants, to be written under their names. */
  files: ProcessedFile[];
}

// One sharp job per core: more would only queue inside libvips while holding memory.
sharp.concurrency(1);
const jobs = new Semaphore(Math.max(1, os.availableParallelism()));

const STORED_EXTENSION: Record<ImageFormat, "jpg" | "png" | "webp"> = {
  jpeg: "jpg",
  avif: "jpg",
  png: "png",
  gif: "png",
  webp: "webp",
};

export function variantName(name: string, width: number): string {
  return `${name.replace(/\.[a-z0-9]+$/, "")}-w${width}.webp`;
}

/** Every file name that belongs to a stored image: the original and its variants. */
export function filesOf(name: string): string[] {
  return [name, ...VARIANT_WIDTHS.map((width) => variantName(name, width))];
}

export function processUpload(upload: TempUpload): Promise<ProcessedImage> {
  return jobs.run(() => processNow(upload));
}

async function processNow(upload: TempUpload): Promise<ProcessedImage> {
  const ext = STORED_EXTENSION[upload.format];
  const name = `${upload.sha256.slice(0, 32)}.${ext}`;
  let raw: { data: Buffer; info: OutputInfo };
  try {
    const input = sharp(upload.path, { limitInputPixels: LIMITS.inputPixels, animated: false, failOn: "error" });
    const meta = await input.metadata();
    if (!meta.format || !matchesSniffed(meta.format, upload.format)) {
      throw new Unsupported(`${describeFile(upload.clientName)} is not a valid image.`, upload.field);
    }
    raw = await input
      .rotate()
      .resize({ width: LIMITS.originalMaxSide, height: LIMITS.originalMaxSide, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Unsupported) throw error;
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) {
      throw new TooLarge(`${describeFile(upload.clientName)} has too many pixels. Use a photo of at most ${LIMITS.inputPixels / 1_000_000} megapixels.`, upload.field);
    }
    throw new Unsupported(`${describeFile(upload.clientName)} could not be read as an image. It may be damaged or incomplete.`, upload.field);
  }

  const { width, height, channels } = raw.info;
  const fromRaw = () => sharp(raw.data, { raw: { width, height, channels } });
  const opaque = ext === "jpg";
  const original = await encodeOriginal(opaque ? fromRaw().flatten({ background: "#ffffff" }) : fromRaw(), ext);
  const variants = await Promise.all(
    VARIANT_WIDTHS.map(async (w) => ({
      name: variantName(name, w),
      data: await fromRaw().resize({ width: w, withoutEnlargement: true }).webp({ quality: 76, effort: 4 }).toBuffer(),
    })),
  );
  const tiny = await fromRaw().resize({ width: 16, height: 16, fit: "inside" }).webp({ quality: 40 }).toBuffer();
  return {
    name,
    sha256: upload.sha256,
    format: ext,
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    files: [{ name, data: original }, ...variants],
  };
}

function matchesSniffed(decoded: string, sniffed: ImageFormat): boolean {
  if (sniffed === "avif") return decoded === "heif" || decoded === "avif";
  return decoded === sniffed;
}

function encodeOriginal(image: Sharp, ext: "jpg" | "png" | "webp"): Promise<Buffer> {
  switch (ext) {
    case "jpg":
      return image.jpeg({ quality: 84, mozjpeg: true }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 8, adaptiveFiltering: true }).toBuffer();
    case "webp":
      return image.webp({ quality: 84 }).toBuffer();
  }
}
