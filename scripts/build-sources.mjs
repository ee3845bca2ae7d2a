/**
 * What `npm run build` reads: a build older than the newest of these is out of date. Read by
 * `npm start` (scripts/start.mjs) and the benchmarks (scripts/bench/server.ts), which build first
 * when it is.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_SOURCES = [
  "app",
  "domain",
  "vite",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  "scripts/compress-assets.mjs",
  "scripts/build-islands.ts",
  "scripts/messages.ts",
];

/** The latest change under a folder, or of a file. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

/** When what the build reads last changed (ms since the epoch). */
export function latestSourceChange() {
  return Math.max(...BUILD_SOURCES.map(newest));
}
