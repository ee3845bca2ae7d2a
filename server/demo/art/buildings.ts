/**
 * Commercial work: an office block in elevation (curtain wall, terracotta fins, a stone-clad core
 * and a laterite annex), and a warehouse in cross-section (a steel portal frame on its pad
 * footings, purlins and sheeting, racking and sacks of spice on the slab).
 */
import { lettering } from "./lettering";
import {
  composeSheet,
  concreteHatch,
  earthHatch,
  figure,
  glassFill,
  graniteCourses,
  groundSection,
  lateriteBlocks,
  levelMark,
  lightFor,
  palm,
  roofTiles,
  shade,
  shrub,
  tree,
  wash,
} from "./board";
import { GREEN_LIGHT, INK, LATERITE, LIME, PAPER, STONE, TEAK, TEAK_DARK, tint, WEIGHT } from "./palette";
import { between, createRandom, Defs, group, line, n, path, polygon, rect, strokes, type TimeOfDay, WIDTH } from "./svg";

export interface BuildingOptions {
  seed: number;
  time: TimeOfDay;
}

type Segment = [number, number, number, number];

const OUT = { stroke: INK, "stroke-width": WEIGHT.outline } as const;
const DETAIL = { stroke: INK, "stroke-width": WEIGHT.detail } as const;

export function drawCommercial(options: BuildingOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const light = lightFor(options.time);
  const metre = 23;
  const m = (v: number) => v * metre;
  const groundY = 820;
  const floors = random() < 0.5 ? 5 : 6;
  const gfH = m(4.5);
  const floorH = m(3.6);
  const module = m(1.5);
  const modules = Math.round(between(random, 16, 20));
  const blockW = modules * module;
  const coreW = m(5.4);
  const annexW = m(between(random, 9, 11));
  const total = coreW + blockW + annexW;
  const x0 = (WIDTH - total) / 2 + m(1.5);
  const coreX = x0;
  const glassX = x0 + coreW;
  const annexX = glassX + blockW;
  const roofY = groundY - gfH - floors * floorH;
  const out: string[] = [];
  out.push(wash(defs, light, x0 + total / 2, groundY - m(11), total * 0.7, m(17)));
  out.push(tree(x0 - m(6), groundY, m(11), random));
  out.push(palm(annexX + annexW + m(4), groundY, m(15), -m(1.2), random));

  // The curtain wall: glass in a grid of mullions, a spandrel at each floor, fins on the sunny half.
  const glassTop = roofY;
  const glassBottom = groundY - gfH;
  for (let f = 0; f < floors; f++) {
    const y = glassBottom - (f + 1) * floorH;
    for (let i = 0; i < modules; i++) {
      out.push(
        rect(glassX + i * module, y, module, floorH - m(0.9), light.lit && random() < 0.6 ? tint(STONE, 0.3) : glassFill(light, random)),
      );
    }
    out.push(rect(glassX, y + floorH - m(0.9), blockW, m(0.9), tint(STONE, 0.55), { stroke: INK, "stroke-width": WEIGHT.hatch }));
  }
  const grid: Segment[] = [];
  for (let i = 0; i <= modules; i++) grid.push([glassX + i * module, glassTop, glassX + i * module, glassBottom]);
  out.push(strokes(grid, INK, WEIGHT.detail));
  // Long reflections across the glass, as a render's wash would show them.
  const clip = defs.clip(rect(glassX, glassTop, blockW, glassBottom - glassTop, "#000"));
  const reflections: Segment[] = [];
  for (let i = 0; i < 5; i++) {
    const rx = glassX + between(random, 0, blockW);
    reflections.push([rx, glassBottom, rx + m(9), glassTop]);
  }
  out.push(group([strokes(reflections, PAPER, m(0.5), { "stroke-opacity": 0.3 })], { "clip-path": clip }));
  const finsFrom = Math.floor(modules * between(random, 0.45, 0.6));
  const fins: string[] = [];
  for (let i = finsFrom; i <= modules; i++) {
    const fx = glassX + i * module - m(0.15);
    fins.push(
      shade(
        light,
        fx + (light.side > 0 ? m(0.3) : -m(0.35) * light.depth),
        glassTop + m(0.3),
        m(0.35) * light.depth,
        glassBottom - glassTop - m(0.3),
      ),
    );
    fins.push(
      rect(fx, glassTop + m(0.3), m(0.3), glassBottom - glassTop - m(0.3), tint(LATERITE, 0.55), {
        stroke: INK,
        "stroke-width": WEIGHT.hatch,
      }),
    );
  }
  out.push(...fins);
  out.push(rect(glassX, glassTop, blockW, glassBottom - glassTop, "none", OUT));

  // The ground floor: a glazed lobby set back behind columns, a canopy over the door.
  out.push(rect(glassX, glassBottom, blockW, gfH, tint(STONE, 0.22), OUT));
  for (let i = 0; i < modules; i += 2)
    out.push(rect(glassX + i * module + m(0.2), glassBottom + m(0.6), module * 2 - m(0.4), gfH - m(0.6), glassFill(light, random), DETAIL));
  out.push(shade(light, glassX, glassBottom, blockW, m(1.6) * light.depth));
  for (let i = 0; i <= modules; i += 4) out.push(rect(glassX + i * module - m(0.3), glassBottom, m(0.6), gfH, tint(STONE, 0.6), DETAIL));
  const doorX = glassX + Math.round(modules * 0.3) * module;
  out.push(shade(light, doorX - m(3), glassBottom + m(1.1), m(9), m(1.4) * light.depth));
  out.push(rect(doorX - m(3.4), glassBottom + m(0.8), m(9.8), m(0.3), LIME, OUT));

  // The core: stone cladding with a slot of windows up the stair.
  out.push(rect(coreX, roofY - m(2.4), coreW, groundY - roofY + m(2.4), graniteCourses(defs, metre * 1.6), OUT));
  for (let f = 0; f <= floors; f++)
    out.push(rect(coreX + coreW / 2 - m(0.4), groundY - gfH - f * floorH + m(0.8), m(0.8), m(2.2), glassFill(light, random), DETAIL));
  out.push(shade(light, light.side > 0 ? glassX : coreX - m(0.6) * light.depth, roofY, m(0.6) * light.depth, groundY - roofY));

  // The annex: two storeys of laterite with punched windows and a tiled roof of its own.
  const annexTop = groundY - m(8);
  out.push(rect(annexX, annexTop, annexW, groundY - annexTop, lateriteBlocks(defs, metre * 1.4), OUT));
  for (let f = 0; f < 2; f++) {
    for (let w = 0; w < 3; w++) {
      const wx = annexX + (annexW * (w + 0.5)) / 3 - m(0.8);
      const wy = groundY - m(3.6) * (f + 1) + m(0.9);
      out.push(rect(wx, wy, m(1.6), m(1.8), glassFill(light, random), { stroke: TEAK_DARK, "stroke-width": WEIGHT.detail }));
      out.push(shade(light, wx, wy, m(1.6), m(0.2)));
    }
  }
  out.push(
    polygon(
      [
        [annexX - m(0.2), annexTop],
        [annexX + m(0.5), annexTop - m(2.4)],
        [annexX + annexW - m(2), annexTop - m(2.4)],
        [annexX + annexW + m(1.2), annexTop],
      ],
      roofTiles(defs, metre * 1.4),
      OUT,
    ),
  );
  out.push(shade(light, annexX, annexTop, annexW, m(0.8) * light.depth));
  out.push(rect(annexX - m(0.2), annexTop, annexW + m(1.4), m(0.3), TEAK_DARK, DETAIL));

  // The roof: the parapet, and the plant behind its louvred screen.
  out.push(rect(glassX - m(0.2), roofY - m(1.1), blockW + m(0.4), m(1.1), tint(STONE, 0.45), OUT));
  const plantX = glassX + blockW * 0.35;
  out.push(rect(plantX, roofY - m(3.4), blockW * 0.4, m(2.3), PAPER, DETAIL));
  const louvres: Segment[] = [];
  for (let y = roofY - m(3.2); y < roofY - m(1.2); y += m(0.3)) louvres.push([plantX, y, plantX + blockW * 0.4, y]);
  out.push(strokes(louvres, INK, WEIGHT.hatch));

  out.push(tree(glassX + blockW * 0.15, groundY, m(8), random));
  out.push(tree(annexX + annexW * 0.7, groundY, m(7), random));
  out.push(shrub(doorX + m(4), groundY, m(2.4), random));
  for (let i = 0; i < 4; i++) out.push(figure(doorX + m(between(random, -4, 8)), groundY, metre, random));
  out.push(...groundSection(defs, 80, WIDTH - 80, groundY));
  return composeSheet(defs, [group(out)], {
    seed: options.seed,
    title: "WEST ELEVATION",
    scale: "1:200",
    metre,
    annotations: ({ x, dir }) => [
      levelMark(x(annexX + annexW + m(0.8)), groundY, "+0.00", dir),
      levelMark(x(annexX + annexW + m(0.8)), glassBottom, "+4.50", dir),
      levelMark(x(annexX + annexW + m(0.8)), roofY, `+${(4.5 + floors * 3.6).toFixed(2)}`, dir),
    ],
  });
}

/** An I-section of a steel member along a line: two flanges and the web between, seen beyond the cut. */
function member(ax: number, ay: number, bx: number, by: number, depthA: number, depthB: number): string {
  const dx = bx - ax;
  const dy = by - ay;
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  const p = (x: number, y: number, d: number): readonly [number, number] => [x + nx * d, y + ny * d];
  const outline = [p(ax, ay, -depthA / 2), p(bx, by, -depthB / 2), p(bx, by, depthB / 2), p(ax, ay, depthA / 2)];
  const inner: Segment[] = [
    [...p(ax, ay, -depthA / 2 + 3), ...p(bx, by, -depthB / 2 + 3)],
    [...p(ax, ay, depthA / 2 - 3), ...p(bx, by, depthB / 2 - 3)],
  ];
  return group([polygon(outline, tint(STONE, 0.5), DETAIL), strokes(inner, INK, WEIGHT.hatch)]);
}

export function drawWarehouse(options: BuildingOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const light = lightFor(options.time);
  const metre = 33;
  const m = (v: number) => v * metre;
  const groundY = 800;
  const span = m(between(random, 26, 30));
  const x0 = (WIDTH - span) / 2 - m(2);
  const x1 = x0 + span;
  const eaveY = groundY - m(0.3) - m(8);
  const pitch = 0.1;
  const ridgeY = eaveY - (span / 2) * pitch;
  const cx = x0 + span / 2;
  const slab = groundY - m(0.3);
  const out: string[] = [];
  out.push(wash(defs, light, cx, groundY - m(6), span * 0.8, m(10)));
  out.push(tree(x0 - m(6.2), groundY, m(8.5), random));

  // Below ground: earth, the pad footings and the slab, all cut.
  out.push(rect(80, groundY, WIDTH - 160, m(2.2), earthHatch(defs), { opacity: 0.35 }));
  for (const fx of [x0, x1]) {
    out.push(rect(fx - m(1), groundY + m(1.1), m(2), m(0.6), concreteHatch(defs), { stroke: INK, "stroke-width": WEIGHT.cut }));
    out.push(rect(fx - m(0.35), groundY, m(0.7), m(1.1), concreteHatch(defs), { stroke: INK, "stroke-width": WEIGHT.cut }));
  }
  out.push(rect(x0 - m(0.3), slab, span + m(0.6), m(0.3), concreteHatch(defs), { stroke: INK, "stroke-width": WEIGHT.cut }));

  // Inside: racking along both walls, sacks on pallets between, a forklift and people.
  const rackW = m(3.6);
  for (const [rx, side] of [
    [x0 + m(0.8), 1],
    [x1 - m(0.8) - rackW, -1],
  ] as const) {
    const uprights: Segment[] = [
      [rx, slab, rx, slab - m(6)],
      [rx + rackW, slab, rx + rackW, slab - m(6)],
    ];
    const braces: Segment[] = [];
    for (let level = 0; level < 4; level++) {
      const by = slab - m(0.2) - level * m(1.5);
      out.push(rect(rx, by - m(0.14), rackW, m(0.14), tint(LATERITE, 0.6), DETAIL));
      for (let k = 0; k < 2; k++) {
        const px = rx + m(0.2) + k * (rackW / 2);
        out.push(
          rect(px, by - m(0.14) - m(1.1), rackW / 2 - m(0.4), m(1.1), tint(TEAK, 0.3 + random() * 0.15), {
            stroke: INK,
            "stroke-width": WEIGHT.hatch,
          }),
        );
      }
    }
    braces.push([rx, slab, rx + rackW, slab - m(1.5)], [rx + rackW, slab - m(1.5), rx, slab - m(3)]);
    out.push(strokes(uprights, INK, WEIGHT.detail), strokes(braces, INK, WEIGHT.hatch));
    void side;
  }
  // Sacks of pepper and cardamom, stacked in courses.
  const stackX = cx - m(4.5);
  for (let row = 0; row < 5; row++) {
    for (let k = 0; k < 8 - (row % 2); k++) {
      const sx = stackX + k * m(1.1) + (row % 2) * m(0.55);
      const sy = slab - m(0.15) - row * m(0.5);
      out.push(
        path(
          `M${n(sx)} ${n(sy)}Q${n(sx - m(0.06))} ${n(sy - m(0.25))} ${n(sx + m(0.05))} ${n(sy - m(0.5))}H${n(sx + m(1.05))}Q${n(sx + m(1.16))} ${n(sy - m(0.25))} ${n(sx + m(1.1))} ${n(sy)}Z`,
          tint(LIME, 1),
          { stroke: TEAK_DARK, "stroke-width": WEIGHT.hatch },
        ),
      );
    }
  }
  out.push(rect(stackX - m(0.1), slab - m(0.15), m(8.9), m(0.15), tint(TEAK, 0.6), DETAIL));
  // A forklift.
  const fx = cx + m(5.6);
  out.push(
    group([
      rect(fx, slab - m(1.3), m(2), m(0.9), tint(LATERITE, 0.55), DETAIL),
      rect(fx + m(0.9), slab - m(2.4), m(0.9), m(1.1), "none", DETAIL),
      line(fx - m(0.1), slab - m(2.6), fx - m(0.1), slab - m(0.2), INK, WEIGHT.outline),
      line(fx - m(0.1), slab - m(0.25), fx - m(1.2), slab - m(0.25), INK, WEIGHT.outline),
      `<circle cx="${n(fx + m(0.4))}" cy="${n(slab - m(0.3))}" r="${n(m(0.3))}" fill="${PAPER}" stroke="${INK}" stroke-width="${WEIGHT.detail}"/>`,
      `<circle cx="${n(fx + m(1.6))}" cy="${n(slab - m(0.3))}" r="${n(m(0.3))}" fill="${PAPER}" stroke="${INK}" stroke-width="${WEIGHT.detail}"/>`,
    ]),
  );
  out.push(figure(cx - m(6.2), slab, metre, random));
  out.push(figure(cx + m(3.6), slab, metre, random));

  // The portal frame beyond the cut: columns, rafters with their haunches, the apex.
  out.push(member(x0, slab, x0, eaveY, m(0.6), m(0.6)));
  out.push(member(x1, slab, x1, eaveY, m(0.6), m(0.6)));
  out.push(member(x0, eaveY, cx, ridgeY, m(1.0), m(0.5)));
  out.push(member(x1, eaveY, cx, ridgeY, m(1.0), m(0.5)));
  // Purlins cut along the slopes, the sheeting over them, the ridge ventilator, the gutters.
  const purlins: string[] = [];
  const count = 7;
  for (const side of [-1, 1]) {
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      const px = cx + side * (span / 2) * t;
      const py = ridgeY + (eaveY - ridgeY) * t - m(0.45);
      purlins.push(path(`M${n(px - 4)} ${n(py - 9)}H${n(px + 4)}V${n(py + 2)}H${n(px - 4)}`, "none", { stroke: INK, "stroke-width": 2.2 }));
    }
  }
  out.push(...purlins);
  const sheet = `M${n(x0 - m(0.7))} ${n(eaveY - m(0.55) + m(0.07))}L${n(cx)} ${n(ridgeY - m(0.8))}L${n(x1 + m(0.7))} ${n(eaveY - m(0.55) + m(0.07))}`;
  out.push(path(sheet, "none", { stroke: INK, "stroke-width": WEIGHT.cut, "stroke-linejoin": "round" }));
  out.push(rect(cx - m(1.4), ridgeY - m(1.7), m(2.8), m(0.7), PAPER, DETAIL));
  out.push(
    path(`M${n(cx - m(1.8))} ${n(ridgeY - m(1.7))}L${n(cx)} ${n(ridgeY - m(2.1))}L${n(cx + m(1.8))} ${n(ridgeY - m(1.7))}`, "none", {
      stroke: INK,
      "stroke-width": WEIGHT.cut,
    }),
  );
  // The walls cut: sheeting on girts over a block dado.
  for (const wx of [x0 - m(0.45), x1 + m(0.45)]) {
    out.push(line(wx, eaveY - m(0.4), wx, slab - m(2.4), INK, WEIGHT.cut));
    out.push(rect(wx - m(0.12), slab - m(2.4), m(0.24), m(2.4), lateriteBlocks(defs, metre), { stroke: INK, "stroke-width": WEIGHT.cut }));
    out.push(rect(wx + (wx < cx ? -m(0.3) : 0), eaveY - m(0.75), m(0.3), m(0.3), PAPER, { stroke: INK, "stroke-width": WEIGHT.detail }));
  }
  // A canopy over the loading bay on the far side, and a truck at it.
  const canopyY = slab - m(5.2);
  out.push(line(x1 + m(0.45), canopyY, x1 + m(5.5), canopyY + m(0.4), INK, WEIGHT.cut));
  out.push(line(x1 + m(0.45), canopyY - m(1.2), x1 + m(5.5), canopyY + m(0.3), INK, WEIGHT.detail));
  out.push(shade(light, x1 + m(0.45), slab - m(5), m(5), m(5)));
  out.push(
    group([
      rect(x1 + m(1.2), groundY - m(3.6), m(5.5), m(2.8), tint(STONE, 0.35), DETAIL),
      rect(x1 + m(6.8), groundY - m(2.7), m(1.8), m(1.9), tint(GREEN_LIGHT, 0.5), DETAIL),
      `<circle cx="${n(x1 + m(2.6))}" cy="${n(groundY - m(0.5))}" r="${n(m(0.5))}" fill="${PAPER}" stroke="${INK}" stroke-width="${WEIGHT.detail}"/>`,
      `<circle cx="${n(x1 + m(7.6))}" cy="${n(groundY - m(0.5))}" r="${n(m(0.5))}" fill="${PAPER}" stroke="${INK}" stroke-width="${WEIGHT.detail}"/>`,
    ]),
  );
  out.push(line(80, groundY, x0 - m(0.6), groundY, INK, WEIGHT.cut), line(x1 + m(0.6), groundY, WIDTH - 80, groundY, INK, WEIGHT.cut));
  out.push(figure(x1 + m(9.5), groundY, metre, random));

  // The span, dimensioned above the roof.
  const dimY = ridgeY - m(3.2);
  out.push(
    strokes(
      [
        [x0, dimY, x1, dimY],
        [x0, dimY - 8, x0, eaveY - m(1.2)],
        [x1, dimY - 8, x1, eaveY - m(1.2)],
        [x0 - 6, dimY + 6, x0 + 6, dimY - 6],
        [x1 - 6, dimY + 6, x1 + 6, dimY - 6],
      ],
      INK,
      WEIGHT.hatch,
    ),
  );
  const spanMm = String(Math.round(span / metre) * 1000);
  return composeSheet(defs, [group(out)], {
    seed: options.seed,
    title: "SECTION A-A",
    scale: "1:150",
    metre,
    annotations: ({ x, dir }) => [
      lettering(spanMm, x(cx), dimY - 8, { size: 13, color: INK, anchor: "middle" }),
      levelMark(x(x0 - m(0.9)), slab, "+0.30", dir === 1 ? -1 : 1),
      levelMark(x(x0 - m(0.9)), eaveY, "+8.30", dir === 1 ? -1 : 1),
    ],
  });
}
