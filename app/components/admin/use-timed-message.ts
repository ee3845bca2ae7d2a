/** A message that clears itself after docs/product.md §9's 3 seconds (duplicates skipped, image removed). */
import { useCallback, useEffect, useRef, useState } from "react";

export const MESSAGE_CLEAR_MS = 3000;

export function useTimedMessage(duration = MESSAGE_CLEAR_MS): [string | null, (text: string) => void] {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setText(next);
      timer.current = setTimeout(() => setText(null), duration);
    },
    [duration],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return [text, show];
}
