/**
 * The order of an item's photos in its form (docs/product.md §4, §7): those stored and those newly
 * chosen, one list, dragged or moved one place at a time before any save; sent with the save. A
 * photo chosen later joins the end; one removed leaves its place.
 */
import { useState } from "react";

/** `present`: the photos in the list now, stored first then chosen, by their key. */
export function useImageOrder(initial: readonly string[] | undefined, present: readonly string[]) {
  const [placed, setPlaced] = useState<string[]>(() => [...(initial ?? [])]);
  const here = new Set(present);
  const known = new Set(placed);
  const order = [...placed.filter((key) => here.has(key)), ...present.filter((key) => !known.has(key))];
  const reorder = (from: number, to: number) => {
    if (from < 0 || to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [key] = next.splice(from, 1);
    next.splice(to, 0, key!);
    setPlaced(next);
  };
  const move = (key: string, delta: -1 | 1) => reorder(order.indexOf(key), order.indexOf(key) + delta);
  /** A dragged photo takes the place of the one it was dropped on. */
  const place = (key: string, target: string) => reorder(order.indexOf(key), order.indexOf(target));
  const stored = order.filter((key) => initial?.includes(key));
  const moved = JSON.stringify(stored) !== JSON.stringify((initial ?? []).filter((key) => here.has(key)));
  return { order, move, place, moved };
}
