/**
 * How many enquiries are new (not opened yet), for the phone's tab bar: asked when the admin area
 * opens, on each move within it, and every minute while the page is in view, so the owner sees one
 * arrive without opening the inbox. Unknown (null) until answered, if the inbox cannot be read, or
 * when the person's role has no inbox (`enabled` false).
 */
import { useEffect, useState } from "react";
import { apiGet } from "../../lib/api-client";

const EVERY_MS = 60_000;

export function useNewEnquiries(pathname: string, enabled = true): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const ask = () => {
      if (document.visibilityState !== "visible") return;
      apiGet<{ counts: { new: number } }>("/api/enquiries?limit=1").then(
        ({ counts }) => live && setCount(counts.new),
        () => undefined,
      );
    };
    ask();
    const timer = window.setInterval(ask, EVERY_MS);
    document.addEventListener("visibilitychange", ask);
    return () => {
      live = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", ask);
    };
  }, [pathname, enabled]);
  return enabled ? count : null;
}
