/** A floor plan on drafting paper, lying on a teak desk with a scale rule, pencil and coffee. */
import {
  between,
  createRandom,
  darken,
  Defs,
  ellipse,
  HEIGHT,
  lighten,
  line,
  n,
  polygon,
  type Random,
  rect,
  svgDocument,
  WIDTH,
} from "./svg";

export interface PlanOptions {
  seed: number;
}

const INK = "#23406b";
const PAPER = "#f7f3ea";

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function drawPlan(options: PlanOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const out: string[] = [];
  const desk = "#8a5a36";
  out.push(
    rect(
      0,
      0,
      WIDTH,
      HEIGHT,
      defs.linear(
        [
          [0, lighten(desk, 0.08)],
          [1, darken(desk, 0.12)],
        ],
        [0, 0, 1, 1],
      ),
    ),
  );
  const grain: string[] = [];
  for (let y = 20; y < HEIGHT; y += between(random, 40, 90))
    grain.push(`M0 ${n(y)} C400 ${n(y + between(random, -14, 14))} 1100 ${n(y + between(random, -14, 14))} ${WIDTH} ${n(y)}`);
  out.push(`<path d="${grain.join(" ")}" stroke="${darken(desk, 0.25)}" stroke-width="3" fill="none" opacity="0.35"/>`);
  out.push(
    ellipse(
      WIDTH * 0.3,
      HEIGHT * 0.2,
      900,
      500,
      defs.radial([
        [0, "#fff3d6", 0.25],
        [1, "#fff3d6", 0],
      ]),
    ),
  );

  const angle = between(random, -4, 3);
  const sheet: Box = { x: 230, y: 110, w: 1140, h: 820 };
  const cx = sheet.x + sheet.w / 2;
  const cy = sheet.y + sheet.h / 2;
  const paper: string[] = [];
  paper.push(rect(sheet.x + 14, sheet.y + 20, sheet.w, sheet.h, "#1b1208", 'opacity="0.35"'));
  paper.push(rect(sheet.x, sheet.y, sheet.w, sheet.h, PAPER));
  const grid: string[] = [];
  for (let x = sheet.x + 20; x < sheet.x + sheet.w; x += 20) grid.push(`M${x} ${sheet.y} V${sheet.y + sheet.h}`);
  for (let y = sheet.y + 20; y < sheet.y + sheet.h; y += 20) grid.push(`M${sheet.x} ${y} H${sheet.x + sheet.w}`);
  paper.push(`<path d="${grid.join(" ")}" stroke="#9fb7d1" stroke-width="1" opacity="0.35"/>`);
  paper.push(rect(sheet.x + 24, sheet.y + 24, sheet.w - 48, sheet.h - 48, "none", `stroke="${INK}" stroke-width="3"`));
  paper.push(rect(sheet.x + sheet.w - 300, sheet.y + sheet.h - 110, 276, 86, "none", `stroke="${INK}" stroke-width="2"`));
  for (let i = 0; i < 3; i++)
    paper.push(
      line(
        sheet.x + sheet.w - 280,
        sheet.y + sheet.h - 88 + i * 22,
        sheet.x + sheet.w - 120 + i * 30,
        sheet.y + sheet.h - 88 + i * 22,
        INK,
        3,
        'opacity="0.45"',
      ),
    );
  paper.push(...drawFloorPlan(random, { x: sheet.x + 150, y: sheet.y + 130, w: 780, h: 520 }));
  paper.push(drawNorthArrow(sheet.x + sheet.w - 110, sheet.y + 110));
  out.push(`<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">${paper.join("")}</g>`);

  // Tools on the desk.
  out.push(
    `<g transform="rotate(${n(between(random, 6, 12))} 1250 960)">${rect(990, 950, 520, 46, "#f2efe6")}${rect(990, 990, 520, 8, "#1b1208", 'opacity="0.25"')}${ticks(990, 950, 520)}</g>`,
  );
  out.push(
    `<g transform="rotate(${n(between(random, -30, -18))} 300 930)">${rect(150, 920, 330, 16, "#e8b43a")}${polygon(
      [
        [480, 920],
        [520, 928],
        [480, 936],
      ],
      "#e9cfa5",
    )}${polygon(
      [
        [508, 925.5],
        [520, 928],
        [508, 930.5],
      ],
      "#333",
    )}${rect(134, 920, 18, 16, "#c9483a")}</g>`,
  );
  out.push(ellipse(1460, 190, 92, 92, "#1b1208", 'opacity="0.25"'));
  out.push(
    ellipse(1450, 180, 88, 88, "#f4f1ea"),
    ellipse(1450, 180, 66, 66, "#6b4226"),
    ellipse(1440, 170, 30, 18, "#8a5a3a", 'opacity="0.6"'),
  );
  out.push(rect(1530, 160, 50, 30, "none", 'stroke="#f4f1ea" stroke-width="14" rx="14"'));
  return svgDocument(defs, out);
}

function ticks(x: number, y: number, w: number): string {
  const marks: string[] = [];
  for (let i = 0; i * 10 < w - 10; i++) marks.push(`M${x + 10 + i * 10} ${y} v${i % 5 === 0 ? 18 : 9}`);
  return `<path d="${marks.join(" ")}" stroke="#333" stroke-width="1.5"/>`;
}

function drawNorthArrow(x: number, y: number): string {
  return `<g>${ellipse(x, y, 42, 42, "none", `stroke="${INK}" stroke-width="3"`)}${polygon(
    [
      [x, y - 50],
      [x + 16, y + 20],
      [x, y + 8],
      [x - 16, y + 20],
    ],
    INK,
  )}</g>`;
}

/** A two-bedroom Kerala home: bedrooms down one side, bath, kitchen and dining, living and a sit-out. */
function drawFloorPlan(random: Random, o: Box): string[] {
  const a = o.w * between(random, 0.34, 0.4);
  const c = o.w * between(random, 0.14, 0.17);
  const b = o.h * between(random, 0.46, 0.54);
  const k = o.h * between(random, 0.38, 0.44);
  const rooms = {
    bed1: { x: o.x, y: o.y, w: a, h: b },
    bed2: { x: o.x, y: o.y + b, w: a, h: o.h - b },
    bath: { x: o.x + a, y: o.y, w: c, h: b * 0.7 },
    kitchen: { x: o.x + a + c, y: o.y, w: o.w - a - c, h: k },
    living: { x: o.x + a, y: o.y + k, w: o.w - a, h: o.h - k },
  };
  const out: string[] = [];
  const fill = lighten(INK, 0.92);
  out.push(rect(o.x, o.y, o.w, o.h, fill));
  // Sit-out in front of the living room: an open porch on two pillars.
  const porch = { x: rooms.living.x + rooms.living.w * 0.35, y: o.y + o.h, w: rooms.living.w * 0.5, h: 90 };
  out.push(rect(porch.x, porch.y, porch.w, porch.h, "none", `stroke="${INK}" stroke-width="3" stroke-dasharray="12 8"`));
  for (const px of [porch.x, porch.x + porch.w - 22]) out.push(rect(px, porch.y + porch.h - 22, 22, 22, INK));
  const walls: string[] = [];
  for (const room of Object.values(rooms)) walls.push(rect(room.x, room.y, room.w, room.h, "none", `stroke="${INK}" stroke-width="9"`));
  out.push(...walls, rect(o.x, o.y, o.w, o.h, "none", `stroke="${INK}" stroke-width="16"`));

  // Furniture, in thin lines.
  const thin = `fill="none" stroke="${INK}" stroke-width="2.5"`;
  for (const bed of [rooms.bed1, rooms.bed2]) {
    const bw = Math.min(150, bed.w * 0.5);
    const bx = bed.x + 30;
    const by = bed.y + bed.h / 2 - 95;
    out.push(`<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="190" ${thin}/>`);
    out.push(
      `<rect x="${n(bx + 10)}" y="${n(by + 12)}" width="40" height="${n(bw * 0.4)}" rx="8" ${thin}/>`,
      `<rect x="${n(bx + 10)}" y="${n(by + 178 - bw * 0.4)}" width="40" height="${n(bw * 0.4)}" rx="8" ${thin}/>`,
    );
    out.push(`<rect x="${n(bed.x + bed.w - 50)}" y="${n(bed.y + 24)}" width="34" height="${n(bed.h * 0.45)}" ${thin}/>`);
  }
  const bath = rooms.bath;
  out.push(
    `<ellipse cx="${n(bath.x + bath.w / 2)}" cy="${n(bath.y + 50)}" rx="20" ry="28" ${thin}/>`,
    `<rect x="${n(bath.x + 18)}" y="${n(bath.y + bath.h - 60)}" width="${n(bath.w - 36)}" height="30" rx="10" ${thin}/>`,
  );
  const kit = rooms.kitchen;
  out.push(
    `<path d="M${n(kit.x + 14)} ${n(kit.y + 14)} H${n(kit.x + kit.w - 14)} V${n(kit.y + kit.h * 0.75)} M${n(kit.x + 14)} ${n(kit.y + 54)} H${n(kit.x + kit.w - 54)} V${n(kit.y + kit.h * 0.75)}" ${thin}/>`,
  );
  out.push(
    `<circle cx="${n(kit.x + kit.w * 0.3)}" cy="${n(kit.y + 34)}" r="12" ${thin}/>`,
    `<circle cx="${n(kit.x + kit.w * 0.3 + 34)}" cy="${n(kit.y + 34)}" r="12" ${thin}/>`,
  );
  out.push(`<rect x="${n(kit.x + kit.w * 0.55)}" y="${n(kit.y + 22)}" width="60" height="26" rx="8" ${thin}/>`);
  const liv = rooms.living;
  const tableX = liv.x + liv.w * 0.62;
  const tableY = liv.y + 40;
  out.push(`<rect x="${n(tableX)}" y="${n(tableY)}" width="130" height="70" ${thin}/>`);
  for (let i = 0; i < 3; i++) {
    out.push(
      `<rect x="${n(tableX + 10 + i * 40)}" y="${n(tableY - 22)}" width="28" height="18" ${thin}/>`,
      `<rect x="${n(tableX + 10 + i * 40)}" y="${n(tableY + 74)}" width="28" height="18" ${thin}/>`,
    );
  }
  const sofaX = liv.x + 40;
  const sofaY = liv.y + liv.h - 80;
  out.push(
    `<path d="M${n(sofaX)} ${n(sofaY - 130)} V${n(sofaY + 40)} H${n(sofaX + 220)} V${n(sofaY)} H${n(sofaX + 40)} V${n(sofaY - 130)} Z" ${thin}/>`,
  );
  out.push(`<rect x="${n(sofaX + 80)}" y="${n(sofaY - 90)}" width="100" height="60" rx="6" ${thin}/>`);

  // Door leaves with their swing, cut into the walls.
  const doors: Array<[number, number, number, number]> = [
    [rooms.bed1.x + a - 4, rooms.bed1.y + b - 110, 80, 1],
    [rooms.bed2.x + a - 4, rooms.bed2.y + 30, 80, 1],
    [bath.x + 20, bath.y + bath.h - 4, 60, 2],
    [liv.x + liv.w * 0.45, o.y + o.h - 4, 90, 3],
    [kit.x + 20, kit.y + kit.h - 4, 80, 2],
  ];
  for (const [x, y, size, kind] of doors) out.push(drawDoorSwing(x, y, size, kind));
  // Windows in the outer walls: a gap crossed by two thin lines.
  const windows: Array<[number, number, number, boolean]> = [
    [o.x + a * 0.3, o.y, 100, true],
    [o.x + a * 0.3, o.y + o.h, 100, true],
    [kit.x + kit.w * 0.45, o.y, 120, true],
    [o.x, o.y + b * 0.35, 100, false],
    [o.x, o.y + b + (o.h - b) * 0.35, 100, false],
    [o.x + o.w, liv.y + liv.h * 0.3, 130, false],
  ];
  for (const [x, y, size, horizontal] of windows) {
    out.push(horizontal ? rect(x, y - 9, size, 18, PAPER) : rect(x - 9, y, 18, size, PAPER));
    out.push(
      horizontal
        ? `<path d="M${n(x)} ${n(y - 8)} h${size} M${n(x)} ${n(y)} h${size} M${n(x)} ${n(y + 8)} h${size}" stroke="${INK}" stroke-width="2"/>`
        : `<path d="M${n(x - 8)} ${n(y)} v${size} M${n(x)} ${n(y)} v${size} M${n(x + 8)} ${n(y)} v${size}" stroke="${INK}" stroke-width="2"/>`,
    );
  }
  out.push(...drawDimensions(o, [o.x, o.x + a, o.x + a + c, o.x + o.w], [o.y, o.y + k, o.y + b, o.y + o.h]));
  return out;
}

/** kind 1: in a vertical wall; 2: in a horizontal wall, opening down; 3: outer front wall. */
function drawDoorSwing(x: number, y: number, size: number, kind: number): string {
  const leaf = `stroke="${INK}" stroke-width="3" fill="none"`;
  const arc = `stroke="${INK}" stroke-width="1.5" fill="none" stroke-dasharray="6 5"`;
  if (kind === 1) {
    return `${rect(x - 6, y, 20, size, PAPER)}<path d="M${n(x + 4)} ${n(y)} h${size}" ${leaf}/><path d="M${n(x + 4 + size)} ${n(y)} A${size} ${size} 0 0 1 ${n(x + 4)} ${n(y + size)}" ${arc}/>`;
  }
  const down = kind === 2 ? 1 : -1;
  return `${rect(x, y - 6, size, 20, PAPER)}<path d="M${n(x)} ${n(y + 4)} v${n(size * down)}" ${leaf}/><path d="M${n(x)} ${n(y + 4 + size * down)} A${size} ${size} 0 0 ${down === 1 ? 0 : 1} ${n(x + size)} ${n(y + 4)}" ${arc}/>`;
}

function drawDimensions(o: Box, xs: number[], ys: number[]): string[] {
  const top = o.y - 50;
  const left = o.x - 50;
  const parts = [line(xs[0]!, top, xs[xs.length - 1]!, top, INK, 1.5), line(left, ys[0]!, left, ys[ys.length - 1]!, INK, 1.5)];
  for (const x of xs) parts.push(line(x - 8, top + 8, x + 8, top - 8, INK, 2.5), line(x, top - 14, x, o.y - 14, INK, 1, 'opacity="0.6"'));
  for (const y of ys)
    parts.push(line(left - 8, y + 8, left + 8, y - 8, INK, 2.5), line(left - 14, y, o.x - 14, y, INK, 1, 'opacity="0.6"'));
  return parts;
}
