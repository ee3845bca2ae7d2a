/**
 * Small helpers shared by the demo drawings: a seeded random source (so a drawing is the same on
 * every start and differs by seed), colour mixing, the SVG elements they are made of, patterns
 * (hatching and material textures) and the document wrapper.
 */

export const WIDTH = 1600;
export const HEIGHT = 1067;

export type TimeOfDay = "morning" | "noon" | "evening" | "dusk";

export type Random = () => number;

/** mulberry32: tiny, fast and good enough to vary a drawing. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

export function pick<T>(random: Random, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function parseHex(color: string): [number, number, number] {
  const hex = color.replace("#", "");
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes two #rrggbb colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * t));
}

/** Rounds coordinates so the SVG text stays short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export type Point = readonly [number, number];

export function points(list: ReadonlyArray<Point>): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

/** Extra attributes: `{ stroke: "#000", "stroke-width": 2 }`; undefined values are left out. */
export type Attrs = Record<string, string | number | undefined>;

function attrs(extra: Attrs | undefined): string {
  if (!extra) return "";
  return Object.entries(extra)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : v}"`)
    .join("");
}

export function polygon(list: ReadonlyArray<Point>, fill: string, extra?: Attrs): string {
  return `<polygon points="${points(list)}" fill="${fill}"${attrs(extra)}/>`;
}

export function polyline(list: ReadonlyArray<Point>, stroke: string, width: number, extra?: Attrs): string {
  return `<polyline points="${points(list)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${attrs(extra)}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra?: Attrs): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(extra)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra?: Attrs): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra?: Attrs): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${attrs(extra)}/>`;
}

export function path(d: string, fill: string, extra?: Attrs): string {
  return `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
}

/** Many straight strokes of one weight as one path: cheaper than as many lines. */
export function strokes(
  segments: ReadonlyArray<readonly [number, number, number, number]>,
  stroke: string,
  width: number,
  extra?: Attrs,
): string {
  if (segments.length === 0) return "";
  const d = segments.map(([x1, y1, x2, y2]) => `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`).join("");
  return path(d, "none", { stroke, "stroke-width": width, ...extra });
}

export function group(body: readonly string[], extra?: Attrs): string {
  return `<g${attrs(extra)}>${body.join("")}</g>`;
}

/** Collects definitions (gradients, patterns, clip paths) with unique ids while a drawing is built. */
export class Defs {
  private readonly items: string[] = [];
  private readonly named = new Map<string, string>();
  private count = 0;

  private nextId(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /** A gradient from top to bottom (or along the given vector); returns `url(#id)`. */
  linear(
    stops: ReadonlyArray<readonly [number, string, number?]>,
    vector: readonly [number, number, number, number] = [0, 0, 0, 1],
  ): string {
    const id = this.nextId("l");
    const [x1, y1, x2, y2] = vector;
    this.items.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map(stop).join("")}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: ReadonlyArray<readonly [number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.nextId("r");
    this.items.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.map(stop).join("")}</radialGradient>`);
    return `url(#${id})`;
  }

  /**
   * A repeating tile (user space) of `w` × `h` holding `body`, optionally turned by `angle`
   * degrees; one per `key`, so a material used twice is defined once. Returns `url(#id)`.
   */
  pattern(key: string, w: number, h: number, body: string, angle = 0): string {
    const known = this.named.get(key);
    if (known) return known;
    const id = this.nextId("p");
    const turn = angle ? ` patternTransform="rotate(${angle})"` : "";
    this.items.push(`<pattern id="${id}" width="${n(w)}" height="${n(h)}" patternUnits="userSpaceOnUse"${turn}>${body}</pattern>`);
    const url = `url(#${id})`;
    this.named.set(key, url);
    return url;
  }

  /** A clip path from shapes; returns `url(#id)`. */
  clip(shape: string): string {
    const id = this.nextId("c");
    this.items.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    return `<defs>${this.items.join("")}</defs>`;
  }
}

function stop([offset, color, opacity]: readonly [number, string, number?]): string {
  return `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`;
}

export function svgDocument(defs: Defs, body: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs.toString()}${body.join("")}</svg>`;
}
