/** Decides an upload's image type from its first bytes, never from its name or declared type. */

export type ImageFormat = "jpeg" | "png" | "gif" | "webp" | "avif" | "svg";

/** Bytes needed to decide. */
export const SNIFF_BYTES = 32;

export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  const b = head;
  const at = (offset: number, bytes: number[]) => bytes.every((value, i) => b[offset + i] === value);
  const ascii = (offset: number, text: string) =>
    at(
      offset,
      [...text].map((c) => c.charCodeAt(0)),
    );
  if (at(0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return "gif";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "webp";
  // ISO BMFF: size, "ftyp", then a major brand; AVIF images use avif (still) or avis (sequence).
  if (ascii(4, "ftyp") && (ascii(8, "avif") || ascii(8, "avis"))) return "avif";
  // A drawing (a logo): XML text, after an optional byte-order mark and white space. Only a
  // candidate: the decoder (media/process.ts) must read it as SVG, or it is refused.
  const text = new TextDecoder().decode(b).replace(/^\uFEFF?\s*/, "");
  if (/^(<\?xml[\s?]|<svg[\s>]|<!DOCTYPE svg[\s>])/i.test(text)) return "svg";
  return null;
}
