/**
 * `npm run bench:uploads`: eight phone photos saved as a project over a phone's slow line, the
 * whole files in one request beside the admin form that sends them ahead, made smaller
 * (scripts/bench/phone-uploads.ts). `npm run bench` measures it too, with the upload pipeline.
 * A benchmark, not a test: compare the two ways within one run. Writes bench/uploads.json.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { ApiClient } from "../tests/support/client";
import { measurePhoneUploads, printPhoneUploads } from "./bench/phone-uploads";
import { ADMIN, ensureBuild, startServer } from "./bench/server";

const BUILD_DIR = process.env.SITE_BUILD_DIR ?? "build-bench";
const PORT = Number(process.env.BENCH_PORT ?? 4620);

ensureBuild(BUILD_DIR);
const server = await startServer({ port: PORT, buildDir: BUILD_DIR });
try {
  const api = new ApiClient(server.base);
  const token = await api.login(ADMIN.email, ADMIN.password);
  console.log("Saving eight phone photos as a project over a slow line, two ways ...");
  const result = await measurePhoneUploads(server.base, token);
  printPhoneUploads(result);
  await mkdir("bench", { recursive: true });
  await writeFile("bench/uploads.json", `${JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2)}\n`);
} finally {
  await server.stop();
}
