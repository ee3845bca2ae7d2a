/** The order of an item's stored photos in its edit form: dragged, or moved one place at a time; sent with the save. */
import { useState } from "react";

export function useImageOrder(initial: readonly string[] | undefined) {
  const [order, setOrder] = useState<string[]>(() => [...(initial ?? [])]);
  const move = (name: string, delta: -1 | 1) =>
    setOrder((current) => {
      const from = current.indexOf(name);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      next.splice(from, 1);
      next.splice(to, 0, name);
      return next;
    });
  /** A dragged photo takes the place of the one it was dropped on. */
  const place = (name: string, target: string) =>
    setOrder((current) => {
      const from = current.indexOf(name);
      const to = current.indexOf(target);
      if (from < 0 || to < 0 || from === to) return current;
      const next = [...current];
      next.splice(from, 1);
      next.splice(to, 0, name);
      return next;
    });
  const moved = JSON.stringify(order) !== JSON.stringify(initial ?? []);
  return { order, move, place, moved };
}
