/**
 * A measured ground floor plan: walls cut in poché, doors with their swings, windows, furniture,
 * room names and sizes, dimension strings, the sit-out and the garden around; with a courtyard
 * (nadumuttam) at its heart for some seeds.
 */
import { composeSheet, LETTERING_AREA, shrub, TITLE_RULE_Y } from "./board";
import { lettering } from "./lettering";
import { GREEN, GREEN_LIGHT, INK, LATERITE, LIME, PAPER, STONE, TEAK, tint, WEIGHT } from "./palette";
import { between, circle, createRandom, Defs, group, line, n, path, rect, strokes, WIDTH } from "./svg";

export interface PlanOptions {
  seed: number;
}

type Segment = [number, number, number, number];

/** Rooms on a 3 × 3 grid of cells, by name; "" is the courtyard. Row 0 is the back, row 2 the front. */
const LAYOUTS: ReadonlyArray<ReadonlyArray<ReadonlyArray<string>>> = [
  [
    ["BED 1", "BATH", "BED 2"],
    ["DINING", "DINING", "KITCHEN"],
    ["LIVING", "LIVING", "BED 3"],
  ],
  [
    ["KITCHEN", "BATH", "BED 1"],
    ["DINING", "", "BED 2"],
    ["LIVING", "FOYER", "STUDY"],
  ],
];

export function drawPlan(options: PlanOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const layout = LAYOUTS[options.seed % LAYOUTS.length]!;
  const cols = [between(random, 3.6, 4.2), between(random, 3.0, 3.6), between(random, 3.6, 4.2)];
  const rows = [between(random, 3.4, 4.0), between(random, 3.0, 3.6), between(random, 3.6, 4.2)].map((v) => Math.round(v * 10) / 10);
  for (let i = 0; i < 3; i++) cols[i] = Math.round(cols[i]! * 10) / 10;
  const W = cols.reduce((a, b) => a + b, 0);
  const H = rows.reduce((a, b) => a + b, 0);
  const sitOut = 2.1;
  // The plan, its dimensions above and its steps below, between the sheet's lettering area's top
  // and the title block (board.ts).
  const metre = Math.min(52, (TITLE_RULE_Y - 45 - LETTERING_AREA.top - 22) / (H + sitOut + 1.5));
  const m = (v: number) => v * metre;
  const ox = (WIDTH - m(W)) / 2 - 60;
  const oy = LETTERING_AREA.top + 22 + m(0.9);
  const xs = [0, cols[0]!, cols[0]! + cols[1]!, W].map((v) => ox + m(v));
  const ys = [0, rows[0]!, rows[0]! + rows[1]!, H].map((v) => oy + m(v));
  const room = (r: number, c: number): string | undefined => layout[r]?.[c];
  const out: string[] = [];
  const labels: Array<[string, number, number, string]> = [];

  // The garden: the plot's line, trees from above, the path to the sit-out.
  out.push(
    rect(ox - m(2.5), oy - m(1.5), m(W + 5), Math.min(m(H + sitOut + 3.2), TITLE_RULE_Y - 40 - oy + m(1.5)), tint(GREEN_LIGHT, 0.12), {
      stroke: INK,
      "stroke-width": 1.2,
      "stroke-dasharray": "14 5 3 5",
    }),
  );
  for (const [tx, ty, r] of [
    [ox - m(1.3), oy + m(1.2), 1.1],
    [ox + m(W + 1.3), oy + m(H * 0.6), 1.3],
    [ox + m(W + 1.2), oy - m(0.5), 0.9],
  ] as const) {
    out.push(circle(tx, ty, m(r), tint(GREEN_LIGHT, 0.4), { stroke: GREEN, "stroke-width": WEIGHT.detail, "stroke-dasharray": "6 3" }));
    out.push(circle(tx, ty, 3, GREEN));
  }
  out.push(shrub(ox - m(1.2), oy + m(H + 1.6), m(1.6), random));

  // Floors: lime plaster, the sit-out in granite, the wet rooms tiled, the courtyard open.
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      const name = room(r, c)!;
      const fill = name === "" ? tint(STONE, 0.35) : name === "BATH" || name === "KITCHEN" ? tileFloor(defs, m(0.6)) : LIME;
      out.push(rect(xs[c]!, ys[r]!, xs[c + 1]! - xs[c]!, ys[r + 1]! - ys[r]!, fill));
    }
  }
  const sitX0 = xs[0]! + m(0.6);
  const sitX1 = xs[2]!;
  out.push(rect(sitX0, ys[3]!, sitX1 - sitX0, m(sitOut), tint(STONE, 0.3), { stroke: INK, "stroke-width": WEIGHT.detail }));
  for (let i = 1; i <= 2; i++)
    out.push(line(sitX0 + m(1.2), ys[3]! + m(sitOut) + i * m(0.3), sitX1 - m(1.2), ys[3]! + m(sitOut) + i * m(0.3), INK, WEIGHT.detail));
  for (const px of [sitX0 + m(0.15), sitX1 - m(0.15)])
    out.push(rect(px - m(0.12), ys[3]! + m(sitOut) - m(0.35), m(0.24), m(0.24), TEAK, { stroke: INK, "stroke-width": 1 }));

  // Each room's furniture and its name.
  const seen = new Set<string>();
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      const name = room(r, c)!;
      if (seen.has(name)) continue;
      seen.add(name);
      let c1 = c;
      while (room(r, c1 + 1) === name) c1++;
      const x0 = xs[c]!;
      const x1 = xs[c1 + 1]!;
      const y0 = ys[r]!;
      const y1 = ys[r + 1]!;
      out.push(furniture(name, x0, y0, x1, y1, metre));
      const size = `${((x1 - x0) / metre).toFixed(1)} X ${((y1 - y0) / metre).toFixed(1)}`;
      if (name) labels.push([name, (x0 + x1) / 2, (y0 + y1) / 2, size]);
      else labels.push(["COURTYARD", (x0 + x1) / 2, (y0 + y1) / 2 - m(0.4), "OPEN TO SKY"]);
    }
  }
  labels.push(["SIT-OUT", (sitX0 + sitX1) / 2, ys[3]! + m(sitOut / 2), ""]);

  // Walls: outer 23 cm, inner 15 cm, with their openings: doors on shared edges, windows outside.
  const walls: string[] = [];
  const doors: string[] = [];
  const windows: string[] = [];
  const outer = m(0.23);
  const inner = m(0.15);
  const door = m(0.9);
  const edge = (
    ax: number,
    ay: number,
    bx: number,
    by: number,
    thick: number,
    opening: "door" | "window" | "wide" | null,
    flip: boolean,
  ) => {
    const horizontal = ay === by;
    const len = horizontal ? bx - ax : by - ay;
    const width = opening === "door" ? door : opening === "window" ? Math.min(len * 0.45, m(1.8)) : opening === "wide" ? len * 0.6 : 0;
    const start = opening === "door" ? m(0.35) : (len - width) / 2;
    const pieces: Array<[number, number]> = opening
      ? [
          [-thick / 2, start],
          [start + width, len + thick / 2],
        ]
      : [[-thick / 2, len + thick / 2]];
    for (const [a, b] of pieces) {
      if (horizontal) walls.push(rect(ax + a, ay - thick / 2, b - a, thick, INK));
      else walls.push(rect(ax - thick / 2, ay + a, thick, b - a, INK));
    }
    if (opening === "door") {
      const s = flip ? -1 : 1;
      if (horizontal) {
        const hx = ax + start;
        const hy = ay + (s * thick) / 2;
        doors.push(line(hx, hy, hx, hy + s * door, INK, WEIGHT.detail));
        doors.push(
          path(`M${n(hx)} ${n(hy + s * door)}A${n(door)} ${n(door)} 0 0 ${s > 0 ? 0 : 1} ${n(hx + door)} ${n(hy)}`, "none", {
            stroke: INK,
            "stroke-width": WEIGHT.hatch,
          }),
        );
      } else {
        const hx = ax + (s * thick) / 2;
        const hy = ay + start;
        doors.push(line(hx, hy, hx + s * door, hy, INK, WEIGHT.detail));
        doors.push(
          path(`M${n(hx + s * door)} ${n(hy)}A${n(door)} ${n(door)} 0 0 ${s > 0 ? 1 : 0} ${n(hx)} ${n(hy + door)}`, "none", {
            stroke: INK,
            "stroke-width": WEIGHT.hatch,
          }),
        );
      }
    } else if (opening === "window") {
      const segs: Segment[] = [];
      for (const d of [-thick / 2, 0, thick / 2]) {
        if (horizontal) segs.push([ax + start, ay + d, ax + start + width, ay + d]);
        else segs.push([ax + d, ay + start, ax + d, ay + start + width]);
      }
      windows.push(strokes(segs, INK, WEIGHT.hatch));
    }
  };
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      const here = room(r, c)!;
      // The edge to the right of this cell, and the one below it.
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
      ] as const) {
        const there = room(r + dr, c + dc);
        const x = dc ? xs[c + 1]! : xs[c]!;
        const y = dr ? ys[r + 1]! : ys[r]!;
        const bx = dc ? x : xs[c + 1]!;
        const by = dr ? y : ys[r + 1]!;
        if (there === undefined) {
          // The outside wall at the right or the front.
          const front = dr === 1 && c < 2;
          edge(x, y, bx, by, outer, front && c === 1 ? "door" : "window", false);
        } else if (there !== here) {
          const courtyard = here === "" || there === "";
          edge(x, y, bx, by, inner, courtyard ? "wide" : "door", (r + c) % 2 === 0);
        }
      }
      if (r === 0) edge(xs[c]!, ys[0]!, xs[c + 1]!, ys[0]!, outer, here === "BATH" ? null : "window", false);
      if (c === 0) edge(xs[0]!, ys[r]!, xs[0]!, ys[r + 1]!, outer, "window", false);
    }
  }
  out.push(...windows, ...doors, ...walls);

  // Dimensions: each room along the top and the left, the whole below them.
  const dims: Segment[] = [];
  const dimTop = oy - m(0.9);
  const dimLeft = ox - m(0.9);
  for (const x of xs) dims.push([x, dimTop - 6, x, dimTop + 6], [x - 5, dimTop + 5, x + 5, dimTop - 5]);
  for (const y of ys) dims.push([dimLeft - 6, y, dimLeft + 6, y], [dimLeft - 5, y + 5, dimLeft + 5, y - 5]);
  dims.push([xs[0]!, dimTop, xs[3]!, dimTop], [dimLeft, ys[0]!, dimLeft, ys[3]!]);
  out.push(strokes(dims, INK, WEIGHT.hatch));

  return composeSheet(defs, [group(out)], {
    seed: options.seed,
    title: "GROUND FLOOR PLAN",
    scale: "1:100",
    metre,
    north: true,
    // The lettering: dimensions in millimetres, the rooms' names and sizes.
    annotations: ({ x }) => [
      ...cols.map((v, i) =>
        lettering(String(Math.round(v * 1000)), x((xs[i]! + xs[i + 1]!) / 2), dimTop - 7, {
          size: 11,
          color: INK,
          weight: 1,
          anchor: "middle",
        }),
      ),
      ...rows.map((v, i) =>
        lettering(String(Math.round(v * 1000)), x(dimLeft) + (x(dimLeft) < WIDTH / 2 ? -10 : 10), (ys[i]! + ys[i + 1]!) / 2 + 5, {
          size: 11,
          color: INK,
          weight: 1,
          anchor: x(dimLeft) < WIDTH / 2 ? "end" : "start",
        }),
      ),
      ...labels.flatMap(([name, lx, ly, size]) => [
        lettering(name, x(lx), ly - 2, { size: 14, color: INK, weight: 1.5, anchor: "middle" }),
        size ? lettering(size, x(lx), ly + 16, { size: 9, color: STONE, weight: 1, anchor: "middle" }) : "",
      ]),
    ],
  });
}

function tileFloor(defs: Defs, size: number): string {
  return defs.pattern(
    `tile-${n(size)}`,
    size,
    size,
    rect(0, 0, size, size, tint(LIME, 1)) + `<path d="M0 0H${n(size)}M0 0V${n(size)}" stroke="${STONE}" stroke-width="0.7"/>`,
  );
}

/** Furniture in plan, in thin line, by the room's name, against its back or side wall. */
function furniture(name: string, x0: number, y0: number, x1: number, y1: number, metre: number): string {
  const m = (v: number) => v * metre;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const thin = { stroke: INK, "stroke-width": WEIGHT.hatch } as const;
  const wood = tint(TEAK, 0.35);
  const parts: string[] = [];
  if (name.startsWith("BED")) {
    const bx = x0 + m(0.5);
    parts.push(
      rect(bx, y0 + m(0.3), m(1.8), m(2.0), PAPER, thin),
      rect(bx + m(0.15), y0 + m(0.4), m(0.65), m(0.35), wood, thin),
      rect(bx + m(1.0), y0 + m(0.4), m(0.65), m(0.35), wood, thin),
    );
    parts.push(line(bx, y0 + m(0.9), bx + m(1.8), y0 + m(1.1), INK, WEIGHT.hatch));
    parts.push(rect(x1 - m(0.75), y0 + m(0.3), m(0.6), m(1.6), wood, thin));
  } else if (name === "LIVING") {
    parts.push(rect(x0 + m(0.4), y0 + m(0.6), m(0.85), m(2.4), tint(GREEN_LIGHT, 0.4), thin));
    parts.push(rect(x0 + m(0.4), y0 + m(0.6), m(2.4), m(0.85), tint(GREEN_LIGHT, 0.4), thin));
    parts.push(rect(x0 + m(1.7), y0 + m(1.8), m(1.1), m(0.7), wood, thin));
    parts.push(rect(x0 + m(1.3), y0 + m(1.4), m(2.2), m(1.6), "none", { stroke: LATERITE, "stroke-width": 1 }));
  } else if (name === "DINING") {
    parts.push(rect(cx - m(0.9), cy - m(0.5), m(1.8), m(1.0), wood, thin));
    for (const dx of [-0.55, 0.05, 0.55 - 0.1]) {
      parts.push(rect(cx + m(dx), cy - m(0.95), m(0.4), m(0.4), PAPER, thin), rect(cx + m(dx), cy + m(0.55), m(0.4), m(0.4), PAPER, thin));
    }
  } else if (name === "KITCHEN") {
    parts.push(rect(x0 + m(0.1), y0 + m(0.1), x1 - x0 - m(0.2), m(0.6), tint(STONE, 0.3), thin));
    parts.push(rect(x1 - m(0.7), y0 + m(0.7), m(0.6), y1 - y0 - m(1.8), tint(STONE, 0.3), thin));
    parts.push(rect(x0 + m(0.6), y0 + m(0.18), m(0.7), m(0.42), PAPER, thin));
    parts.push(circle(x0 + m(1.9), y0 + m(0.4), m(0.12), "none", thin), circle(x0 + m(2.3), y0 + m(0.4), m(0.12), "none", thin));
  } else if (name === "BATH") {
    parts.push(
      `<ellipse cx="${n(x0 + m(0.55))}" cy="${n(y0 + m(0.55))}" rx="${n(m(0.2))}" ry="${n(m(0.3))}" fill="${PAPER}" stroke="${INK}" stroke-width="${WEIGHT.hatch}"/>`,
    );
    parts.push(rect(x1 - m(0.7), y0 + m(0.15), m(0.5), m(0.4), PAPER, thin));
    parts.push(
      rect(x0 + m(0.15), y1 - m(1.2), m(1.0), m(1.0), "none", { stroke: INK, "stroke-width": WEIGHT.hatch, "stroke-dasharray": "4 3" }),
    );
  } else if (name === "STUDY") {
    parts.push(
      rect(x0 + m(0.3), y0 + m(0.3), m(1.4), m(0.6), wood, thin),
      rect(x1 - m(0.5), y0 + m(0.3), m(0.35), y1 - y0 - m(1.6), wood, thin),
    );
  } else if (name === "") {
    parts.push(
      rect(cx - m(0.35), cy + m(0.45), m(0.7), m(0.7), tint(LATERITE, 0.4), thin),
      circle(cx, cy + m(0.8), m(0.22), tint(GREEN_LIGHT, 0.6), thin),
    );
    for (const [px, py] of [
      [x0, y0],
      [x1, y0],
      [x0, y1],
      [x1, y1],
    ] as const)
      parts.push(circle(px + (px === x0 ? m(0.4) : -m(0.4)), py + (py === y0 ? m(0.4) : -m(0.4)), m(0.14), TEAK, thin));
  }
  return group(parts);
}
