import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../domain/entities";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A raw GET, so that compressed bodies arrive as sent (fetch would decode them). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("public API answers are kept in memory", () => {
  it("answers from memory the second time, with a strong ETag, 304 on If-None-Match, and no-cache", async () => {
    const first = await rawGet("/api/projects");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const second = await rawGet("/api/projects");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body.equals(first.body)).toBe(true);
    const notModified = await rawGet("/api/projects", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it("sends Brotli or gzip bytes made once, that decode to the same JSON", async () => {
    await server.api.createProject({ title: "Compressed", description: "words ".repeat(400), coverImage: { name: "c.jpg", data: await makeImage() } });
    const plain = await rawGet("/api/projects");
    const br = await rawGet("/api/projects", { "accept-encoding": "gzip, deflate, br" });
    const gz = await rawGet("/api/projects", { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
  });

  it("shows every create, edit and delete on the very next read", async () => {
    const read = async () => ((await server.anon.json<{ projects: Project[] }>("GET", "/api/projects")).projects);
    await read();
    const created = await server.api.createProject({ title: "Fresh one", coverImage: { name: "c.jpg", data: await makeImage() } });
    expect((await read()).some((p) => p._id === created._id)).toBe(true);
    expect((await server.anon.json<{ project: Project }>("GET", `/api/projects/${created._id}`)).project.title).toBe("Fresh one");
    await server.api.json("PUT", `/api/projects/${created._id}`, formData({ title: "Fresh two" }));
    expect((await read()).find((p) => p._id === created._id)?.title).toBe("Fresh two");
    expect((await server.anon.json<{ project: Project }>("GET", `/api/projects/${created._id}`)).project.title).toBe("Fresh two");
    await server.api.remove("projects", created._id);
    expect((await read()).some((p) => p._id === created._id)).toBe(false);
    expect((await fetch(`${server.baseUrl}/api/projects/${created._id}`)).status).toBe(404);
  });

  it("keeps blog answers when a project changes, and drops them when a blog changes", async () => {
    await rawGet("/api/blogs");
    expect((await rawGet("/api/blogs")).headers["x-cache"]).toBe("hit");
    await server.api.createProject({ title: "Unrelated", coverImage: { name: "c.jpg", data: await makeImage() } });
    expect((await rawGet("/api/blogs")).headers["x-cache"]).toBe("hit");
    await server.api.createBlog({ title: "New post", content: "Body", author: "Me" });
    expect((await rawGet("/api/blogs")).headers["x-cache"]).toBe("miss");
  });

  it("does not keep answers to requests that carry credentials, nor errors", async () => {
    const withToken = await rawGet("/api/galleries", { authorization: `Bearer ${server.api.token}` });
    expect(withToken.headers["x-cache"]).toBeUndefined();
    const missing = await rawGet("/api/projects/0123456789abcdef01234567");
    expect(missing.status).toBe(404);
    expect((await rawGet("/api/projects/0123456789abcdef01234567")).headers["x-cache"]).toBeUndefined();
  });
});
