import { useCallback, useSyncExternalStore } from "react";

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange, { passive: true });
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

/**
 * Whether the window is scrolled further than `threshold` px (SPEC §9: 50 px for the header,
 * 300 px for the scroll-to-top button). The server render is always "at the top".
 */
export function useScrolledPast(threshold: number): boolean {
  const read = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, read, () => false);
}

/** Scrolls to the top, smoothly unless the visitor asked for reduced motion. */
export function scrollToTopSmoothly(): void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
}
