/**
 * Single-stroke capitals and figures, as an architect letters a drawing by hand: drawn as paths,
 * so the pictures need no font and look the same on every server.
 */
import { n, path } from "./svg";

/** Each glyph: polylines on a 4 × 6 grid (x to the right, y down), as flat lists of x, y. */
const GLYPHS: Record<string, number[][]> = {
  A: [
    [0, 6, 0, 1.5, 1.5, 0, 2.5, 0, 4, 1.5, 4, 6],
    [0, 3.5, 4, 3.5],
  ],
  B: [[0, 3, 3, 3, 4, 4, 4, 5, 3, 6, 0, 6, 0, 0, 3, 0, 4, 1, 4, 2, 3, 3]],
  C: [[4, 1, 3, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5]],
  D: [[0, 0, 0, 6, 2.5, 6, 4, 4.5, 4, 1.5, 2.5, 0, 0, 0]],
  E: [
    [4, 0, 0, 0, 0, 6, 4, 6],
    [0, 3, 3, 3],
  ],
  F: [
    [4, 0, 0, 0, 0, 6],
    [0, 3, 3, 3],
  ],
  G: [[4, 1, 3, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5, 4, 3.5, 2.5, 3.5]],
  H: [
    [0, 0, 0, 6],
    [4, 0, 4, 6],
    [0, 3, 4, 3],
  ],
  I: [
    [2, 0, 2, 6],
    [1, 0, 3, 0],
    [1, 6, 3, 6],
  ],
  J: [[4, 0, 4, 5, 3, 6, 1, 6, 0, 5]],
  K: [
    [0, 0, 0, 6],
    [4, 0, 0, 4],
    [1.5, 2.5, 4, 6],
  ],
  L: [[0, 0, 0, 6, 4, 6]],
  M: [[0, 6, 0, 0, 2, 3.5, 4, 0, 4, 6]],
  N: [[0, 6, 0, 0, 4, 6, 4, 0]],
  O: [[1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 1, 6, 0, 5, 0, 1, 1, 0]],
  P: [[0, 6, 0, 0, 3, 0, 4, 1, 4, 2, 3, 3, 0, 3]],
  Q: [
    [1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 1, 6, 0, 5, 0, 1, 1, 0],
    [2.5, 4.5, 4, 6.3],
  ],
  R: [
    [0, 6, 0, 0, 3, 0, 4, 1, 4, 2, 3, 3, 0, 3],
    [2, 3, 4, 6],
  ],
  S: [[4, 1, 3, 0, 1, 0, 0, 1, 0, 2, 1, 3, 3, 3, 4, 4, 4, 5, 3, 6, 1, 6, 0, 5]],
  T: [
    [0, 0, 4, 0],
    [2, 0, 2, 6],
  ],
  U: [[0, 0, 0, 5, 1, 6, 3, 6, 4, 5, 4, 0]],
  V: [[0, 0, 2, 6, 4, 0]],
  W: [[0, 0, 1, 6, 2, 2.5, 3, 6, 4, 0]],
  X: [
    [0, 0, 4, 6],
    [4, 0, 0, 6],
  ],
  Y: [
    [0, 0, 2, 3, 4, 0],
    [2, 3, 2, 6],
  ],
  Z: [[0, 0, 4, 0, 0, 6, 4, 6]],
  "0": [[1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 1, 6, 0, 5, 0, 1, 1, 0]],
  "1": [
    [1, 1, 2, 0, 2, 6],
    [1, 6, 3, 6],
  ],
  "2": [[0, 1, 1, 0, 3, 0, 4, 1, 4, 2, 0, 6, 4, 6]],
  "3": [
    [0, 1, 1, 0, 3, 0, 4, 1, 4, 2, 3, 3, 4, 4, 4, 5, 3, 6, 1, 6, 0, 5],
    [1.5, 3, 3, 3],
  ],
  "4": [[3, 6, 3, 0, 0, 4, 4, 4]],
  "5": [[4, 0, 0, 0, 0, 3, 3, 3, 4, 4, 4, 5, 3, 6, 0, 6]],
  "6": [[3.5, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5, 4, 4, 3, 3, 0, 3]],
  "7": [[0, 0, 4, 0, 1.5, 6]],
  "8": [[1, 3, 0, 2, 0, 1, 1, 0, 3, 0, 4, 1, 4, 2, 3, 3, 1, 3, 0, 4, 0, 5, 1, 6, 3, 6, 4, 5, 4, 4, 3, 3]],
  "9": [[4, 3, 1, 3, 0, 2, 0, 1, 1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 0.5, 6]],
  ":": [
    [2, 1.9, 2, 2.1],
    [2, 4.9, 2, 5.1],
  ],
  "-": [[1, 3, 3, 3]],
  "+": [
    [0.5, 3, 3.5, 3],
    [2, 1.5, 2, 4.5],
  ],
  ".": [[2, 5.9, 2, 6]],
  "/": [[0, 6, 4, 0]],
  "'": [[2, 0, 2, 1.5]],
};

const ADVANCE = 5.4;
const SPACE = 3.6;

/** The width of `text` at cap height `size`. */
export function textWidth(text: string, size: number): number {
  const unit = size / 6;
  let width = 0;
  for (const char of text) width += (GLYPHS[char] ? ADVANCE : SPACE) * unit;
  return Math.max(0, width - 1.4 * unit);
}

export interface LetteringOptions {
  size: number;
  color: string;
  /** Stroke weight; a tenth of the size unless given. */
  weight?: number;
  anchor?: "start" | "middle" | "end";
  /** Lettering of the sheet's title block (board.ts), which keeps to the middle of the sheet. */
  title?: boolean;
}

/** `text` in capitals with its baseline at `y`; unknown characters leave a space. */
export function lettering(text: string, x: number, y: number, o: LetteringOptions): string {
  const unit = o.size / 6;
  const width = textWidth(text, o.size);
  let cursor = o.anchor === "middle" ? x - width / 2 : o.anchor === "end" ? x - width : x;
  const top = y - o.size;
  const d: string[] = [];
  for (const char of text.toUpperCase()) {
    const glyph = GLYPHS[char];
    if (glyph) {
      for (const stroke of glyph) {
        const parts: string[] = [];
        for (let i = 0; i + 1 < stroke.length; i += 2) {
          parts.push(`${i === 0 ? "M" : "L"}${n(cursor + (stroke[i] ?? 0) * unit)} ${n(top + (stroke[i + 1] ?? 0) * unit)}`);
        }
        d.push(parts.join(""));
      }
    }
    cursor += (glyph ? ADVANCE : SPACE) * unit;
  }
  // Marked, so that where the sheet's words fall can be checked against the crops they must survive (board.ts).
  return path(d.join(""), "none", {
    class: o.title ? "lettering title" : "lettering",
    stroke: o.color,
    "stroke-width": o.weight ?? Math.max(0.8, o.size / 10),
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
}
