import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has taken over the page, true after. Pages load
 * their scripts after the first paint (app/lib/scripts-after-paint.ts), so a form whose sending
 * needs a script keeps its button disabled until then: a tap too early would otherwise submit the
 * form natively, with its fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
