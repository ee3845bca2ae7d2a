/**
 * A living room as a sectional perspective: the cut through the walls, the floor and the sloped
 * tiled roof in poché, and beyond it the room in one-point perspective, drawn in line: teak
 * rafters and floor, lime-plastered walls, a wide opening to the courtyard, furniture and people.
 * In the evening the room is lit and the courtyard dark.
 */
import { composeSheet, concreteHatch, earthHatch, figure, lateriteBlocks, palm, roofTiles, shrub, teakBoards } from "./board";
import { GREEN, GREEN_LIGHT, INK, LATERITE, LIME, LIME_SHADE, PAPER, STONE, TEAK, TEAK_DARK, tint, WEIGHT } from "./palette";
import { between, createRandom, Defs, group, line, n, path, type Point, polygon, type Random, rect, strokes, WIDTH } from "./svg";

export interface InteriorOptions {
  seed: number;
  evening?: boolean;
}

type Segment = [number, number, number, number];

const DETAIL = { stroke: INK, "stroke-width": WEIGHT.detail } as const;

export function drawInterior(options: InteriorOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const evening = options.evening ?? false;
  // The room: width and depth in metres; the eye at 1.5 m, a little off centre.
  const roomW = between(random, 8.5, 10);
  const depth = between(random, 6, 7.5);
  const wallH = 3.0;
  const ridgeH = wallH + (roomW / 2) * 0.55;
  const K = 100;
  const C = 6.5;
  const eye = 1.5;
  const cx = WIDTH / 2 + between(random, -60, 60);
  const horizon = 560;
  const vpX = cx + between(random, -90, 90);
  // A point (x across from the centre, y up from the floor, z into the room) on the sheet.
  const camX = (vpX - cx) / K;
  const P = (x: number, y: number, z: number): Point => {
    const k = (K * C) / (C + z);
    return [vpX + (x - camX) * k, horizon - (y - eye) * k];
  };
  const floorY = horizon + eye * K;
  const half = roomW / 2;
  const out: string[] = [];
  const poly = (list: Point[], fill: string, extra?: Record<string, string | number>) => polygon(list, fill, extra);

  // Beyond the back wall's opening: the courtyard, its palm and the sky.
  const openL = -half * between(random, 0.45, 0.6);
  const openR = half * between(random, 0.2, 0.5);
  const openTop = 2.5;
  const o0 = P(openL, 0, depth);
  const o1 = P(openR, openTop, depth);
  out.push(rect(o0[0], o1[1], o1[0] - o0[0], o0[1] - o1[1], evening ? tint(GREEN, 0.45) : tint(GREEN_LIGHT, 0.22)));
  out.push(
    group(
      [
        palm((o0[0] + o1[0]) / 2 + between(random, -40, 40), o0[1], 380, between(random, -40, 40), random),
        shrub(o0[0] + 40, o0[1], 70, random),
      ],
      { "clip-path": defs.clip(rect(o0[0], o1[1], o1[0] - o0[0], o0[1] - o1[1], "#000")) },
    ),
  );

  // The back wall, side walls, floor and the ceiling under the rafters.
  const b = {
    fl: P(-half, 0, depth),
    fr: P(half, 0, depth),
    wl: P(-half, wallH, depth),
    wr: P(half, wallH, depth),
    ridge: P(0, ridgeH, depth),
  };
  const f = { fl: P(-half, 0, 0), fr: P(half, 0, 0), wl: P(-half, wallH, 0), wr: P(half, wallH, 0), ridge: P(0, ridgeH, 0) };
  const wallFill = evening ? tint(LATERITE, 0.2) : LIME;
  out.push(poly([f.fl, b.fl, b.wl, f.wl], evening ? tint(LATERITE, 0.26) : LIME_SHADE, DETAIL));
  out.push(poly([f.fr, b.fr, b.wr, f.wr], evening ? tint(LATERITE, 0.16) : tint(LIME_SHADE, 0.7), DETAIL));
  out.push(poly([f.fl, f.fr, b.fr, b.fl], teakBoards(defs, 14), DETAIL));
  // Floor boards converge on the vanishing point.
  const boards: Segment[] = [];
  for (let x = -half; x <= half; x += 0.5) boards.push([...P(x, 0, 0), ...P(x, 0, depth)]);
  out.push(strokes(boards, TEAK_DARK, WEIGHT.hatch, { "stroke-opacity": 0.6 }));
  out.push(poly([f.wl, f.ridge, b.ridge, b.wl], evening ? tint(TEAK, 0.35) : tint(TEAK, 0.25), DETAIL));
  out.push(poly([f.wr, f.ridge, b.ridge, b.wr], evening ? tint(TEAK, 0.3) : tint(TEAK, 0.2), DETAIL));
  // The back wall, with its opening to the courtyard cut out.
  out.push(
    path(
      `M${n(b.fl[0])} ${n(b.fl[1])}L${n(b.wl[0])} ${n(b.wl[1])}L${n(b.ridge[0])} ${n(b.ridge[1])}L${n(b.wr[0])} ${n(b.wr[1])}L${n(b.fr[0])} ${n(b.fr[1])}ZM${n(o0[0])} ${n(o0[1])}L${n(o1[0])} ${n(o0[1])}L${n(o1[0])} ${n(o1[1])}L${n(o0[0])} ${n(o1[1])}Z`,
      wallFill,
      { ...DETAIL, "fill-rule": "evenodd" },
    ),
  );
  // Teak posts in the opening, and its lintel.
  const posts = 3;
  for (let i = 0; i <= posts; i++) {
    const px = openL + ((openR - openL) * i) / posts;
    const a = P(px - 0.08, 0, depth);
    const c = P(px + 0.08, openTop, depth);
    out.push(rect(a[0], c[1], c[0] - a[0], a[1] - c[1], TEAK, { stroke: INK, "stroke-width": WEIGHT.hatch }));
  }
  const lintelA = P(openL - 0.1, openTop + 0.2, depth);
  const lintelB = P(openR + 0.1, openTop, depth);
  out.push(rect(lintelA[0], lintelA[1], lintelB[0] - lintelA[0], lintelB[1] - lintelA[1], TEAK_DARK, DETAIL));
  // Rafters under the roof, and purlins along it.
  const rafters: Segment[] = [];
  for (let z = 0.6; z < depth; z += 0.6) {
    rafters.push([...P(-half, wallH, z), ...P(0, ridgeH, z)], [...P(half, wallH, z), ...P(0, ridgeH, z)]);
  }
  out.push(strokes(rafters, TEAK_DARK, 2.2));
  const purlins: Segment[] = [];
  for (let t = 0.25; t < 1; t += 0.25) {
    purlins.push([...P(-half * (1 - t), wallH + (ridgeH - wallH) * t, 0), ...P(-half * (1 - t), wallH + (ridgeH - wallH) * t, depth)]);
    purlins.push([...P(half * (1 - t), wallH + (ridgeH - wallH) * t, 0), ...P(half * (1 - t), wallH + (ridgeH - wallH) * t, depth)]);
  }
  out.push(strokes(purlins, TEAK_DARK, 1.3, { "stroke-opacity": 0.8 }));
  // A window in the right wall, with its light on the floor.
  const wz0 = depth * 0.3;
  const wz1 = depth * 0.62;
  out.push(
    poly([P(half, 0.9, wz0), P(half, 2.3, wz0), P(half, 2.3, wz1), P(half, 0.9, wz1)], evening ? tint(GREEN, 0.45) : tint(STONE, 0.25), {
      stroke: TEAK_DARK,
      "stroke-width": 3,
    }),
  );
  out.push(line(...P(half, 1.6, wz0), ...P(half, 1.6, wz1), TEAK_DARK, 1.5));
  if (!evening)
    out.push(
      poly([P(half, 0, wz0), P(half, 0, wz1), P(half - 2.2, 0, wz1 - 0.4), P(half - 2.2, 0, wz0 - 0.4)], PAPER, { "fill-opacity": 0.35 }),
    );

  // Furniture in line: a rug, a sofa, a low table, chairs, a lamp, a plant.
  out.push(
    poly([P(-2.2, 0.01, 2), P(1.4, 0.01, 2), P(1.4, 0.01, 4.2), P(-2.2, 0.01, 4.2)], tint(LATERITE, 0.35), {
      stroke: LATERITE,
      "stroke-width": 1,
    }),
  );
  const sofa = tint(GREEN_LIGHT, 0.55);
  out.push(...box(P, -2.2, 0, 5.2, 3.0, 0.25, 0.85, sofa));
  out.push(...box(P, -2.2, 0, 4.5, 3.0, 0.75, 0.42, sofa));
  out.push(...box(P, -2.4, 0, 4.5, 0.2, 0.95, 0.6, sofa));
  out.push(...box(P, 0.8, 0, 4.5, 0.2, 0.95, 0.6, sofa));
  out.push(...box(P, -1.3, 0, 3.0, 1.4, 0.8, 0.4, tint(TEAK, 0.65)));
  for (const ax of [-3.9, 1.7]) {
    out.push(...box(P, ax, 0, 3.0, 0.8, 0.8, 0.42, tint(TEAK, 0.45)));
    out.push(...box(P, ax, 0, 3.7, 0.8, 0.12, 0.8, tint(TEAK, 0.55)));
  }
  // A floor lamp, lit in the evening.
  const lampBase = P(half - 1.4, 0, 4.8);
  const lampTop = P(half - 1.4, 1.6, 4.8);
  if (evening)
    out.push(
      `<ellipse cx="${n(lampTop[0])}" cy="${n(lampTop[1] + 60)}" rx="220" ry="190" fill="${defs.radial([
        [0, "#f3d9a8", 0.55],
        [1, "#f3d9a8", 0],
      ])}"/>`,
    );
  out.push(line(lampBase[0], lampBase[1], lampTop[0], lampTop[1], INK, 2));
  out.push(
    polygon(
      [
        [lampTop[0] - 20, lampTop[1] + 18],
        [lampTop[0] - 12, lampTop[1] - 8],
        [lampTop[0] + 12, lampTop[1] - 8],
        [lampTop[0] + 20, lampTop[1] + 18],
      ],
      evening ? "#f3d9a8" : LIME,
      DETAIL,
    ),
  );
  // A brass uruli with flowers on the low table, and a pot plant by the opening.
  const uruli = P(-0.6, 0.42, 3.3);
  out.push(
    path(
      `M${n(uruli[0] - 22)} ${n(uruli[1])}Q${n(uruli[0])} ${n(uruli[1] + 20)} ${n(uruli[0] + 22)} ${n(uruli[1])}Z`,
      tint(LATERITE, 0.7),
      DETAIL,
    ),
  );
  const pot = P(openR + 0.6, 0, depth - 0.4);
  out.push(rect(pot[0] - 14, pot[1] - 26, 28, 26, tint(LATERITE, 0.6), DETAIL));
  out.push(shrub(pot[0], pot[1] - 26, 60, random));

  // People for scale, at their depth.
  out.push(person(P, random, 1.6, 5.2));
  if (random() < 0.6) out.push(person(P, random, openL + 0.4, depth - 0.3));

  // The cut: laterite walls, the floor slab on the ground, the tiled roof, in poché at the picture plane.
  const wallT = 0.3 * K;
  const roofT = 0.28 * K;
  const over = 1.1 * K;
  const slab = 0.3 * K;
  const lx = f.fl[0];
  const rx = f.fr[0];
  const wallTopY = f.wl[1];
  const ridgeY = f.ridge[1];
  const slope = (ridgeY - wallTopY) / (cx - lx);
  out.push(rect(lx - wallT, wallTopY, wallT, floorY - wallTopY, lateriteBlocks(defs, K), { stroke: INK, "stroke-width": WEIGHT.cut }));
  out.push(rect(rx, wallTopY, wallT, floorY - wallTopY, lateriteBlocks(defs, K), { stroke: INK, "stroke-width": WEIGHT.cut }));
  out.push(
    rect(lx - wallT - over * 1.6, floorY, rx - lx + 2 * wallT + over * 3.2, slab, concreteHatch(defs), {
      stroke: INK,
      "stroke-width": WEIGHT.cut,
    }),
  );
  out.push(rect(80, floorY + slab, WIDTH - 160, 60, earthHatch(defs), { opacity: 0.45 }));
  const roofPath = (dy: number): Point[] => [
    [lx - wallT - over, wallTopY + dy + (over + wallT) * -slope],
    [cx, ridgeY + dy],
    [rx + wallT + over, wallTopY + dy + (over + wallT) * -slope],
  ];
  const top = roofPath(-roofT);
  const bottom = roofPath(0);
  out.push(
    polygon([...top, ...bottom.slice().reverse()], roofTiles(defs, K), {
      stroke: INK,
      "stroke-width": WEIGHT.cut,
      "stroke-linejoin": "round",
    }),
  );
  // The verandah's edge outside the cut: a post and a step each side, and people.
  for (const side of [-1, 1]) {
    const px = side < 0 ? lx - wallT - over + 30 : rx + wallT + over - 30;
    const eaveY = wallTopY + (over + wallT - 30) * -slope;
    out.push(rect(px - 9, eaveY, 18, floorY - eaveY, TEAK, DETAIL));
  }
  out.push(figure(lx - wallT - over * 0.45, floorY, K, random));
  out.push(line(80, floorY + slab, WIDTH - 80, floorY + slab, INK, WEIGHT.cut));
  return composeSheet(defs, [group(out)], { seed: options.seed, title: "SECTION B-B THROUGH LIVING", scale: "1:50", metre: K * 0.5 });
}

/** A box in perspective: its front, top and the side towards the centre. */
function box(
  P: (x: number, y: number, z: number) => Point,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  fill: string,
): string[] {
  const f = [P(x, y, z), P(x + w, y, z), P(x + w, y + h, z), P(x, y + h, z)];
  const t = [P(x, y + h, z), P(x + w, y + h, z), P(x + w, y + h, z + d), P(x, y + h, z + d)];
  const sideX = x + w < 0 ? x + w : x;
  const s = [P(sideX, y, z), P(sideX, y, z + d), P(sideX, y + h, z + d), P(sideX, y + h, z)];
  return [polygon(s, tint(fill, 0.85), DETAIL), polygon(t, tint(fill, 0.7), DETAIL), polygon(f, fill, DETAIL)];
}

/** A person standing at (x, z) in the room, scaled by the perspective. */
function person(P: (x: number, y: number, z: number) => Point, random: Random, x: number, z: number): string {
  const foot = P(x, 0, z);
  const head = P(x, 1, z);
  return figure(foot[0], foot[1], foot[1] - head[1], random);
}
