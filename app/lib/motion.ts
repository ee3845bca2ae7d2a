/** Motion that respects the visitor's "reduce motion" setting (WCAG 2.3.3). */

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Brings a list into view after a filter changes: smoothly, or at once under reduced motion. */
export function scrollToElement(element: HTMLElement | null): void {
  element?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
}

/** Scrolls to the top, smoothly unless the visitor asked for reduced motion. */
export function scrollToTopSmoothly(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
}
