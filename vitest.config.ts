import { defineConfig } from "vitest/config";

// Unit and API tests, and the short mode of the hard tests (tests/hard; `npm run test:hard` runs
// them long). API tests start the real server on a free port with a temporary DATA_DIR.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "tests/hard/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
