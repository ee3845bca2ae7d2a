/**
 * A Kerala house in front elevation: a gabled wing with its jaali, a verandah of teak posts, clay
 * tiles on hip roofs with deep eaves, lime plaster and laterite on a granite plinth, in one or two
 * storeys; under repair, scaffolding on the wing and a stripped slope.
 */
import {
  composeSheet,
  figure,
  graniteCourses,
  groundSection,
  lateriteBlocks,
  levelMark,
  lightFor,
  palm,
  shade,
  shrub,
  tree,
  wash,
} from "./board";
import { door, gable, hipRoof, post, railing, wall, window } from "./parts";
import { INK, LIME, LIME_SHADE, STONE, tint, WEIGHT } from "./palette";
import { scaffold, heap, blockStack } from "./site";
import { between, createRandom, Defs, group, rect, type TimeOfDay, WIDTH } from "./svg";

export interface HouseOptions {
  seed: number;
  time: TimeOfDay;
  storeys?: 1 | 2;
  /** Work in progress: scaffolding on the wing, a slope stripped of its tiles, sand and blocks in the yard. */
  renovating?: boolean;
  /** The house alone, with no sheet or lettering: for the picture behind the home page's headline. */
  bare?: boolean;
}

export const GROUND_Y = 820;

export function drawKeralaHouse(options: HouseOptions): string {
  const random = createRandom(options.seed);
  const defs = new Defs();
  const light = lightFor(options.time);
  const storeys = options.storeys ?? 2;
  const metre = storeys === 2 ? 58 : 68;
  const m = (v: number) => v * metre;
  const groundY = GROUND_Y;
  const plinth = m(0.6);
  const floor0 = groundY - plinth;
  const gfH = m(3.2);
  const ffH = m(3.0);
  const wingW = m(between(random, 4.6, 5.4));
  const mainW = m(storeys === 2 ? between(random, 9.2, 10.6) : between(random, 8.6, 10));
  const total = wingW + mainW;
  const x0 = (WIDTH - total) / 2 + m(between(random, -0.6, 0.6));
  const wingX0 = x0;
  const wingX1 = x0 + wingW;
  const mainX1 = x0 + total;
  const top = storeys === 2 ? floor0 - gfH - ffH : floor0 - gfH;
  const verandahW = mainW * between(random, 0.5, 0.6);
  const verandahX1 = wingX1 + verandahW;
  const renovating = options.renovating ?? false;

  const out: string[] = [];
  out.push(wash(defs, light, WIDTH / 2, groundY - m(4.5), total * 0.85, m(6.5)));

  // Behind the house: palms and a shade tree.
  out.push(palm(x0 - m(2.2), groundY, m(between(random, 9, 11.5)), m(between(random, 0.4, 1.4)), random));
  out.push(palm(mainX1 + m(3.6), groundY, m(between(random, 10, 12.5)), -m(between(random, 0.6, 1.6)), random));
  out.push(tree(mainX1 - m(0.6), groundY, m(storeys === 2 ? 8.6 : 7.2), random));

  // The plinth of granite under everything.
  out.push(rect(x0 - m(0.1), floor0, total + m(0.2), plinth, graniteCourses(defs, metre), { stroke: INK, "stroke-width": WEIGHT.outline }));
  // Steps up to the verandah.
  const stepX = wingX1 + verandahW * 0.45;
  for (let i = 0; i < 3; i++) {
    out.push(
      rect(stepX - m(0.9) - i * m(0.3), floor0 + (plinth / 3) * i, m(1.8) + i * m(0.6), plinth / 3, tint(STONE, 0.4), {
        stroke: INK,
        "stroke-width": WEIGHT.detail,
      }),
    );
  }

  // The main block: the verandah's back wall in shade, the door and a window; the rest lime plaster.
  out.push(wall(wingX1, floor0 - gfH, mainW, gfH));
  out.push(rect(wingX1, floor0 - gfH, verandahW, gfH, LIME_SHADE));
  out.push(door(wingX1 + verandahW * 0.45 - m(0.75), floor0 - m(2.3), m(1.5), m(2.3), metre));
  const sideW = mainX1 - verandahX1;
  out.push(
    window({
      x: verandahX1 + sideW / 2 - m(0.85),
      y: floor0 - m(2.2),
      w: m(1.7),
      h: m(1.5),
      metre,
      light,
      random,
      sunshade: true,
      shutters: sideW > m(3.4),
    }),
  );
  // The verandah is in the shade of its roof; its posts cast theirs on the wall behind.
  out.push(shade(light, wingX1, floor0 - gfH, verandahW, gfH));
  const posts = [wingX1 + m(0.35), wingX1 + verandahW * 0.45 - m(1.4), wingX1 + verandahW * 0.45 + m(1.4), verandahX1 - m(0.1)];
  for (const px of posts) out.push(shade(light, px + light.side * m(0.35), floor0 - gfH + m(0.3), m(0.18), gfH - m(0.3)));
  for (const px of posts) out.push(post(px, floor0, floor0 - gfH + m(0.1), metre));
  out.push(railing(posts[0]! + m(0.1), posts[1]! - m(0.1), floor0, metre));
  out.push(railing(posts[2]! + m(0.1), posts[3]! - m(0.1), floor0, metre));

  if (storeys === 2) {
    // The upper floor sits back over a skirt of tiles round the ground floor.
    const upX0 = wingX1;
    const upX1 = mainX1 - m(0.2);
    const skirtTop = floor0 - gfH - m(0.6);
    out.push(wall(upX0, floor0 - gfH - ffH, upX1 - upX0, ffH));
    const upW = upX1 - upX0;
    const count = upW > m(9.6) ? 3 : 2;
    for (let i = 0; i < count; i++) {
      const cx = upX0 + (upW * (i + 0.5)) / count;
      out.push(
        window({ x: cx - m(0.7), y: floor0 - gfH - ffH + m(0.75), w: m(1.4), h: m(1.35), metre, light, random, sunshade: i % 2 === 0 }),
      );
    }
    out.push(
      hipRoof(defs, {
        x0: wingX1 - m(0.2),
        x1: mainX1 + m(1.0),
        eaveY: floor0 - gfH + m(0.2),
        ridgeY: skirtTop,
        hip: m(0.9),
        metre,
        light,
        wall: [wingX1, mainX1],
      }),
    );
    out.push(
      hipRoof(defs, {
        x0: upX0 - m(0.4),
        x1: upX1 + m(1.1),
        eaveY: floor0 - gfH - ffH,
        ridgeY: floor0 - gfH - ffH - m(2.3),
        hip: m(2.6),
        metre,
        light,
        wall: [upX0, upX1],
        stripped: renovating ? [upX1 - m(4.2), upX1 - m(1.6)] : undefined,
      }),
    );
  } else {
    out.push(
      hipRoof(defs, {
        x0: wingX1 - m(0.2),
        x1: mainX1 + m(1.1),
        eaveY: floor0 - gfH,
        ridgeY: floor0 - gfH - m(2.6),
        hip: m(2.6),
        metre,
        light,
        wall: [wingX1, mainX1],
        stripped: renovating ? [mainX1 - m(4.4), mainX1 - m(1.8)] : undefined,
      }),
    );
  }

  // The wing stands forward of the main block and casts its shadow on it.
  if (light.side > 0) out.push(shade(light, wingX1, top, m(1.2) * light.depth, floor0 - top));
  const wingH = floor0 - top;
  out.push(wall(wingX0, top, wingW, wingH));
  // Laterite cladding round the ground floor's window: the house's accent.
  out.push(rect(wingX0, floor0 - gfH, wingW, gfH, lateriteBlocks(defs, metre), { stroke: INK, "stroke-width": WEIGHT.outline }));
  out.push(
    window({ x: wingX0 + wingW / 2 - m(1.3), y: floor0 - m(2.35), w: m(2.6), h: m(1.75), metre, light, random, panes: 4, sunshade: true }),
  );
  if (storeys === 2) {
    out.push(rect(wingX0, floor0 - gfH - m(0.15), wingW, m(0.15), LIME, { stroke: INK, "stroke-width": WEIGHT.detail }));
    out.push(window({ x: wingX0 + wingW / 2 - m(0.9), y: top + m(0.7), w: m(1.8), h: m(1.5), metre, light, random, shutters: true }));
  }
  out.push(shade(light, wingX0, top + m(0.2), wingW, m(0.55) * light.depth));
  out.push(gable(defs, wingX0 + wingW / 2, wingW / 2 + m(0.9), top, top - m(3.0), metre, light, tint(LIME, 1)));
  out.push(
    rect(wingX0 - m(0.1), floor0, wingW + m(0.2), plinth, graniteCourses(defs, metre), { stroke: INK, "stroke-width": WEIGHT.outline }),
  );

  if (renovating) {
    out.push(scaffold(wingX0 - m(0.7), top - m(0.4), wingW + m(1.4), groundY, metre));
    out.push(heap(mainX1 + m(2.2), groundY, m(2.6), m(0.8), random));
    out.push(blockStack(x0 - m(2.8), groundY, metre, defs));
  }

  // The garden in front and people for scale.
  out.push(shrub(wingX0 + m(0.8), groundY, m(1.5), random));
  out.push(shrub(verandahX1 + m(0.8), groundY, m(1.2), random));
  out.push(shrub(mainX1 - m(0.5), groundY, m(1.6), random));
  out.push(figure(stepX + m(between(random, 2.2, 2.8)), groundY, metre, random));
  if (random() < 0.7) out.push(figure(x0 - m(1.0), groundY, metre, random));
  out.push(...groundSection(defs, 80, WIDTH - 80, groundY));
  return composeSheet(defs, [group(out)], {
    seed: options.seed,
    bare: options.bare,
    title: renovating ? "EXISTING ELEVATION - REPAIRS" : "FRONT ELEVATION",
    scale: "1:100",
    metre,
    // Levels at the side: the floors and the eave.
    annotations: ({ x, dir }) => [
      levelMark(x(mainX1 + m(2.2)), floor0, "+0.00", dir),
      levelMark(x(mainX1 + m(2.2)), floor0 - gfH, "+3.20", dir),
      ...(storeys === 2 ? [levelMark(x(mainX1 + m(2.2)), floor0 - gfH - ffH, "+6.20", dir)] : []),
    ],
  });
}
