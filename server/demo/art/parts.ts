/**
 * The parts of a Kerala building as an elevation shows them: teak windows and doors under their
 * sunshades, posts on granite bases, clay-tiled hip roofs and gables with their jaali vents, all
 * outlined in ink, with the shadows they cast.
 */
import { glassFill, type Light, roofTiles, shade } from "./board";
import { INK, LIME, LIME_SHADE, PAPER, STONE, TEAK, TEAK_DARK, tint, WEIGHT } from "./palette";
import { type Defs, group, line, n, path, polygon, type Random, rect, strokes } from "./svg";

const OUT = { stroke: INK, "stroke-width": WEIGHT.outline } as const;
const DETAIL = { stroke: INK, "stroke-width": WEIGHT.detail } as const;

export interface WindowOptions {
  x: number;
  y: number;
  w: number;
  h: number;
  metre: number;
  light: Light;
  random: Random;
  /** Panes across. */
  panes?: number;
  /** A concrete sunshade (chajja) over it. */
  sunshade?: boolean;
  /** Teak louvred shutters folded open beside it. */
  shutters?: boolean;
}

/** A teak-framed window with its sill, its sunshade and the shadow that casts. */
export function window(o: WindowOptions): string {
  const { x, y, w, h, metre, light } = o;
  const frame = 0.07 * metre;
  const panes = o.panes ?? Math.max(2, Math.round(w / (0.55 * metre)));
  const out: string[] = [];
  if (o.shutters) {
    const sw = w / 2 - frame;
    for (const sx of [x - sw, x + w]) {
      out.push(rect(sx, y, sw, h, tint(TEAK, 0.55), DETAIL));
      const slats: Array<[number, number, number, number]> = [];
      for (let yy = y + 0.08 * metre; yy < y + h - 0.05 * metre; yy += 0.07 * metre) slats.push([sx + 3, yy, sx + sw - 3, yy]);
      out.push(strokes(slats, TEAK_DARK, WEIGHT.hatch));
    }
  }
  out.push(rect(x, y, w, h, TEAK, OUT));
  const gx = x + frame;
  const gy = y + frame;
  const gw = w - 2 * frame;
  const gh = h - 2 * frame;
  out.push(rect(gx, gy, gw, gh, glassFill(light, o.random), { stroke: TEAK_DARK, "stroke-width": WEIGHT.hatch }));
  // Mullions and a transom a fifth down, as teak windows have.
  const bars: Array<[number, number, number, number]> = [];
  for (let i = 1; i < panes; i++) bars.push([gx + (gw * i) / panes, gy, gx + (gw * i) / panes, gy + gh]);
  bars.push([gx, gy + gh * 0.22, gx + gw, gy + gh * 0.22]);
  out.push(strokes(bars, TEAK, frame * 0.8));
  // Two strokes of reflection across the glass.
  out.push(
    strokes(
      [
        [gx + gw * 0.15, gy + gh * 0.95, gx + gw * 0.45, gy + gh * 0.3],
        [gx + gw * 0.3, gy + gh * 0.98, gx + gw * 0.55, gy + gh * 0.45],
      ],
      PAPER,
      1.6,
      { "stroke-opacity": 0.55 },
    ),
  );
  // The reveal's shadow on the glass, from the top and the sun's side.
  out.push(shade(light, gx, gy, gw, 0.1 * metre * light.depth));
  out.push(shade(light, light.side > 0 ? gx : gx + gw - 0.08 * metre * light.depth, gy, 0.08 * metre * light.depth, gh));
  // The sill.
  out.push(rect(x - 0.06 * metre, y + h, w + 0.12 * metre, 0.06 * metre, LIME, DETAIL));
  if (o.sunshade) {
    const depth = 0.45 * metre;
    const sy = y - 0.2 * metre;
    out.push(shade(light, x - 0.15 * metre + light.side * depth * 0.3, sy + 0.1 * metre, w + 0.3 * metre, depth * light.depth));
    out.push(
      polygon(
        [
          [x - 0.15 * metre, sy],
          [x + w + 0.15 * metre, sy],
          [x + w + 0.15 * metre, sy + 0.1 * metre],
          [x - 0.15 * metre, sy + 0.1 * metre],
        ],
        LIME_SHADE,
        OUT,
      ),
    );
  }
  return group(out);
}

/** A panelled teak door, its frame and its granite step. */
export function door(x: number, y: number, w: number, h: number, metre: number, leaves: 1 | 2 = 2): string {
  const out: string[] = [rect(x - 0.08 * metre, y - 0.08 * metre, w + 0.16 * metre, h + 0.08 * metre, TEAK_DARK, OUT)];
  const lw = w / leaves;
  for (let i = 0; i < leaves; i++) {
    const lx = x + i * lw;
    out.push(rect(lx, y, lw, h, TEAK, DETAIL));
    const px = lx + lw * 0.16;
    const pw = lw * 0.68;
    out.push(rect(px, y + h * 0.08, pw, h * 0.36, tint(TEAK, 0.7), { stroke: TEAK_DARK, "stroke-width": WEIGHT.hatch }));
    out.push(rect(px, y + h * 0.52, pw, h * 0.4, tint(TEAK, 0.7), { stroke: TEAK_DARK, "stroke-width": WEIGHT.hatch }));
  }
  out.push(rect(x - 0.25 * metre, y + h, w + 0.5 * metre, 0.12 * metre, tint(STONE, 0.5), DETAIL));
  return group(out);
}

/** A teak post on a granite base with a bracket at its head. */
export function post(cx: number, baseY: number, topY: number, metre: number): string {
  const w = 0.18 * metre;
  const base = 0.34 * metre;
  return group([
    rect(cx - base / 2, baseY - 0.38 * metre, base, 0.38 * metre, tint(STONE, 0.55), DETAIL),
    rect(cx - w / 2, topY, w, baseY - 0.38 * metre - topY, TEAK, DETAIL),
    path(
      `M${n(cx - w / 2)} ${n(topY + 0.35 * metre)}Q${n(cx - w / 2)} ${n(topY)} ${n(cx - w / 2 - 0.35 * metre)} ${n(topY)}M${n(cx + w / 2)} ${n(topY + 0.35 * metre)}Q${n(cx + w / 2)} ${n(topY)} ${n(cx + w / 2 + 0.35 * metre)} ${n(topY)}`,
      "none",
      { stroke: TEAK_DARK, "stroke-width": WEIGHT.detail },
    ),
  ]);
}

/** A teak railing of turned balusters between two points at one height. */
export function railing(x0: number, x1: number, floorY: number, metre: number): string {
  const top = floorY - 0.9 * metre;
  const bars: Array<[number, number, number, number]> = [];
  for (let x = x0 + 0.12 * metre; x < x1 - 0.05 * metre; x += 0.14 * metre) bars.push([x, top + 0.08 * metre, x, floorY - 0.06 * metre]);
  return group([
    strokes(bars, TEAK_DARK, 2.2),
    rect(x0, top, x1 - x0, 0.08 * metre, TEAK, DETAIL),
    rect(x0, floorY - 0.08 * metre, x1 - x0, 0.08 * metre, TEAK, DETAIL),
  ]);
}

export interface RoofOptions {
  /** The eave's ends (the overhang included) and its height. */
  x0: number;
  x1: number;
  eaveY: number;
  ridgeY: number;
  /** How far in from each end the ridge stops (a hip roof); 0 for a roof seen along its ridge. */
  hip: number;
  metre: number;
  light: Light;
  /** The walls below, for the eave's shadow. */
  wall?: readonly [number, number];
  /** Tiles stripped from part of the slope, its battens and rafters bare (renovation). */
  stripped?: readonly [number, number];
}

/** A clay-tiled hip roof as its front slope shows: tiles, the teak fascia, the ridge, the shadow under the eave. */
export function hipRoof(defs: Defs, o: RoofOptions): string {
  const { x0, x1, eaveY, ridgeY, hip, metre, light } = o;
  const fascia = 0.2 * metre;
  const out: string[] = [];
  if (o.wall) {
    const overhang = Math.max(0, Math.min(o.wall[0] - x0, x1 - o.wall[1]));
    const depth = Math.max(0.35 * metre, overhang * light.depth);
    out.push(shade(light, o.wall[0], eaveY + fascia, o.wall[1] - o.wall[0], depth));
  }
  const slope: Array<readonly [number, number]> = [
    [x0, eaveY],
    [x0 + hip, ridgeY],
    [x1 - hip, ridgeY],
    [x1, eaveY],
  ];
  out.push(polygon(slope, roofTiles(defs, metre), OUT));
  if (o.stripped) {
    const [s0, s1] = o.stripped;
    const ry = ridgeY + 0.1 * metre;
    out.push(rect(s0, ry, s1 - s0, eaveY - ry, tint(LIME_SHADE, 0.6), DETAIL));
    const battens: Array<[number, number, number, number]> = [];
    for (let y = ry + 0.12 * metre; y < eaveY; y += 0.3 * metre) battens.push([s0, y, s1, y]);
    const rafters: Array<[number, number, number, number]> = [];
    for (let x = s0 + 0.2 * metre; x < s1; x += 0.6 * metre) rafters.push([x, ry, x, eaveY]);
    out.push(strokes(rafters, TEAK_DARK, 3.4));
    out.push(strokes(battens, TEAK, 2));
  }
  // Ridge tiles and the hips' lines.
  out.push(line(x0 + hip, ridgeY, x1 - hip, ridgeY, INK, WEIGHT.cut, { "stroke-linecap": "round" }));
  out.push(
    strokes(
      [
        [x0, eaveY, x0 + hip, ridgeY],
        [x1, eaveY, x1 - hip, ridgeY],
      ],
      INK,
      WEIGHT.outline,
    ),
  );
  // The fascia board along the eave.
  out.push(rect(x0, eaveY, x1 - x0, fascia, TEAK_DARK, OUT));
  return group(out);
}

/** A gable end facing the viewer: its teak barge boards, the tiles' edge, a jaali vent and the wall's shadow. */
export function gable(
  defs: Defs,
  cx: number,
  halfSpan: number,
  eaveY: number,
  apexY: number,
  metre: number,
  light: Light,
  wallFill: string,
): string {
  const thick = 0.22 * metre;
  const out: string[] = [];
  const x0 = cx - halfSpan;
  const x1 = cx + halfSpan;
  // The gable's wall, with a jaali (a lattice of teak) for the attic's air.
  out.push(
    polygon(
      [
        [x0 + 0.9 * metre, eaveY + thick],
        [cx, apexY + thick * 1.2],
        [x1 - 0.9 * metre, eaveY + thick],
      ],
      wallFill,
      DETAIL,
    ),
  );
  const jw = halfSpan * 0.42;
  const jh = (eaveY - apexY) * 0.42;
  const jy = apexY + (eaveY - apexY) * 0.38;
  const jaali: string[] = [
    polygon(
      [
        [cx - jw, jy + jh],
        [cx, jy],
        [cx + jw, jy + jh],
      ],
      tint(TEAK, 0.75),
      DETAIL,
    ),
  ];
  const lattice: Array<[number, number, number, number]> = [];
  for (let x = cx - jw; x <= cx + jw; x += 0.16 * metre) lattice.push([x, jy + jh, x, jy + jh - (jw - Math.abs(x - cx)) * (jh / jw)]);
  for (let y = jy + jh; y > jy; y -= 0.16 * metre) {
    const half = ((y - jy) / jh) * jw;
    lattice.push([cx - half, y, cx + half, y]);
  }
  jaali.push(strokes(lattice, TEAK_DARK, 1.2));
  out.push(...jaali);
  // The shadow the barge boards cast on the gable.
  out.push(
    polygon(
      [
        [x0 + 0.9 * metre, eaveY + thick],
        [cx, apexY + thick * 1.2],
        [x1 - 0.9 * metre, eaveY + thick],
        [x1 - 0.9 * metre - 0.2 * metre, eaveY + thick],
        [cx, apexY + thick * 1.2 + 0.35 * metre * light.depth],
        [x0 + 0.9 * metre + 0.2 * metre, eaveY + thick],
      ],
      INK,
      { "fill-opacity": light.shade },
    ),
  );
  // The tiles' edge above the barge board, then the board itself.
  const rake = (dy: number): string => `M${n(x0)} ${n(eaveY + dy)}L${n(cx)} ${n(apexY + dy)}L${n(x1)} ${n(eaveY + dy)}`;
  out.push(path(rake(thick * 0.3), "none", { stroke: roofTiles(defs, metre), "stroke-width": thick * 0.9 }));
  out.push(path(rake(thick * 0.85), "none", { stroke: TEAK_DARK, "stroke-width": thick * 0.55 }));
  out.push(path(rake(0), "none", { stroke: INK, "stroke-width": WEIGHT.outline, "stroke-linejoin": "round" }));
  out.push(path(rake(thick * 1.15), "none", { stroke: INK, "stroke-width": WEIGHT.detail, "stroke-linejoin": "round" }));
  // A finial at the apex.
  out.push(line(cx, apexY, cx, apexY - 0.5 * metre, INK, WEIGHT.outline, { "stroke-linecap": "round" }));
  return group(out);
}

/** A wall of lime plaster with a plinth band under it. */
export function wall(x: number, y: number, w: number, h: number, fill = LIME): string {
  return rect(x, y, w, h, fill, OUT);
}
