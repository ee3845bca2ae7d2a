/** A living room in soft daylight: teak floor, a sofa, a low table, plants and tall windows. */
import { drawShrub } from "./plants";
import { between, createRandom, darken, Defs, HEIGHT, lighten, line, mix, pick, rect, svgDocument, WIDTH } from "./svg";

const WALLS = ["#f1ebe2", "#e8efe9", "#f3e6da", "#e6e9f0"] as const;
const SOFAS = ["#2f5d62", "#a35d44", "#5b6d8a", "#7b6a4f"] as const;

export function drawInterior(seed: number): string {
  const random = createRandom(seed);
  const defs = new Defs();
  const wall = pick(random, WALLS);
  const sofa = pick(random, SOFAS);
  const floorY = 720;
  const out: string[] = [];
  out.push(rect(0, 0, WIDTH, floorY, defs.linear([[0, lighten(wall, 0.2)], [1, wall]])));
  out.push(rect(0, floorY, WIDTH, HEIGHT - floorY, defs.linear([[0, "#a8713f"], [1, "#7d4f2a"]])));
  for (let x = -200; x < WIDTH + 200; x += 120) out.push(line(x, floorY, x + (x - WIDTH / 2) * 0.5, HEIGHT, darken("#a8713f", 0.15), 2));
  // Tall windows with a green view
  const windows = 2 + Math.floor(random() * 2);
  const winW = 230;
  const start = between(random, 120, 260);
  for (let i = 0; i < windows; i++) {
    const x = start + i * (winW + 70);
    out.push(rect(x - 12, 108, winW + 24, 500, "#6b4a2e"));
    out.push(rect(x, 120, winW, 476, defs.linear([[0, "#bfe0f2"], [0.7, "#e8f4e0"], [1, "#9fc98a"]])));
    out.push(drawShrub(defs, random, x + winW / 2, 600, winW * 0.9, "#5f9a48"));
    out.push(line(x + winW / 2, 120, x + winW / 2, 596, "#6b4a2e", 8), line(x, 330, x + winW, 330, "#6b4a2e", 6));
    out.push(rect(x - 30, 100, 36, 540, mix(wall, "#ffffff", 0.5), 'opacity="0.9"'));
  }
  // Light falling on the floor
  out.push(`<polygon points="${start},${floorY} ${start + windows * 300},${floorY} ${start + windows * 300 + 260},${HEIGHT} ${start + 180},${HEIGHT}" fill="#fff3d6" opacity="0.25"/>`);
  // Sofa
  const sx = between(random, 760, 900);
  out.push(defs.shadow(sx + 280, 860, 330, 26, 0.35));
  out.push(rect(sx, 600, 560, 150, sofa, 'rx="28"'));
  out.push(rect(sx + 30, 700, 500, 110, lighten(sofa, 0.12), 'rx="18"'));
  out.push(rect(sx - 20, 660, 70, 170, darken(sofa, 0.12), 'rx="24"'), rect(sx + 510, 660, 70, 170, darken(sofa, 0.12), 'rx="24"'));
  for (let i = 0; i < 3; i++) out.push(rect(sx + 60 + i * 150, 640, 120, 80, i === 1 ? "#e8c170" : lighten(sofa, 0.3), 'rx="16"'));
  // Low table, a rug, a lamp and a plant
  out.push(`<ellipse cx="${sx + 230}" cy="${930}" rx="380" ry="70" fill="${mix(wall, "#c9a27a", 0.5)}" opacity="0.85"/>`);
  out.push(rect(sx + 80, 880, 300, 22, "#6b4a2e", 'rx="6"'), rect(sx + 100, 900, 12, 50, "#5a3d25"), rect(sx + 350, 900, 12, 50, "#5a3d25"));
  out.push(rect(sx + 180, 860, 60, 22, "#f4f0e8", 'rx="4"'));
  const lampX = sx + 640;
  out.push(line(lampX, 480, lampX, 830, "#2f2f33", 5), `<path d="M${lampX - 60} 480 L${lampX + 60} 480 L${lampX + 40} 410 L${lampX - 40} 410 Z" fill="#f6e2b3"/>`);
  out.push(`<ellipse cx="${lampX}" cy="480" rx="160" ry="90" fill="#fff1c9" opacity="0.25"/>`);
  out.push(rect(120, 760, 90, 90, "#b3623f", 'rx="10"'), drawShrub(defs, random, 165, 770, 170, "#4d8a3c"));
  // A framed drawing on the wall
  out.push(rect(sx + 150, 300, 260, 170, "#6b4a2e"), rect(sx + 162, 312, 236, 146, "#f7f2e8"));
  out.push(`<path d="M${sx + 180} 440 L${sx + 250} 360 L${sx + 300} 410 L${sx + 340} 370 L${sx + 380} 440 Z" fill="#a92e1f" opacity="0.8"/>`);
  return svgDocument(defs, out);
}
