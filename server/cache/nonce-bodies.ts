/**
 * Kept pages whose scripts carry a fresh CSP nonce on every request, without compressing per
 * request. A page is rendered once with a placeholder nonce (bytes that never occur in content);
 * at that time the text between the placeholders is compressed once, and each request splices its
 * own nonce in:
 * - gzip: the segments are raw deflate streams ending on byte boundaries (sync flush), each primed
 *   with the text before it; the nonce goes in as a stored block, and the CRC is computed per
 *   request (a few microseconds);
 * - Brotli: one encoder, flushed at each placeholder; the placeholder's compressed bytes are
 *   replaced by an uncompressed meta-block of the nonce. Each template is checked by decoding it
 *   with two nonces; a page whose template does not decode exactly is served gzip instead.
 */
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, constants, createBrotliCompress, crc32, deflateRawSync, gunzipSync } from "node:zlib";

/** 24 bytes like a base64 nonce of 16 bytes: 22 distinct control characters and "==". */
export const NONCE_PLACEHOLDER = Buffer.from([
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19,
  0x3d, 0x3d,
]).toString("latin1");

export const NONCE_LENGTH = NONCE_PLACEHOLDER.length;

/** A fresh nonce: 16 random bytes in base64, always 24 characters ending in "==". */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export interface NonceTemplate {
  identity: Buffer;
  /** Byte offsets of the placeholder in `identity`. */
  offsets: number[];
  /** Compressed pieces between the nonces: gzip[i] precedes nonce i; the last one ends the stream. */
  gzip: Buffer[];
  brotli: Buffer[] | null;
}

function findAll(haystack: Buffer, needle: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) offsets.push(at);
  return offsets;
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

function storedBlock(data: Buffer): Buffer {
  // BFINAL=0, BTYPE=00 on a byte boundary, then LEN and its one's complement (RFC 1951 §3.2.4).
  const header = Buffer.from([0, data.length & 0xff, data.length >> 8, ~data.length & 0xff, (~data.length >> 8) & 0xff]);
  return Buffer.concat([header, data]);
}

/** An uncompressed Brotli meta-block (RFC 7932 §9.2) starting on a byte boundary. */
function uncompressedMetaBlock(data: Buffer): Buffer {
  // Bits, least significant first: ISLAST=0, MNIBBLES=4 (code 0), MLEN-1 in 16 bits, ISUNCOMPRESSED=1.
  const bits = 0 | (0 << 1) | ((data.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), data]);
}

async function brotliPieces(identity: Buffer, offsets: number[]): Promise<Buffer[]> {
  const encoder = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const chunks: Buffer[] = [];
  encoder.on("data", (chunk: Buffer) => chunks.push(chunk));
  const take = () => Buffer.concat(chunks.splice(0));
  const flush = (data: Buffer) =>
    new Promise<Buffer>((resolve, reject) => {
      encoder.write(data, (error) => {
        if (error) return reject(error);
        encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve(take()));
      });
    });
  const pieces: Buffer[] = [];
  let start = 0;
  for (const offset of offsets) {
    pieces.push(await flush(identity.subarray(start, offset)));
    // The placeholder is compressed too, so the encoder's window matches the decoder's; its
    // bytes are then thrown away and the nonce goes in uncompressed.
    await flush(identity.subarray(offset, offset + NONCE_LENGTH));
    start = offset + NONCE_LENGTH;
  }
  const last = await new Promise<Buffer>((resolve, reject) => {
    encoder.once("end", () => resolve(take()));
    encoder.once("error", reject);
    encoder.end(identity.subarray(start));
  });
  pieces.push(last);
  return pieces;
}

export function renderIdentity(template: NonceTemplate, nonce: string): Buffer {
  const body = Buffer.from(template.identity);
  const bytes = Buffer.from(nonce, "latin1");
  for (const offset of template.offsets) bytes.copy(body, offset);
  return body;
}

export function renderGzip(template: NonceTemplate, nonce: string, identity = renderIdentity(template, nonce)): Buffer {
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(identity), 0);
  trailer.writeUInt32LE(identity.length >>> 0, 4);
  const stored = storedBlock(Buffer.from(nonce, "latin1"));
  const parts: Buffer[] = [header];
  template.gzip.forEach((piece, i) => {
    parts.push(piece);
    if (i < template.offsets.length) parts.push(stored);
  });
  parts.push(trailer);
  return Buffer.concat(parts);
}

export function renderBrotli(template: NonceTemplate, nonce: string): Buffer | null {
  if (!template.brotli) return null;
  const block = uncompressedMetaBlock(Buffer.from(nonce, "latin1"));
  const parts: Buffer[] = [];
  template.brotli.forEach((piece, i) => {
    parts.push(piece);
    if (i < template.offsets.length) parts.push(block);
  });
  return Buffer.concat(parts);
}

/** Builds the template of a page rendered with NONCE_PLACEHOLDER; null when the page has none. */
export async function buildNonceTemplate(identity: Buffer): Promise<NonceTemplate | null> {
  const offsets = findAll(identity, Buffer.from(NONCE_PLACEHOLDER, "latin1"));
  if (offsets.length === 0) return null;
  const parts = segments(identity, offsets);
  let position = 0;
  const gzip = parts.map((part, i) => {
    const dictionary = identity.subarray(Math.max(0, position - 32 * 1024), position);
    position += part.length + NONCE_LENGTH;
    const last = i === parts.length - 1;
    return deflateRawSync(part, {
      level: 9,
      ...(dictionary.length > 0 ? { dictionary } : {}),
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });
  });
  const template: NonceTemplate = { identity, offsets, gzip, brotli: await brotliPieces(identity, offsets) };
  // Prove both templates decode to the page with two different nonces; else fall back.
  for (const nonce of [newNonce(), newNonce()]) {
    const expected = renderIdentity(template, nonce);
    if (!gunzipSync(renderGzip(template, nonce, expected)).equals(expected)) return null;
    try {
      if (!brotliDecompressSync(renderBrotli(template, nonce)!).equals(expected)) template.brotli = null;
    } catch {
      template.brotli = null;
    }
  }
  return template;
}
