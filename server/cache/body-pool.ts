/**
 * Buffers for the bodies of kept pages, which differ per request only by their nonce. A hit
 * copies its page's frame into one of these instead of a new allocation, and gives it back once
 * the response has finished (its bytes are then with the kernel), so that a busy page makes no
 * garbage per request. Buffers come in four sizes up to 64 KB (larger bodies are not pooled),
 * at most 32 of each kept: 5 MB at most.
 */
const SIZE_STEP = 16 * 1024;
const SIZES = 4;
const KEPT_PER_SIZE = 32;
const free: Buffer[][] = Array.from({ length: SIZES }, () => []);

/** A buffer of `length` bytes, its content undefined. */
export function takeBody(length: number): Buffer {
  const size = Math.ceil(length / SIZE_STEP) - 1;
  if (size < 0 || size >= SIZES) return Buffer.allocUnsafe(length);
  const buffer = free[size]!.pop() ?? Buffer.allocUnsafeSlow((size + 1) * SIZE_STEP);
  return buffer.subarray(0, length);
}

/**
 * Takes back a buffer from `takeBody` that nothing refers to any more. Only ever call it for a
 * body that was made for one response, never for bytes shared between responses.
 */
export function giveBack(body: Buffer): void {
  const capacity = body.buffer.byteLength;
  const size = capacity / SIZE_STEP - 1;
  if (body.byteOffset !== 0 || !Number.isInteger(size) || size < 0 || size >= SIZES) return;
  const list = free[size]!;
  if (list.length < KEPT_PER_SIZE) list.push(Buffer.from(body.buffer, 0, capacity));
}
