/** Building parts shared by the outdoor drawings: tiled roofs, windows, doors, shade lines. */
import { type Light, lit } from "./backdrop";
import { darken, type Defs, lighten, line, mix, n, polygon, rect } from "./svg";

export const TEAK = "#7a4a2a";

/** The shadow a roof or slab casts on the wall right under it. */
export function eaveShadow(defs: Defs, x: number, y: number, w: number, depth: number, strength = 0.3): string {
  return rect(
    x,
    y,
    w,
    depth,
    defs.linear([
      [0, "#1b2030", strength],
      [1, "#1b2030", 0],
    ]),
  );
}

export interface RoofOptions {
  /** Centre and eave line. */
  cx: number;
  eaveY: number;
  width: number;
  rise: number;
  /** How much narrower the ridge is than the eave on each side. */
  hip: number;
  color: string;
  light: Light;
  /** A small front gable (Kerala 'mukhappu') with a wooden lattice. */
  gable?: boolean;
}

/** A hipped roof of clay tiles seen from the front, with tile courses and a fascia. */
export function drawTiledRoof(defs: Defs, o: RoofOptions): string {
  const left = o.cx - o.width / 2;
  const right = o.cx + o.width / 2;
  const top = o.eaveY - o.rise;
  const color = lit(o.color, o.light);
  const parts: string[] = [];
  const face: Array<[number, number]> = [
    [left, o.eaveY],
    [left + o.hip, top],
    [right - o.hip, top],
    [right, o.eaveY],
  ];
  parts.push(
    polygon(
      face,
      defs.linear([
        [0, darken(color, 0.12)],
        [0.5, color],
        [1, lighten(color, 0.06)],
      ]),
    ),
  );
  // Hip faces turn away from the light on one side.
  const shadeSide = o.light.sunSide === 1 ? "left" : "right";
  const hipFace: Array<[number, number]> =
    shadeSide === "left"
      ? [
          [left, o.eaveY],
          [left + o.hip, top],
          [left + o.hip * 1.25, o.eaveY],
        ]
      : [
          [right, o.eaveY],
          [right - o.hip, top],
          [right - o.hip * 1.25, o.eaveY],
        ];
  parts.push(polygon(hipFace, darken(color, 0.22), 'opacity="0.75"'));
  const courses: string[] = [];
  const rows = Math.max(4, Math.round(o.rise / 13));
  for (let i = 1; i < rows; i++) {
    const y = top + (i / rows) * o.rise;
    const inset = o.hip * (1 - i / rows);
    courses.push(`M${n(left + inset)} ${n(y)} L${n(right - inset)} ${n(y)}`);
  }
  parts.push(`<path d="${courses.join(" ")}" stroke="${darken(color, 0.32)}" stroke-width="2" opacity="0.55"/>`);
  const ridge = darken(color, 0.28);
  parts.push(line(left + o.hip - 6, top, right - o.hip + 6, top, ridge, 7, 'stroke-linecap="round"'));
  parts.push(rect(left - 4, o.eaveY - 4, o.width + 8, 10, mix("#f4efe6", o.light.sunTint, 0.3)));
  parts.push(rect(left - 4, o.eaveY + 6, o.width + 8, 4, "#1b2030", 'opacity="0.25"'));
  if (o.gable) parts.push(drawGable(defs, o.cx, o.eaveY - 6, o.rise * 1.15, color, o.light));
  return `<g>${parts.join("")}</g>`;
}

function drawGable(defs: Defs, cx: number, baseY: number, height: number, color: string, light: Light): string {
  const half = height * 0.95;
  const apex = baseY - height;
  const parts: string[] = [];
  parts.push(
    polygon(
      [
        [cx - half - 16, baseY + 6],
        [cx, apex - 12],
        [cx + half + 16, baseY + 6],
      ],
      darken(color, 0.08),
    ),
  );
  parts.push(
    polygon(
      [
        [cx - half, baseY],
        [cx, apex],
        [cx + half, baseY],
      ],
      lit("#9b6137", light),
    ),
  );
  const slats: string[] = [];
  for (let x = cx - half + 10; x < cx + half; x += 11) {
    const rise = (1 - Math.abs(x - cx) / half) * height;
    slats.push(`M${n(x)} ${n(baseY)} L${n(x)} ${n(baseY - rise + 6)}`);
  }
  parts.push(`<path d="${slats.join(" ")}" stroke="#4d2c17" stroke-width="4" opacity="0.7"/>`);
  parts.push(line(cx, apex - 12, cx, apex - 34, darken(color, 0.3), 5));
  parts.push(eaveShadow(defs, cx - half, baseY, half * 2, 18, 0.25));
  return parts.join("");
}

export interface WindowOptions {
  x: number;
  y: number;
  w: number;
  h: number;
  light: Light;
  /** Columns of panes. */
  panes?: number;
  /** A concrete sunshade (chajja) over the window. */
  sunshade?: boolean;
  frame?: string;
}

export function drawWindow(defs: Defs, o: WindowOptions): string {
  const frame = o.frame ?? TEAK;
  const parts: string[] = [];
  const panes = o.panes ?? 2;
  parts.push(rect(o.x - 6, o.y - 6, o.w + 12, o.h + 12, frame));
  const glass = o.light.windowsLit
    ? defs.linear([
        [0, "#ffe2a3"],
        [1, "#f6b65c"],
      ])
    : defs.linear(
        [
          [0, lighten(o.light.skyTop, 0.35)],
          [0.55, mix(o.light.skyHorizon, "#9bb7c8", 0.5)],
          [1, "#5d7a8e"],
        ],
        [0, 0, 1, 1],
      );
  parts.push(rect(o.x, o.y, o.w, o.h, glass));
  if (!o.light.windowsLit) {
    parts.push(
      polygon(
        [
          [o.x + o.w * 0.15, o.y + o.h],
          [o.x + o.w * 0.55, o.y],
          [o.x + o.w * 0.75, o.y],
          [o.x + o.w * 0.35, o.y + o.h],
        ],
        "#ffffff",
        'opacity="0.18"',
      ),
    );
  }
  for (let i = 1; i < panes; i++) parts.push(rect(o.x + (i / panes) * o.w - 3, o.y, 6, o.h, frame));
  if (o.h > o.w * 1.1) parts.push(rect(o.x, o.y + o.h * 0.3, o.w, 5, frame));
  parts.push(rect(o.x - 10, o.y + o.h + 6, o.w + 20, 8, "#d8d2c6"));
  if (o.sunshade) {
    parts.push(rect(o.x - 26, o.y - 30, o.w + 52, 12, "#e9e4da"));
    parts.push(eaveShadow(defs, o.x - 6, o.y - 18, o.w + 12, 40, 0.3));
  }
  return `<g>${parts.join("")}</g>`;
}

export function drawDoor(defs: Defs, x: number, y: number, w: number, h: number, light: Light): string {
  const wood = lit("#8a5530", light);
  const parts: string[] = [rect(x - 8, y - 8, w + 16, h + 8, TEAK)];
  parts.push(
    rect(
      x,
      y,
      w,
      h,
      defs.linear([
        [0, lighten(wood, 0.08)],
        [1, darken(wood, 0.15)],
      ]),
    ),
  );
  const panel = darken(wood, 0.18);
  parts.push(rect(x + w * 0.14, y + h * 0.08, w * 0.72, h * 0.36, panel, 'opacity="0.55"'));
  parts.push(rect(x + w * 0.14, y + h * 0.52, w * 0.72, h * 0.4, panel, 'opacity="0.55"'));
  parts.push(rect(x + w * 0.78, y + h * 0.48, 5, 26, "#d9b45a"));
  return `<g>${parts.join("")}</g>`;
}

/** Laterite cladding: the red-brown stone blocks of Kerala, laid in courses. */
export function drawLaterite(x: number, y: number, w: number, h: number, light: Light, seed: number): string {
  const base = lit("#a9583a", light);
  const parts: string[] = [rect(x, y, w, h, base)];
  const rowH = 24;
  const joints: string[] = [];
  let row = 0;
  for (let yy = y + rowH; yy < y + h; yy += rowH, row++) joints.push(`M${n(x)} ${n(yy)} h${n(w)}`);
  row = 0;
  for (let yy = y; yy < y + h; yy += rowH, row++) {
    const offset = ((row + seed) % 2) * 30;
    for (let xx = x + offset + 60; xx < x + w; xx += 60) joints.push(`M${n(xx)} ${n(yy)} v${n(Math.min(rowH, y + h - yy))}`);
    for (let xx = x + offset + 10; xx < x + w - 20; xx += 60) {
      const tone = (Math.floor(xx * 7 + yy * 3) % 5) / 20;
      parts.push(
        rect(
          xx,
          yy + 3,
          Math.min(40, x + w - xx - 4),
          Math.min(rowH - 6, y + h - yy - 3),
          tone > 0.1 ? lighten(base, tone) : darken(base, tone + 0.04),
          'opacity="0.5"',
        ),
      );
    }
  }
  parts.push(`<path d="${joints.join(" ")}" stroke="#e4c9b3" stroke-width="2.5" opacity="0.8"/>`);
  return `<g>${parts.join("")}</g>`;
}

/** Steel tube scaffolding with timber boards and, optionally, a green safety net over part of it. */
export function drawScaffold(defs: Defs, x: number, top: number, w: number, bottom: number, net: boolean): string {
  const tube = "#8d949c";
  const parts: string[] = [];
  const bay = 96;
  const lift = 100;
  const tubes: string[] = [];
  for (let xx = x; xx <= x + w + 1; xx += bay) tubes.push(`M${n(xx)} ${n(top - 30)} V${n(bottom)}`);
  for (let yy = bottom - lift; yy > top - 30; yy -= lift) tubes.push(`M${n(x - 20)} ${n(yy)} H${n(x + w + 20)}`);
  for (let xx = x; xx + bay <= x + w + 1; xx += bay * 2)
    tubes.push(`M${n(xx)} ${n(bottom)} L${n(xx + bay)} ${n(Math.max(top, bottom - lift * 3))}`);
  parts.push(`<path d="${tubes.join(" ")}" stroke="${tube}" stroke-width="6" stroke-linecap="round" fill="none"/>`);
  for (let yy = bottom - lift; yy > top; yy -= lift) {
    parts.push(rect(x - 16, yy - 9, w + 32, 10, "#b88a4d"));
    parts.push(rect(x - 16, yy + 1, w + 32, 4, "#1b2030", 'opacity="0.2"'));
  }
  if (net) {
    const netW = w * 0.45;
    parts.push(rect(x + w - netW, top - 30, netW, bottom - top - 60, "#2e8b57", 'opacity="0.55"'));
    const mesh: string[] = [];
    for (let xx = x + w - netW; xx < x + w; xx += 14) mesh.push(`M${n(xx)} ${n(top - 30)} v${n(bottom - top - 60)}`);
    parts.push(`<path d="${mesh.join(" ")}" stroke="#1f6b40" stroke-width="2" opacity="0.5"/>`);
    parts.push(eaveShadow(defs, x + w - netW, bottom - 90, netW, 40, 0.15));
  }
  parts.push(rect(x + w * 0.2, top - 10, 10, bottom - top + 10, "#c9a04a"));
  parts.push(rect(x + w * 0.2 + 34, top - 10, 10, bottom - top + 10, "#c9a04a"));
  const rungs: string[] = [];
  for (let yy = top + 10; yy < bottom; yy += 30) rungs.push(`M${n(x + w * 0.2 + 8)} ${n(yy)} h28`);
  parts.push(`<path d="${rungs.join(" ")}" stroke="#c9a04a" stroke-width="5"/>`);
  return `<g>${parts.join("")}</g>`;
}
