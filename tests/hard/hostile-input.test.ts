/**
 * Issue #6, item 3: generated hostile requests across every API route. Whatever arrives, the
 * server answers below 500, in JSON, without a stack trace, SQL or a path, and a refused request
 * changes nothing (records as the API answers them, the upload and temporary folders).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formData } from "../support/client";
import { missingHeaders } from "../support/security-headers";
import { ADMIN, startServer, type TestServer } from "../api/harness";
import { makeHostileFiles, type HostileFiles } from "./support/hostile-files";
import { hostileRequests, ROUTES, type HostileRequest, type Kind } from "./support/hostile-requests";
import { rawRequests, type RawRequest } from "./support/hostile-raw";
import { send, sendRaw, type Answer } from "./support/http";
import { findLeak } from "./support/leaks";
import { LONG, reportFigures, SIZES } from "./support/mode";
import { fingerprint, referencedImages, type Fingerprint } from "./support/state";

/** A new session for the harness's owner (no second step is set for it). */
async function signInAgain(): Promise<string> {
  const signedIn = await server.services.auth.login(ADMIN, { address: "hard-test-harness" });
  if (!("token" in signedIn)) throw new Error("the owner was asked for a second step");
  return signedIn.token;
}

let server: TestServer;
let files: HostileFiles;
const pool: Record<Kind, string[]> = { projects: [], blogs: [], galleries: [] };
let baseline: Fingerprint;
const seenImages = new Set<string>();

const figures = {
  requests: 0,
  raw: 0,
  authenticated: 0,
  byRoute: {} as Record<string, number>,
  byStatus: {} as Record<string, number>,
  serverErrors: 0,
  rawServerErrors: 0,
  hangups: 0,
  hangupSamples: [] as string[],
  rawUnanswered: {} as Record<string, number>,
  rawMissingHeaders: 0,
  accepted: 0,
  reLogins: 0,
};

beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: process.env.HARD_LOG_LEVEL ?? "silent" });
  files = await makeHostileFiles();
  for (let i = 0; i < 2; i++) {
    pool.projects.push(
      (
        await server.api.createProject({
          title: `Seed project ${i}`,
          coverImage: { name: "c.jpg", data: files.validJpeg },
          gallery: [{ name: "g.png", data: files.validPng }],
        })
      )._id,
    );
    pool.blogs.push(
      (
        await server.api.createBlog({
          title: `Seed post ${i}`,
          content: "Body",
          author: "Seed",
          images: { name: "b.jpg", data: files.validJpeg },
        })
      )._id,
    );
    pool.galleries.push(
      (await server.api.createGallery({ title: `Seed item ${i}`, gallery: [{ name: "g.jpg", data: files.validJpeg }] }))._id,
    );
  }
  baseline = await fingerprint(server.baseUrl, server.dataDir);
  for (const name of referencedImages(baseline.records)) seenImages.add(name);
}, 120_000);

afterAll(async () => {
  reportFigures("hostile-input", { mode: LONG ? "long" : "short", ...figures });
  await server?.close();
});

function count(map: Record<string, number>, key: string) {
  map[key] = (map[key] ?? 0) + 1;
}

function authorization(request: HostileRequest): string | undefined {
  switch (request.auth) {
    case "admin":
      return `Bearer ${server.api.token}`;
    case "malformed":
      return request.malformedToken;
    case "unknown":
      return `Bearer ${"x".repeat(43)}`;
    default:
      return undefined;
  }
}

function pathOf(request: HostileRequest): string {
  const kind = request.route.kind;
  const id = "existing" in request.id ? (kind ? pool[kind][request.id.existing % pool[kind].length]! : "") : request.id.segment;
  return request.route.path.replace(":id", id) + request.query;
}

/** What is wrong with an answer: 5xx, a leak, a missing security header, or anything but JSON under /api. */
function problemsOf(status: number, contentType: string | undefined, body: string, headers: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const missing = missingHeaders(headers);
  if (missing.length > 0) problems.push(`answered without ${missing.join(", ")}`);
  if (status >= 500) problems.push(`answered ${status}`);
  const leak = findLeak(body);
  if (leak) problems.push(`the answer shows ${leak}: ${body.slice(0, 300)}`);
  if (!contentType?.startsWith("application/json")) problems.push(`answered ${contentType ?? "no content type"}, not JSON`);
  try {
    const parsed = JSON.parse(body) as unknown;
    if (status >= 400 && typeof (parsed as { message?: unknown }).message !== "string") problems.push("an error without a message");
  } catch {
    problems.push(`a body that is not JSON: ${body.slice(0, 200)}`);
  }
  return problems;
}

/** The state must not change after a refused request; a request still finishing gets two seconds. */
async function checkUnchanged(): Promise<string[]> {
  for (let i = 0; i < 20; i++) {
    const now = await fingerprint(server.baseUrl, server.dataDir);
    if (now.hash === baseline.hash) return [];
    if (i === 19) {
      return [
        `a refused request changed the site: uploads ${JSON.stringify(now.uploads.filter((f) => !baseline.uploads.includes(f)))}, temporary ${JSON.stringify(now.temporary)}`,
      ];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

/** After an accepted write: new images are served and carry no markup (polyglots are re-encoded). */
async function acceptChange(): Promise<string[]> {
  baseline = await fingerprint(server.baseUrl, server.dataDir);
  const problems: string[] = [];
  for (const name of referencedImages(baseline.records)) {
    if (seenImages.has(name)) continue;
    seenImages.add(name);
    const response = await fetch(`${server.baseUrl}/uploads/${name}`);
    const bytes = Buffer.from(await response.arrayBuffer())
      .toString("latin1")
      .toLowerCase();
    if (response.status !== 200) problems.push(`stored image ${name} answered ${response.status}`);
    if (/<script|<svg|<html/.test(bytes)) problems.push(`stored image ${name} carries markup`);
  }
  if (baseline.temporary.length > 0) problems.push(`temporary files left: ${baseline.temporary.join(", ")}`);
  return problems;
}

async function runHttp(request: HostileRequest): Promise<void> {
  figures.requests++;
  count(figures.byRoute, `${request.route.method} ${request.route.path}`);
  if (request.auth === "admin") figures.authenticated++;
  const headers: Record<string, string> = { ...request.headers };
  const auth = authorization(request);
  if (auth) headers.authorization = auth;
  let answer: Answer;
  try {
    answer = await send(server.baseUrl, { method: request.route.method, path: pathOf(request), headers, body: request.body }, 30_000);
  } catch (error) {
    // The server may answer (413, 401) and close before a large body is sent whole; it must
    // never leave a request unanswered.
    figures.hangups++;
    if (figures.hangupSamples.length < 20)
      figures.hangupSamples.push(`${request.label} (${request.body?.length ?? 0} bytes): ${String(error)}`);
    const problems = await checkUnchanged();
    if (/no answer/.test(String(error))) problems.push("no answer in 30 s");
    if (problems.length > 0) throw new Error(`${request.label}: no answer (${String(error)}) and ${problems.join("; ")}`);
    return;
  }
  count(figures.byStatus, String(answer.status));
  if (answer.status >= 500) figures.serverErrors++;
  const problems = problemsOf(answer.status, answer.headers["content-type"], answer.body, answer.headers);
  const write = request.route.method !== "GET";
  if (write && request.auth !== "admin" && request.route.path !== "/api/login" && answer.status < 400)
    problems.push("a write without a valid token was accepted");
  if (answer.status < 300 && write) {
    figures.accepted++;
    if (request.route.path === "/api/logout") {
      figures.reLogins++;
      server.api.token = await signInAgain();
    }
    problems.push(...(await acceptChange()));
  } else if (answer.status >= 400) {
    problems.push(...(await checkUnchanged()));
  }
  if (problems.length > 0) throw new Error(`${request.label} → ${answer.status}: ${problems.join("; ")}`);
}

async function runRaw(request: RawRequest): Promise<void> {
  figures.raw++;
  const port = Number(new URL(server.baseUrl).port);
  const text = request.text.replaceAll("{{TOKEN}}", server.api.token ?? "");
  const answer = await sendRaw(port, Buffer.from(text, "latin1"), { idleMs: 1_000, keepOpen: request.keepOpen });
  for (const status of answer.statuses) count(figures.byStatus, String(status));
  // Requests the client itself leaves unfinished (a body shorter than its length, HTTP/0.9) get none.
  if (answer.statuses.length === 0) count(figures.rawUnanswered, request.label);
  const problems: string[] = [];
  if (answer.statuses.some((s) => s >= 500)) {
    figures.rawServerErrors++;
    problems.push(`answered ${answer.statuses.join(", ")}`);
  }
  const leak = findLeak(answer.text);
  if (leak) problems.push(`the answer shows ${leak}`);
  // An interim 100 Continue carries no headers of its own; every final answer carries them all.
  const missing = answer.first && answer.statuses.some((s) => s >= 200) ? missingHeaders(answer.first.headers) : [];
  if (missing.length > 0) {
    figures.rawMissingHeaders++;
    problems.push(`answered without ${missing.join(", ")}`);
  }
  if (answer.first && answer.first.body.length > 0) {
    try {
      JSON.parse(answer.first.body);
    } catch {
      problems.push(`a body that is not JSON: ${answer.first.body.slice(0, 200)}`);
    }
  }
  if (text.includes("/api/logout") && answer.statuses.includes(200)) {
    // A well-formed sign-out with the real token is a valid request: sign in again.
    figures.reLogins++;
    server.api.token = await signInAgain();
  }
  if (answer.statuses.every((s) => s >= 400)) problems.push(...(await checkUnchanged()));
  else baseline = await fingerprint(server.baseUrl, server.dataDir);
  if (problems.length > 0) throw new Error(`${request.label} (${JSON.stringify(text.slice(0, 200))}): ${problems.join("; ")}`);
}

const seed = process.env.HARD_SEED ? Number(process.env.HARD_SEED) : undefined;
const timeout = LONG ? 3 * 60 * 60_000 : 240_000;

describe("hostile input", () => {
  it(
    `answers ${Math.round(SIZES.hostileRequests * 0.85)} generated bad requests to every API route without a 5xx, a leak or a change`,
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileRequests(files, 2), (request) => runHttp(request)),
        { numRuns: Math.round(SIZES.hostileRequests * 0.85), seed, endOnFailure: !LONG },
      );
      for (const route of ROUTES)
        expect(figures.byRoute[`${route.method} ${route.path}`], `${route.method} ${route.path} was tried`).toBeGreaterThan(0);
      expect(figures.authenticated).toBeGreaterThan(figures.requests / 2);
      expect(figures.serverErrors).toBe(0);
    },
    timeout,
  );

  it(
    `answers ${Math.round(SIZES.hostileRequests * 0.15)} malformed raw HTTP requests below 500, and never changes anything`,
    async () => {
      await fc.assert(
        fc.asyncProperty(rawRequests, (request) => runRaw(request)),
        { numRuns: Math.round(SIZES.hostileRequests * 0.15), seed, endOnFailure: !LONG },
      );
      expect(figures.rawServerErrors).toBe(0);
    },
    timeout,
  );

  it("still serves and accepts a valid upload afterwards", async () => {
    const response = await server.api.request(
      "POST",
      "/api/gallery-upload",
      formData({ title: "After the storm", gallery: { name: "ok.jpg", data: files.validJpeg } }),
    );
    expect(response.status).toBe(201);
    const session = await server.api.request("GET", "/api/session");
    expect(session.status).toBe(200);
  });
});
