#!/usr/bin/env node
// `npm start`: the production server. It builds first when there is no build, or when the
// app's sources are newer than the build (a fresh clone, or a pull).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// The islands' manifest is written last by `npm run build` (React Router's build, then the islands').
const stamp = `${process.env.SITE_BUILD_DIR ?? "build"}/islands.json`;

/** The latest change under a folder, or of a file. */
function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

// Everything the build reads: the app, the domain, and the build's own configuration.
const sources = Math.max(
  ...[
    "app",
    "domain",
    "vite",
    "vite.config.ts",
    "react-router.config.ts",
    "package.json",
    "scripts/build-islands.ts",
    "scripts/messages.ts",
  ].map(newest),
);
if (!existsSync(stamp) || statSync(stamp).mtimeMs < sources) {
  console.log("Building the site (this happens once after install or an update)...");
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  // Two malloc arenas keep the memory that image processing returns from being held per thread.
  env: { MALLOC_ARENA_MAX: "2", ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
