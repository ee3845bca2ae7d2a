/**
 * Issue #12, part A: the probes that once got through, run again against the production server
 * as a child process. Sign-in attempts sent at once get no more passwords checked than the limit;
 * the owner's browser signs in through a stranger's lockout; photos stay fast while a crowd signs
 * in; a bad Host header and a malformed address answer 400 with every security header; and a
 * query string holding the old nonce placeholder puts no nonce anywhere but the page's scripts.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMIT_POLICIES } from "../../server/auth/sign-in-limits";
import { NONCE_PLACEHOLDER } from "../../server/cache/nonce-bodies";
import { ApiClient } from "../support/client";
import { makeImage } from "../support/images";
import { missingHeaders } from "../support/security-headers";
import { CHILD_ADMIN, freePort, startChild, type ChildServer } from "./support/child-server";
import { sendRaw } from "./support/http";
import { LONG, reportFigures } from "./support/mode";

let server: ChildServer;
let dataDir: string;
let image: string;

const figures: Record<string, unknown> = { mode: LONG ? "long" : "short" };
const FLOOD_SCRIPT = path.resolve("tests/hard/support/sign-in-flood.mjs");

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "site-probes-"));
  // Behind a trusted proxy, so that one test machine can play a crowd of addresses.
  server = await startChild({ dataDir, port: await freePort(), env: { TRUST_PROXY: "127.0.0.1" } });
  const admin = new ApiClient(server.baseUrl);
  await admin.login(CHILD_ADMIN.email, CHILD_ADMIN.password);
  const project = await admin.createProject({
    title: "Probe",
    coverImage: { name: "c.jpg", data: await makeImage({ width: 1600, height: 1200 }) },
  });
  image = project.coverImage!;
}, 120_000);

afterAll(async () => {
  reportFigures("attack-probes", figures);
  await server?.kill();
  await rm(dataDir, { recursive: true, force: true });
});

/** A sign-in on its own connection, from `address` (the proxy's X-Forwarded-For). */
function signIn(email: string, password: string, address: string, cookie?: string): Promise<{ status: number; cookie?: string }> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        method: "POST",
        path: "/api/login",
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": address,
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, cookie: response.headers["set-cookie"]?.[0]?.split(";")[0] }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function count(statuses: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** How long a photo takes to arrive whole, on a kept-alive connection. */
function fetchImage(agent: http.Agent): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: server.port, path: `/uploads/${image}`, agent }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`the photo answered ${response.statusCode}`));
        response.resume();
        response.on("end", () => resolve(performance.now() - started));
      })
      .on("error", reject);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

describe("sign-in", () => {
  it("parallel attempts for one account, from one address or from many, get at most the limit checked", async () => {
    const parallel = LONG ? 200 : 40;
    const oneAddress = await Promise.all(
      Array.from({ length: parallel }, (_, i) => signIn("race-a@site.test", `guess ${i}`, "198.51.100.1")),
    );
    const manyAddresses = await Promise.all(
      Array.from({ length: parallel }, (_, i) => signIn("race-b@site.test", `guess ${i}`, `198.51.${(i >> 8) + 101}.${i & 255}`)),
    );
    figures.race = {
      parallel,
      oneAddress: count(oneAddress.map((a) => a.status)),
      manyAddresses: count(manyAddresses.map((a) => a.status)),
    };
    for (const attempts of [oneAddress, manyAddresses]) {
      expect(attempts.filter((a) => a.status === 401).length).toBeLessThanOrEqual(LIMIT_POLICIES.account.free);
      expect(attempts.every((a) => a.status === 401 || a.status === 429 || a.status === 503)).toBe(true);
    }
  }, 300_000);

  it("the owner's browser signs in at once through a stranger's lockout", async () => {
    const owner = await signIn(CHILD_ADMIN.email, CHILD_ADMIN.password, "192.0.2.10");
    expect(owner.status).toBe(200);
    const strangers = LONG ? 60 : 20;
    const attacks = await Promise.all(
      Array.from({ length: strangers }, (_, i) => signIn(CHILD_ADMIN.email, `stranger ${i}`, `203.0.113.${i + 1}`)),
    );
    const after = await signIn(CHILD_ADMIN.email, CHILD_ADMIN.password, "203.0.113.250");
    const started = performance.now();
    const trusted = await signIn(CHILD_ADMIN.email, CHILD_ADMIN.password, "192.0.2.10", owner.cookie);
    figures.lockout = {
      strangers: count(attacks.map((a) => a.status)),
      rightPasswordFromAnotherBrowser: after.status,
      ownerBrowser: trusted.status,
      ownerSignInMs: Math.round(performance.now() - started),
    };
    expect(attacks.filter((a) => a.status === 401).length).toBeLessThanOrEqual(LIMIT_POLICIES.account.free);
    expect(after.status).toBe(429);
    expect(trusted.status).toBe(200);
  }, 300_000);

  it("photos stay fast while a crowd signs in", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const samples = LONG ? 300 : 60;
    await fetchImage(agent);
    const quiet: number[] = [];
    for (let i = 0; i < samples; i++) quiet.push(await fetchImage(agent));

    // The probe's flood: 30 sign-ins at a time, each from its own address for its own account,
    // so that no limit stops them before their password would be checked; from another process.
    const seconds = LONG ? 30 : 8;
    const flooder = spawn(process.execPath, [FLOOD_SCRIPT, String(server.port), String(seconds), "30"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let floodOutput = "";
    flooder.stdout.on("data", (chunk: Buffer) => (floodOutput += chunk.toString()));
    const flood = new Promise<void>((resolve) => flooder.once("exit", () => resolve()));
    const until = Date.now() + seconds * 1000;
    const during: number[] = [];
    // The first half second is the crowd arriving; the photos are timed while it is there.
    await new Promise((resolve) => setTimeout(resolve, 500));
    while (Date.now() < until - 500) {
      during.push(await fetchImage(agent));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await flood;
    agent.destroy();
    const statuses = JSON.parse(floodOutput) as Record<string, number>;
    figures.flood = {
      seconds,
      signIns: Object.values(statuses).reduce((a, b) => a + b, 0),
      statuses,
      quietMedianMs: round(median(quiet)),
      quietP95Ms: round(p95(quiet)),
      floodMedianMs: round(median(during)),
      floodP95Ms: round(p95(during)),
      floodMaxMs: round(Math.max(...during)),
      medianRatio: round(median(during) / median(quiet)),
    };
    expect(Object.keys(statuses).filter((s) => s !== "401" && s !== "503")).toEqual([]);
    expect(statuses["503"]).toBeGreaterThan(0);
    // The goal is 2x (docs/RELIABILITY.md has the figures); the failure was seconds (37–48 s a
    // photo), and so was a crowd refused as fast as it asked (20x). A loaded two-core machine
    // may add a few milliseconds, hence the slack.
    expect(median(during)).toBeLessThan(Math.max(5 * median(quiet), median(quiet) + 20));
  }, 300_000);
});

describe("refused before any route", () => {
  it("a missing or malformed Host header, and a malformed address, answer 400 JSON with every security header", async () => {
    const probes: Array<[string, string]> = [
      ["HTTP/1.0 without Host", "GET / HTTP/1.0\r\n\r\n"],
      ["Host: a b", "GET /blog HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n"],
      ["Host: [::1", "GET / HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n"],
      ["Host: a@b", "GET /projects?token=a-secret-in-the-query HTTP/1.1\r\nHost: a@b\r\nConnection: close\r\n\r\n"],
      ["/uploads/%c0%ae%c0%ae/site.db", "GET /uploads/%c0%ae%c0%ae/site.db HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"],
    ];
    const answers: Record<string, { status: number; missing: string[] }> = {};
    for (const [label, text] of probes) {
      const answer = await sendRaw(server.port, Buffer.from(text, "latin1"), { idleMs: 1_000, keepOpen: true });
      const headers = answer.first?.headers ?? {};
      answers[label] = { status: answer.statuses[0] ?? 0, missing: missingHeaders(headers) };
      expect(headers["content-type"], label).toMatch(/^application\/json/);
      expect(JSON.parse(answer.first!.body), label).toHaveProperty("message");
    }
    figures.refused = answers;
    for (const [label, answer] of Object.entries(answers)) expect(answer, label).toEqual({ status: 400, missing: [] });
    expect(server.output()).not.toContain("a-secret-in-the-query");
  });

  it("the nonce placeholder sent in a query string puts no nonce anywhere but the page's scripts", async () => {
    // A kept public page has no nonce at all (its scripts are allowed by hash: docs/decisions/015);
    // sign-in, rendered per request, has the request's on React Router's scripts.
    const results: Array<{ path: string; nonces: number; attributes: number; strays: number }> = [];
    for (let i = 0; i < 5; i++) {
      const path = `${i < 3 ? "/blog" : "/login"}?q=${encodeURIComponent(NONCE_PLACEHOLDER)}`;
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { "accept-encoding": i === 2 ? "gzip" : "br" } });
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")![1]!;
      const page = await response.text();
      const attributes = [...page.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      results.push({
        path,
        nonces: page.split(nonce).length - 1,
        attributes: attributes.length,
        strays: attributes.filter((value) => value !== nonce).length,
      });
    }
    figures.noncePlaceholderProbe = results;
    for (const result of results) {
      if (result.path.startsWith("/login")) expect(result.attributes, result.path).toBeGreaterThan(0);
      else expect(result.attributes, result.path).toBe(0);
      expect(result.strays).toBe(0);
      expect(result.nonces).toBe(result.attributes);
    }
  });
});
