/** Commercial, industrial and building-site scenes on the same stage as the houses. */
import { createLight, drawGround, drawHills, drawSky, drawTreeLine, lit, type Light } from "./backdrop";
import { drawPalm, drawShrub } from "./plants";
import { between, createRandom, darken, Defs, lighten, line, mix, polygon, rect, svgDocument, type Random, type TimeOfDay, WIDTH } from "./svg";

export interface SceneOptions {
  seed: number;
  time: TimeOfDay;
}

const HORIZON = 610;
const GROUND = 860;

function stage(defs: Defs, light: Light, random: Random, seed: number): string[] {
  const out = [...drawSky(defs, light, random, HORIZON), ...drawHills(defs, light, seed, HORIZON, 2), ...drawTreeLine(light, random, HORIZON), ...drawGround(defs, light, HORIZON)];
  for (let i = 0; i < 4; i++) {
    out.push(drawPalm(random, { x: between(random, 40, WIDTH - 40), baseY: HORIZON + 10, height: between(random, 140, 220), lean: between(random, -35, 35), green: "#3f7a3a", distance: 0.8, haze: light.haze }));
  }
  return out;
}

function glassPanel(defs: Defs, x: number, y: number, w: number, h: number, light: Light): string {
  const top = light.windowsLit ? "#f7c985" : mix(light.skyTop, "#dbe9f4", 0.4);
  const bottom = light.windowsLit ? "#c98a4e" : mix(light.skyHorizon, "#3c5a78", 0.55);
  return rect(x, y, w, h, defs.linear([[0, top], [1, bottom]]));
}

/** A glass-fronted office block with a podium, as at Technopark. */
export function drawOfficeTower(options: SceneOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const light = createLight(options.time, random);
  const out = stage(defs, light, random, options.seed);
  const cx = WIDTH / 2 + between(random, -120, 120);
  const towerW = between(random, 420, 520);
  const towerTop = between(random, 140, 210);
  const left = cx - towerW / 2;
  const frame = lit("#e9ecef", light);
  out.push(defs.shadow(cx, GROUND + 8, towerW * 1.1, 36, 0.45));
  // Podium
  const podiumW = towerW + 360;
  out.push(rect(cx - podiumW / 2, GROUND - 150, podiumW, 150, lit("#d9d4cc", light)));
  for (let x = cx - podiumW / 2 + 24; x < cx + podiumW / 2 - 80; x += 96) out.push(glassPanel(defs, x, GROUND - 128, 72, 96, light));
  out.push(rect(cx - podiumW / 2 - 10, GROUND - 162, podiumW + 20, 16, darken(frame, 0.25)));
  // Tower with a curtain wall
  out.push(rect(left, towerTop, towerW, GROUND - 150 - towerTop, frame));
  const floors = Math.floor((GROUND - 170 - towerTop) / 46);
  const cols = 6;
  const colW = (towerW - 40) / cols;
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      out.push(glassPanel(defs, left + 20 + c * colW + 3, towerTop + 24 + f * 46, colW - 6, 38, light));
    }
  }
  // The sunlit side and a roof crown
  out.push(rect(left + towerW - 26, towerTop, 26, GROUND - 150 - towerTop, darken(frame, 0.18), 'opacity="0.7"'));
  out.push(rect(left - 12, towerTop - 26, towerW + 24, 26, darken(frame, 0.3)));
  out.push(rect(cx - 60, towerTop - 70, 120, 44, darken(frame, 0.2)));
  // A second, lower block behind
  const sideX = random() < 0.5 ? left - 250 : left + towerW + 30;
  out.splice(out.length - (floors * cols + 6), 0, rect(sideX, towerTop + 200, 220, GROUND - towerTop - 200, mix(frame, light.haze, 0.35)));
  for (let i = 0; i < 6; i++) out.push(drawShrub(defs, random, cx - podiumW / 2 + 40 + i * (podiumW / 6), GROUND + 4, 90, "#4f8a3c"));
  out.push(rect(0, GROUND + 40, WIDTH, 207, mix(light.grass, "#8d8f93", 0.65)));
  for (let x = 30; x < WIDTH; x += 180) out.push(rect(x, GROUND + 118, 90, 8, "#f1f1f1", 'opacity="0.85"'));
  return svgDocument(defs, out);
}

/** A steel-framed warehouse with a sawtooth roof and loading bays. */
export function drawWarehouse(options: SceneOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const light = createLight(options.time, random);
  const out = stage(defs, light, random, options.seed);
  const w = between(random, 1000, 1160);
  const left = WIDTH / 2 - w / 2 + between(random, -60, 60);
  const eave = GROUND - 230;
  const cladding = lit(random() < 0.5 ? "#c9d3dc" : "#d8cfc2", light);
  out.push(defs.shadow(left + w / 2, GROUND + 8, w * 0.62, 30, 0.4));
  out.push(rect(left, eave, w, GROUND - eave, cladding));
  for (let x = left; x < left + w; x += 14) out.push(line(x, eave, x, GROUND, darken(cladding, 0.12), 2));
  // Sawtooth roof
  const teeth = 5;
  const toothW = w / teeth;
  for (let i = 0; i < teeth; i++) {
    const x = left + i * toothW;
    out.push(polygon([[x, eave], [x + toothW, eave], [x + toothW, eave - 90]], lit("#7b8794", light)));
    out.push(polygon([[x + toothW - 8, eave - 86], [x + toothW, eave - 90], [x + toothW, eave], [x + toothW - 8, eave]], light.windowsLit ? "#f3c27d" : "#9cc3df"));
  }
  // Loading bays with shutters
  const bays = 4;
  for (let i = 0; i < bays; i++) {
    const bx = left + 70 + i * ((w - 140) / bays);
    const bw = (w - 140) / bays - 60;
    out.push(rect(bx, GROUND - 150, bw, 150, darken(cladding, 0.35)));
    for (let y = GROUND - 146; y < GROUND; y += 10) out.push(line(bx + 4, y, bx + bw - 4, y, darken(cladding, 0.2), 3));
    out.push(rect(bx - 10, GROUND - 166, bw + 20, 14, "#f2b134"));
  }
  // Company band and a truck
  out.push(rect(left, eave + 14, w, 34, "#a92e1f"));
  const tx = left + w * between(random, 0.15, 0.55);
  out.push(rect(tx, GROUND - 96, 210, 80, "#eef0f2"), rect(tx + 210, GROUND - 70, 70, 54, "#a92e1f"), rect(tx + 225, GROUND - 64, 36, 24, "#9cc3df"));
  for (const wx of [tx + 40, tx + 170, tx + 245]) out.push(`<circle cx="${wx}" cy="${GROUND - 14}" r="18" fill="#2b2f36"/>`);
  out.push(rect(0, GROUND + 30, WIDTH, 217, mix(light.grass, "#8d8f93", 0.7)));
  return svgDocument(defs, out);
}

/** A building site: a frame going up in concrete, scaffolding, a tower crane. */
export function drawBuildingSite(options: SceneOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const light = createLight(options.time, random);
  const out = stage(defs, light, random, options.seed);
  const concrete = lit("#c8c4bc", light);
  const left = between(random, 380, 520);
  const bays = 4;
  const bayW = 150;
  const floorH = 120;
  const floors = 3 + Math.floor(random() * 2);
  out.push(defs.shadow(left + (bays * bayW) / 2, GROUND + 8, bays * bayW * 0.7, 28, 0.4));
  for (let f = 0; f < floors; f++) {
    const y = GROUND - (f + 1) * floorH;
    out.push(rect(left - 10, y, bays * bayW + 20, 18, concrete));
    if (f < floors - 1) {
      for (let b = 0; b < bays; b++) {
        const filled = f < floors - 2 && random() < 0.6;
        if (filled) out.push(rect(left + b * bayW + 10, y + 18, bayW - 20, floorH - 18, lit("#b35a3c", light)), rect(left + b * bayW + 40, y + 40, bayW - 80, 50, "#3d4650"));
      }
    }
    for (let b = 0; b <= bays; b++) out.push(rect(left + b * bayW - 9, y + 18, 18, floorH - 18, darken(concrete, 0.1)));
  }
  // Scaffolding across the front
  const scaffoldTop = GROUND - floors * floorH - 40;
  for (let x = left - 40; x <= left + bays * bayW + 40; x += 75) out.push(line(x, scaffoldTop, x, GROUND, "#8a6a3a", 5));
  for (let y = scaffoldTop; y < GROUND; y += 60) out.push(line(left - 40, y, left + bays * bayW + 40, y, "#8a6a3a", 4));
  // Tower crane
  const craneX = left + bays * bayW + between(random, 140, 240);
  const mastTop = 150;
  for (let y = mastTop; y < GROUND; y += 36) {
    out.push(line(craneX - 16, y, craneX + 16, y + 36, "#e0a526", 3), line(craneX + 16, y, craneX - 16, y + 36, "#e0a526", 3));
  }
  out.push(line(craneX - 16, mastTop, craneX - 16, GROUND, "#d79a1c", 6), line(craneX + 16, mastTop, craneX + 16, GROUND, "#d79a1c", 6));
  out.push(rect(craneX - 620, mastTop - 18, 840, 18, "#e0a526"), rect(craneX + 120, mastTop - 8, 90, 50, "#7a7f87"));
  out.push(polygon([[craneX - 16, mastTop - 18], [craneX, mastTop - 90], [craneX + 16, mastTop - 18]], "#d79a1c"));
  out.push(line(craneX, mastTop - 90, craneX - 560, mastTop - 18, "#5c5f66", 2), line(craneX, mastTop - 90, craneX + 200, mastTop - 18, "#5c5f66", 2));
  const hookX = craneX - between(random, 250, 480);
  out.push(line(hookX, mastTop, hookX, 470, "#3a3d42", 2), rect(hookX - 40, 470, 80, 26, lighten("#8a6a3a", 0.2)));
  // Sand, a mixer and bricks on the ground
  out.push(polygon([[120, GROUND + 20], [230, GROUND - 60], [340, GROUND + 20]], "#d9b77e"));
  for (let i = 0; i < 4; i++) out.push(rect(1150 + i * 36, GROUND - 24 - (i % 2) * 24, 34, 22, lit("#b35a3c", light)));
  out.push(rect(0, GROUND + 20, WIDTH, 227, mix(light.grass, "#a08a68", 0.6)));
  return svgDocument(defs, out);
}
