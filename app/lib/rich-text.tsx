/**
 * A message with elements in it: a link in a sentence, a reference in bold. The message is called
 * with `slot(name)` for each element's placeholder, and `richText` puts the elements where the
 * language put them, so that each language keeps its own word order.
 */
import { Fragment, type ReactNode } from "react";

const MARK = "\u0000";

/** What a message is given for a placeholder an element takes. */
export function slot(name: string): string {
  return `${MARK}${name}${MARK}`;
}

/**
 * The text of a message called with `slot(...)`, with the elements in their places. `spaced`: a
 * space beside an element is a text of its own, as JSX writes `{" "}` (the page's HTML as it was).
 */
export function richText(text: string, elements: Record<string, ReactNode>, spaced = false): ReactNode[] {
  const parts: ReactNode[] = [];
  const push = (part: string) => {
    if (part !== "") parts.push(part);
  };
  text.split(MARK).forEach((part, i, all) => {
    if (i % 2 === 1) {
      parts.push(<Fragment key={i}>{elements[part]}</Fragment>);
      return;
    }
    if (!spaced) return push(part);
    const before = i > 0 && part.startsWith(" ");
    const after = i < all.length - 1 && part.endsWith(" ");
    const core = part.slice(before ? 1 : 0, after ? -1 : undefined);
    if (before) parts.push(" ");
    push(core);
    if (after && core !== "") parts.push(" ");
  });
  return parts;
}
