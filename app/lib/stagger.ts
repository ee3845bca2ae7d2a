/**
 * The cards' stagger (0.05 s apart in the gallery, 0.1 s in projects; docs/decisions/012), for the cards
 * that come into view: a card carries `data-rise` with its list's step, and the site's behaviours
 * (islands/site-behaviour.ts, riseIntoView) make it rise as it is scrolled into view, the cards
 * that come into view together one after another. The cards on the screen as the page opens are
 * simply there: nothing animates while a budget phone is still drawing the page, which is when
 * its one core can least spare a frame (docs/PERFORMANCE.md). Without JavaScript, or when the
 * visitor has asked for reduced motion, every card is simply there.
 */

/** How far apart the gallery's and the projects' cards rise, in seconds. */
export const STAGGER_STEP = { gallery: 0.05, projects: 0.1 } as const;

/** The delay stops growing after a screenful of cards, so the last of many does not wait seconds to appear. */
const MAX_STAGGERED = 12;

/** The attribute that marks a card that rises into view, with its list's step in seconds. */
export function riseAttributes(step: number): { "data-rise": string } {
  return { "data-rise": String(step) };
}

/** The delay of the `position`-th card of the cards that came into view together. */
export function riseDelay(position: number, step: number): string {
  return `${(Math.min(position, MAX_STAGGERED) * step).toFixed(2)}s`;
}
