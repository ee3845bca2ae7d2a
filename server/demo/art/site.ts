/**
 * A building site as an elevation: a reinforced concrete frame three floors up, its bays filled
 * with blockwork floor by floor, the top floor still propped with its bars standing out, a
 * scaffold and a material hoist, and the yard's sand, blocks and mixer.
 */
import { composeSheet, concreteHatch, figure, groundSection, lateriteBlocks, levelMark, lightFor, palm, shade, tree, wash } from "./board";
import { INK, LATERITE, PAPER, STONE, TEAK, TEAK_DARK, tint, WEIGHT } from "./palette";
import { between, circle, createRandom, Defs, group, n, path, type Random, rect, strokes, type TimeOfDay, WIDTH } from "./svg";

export interface SiteOptions {
  seed: number;
  time: TimeOfDay;
}

type Segment = [number, number, number, number];

/** Tubes and boards: standards, ledgers at each lift, braces, boards and a ladder. */
export function scaffold(x: number, top: number, w: number, bottom: number, metre: number): string {
  const tubes: Segment[] = [];
  const bays = Math.max(1, Math.round(w / (1.8 * metre)));
  const bay = w / bays;
  for (let i = 0; i <= bays; i++) tubes.push([x + i * bay, top, x + i * bay, bottom]);
  const lifts: number[] = [];
  for (let y = bottom - 2 * metre; y > top + 0.3 * metre; y -= 2 * metre) lifts.push(y);
  for (const y of lifts) tubes.push([x - 0.2 * metre, y, x + w + 0.2 * metre, y]);
  tubes.push([x - 0.2 * metre, top + 0.15 * metre, x + w + 0.2 * metre, top + 0.15 * metre]);
  const braces: Segment[] = [];
  for (let i = 0; i < bays; i += 2) braces.push([x + i * bay, bottom, x + (i + 1) * bay, Math.max(top, bottom - bay * 2.2)]);
  const boards = lifts.map((y) =>
    rect(x, y - 0.06 * metre, w, 0.06 * metre, tint(TEAK, 0.6), { stroke: INK, "stroke-width": WEIGHT.hatch }),
  );
  const lx = x + bay * 0.3;
  const ladder: Segment[] = [
    [lx, bottom, lx, (lifts[0] ?? bottom) - 0.9 * metre],
    [lx + 0.45 * metre, bottom, lx + 0.45 * metre, (lifts[0] ?? bottom) - 0.9 * metre],
  ];
  for (let y = bottom - 0.3 * metre; y > (lifts[0] ?? bottom) - 0.8 * metre; y -= 0.3 * metre) ladder.push([lx, y, lx + 0.45 * metre, y]);
  return group([
    strokes(tubes, INK, 1.8, { "stroke-opacity": 0.85 }),
    strokes(braces, INK, 1.2, { "stroke-opacity": 0.7 }),
    ...boards,
    strokes(ladder, TEAK_DARK, 1.4),
  ]);
}

/** A heap of sand or red earth, stippled. */
export function heap(cx: number, groundY: number, w: number, h: number, random: Random): string {
  const d = `M${n(cx - w / 2)} ${n(groundY)}Q${n(cx - w * 0.2)} ${n(groundY - h * 1.3)} ${n(cx + w * 0.05)} ${n(groundY - h)}Q${n(cx + w * 0.3)} ${n(groundY - h * 0.9)} ${n(cx + w / 2)} ${n(groundY)}Z`;
  const dots: string[] = [];
  for (let i = 0; i < 40; i++) {
    const t = random();
    const x = cx - w / 2 + t * w;
    const top = groundY - h * Math.sin(t * Math.PI) * 0.95;
    dots.push(circle(x, between(random, top + 3, groundY - 2), 1.1, INK, { "fill-opacity": 0.45 }));
  }
  return group([path(d, tint(LATERITE, 0.3), { stroke: INK, "stroke-width": WEIGHT.detail }), ...dots]);
}

/** Two pallets of laterite blocks. */
export function blockStack(x: number, groundY: number, metre: number, defs: Defs): string {
  const out: string[] = [];
  for (const [dx, h] of [
    [0, 1.0],
    [1.3, 0.8],
  ] as const) {
    out.push(
      rect(x + dx * metre, groundY - h * metre, 1.2 * metre, h * metre - 0.12 * metre, lateriteBlocks(defs, metre), {
        stroke: INK,
        "stroke-width": WEIGHT.detail,
      }),
    );
    out.push(
      rect(x + dx * metre, groundY - 0.12 * metre, 1.2 * metre, 0.12 * metre, tint(TEAK, 0.6), {
        stroke: INK,
        "stroke-width": WEIGHT.hatch,
      }),
    );
  }
  return group(out);
}

/** Solid concrete blocks in stretcher bond, as the upper floors are built. */
function concreteBlocks(defs: Defs, metre: number): string {
  const w = 0.4 * metre;
  const h = 0.2 * metre;
  return defs.pattern(
    `blocks-${metre}`,
    w,
    h * 2,
    rect(0, 0, w, h * 2, tint(STONE, 0.32)) +
      `<path d="M0 ${n(h)}H${n(w)}M0 ${n(h * 2)}H${n(w)}M0 0V${n(h)}M${n(w / 2)} ${n(h)}V${n(h * 2)}" stroke="${INK}" stroke-width="0.7" stroke-opacity="0.45"/>`,
  );
}

/** A drum mixer on its stand. */
function mixer(x: number, groundY: number, metre: number): string {
  const m = (v: number) => v * metre;
  return group([
    path(
      `M${n(x - m(0.5))} ${n(groundY - m(1.5))}L${n(x + m(0.5))} ${n(groundY - m(1.7))}L${n(x + m(0.6))} ${n(groundY - m(0.8))}L${n(x - m(0.4))} ${n(groundY - m(0.6))}Z`,
      tint(LATERITE, 0.55),
      {
        stroke: INK,
        "stroke-width": WEIGHT.detail,
      },
    ),
    path(`M${n(x - m(0.6))} ${n(groundY - m(1.55))}L${n(x - m(0.85))} ${n(groundY - m(1.35))}`, "none", {
      stroke: INK,
      "stroke-width": WEIGHT.outline,
    }),
    strokes(
      [
        [x - m(0.6), groundY - m(0.3), x + m(0.7), groundY - m(0.3)],
        [x - m(0.3), groundY - m(0.3), x, groundY - m(0.8)],
        [x + m(0.5), groundY - m(0.3), x + m(0.2), groundY - m(0.8)],
      ],
      INK,
      WEIGHT.detail,
    ),
    circle(x - m(0.5), groundY - m(0.2), m(0.2), PAPER, { stroke: INK, "stroke-width": WEIGHT.detail }),
    circle(x + m(0.6), groundY - m(0.2), m(0.2), PAPER, { stroke: INK, "stroke-width": WEIGHT.detail }),
  ]);
}

/** A lattice hoist tower with its cage, for lifting blocks and concrete. */
function hoist(x: number, groundY: number, top: number, metre: number, cageY: number): string {
  const w = 0.9 * metre;
  const lattice: Segment[] = [
    [x, groundY, x, top],
    [x + w, groundY, x + w, top],
  ];
  let left = true;
  for (let y = groundY; y > top; y -= 0.9 * metre) {
    lattice.push([x, y, x + w, y]);
    lattice.push(left ? [x, y, x + w, y - 0.9 * metre] : [x + w, y, x, y - 0.9 * metre]);
    left = !left;
  }
  return group([
    strokes(lattice, INK, 1.2),
    rect(x + w, cageY - 1.4 * metre, 1.3 * metre, 1.4 * metre, tint(STONE, 0.3), { stroke: INK, "stroke-width": WEIGHT.detail }),
    strokes(
      [
        [x + w + 0.3 * metre, cageY - 1.4 * metre, x + w + 0.3 * metre, cageY],
        [x + w + 0.65 * metre, cageY - 1.4 * metre, x + w + 0.65 * metre, cageY],
        [x + w + 1.0 * metre, cageY - 1.4 * metre, x + w + 1.0 * metre, cageY],
      ],
      INK,
      WEIGHT.hatch,
    ),
    rect(x - 0.2 * metre, top - 0.2 * metre, w + 0.4 * metre, 0.2 * metre, TEAK, { stroke: INK, "stroke-width": WEIGHT.detail }),
  ]);
}

export function drawBuildingSite(options: SiteOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const light = lightFor(options.time);
  const metre = 46;
  const m = (v: number) => v * metre;
  const groundY = 830;
  const bays = random() < 0.5 ? 4 : 5;
  const bayW = m(bays === 4 ? between(random, 3.8, 4.3) : between(random, 3.3, 3.7));
  const width = bays * bayW;
  const x0 = (WIDTH - width) / 2 + m(between(random, 0.5, 1.5));
  const storey = m(3.1);
  const plinthTop = groundY - m(0.6);
  const levels = [0, 1, 2, 3].map((i) => plinthTop - i * storey);
  const col = m(0.3);
  const beam = m(0.45);
  const out: string[] = [];
  out.push(wash(defs, light, x0 + width / 2, groundY - m(5), width * 0.85, m(7)));
  out.push(palm(x0 - m(5.2), groundY, m(between(random, 10, 12)), m(0.9), random));
  out.push(tree(x0 + width + m(3.6), groundY, m(7.5), random));

  // The infill: laterite below, concrete blocks above, a floor still bare, one half built.
  const filled = [1, between(random, 0.35, 0.7), 0];
  for (let floor = 0; floor < 3; floor++) {
    const base = levels[floor]!;
    const head = levels[floor + 1]! + beam;
    const fill = floor === 0 ? lateriteBlocks(defs, metre) : concreteBlocks(defs, metre);
    for (let b = 0; b < bays; b++) {
      const bx = x0 + b * bayW + col / 2;
      const bw = bayW - col;
      // The void behind an open bay: the inside of the building in shade.
      out.push(rect(bx, head, bw, base - head, tint(STONE, 0.18)));
      const share = filled[floor]! >= 1 ? 1 : b < Math.round(bays * 0.4) ? 1 : filled[floor]!;
      if (share > 0) {
        const wallTop = base - (base - head) * share;
        out.push(rect(bx, wallTop, bw, base - wallTop, fill, { stroke: INK, "stroke-width": WEIGHT.hatch }));
        if (share === 1 && b % 2 === options.seed % 2) {
          const ww = m(1.5);
          const wx = bx + bw / 2 - ww / 2;
          out.push(rect(wx, base - m(2.1), ww, m(1.2), tint(STONE, 0.12), { stroke: INK, "stroke-width": WEIGHT.detail }));
          out.push(
            rect(wx - m(0.2), base - m(2.1) - m(0.2), ww + m(0.4), m(0.2), tint(STONE, 0.5), { stroke: INK, "stroke-width": WEIGHT.hatch }),
          );
        } else if (share === 1) {
          out.push(
            rect(bx + bw / 2 - m(0.5), base - m(2.1), m(1.0), m(2.1), tint(STONE, 0.12), { stroke: INK, "stroke-width": WEIGHT.detail }),
          );
        }
      }
      out.push(shade(light, bx, head, bw, m(0.35) * light.depth));
    }
  }
  // The top floor is still propped under its fresh slab.
  const props: Segment[] = [];
  for (let b = 0; b < bays; b++) {
    for (let k = 1; k < 4; k++) {
      const px = x0 + b * bayW + (bayW * k) / 4;
      props.push([px, levels[2]!, px, levels[3]! + beam]);
    }
  }
  out.push(strokes(props, INK, 1.3, { "stroke-opacity": 0.75 }));

  // Columns and the slabs' edges.
  for (let b = 0; b <= bays; b++) {
    const cx = x0 + b * bayW;
    out.push(
      rect(cx - col / 2, levels[3]!, col, plinthTop - levels[3]!, tint(STONE, 0.5), { stroke: INK, "stroke-width": WEIGHT.outline }),
    );
    out.push(shade(light, light.side > 0 ? cx + col / 2 : cx - col / 2 - m(0.12), levels[3]!, m(0.12), plinthTop - levels[3]!));
    // Bars standing out of the columns for the next floor.
    const bars: Segment[] = [];
    for (const dx of [-0.1, 0, 0.1]) bars.push([cx + m(dx), levels[3]! - m(0.3), cx + m(dx) + m(0.05), levels[3]! - m(1.3)]);
    out.push(strokes(bars, INK, 1.2));
  }
  for (let i = 1; i < 4; i++) {
    out.push(
      rect(x0 - col / 2 - m(0.15), levels[i]!, width + col + m(0.3), beam, tint(STONE, 0.55), {
        stroke: INK,
        "stroke-width": WEIGHT.outline,
      }),
    );
  }
  out.push(
    rect(x0 - col / 2 - m(0.1), plinthTop, width + col + m(0.2), m(0.6), concreteHatch(defs), {
      stroke: INK,
      "stroke-width": WEIGHT.outline,
    }),
  );

  // The scaffold over the last bays, the hoist beside, the yard.
  out.push(scaffold(x0 + width - bayW * 2, levels[3]! - m(1.2), bayW * 2 + m(0.6), groundY, metre));
  out.push(hoist(x0 - m(2.2), groundY, levels[3]! - m(2.2), metre, levels[2]! + m(0.1)));
  out.push(heap(x0 + width + m(5.4), groundY, m(3.2), m(1.0), random));
  out.push(blockStack(x0 - m(6.5), groundY, metre, defs));
  out.push(mixer(x0 + width * 0.35, groundY, metre));
  out.push(figure(x0 + width * 0.35 + m(1.3), groundY, metre, random));
  out.push(figure(x0 + bayW * 1.5, levels[1]!, metre, random));
  out.push(figure(x0 - m(3.8), groundY, metre, random));
  out.push(...groundSection(defs, 80, WIDTH - 80, groundY));
  return composeSheet(defs, [group(out)], {
    seed: options.seed,
    title: "ELEVATION - FRAME STAGE",
    scale: "1:150",
    metre,
    annotations: ({ x, dir }) => levels.slice(0, 4).map((y, i) => levelMark(x(x0 + width + m(0.9)), y, `+${(i * 3.1).toFixed(2)}`, dir)),
  });
}
