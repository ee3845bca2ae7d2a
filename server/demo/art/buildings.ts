/** A glass-fronted office block and an industrial shed, seen slightly from the side for depth. */
import { createLight, drawGround, drawHills, drawSky, drawTreeLine, type Light, lit } from "./backdrop";
import { eaveShadow } from "./parts";
import { drawPalm, drawShadeTree, drawShrub } from "./plants";
import {
  between,
  createRandom,
  darken,
  Defs,
  pick,
  HEIGHT,
  lighten,
  line,
  mix,
  n,
  polygon,
  type Random,
  rect,
  svgDocument,
  type TimeOfDay,
  WIDTH,
} from "./svg";

export interface BuildingOptions {
  seed: number;
  time: TimeOfDay;
  /** Tint of the glass (commercial) or the cladding (industrial). */
  tint?: string;
}

interface Stage {
  defs: Defs;
  light: Light;
  random: Random;
  out: string[];
}

function openStage(seed: number, time: TimeOfDay, horizon: number): Stage {
  const random = createRandom(seed);
  const defs = new Defs();
  const light = createLight(time, random);
  const out: string[] = [];
  out.push(...drawSky(defs, light, random, horizon));
  out.push(...drawHills(defs, light, seed, horizon, 2));
  out.push(...drawTreeLine(light, random, horizon));
  out.push(...drawGround(defs, light, horizon, random));
  return { defs, light, random, out };
}

/** A road across the front with a kerb and lane marks. */
function drawRoad(stage: Stage, top: number): void {
  const { out, defs, light } = stage;
  out.push(rect(0, top, WIDTH, 14, lit("#d9d4cb", light)));
  out.push(
    rect(
      0,
      top + 14,
      WIDTH,
      HEIGHT - top - 14,
      defs.linear([
        [0, "#6b6f76"],
        [1, "#4c5057"],
      ]),
    ),
  );
  for (let x = 30; x < WIDTH; x += 170) out.push(rect(x, top + (HEIGHT - top) * 0.55, 90, 8, "#e8e4da", 'opacity="0.8"'));
}

export function drawCommercial(options: BuildingOptions): string {
  const horizon = 690;
  const stage = openStage(options.seed, options.time, horizon);
  const { defs, light, random, out } = stage;
  const baseY = 905;
  // A neighbour in the haze gives the block a place in a business district.
  const nx = between(random, 80, 260);
  out.push(rect(nx, 330, 230, baseY - 330, mix("#9fb2c2", light.haze, 0.5)));
  for (let y = 350; y < baseY - 40; y += 38) out.push(rect(nx + 18, y, 194, 16, mix("#c9dae6", light.haze, 0.45)));
  out.push(drawShadeTree(defs, random, nx + 290, horizon + 30, 190, "#4f8744", 0.5, light.haze));

  const left = between(random, 520, 600);
  const width = between(random, 620, 700);
  const floors = 6 + Math.floor(random() * 3);
  const floorH = 78;
  const top = baseY - floors * floorH - 40;
  const depthX = 190;
  const depthY = 70;
  const glassTint = options.tint ?? pick(random, ["#3f6f8f", "#2f6b6b", "#4a5f7a", "#5d6f80"]);
  const right = left + width;

  out.push(defs.shadow(left + width / 2 + 60, baseY + 12, width * 0.75, 40, 0.4));
  // Side face: solid cladding with strip windows, in shade.
  const side = darken(lit("#d6d3cc", light), 0.22);
  out.push(
    polygon(
      [
        [right, top],
        [right + depthX, top - depthY],
        [right + depthX, baseY - depthY],
        [right, baseY],
      ],
      side,
    ),
  );
  for (let f = 0; f < floors; f++) {
    const y = top + 50 + f * floorH;
    out.push(
      polygon(
        [
          [right + 20, y],
          [right + depthX - 20, y - depthY + 14],
          [right + depthX - 20, y - depthY + 50],
          [right + 20, y + 36],
        ],
        darken(glassTint, 0.35),
      ),
    );
  }
  // Roof edge and plant room.
  out.push(
    polygon(
      [
        [left, top],
        [left + depthX, top - depthY],
        [right + depthX, top - depthY],
        [right, top],
      ],
      lighten(side, 0.25),
    ),
  );
  out.push(
    polygon(
      [
        [left + 200, top - 20],
        [left + 250, top - 40],
        [left + 420, top - 40],
        [left + 370, top - 20],
      ],
      darken(side, 0.1),
    ),
  );
  out.push(rect(left + 200, top - 70, 170, 50, lit("#cfcac1", light)));

  // Front: a curtain wall that reflects the sky.
  out.push(
    rect(
      left,
      top,
      width,
      baseY - top,
      defs.linear(
        [
          [0, lighten(glassTint, 0.35)],
          [0.45, glassTint],
          [1, darken(glassTint, 0.3)],
        ],
        [0, 0, 0.4, 1],
      ),
    ),
  );
  for (let i = 0; i < 3; i++) {
    const x = left + between(random, 0, width * 0.7);
    out.push(
      polygon(
        [
          [x, baseY - 120],
          [x + 120, top],
          [x + 200, top],
          [x + 80, baseY - 120],
        ],
        "#ffffff",
        'opacity="0.1"',
      ),
    );
  }
  if (light.windowsLit) {
    for (let f = 1; f < floors; f++) {
      for (let c = 0; c < 9; c++) {
        if (random() < 0.55)
          out.push(rect(left + (c / 9) * width + 4, top + f * floorH + 8, width / 9 - 8, floorH - 26, "#ffd98e", 'opacity="0.75"'));
      }
    }
  }
  const grid: string[] = [];
  for (let c = 0; c <= 9; c++) grid.push(`M${n(left + (c / 9) * width)} ${n(top)} V${n(baseY - 100)}`);
  out.push(`<path d="${grid.join(" ")}" stroke="#2b3b47" stroke-width="4" opacity="0.75"/>`);
  for (let f = 0; f <= floors; f++)
    out.push(rect(left, top + f * floorH - 6, width, 14, f === 0 ? lit("#e9e6df", light) : "#2f4352", f === 0 ? "" : 'opacity="0.8"'));
  // Vertical fins throw thin shadows on the glass.
  for (const x of [left, left + width * 0.33, left + width * 0.66, right - 22]) {
    out.push(rect(x, top - 8, 22, baseY - top - 110, lit("#eeebe4", light)));
    out.push(rect(x + 22, top, 10, baseY - top - 118, "#1b2030", 'opacity="0.18"'));
  }
  // Lobby: full-height glass behind a cantilevered canopy over the entrance.
  out.push(rect(left, baseY - 110, width, 110, darken(glassTint, 0.2)));
  const lobby: string[] = [];
  for (let x = left + 40; x < right; x += 58) lobby.push(`M${n(x)} ${n(baseY - 110)} V${n(baseY)}`);
  out.push(`<path d="${lobby.join(" ")}" stroke="#2b3b47" stroke-width="3" opacity="0.6"/>`);
  const doorW = width * 0.16;
  out.push(rect(left + width / 2 - doorW / 2, baseY - 84, doorW, 84, light.windowsLit ? "#ffe2a6" : lighten(glassTint, 0.35)));
  out.push(rect(left + width / 2 - 2, baseY - 84, 4, 84, "#2b3b47"));
  out.push(rect(left + width * 0.26, baseY - 128, width * 0.48, 18, lit("#f1eee8", light)));
  out.push(eaveShadow(defs, left + width * 0.27, baseY - 110, width * 0.46, 34, 0.4));
  out.push(rect(left - 30, baseY, width + depthX + 60, 14, lit("#cfc9bf", light)));

  drawRoad(stage, baseY + 40);
  out.push(rect(0, baseY + 14, WIDTH, 26, lit("#b8b1a6", light)));
  for (const x of [left - 150, right + depthX + 80, 60]) {
    out.push(
      drawPalm(random, { x, baseY: baseY + 30, height: between(random, 430, 540), lean: between(random, -50, 50), green: "#3f8a3b" }),
    );
  }
  out.push(drawShrub(defs, random, left + 90, baseY + 14, 150, "#4f8a3c"));
  out.push(drawShrub(defs, random, right - 90, baseY + 14, 150, "#568f3f"));
  return svgDocument(defs, out);
}

export function drawWarehouse(options: BuildingOptions): string {
  const horizon = 640;
  const stage = openStage(options.seed, options.time, horizon);
  const { defs, light, random, out } = stage;
  for (let i = 0; i < 6; i++) {
    out.push(
      drawPalm(random, {
        x: between(random, 0, WIDTH),
        baseY: horizon + 10,
        height: between(random, 160, 240),
        lean: between(random, -40, 40),
        green: "#3f7a3a",
        distance: 0.7,
        haze: light.haze,
      }),
    );
  }
  const baseY = 860;
  const front = between(random, 160, 220);
  const frontW = 560;
  const wallTop = 560;
  const apexY = 455;
  const depthX = 620;
  const depthY = 150;
  const clad = lit(options.tint ?? pick(random, ["#c9d2da", "#d8d2c4", "#bfcfc4"]), light);
  const sideClad = darken(clad, 0.15);
  const roof = lit("#9aa6b2", light);
  const fr = front + frontW;

  // Concrete yard.
  out.push(
    polygon(
      [
        [0, baseY + 10],
        [WIDTH, baseY - 70],
        [WIDTH, HEIGHT],
        [0, HEIGHT],
      ],
      defs.linear([
        [0, lit("#bdb7ad", light)],
        [1, "#a29b90"],
      ]),
    ),
  );
  out.push(defs.shadow(fr + depthX / 2, baseY - depthY / 2 + 20, depthX * 0.7, 60, 0.35));
  // Long side wall receding to the right, with ribs and a brand stripe.
  out.push(
    polygon(
      [
        [fr, wallTop],
        [fr + depthX, wallTop - depthY],
        [fr + depthX, baseY - depthY],
        [fr, baseY],
      ],
      sideClad,
    ),
  );
  const ribs: string[] = [];
  for (let t = 0.02; t < 1; t += 0.025) {
    const x = fr + depthX * t;
    ribs.push(`M${n(x)} ${n(wallTop - depthY * t)} L${n(x)} ${n(baseY - depthY * t)}`);
  }
  out.push(`<path d="${ribs.join(" ")}" stroke="${darken(sideClad, 0.15)}" stroke-width="3" opacity="0.6"/>`);
  out.push(
    polygon(
      [
        [fr, wallTop + 40],
        [fr + depthX, wallTop + 40 - depthY],
        [fr + depthX, wallTop + 62 - depthY],
        [fr, wallTop + 62],
      ],
      "#a8382b",
    ),
  );
  out.push(
    polygon(
      [
        [fr, baseY - 40],
        [fr + depthX, baseY - 40 - depthY],
        [fr + depthX, baseY - depthY],
        [fr, baseY],
      ],
      lit("#8f8a83", light),
    ),
  );
  // Roof: the near slope seen from above, with translucent skylight strips.
  out.push(
    polygon(
      [
        [front - 20, wallTop + 6],
        [front + frontW / 2, apexY],
        [front + frontW / 2 + depthX, apexY - depthY],
        [fr + depthX + 20, wallTop - depthY + 6],
        [fr + 20, wallTop + 6],
      ],
      roof,
    ),
  );
  out.push(
    polygon(
      [
        [front + frontW / 2, apexY],
        [front + frontW / 2 + depthX, apexY - depthY],
        [fr + depthX + 20, wallTop - depthY + 6],
        [fr + 20, wallTop + 6],
      ],
      lighten(roof, 0.12),
    ),
  );
  for (const t of [0.2, 0.45, 0.7]) {
    const x0 = front + frontW / 2 + (fr + 20 - front - frontW / 2) * 0.3;
    const y0 = apexY + (wallTop + 6 - apexY) * 0.3;
    const x1 = front + frontW / 2 + (fr + 20 - front - frontW / 2) * 0.75;
    const y1 = apexY + (wallTop + 6 - apexY) * 0.75;
    const dx = depthX * t;
    const dy = depthY * t;
    out.push(
      polygon(
        [
          [x0 + dx, y0 - dy],
          [x0 + dx + 70, y0 - dy - 17],
          [x1 + dx + 70, y1 - dy - 17],
          [x1 + dx, y1 - dy],
        ],
        lighten(light.skyTop, 0.45),
        'opacity="0.85"',
      ),
    );
  }
  // Gable end: cladding, roller shutters, a loading dock and a door.
  out.push(
    polygon(
      [
        [front, wallTop],
        [front + frontW / 2, apexY + 8],
        [fr, wallTop],
        [fr, baseY],
        [front, baseY],
      ],
      clad,
    ),
  );
  const frontRibs: string[] = [];
  for (let x = front + 14; x < fr; x += 20) {
    const peak = apexY + 8 + (Math.abs(x - front - frontW / 2) / (frontW / 2)) * (wallTop - apexY - 8);
    frontRibs.push(`M${n(x)} ${n(peak)} V${n(baseY)}`);
  }
  out.push(`<path d="${frontRibs.join(" ")}" stroke="${darken(clad, 0.1)}" stroke-width="3" opacity="0.7"/>`);
  out.push(rect(front, wallTop + 40, frontW, 22, "#a8382b"));
  out.push(line(front - 20, wallTop + 6, front + frontW / 2, apexY, darken(roof, 0.2), 8, 'stroke-linecap="round"'));
  out.push(line(front + frontW / 2, apexY, fr + 20, wallTop + 6, darken(roof, 0.2), 8, 'stroke-linecap="round"'));
  for (const sx of [front + 50, front + 290]) {
    out.push(rect(sx, baseY - 210, 190, 180, darken(clad, 0.32)));
    const slats: string[] = [];
    for (let y = baseY - 204; y < baseY - 30; y += 10) slats.push(`M${n(sx)} ${n(y)} h190`);
    out.push(`<path d="${slats.join(" ")}" stroke="${darken(clad, 0.45)}" stroke-width="2"/>`);
    out.push(rect(sx - 10, baseY - 222, 210, 14, "#58606a"));
  }
  out.push(rect(front - 20, baseY - 30, frontW + 40, 30, lit("#9b958c", light)));
  out.push(eaveShadow(defs, front - 20, baseY, frontW + 40, 20, 0.3));
  if (random() < 0.6) drawTruck(stage, front + between(random, 40, 200), baseY + 110);
  else out.push(drawShrub(defs, random, front + 160, baseY + 90, 260, "#568f3f"));
  out.push(drawShadeTree(defs, random, fr + depthX + 150, baseY - 70, 280, "#4b8540"));
  out.push(drawPalm(random, { x: 90, baseY: baseY + 40, height: 560, lean: 40, green: "#3f8a3b" }));
  out.push(drawShrub(defs, random, WIDTH - 220, HEIGHT - 40, 240, "#4f8a3c"));
  return svgDocument(defs, out);
}

/** A small delivery lorry backed up to the dock, seen from the side. */
function drawTruck(stage: Stage, x: number, groundY: number): void {
  const { out, defs, light } = stage;
  out.push(defs.shadow(x + 200, groundY + 6, 250, 20, 0.4));
  out.push(rect(x, groundY - 190, 290, 150, lit("#f2efe8", light), 'rx="6"'));
  out.push(rect(x, groundY - 60, 290, 10, "#a8382b"));
  out.push(
    `<path d="M${x + 295} ${groundY - 40} V${groundY - 140} Q${x + 300} ${groundY - 160} ${x + 330} ${groundY - 160} H${x + 370} L${x + 410} ${groundY - 100} V${groundY - 40} Z" fill="${lit("#2f6fa3", light)}"/>`,
  );
  out.push(
    `<path d="M${x + 330} ${groundY - 148} H${x + 366} L${x + 396} ${groundY - 104} H${x + 330} Z" fill="${lighten(light.skyTop, 0.4)}"/>`,
  );
  out.push(rect(x - 6, groundY - 44, 420, 14, "#3a3f46"));
  for (const wx of [x + 60, x + 200, x + 350]) {
    out.push(
      `<circle cx="${wx}" cy="${groundY - 22}" r="28" fill="#25282d"/><circle cx="${wx}" cy="${groundY - 22}" r="12" fill="#9aa1a9"/>`,
    );
  }
}
