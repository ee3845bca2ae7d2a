/** A modern Kerala house: white walls, layered sloping tiled roofs, a sit-out, coconut palms. */
import { createLight, drawGround, drawHills, drawSky, drawTreeLine, type Light, lit } from "./backdrop";
import { drawDoor, drawLaterite, drawScaffold, drawTiledRoof, drawWindow, eaveShadow, TEAK } from "./parts";
import { drawPalm, drawShadeTree, drawShrub } from "./plants";
import {
  between,
  createRandom,
  darken,
  Defs,
  HEIGHT,
  lighten,
  line,
  mix,
  pick,
  polygon,
  rect,
  svgDocument,
  type TimeOfDay,
  WIDTH,
} from "./svg";

export interface HouseOptions {
  seed: number;
  time: TimeOfDay;
  storeys?: 1 | 2;
  roof?: string;
  wall?: string;
  /** Which cladding marks the entrance wall. */
  accent?: "laterite" | "stone" | "wood";
  /** Work in progress: scaffolding on one wing, sand and blocks in the yard. */
  renovating?: boolean;
}

export const ROOF_COLOURS = ["#b4533a", "#9c4430", "#c0653f", "#5b5d66"] as const;

export function drawKeralaHouse(options: HouseOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const light = createLight(options.time, random);
  const horizon = 610;
  const groundY = 845;
  const out: string[] = [];
  out.push(...drawSky(defs, light, random, horizon));
  out.push(...drawHills(defs, light, options.seed, horizon, 2));
  out.push(...drawTreeLine(light, random, horizon));
  out.push(...drawGround(defs, light, horizon, random));
  for (let i = 0; i < 5; i++) {
    const x = between(random, 40, WIDTH - 40);
    out.push(
      drawPalm(random, {
        x,
        baseY: horizon + 10,
        height: between(random, 150, 230),
        lean: between(random, -40, 40),
        green: "#3f7a3a",
        distance: 0.8,
        haze: light.haze,
      }),
    );
  }

  const storeys = options.storeys ?? 2;
  const roof = options.roof ?? pick(random, ROOF_COLOURS);
  const wall = lit(options.wall ?? "#f7f4ee", light);
  const shadeWall = mix(wall, "#9aa3b5", 0.28);
  const cx = WIDTH / 2 + between(random, -80, 80);
  const width = storeys === 2 ? between(random, 760, 860) : between(random, 880, 980);
  const left = cx - width / 2;
  const gfTop = groundY - 215;
  const plinth = 26;

  out.push(defs.shadow(cx, groundY + 6, width * 0.66, 34, 0.4));
  // Upper floor first: the lower roof overlaps its base.
  if (storeys === 2) {
    const ffWidth = width * between(random, 0.55, 0.64);
    const ffLeft = random() < 0.5 ? left + width * 0.06 : left + width * 0.94 - ffWidth;
    const ffTop = gfTop - 205;
    out.push(rect(ffLeft, ffTop, ffWidth, 230, wall));
    out.push(rect(ffLeft + ffWidth - 16, ffTop, 16, 230, shadeWall, 'opacity="0.6"'));
    const windows = ffWidth > 470 ? 3 : 2;
    const gap = ffWidth / windows;
    for (let i = 0; i < windows; i++) {
      const wx = ffLeft + gap * i + gap / 2;
      out.push(drawWindow(defs, { x: wx - 48, y: ffTop + 62, w: 96, h: 104, light, sunshade: true, panes: 2 }));
    }
    out.push(eaveShadow(defs, ffLeft, ffTop, ffWidth, 50, 0.35));
    out.push(
      drawTiledRoof(defs, {
        cx: ffLeft + ffWidth / 2,
        eaveY: ffTop + 14,
        width: ffWidth + 110,
        rise: 118,
        hip: 150,
        color: roof,
        light,
        gable: random() < 0.7,
      }),
    );
  }

  out.push(rect(left, gfTop, width, groundY - gfTop - plinth, wall));
  out.push(rect(left - 10, groundY - plinth, width + 20, plinth, lit("#8f8a83", light)));
  out.push(rect(left - 10, groundY - plinth, width + 20, 5, "#b9b4ab"));

  // Entrance bay: cladding, door and the sit-out with its own roof on pillars.
  const accent = options.accent ?? pick(random, ["laterite", "stone", "wood"] as const);
  const bayW = width * 0.34;
  const bayLeft = random() < 0.5 ? left + width * 0.08 : left + width * 0.58;
  const bayTop = gfTop + 24;
  const bayH = groundY - plinth - bayTop;
  if (accent === "laterite") out.push(drawLaterite(bayLeft, bayTop, bayW, bayH, light, options.seed));
  else if (accent === "stone") out.push(drawStone(bayLeft, bayTop, bayW, bayH, light));
  else out.push(drawWoodSlats(bayLeft, bayTop, bayW, bayH, light));
  out.push(drawDoor(defs, bayLeft + bayW / 2 - 46, groundY - plinth - 168, 92, 168, light));

  const otherLeft = bayLeft < cx ? bayLeft + bayW + 40 : left + 40;
  const otherRight = bayLeft < cx ? left + width - 40 : bayLeft - 40;
  const span = otherRight - otherLeft;
  const windowCount = span > 380 ? 2 : 1;
  for (let i = 0; i < windowCount; i++) {
    const slot = span / windowCount;
    const ww = Math.min(150, slot - 60);
    out.push(
      drawWindow(defs, { x: otherLeft + slot * i + (slot - ww) / 2, y: gfTop + 62, w: ww, h: 118, light, panes: 3, sunshade: false }),
    );
  }
  out.push(eaveShadow(defs, left, gfTop, width, 56, 0.38));
  out.push(
    drawTiledRoof(defs, {
      cx,
      eaveY: gfTop + 18,
      width: width + 120,
      rise: storeys === 2 ? 88 : 130,
      hip: storeys === 2 ? 110 : 170,
      color: roof,
      light,
      gable: storeys === 1,
    }),
  );

  // Sit-out: pillars, steps and a low roof reaching out towards the yard.
  const porchL = bayLeft - 30;
  const porchR = bayLeft + bayW + 30;
  const porchTop = gfTop + 70;
  for (const px of [porchL + 10, porchR - 30]) {
    out.push(rect(px, porchTop + 20, 20, groundY - plinth - porchTop - 20, lit("#efe9df", light)));
    out.push(rect(px + 14, porchTop + 20, 6, groundY - plinth - porchTop - 20, "#1b2030", 'opacity="0.15"'));
  }
  out.push(eaveShadow(defs, porchL + 30, porchTop + 22, porchR - porchL - 60, 40, 0.3));
  out.push(
    drawTiledRoof(defs, {
      cx: (porchL + porchR) / 2,
      eaveY: porchTop + 24,
      width: porchR - porchL + 70,
      rise: 56,
      hip: 60,
      color: roof,
      light,
    }),
  );
  for (let s = 0; s < 3; s++) {
    out.push(rect(bayLeft + bayW / 2 - 80 - s * 14, groundY - plinth + s * 9, 160 + s * 28, 9, s % 2 ? "#c9c3b8" : "#dcd6cb"));
  }

  if (options.renovating) {
    const scaffoldTop = storeys === 2 ? gfTop - 190 : gfTop - 10;
    out.push(drawScaffold(defs, otherLeft - 10, scaffoldTop, otherRight - otherLeft + 20, groundY, true));
  }
  // Yard: interlocking pavers to the gate, lawn, shrubs and palms close by.
  const pathTop = groundY - plinth + 27;
  const doorX = bayLeft + bayW / 2;
  out.push(
    polygon(
      [
        [doorX - 90, pathTop],
        [doorX + 90, pathTop],
        [doorX + 260, HEIGHT],
        [doorX - 260, HEIGHT],
      ],
      lit("#b9aea0", light),
    ),
  );
  const joints: string[] = [];
  for (let y = pathTop + 16; y < HEIGHT; y += 18 + (y - pathTop) * 0.08) {
    const t = (y - pathTop) / (HEIGHT - pathTop);
    const half = 90 + 170 * t;
    joints.push(line(doorX - half, y, doorX + half, y, "#8f8578", 1.5, 'opacity="0.5"'));
  }
  out.push(...joints);
  out.push(drawShrub(defs, random, left + 70, groundY + 4, 150, "#4f8a3c"));
  out.push(drawShrub(defs, random, left + width - 80, groundY + 4, 170, "#568f3f"));
  out.push(drawShadeTree(defs, random, left - 150, groundY + 20, 260, "#4b8540"));
  const palmSides = [left - 40, left + width + between(random, 40, 140)];
  for (const x of palmSides) {
    out.push(defs.shadow(x + light.sunSide * -40, groundY + 60, 90, 14, 0.3));
    out.push(
      drawPalm(random, { x, baseY: groundY + 60, height: between(random, 520, 640), lean: between(random, -70, 70), green: "#3f8a3b" }),
    );
  }
  if (options.renovating) out.push(drawMaterials(defs, light, bayLeft < cx ? left + width - 40 : left + 60, groundY + 70));
  out.push(...drawCompoundWall(defs, light, doorX));
  return svgDocument(defs, out);
}

function drawStone(x: number, y: number, w: number, h: number, light: Light): string {
  const base = lit("#9c958b", light);
  const parts = [rect(x, y, w, h, base)];
  const rows = Math.floor(h / 18);
  for (let r = 0; r < rows; r++) {
    const yy = y + r * 18;
    parts.push(rect(x, yy + 12, w, 6, darken(base, 0.15 + (r % 3) * 0.05), 'opacity="0.7"'));
    parts.push(rect(x + ((r * 37) % 50), yy + 3, w * 0.3, 6, lighten(base, 0.15), 'opacity="0.4"'));
  }
  return `<g>${parts.join("")}</g>`;
}

function drawWoodSlats(x: number, y: number, w: number, h: number, light: Light): string {
  const parts = [rect(x, y, w, h, lit("#9a6a40", light))];
  for (let xx = x + 8; xx < x + w; xx += 16) parts.push(rect(xx, y, 5, h, TEAK, 'opacity="0.55"'));
  return `<g>${parts.join("")}</g>`;
}

/** A low plastered wall with caps along the front of the plot, cut by the entrance path. */
function drawCompoundWall(defs: Defs, light: Light, gateX: number): string[] {
  const y = HEIGHT - 70;
  const colour = lit("#ece6dc", light);
  const out: string[] = [];
  for (const [x0, x1] of [
    [-10, gateX - 280],
    [gateX + 280, WIDTH + 10],
  ] as const) {
    out.push(rect(x0, y, x1 - x0, 80, colour));
    out.push(rect(x0, y, x1 - x0, 12, lighten(colour, 0.3)));
    out.push(eaveShadow(defs, x0, y + 12, x1 - x0, 22, 0.2));
    for (let px = x0 + 10; px < x1 - 20; px += 170) out.push(rect(px, y - 18, 34, 98, mix(colour, "#c8bfae", 0.4)));
  }
  return out;
}

/** Sand, a stack of new blocks and cement bags waiting in the yard. */
function drawMaterials(defs: Defs, light: Light, x: number, y: number): string {
  const parts = [defs.shadow(x + 60, y + 4, 170, 16, 0.3)];
  parts.push(
    polygon(
      [
        [x - 110, y],
        [x - 30, y - 70],
        [x + 10, y - 62],
        [x + 70, y],
      ],
      lit("#dcbc84", light),
    ),
  );
  parts.push(
    polygon(
      [
        [x - 30, y - 70],
        [x + 10, y - 62],
        [x + 70, y],
        [x + 20, y],
      ],
      lit("#c9a56c", light),
    ),
  );
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4 - row; col++) {
      const bx = x + 80 + col * 44 + row * 22;
      const by = y - 24 - row * 24;
      parts.push(rect(bx, by, 42, 22, lit(row % 2 ? "#b8643f" : "#a9583a", light)));
      parts.push(rect(bx, by, 42, 4, "#ffffff", 'opacity="0.15"'));
    }
  }
  for (let i = 0; i < 3; i++) parts.push(rect(x + 270 + i * 8, y - 22 - i * 16, 70, 20, lit("#e7e2d6", light), 'rx="6"'));
  return `<g>${parts.join("")}</g>`;
}
