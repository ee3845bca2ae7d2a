import { defineConfig } from "vitest/config";

// `npm run test:hard`: the long runs of tests/hard (10,000+ hostile requests, 50+ kills, a
// minute of load), one file at a time so that the load test has the machine to itself.
export default defineConfig({
  test: {
    include: ["tests/hard/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    pool: "forks",
    fileParallelism: false,
    env: { HARD_MODE: "long" },
    testTimeout: 60 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
