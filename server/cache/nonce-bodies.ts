/**
 * Kept pages whose scripts carry a fresh CSP nonce on every request, without compressing per
 * request. A page is rendered once, with the nonce of the request that made it; the places of that
 * nonce are recorded, and the text between them is compressed once into a "frame": the whole
 * body as sent, with a placeholder's 24 bytes where each nonce goes. A request copies the frame
 * and writes its nonce into those places:
 * - Brotli: one encoder, flushed at each placeholder; the placeholder's compressed bytes are
 *   replaced by an uncompressed meta-block of the nonce;
 * - gzip: the segments are raw deflate streams ending on byte boundaries (sync flush), each primed
 *   with the text before it; each nonce is a stored block. The trailer's CRC is derived from the
 *   placeholder page's (nonce-crc.ts) once the best compression is made, so a request does not
 *   read the whole page.
 * Each frame is checked by decoding it with a fresh nonce; a page whose Brotli does not decode
 * exactly is served gzip, one whose gzip does not is served uncompressed to gzip-only clients.
 */
import { brotliDecompressSync, constants, createBrotliCompress, crc32, deflateRawSync, gunzipSync } from "node:zlib";
import { newNonce } from "../security/nonce";
import { giveBack, takeBody } from "./body-pool";
import { crcRegister, crcShift, shiftedCrc } from "./nonce-crc";

/**
 * What a template holds where a nonce goes: 24 bytes like a base64 nonce of 16 bytes (22
 * distinct control characters and "=="). It is written there, never searched for.
 */
export const NONCE_PLACEHOLDER = Buffer.from([
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x3d,
  0x3d,
]).toString("latin1");

export const NONCE_LENGTH = NONCE_PLACEHOLDER.length;
const PLACEHOLDER_BYTES = Buffer.from(NONCE_PLACEHOLDER, "latin1");
const PLACEHOLDER_REGISTER = crcRegister(PLACEHOLDER_BYTES);

/** How much compression a template gets: quickly, before a first answer, or the best, later. */
export type Effort = "fast" | "best";
export const BROTLI_QUALITY: Record<Effort, number> = { fast: 5, best: 11 };
export const GZIP_LEVEL: Record<Effort, number> = { fast: 6, best: 9 };

/** A body as sent, with NONCE_LENGTH bytes at each of `at` to be replaced by a request's nonce. */
export interface NonceFrame {
  bytes: Buffer;
  at: number[];
}

interface GzipFrame extends NonceFrame {
  crcAt: number;
  placeholderCrc: number;
  /** S of nonce-crc.ts; null in a fast frame, whose CRC is taken over the page per request. */
  shift: Uint32Array | null;
}

export interface NonceTemplate {
  identity: Buffer;
  /** Byte offsets of the placeholder in `identity`. */
  offsets: number[];
  identityFrame: NonceFrame;
  /**
   * Undefined until a gzip answer is first needed (most browsers take Brotli, so a first answer
   * does not wait for it); null when it does not decode to the page.
   */
  gzip: GzipFrame | null | undefined;
  /** Null when it does not decode to the page. */
  brotli: NonceFrame | null;
  effort: Effort;
}

function segments(identity: Buffer, offsets: number[]): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (const offset of offsets) {
    parts.push(identity.subarray(start, offset));
    start = offset + NONCE_LENGTH;
  }
  parts.push(identity.subarray(start));
  return parts;
}

/** Joins pieces with `gapHeader` and a placeholder between each two; records where each nonce goes. */
function joinFrame(pieces: Buffer[], gapHeader: Buffer, prefix = Buffer.alloc(0), suffix = Buffer.alloc(0)): NonceFrame {
  const gapLength = gapHeader.length + NONCE_LENGTH;
  const length = prefix.length + pieces.reduce((n, piece) => n + piece.length, 0) + (pieces.length - 1) * gapLength + suffix.length;
  const bytes = Buffer.alloc(length);
  const at: number[] = [];
  bytes.set(prefix, 0);
  let position = prefix.length;
  pieces.forEach((piece, i) => {
    bytes.set(piece, position);
    position += piece.length;
    if (i === pieces.length - 1) return;
    bytes.set(gapHeader, position);
    bytes.set(PLACEHOLDER_BYTES, position + gapHeader.length);
    at.push(position + gapHeader.length);
    position += gapLength;
  });
  bytes.set(suffix, position);
  return { bytes, at };
}

// A stored block of NONCE_LENGTH bytes: BFINAL=0, BTYPE=00 on a byte boundary, then LEN and its
// one's complement (RFC 1951 §3.2.4).
const STORED_HEADER = Buffer.from([0, NONCE_LENGTH, 0, ~NONCE_LENGTH & 0xff, 0xff]);
// An uncompressed Brotli meta-block (RFC 7932 §9.2) on a byte boundary. Bits, least significant
// first: ISLAST=0, MNIBBLES=4 (code 0), MLEN-1 in 16 bits, ISUNCOMPRESSED=1.
const META_BITS = ((NONCE_LENGTH - 1) << 3) | (1 << 19);
const META_HEADER = Buffer.from([META_BITS & 0xff, (META_BITS >> 8) & 0xff, (META_BITS >> 16) & 0xff]);
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** Gives way to requests between the steps of work done in the background. */
const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The raw deflate piece before each nonce, and the last one, which ends the stream. */
function* deflatePieces(identity: Buffer, offsets: number[], level: number): Generator<Buffer> {
  const parts = segments(identity, offsets);
  let position = 0;
  for (const [i, part] of parts.entries()) {
    const dictionary = identity.subarray(Math.max(0, position - 32 * 1024), position);
    position += part.length + NONCE_LENGTH;
    yield deflateRawSync(part, {
      level,
      ...(dictionary.length > 0 ? { dictionary } : {}),
      finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });
  }
}

function gzipFrameOf(identity: Buffer, pieces: Buffer[], shift: Uint32Array | null): GzipFrame {
  const placeholderCrc = crc32(identity);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(placeholderCrc, 0);
  trailer.writeUInt32LE(identity.length >>> 0, 4);
  const frame = joinFrame(pieces, STORED_HEADER, GZIP_HEADER, trailer);
  return { ...frame, crcAt: frame.bytes.length - 8, placeholderCrc, shift };
}

async function bestGzipFrame(identity: Buffer, offsets: number[]): Promise<GzipFrame> {
  const pieces: Buffer[] = [];
  for (const piece of deflatePieces(identity, offsets, GZIP_LEVEL.best)) {
    pieces.push(piece);
    if (pieces.length % 8 === 0) await giveWay();
  }
  return gzipFrameOf(identity, pieces, await crcShift(identity.length, offsets, NONCE_LENGTH, giveWay));
}

async function brotliFrame(identity: Buffer, offsets: number[], effort: Effort): Promise<NonceFrame> {
  // Every write is flushed, so each write's output is exactly its own compressed bytes.
  const encoder = createBrotliCompress({
    flush: constants.BROTLI_OPERATION_FLUSH,
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const chunks: Buffer[] = [];
  encoder.on("data", (chunk: Buffer) => chunks.push(chunk));
  const take = () => Buffer.concat(chunks.splice(0));
  const compress = (data: Buffer) =>
    new Promise<Buffer>((resolve, reject) => {
      encoder.write(data, (error) => (error ? reject(error) : resolve(take())));
    });
  const pieces: Buffer[] = [];
  let start = 0;
  for (const offset of offsets) {
    pieces.push(await compress(identity.subarray(start, offset)));
    // The placeholder is compressed too, so the encoder's window matches the decoder's; its
    // bytes are then thrown away and the nonce goes in uncompressed.
    await compress(identity.subarray(offset, offset + NONCE_LENGTH));
    start = offset + NONCE_LENGTH;
  }
  const last = await new Promise<Buffer>((resolve, reject) => {
    encoder.once("end", () => resolve(take()));
    encoder.once("error", reject);
    encoder.end(identity.subarray(start));
  });
  pieces.push(last);
  return joinFrame(pieces, META_HEADER);
}

/**
 * The frame's bytes with `nonce` in every place: a copy, as frames are shared by every request,
 * in a buffer from the body pool (the caller may give it back once it is sent).
 */
function fill(frame: NonceFrame, nonce: Buffer): Buffer {
  const body = takeBody(frame.bytes.length);
  body.set(frame.bytes);
  for (const at of frame.at) body.set(nonce, at);
  return body;
}

function pageCrc(template: NonceTemplate, nonce: Buffer): number {
  const page = fill(template.identityFrame, nonce);
  const crc = crc32(page);
  giveBack(page);
  return crc;
}

function fillGzip(template: NonceTemplate, frame: GzipFrame, nonce: Buffer): Buffer {
  const body = fill(frame, nonce);
  body.writeUInt32LE(
    frame.shift
      ? shiftedCrc(frame.placeholderCrc, frame.shift, (crcRegister(nonce) ^ PLACEHOLDER_REGISTER) >>> 0)
      : pageCrc(template, nonce),
    frame.crcAt,
  );
  return body;
}

/** True when `frame` decodes, with a fresh nonce, to the page with that nonce. */
function decodesRight(template: NonceTemplate, render: (nonce: string) => Buffer | null, decode: (body: Buffer) => Buffer): boolean {
  const nonce = newNonce();
  const body = render(nonce);
  try {
    return body !== null && decode(body).equals(renderIdentity(template, nonce));
  } catch {
    return false;
  }
}

/** The gzip frame, made now (synchronously, at the template's effort) if it was not yet. */
function gzipOf(template: NonceTemplate): GzipFrame | null {
  if (template.gzip !== undefined) return template.gzip;
  const pieces = [...deflatePieces(template.identity, template.offsets, GZIP_LEVEL[template.effort])];
  template.gzip = gzipFrameOf(template.identity, pieces, null);
  if (!decodesRight(template, (nonce) => renderGzip(template, nonce), gunzipSync)) template.gzip = null;
  return template.gzip;
}

export function renderIdentity(template: NonceTemplate, nonce: string): Buffer {
  return fill(template.identityFrame, Buffer.from(nonce, "latin1"));
}

/** Null when the page cannot be sent gzip. */
export function renderGzip(template: NonceTemplate, nonce: string): Buffer | null {
  const frame = gzipOf(template);
  return frame ? fillGzip(template, frame, Buffer.from(nonce, "latin1")) : null;
}

/** Null when the page cannot be sent Brotli. */
export function renderBrotli(template: NonceTemplate, nonce: string): Buffer | null {
  return template.brotli ? fill(template.brotli, Buffer.from(nonce, "latin1")) : null;
}

/** Whether gzip can be sent, making the frame if it was not yet. */
export function hasGzip(template: NonceTemplate): boolean {
  return gzipOf(template) !== null;
}

/** The length of an answer in each encoding (the nonce does not change it). */
export function frameLength(template: NonceTemplate, encoding: "br" | "gzip" | "identity"): number {
  if (encoding === "identity") return template.identity.length;
  return (encoding === "br" ? template.brotli : gzipOf(template))?.bytes.length ?? 0;
}

/**
 * The template of a page rendered with `nonce` (this request's own, 16 random bytes): where that
 * nonce occurs is where every later request's nonce goes. Null when the page has none. Nothing
 * else in a page can hold those 24 characters (no client can know them before the render), so no
 * input, stored or sent, can put a nonce where it does not belong. The template's identity has
 * the placeholder in those places.
 */
export async function templateOf(page: Buffer, nonce: string, effort: Effort = "best"): Promise<NonceTemplate | null> {
  const needle = Buffer.from(nonce, "latin1");
  if (needle.length !== NONCE_LENGTH) throw new Error("a nonce is 24 characters");
  const offsets: number[] = [];
  for (let at = page.indexOf(needle); at !== -1; at = page.indexOf(needle, at + NONCE_LENGTH)) offsets.push(at);
  if (offsets.length === 0) return null;
  const identity = Buffer.from(page);
  for (const offset of offsets) identity.set(PLACEHOLDER_BYTES, offset);
  return buildNonceTemplate(identity, offsets, effort);
}

/**
 * Builds the template of a page whose nonces go at `offsets` (templateOf, or an entry made
 * again at the best compression). A fast template makes its Brotli frame only (gzip when first
 * asked for); the best one makes both, and gives way to requests while it works.
 */
export async function buildNonceTemplate(identity: Buffer, offsets: number[], effort: Effort = "best"): Promise<NonceTemplate> {
  const template: NonceTemplate = {
    identity,
    offsets,
    identityFrame: { bytes: identity, at: offsets },
    gzip: effort === "best" ? await bestGzipFrame(identity, offsets) : undefined,
    brotli: await brotliFrame(identity, offsets, effort),
    effort,
  };
  if (template.gzip && !decodesRight(template, (nonce) => renderGzip(template, nonce), gunzipSync)) template.gzip = null;
  if (!decodesRight(template, (nonce) => renderBrotli(template, nonce), brotliDecompressSync)) template.brotli = null;
  return template;
}
