/**
 * Issue #6, item 6: readers on the public pages and the API while administrators upload
 * photos of 1–10 MB, with hundreds of idle sockets and slow clients besides. No 5xx, no
 * SQLITE_BUSY, every acknowledged upload present afterwards under the SHA-256 of its bytes, and
 * the slow clients cut off by the server's timeouts while everyone else is served.
 */
import http from "node:http";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { Blog, GalleryItem, Project } from "../../domain/entities";
import { filesOf } from "../../server/media/process";
import { ApiClient, formData } from "../support/client";
import { makeImage } from "../support/images";
import { CHILD_ADMIN, freePort, startChild, type ChildServer } from "./support/child-server";
import { withJpegComment } from "./support/hostile-files";
import { LONG, reportFigures, SIZES } from "./support/mode";
import { openSlowClients } from "./support/slow-clients";
import { storedName } from "./support/write-model";

const REQUEST_TIMEOUT_MS = 5_000;
let server: ChildServer | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.kill();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const BUSY = /SQLITE_BUSY|database is locked/i;

/** A noisy JPEG of about `mb` megabytes (noise JPEGs take about 0.73 bytes a pixel). */
async function photoOf(mb: number): Promise<{ data: Buffer; width: number; height: number }> {
  const width = Math.round(Math.sqrt(((mb * 1_000_000) / 0.73) * (4 / 3)));
  const height = Math.round((width * 3) / 4);
  return { data: await makeImage({ width, height, noise: true }), width, height };
}

function get(agent: http.Agent, port: number, path: string, encoding: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent, headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body: encoding === "identity" ? Buffer.concat(chunks).toString("utf8") : "",
          ms: performance.now() - started,
        }),
      );
      response.on("error", reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`no answer to ${path} in 60 s`)));
    request.on("error", reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
}

describe("load without loss", () => {
  it(
    `serves ${SIZES.readers} readers for ${SIZES.loadSeconds} s while ${SIZES.uploaders} administrators upload photos, and cuts off slow clients`,
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "site-load-"));
      const port = await freePort();
      server = await startChild({ dataDir, port, env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
      const admins = await Promise.all(
        Array.from({ length: SIZES.uploaders }, async () => {
          const client = new ApiClient(server!.baseUrl);
          await client.login(CHILD_ADMIN.email, CHILD_ADMIN.password);
          return client;
        }),
      );
      const small = await makeImage({ width: 800, height: 600 });
      const projects: Project[] = [];
      const blogs: Blog[] = [];
      for (let i = 0; i < 3; i++) {
        projects.push(
          await admins[0]!.createProject({
            title: `Load project ${i}`,
            coverImage: { name: "c.jpg", data: withJpegComment(small, `p${i}`) },
          }),
        );
        blogs.push(
          await admins[0]!.createBlog({
            title: `Load post ${i}`,
            content: "Body ".repeat(200),
            author: "Load",
            images: { name: "b.jpg", data: withJpegComment(small, `b${i}`) },
          }),
        );
      }
      await admins[0]!.createGallery({ title: "Load gallery", gallery: { name: "g.jpg", data: withJpegComment(small, "g") } });
      const [lowMb, highMb] = SIZES.uploadMb;
      const steps = LONG ? 6 : 3;
      const photos: Array<{ data: Buffer; width: number; height: number }> = [];
      for (let i = 0; i < steps; i++) photos.push(await photoOf(lowMb + ((highMb - lowMb) * i) / (steps - 1)));

      const urls = [
        "/",
        "/projects",
        `/projects/${projects[0]!.slug}`,
        `/projects/${projects[1]!.slug}`,
        "/gallery",
        "/blog",
        `/blog/${blogs[0]!.slug}`,
        "/api/projects",
        "/api/blogs",
        "/api/galleries",
        `/api/projects/${projects[2]!._id}`,
        `/uploads/${projects[0]!.coverImage}`,
      ];
      const figures = {
        mode: LONG ? "long" : "short",
        seconds: SIZES.loadSeconds,
        readers: SIZES.readers,
        reads: 0,
        readsPerSecond: 0,
        p50ms: 0,
        p99ms: 0,
        statuses: {} as Record<string, number>,
        serverErrors: 0,
        busyAnswers: 0,
        readFailures: [] as string[],
        uploads: 0,
        uploadedMb: 0,
        uploadFailures: [] as string[],
        uploadsVerified: 0,
        slowClients: 0,
        slowClientsCut: 0,
        slowestCutMs: 0,
        readsWhileSlowClientsHeld: 0,
      };
      const latencies: number[] = [];
      const acknowledged: Array<{ id: string; name: string; width: number; height: number }> = [];
      const deadline = Date.now() + SIZES.loadSeconds * 1_000;
      let slowPhase = false;

      const agent = new http.Agent({ keepAlive: true, maxSockets: SIZES.readers });
      const readers = Array.from({ length: SIZES.readers }, async (_, i) => {
        const encoding = ["identity", "gzip", "br"][i % 3]!;
        while (Date.now() < deadline) {
          const url = urls[Math.floor(Math.random() * urls.length)]!;
          try {
            const { status, body, ms } = await get(agent, port, url, encoding);
            figures.reads++;
            if (slowPhase) figures.readsWhileSlowClientsHeld++;
            latencies.push(ms);
            figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
            if (status >= 500) figures.serverErrors++;
            if (BUSY.test(body)) figures.busyAnswers++;
          } catch (error) {
            if (figures.readFailures.length < 10) figures.readFailures.push(`${url}: ${String(error)}`);
          }
        }
      });
      const uploaders = admins.map(async (admin, i) => {
        while (Date.now() < deadline) {
          const photo = photos[Math.floor(Math.random() * photos.length)]!;
          const data = withJpegComment(photo.data, randomUUID());
          const response = await admin.request(
            "POST",
            "/api/gallery-upload",
            formData({ title: `Upload by admin ${i}`, gallery: { name: "photo.jpg", data } }),
          );
          const text = await response.text();
          if (response.status !== 201) {
            figures.uploadFailures.push(`${response.status}: ${text.slice(0, 200)}`);
            if (response.status >= 500) figures.serverErrors++;
            if (BUSY.test(text)) figures.busyAnswers++;
            continue;
          }
          const { gallery } = JSON.parse(text) as { gallery: GalleryItem };
          acknowledged.push({ id: gallery._id, name: gallery.images[0]!, width: photo.width, height: photo.height });
          figures.uploads++;
          figures.uploadedMb += data.length / 1_000_000;
          expect(gallery.images).toEqual([storedName(data)]);
        }
      });

      // Slow clients arrive two seconds in and must all be cut off while the load goes on.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const slow = openSlowClients(port, {
        idle: SIZES.idleSockets,
        slowHeaders: SIZES.slowClients,
        slowBody: Math.ceil(SIZES.slowClients / 2),
      });
      slowPhase = true;
      const cutBy = Math.min(deadline - 500, Date.now() + REQUEST_TIMEOUT_MS * 2 + 5_000);
      while (Date.now() < cutBy && slow.clients.some((c) => c.closedAt === null)) await new Promise((resolve) => setTimeout(resolve, 200));
      slowPhase = false;
      figures.slowClients = slow.clients.length;
      figures.slowClientsCut = slow.clients.filter((c) => c.closedAt !== null).length;
      figures.slowestCutMs = Math.max(...slow.clients.map((c) => (c.closedAt ?? Date.now()) - c.openedAt));
      slow.stop();

      await Promise.all([...readers, ...uploaders]);
      agent.destroy();
      latencies.sort((a, b) => a - b);
      figures.readsPerSecond = Math.round(figures.reads / SIZES.loadSeconds);
      figures.p50ms = percentile(latencies, 50);
      figures.p99ms = percentile(latencies, 99);
      figures.uploadedMb = Math.round(figures.uploadedMb);

      // Every acknowledged upload is there, under the hash of the bytes sent, and served whole.
      const stored = new Set(await readdir(path.join(dataDir, "uploads")));
      for (const upload of acknowledged) {
        const response = await fetch(`${server.baseUrl}/api/galleries/${upload.id}`, { headers: { authorization: "Bearer uncached" } });
        const item = ((await response.json()) as { galleries: GalleryItem }).galleries;
        expect(item.images).toEqual([upload.name]);
        for (const file of filesOf(upload.name)) expect(stored.has(file), file).toBe(true);
        const image = await fetch(`${server.baseUrl}/uploads/${upload.name}`);
        expect(image.status).toBe(200);
        const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        const scale = Math.min(1, 2560 / Math.max(upload.width, upload.height));
        expect(meta.width).toBe(Math.round(upload.width * scale));
        figures.uploadsVerified++;
      }
      reportFigures("load", figures);

      expect(figures.serverErrors).toBe(0);
      expect(figures.busyAnswers).toBe(0);
      expect(server.output()).not.toMatch(BUSY);
      expect(figures.readFailures).toEqual([]);
      expect(figures.uploadFailures).toEqual([]);
      expect(figures.uploads).toBeGreaterThan(0);
      expect(figures.slowClientsCut).toBe(figures.slowClients);
      expect(figures.slowestCutMs).toBeLessThan(REQUEST_TIMEOUT_MS * 2 + 5_000);
      expect(figures.readsWhileSlowClientsHeld).toBeGreaterThan(0);
      await server.stop();
    },
    LONG ? 15 * 60_000 : 180_000,
  );
});
