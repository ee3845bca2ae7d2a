/**
 * A living room seen from its open side (one-point perspective): a wide window onto palms,
 * a teak floor, a feature wall, sofa, rug, table, pendant lights and plants.
 */
import { createLight } from "./backdrop";
import { drawPalm } from "./plants";
import {
  between,
  createRandom,
  darken,
  Defs,
  ellipse,
  HEIGHT,
  lighten,
  line,
  mix,
  n,
  pick,
  polygon,
  type Random,
  rect,
  svgDocument,
  WIDTH,
} from "./svg";

export interface InteriorOptions {
  seed: number;
  /** Evening: the lamps are on and the sky outside is dusk. */
  evening?: boolean;
}

const WALLS = ["#f3ede4", "#eef0ea", "#f4e9df", "#ecebe6"] as const;
const FEATURES = ["#3f5e5a", "#8a5a3c", "#5a6378", "#b0785a"] as const;
const SOFAS = ["#e2d7c6", "#54707a", "#a7684c", "#6d7b5a"] as const;
const FLOORS = ["#b07a48", "#9a6638", "#c49463"] as const;

const VP_X = 800;
const VP_Y = 470;
const BACK = { left: 250, right: 1350, top: 96, bottom: 700 } as const;

/** Where the line from the vanishing point through (x, BACK.bottom) meets y. */
function floorX(x: number, y: number): number {
  return VP_X + (x - VP_X) * ((y - VP_Y) / (BACK.bottom - VP_Y));
}

export function drawInterior(options: InteriorOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const evening = options.evening ?? false;
  const light = createLight(evening ? "dusk" : "morning", random);
  const wall = pick(random, WALLS);
  const feature = pick(random, FEATURES);
  const sofa = pick(random, SOFAS);
  const wood = pick(random, FLOORS);
  const out: string[] = [];
  const { left, right, top, bottom } = BACK;

  // Shell: each edge of the back wall runs towards the viewer along a line from the vanishing point.
  const edge = (x: number, y: number, atX: number) => VP_Y + (y - VP_Y) * ((atX - VP_X) / (x - VP_X));
  const floorLeftY = edge(left, bottom, 0);
  const floorRightY = edge(right, bottom, WIDTH);
  const ceilingX = VP_X + (left - VP_X) * (VP_Y / (VP_Y - top));
  out.push(
    polygon(
      [
        [ceilingX, 0],
        [WIDTH - ceilingX, 0],
        [right, top],
        [left, top],
      ],
      lighten(wall, 0.35),
    ),
  );
  out.push(
    polygon(
      [
        [0, 0],
        [ceilingX, 0],
        [left, top],
        [left, bottom],
        [0, floorLeftY],
      ],
      darken(wall, 0.1),
    ),
  );
  out.push(
    polygon(
      [
        [WIDTH, 0],
        [WIDTH - ceilingX, 0],
        [right, top],
        [right, bottom],
        [WIDTH, floorRightY],
      ],
      darken(wall, 0.06),
    ),
  );
  const floorShape: Array<[number, number]> = [
    [left, bottom],
    [right, bottom],
    [WIDTH, floorRightY],
    [WIDTH, HEIGHT],
    [0, HEIGHT],
    [0, floorLeftY],
  ];
  out.push(
    polygon(
      floorShape,
      defs.linear([
        [0, darken(wood, 0.08)],
        [1, lighten(wood, 0.06)],
      ]),
    ),
  );
  const planks: string[] = [];
  for (let x = left - 1100; x <= right + 1100; x += 55) planks.push(`M${n(x)} ${bottom} L${n(floorX(x, HEIGHT))} ${HEIGHT}`);
  for (let y = bottom + 14; y < HEIGHT; y += 12 + (y - bottom) * 0.12) planks.push(`M0 ${n(y)} L${WIDTH} ${n(y)}`);
  const floorClip = defs.clip(polygon(floorShape, "#000"));
  out.push(`<path d="${planks.join(" ")}" stroke="${darken(wood, 0.25)}" stroke-width="1.5" opacity="0.45" clip-path="${floorClip}"/>`);
  out.push(line(left, bottom, 0, floorLeftY, darken(wall, 0.25), 3), line(right, bottom, WIDTH, floorRightY, darken(wall, 0.25), 3));
  out.push(
    rect(
      left,
      top,
      right - left,
      bottom - top,
      defs.linear([
        [0, lighten(wall, 0.15)],
        [1, wall],
      ]),
    ),
  );
  out.push(rect(left, bottom - 14, right - left, 14, darken(wall, 0.12)));

  // The window, and the garden beyond it.
  const winL = left + between(random, 60, 110);
  const winW = 470;
  const winT = top + 70;
  const winH = 440;
  const clip = defs.clip(rect(winL, winT, winW, winH, "#000"));
  const view: string[] = [
    rect(
      winL,
      winT,
      winW,
      winH,
      defs.linear([
        [0, light.skyTop],
        [1, light.skyHorizon],
      ]),
    ),
  ];
  view.push(
    ellipse(
      winL + winW * 0.75,
      winT + 120,
      160,
      120,
      defs.radial([
        [0, "#fff6dc", 0.8],
        [1, "#fff6dc", 0],
      ]),
    ),
  );
  view.push(rect(winL, winT + winH * 0.62, winW, winH, mix(light.grass, light.haze, 0.3)));
  for (let i = 0; i < 3; i++) {
    view.push(
      drawPalm(random, {
        x: winL + 60 + i * 170 + between(random, -30, 30),
        baseY: winT + winH * 0.75,
        height: between(random, 250, 330),
        lean: between(random, -40, 40),
        green: "#3f7f3a",
        distance: 0.3,
        haze: light.haze,
      }),
    );
  }
  out.push(`<g clip-path="${clip}">${view.join("")}</g>`);
  const frame = "#5b3a22";
  out.push(
    `<path d="M${winL} ${winT} h${winW} v${winH} h-${winW} Z M${winL + winW / 3} ${winT} v${winH} M${winL + (2 * winW) / 3} ${winT} v${winH} M${winL} ${winT + 130} h${winW}" stroke="${frame}" stroke-width="12" fill="none"/>`,
  );
  out.push(rect(winL - 24, winT + winH + 4, winW + 48, 14, lighten(wall, 0.2)));
  for (const cx of [winL - 46, winL + winW + 10]) out.push(drawCurtain(defs, cx, top + 30, 56, bottom - top - 40, lighten(feature, 0.55)));

  // Daylight through the window: a soft beam and one bright patch per pane on the floor.
  if (!evening) {
    const near = bottom + 250;
    const shift = 120;
    out.push(
      polygon(
        [
          [winL, winT + winH],
          [winL + winW, winT + winH],
          [floorX(winL + winW, near) + shift, near],
          [floorX(winL, near) + shift, near],
        ],
        defs.linear([
          [0, "#fff4d8", 0.2],
          [1, "#fff4d8", 0],
        ]),
      ),
    );
    for (let pane = 0; pane < 3; pane++) {
      const x0 = winL + (pane * winW) / 3 + 8;
      const x1 = winL + ((pane + 1) * winW) / 3 - 8;
      const y0 = bottom + 24;
      out.push(
        polygon(
          [
            [floorX(x0, y0) + 20, y0],
            [floorX(x1, y0) + 20, y0],
            [floorX(x1, near) + shift, near],
            [floorX(x0, near) + shift, near],
          ],
          "#fff3d4",
          'opacity="0.3"',
        ),
      );
    }
  }

  // Feature wall with slats, a shelf and a framed print behind the sofa.
  const fL = winL + winW + 110;
  const fR = right - 40;
  out.push(rect(fL, top, fR - fL, bottom - top - 14, feature));
  const slats: string[] = [];
  for (let x = fL + 12; x < fR; x += 22) slats.push(`M${n(x)} ${top} V${bottom - 14}`);
  out.push(`<path d="${slats.join(" ")}" stroke="${darken(feature, 0.2)}" stroke-width="6" opacity="0.6"/>`);
  const artX = (fL + fR) / 2 - 150;
  out.push(rect(artX - 10, top + 110, 300, 200, "#f5efe4"), rect(artX + 14, top + 134, 252, 152, lighten(feature, 0.75)));
  out.push(ellipse(artX + 190, top + 190, 40, 40, "#d9893d"));
  out.push(
    `<path d="M${artX + 14} ${top + 286} Q${artX + 90} ${top + 190} ${artX + 160} ${top + 250} T${artX + 266} ${top + 220} V${top + 286} Z" fill="${darken(feature, 0.1)}"/>`,
  );

  // Sofa, rug, table.
  const sofaL = fL + 20;
  const sofaR = fR - 20;
  const seatY = bottom + 40;
  out.push(defs.shadow((sofaL + sofaR) / 2, seatY + 130, (sofaR - sofaL) * 0.6, 26, 0.35));
  out.push(ellipse((sofaL + sofaR) / 2 - 80, seatY + 230, 430, 95, lighten(sofa, 0.35)));
  out.push(ellipse((sofaL + sofaR) / 2 - 80, seatY + 230, 400, 80, "none", `stroke="${darken(sofa, 0.1)}" stroke-width="4" opacity="0.5"`));
  out.push(rect(sofaL, seatY - 150, sofaR - sofaL, 130, darken(sofa, 0.08), 'rx="26"'));
  const cushions = 3;
  const cw = (sofaR - sofaL - 80) / cushions;
  for (let i = 0; i < cushions; i++) out.push(rect(sofaL + 40 + i * cw + 4, seatY - 130, cw - 8, 100, sofa, 'rx="20"'));
  out.push(rect(sofaL + 20, seatY - 40, sofaR - sofaL - 40, 70, lighten(sofa, 0.1), 'rx="18"'));
  out.push(
    rect(sofaL - 20, seatY - 90, 64, 130, darken(sofa, 0.14), 'rx="22"'),
    rect(sofaR - 44, seatY - 90, 64, 130, darken(sofa, 0.14), 'rx="22"'),
  );
  for (const lx of [sofaL, sofaR - 14]) out.push(rect(lx, seatY + 40, 14, 30, "#4a3222"));
  out.push(rect(sofaL + 70, seatY - 96, 90, 70, "#e2b04a", 'rx="16"'));
  out.push(rect(sofaR - 170, seatY - 90, 90, 66, lighten(feature, 0.4), 'rx="16"'));
  const tableX = (sofaL + sofaR) / 2 - 120;
  const tableY = seatY + 200;
  out.push(defs.shadow(tableX, tableY + 66, 150, 16, 0.3));
  for (const dx of [-90, 90]) out.push(line(tableX + dx, tableY + 10, tableX + dx * 1.1, tableY + 64, "#3f2a1c", 7));
  out.push(ellipse(tableX, tableY, 150, 34, "#6e4a30"), ellipse(tableX, tableY - 6, 150, 32, "#8a5d3c"));
  out.push(rect(tableX - 30, tableY - 44, 26, 36, "#e9e3d6", 'rx="6"'), drawLeaves(tableX - 17, tableY - 44, 30, "#4f8a3c", random));

  // A tall plant by the window and pendant lights.
  const potX = winL + winW + 48;
  out.push(defs.shadow(potX, bottom + 96, 70, 12, 0.3));
  out.push(
    polygon(
      [
        [potX - 44, bottom + 20],
        [potX + 44, bottom + 20],
        [potX + 34, bottom + 96],
        [potX - 34, bottom + 96],
      ],
      "#c8c1b4",
    ),
  );
  out.push(drawLeaves(potX, bottom + 20, 150, "#3f7d3a", random));
  for (const [px, dropY] of [
    [tableX - 70, between(random, 380, 420)],
    [tableX + 70, between(random, 330, 370)],
  ] as const) {
    out.push(line(px, 0, px, dropY, "#2f2f33", 3));
    out.push(`<path d="M${n(px - 52)} ${n(dropY + 56)} Q${n(px)} ${n(dropY - 14)} ${n(px + 52)} ${n(dropY + 56)} Z" fill="#2f3437"/>`);
    out.push(ellipse(px, dropY + 58, 22, 8, evening ? "#fff1c4" : "#f4e3b8"));
    if (evening)
      out.push(
        ellipse(
          px,
          dropY + 140,
          240,
          180,
          defs.radial([
            [0, "#ffe0a0", 0.4],
            [1, "#ffe0a0", 0],
          ]),
        ),
      );
  }
  out.push(drawArmchair(defs, 90, HEIGHT - 60, lighten(feature, 0.25)));
  if (evening) out.push(rect(0, 0, WIDTH, HEIGHT, "#2a2040", 'opacity="0.12"'));
  return svgDocument(defs, out);
}

function drawCurtain(defs: Defs, x: number, y: number, w: number, h: number, colour: string): string {
  const fill = defs.linear(
    [
      [0, colour],
      [0.3, lighten(colour, 0.3)],
      [0.55, darken(colour, 0.08)],
      [0.8, lighten(colour, 0.2)],
      [1, darken(colour, 0.1)],
    ],
    [0, 0, 1, 0],
  );
  return `<path d="M${n(x)} ${n(y)} h${n(w)} l${n(w * 0.15)} ${n(h)} h${n(-w * 1.3)} Z" fill="${fill}"/>`;
}

/** Broad leaves fanning up from a pot: a monstera or a bird of paradise, near enough. */
function drawLeaves(x: number, baseY: number, size: number, green: string, random: Random): string {
  const parts: string[] = [];
  const count = size > 60 ? 9 : 5;
  for (let i = 0; i < count; i++) {
    const angle = -Math.PI / 2 + (i / (count - 1) - 0.5) * 2.2 + between(random, -0.1, 0.1);
    const len = size * between(random, 0.7, 1.05);
    const tx = x + Math.cos(angle) * len;
    const ty = baseY + Math.sin(angle) * len;
    const colour = i % 2 ? green : lighten(green, 0.15);
    parts.push(line(x, baseY, tx, ty, darken(green, 0.2), Math.max(2, size / 40)));
    const rot = (angle * 180) / Math.PI;
    parts.push(
      `<ellipse cx="${n(tx)}" cy="${n(ty)}" rx="${n(size * 0.28)}" ry="${n(size * 0.13)}" fill="${colour}" transform="rotate(${n(rot)} ${n(tx)} ${n(ty)})"/>`,
    );
  }
  return `<g>${parts.join("")}</g>`;
}

/** An armchair near the viewer, turned towards the room. */
function drawArmchair(defs: Defs, x: number, floorY: number, colour: string): string {
  const parts = [defs.shadow(x + 190, floorY + 10, 230, 24, 0.35)];
  parts.push(rect(x + 36, floorY - 290, 300, 190, darken(colour, 0.1), 'rx="34"'));
  parts.push(rect(x + 60, floorY - 270, 250, 24, lighten(colour, 0.15), 'rx="12" opacity="0.6"'));
  parts.push(rect(x + 20, floorY - 150, 330, 100, colour, 'rx="24"'));
  parts.push(
    rect(x, floorY - 200, 70, 160, darken(colour, 0.15), 'rx="26"'),
    rect(x + 320, floorY - 190, 66, 150, darken(colour, 0.18), 'rx="26"'),
  );
  for (const lx of [x + 30, x + 330]) parts.push(line(lx, floorY - 40, lx - 8, floorY, "#3f2a1c", 9));
  return `<g>${parts.join("")}</g>`;
}
