/**
 * Upload processing: seconds per 12-megapixel photo through the real pipeline (in a process of
 * its own on the server's core), and the server's peak memory while ten 20 MB uploads arrive at
 * once through the HTTP API.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { formData, type ApiClient } from "../../tests/support/client";
import { makeNoiseJpeg, makePhoto } from "./photo";
import { readMemoryKb, resetPeakMemory, SERVER_CPU } from "./server";

export interface PipelineResult {
  file: string;
  fileMb: number;
  /** Each run; the first also pays for libvips starting. */
  seconds: number[];
  medianWarmSeconds: number;
  baselineMb: number;
  peakMb: number;
  variants: Array<{ name: string; bytes: number }>;
}

export interface ConcurrentUploadResult {
  uploads: number;
  fileMb: number;
  totalSeconds: number;
  slowestSeconds: number;
  statuses: number[];
  rssBeforeMb: number;
  peakRssMb: number;
  rssAfterMb: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * A 4000×3000 JPEG through `processUpload`, `runs` times: photo-like (what phones send), or
 * white noise at the highest quality under 12 MB (the worst case for decoding and encoding).
 */
export async function measurePipeline(kind: "photo" | "noise", runs = 4): Promise<PipelineResult> {
  const dir = await mkdtemp(path.join(tmpdir(), "site-bench-photo-"));
  try {
    const photo = kind === "photo" ? await makePhoto(4000, 3000, 12) : await makeNoiseJpeg(4000, 3000, 12 * 1024 * 1024, 12);
    const file = path.join(dir, "photo-12mp.jpg");
    await writeFile(file, photo);
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn("taskset", ["-c", SERVER_CPU, process.execPath, "--import", "tsx", "scripts/bench/process-photo.ts", file, String(runs)], {
        env: { ...process.env, MALLOC_ARENA_MAX: "2" },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`process-photo exited ${code}`))));
    });
    const result = JSON.parse(out.trim()) as Pick<PipelineResult, "seconds" | "baselineMb" | "peakMb" | "variants">;
    return {
      file: kind === "photo" ? "4000×3000 JPEG, photo-like" : "4000×3000 JPEG of noise",
      fileMb: photo.length / 1024 / 1024,
      ...result,
      medianWarmSeconds: median(result.seconds.slice(1)),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Ten 20 MB JPEGs of noise (the worst case) posted at once, each as a new gallery item. */
export async function measureConcurrentUploads(api: ApiClient, pid: number, count = 10): Promise<ConcurrentUploadResult> {
  const jpeg = await makeNoiseJpeg(5200, 3900, 20 * 1024 * 1024, 20);
  await new Promise((r) => setTimeout(r, 500));
  const rssBefore = await readMemoryKb(pid, "VmRSS");
  await resetPeakMemory(pid);
  let sampled = rssBefore;
  const sampler = setInterval(() => {
    void readMemoryKb(pid, "VmRSS").then((kb) => (sampled = Math.max(sampled, kb)), () => undefined);
  }, 10);
  const started = performance.now();
  const durations: number[] = [];
  const statuses = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const data = Buffer.concat([jpeg, Buffer.from([i + 1])]);
      const response = await api.request("POST", "/api/gallery-upload", formData({ title: `Big upload ${i + 1}`, gallery: { name: `big-${i + 1}.jpg`, data } }));
      await response.arrayBuffer();
      durations.push((performance.now() - started) / 1000);
      return response.status;
    }),
  );
  const totalSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peak = Math.max(sampled, await readMemoryKb(pid, "VmHWM"));
  await new Promise((r) => setTimeout(r, 1000));
  const rssAfter = await readMemoryKb(pid, "VmRSS");
  return {
    uploads: count,
    fileMb: jpeg.length / 1024 / 1024,
    totalSeconds,
    slowestSeconds: Math.max(...durations),
    statuses,
    rssBeforeMb: rssBefore / 1024,
    peakRssMb: peak / 1024,
    rssAfterMb: rssAfter / 1024,
  };
}
