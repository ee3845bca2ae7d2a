/**
 * Photos sent resumably, by the tus protocol (docs/api.md "Uploads"), with the tus client a phone's
 * browser runs: a photo stopped part-way is finished from where it stopped, becomes a photo held
 * for the save, and a save names it. A lost last answer is asked again; a photo the site already
 * has is not sent at all.
 */
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import * as tus from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

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

async function waiting(): Promise<string[]> {
  return (await readdir(path.join(server.dataDir, "resumable")).catch(() => [])).filter((file) => !file.endsWith(".lock"));
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
