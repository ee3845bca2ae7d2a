/** Test images made by sharp in the test itself: no image files are checked in or downloaded. */
import sharp from "sharp";

export interface ImageOptions {
  width?: number;
  height?: number;
  /** Any CSS colour; a different colour gives a different file (and hash). */
  color?: string;
  format?: "jpeg" | "png" | "webp" | "gif" | "avif";
  /** Adds EXIF with a GPS position and an orientation, as a phone camera does. */
  withGps?: boolean;
  /** Random noise, so the file compresses like a photograph. */
  noise?: boolean;
  label?: string;
}

let counter = 0;

export async function makeImage(options: ImageOptions = {}): Promise<Buffer> {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const color = options.color ?? `hsl(${(counter++ * 47) % 360} 60% 50%)`;
  const label = options.label ?? `${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${color}"/>
    <rect x="${width * 0.1}" y="${height * 0.3}" width="${width * 0.5}" height="${height * 0.6}" fill="#fff" fill-opacity="0.6"/>
    <text x="10" y="40" font-size="28" font-family="sans-serif" fill="#000">${label}</text>
  </svg>`;
  let image = options.noise
    ? sharp(await noisy(width, height)).composite([{ input: Buffer.from(svg), blend: "overlay" }])
    : sharp(Buffer.from(svg));
  if (options.withGps) {
    image = image.withMetadata({ orientation: 6 }).withExifMerge({
      IFD0: { Make: "TestPhone", Model: "Camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "8/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "76/1 57/1 0/1" },
    });
  }
  switch (options.format ?? "jpeg") {
    case "png":
      return image.png().toBuffer();
    case "webp":
      return image.webp().toBuffer();
    case "gif":
      return image.gif().toBuffer();
    case "avif":
      return image.avif({ effort: 0 }).toBuffer();
    default:
      return image.jpeg({ quality: 85 }).toBuffer();
  }
}

async function noisy(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 255) | 0;
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
