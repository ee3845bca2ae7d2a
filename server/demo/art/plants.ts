/** Coconut palms, shrubs and shade trees: the green of every Kerala street. */
import { between, darken, type Defs, ellipse, lighten, mix, n, type Random } from "./svg";

export interface PalmOptions {
  x: number;
  baseY: number;
  height: number;
  /** Horizontal offset of the crown from the base; palms rarely grow straight. */
  lean: number;
  green: string;
  /** 0 near, 1 far: far palms are paler and flatter. */
  distance?: number;
  haze?: string;
}

export function drawPalm(random: Random, o: PalmOptions): string {
  const haze = o.haze ?? "#b9cbd3";
  const distance = o.distance ?? 0;
  const fade = (color: string) => mix(color, haze, distance * 0.6);
  const topX = o.x + o.lean;
  const topY = o.baseY - o.height;
  const bend = o.lean * 0.15 + between(random, -20, 20);
  const scale = o.height / 420;
  const baseW = 15 * scale;
  const topW = 8 * scale;
  const cx = (o.x + topX) / 2 + bend;
  const cy = (o.baseY + topY) / 2;
  const trunk = `M${n(o.x - baseW)} ${n(o.baseY)} Q${n(cx - baseW * 0.8)} ${n(cy)} ${n(topX - topW)} ${n(topY)} L${n(topX + topW)} ${n(topY)} Q${n(cx + baseW * 0.8)} ${n(cy)} ${n(o.x + baseW)} ${n(o.baseY)} Z`;
  const bark = fade("#8a6a4c");
  const parts: string[] = [`<path d="${trunk}" fill="${bark}"/>`];
  // Growth rings catch the light on one side of the trunk.
  const rings: string[] = [];
  for (let t = 0.06; t < 0.96; t += 0.055) {
    const px = (1 - t) * (1 - t) * o.x + 2 * (1 - t) * t * cx + t * t * topX;
    const py = (1 - t) * (1 - t) * o.baseY + 2 * (1 - t) * t * cy + t * t * topY;
    const w = baseW + (topW - baseW) * t;
    rings.push(`M${n(px - w * 0.9)} ${n(py)} L${n(px + w * 0.5)} ${n(py - 2 * scale)}`);
  }
  parts.push(`<path d="${rings.join(" ")}" stroke="${fade("#a98a68")}" stroke-width="${n(2.4 * scale)}" fill="none"/>`);

  const dark = fade(darken(o.green, 0.3));
  const mid = fade(o.green);
  const light = fade(lighten(o.green, 0.18));
  const fronds: string[] = [];
  const count = 9 + Math.floor(random() * 3);
  for (let i = 0; i < count; i++) {
    const angle = -Math.PI / 2 + (i / (count - 1) - 0.5) * Math.PI * 1.9 + between(random, -0.12, 0.12);
    const length = between(random, 150, 200) * scale;
    const tipX = topX + Math.cos(angle) * length;
    const droop = Math.abs(Math.cos(angle));
    const tipY = topY + Math.sin(angle) * length * 0.6 + droop * length * 0.55;
    const ctrlX = topX + Math.cos(angle) * length * 0.55;
    const ctrlY = topY + Math.sin(angle) * length * 0.7 - length * 0.18;
    const color = i % 3 === 0 ? dark : i % 3 === 1 ? mid : light;
    const leaflets: string[] = [];
    for (let s = 1; s <= 11; s++) {
      const t = s / 12;
      const px = (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * ctrlX + t * t * tipX;
      const py = (1 - t) * (1 - t) * topY + 2 * (1 - t) * t * ctrlY + t * t * tipY;
      const tx = 2 * (1 - t) * (ctrlX - topX) + 2 * t * (tipX - ctrlX);
      const ty = 2 * (1 - t) * (ctrlY - topY) + 2 * t * (tipY - ctrlY);
      const len = Math.hypot(tx, ty) || 1;
      const ux = tx / len;
      const uy = ty / len;
      const size = (1 - t * 0.7) * 62 * scale;
      for (const side of [-1, 1]) {
        // Leaflets hang: rotate the normal towards the ground.
        const lx = -uy * side * 0.7 + ux * 0.45;
        const ly = ux * side * 0.7 + uy * 0.45 + 0.7;
        const l = Math.hypot(lx, ly);
        leaflets.push(`M${n(px)} ${n(py)} l${n((lx / l) * size)} ${n((ly / l) * size)}`);
      }
    }
    fronds.push(
      `<path d="${leaflets.join(" ")}" stroke="${color}" stroke-width="${n(5 * scale)}" stroke-linecap="round" fill="none"/>`,
      `<path d="M${n(topX)} ${n(topY)} Q${n(ctrlX)} ${n(ctrlY)} ${n(tipX)} ${n(tipY)}" stroke="${color}" stroke-width="${n(5 * scale)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  parts.push(...fronds);
  for (let i = 0; i < 4; i++) {
    parts.push(
      ellipse(
        topX + (i - 1.5) * 9 * scale,
        topY + 10 * scale + (i % 2) * 6 * scale,
        9 * scale,
        10 * scale,
        fade(i % 2 ? "#7d8c2e" : "#a0882f"),
      ),
    );
  }
  return `<g>${parts.join("")}</g>`;
}

/** A rounded shrub or hedge clump. */
export function drawShrub(defs: Defs, random: Random, x: number, baseY: number, width: number, green: string): string {
  const parts: string[] = [defs.shadow(x, baseY + 4, width * 0.62, 12, 0.3)];
  const count = Math.max(3, Math.round(width / 35));
  for (let i = 0; i < count; i++) {
    const px = x - width / 2 + (i + 0.5) * (width / count);
    const r = between(random, 0.34, 0.5) * (width / count) * 1.6;
    parts.push(ellipse(px, baseY - r * 0.8, r, r * 0.9, darken(green, 0.18)));
  }
  for (let i = 0; i < count - 1; i++) {
    const px = x - width / 2 + (i + 1) * (width / count);
    const r = between(random, 0.3, 0.42) * (width / count) * 1.6;
    parts.push(ellipse(px - r * 0.2, baseY - r * 1.35, r, r * 0.85, green));
    parts.push(ellipse(px - r * 0.45, baseY - r * 1.6, r * 0.45, r * 0.35, lighten(green, 0.2), 'opacity="0.8"'));
  }
  return `<g>${parts.join("")}</g>`;
}

/** A broad shade tree (mango, jackfruit): a trunk and a layered crown. */
export function drawShadeTree(
  defs: Defs,
  random: Random,
  x: number,
  baseY: number,
  size: number,
  green: string,
  distance = 0,
  haze = "#b9cbd3",
): string {
  const fade = (color: string) => mix(color, haze, distance * 0.6);
  const parts: string[] = [];
  if (distance < 0.5) parts.push(defs.shadow(x, baseY + 3, size * 0.7, size * 0.09, 0.32));
  parts.push(
    `<path d="M${n(x - size * 0.06)} ${n(baseY)} L${n(x - size * 0.035)} ${n(baseY - size * 0.7)} L${n(x + size * 0.035)} ${n(baseY - size * 0.7)} L${n(x + size * 0.06)} ${n(baseY)} Z" fill="${fade("#6e5038")}"/>`,
  );
  const crownY = baseY - size * 0.95;
  const blobs = 7;
  for (let i = 0; i < blobs; i++) {
    const a = (i / blobs) * Math.PI * 2;
    const r = size * between(random, 0.26, 0.36);
    parts.push(ellipse(x + Math.cos(a) * size * 0.3, crownY + Math.sin(a) * size * 0.2, r, r * 0.85, fade(darken(green, 0.15))));
  }
  parts.push(ellipse(x, crownY - size * 0.05, size * 0.36, size * 0.3, fade(green)));
  parts.push(ellipse(x - size * 0.14, crownY - size * 0.16, size * 0.2, size * 0.15, fade(lighten(green, 0.18)), 'opacity="0.85"'));
  return `<g>${parts.join("")}</g>`;
}
