/**
 * `npx tsx scripts/admin-icons.ts`: draws the admin app's icons (domain/admin-app.ts, docs/decisions/014)
 * into public/admin/ from the site's house mark on laterite (app/components/layout/site-logo.tsx),
 * with sharp: 192 and 512 px with rounded corners, a 512 px maskable one (full bleed, the house
 * inside the centre circle a launcher may cut to), and the white mark Android shows in the status
 * bar. The PNGs are committed; run this again only when the mark changes.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const BRICK = "#8f4323";
const HOUSE = "M14 48V30l18-14 18 14v18H38V36H26v12z";
const OUT = path.resolve("public/admin");

/** The mark in a 64-unit box; `scale` shrinks the house about the centre. */
function svg(options: { corner: number; background: boolean; scale?: number }): string {
  const scale = options.scale ?? 1;
  const shift = 32 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  ${options.background ? `<rect width="64" height="64" rx="${options.corner}" fill="${BRICK}"/>` : ""}
  <path d="${HOUSE}" fill="#fff" transform="translate(${shift} ${shift}) scale(${scale})"/>
</svg>`;
}

async function draw(file: string, size: number, source: string): Promise<void> {
  await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ palette: true, compressionLevel: 9 })
    .toFile(path.join(OUT, file));
  console.log(`public/admin/${file} (${size}×${size})`);
}

await mkdir(OUT, { recursive: true });
await draw("icon-192.png", 192, svg({ corner: 14, background: true }));
await draw("icon-512.png", 512, svg({ corner: 14, background: true }));
// The safe zone of a maskable icon is the centre circle of 80% of its width.
await draw("icon-maskable-512.png", 512, svg({ corner: 0, background: true, scale: 0.8 }));
await draw("badge-96.png", 96, svg({ corner: 0, background: false, scale: 1.2 }));
