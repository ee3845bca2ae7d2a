/** A building site: footings with starter bars, a concrete frame going up, a tower crane. */
import { createLight, drawHills, drawSky, drawTreeLine, type Light, lit } from "./backdrop";
import { drawScaffold, eaveShadow } from "./parts";
import { drawPalm, drawShadeTree } from "./plants";
import {
  between,
  createRandom,
  darken,
  Defs,
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

export interface SiteOptions {
  seed: number;
  time: TimeOfDay;
  /** How far the frame has risen: 0 is footings only. */
  floors?: number;
}

const CRANE = "#e6a723";

export function drawBuildingSite(options: SiteOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const light = createLight(options.time, random);
  const horizon = 620;
  const baseY = 830;
  const out: string[] = [];
  out.push(...drawSky(defs, light, random, horizon));
  out.push(...drawHills(defs, light, options.seed, horizon, 2));
  out.push(...drawTreeLine(light, random, horizon));
  const earth = lit("#b48a5f", light);
  out.push(
    rect(
      0,
      horizon,
      WIDTH,
      HEIGHT - horizon,
      defs.linear([
        [0, mix(light.grass, light.haze, 0.3)],
        [0.25, mix(light.grass, earth, 0.5)],
        [0.5, earth],
        [1, darken(earth, 0.15)],
      ]),
    ),
  );
  for (let i = 0; i < 5; i++) {
    out.push(
      drawPalm(random, {
        x: between(random, 0, WIDTH),
        baseY: horizon + 12,
        height: between(random, 150, 230),
        lean: between(random, -40, 40),
        green: "#3f7a3a",
        distance: 0.75,
        haze: light.haze,
      }),
    );
  }
  out.push(drawShadeTree(defs, random, between(random, 60, 180), horizon + 70, 230, "#4b8540", 0.25, light.haze));

  const floors = options.floors ?? 2 + Math.floor(random() * 3);
  const left = between(random, 330, 420);
  const bays = 4;
  const bayW = 165;
  const width = bays * bayW;
  const floorH = 118;
  const depthX = 170;
  const depthY = 60;
  const concrete = lit("#cfcbc3", light);
  const craneX = left + width + between(random, 230, 330);

  out.push(defs.shadow(left + width / 2 + 60, baseY + 8, width * 0.7, 30, 0.4));
  // Each floor: a slab seen a little from above, columns, some bays already walled in blocks.
  for (let f = 0; f <= floors; f++) {
    const y = baseY - f * floorH;
    if (f > 0) {
      const below = y + floorH;
      for (let b = 0; b <= bays; b++) {
        const x = left + b * bayW;
        out.push(
          polygon(
            [
              [x + depthX - 8, below - depthY],
              [x + depthX + 8, below - depthY],
              [x + depthX + 8, y - depthY],
              [x + depthX - 8, y - depthY],
            ],
            darken(concrete, 0.25),
          ),
        );
      }
      for (let b = 0; b < bays; b++) {
        const x = left + b * bayW;
        if (f < floors && (f === 1 || random() < 0.55)) {
          out.push(rect(x + 10, y + 16, bayW - 20, floorH - 16, lit("#b3603f", light)));
          const joints: string[] = [];
          for (let yy = y + 34; yy < below; yy += 18) joints.push(`M${n(x + 10)} ${n(yy)} h${n(bayW - 20)}`);
          out.push(`<path d="${joints.join(" ")}" stroke="#e2c7ae" stroke-width="2" opacity="0.7"/>`);
          if ((b + f) % 2 === 0) out.push(rect(x + bayW / 2 - 34, y + 44, 68, 52, "#3c4550"));
        } else if (f === floors) {
          // Props hold up the newest slab while its concrete cures.
          const props: string[] = [];
          for (let px = x + 22; px < x + bayW - 10; px += 28) props.push(`M${n(px)} ${n(y + 16)} V${n(below)}`);
          out.push(`<path d="${props.join(" ")}" stroke="#8b6b43" stroke-width="4"/>`);
        }
      }
      for (let b = 0; b <= bays; b++) {
        const x = left + b * bayW;
        out.push(rect(x - 10, y + 16, 20, floorH - 16, concrete));
        out.push(rect(x + 4, y + 16, 6, floorH - 16, "#1b2030", 'opacity="0.12"'));
      }
    }
    const slab = f === 0 ? darken(concrete, 0.08) : concrete;
    out.push(
      polygon(
        [
          [left - 14, y],
          [left - 14 + depthX, y - depthY],
          [left + width + 14 + depthX, y - depthY],
          [left + width + 14, y],
        ],
        lighten(slab, 0.12),
      ),
    );
    out.push(
      polygon(
        [
          [left + width + 14, y],
          [left + width + 14 + depthX, y - depthY],
          [left + width + 14 + depthX, y - depthY + 18],
          [left + width + 14, y + 18],
        ],
        darken(slab, 0.2),
      ),
    );
    out.push(rect(left - 14, y, width + 28, 18, slab));
    if (f > 0) out.push(eaveShadow(defs, left - 4, y + 18, width + 8, 22, 0.25));
  }
  // Starter bars waiting for the next floor's columns.
  const topY = baseY - floors * floorH;
  const bars: string[] = [];
  for (let b = 0; b <= bays; b++) {
    for (const dx of [-6, 0, 6]) bars.push(`M${n(left + b * bayW + dx)} ${n(topY)} v-46`);
    for (const dx of [-6, 0, 6]) bars.push(`M${n(left + b * bayW + depthX + dx)} ${n(topY - depthY + 4)} v-40`);
  }
  out.push(`<path d="${bars.join(" ")}" stroke="#6d4a33" stroke-width="3"/>`);
  out.push(drawScaffold(defs, left - 60, topY + 30, 150, baseY, false));
  drawCrane(out, defs, light, random, craneX, baseY - 10, left + width * 0.45);

  drawGroundWorks(out, defs, light, random, baseY);
  return svgDocument(defs, out);
}

function drawCrane(out: string[], defs: Defs, light: Light, random: Random, x: number, groundY: number, hookX: number): void {
  const mastTop = 150;
  const half = 17;
  const steel = lit(CRANE, light);
  const lattice: string[] = [];
  for (let y = mastTop; y < groundY; y += 34)
    lattice.push(
      `M${n(x - half)} ${n(y)} L${n(x + half)} ${n(y + 34)} M${n(x + half)} ${n(y)} L${n(x - half)} ${n(y + 34)} M${n(x - half)} ${n(y)} h${half * 2}`,
    );
  out.push(`<path d="${lattice.join(" ")}" stroke="${steel}" stroke-width="3" fill="none"/>`);
  out.push(line(x - half, mastTop, x - half, groundY, steel, 6), line(x + half, mastTop, x + half, groundY, darken(steel, 0.15), 6));
  out.push(rect(x - 45, groundY - 10, 90, 20, "#8f8a83"));
  // Jib and counter-jib, each a flat lattice girder.
  const jibLeft = x - 720;
  const jibRight = x + 250;
  const jibY = mastTop - 24;
  out.push(rect(jibLeft, jibY, jibRight - jibLeft, 6, steel), rect(jibLeft, jibY + 20, jibRight - jibLeft, 5, darken(steel, 0.1)));
  const truss: string[] = [];
  for (let xx = jibLeft; xx < jibRight; xx += 26)
    truss.push(`M${n(xx)} ${n(jibY + 22)} L${n(xx + 13)} ${n(jibY + 3)} L${n(xx + 26)} ${n(jibY + 22)}`);
  out.push(`<path d="${truss.join(" ")}" stroke="${steel}" stroke-width="2.5" fill="none"/>`);
  out.push(
    polygon(
      [
        [x - half, jibY],
        [x, jibY - 90],
        [x + half, jibY],
      ],
      steel,
    ),
  );
  out.push(line(x, jibY - 90, jibLeft + 120, jibY, "#59606a", 2.5), line(x, jibY - 90, jibRight - 20, jibY, "#59606a", 2.5));
  out.push(rect(jibRight - 100, jibY + 24, 80, 56, "#7a8088"), rect(jibRight - 100, jibY + 24, 80, 8, "#979ea6"));
  out.push(
    rect(x + half + 2, jibY + 26, 46, 40, lit("#f2efe8", light), 'rx="4"'),
    rect(x + half + 8, jibY + 32, 34, 20, lighten(light.skyTop, 0.35)),
  );
  // Trolley, hoist rope and a bundle of bars on its way up.
  const loadY = between(random, 380, 470);
  out.push(rect(hookX - 18, jibY + 22, 36, 12, "#4a4f56"));
  out.push(
    line(hookX - 4, jibY + 34, hookX - 4, loadY - 30, "#2e3238", 2),
    line(hookX + 4, jibY + 34, hookX + 4, loadY - 30, "#2e3238", 2),
  );
  out.push(rect(hookX - 14, loadY - 34, 28, 18, "#d4a21d"));
  out.push(line(hookX, loadY - 16, hookX - 90, loadY + 4, "#2e3238", 2), line(hookX, loadY - 16, hookX + 90, loadY + 4, "#2e3238", 2));
  for (let i = 0; i < 5; i++) out.push(rect(hookX - 120, loadY + 2 + i * 5, 240, 4, i % 2 ? "#6d4a33" : "#7d5a40"));
  out.push(defs.shadow(x, groundY + 6, 80, 12, 0.3));
}

/** Sand and aggregate heaps, a mixer, cement bags and a hoarding along the front. */
function drawGroundWorks(out: string[], defs: Defs, light: Light, random: Random, baseY: number): void {
  const sandX = between(random, 90, 200);
  out.push(defs.shadow(sandX + 90, baseY + 72, 170, 16, 0.3));
  out.push(
    polygon(
      [
        [sandX - 40, baseY + 72],
        [sandX + 70, baseY - 20],
        [sandX + 110, baseY - 14],
        [sandX + 230, baseY + 72],
      ],
      lit("#dfc08a", light),
    ),
  );
  out.push(
    polygon(
      [
        [sandX + 70, baseY - 20],
        [sandX + 110, baseY - 14],
        [sandX + 230, baseY + 72],
        [sandX + 150, baseY + 72],
      ],
      lit("#cba772", light),
    ),
  );
  const aggX = sandX + 210;
  out.push(
    polygon(
      [
        [aggX, baseY + 90],
        [aggX + 80, baseY + 20],
        [aggX + 180, baseY + 90],
      ],
      lit("#8e8a86", light),
    ),
  );
  const dots: string[] = [];
  for (let i = 0; i < 40; i++) dots.push(`M${n(aggX + 30 + random() * 120)} ${n(baseY + 50 + random() * 36)} h3`);
  out.push(`<path d="${dots.join(" ")}" stroke="#5f5b57" stroke-width="3" stroke-linecap="round"/>`);
  // Concrete mixer.
  const mx = WIDTH - between(random, 330, 420);
  const my = baseY + 80;
  out.push(defs.shadow(mx, my + 6, 110, 14, 0.35));
  out.push(
    `<ellipse cx="${n(mx)}" cy="${n(my - 70)}" rx="62" ry="48" fill="${lit("#d65a31", light)}" transform="rotate(-20 ${n(mx)} ${n(my - 70)})"/>`,
  );
  out.push(
    `<ellipse cx="${n(mx - 38)}" cy="${n(my - 92)}" rx="16" ry="26" fill="#3a3f46" transform="rotate(-20 ${n(mx - 38)} ${n(my - 92)})"/>`,
  );
  out.push(
    rect(mx - 70, my - 30, 140, 14, "#4a4f56"),
    line(mx - 50, my - 16, mx - 60, my, "#4a4f56", 6),
    line(mx + 50, my - 16, mx + 60, my, "#4a4f56", 6),
  );
  out.push(`<circle cx="${n(mx + 60)}" cy="${n(my - 6)}" r="14" fill="#25282d"/>`);
  for (let i = 0; i < 6; i++)
    out.push(rect(mx + 100 + (i % 3) * 58, my - 22 - Math.floor(i / 3) * 20, 56, 20, lit("#ece6d6", light), 'rx="6"'));
  // Hoarding: corrugated sheets in the company's red and white.
  const hoardY = HEIGHT - 95;
  for (let x = -20; x < WIDTH; x += 120) {
    const colour = Math.floor(x / 120) % 2 === 0 ? lit("#b43a2a", light) : lit("#f1ece3", light);
    out.push(rect(x, hoardY, 120, 95, colour));
  }
  const ribs: string[] = [];
  for (let x = -10; x < WIDTH; x += 15) ribs.push(`M${n(x)} ${n(hoardY)} V${HEIGHT}`);
  out.push(`<path d="${ribs.join(" ")}" stroke="#1b2030" stroke-width="2" opacity="0.12"/>`);
  out.push(rect(0, hoardY, WIDTH, 8, "#1b2030", 'opacity="0.18"'));
}
