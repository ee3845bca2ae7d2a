/**
 * The site's material palette (laterite, teak, lime plaster, monsoon green, stone, ink on paper):
 * the drawings use these colours and their tints only, so that they sit with the pages around them.
 */
import { mix } from "./svg";

export const LATERITE = "#b4532a";
export const LATERITE_DARK = "#8a3a1c";
export const TEAK = "#7b4a2a";
export const TEAK_DARK = "#4e2f1b";
export const LIME = "#f3ede2";
export const LIME_SHADE = "#e4dac8";
export const GREEN = "#2e5a45";
export const GREEN_LIGHT = "#6f8f72";
export const STONE = "#8c8a80";
export const INK = "#1f2421";
export const PAPER = "#f7f3ea";

/** A colour washed out towards the paper, as a watercolour tint: t = 0 is the paper. */
export function tint(color: string, t: number): string {
  return mix(PAPER, color, t);
}

/** Line weights at the drawings' 1600 px: the cut, outlines, details and hatching. */
export const WEIGHT = { cut: 4.2, outline: 2.4, detail: 1.4, hatch: 0.9 } as const;
