/**
 * How hard the tests in tests/hard push. `npm test` runs the short mode so CI guards every
 * property in a few minutes; `npm run test:hard` sets HARD_MODE=long for the figures recorded
 * in docs/RELIABILITY.md.
 */
export const LONG = process.env.HARD_MODE === "long";

export const SIZES = {
  /** Generated hostile requests across the API. */
  hostileRequests: LONG ? 10_500 : 500,
  /** SIGKILLs of the server during a stream of writes. */
  kills: LONG ? 50 : 5,
  /** Seconds of readers and uploading administrators. */
  loadSeconds: LONG ? 60 : 10,
  readers: LONG ? 50 : 20,
  uploaders: LONG ? 4 : 2,
  /** Smallest and largest upload of the load test, in MB. */
  uploadMb: LONG ? ([1, 10] as const) : ([1, 3] as const),
  idleSockets: LONG ? 300 : 100,
  slowClients: LONG ? 20 : 6,
  /** Seconds of writes while a backup runs. */
  backupWrites: LONG ? 12 : 4,
} as const;

/** Prints a test's figures on one line, for docs/RELIABILITY.md. */
export function reportFigures(test: string, figures: Record<string, unknown>): void {
  console.log(`FIGURES ${test} ${JSON.stringify(figures)}`);
}
