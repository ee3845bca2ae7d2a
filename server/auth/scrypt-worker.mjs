// A thread of the password-check pool (password.ts). scrypt runs here, synchronously, so that
// password checks never take a thread of libuv's pool, which file reads, compression and image
// processing share: a flood of sign-ins cannot hold up the photos.
import { scryptSync } from "node:crypto";
import { parentPort } from "node:worker_threads";

parentPort.on("message", ({ id, password, salt, keylen, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keylen, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
