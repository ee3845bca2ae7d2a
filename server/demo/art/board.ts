/**
 * What makes a drawing an architect's presentation board: the paper, the light (which side the
 * shadows fall and how deep, a watercolour wash behind the building), the ground cut in section,
 * the materials as hatching, the entourage (people, trees and palms in outline), and the sheet's
 * lettering: the drawing's title, its scale bar and number.
 */
import { lettering, textWidth } from "./lettering";
import { GREEN, GREEN_LIGHT, INK, LATERITE, LATERITE_DARK, LIME_SHADE, PAPER, STONE, TEAK, TEAK_DARK, tint, WEIGHT } from "./palette";
import {
  between,
  circle,
  type Defs,
  group,
  HEIGHT,
  line,
  n,
  path,
  pick,
  polygon,
  type Random,
  rect,
  strokes,
  svgDocument,
  type TimeOfDay,
  WIDTH,
} from "./svg";

export interface Light {
  /** +1: the sun is to the left and shadows fall to the right; -1 the other way. */
  side: 1 | -1;
  /** How far a shadow reaches, as a share of what casts it (45° light is 1). */
  depth: number;
  /** The shadows' opacity. */
  shade: number;
  /** The wash behind the building and its strength. */
  wash: string;
  washOpacity: number;
  /** Windows show a lit room (evening, dusk). */
  lit: boolean;
}

export function lightFor(time: TimeOfDay): Light {
  switch (time) {
    case "morning":
      return { side: 1, depth: 0.95, shade: 0.17, wash: GREEN_LIGHT, washOpacity: 0.3, lit: false };
    case "noon":
      return { side: 1, depth: 0.5, shade: 0.2, wash: STONE, washOpacity: 0.22, lit: false };
    case "evening":
      return { side: -1, depth: 1.05, shade: 0.19, wash: LATERITE, washOpacity: 0.22, lit: true };
    case "dusk":
      return { side: -1, depth: 1.25, shade: 0.24, wash: TEAK, washOpacity: 0.38, lit: true };
  }
}

/** The shadow colour laid over what is in shade. */
export function shade(light: Light, x: number, y: number, w: number, h: number): string {
  if (w <= 0 || h <= 0) return "";
  return rect(x, y, w, h, INK, { "fill-opacity": light.shade });
}

/** Glass as the light shows it: pale by day, a lit room's warm tint at evening. */
export function glassFill(light: Light, random: Random): string {
  if (light.lit && random() < 0.7) return tint(LATERITE, 0.28 + random() * 0.08);
  return tint(STONE, 0.3 + random() * 0.06);
}

/** A watercolour bloom behind the building: the time of day, barely there. */
export function wash(defs: Defs, light: Light, cx: number, cy: number, rx: number, ry: number): string {
  const fill = defs.radial([
    [0, light.wash, light.washOpacity],
    [0.55, light.wash, light.washOpacity * 0.6],
    [1, light.wash, 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

// Materials: repeating tiles in user space, sized for the drawing's scale (px per metre).

export function earthHatch(defs: Defs): string {
  return defs.pattern("earth", 10, 10, `<path d="M0 10L10 0M-2 2L2 -2M8 12L12 8" stroke="${INK}" stroke-width="${WEIGHT.hatch}"/>`);
}

/** Laterite blocks (39 × 19 cm) in stretcher bond. */
export function lateriteBlocks(defs: Defs, metre: number): string {
  const w = 0.4 * metre;
  const h = 0.2 * metre;
  const body =
    rect(0, 0, w, h * 2, tint(LATERITE, 0.44)) +
    `<path d="M0 ${n(h)}H${n(w)}M0 ${n(h * 2)}H${n(w)}M0 0V${n(h)}M${n(w / 2)} ${n(h)}V${n(h * 2)}" stroke="${LATERITE_DARK}" stroke-width="0.8" stroke-opacity="0.5"/>` +
    `<circle cx="${n(w * 0.3)}" cy="${n(h * 0.5)}" r="0.9" fill="${LATERITE_DARK}" fill-opacity="0.5"/><circle cx="${n(w * 0.8)}" cy="${n(h * 1.4)}" r="0.8" fill="${LATERITE_DARK}" fill-opacity="0.5"/>`;
  return defs.pattern(`laterite-${metre}`, w, h * 2, body);
}

/** Clay roof tiles seen on the slope: courses with the tiles' joints staggered. */
export function roofTiles(defs: Defs, metre: number): string {
  const w = 0.26 * metre;
  const h = 0.16 * metre;
  const body =
    rect(0, 0, w, h * 2, tint(LATERITE, 0.58)) +
    `<path d="M0 ${n(h - 0.5)}H${n(w)}M0 ${n(h * 2 - 0.5)}H${n(w)}" stroke="${LATERITE_DARK}" stroke-width="1.1" stroke-opacity="0.75"/>` +
    `<path d="M${n(w * 0.5)} 0V${n(h)}M0 ${n(h)}V${n(h * 2)}" stroke="${LATERITE_DARK}" stroke-width="0.6" stroke-opacity="0.6"/>`;
  return defs.pattern(`tiles-${metre}`, w, h * 2, body);
}

/** Concrete cut in section: stipple and small stones. */
export function concreteHatch(defs: Defs): string {
  const dots = [
    [3, 4],
    [11, 2],
    [17, 9],
    [6, 13],
    [14, 16],
    [2, 19],
    [19, 19],
    [9, 8],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="0.9"/>`)
    .join("");
  const stones = `<path d="M12 5l3 1-2 2zM4 9l2 2-3 0zM16 13l2 3-3-1z" fill="none" stroke="${INK}" stroke-width="0.6"/>`;
  return defs.pattern(
    "concrete",
    22,
    22,
    rect(0, 0, 22, 22, tint(STONE, 0.35)) + `<g fill="${INK}" fill-opacity="0.55">${dots}</g>` + stones,
  );
}

/** Granite rubble of a plinth. */
export function graniteCourses(defs: Defs, metre: number): string {
  const w = 0.9 * metre;
  const h = 0.3 * metre;
  const d = `M0 ${n(h)}H${n(w)}M${n(w * 0.35)} 0V${n(h)}M${n(w * 0.8)} 0V${n(h)}M${n(w * 0.15)} ${n(h)}V${n(h * 2)}M${n(w * 0.6)} ${n(h)}V${n(h * 2)}M0 ${n(h * 2)}H${n(w)}`;
  return defs.pattern(
    `granite-${metre}`,
    w,
    h * 2,
    rect(0, 0, w, h * 2, tint(STONE, 0.5)) + `<path d="${d}" stroke="${INK}" stroke-width="0.8" stroke-opacity="0.55"/>`,
  );
}

/** Teak boards: long grain lines. */
export function teakBoards(defs: Defs, spacing: number): string {
  return defs.pattern(
    `teak-${spacing}`,
    spacing * 6,
    spacing,
    rect(0, 0, spacing * 6, spacing, tint(TEAK, 0.55)) +
      `<path d="M0 ${n(spacing - 0.5)}H${n(spacing * 6)}M${n(spacing * 2)} 0V${n(spacing)}" stroke="${TEAK_DARK}" stroke-width="0.8" stroke-opacity="0.6"/>`,
  );
}

// The ground and the entourage.

/** The ground cut in section: a heavy line with earth hatching below, and the plinth's level. */
export function groundSection(defs: Defs, x0: number, x1: number, y: number, depth = 26): string[] {
  return [
    rect(x0, y, x1 - x0, depth, earthHatch(defs), { opacity: 0.5 }),
    line(x0, y, x1, y, INK, WEIGHT.cut, { "stroke-linecap": "square" }),
  ];
}

/** A standing person at the drawing's scale (1.65 m), an outline with a light fill. */
export function figure(x: number, groundY: number, metre: number, random: Random): string {
  const h = between(random, 1.58, 1.75) * metre;
  const u = h / 16;
  const fill = pick(random, [tint(STONE, 0.8), tint(GREEN, 0.5), tint(TEAK, 0.6), tint(INK, 0.45)]);
  const long = random() < 0.55;
  const top = groundY - h;
  const headR = u * 1.05;
  const sh = top + u * 2.6;
  const hip = top + u * 8.4;
  const body = long
    ? `M${n(x - u * 1.9)} ${n(sh + u * 0.4)}Q${n(x)} ${n(sh - u * 0.6)} ${n(x + u * 1.9)} ${n(sh + u * 0.4)}L${n(x + u * 1.6)} ${n(hip)}L${n(x + u * 2.2)} ${n(groundY - u * 0.4)}L${n(x - u * 2.2)} ${n(groundY - u * 0.4)}L${n(x - u * 1.6)} ${n(hip)}Z`
    : `M${n(x - u * 1.9)} ${n(sh + u * 0.4)}Q${n(x)} ${n(sh - u * 0.6)} ${n(x + u * 1.9)} ${n(sh + u * 0.4)}L${n(x + u * 1.5)} ${n(hip)}L${n(x + u * 1.3)} ${n(groundY)}L${n(x + u * 0.35)} ${n(groundY)}L${n(x)} ${n(hip + u * 1.2)}L${n(x - u * 0.35)} ${n(groundY)}L${n(x - u * 1.3)} ${n(groundY)}L${n(x - u * 1.5)} ${n(hip)}Z`;
  const armSide = random() < 0.5 ? -1 : 1;
  const arms = `M${n(x - u * 1.9)} ${n(sh + u * 0.5)}L${n(x - u * 2.3 * (armSide < 0 ? 1.2 : 1))} ${n(hip - u * 0.3)}M${n(x + u * 1.9)} ${n(sh + u * 0.5)}L${n(x + u * 2.3 * (armSide > 0 ? 1.2 : 1))} ${n(hip - u * 0.3)}`;
  return group([
    path(body, fill, { stroke: fill, "stroke-width": 1, "stroke-linejoin": "round" }),
    path(arms, "none", { stroke: fill, "stroke-width": u * 0.9, "stroke-linecap": "round" }),
    circle(x, top + headR, headR, fill),
  ]);
}

/** A scalloped outline around (cx, cy): a tree's crown or a shrub. */
function scallops(cx: number, cy: number, rx: number, ry: number, count: number, random: Random): string {
  const d: string[] = [];
  for (let i = 0; i <= count; i++) {
    const a = (i / count) * Math.PI * 2;
    const r = 1 + (i % count === 0 ? 0 : between(random, -0.06, 0.06));
    const x = cx + Math.cos(a) * rx * r;
    const y = cy + Math.sin(a) * ry * r;
    if (i === 0) d.push(`M${n(x)} ${n(y)}`);
    else {
      const bulge = (Math.PI * 2 * Math.max(rx, ry)) / count / 1.6;
      d.push(`A${n(bulge)} ${n(bulge)} 0 0 1 ${n(x)} ${n(y)}`);
    }
  }
  return d.join("") + "Z";
}

/** A shade tree (mango, jackfruit) in elevation: a trunk and a scalloped crown, lightly washed. */
export function tree(x: number, groundY: number, height: number, random: Random): string {
  const crownR = height * between(random, 0.3, 0.36);
  const crownY = groundY - height + crownR;
  const trunkTop = crownY + crownR * 0.2;
  const lean = between(random, -0.06, 0.06) * height;
  const trunk = `M${n(x - height * 0.025)} ${n(groundY)}Q${n(x + lean * 0.3)} ${n((groundY + trunkTop) / 2)} ${n(x + lean - height * 0.015)} ${n(trunkTop)}M${n(x + height * 0.025)} ${n(groundY)}Q${n(x + lean * 0.3 + height * 0.02)} ${n((groundY + trunkTop) / 2)} ${n(x + lean + height * 0.015)} ${n(trunkTop)}`;
  const branches: Array<[number, number, number, number]> = [];
  for (let i = 0; i < 4; i++) {
    const a = between(random, -2.4, -0.7);
    branches.push([x + lean, trunkTop, x + lean + Math.cos(a) * crownR * 0.7, trunkTop + Math.sin(a) * crownR * 0.7]);
  }
  return group([
    path(scallops(x + lean, crownY, crownR * 1.12, crownR, 13, random), tint(GREEN_LIGHT, 0.42), {
      stroke: GREEN,
      "stroke-width": WEIGHT.detail,
      "fill-opacity": 0.85,
    }),
    path(scallops(x + lean + crownR * 0.25, crownY + crownR * 0.25, crownR * 0.6, crownR * 0.5, 8, random), tint(GREEN, 0.3), {
      "fill-opacity": 0.45,
    }),
    strokes(branches, TEAK_DARK, WEIGHT.detail, { "stroke-opacity": 0.6 }),
    path(trunk, "none", { stroke: TEAK_DARK, "stroke-width": WEIGHT.detail }),
  ]);
}

/** A coconut palm in outline: a leaning ringed trunk and fronds with their leaflets. */
export function palm(x: number, groundY: number, tall: number, lean: number, random: Random): string {
  // Never above the sheet's border.
  const height = Math.min(tall, groundY - 150);
  const topX = x + lean;
  const topY = groundY - height;
  const trunk = `M${n(x - 5)} ${n(groundY)}Q${n(x + lean * 0.15)} ${n(groundY - height * 0.55)} ${n(topX - 3)} ${n(topY)}M${n(x + 5)} ${n(groundY)}Q${n(x + lean * 0.15 + 6)} ${n(groundY - height * 0.55)} ${n(topX + 3)} ${n(topY)}`;
  const rings: Array<[number, number, number, number]> = [];
  for (let t = 0.08; t < 0.95; t += 0.07) {
    const px = x + (topX - x) * t * t + lean * 0.15 * 2 * t * (1 - t);
    const py = groundY - height * t;
    rings.push([px - 4, py, px + 4, py - 1.5]);
  }
  const fronds: string[] = [];
  const leaflets: Array<[number, number, number, number]> = [];
  const count = 9;
  for (let i = 0; i < count; i++) {
    const a = -Math.PI + (i / (count - 1)) * Math.PI + between(random, -0.12, 0.12);
    const len = height * between(random, 0.26, 0.34);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.55 + len * 0.35;
    const mx = topX + Math.cos(a) * len * 0.5;
    const my = topY + Math.sin(a) * len * 0.6 - len * 0.08;
    fronds.push(`M${n(topX)} ${n(topY)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}`);
    for (let t = 0.2; t < 0.95; t += 0.1) {
      const qx = (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * mx + t * t * ex;
      const qy = (1 - t) * (1 - t) * topY + 2 * (1 - t) * t * my + t * t * ey;
      const l = len * 0.12 * (1 - t * 0.6);
      leaflets.push([qx, qy, qx + l * 0.3, qy + l]);
    }
  }
  return group([
    path(trunk, "none", { stroke: TEAK_DARK, "stroke-width": WEIGHT.detail }),
    strokes(rings, TEAK_DARK, WEIGHT.hatch),
    path(fronds.join(""), "none", { stroke: GREEN, "stroke-width": WEIGHT.detail }),
    strokes(leaflets, GREEN, WEIGHT.hatch, { "stroke-opacity": 0.8 }),
  ]);
}

export function shrub(x: number, groundY: number, width: number, random: Random): string {
  const h = width * 0.42;
  return path(scallops(x, groundY - h * 0.55, width / 2, h * 0.6, 9, random), tint(GREEN_LIGHT, 0.5), {
    stroke: GREEN,
    "stroke-width": WEIGHT.detail,
    "fill-opacity": 0.85,
  });
}

/**
 * A level mark at the side: a triangle on a line, with its height above the floor; moved in where
 * its figures would leave the sheet's lettering area.
 */
export function levelMark(at: number, y: number, label: string, dir: 1 | -1 = 1): string {
  const reach = 26 + textWidth(label, 10);
  const x = dir > 0 ? Math.min(at, LETTERING_AREA.right - reach) : Math.max(at, LETTERING_AREA.left + reach);
  return group([
    line(x, y, x + dir * 70, y, INK, WEIGHT.hatch),
    polygon(
      [
        [x + dir * 12, y],
        [x + dir * 4, y - 9],
        [x + dir * 20, y - 9],
      ],
      PAPER,
      { stroke: INK, "stroke-width": WEIGHT.hatch },
    ),
    lettering(label, x + dir * 26, y - 5, { size: 10, color: INK, weight: 1, anchor: dir > 0 ? "start" : "end" }),
  ]);
}

// The sheet.

/**
 * Where the sheet's words may go. A picture is shown cropped to its frame: 4:3 on a card, 16:10
 * or 16:9 in a band (a little more on a wide screen), a square on a phone; a word cut at an edge
 * ("RONT ELEVATION") reads as a mistake. Every word keeps inside the part that 4:3 and 16:9 crops
 * and a 2:1 band all keep (`LETTERING_AREA`); the title block keeps to the middle of the sheet,
 * which a square crop keeps too (`TITLE_AREA`).
 */
export const LETTERING_AREA = { left: 130, right: WIDTH - 130, top: 140, bottom: 925 } as const;
export const TITLE_AREA = { ...LETTERING_AREA, left: 280, right: WIDTH - 280 } as const;

/** The height of the title block's rule: the drawings' ground lies above the block. */
export const TITLE_RULE_Y = 895;

export interface SheetOptions {
  seed: number;
  /** The drawing's title, lettered over the title block's rule: "FRONT ELEVATION". */
  title: string;
  /** Its nominal scale, as printed under the title. */
  scale: string;
  /** Pixels per metre, for the scale bar. */
  metre: number;
  /** A north point (plans). */
  north?: boolean;
  /** Odd seeds draw the scene mirrored (the lettering stays readable): the same scene looks like another place. */
  mirror?: boolean;
  /** The scene alone, without the sheet's border and lettering: for a picture that words are set over. */
  bare?: boolean;
  /**
   * Lettering placed on the scene (levels, room names): drawn after it and never mirrored; `x`
   * maps a scene's x to the sheet's, `dir` is -1 where the scene is mirrored.
   */
  annotations?: (place: { x: (value: number) => number; dir: 1 | -1 }) => string[];
}

const SHEET_MARGIN = 28;

/** A scale bar of five metres, alternately filled, between its "0" and "5 M", on the baseline `y`. */
function scaleBar(x: number, y: number, metre: number): string {
  const parts: string[] = [lettering("0", x, y, { size: 9, color: INK, weight: 1, title: true })];
  const barX = x + textWidth("0", 9) + 7;
  for (let i = 0; i < 5; i++)
    parts.push(rect(barX + i * metre, y - 7, metre, 6, i % 2 === 0 ? INK : PAPER, { stroke: INK, "stroke-width": 1 }));
  parts.push(lettering("5 M", barX + metre * 5 + 7, y, { size: 9, color: INK, weight: 1, title: true }));
  return group(parts);
}

function scaleBarWidth(metre: number): number {
  return textWidth("0", 9) + 7 + metre * 5 + 7 + textWidth("5 M", 9);
}

/**
 * The title block, centred under the drawing as an architect letters a view's title: its number
 * in a split circle (the view over the drawing number), the title on a double rule, the scale
 * and its bar under it.
 */
function titleBlock(o: SheetOptions): string {
  const r = 21;
  const gap = 12;
  const titleSize = 20;
  const scaleText = `SCALE ${o.scale}`;
  const scaleTextWidth = textWidth(scaleText, 10);
  const textWidthMax = Math.max(textWidth(o.title, titleSize), scaleTextWidth + 20 + scaleBarWidth(o.metre));
  const width = 2 * r + gap + textWidthMax;
  const x0 = WIDTH / 2 - width / 2;
  const cx = x0 + r;
  const y = TITLE_RULE_Y;
  const tx = x0 + 2 * r + gap;
  return group([
    circle(cx, y, r, PAPER, { stroke: INK, "stroke-width": WEIGHT.detail }),
    line(cx - r, y, cx + r, y, INK, 0.9),
    lettering(String(1 + (o.seed % 9)), cx, y - 6, { size: 11, color: INK, weight: 1.3, anchor: "middle", title: true }),
    lettering(`A-${100 + o.seed}`, cx, y + 13, { size: 6.5, color: INK, weight: 0.9, anchor: "middle", title: true }),
    line(cx + r, y, x0 + width, y, INK, 2.4),
    line(tx, y + 5, x0 + width, y + 5, INK, 0.8),
    lettering(o.title, tx, y - 8, { size: titleSize, color: INK, weight: 2, title: true }),
    lettering(scaleText, tx, y + 24, { size: 10, color: INK, weight: 1.1, title: true }),
    scaleBar(tx + scaleTextWidth + 20, y + 24, o.metre),
  ]);
}

function northPoint(cx: number, cy: number): string {
  return group([
    circle(cx, cy, 26, "none", { stroke: INK, "stroke-width": WEIGHT.detail }),
    polygon(
      [
        [cx, cy - 34],
        [cx + 9, cy + 14],
        [cx, cy + 6],
      ],
      INK,
    ),
    polygon(
      [
        [cx, cy - 34],
        [cx - 9, cy + 14],
        [cx, cy + 6],
      ],
      PAPER,
      { stroke: INK, "stroke-width": 1 },
    ),
    lettering("N", cx, cy - 42, { size: 13, color: INK, weight: 1.5, anchor: "middle" }),
  ]);
}

/** The paper, the scene (mirrored for odd seeds), the sheet's border and its lettering. */
export function composeSheet(defs: Defs, scene: readonly string[], o: SheetOptions): string {
  const m = SHEET_MARGIN;
  const mirrored = o.mirror ?? o.seed % 2 === 1;
  const sheet = [rect(0, 0, WIDTH, HEIGHT, PAPER), group([...scene], mirrored ? { transform: `matrix(-1 0 0 1 ${WIDTH} 0)` } : undefined)];
  if (o.bare) return svgDocument(defs, sheet);
  sheet.push(
    rect(m, m, WIDTH - 2 * m, HEIGHT - 2 * m, "none", { stroke: INK, "stroke-width": WEIGHT.detail }),
    rect(m + 6, m + 6, WIDTH - 2 * m - 12, HEIGHT - 2 * m - 12, "none", { stroke: INK, "stroke-width": 0.7, "stroke-opacity": 0.6 }),
    titleBlock(o),
  );
  if (o.annotations) sheet.push(...o.annotations({ x: (v) => (mirrored ? WIDTH - v : v), dir: mirrored ? -1 : 1 }));
  if (o.north) sheet.push(northPoint(TITLE_AREA.right - 30, TITLE_AREA.top + 64));
  return svgDocument(defs, sheet);
}

/** Tints the shade side of a wall: used by the elevations for a return or a recess. */
export const RECESS = tint(LIME_SHADE, 1);
