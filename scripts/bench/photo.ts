/**
 * Photo-like test images made here, never downloaded. White noise (tests/support/images.ts)
 * compresses three to four times worse than a photograph, which would overstate what a page
 * sends; a sum of noise octaves with falling amplitude (1/f, like natural scenes) plus a little
 * sensor grain lands near a phone photo's size per pixel.
 */
import sharp from "sharp";

/** Random, smooth-ish colour field: octaves of blown-up noise, large structure strongest. */
async function makePixels(width: number, height: number, seed: number): Promise<Buffer> {
  let state = seed >>> 0 || 1;
  const random = () => {
    // xorshift32: fast and repeatable, so a given seed always gives the same picture.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const sum = new Float32Array(width * height * 3);
  let weight = 0;
  for (let cell = Math.max(width, height) / 4, amplitude = 1; cell >= 2; cell /= 2, amplitude *= 0.8) {
    const w = Math.max(2, Math.round(width / cell));
    const h = Math.max(2, Math.round(height / cell));
    const small = Buffer.alloc(w * h * 3);
    for (let i = 0; i < small.length; i++) small[i] = (random() * 256) | 0;
    const layer = await sharp(small, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: "cubic", fit: "fill" })
      .raw()
      .toBuffer();
    for (let i = 0; i < sum.length; i++) sum[i]! += (layer[i]! - 128) * amplitude;
    weight += amplitude;
  }
  const out = Buffer.alloc(sum.length);
  const scale = 2.2 / weight;
  for (let i = 0; i < sum.length; i++) {
    const grain = (random() - 0.5) * 28;
    out[i] = Math.max(0, Math.min(255, 128 + sum[i]! * scale + grain));
  }
  return out;
}

/** A JPEG of `width`×`height` that compresses about like a photograph. */
export async function makePhoto(width: number, height: number, seed: number, quality = 88): Promise<Buffer> {
  const pixels = await makePixels(width, height, seed);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
}

/** A JPEG of white noise just under `maxBytes`: the worst case for size and decoding. */
export async function makeNoiseJpeg(width: number, height: number, maxBytes: number, seed: number): Promise<Buffer> {
  let state = seed >>> 0 || 1;
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[i] = state & 0xff;
  }
  for (let quality = 95; quality > 10; quality -= 1) {
    const jpeg = await sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (jpeg.length < maxBytes) return jpeg;
  }
  throw new Error("could not make a JPEG under the size asked for");
}
