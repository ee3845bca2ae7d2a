/**
 * The CRC-32 of a kept page with a request's nonce, without reading the page per request.
 *
 * The page with nonce N differs from the page with the placeholder P only in the bytes at the
 * nonce offsets, and CRC-32 is affine over GF(2), so
 *   crc(page with N) = crc(page with P) ^ S · (reg(N) ^ reg(P))
 * where reg(x) is the CRC register after x started at zero (the linear part), and S, a 32×32 bit
 * matrix made once per page, sums over the offsets the effect of the zero bytes after each nonce.
 */
import { crc32 } from "node:zlib";

/** The CRC register after `data`, started at `register` (zero: the linear part of CRC-32). */
export function crcRegister(data: Buffer, register = 0): number {
  return (crc32(data, (register ^ 0xffffffff) >>> 0) ^ 0xffffffff) >>> 0;
}

const ZEROS = Buffer.alloc(64 * 1024);

/** The register after `count` zero bytes more. */
function advance(register: number, count: number): number {
  let value = register;
  for (let left = count; left > 0; left -= ZEROS.length) value = crcRegister(ZEROS.subarray(0, Math.min(left, ZEROS.length)), value);
  return value;
}

/**
 * S, column by column: for each of the 32 bits, one pass over zeros as long as the page (about
 * 1.5 ms for 200 KB in all). `pause` runs between columns, so that other work can go first.
 */
export async function crcShift(length: number, offsets: number[], nonceLength: number, pause: () => Promise<void>): Promise<Uint32Array> {
  const shift = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) {
    let register = 0;
    let position = 0;
    for (const offset of offsets) {
      const end = offset + nonceLength;
      register = (advance(register, end - position) ^ (1 << bit)) >>> 0;
      position = end;
    }
    shift[bit] = advance(register, length - position);
    await pause();
  }
  return shift;
}

/** crc(page with N), from crc(page with P), S and reg(N) ^ reg(P). */
export function shiftedCrc(placeholderCrc: number, shift: Uint32Array, registerChange: number): number {
  let crc = placeholderCrc;
  for (let bit = 0, change = registerChange; change !== 0; bit++, change >>>= 1) if (change & 1) crc ^= shift[bit]!;
  return crc >>> 0;
}
