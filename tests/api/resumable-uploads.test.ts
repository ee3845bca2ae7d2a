/**
 * Photos sent resumably, by the tus protocol (docs/api.md "Uploads"), with the tus client a phone's
 * browser runs: a photo stopped part-way is finished from where it stopped, becomes a photo held
 * for the save, and a save names it. A lost last answer is asked again; a photo the site already
 * has is not sent at all. The bytes that arrived are the database's to count, whichever process took
 * them: a PATCH cut off keeps what came, another process goes on with it, two PATCHes at one offset
 * count once, and an upload given up leaves nothing behind, in the folder or the bucket.
 */
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as tus from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { MAX_OPEN_UPLOADS } from "../../server/media/resumable-store";
import { ADMIN, startServer, storedFiles, type TestServer } from "./harness";

const PATH = "/api/admin/uploads/resumable";
const CHUNK = 64 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Sent {
  reference: string | undefined;
  url: string | null;
  /** The Upload-Offset of each PATCH the client sent. */
  patches: number[];
}

/** Sends `data` with the tus client; `stopAfter`: aborts once that many bytes are in. */
function send(data: Buffer, options: { uploadUrl?: string; stopAfter?: number; filename?: string } = {}): Promise<Sent> {
  const patches: number[] = [];
  return new Promise((resolve, reject) => {
    const upload: tus.Upload = new tus.Upload(data, {
      endpoint: `${server.baseUrl}${PATH}`,
      uploadUrl: options.uploadUrl,
      headers: { Authorization: `Bearer ${server.api.token}` },
      metadata: { filename: options.filename ?? "IMG_2041.jpg", filetype: "image/jpeg" },
      chunkSize: CHUNK,
      retryDelays: null,
      storeFingerprintForResuming: false,
      onBeforeRequest: (request) => {
        if (request.getMethod() === "PATCH") patches.push(Number(request.getHeader("Upload-Offset")));
      },
      onChunkComplete: (_size, accepted) => {
        if (options.stopAfter !== undefined && accepted >= options.stopAfter) {
          void upload.abort().then(() => resolve({ reference: undefined, url: upload.url, patches }));
        }
      },
      onSuccess: ({ lastResponse }) => resolve({ reference: lastResponse.getHeader("Upload-Reference"), url: upload.url, patches }),
      onError: reject,
    });
    upload.start();
  });
}

/** What an unfinished upload leaves: its rows, and its parts' files (in the folder or the bucket). */
async function waiting(on: TestServer = server): Promise<string[]> {
  const uploads = await on.db.selectFrom("resumable_uploads").select("id").execute();
  const parts = await on.db.selectFrom("resumable_parts").select("name").execute();
  const files = await storedFiles(on.config, "resumable").list();
  return [...uploads.map((row) => `upload ${row.id}`), ...parts.map((row) => `part ${row.name}`), ...files.map((file) => `file ${file}`)];
}

describe("a photo sent resumably", () => {
  it("stopped part-way, goes on from where it stopped, and a save names it", async () => {
    const photo = await makeImage({ width: 1600, height: 1200, noise: true });
    expect(photo.length).toBeGreaterThan(4 * CHUNK);

    const first = await send(photo, { stopAfter: 2 * CHUNK });
    expect(first.reference).toBeUndefined();
    const head = await fetch(first.url!, {
      method: "HEAD",
      headers: { Authorization: `Bearer ${server.api.token}`, "Tus-Resumable": "1.0.0" },
    });
    expect(head.status).toBe(200);
    const arrived = Number(head.headers.get("upload-offset"));
    expect(arrived).toBeGreaterThanOrEqual(2 * CHUNK);

    const rest = await send(photo, { uploadUrl: first.url! });
    expect(rest.patches[0]).toBe(arrived);
    expect(rest.reference).toMatch(/^upload:[A-Za-z0-9_-]{22}$/);
    expect(await waiting()).toEqual([]);

    const response = await server.api.request(
      "POST",
      "/api/create-project",
      formData({ title: "Villa, Kowdiar", category: "Residential", keepGalleryImages: rest.reference!, coverFromGallery: rest.reference! }),
    );
    expect(response.status).toBe(201);
    const { project } = (await response.json()) as { project: Project };
    expect(project.gallery).toHaveLength(1);
    expect(project.coverImage).toBe(project.gallery[0]);
  });

  it("answers its reference again when the last answer was lost", async () => {
    const photo = await makeImage({ width: 900, height: 700, noise: true });
    const sent = await send(photo);
    const again = await fetch(sent.url!, {
      method: "HEAD",
      headers: { Authorization: `Bearer ${server.api.token}`, "Tus-Resumable": "1.0.0" },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get("upload-offset")).toBe(String(photo.length));
    expect(again.headers.get("upload-length")).toBe(String(photo.length));
    expect(again.headers.get("upload-reference")).toBe(sent.reference);
    // The client, resuming, is told it is done and gets the same reference.
    expect((await send(photo, { uploadUrl: sent.url! })).reference).toBe(sent.reference);
  });

  it("is refused when its bytes are not a photo, and nothing of it is kept", async () => {
    const before = await server.uploads();
    const error = await send(Buffer.from("MZ".padEnd(3000, "x")), { filename: "invoice.exe" }).then(
      () => null,
      (error: tus.DetailedError) => error,
    );
    expect(error?.originalResponse?.getStatus()).toBe(415);
    expect(JSON.parse(error!.originalResponse!.getBody()).message).toBe(
      '"invoice.exe" is not an image this site can use. Use a JPEG, PNG, GIF, WebP, AVIF or SVG image.',
    );
    expect(await waiting()).toEqual([]);
    expect(await server.uploads()).toEqual(before);
  });

  it("is its uploader's: no call without signing in, none on an upload that is not there", async () => {
    const created = await fetch(`${server.baseUrl}${PATH}`, {
      method: "POST",
      headers: { "Tus-Resumable": "1.0.0", "Upload-Length": "100" },
    });
    expect(created.status).toBe(401);
    const auth = { Authorization: `Bearer ${server.api.token}`, "Tus-Resumable": "1.0.0" };
    expect((await fetch(`${server.baseUrl}${PATH}/${"0".repeat(32)}`, { method: "HEAD", headers: auth })).status).toBe(404);
    expect((await fetch(`${server.baseUrl}${PATH}/..%2f..%2fsite.db`, { method: "HEAD", headers: auth })).status).toBe(404);
    const tooBig = await fetch(`${server.baseUrl}${PATH}`, {
      method: "POST",
      headers: { ...auth, "Upload-Length": String(21 * 1024 * 1024) },
    });
    expect(tooBig.status).toBe(413);
    // Its bytes go to the upload's own address alone.
    const misplaced = await fetch(`${server.baseUrl}/api/projects`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/offset+octet-stream" },
      body: "x",
    });
    expect(misplaced.status).toBeGreaterThanOrEqual(400);
  });
});

describe("a photo the site already has", () => {
  it("is held for the save without being sent again", async () => {
    const photo = await makeImage({ color: "#3a5f0b" });
    const made = await server.api.createProject({ title: "Shop, Pattom", coverImage: { name: "shop.jpg", data: photo } });
    const sha256 = createHash("sha256").update(photo).digest("hex");

    const known = await server.api.request("POST", "/api/admin/uploads/known", { sha256 });
    expect(known.status).toBe(201);
    const { upload } = (await known.json()) as { upload: { reference: string; name: string } };
    expect(upload.name).toBe(made.coverImage);

    const unknown = await server.api.request("POST", "/api/admin/uploads/known", { sha256: "0".repeat(64) });
    expect(unknown.status).toBe(404);
    expect((await server.api.request("POST", "/api/admin/uploads/known", { sha256: "not a hash" })).status).toBe(400);

    const again = await server.api.updateProject(made._id, { title: made.title, keepGalleryImages: [upload.reference] });
    expect(again.gallery).toEqual([made.coverImage]);
  });
});

/** The protocol by hand, for what the client does not let a test do (cut a request off, send two at once). */
const tusHeaders = (on: TestServer) => ({ Authorization: `Bearer ${on.api.token}`, "Tus-Resumable": "1.0.0" });

async function create(on: TestServer, length: number): Promise<string> {
  const response = await fetch(`${on.baseUrl}${PATH}`, {
    method: "POST",
    headers: {
      ...tusHeaders(on),
      "Upload-Length": String(length),
      "Upload-Metadata": `filename ${Buffer.from("IMG_3310.jpg").toString("base64")}`,
    },
  });
  expect(response.status).toBe(201);
  return response.headers.get("location")!.split("/").pop()!;
}

async function offsetOf(on: TestServer, id: string): Promise<number | null> {
  const response = await fetch(`${on.baseUrl}${PATH}/${id}`, { method: "HEAD", headers: tusHeaders(on) });
  return response.status === 200 ? Number(response.headers.get("upload-offset")) : null;
}

function patch(on: TestServer, id: string, offset: number, body: Buffer): Promise<Response> {
  return fetch(`${on.baseUrl}${PATH}/${id}`, {
    method: "PATCH",
    headers: { ...tusHeaders(on), "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream" },
    body: new Uint8Array(body),
  });
}

/**
 * A PATCH whose connection is held open after `first` of its bytes: `finish` sends the rest and
 * answers the status, `cut` drops the connection as a phone losing its signal does.
 */
function heldPatch(on: TestServer, id: string, offset: number, body: Buffer, first: number) {
  const url = new URL(`${on.baseUrl}${PATH}/${id}`);
  let answered: (status: number) => void = () => {};
  const status = new Promise<number>((resolve) => (answered = resolve));
  const request = httpRequest(url, {
    method: "PATCH",
    headers: {
      ...tusHeaders(on),
      "Upload-Offset": String(offset),
      "Content-Type": "application/offset+octet-stream",
      "Content-Length": String(body.length),
    },
  });
  request.on("response", (response) => {
    response.resume();
    answered(response.statusCode ?? 0);
  });
  request.on("error", () => answered(0));
  request.write(body.subarray(0, first));
  return {
    status,
    finish: () => {
      request.end(body.subarray(first));
      return status;
    },
    cut: () => request.destroy(),
  };
}

/** Waits until `check` answers true (the server commits what a dropped request sent a moment later). */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("waited 5 s in vain");
}

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** The photo a finished upload became, found by its original bytes' hash: its bytes arrived whole and in order. */
async function storedAs(on: TestServer, photo: Buffer): Promise<string | null> {
  const known = await on.api.request("POST", "/api/admin/uploads/known", { sha256: sha(photo) });
  return known.status === 201 ? ((await known.json()) as { upload: { name: string } }).upload.name : null;
}

describe("the bytes of a photo sent resumably", () => {
  it("that arrived before the connection dropped are kept, and the rest goes on from there", async () => {
    const photo = await makeImage({ width: 1400, height: 1000, noise: true });
    const id = await create(server, photo.length);
    const half = Math.floor(photo.length / 2);
    const cut = heldPatch(server, id, 0, photo, half);
    // The first half is on the server (it has been counted or is on its way) before the signal goes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    cut.cut();
    await until(async () => ((await offsetOf(server, id)) ?? 0) > 0);
    const arrived = (await offsetOf(server, id))!;
    expect(arrived).toBeLessThanOrEqual(half);
    expect(await waiting()).toHaveLength(3); // the upload, its one part, the part's file

    const rest = await patch(server, id, arrived, photo.subarray(arrived));
    expect(rest.status).toBe(200);
    const reference = rest.headers.get("upload-reference");
    expect(reference).toMatch(/^upload:/);
    // The answer is short: the reference and what to show, not the photo's bytes sent back.
    const body = await rest.text();
    expect(body.length).toBeLessThan(400);
    expect(await storedAs(server, photo)).toBe((JSON.parse(body) as { upload: { name: string } }).upload.name);
    expect(await waiting()).toEqual([]);
  });

  it("are refused at an offset other than the one the server has, and nothing is counted twice", async () => {
    const photo = await makeImage({ width: 800, height: 600, noise: true });
    const id = await create(server, photo.length);
    expect((await patch(server, id, 0, photo.subarray(0, 1000))).status).toBe(204);
    expect((await patch(server, id, 0, photo.subarray(0, 1000))).status).toBe(409);
    expect((await patch(server, id, 2000, photo.subarray(2000))).status).toBe(409);
    expect(await offsetOf(server, id)).toBe(1000);
    expect((await patch(server, id, 1000, photo.subarray(1000))).status).toBe(200);
    expect(await storedAs(server, photo)).not.toBeNull();
    expect(await waiting()).toEqual([]);
  });

  it("of an upload given up are removed after its day, files and rows", async () => {
    let now = Date.now();
    const own = await startServer({}, { clock: () => new Date(now) });
    try {
      const photo = await makeImage({ width: 800, height: 600, noise: true });
      const id = await create(own, photo.length);
      expect((await patch(own, id, 0, photo.subarray(0, 5000))).status).toBe(204);
      expect(await waiting(own)).toHaveLength(3);
      now += 23 * 3_600_000;
      own.built.scheduler.kick("uploads");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await waiting(own)).toHaveLength(3);
      now += 2 * 3_600_000;
      own.built.scheduler.kick("uploads");
      await until(async () => (await waiting(own)).length === 0);
      expect(await offsetOf(own, id)).toBeNull();
    } finally {
      await own.close();
    }
  });

  it("above 5 MB in one PATCH are kept whole (in a bucket, sent in parts)", { timeout: 60_000 }, async () => {
    const photo = await makeImage({ width: 2400, height: 1800, noise: true, format: "png" });
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    const id = await create(server, photo.length);
    const done = await patch(server, id, 0, photo);
    expect(done.status).toBe(200);
    expect(await storedAs(server, photo)).not.toBeNull();
    expect(await waiting()).toEqual([]);
  });
});

describe("the calls on a photo sent resumably", () => {
  it("reach the upload of their own address alone: a query string naming another's reaches nothing of it", async () => {
    const photo = await makeImage({ width: 600, height: 400, noise: true });
    const mine = await create(server, photo.length);
    const theirs = await create(server, photo.length);
    expect((await patch(server, theirs, 0, photo.subarray(0, 1000))).status).toBe(204);
    const { owner: me } = await server.db.selectFrom("resumable_uploads").select("owner").where("id", "=", mine).executeTakeFirstOrThrow();
    await server.db.updateTable("resumable_uploads").set({ owner: "another-admin" }).where("id", "=", theirs).execute();
    expect(await offsetOf(server, theirs)).toBeNull();

    const sneaky = `${server.baseUrl}${PATH}/${mine}?then=/${theirs}`;
    const head = await fetch(sneaky, { method: "HEAD", headers: tusHeaders(server) });
    expect(head.headers.get("upload-offset")).toBe("0");
    const sent = await fetch(sneaky, {
      method: "PATCH",
      headers: { ...tusHeaders(server), "Upload-Offset": "1000", "Content-Type": "application/offset+octet-stream" },
      body: new Uint8Array(photo.subarray(1000)),
    });
    expect(sent.status).toBe(409);
    expect((await fetch(sneaky, { method: "DELETE", headers: tusHeaders(server) })).status).toBe(204);
    const left = await server.db.selectFrom("resumable_uploads").select(["id", "received"]).execute();
    expect(left).toEqual([{ id: theirs, received: 1000 }]);

    await server.db.updateTable("resumable_uploads").set({ owner: me }).where("id", "=", theirs).execute();
    expect((await fetch(`${server.baseUrl}${PATH}/${theirs}`, { method: "DELETE", headers: tusHeaders(server) })).status).toBe(204);
    expect(await waiting()).toEqual([]);
  });

  it("bring the bytes by PATCH alone: a POST carrying them is refused and makes nothing", async () => {
    const response = await fetch(`${server.baseUrl}${PATH}`, {
      method: "POST",
      headers: { ...tusHeaders(server), "Upload-Length": "5", "Content-Type": "application/offset+octet-stream" },
      body: "hello",
    });
    expect(response.status).toBe(400);
    expect(await waiting()).toEqual([]);
  });

  it(`are refused past ${MAX_OPEN_UPLOADS} photos on their way at once for one administrator`, async () => {
    for (let i = 0; i < MAX_OPEN_UPLOADS; i++) await create(server, 1000);
    const more = await fetch(`${server.baseUrl}${PATH}`, { method: "POST", headers: { ...tusHeaders(server), "Upload-Length": "1000" } });
    expect(more.status).toBe(429);
    expect(((await more.json()) as { message: string }).message).toBe(
      "Too many photos are on their way at once. Wait for some to finish, then add the rest.",
    );
    await server.db.deleteFrom("resumable_uploads").execute();
  });

  it("finish by the next HEAD an upload whose last part was counted by a process that died before the photo was held", async () => {
    const photo = await makeImage({ width: 900, height: 700, noise: true });
    const id = await create(server, photo.length);
    const last = photo.length - 10;
    expect((await patch(server, id, 0, photo.subarray(0, last))).status).toBe(204);
    // What that process left: the last part written and counted, nothing held for the save.
    const name = `${id}-${last}-${"a".repeat(16)}.part`;
    await storedFiles(server.config, "resumable").write(name, photo.subarray(last));
    await server.db
      .insertInto("resumable_parts")
      .values({ name, upload_id: id, start: last, bytes: 10, created_at: new Date().toISOString() })
      .execute();
    await server.db.updateTable("resumable_uploads").set({ received: photo.length }).where("id", "=", id).execute();

    const head = await fetch(`${server.baseUrl}${PATH}/${id}`, { method: "HEAD", headers: tusHeaders(server) });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe(String(photo.length));
    expect(head.headers.get("upload-reference")).toMatch(/^upload:/);
    expect(await storedAs(server, photo)).not.toBeNull();
    expect(await waiting()).toEqual([]);
  });
});

describe("a photo sent resumably through two processes of one site", () => {
  let dir: string;
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    // Two servers on one data folder (SQLite) or one database and bucket (PostgreSQL and S3).
    dir = await mkdtemp(path.join(tmpdir(), "site-two-"));
    one = await startServer({ DATA_DIR: dir });
    two = await startServer({ DATA_DIR: dir });
    // The second start set the administrator again, which signed the first session out.
    await one.api.login(ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("goes on through the other process after a drop, and is whole", async () => {
    const photo = await makeImage({ width: 1400, height: 1000, noise: true });
    const id = await create(one, photo.length);
    const third = Math.floor(photo.length / 3);
    expect((await patch(one, id, 0, photo.subarray(0, third))).status).toBe(204);
    expect(await offsetOf(two, id)).toBe(third);
    const rest = await patch(two, id, third, photo.subarray(third));
    expect(rest.status).toBe(200);
    expect(await storedAs(one, photo)).toBe(((await rest.json()) as { upload: { name: string } }).upload.name);
    expect(await waiting(one)).toEqual([]);
  });

  it("counts one of two PATCHes at the same offset in two processes; the other is told, and leaves no file", async () => {
    const photo = await makeImage({ width: 1200, height: 900, noise: true });
    const id = await create(one, photo.length);
    // A phone gave up on a slow request to one process and sent the photo again through the other.
    const slow = heldPatch(one, id, 0, photo, 4096);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await patch(two, id, 0, photo);
    expect(again.status).toBe(200);
    // The slow one ends after its upload was finished and removed: not found, and its bytes are not kept.
    expect([404, 409, 410]).toContain(await slow.finish());
    expect(await storedAs(one, photo)).not.toBeNull();
    await until(async () => (await waiting(one)).length === 0);
  });

  it("a process reading a finished upload's answer again gets the same reference from either", async () => {
    const photo = await makeImage({ width: 700, height: 500, noise: true });
    const id = await create(two, photo.length);
    const done = await patch(two, id, 0, photo);
    const reference = done.headers.get("upload-reference");
    const head = await fetch(`${one.baseUrl}${PATH}/${id}`, { method: "HEAD", headers: tusHeaders(one) });
    expect(head.headers.get("upload-reference")).toBe(reference);
  });
});
