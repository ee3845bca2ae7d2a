/**
 * Runs the real upload pipeline (`processUpload`) on one JPEG several times in a process of its
 * own, so that its peak memory (VmHWM) is the pipeline's and nothing else's. Prints one JSON line.
 *
 *   node --import tsx scripts/bench/process-photo.ts <file.jpg> <runs>
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { processUpload } from "../../server/media/process";

async function memoryKb(field: "VmRSS" | "VmHWM"): Promise<number> {
  const status = await readFile("/proc/self/status", "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

async function main() {
  const [file, runsArg = "3"] = process.argv.slice(2);
  if (!file) throw new Error("usage: process-photo.ts <file.jpg> <runs>");
  const data = await readFile(file);
  const sha256 = createHash("sha256").update(data).digest("hex");
  const baselineKb = await memoryKb("VmRSS");
  const seconds: number[] = [];
  let variants: Array<{ name: string; bytes: number }> = [];
  for (let i = 0; i < Number(runsArg); i++) {
    const started = performance.now();
    const image = await processUpload({ path: file, field: "gallery", clientName: "photo.jpg", bytes: data.length, sha256, format: "jpeg" });
    seconds.push((performance.now() - started) / 1000);
    variants = image.files.map((f) => ({ name: f.name, bytes: f.data.length }));
  }
  const peakKb = await memoryKb("VmHWM");
  process.stdout.write(`${JSON.stringify({ seconds, baselineMb: baselineKb / 1024, peakMb: peakKb / 1024, variants })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
