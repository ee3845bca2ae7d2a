/**
 * Two processes behind nginx on one PostgreSQL database and one bucket (issue #31, docs/deploy.md):
 * an edit made through one is on the other's pages within a second, and a `kill -9` of one
 * process in the middle of readers, enquiries and photo uploads loses no acknowledged write while
 * nginx's retries leave no visitor a 5xx. Its figures go to docs/PERFORMANCE.md and
 * docs/RELIABILITY.md. Runs in the PostgreSQL pass (`npm run test:api:pg`), where nginx is there.
 */
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GalleryItem } from "../../domain/entities";
import { newTestDatabase, ON_BUCKET, ON_POSTGRES } from "../api/harness";
import { ApiClient, formData } from "../support/client";
import { makeImage } from "../support/images";
import { newTestBucket } from "../support/s3";
import { CHILD_ADMIN } from "./support/child-server";
import { hasNginx, startCluster, type Cluster } from "./support/cluster";
import { withJpegComment } from "./support/hostile-files";
import { LONG, reportFigures } from "./support/mode";

const SECONDS = LONG ? 30 : 8;

describe.skipIf(!ON_POSTGRES || !hasNginx())("two processes behind nginx on one PostgreSQL", () => {
  let cluster: Cluster;
  let database: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    database = (await newTestDatabase())!;
    const bucket = ON_BUCKET ? await newTestBucket() : {};
    cluster = await startCluster({ processes: 2, env: { DATABASE_URL: database.url, ...bucket } });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
  });

  it("show an edit made through one on the other's kept pages within a second", async () => {
    const one = new ApiClient(cluster.processes[0]!.baseUrl);
    await one.login(CHILD_ADMIN.email, CHILD_ADMIN.password);
    const post = await one.createBlog({ title: "Seen everywhere", content: "First words.", author: "Office" });
    const page = `${cluster.processes[1]!.baseUrl}/blog/${post.slug}`;
    const lags: number[] = [];
    for (let i = 0; i < 10; i++) {
      // The other process keeps the page (a cached answer), then the edit lands through the first.
      expect((await fetch(page)).status).toBe(200);
      const title = `Seen everywhere, edit ${i}`;
      const edited = Date.now();
      await one.json("PUT", `/api/blogs/${post._id}`, formData({ title, content: "First words.", author: "Office" }));
      await expect.poll(async () => (await (await fetch(page)).text()).includes(title), { timeout: 1_000, interval: 10 }).toBe(true);
      lags.push(Date.now() - edited);
    }
    lags.sort((a, b) => a - b);
    reportFigures("cluster-change-seen", { samples: lags.length, p50Ms: lags[lags.length >> 1], maxMs: lags.at(-1) });
  });

  it(`lose no acknowledged write when one process is killed under load, and answer no 5xx (${SECONDS} s)`, async () => {
    const admin = new ApiClient(cluster.baseUrl);
    await admin.login(CHILD_ADMIN.email, CHILD_ADMIN.password);
    const photo = await makeImage({ width: 1200, height: 800, noise: true });
    const figures = {
      reads: 0,
      enquiries: 0,
      uploads: 0,
      serverErrors: 0,
      networkErrors: 0,
      errors: [] as string[],
      killedAtMs: 0,
      restartedAtMs: 0,
    };
    const keys: string[] = [];
    const galleries: GalleryItem[] = [];
    const began = Date.now();
    const deadline = began + SECONDS * 1000;
    const note = (what: string, status: number | string) => {
      if (typeof status === "number" && status >= 500) figures.serverErrors++;
      if (typeof status === "string") figures.networkErrors++;
      if (figures.errors.length < 20) figures.errors.push(`${what}: ${status}`);
    };
    const loop = async (work: () => Promise<void>) => {
      while (Date.now() < deadline) await work();
    };
    let address = 0;
    const readers = Array.from({ length: 6 }, (_, i) =>
      loop(async () => {
        const url = i % 2 === 0 ? "/" : "/api/projects";
        const response = await fetch(cluster.baseUrl + url).catch((error: Error) => error.message);
        if (typeof response === "string") return note(url, response);
        await response.arrayBuffer();
        if (response.status !== 200) return note(url, response.status);
        figures.reads++;
      }),
    );
    const writers = Array.from({ length: 3 }, () =>
      loop(async () => {
        const key = randomBytes(16).toString("hex");
        const response = await fetch(`${cluster.baseUrl}/api/enquiries`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.${(++address >> 8) & 255}.${address & 255}` },
          body: JSON.stringify({ kind: "call-back", key, name: "Load Test", phone: "+91 94470 11223", page: "/contact", elapsed: 20_000 }),
        }).catch((error: Error) => error.message);
        if (typeof response === "string") return note("enquiry", response);
        await response.arrayBuffer();
        if (response.status !== 201 && response.status !== 200) return note("enquiry", response.status);
        keys.push(key);
        figures.enquiries++;
      }),
    );
    const uploader = loop(async () => {
      const response = await admin
        .request(
          "POST",
          "/api/gallery-upload",
          formData({ title: "Under load", gallery: { name: "p.jpg", data: withJpegComment(photo, randomUUID()) } }),
        )
        .catch((error: Error) => error.message);
      if (typeof response === "string") return note("upload", response);
      const text = await response.text();
      if (response.status !== 201) return note("upload", `${response.status} ${text.slice(0, 120)}`);
      galleries.push((JSON.parse(text) as { gallery: GalleryItem }).gallery);
      figures.uploads++;
    });
    // A third of the way in, one process dies without a word; two thirds in, it comes back.
    const chaos = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
      await cluster.processes[0]!.kill();
      figures.killedAtMs = Date.now() - began;
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
      await cluster.restart(0);
      figures.restartedAtMs = Date.now() - began;
    })();
    await Promise.all([...readers, ...writers, uploader, chaos]);
    reportFigures("cluster-kill", { seconds: SECONDS, ...figures, errors: figures.errors.slice(0, 5) });

    expect(figures.serverErrors, figures.errors.join("\n")).toBe(0);
    expect(figures.networkErrors, figures.errors.join("\n")).toBe(0);
    expect(figures.enquiries).toBeGreaterThan(0);
    expect(figures.uploads).toBeGreaterThan(0);
    // Every acknowledged enquiry is kept, once; every acknowledged upload is a gallery item whose photo is served.
    const client = new pg.Client(database.url);
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>("select key from enquiries");
      const kept = new Set(rows.map((row) => row.key));
      expect(keys.filter((key) => !kept.has(key))).toEqual([]);
      expect(rows.length).toBe(kept.size);
      const { rows: items } = await client.query<{ id: string }>("select id from galleries");
      const stored = new Set(items.map((row) => row.id));
      expect(galleries.filter((gallery) => !stored.has(gallery._id))).toEqual([]);
    } finally {
      await client.end();
    }
    for (const gallery of galleries) {
      expect((await fetch(`${cluster.baseUrl}/uploads/${gallery.images[0]}`)).status).toBe(200);
    }
    // The process started again has rejoined: it serves what was written while it was gone.
    const rejoined = await fetch(`${cluster.processes[0]!.baseUrl}/api/galleries`);
    const listed = ((await rejoined.json()) as { galleries: GalleryItem[] }).galleries.map((gallery) => gallery._id);
    expect(galleries.filter((gallery) => !listed.includes(gallery._id))).toEqual([]);
  }, 120_000);
});
