/** CSP nonces (server/security/headers.ts): 16 random bytes for every request, in base64. */
import { randomFillSync } from "node:crypto";

// One call into the system's random source per 256 nonces instead of one per request. Each
// nonce is still 16 bytes of it, used once; `toString` copies them out, so refilling in place is safe.
const NONCES_PER_FILL = 256;
const noncePool = Buffer.alloc(16 * NONCES_PER_FILL);
let noncesUsed = NONCES_PER_FILL;

/** A fresh nonce: 16 random bytes in base64, always 24 characters ending in "==". */
export function newNonce(): string {
  if (noncesUsed === NONCES_PER_FILL) {
    randomFillSync(noncePool);
    noncesUsed = 0;
  }
  const start = 16 * noncesUsed++;
  return noncePool.toString("base64", start, start + 16);
}
