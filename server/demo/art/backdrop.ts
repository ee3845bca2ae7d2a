/** Sky, sun, clouds, distant hills and ground: the stage every outdoor drawing stands on. */
import { between, createRandom, type Defs, ellipse, HEIGHT, lighten, mix, n, type Random, rect, type TimeOfDay, WIDTH } from "./svg";

export interface Light {
  time: TimeOfDay;
  skyTop: string;
  skyHorizon: string;
  /** Tints sunlit surfaces (white walls pick up the warm evening light). */
  sunTint: string;
  sunStrength: number;
  /** Colour of far hills; nearer layers get darker and greener. */
  haze: string;
  grass: string;
  /** Windows glow at dusk. */
  windowsLit: boolean;
  /** The sun stands left (-1) or right (1): shadows fall the other way. */
  sunSide: -1 | 1;
  sunX: number;
  sunY: number;
}

const LIGHTS: Record<TimeOfDay, Omit<Light, "time" | "sunSide" | "sunX" | "sunY">> = {
  morning: {
    skyTop: "#7fb6e0",
    skyHorizon: "#fbe3c4",
    sunTint: "#fff1d6",
    sunStrength: 0.12,
    haze: "#a9c4cf",
    grass: "#6fa64a",
    windowsLit: false,
  },
  noon: {
    skyTop: "#4f9bd9",
    skyHorizon: "#d5ecf8",
    sunTint: "#ffffff",
    sunStrength: 0,
    haze: "#9fc0cc",
    grass: "#62a043",
    windowsLit: false,
  },
  evening: {
    skyTop: "#6b8fc9",
    skyHorizon: "#fcc98f",
    sunTint: "#ffd9a8",
    sunStrength: 0.2,
    haze: "#b7a7b4",
    grass: "#6b9a40",
    windowsLit: false,
  },
  dusk: {
    skyTop: "#283c6e",
    skyHorizon: "#f0a27a",
    sunTint: "#f3b995",
    sunStrength: 0.28,
    haze: "#6e6a8c",
    grass: "#3f6b3a",
    windowsLit: true,
  },
};

export function createLight(time: TimeOfDay, random: Random): Light {
  const sunSide = random() < 0.5 ? -1 : 1;
  const high = time === "noon";
  return {
    time,
    ...LIGHTS[time],
    sunSide,
    sunX: WIDTH / 2 + sunSide * between(random, 380, 640),
    sunY: high ? between(random, 110, 170) : time === "dusk" ? between(random, 470, 520) : between(random, 250, 360),
  };
}

/** Tints a surface colour with the light of the hour. */
export function lit(color: string, light: Light): string {
  return mix(color, light.sunTint, light.sunStrength);
}

export function drawSky(defs: Defs, light: Light, random: Random, horizon: number): string[] {
  const out: string[] = [];
  const skyMid = mix(light.skyTop, light.skyHorizon, 0.55);
  out.push(
    rect(
      0,
      0,
      WIDTH,
      horizon + 40,
      defs.linear([
        [0, light.skyTop],
        [0.62, skyMid],
        [1, light.skyHorizon],
      ]),
    ),
  );
  const glow = defs.radial([
    [0, "#fff6dc", 0.95],
    [0.18, "#ffe7b0", 0.55],
    [1, "#ffe7b0", 0],
  ]);
  out.push(ellipse(light.sunX, light.sunY, 420, 420, glow));
  out.push(ellipse(light.sunX, light.sunY, 46, 46, light.time === "dusk" ? "#ffd2a1" : "#fff8e6"));
  const cloudCount = light.time === "noon" ? 5 : 4;
  for (let i = 0; i < cloudCount; i++) {
    const x = between(random, 60, WIDTH - 60);
    const y = between(random, 70, horizon * 0.55);
    out.push(drawCloud(x, y, between(random, 0.6, 1.3), light, random));
  }
  return out;
}

function drawCloud(x: number, y: number, scale: number, light: Light, random: Random): string {
  const top = light.time === "dusk" ? "#f6c6b5" : light.time === "evening" ? "#fff0e0" : "#ffffff";
  const base = light.time === "dusk" ? "#b88a9c" : mix(top, light.skyTop, 0.25);
  const puffs: string[] = [];
  const count = 4 + Math.floor(random() * 3);
  const width = 190 * scale;
  puffs.push(rect(x - width / 2, y - 10 * scale, width, 26 * scale, base, `rx="${n(13 * scale)}" opacity="0.85"`));
  for (let i = 0; i < count; i++) {
    const px = x - width / 2 + 25 * scale + (i / (count - 1)) * (width - 50 * scale);
    const r = (22 + random() * 30) * scale * (1 - Math.abs(i / (count - 1) - 0.5));
    puffs.push(ellipse(px, y - r * 0.35, r + 14 * scale, r + 8 * scale, top, 'opacity="0.92"'));
  }
  return `<g opacity="${light.time === "noon" ? 0.95 : 0.85}">${puffs.join("")}</g>`;
}

/** Rolling hills in layers, paler with distance (Kerala's Western Ghats behind the town). */
export function drawHills(defs: Defs, light: Light, seed: number, horizon: number, layers = 3): string[] {
  const random = createRandom(seed * 31 + 7);
  const out: string[] = [];
  for (let layer = 0; layer < layers; layer++) {
    const depth = layer / Math.max(1, layers - 1);
    const color = mix(lighten(light.haze, 0.15), mix(light.grass, "#2d4a2c", 0.35), depth * 0.75);
    const base = horizon - 150 + layer * 55;
    const amplitude = 70 - layer * 12;
    const steps = 9;
    const pts: string[] = [`M0 ${n(horizon + 60)}`, `L0 ${n(base)}`];
    let prevX = 0;
    let prevY = base;
    for (let i = 1; i <= steps; i++) {
      const x = (i / steps) * WIDTH;
      const y = base - amplitude * (0.3 + random() * 0.9) + layer * 10;
      const cx = (prevX + x) / 2;
      pts.push(`Q${n(cx)} ${n(Math.min(prevY, y) - amplitude * 0.5 * random())} ${n(x)} ${n(y)}`);
      prevX = x;
      prevY = y;
    }
    pts.push(`L${WIDTH} ${n(horizon + 60)} Z`);
    out.push(
      `<path d="${pts.join(" ")}" fill="${defs.linear([
        [0, color],
        [1, mix(color, light.haze, 0.4)],
      ])}"/>`,
    );
  }
  return out;
}

/** Far tree line: soft round crowns and palm tops, a band of green just above the horizon. */
export function drawTreeLine(light: Light, random: Random, horizon: number): string[] {
  const color = mix(mix(light.grass, "#23402a", 0.45), light.haze, 0.35);
  const out: string[] = [];
  for (let x = -40; x < WIDTH + 40; x += between(random, 30, 60)) {
    const r = between(random, 22, 46);
    out.push(ellipse(x, horizon - r * 0.4, r * 1.2, r, color));
  }
  out.push(rect(0, horizon - 12, WIDTH, 40, color));
  return out;
}

/** Lawn from the horizon to the viewer: mown bands widen towards the front, tufts near it. */
export function drawGround(defs: Defs, light: Light, horizon: number, random?: Random): string[] {
  const near = mix(light.grass, "#2f5a2a", 0.25);
  const out = [
    rect(
      0,
      horizon,
      WIDTH,
      HEIGHT - horizon,
      defs.linear([
        [0, mix(light.grass, light.haze, 0.3)],
        [1, near],
      ]),
    ),
  ];
  let y = horizon + 30;
  for (let band = 0; y < HEIGHT; band++) {
    const h = 14 + (y - horizon) * 0.18;
    if (band % 2 === 0) out.push(rect(0, y, WIDTH, h, "#ffffff", 'opacity="0.05"'));
    y += h;
  }
  if (random) {
    const tufts: string[] = [];
    for (let i = 0; i < 70; i++) {
      const x = between(random, 0, WIDTH);
      const ty = between(random, horizon + 120, HEIGHT);
      const size = 6 + ((ty - horizon) / (HEIGHT - horizon)) * 14;
      tufts.push(
        `M${n(x - size * 0.5)} ${n(ty)} l${n(-size * 0.3)} ${n(-size)} M${n(x)} ${n(ty)} l0 ${n(-size * 1.2)} M${n(x + size * 0.5)} ${n(ty)} l${n(size * 0.3)} ${n(-size)}`,
      );
    }
    out.push(
      `<path d="${tufts.join(" ")}" stroke="${mix(near, "#1f3d1c", 0.35)}" stroke-width="2.5" stroke-linecap="round" opacity="0.55"/>`,
    );
  }
  return out;
}
