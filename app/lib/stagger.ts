/**
 * The card stagger of SPEC §9 (0.05 s apart in the gallery, 0.1 s in projects). The animation
 * runs only when the visitor has not asked for reduced motion; the delay stops growing after a
 * screenful of cards, so the hundredth photo does not wait five seconds to appear.
 */
import type { CSSProperties } from "react";

export const STAGGER_CLASS = "motion-safe:animate-[card-rise_0.45s_ease-out_both]";

const MAX_STAGGERED = 12;

export function getStaggerStyle(index: number, stepSeconds: number): CSSProperties {
  return { animationDelay: `${(Math.min(index, MAX_STAGGERED) * stepSeconds).toFixed(2)}s` };
}
