/**
 * A finished project with eight phone photos (12 MP each) saved over a phone's slow line, two
 * ways, in one run (docs/architecture.md §10, docs/api.md "Uploads"):
 *
 * - "one request": the whole files in one multipart save, the cover a ninth file (the API call
 *   of docs/product.md §7, and what the admin form sent before photos went ahead);
 * - "the admin form": the form as the owner uses it in Chromium at a phone's size, each photo
 *   made smaller on the phone and sent resumably as it is chosen, the cover starred, one save.
 *
 * Both go through a proxy that is the phone's line: 1.6 Mbit/s up, 10 Mbit/s down, 150 ms round
 * trip, one link shared by every connection; it counts the bytes each way. The time is from the
 * photos being chosen to the project saved. The browser's processor is not slowed: making the
 * photos smaller costs a real phone more than it costs here.
 */
import net from "node:net";
import { chromium } from "@playwright/test";
import { makePhoto } from "./photo";
import { CHROMIUM, CHROMIUM_ARGS } from "./page-bytes";

export interface PhoneUploadRun {
  way: "one request" | "the admin form";
  photos: number;
  /** Bytes from the phone to the site while saving, headers and all. */
  bytesUp: number;
  seconds: number;
  saved: boolean;
  /** How the save was answered: an HTTP status, or why there was none. */
  answer: string;
}

export interface PhoneUploadResult {
  line: { upMbit: number; downMbit: number; rttMs: number };
  photoMb: number;
  runs: PhoneUploadRun[];
}

const LINE = { upMbit: 1.6, downMbit: 10, rttMs: 150 };
const PHOTOS = 8;

/**
 * One direction of the line: bytes leave one after another at `bytesPerSecond` (one link for every
 * connection), and arrive `delayMs` later, in the order they were sent.
 */
function direction(bytesPerSecond: number, delayMs: number, counted: (bytes: number) => void) {
  let busyUntil = 0;
  return (from: net.Socket, to: net.Socket) => {
    const queue: Array<{ chunk: Buffer | null; due: number }> = [];
    let queued = 0;
    let timer: NodeJS.Timeout | null = null;
    const deliver = () => {
      timer = null;
      const now = performance.now();
      while (queue.length > 0 && queue[0]!.due <= now) {
        const { chunk } = queue.shift()!;
        if (chunk === null) to.end();
        else {
          queued -= chunk.length;
          if (!to.destroyed) to.write(chunk);
        }
      }
      // What the line has not carried yet stays in the sender's buffers, as on a real phone.
      if (queued <= 64 * 1024 && from.isPaused()) from.resume();
      if (queue.length > 0) timer = setTimeout(deliver, Math.max(0, queue[0]!.due - now));
    };
    const send = (chunk: Buffer | null) => {
      const start = Math.max(performance.now(), busyUntil);
      if (chunk) {
        counted(chunk.length);
        busyUntil = start + (1000 * chunk.length) / bytesPerSecond;
        queued += chunk.length;
        if (queued > 64 * 1024) from.pause();
      }
      queue.push({ chunk, due: (chunk ? busyUntil : start) + delayMs });
      if (!timer) timer = setTimeout(deliver, Math.max(0, queue[0]!.due - performance.now()));
    };
    from.on("data", (chunk: Buffer) => send(chunk));
    from.on("end", () => send(null));
    from.on("error", () => to.destroy());
  };
}

/** The phone's line to the site on `port`: a proxy on a port of its own. */
async function phoneLine(port: number) {
  const counts = { up: 0, down: 0 };
  const up = direction((LINE.upMbit * 1e6) / 8, LINE.rttMs / 2, (n) => (counts.up += n));
  const down = direction((LINE.downMbit * 1e6) / 8, LINE.rttMs / 2, (n) => (counts.down += n));
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const site = net.connect(port, "127.0.0.1");
    sockets.add(client).add(site);
    client.on("close", () => sockets.delete(client));
    site.on("close", () => sockets.delete(site));
    up(client, site);
    down(site, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${address.port}`,
    counts,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function measurePhoneUploads(siteBase: string, token: string): Promise<PhoneUploadResult> {
  const port = Number(new URL(siteBase).port);
  const photos = await Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) => ({
      name: `IMG_${2001 + i}.jpg`,
      mimeType: "image/jpeg",
      // About 2 MB each, as a phone's camera saves a 12 MP photo.
      buffer: await makePhoto(4000, 3000, 7000 + i, 80),
    })),
  );
  const photoMb = photos.reduce((sum, photo) => sum + photo.buffer.length, 0) / PHOTOS / 1e6;
  const line = await phoneLine(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const runs: PhoneUploadRun[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    const page = await context.newPage();
    await page.goto(`${line.base}/forgot-password`);
    await page.evaluate((value) => window.localStorage.setItem("token", value), token);

    // One request: the files as they are, the cover once more.
    await page.evaluate(() => {
      const input = document.createElement("input");
      input.type = "file";
      input.multiple = true;
      input.id = "bench-files";
      document.body.append(input);
    });
    await page.locator("#bench-files").setInputFiles(photos);
    let before = line.counts.up;
    let started = performance.now();
    const answer = await page.evaluate(async (title) => {
      const files = [...(document.querySelector<HTMLInputElement>("#bench-files")!.files ?? [])];
      const form = new FormData();
      form.append("title", title);
      form.append("coverImage", files[0]!);
      for (const file of files) form.append("gallery", file);
      try {
        const response = await fetch("/api/create-project", {
          method: "POST",
          headers: { authorization: `Bearer ${window.localStorage.getItem("token")}` },
          body: form,
        });
        return String(response.status);
      } catch (error) {
        return `no answer (${error instanceof Error ? error.message : "network error"})`;
      }
    }, "Bench: one request");
    runs.push({
      way: "one request",
      photos: PHOTOS,
      bytesUp: line.counts.up - before,
      seconds: (performance.now() - started) / 1000,
      saved: answer === "201",
      answer,
    });

    // The admin form: chosen, starred, saved.
    await page.goto(`${line.base}/addprojects`);
    await page.getByLabel("Title").fill("Bench: the admin form");
    before = line.counts.up;
    started = performance.now();
    await page.getByLabel(/^Gallery images: Choose/).setInputFiles(photos);
    await page.getByRole("button", { name: "Use image 1 as the cover" }).click();
    await page.getByRole("button", { name: "Create Project" }).click();
    const saved = await page
      .waitForURL(/\/manage-projects$/, { timeout: 600_000 })
      .then(() => true)
      .catch(() => false);
    const formAnswer = saved ? "201" : ((await page.getByRole("alert").first().textContent().catch(() => null)) ?? "not saved");
    runs.push({
      way: "the admin form",
      photos: PHOTOS,
      bytesUp: line.counts.up - before,
      seconds: (performance.now() - started) / 1000,
      saved,
      answer: formAnswer,
    });
  } finally {
    await browser.close();
    await line.close();
  }
  return { line: LINE, photoMb, runs };
}

export function printPhoneUploads(result: PhoneUploadResult): void {
  const { line } = result;
  console.log(
    `\nEight ${result.photoMb.toFixed(1)} MB phone photos saved as a project over ${line.upMbit} Mbit/s up, ${line.downMbit} Mbit/s down, ${line.rttMs} ms:`,
  );
  console.log("| way | sent up (MB) | seconds | saved | answer |");
  console.log("|---|---:|---:|---|---|");
  for (const run of result.runs) {
    console.log(`| ${run.way} | ${(run.bytesUp / 1e6).toFixed(2)} | ${run.seconds.toFixed(1)} | ${run.saved ? "yes" : "NO"} | ${run.answer} |`);
  }
}
