/**
 * What must never appear in an answer (docs/architecture.md §11.4): stack traces, SQL text or SQLite error codes,
 * file-system paths. Generated input is kept free of these patterns, so a match is a leak and
 * never an echo of the request.
 */
const LEAKS: Array<[string, RegExp]> = [
  ["a stack frame", /\n\s+at |\bat (?:async )?[\w$.<>]+ \(|\bat (?:file|node):/],
  ["an error class name", /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|SqliteError)\b/],
  ["SQLite", /sqlite/i],
  ["SQL text", /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.*\b(?:FROM|VALUES|SET|WHERE)\b|no such (?:table|column)|constraint failed/i],
  ["a temporary path", /\/tmp\//],
  ["a module path", /node_modules/],
  ["a source path", /\/work\/|\/root\/|\/home\/|\/usr\/|file:\/\/|\.tsx?:\d+/],
];

/** The kind of leak found in `text`, or null. */
export function findLeak(text: string): string | null {
  for (const [kind, pattern] of LEAKS) if (pattern.test(text)) return kind;
  return null;
}

/**
 * Keeps generated text free of what findLeak looks for, also once the server has dropped its
 * control characters (it does so before naming a file in a message).
 */
export function isLeakFree(text: string): boolean {
  const printable = [...text].filter((c) => c >= " " && c !== "\u007f").join("");
  return findLeak(text) === null && findLeak(printable) === null;
}
