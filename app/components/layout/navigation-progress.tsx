import { useNavigation } from "react-router";

/**
 * While the next page's data loads on a client navigation, a thin bar runs along the top and
 * screen readers hear that the page is loading (the current page stays readable meanwhile).
 */
export function NavigationProgress() {
  const loading = useNavigation().state === "loading";
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!loading}
      className={`fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden transition-opacity duration-200 ${loading ? "opacity-100" : "pointer-events-none opacity-0"}`}
    >
      <div
        className={`h-full w-1/3 rounded-full bg-brand-600 ${loading ? "motion-safe:animate-[nav-progress_1.1s_ease-in-out_infinite]" : ""}`}
      />
    </div>
  );
}
