#!/usr/bin/env node
// `npm start`: the production server. It builds first when there is no build, or when the
// app's sources are newer than the build (a fresh clone, or a pull).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { latestSourceChange } from "./build-sources.mjs";

// The islands' manifest is written last by `npm run build` (React Router's build, then the islands').
const stamp = `${process.env.SITE_BUILD_DIR ?? "build"}/islands.json`;

// Everything the build reads: the app, the domain, and the build's own configuration.
const sources = latestSourceChange();
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
