/**
 * Turns an upload into what is stored: the image decoded once (with a pixel limit), turned
 * upright, scaled to at most LIMITS.originalMaxSide, re-encoded without metadata (phone photos
 * carry the GPS position of a client's house), plus WebP variants and a tiny blurred placeholder.
 */
import { readFile } from "node:fs/promises";
import os from "node:os";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { BASE_WIDTHS, MADE_WIDTHS, variantName } from "../../domain/images";
import { LIMITS } from "../../domain/messages";
import { Unsupported, TooLarge } from "../errors";
import { describeFile, type TempUpload } from "./upload";
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
  /** The average colour, "#rrggbb". */
  color: string;
  /** The widths of the variants among `files` (domain/images.ts, MADE_WIDTHS). */
  widths: number[];
  /** The original and its variants, to be written under their names. */
  files: ProcessedFile[];
}

// One sharp job per core: more would only queue inside libvips while holding memory.
sharp.concurrency(1);
// Each upload is new: libvips' operation cache would only hold on to decoded pixels.
sharp.cache(false);
const jobs = new Semaphore(Math.max(1, os.availableParallelism()));

const STORED_EXTENSION: Record<ImageFormat, "jpg" | "png" | "webp"> = {
  jpeg: "jpg",
  avif: "jpg",
  png: "png",
  gif: "png",
  webp: "webp",
  // A drawing is stored as the picture it draws, never as SVG: an SVG served from the site's own
  // address could run script, and no page needs the drawing itself.
  svg: "png",
};

/** The longest side a drawing is drawn at: sharp enough for the header, the favicon and a sharing image. */
const DRAWING_SIDE = 1600;

/**
 * The decoder of an upload. A drawing is read from memory (so that it cannot name other files
 * beside it) and drawn at a density that makes its longest side DRAWING_SIDE, whatever size it declares.
 */
async function openUpload(upload: TempUpload): Promise<Sharp> {
  const options = { limitInputPixels: LIMITS.inputPixels, animated: false, failOn: "error" as const };
  if (upload.format !== "svg") return sharp(upload.path, { ...options, sequentialRead: true });
  const drawing = await readFile(upload.path);
  const declared = await sharp(drawing, options).metadata();
  const side = Math.max(declared.width ?? 0, declared.height ?? 0);
  if (declared.format !== "svg" || side === 0) return sharp(drawing, options);
  const density = Math.min(Math.max((72 * DRAWING_SIDE) / side, 1), 100_000);
  return sharp(drawing, { ...options, density });
}

/** Variants narrower than this are made from the narrowest variant already made, not from the original: decoding a 2560-px original again would cost more than the thumbnail itself. */
const FROM_VARIANT_BELOW = 480;

/**
 * WebP quality of a variant. The phone widths (160, 480, 720) are shown on screens of 1.75–3
 * device pixels per CSS pixel, where the finer artefacts of a lower quality are too small to see;
 * at 64 they are about a fifth lighter than at 76, and the first photo of a page arrives that much
 * sooner on a phone's connection. Wider variants go to tablets and desktops and keep 76.
 */
export function variantQuality(width: number): number {
  return width <= 720 ? 64 : 76;
}

/** Every file name a stored image may have: the original and its variants at every width made today. */
export function filesOf(name: string): string[] {
  return storedFiles(name, MADE_WIDTHS);
}

/** The files a stored image has: the original and its variants at the widths its row records. */
export function storedFiles(name: string, widths: readonly number[]): string[] {
  return [name, ...widths.map((width) => variantName(name, width))];
}

/** A media row's `widths` column ("480,720,960,1600") as numbers; what it cannot read counts as the widths every image has. */
export function parseWidths(text: string | null | undefined): number[] {
  const widths = (text ?? "")
    .split(",")
    .map(Number)
    .filter((w) => Number.isInteger(w) && w > 0);
  return widths.length > 0 ? [...new Set(widths)].sort((a, b) => a - b) : [...BASE_WIDTHS];
}

export function formatWidths(widths: Iterable<number>): string {
  return [...new Set(widths)].sort((a, b) => a - b).join(",");
}

export function processUpload(upload: TempUpload): Promise<ProcessedImage> {
  return jobs.run(() => processNow(upload));
}

async function processNow(upload: TempUpload): Promise<ProcessedImage> {
  const ext = STORED_EXTENSION[upload.format];
  const name = `${upload.sha256.slice(0, 32)}.${ext}`;
  let original: { data: Buffer; info: OutputInfo };
  try {
    // Sequential read lets libvips stream the file through the pipeline a strip at a time
    // (with shrink-on-load for JPEG), so a 20 MB upload never sits decoded in memory whole.
    const input = await openUpload(upload);
    const meta = await input.metadata();
    if (!meta.format || !matchesSniffed(meta.format, upload.format)) {
      throw new Unsupported(`${describeFile(upload.clientName)} is not a valid image.`, upload.field);
    }
    let pipeline = input
      .rotate()
      .resize({ width: LIMITS.originalMaxSide, height: LIMITS.originalMaxSide, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb");
    if (ext === "jpg") pipeline = pipeline.flatten({ background: "#ffffff" });
    original = await encodeOriginal(pipeline, ext).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Unsupported) throw error;
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) {
      throw new TooLarge(
        `${describeFile(upload.clientName)} has too many pixels. Use a photo of at most ${LIMITS.inputPixels / 1_000_000} megapixels.`,
        upload.field,
      );
    }
    throw new Unsupported(
      `${describeFile(upload.clientName)} could not be read as an image. It may be damaged or incomplete.`,
      upload.field,
    );
  }

  const { width, height } = original.info;
  const variants = await encodeVariants(name, original.data, MADE_WIDTHS);
  const tiny = await sharp(variants[0]!.data).resize({ width: 16, height: 16, fit: "inside" }).webp({ quality: 40 }).toBuffer();
  return {
    name,
    sha256: upload.sha256,
    format: ext,
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    color: await averageColor(tiny),
    widths: [...MADE_WIDTHS],
    files: [{ name, data: original.data }, ...variants],
  };
}

/** The average colour of an image ("#rrggbb"): its pixels scaled down to one. */
export async function averageColor(image: Buffer): Promise<string> {
  const pixel = await sharp(image)
    .flatten({ background: "#ffffff" })
    .resize(1, 1, { fit: "fill" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  return `#${[...pixel.subarray(0, 3)].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/** The average colour of an image from its placeholder (a data: URL), or null when it holds no image. */
export async function placeholderColor(placeholder: string): Promise<string | null> {
  const base64 = /^data:image\/[a-z]+;base64,([A-Za-z0-9+/=]+)$/.exec(placeholder)?.[1];
  if (!base64) return null;
  return averageColor(Buffer.from(base64, "base64")).catch(() => null);
}

/**
 * The variants of a stored image at `widths` (never wider than the original), for an image
 * stored before those widths were made. Runs as one of the pipeline's jobs, so uploads and this
 * together never use more sharp jobs than there are cores.
 */
export function makeVariants(name: string, original: Buffer, widths: readonly number[]): Promise<ProcessedFile[]> {
  return jobs.run(() => encodeVariants(name, original, widths));
}

/**
 * Variants come from the stored original (at most 2560 px), one at a time, widest first; a
 * thumbnail comes from the narrowest variant made before it, when there is one. Returned smallest first.
 */
async function encodeVariants(name: string, original: Buffer, widths: readonly number[]): Promise<ProcessedFile[]> {
  const variants: ProcessedFile[] = [];
  for (const w of [...widths].sort((a, b) => b - a)) {
    const source = w < FROM_VARIANT_BELOW && variants.length > 0 ? variants[0]!.data : original;
    const data = await sharp(source, { sequentialRead: true })
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: variantQuality(w), effort: 3 })
      .toBuffer();
    variants.unshift({ name: variantName(name, w), data });
  }
  return variants;
}

function matchesSniffed(decoded: string, sniffed: ImageFormat): boolean {
  if (sniffed === "avif") return decoded === "heif" || decoded === "avif";
  return decoded === sniffed;
}

function encodeOriginal(image: Sharp, ext: "jpg" | "png" | "webp"): Sharp {
  switch (ext) {
    case "jpg":
      // Baseline JPEG without Huffman optimisation streams strip by strip; mozjpeg's and the
      // optimiser's extra passes buffer the whole image (about 40 MB more for a 20 MB upload).
      // Pages show the WebP variants, so the original's few extra kilobytes rarely travel.
      return image.jpeg({ quality: 84, optimiseCoding: false, progressive: false });
    case "png":
      return image.png({ compressionLevel: 8, adaptiveFiltering: true });
    case "webp":
      return image.webp({ quality: 84 });
  }
}
