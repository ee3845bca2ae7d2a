/**
 * A test fails when anything calls console.error (as Epic Stack's setup-test-env.ts does): an
 * error nobody asserted on is a bug hiding in the output.
 */
import { afterEach, beforeEach, expect, vi } from "vitest";

let seen: unknown[][] = [];

beforeEach(() => {
  seen = [];
  const original = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    seen.push(args);
    original(...args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(
    seen.map((args) => args.map(String).join(" ").slice(0, 300)),
    "console.error was called",
  ).toEqual([]);
});
