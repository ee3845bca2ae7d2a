/**
 * A message of the catalogue with elements where its values go ("<strong>Devi</strong> saved the
 * project <a>Villa at Kowdiar</a>"): each language orders the sentence its own way (docs/product.md
 * §11), and the elements follow. The message is asked with a mark for each element, then cut there.
 */
import { Fragment, type ReactNode } from "react";

const MARK = "\u0001";

export function richMessage<K extends string>(parts: Record<K, ReactNode>, message: (marks: Record<K, string>) => string): ReactNode {
  const names = Object.keys(parts) as K[];
  const marks = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])) as Record<K, string>;
  const pieces = message(marks).split(MARK);
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 1 && Object.hasOwn(parts, piece) ? <Fragment key={index}>{parts[piece as K]}</Fragment> : piece,
      )}
    </>
  );
}
