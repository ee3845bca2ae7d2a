/**
 * The real server as a process, logging at the most verbose level, with its output captured:
 * no password and no token ever reaches a log line, and a refused request logs one line without
 * its query string.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRaw } from "../hard/support/http";
import { ApiClient, formData } from "../support/client";
import { makeImage } from "../support/images";

const PASSWORD = "a-very-secret-password-42";
const EMAIL = "logs@site.test";
const PORT = 4291;
let dataDir: string;
let server: ChildProcess;
let output = "";
const waiters = new Set<() => void>();

/** Resolves once the server has printed `text`; fails after `ms`. Woken by each chunk of output. */
function printed(text: string, ms = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!output.includes(text)) return;
      waiters.delete(check);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`the server did not print ${JSON.stringify(text)} in ${ms} ms:\n${output.slice(-2000)}`));
    }, ms);
    waiters.add(check);
    check();
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "site-logs-"));
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_CONTENT: "false",
      LOG_LEVEL: "trace",
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of [...waiters]) check();
  };
  server.stdout!.on("data", keep);
  server.stderr!.on("data", keep);
  await printed("is running at");
}, 90_000);

afterAll(async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
});

describe("secrets never reach a log line", () => {
  it("logs neither passwords nor tokens, even at trace level and on errors", async () => {
    const api = new ApiClient(`http://127.0.0.1:${PORT}`);
    const token = await api.login(EMAIL, PASSWORD);
    await api.request("POST", "/api/login", { email: EMAIL, password: `${PASSWORD}-wrong` });
    await api.request("POST", "/api/login", "{broken json" as unknown as object);
    await api.createProject({ title: "Logged", coverImage: { name: "c.jpg", data: await makeImage() } });
    await api.request("POST", "/api/add-blog", formData({ title: "" }));
    await api.request("GET", `/api/session?token=${token}`);
    await api.request("POST", "/api/logout");
    // The last request's line tells that every earlier one has been written.
    const marker = randomUUID();
    await api.request("GET", `/api/projects?marker=${marker}`);
    await printed(marker);
    expect(output).toContain("request completed");
    expect(output).not.toContain(PASSWORD);
    const leaks = output.split("\n").filter((line) => line.includes(token.slice(0, 20)));
    expect(leaks).toEqual([]);
  });

  it("logs neither the VAPID private key nor a device's push endpoint and keys (docs/decisions/014)", async () => {
    const api = new ApiClient(`http://127.0.0.1:${PORT}`);
    await api.login(EMAIL, PASSWORD);
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const device = `device-${randomUUID()}`;
    const subscription = {
      endpoint: `https://fcm.googleapis.com/fcm/send/${device}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
    };
    expect((await api.request("GET", "/api/admin/push/key")).status).toBe(200);
    expect((await api.request("POST", "/api/admin/push/subscriptions", subscription)).status).toBe(201);
    // The push service is not reached from here, or knows no such device: either way the answer
    // and the log say so without the endpoint.
    const tested = await api.request("POST", "/api/admin/push/test", { endpoint: subscription.endpoint });
    expect([410, 502]).toContain(tested.status);
    expect(JSON.stringify(await tested.json())).not.toContain(device);
    const marker = randomUUID();
    await api.request("GET", `/api/projects?marker=${marker}`);
    await printed(marker);
    const database = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
    const { value } = database.prepare("select value from server_secrets where name = 'push-vapid'").get() as { value: string };
    database.close();
    const { privateKey } = JSON.parse(value) as { privateKey: string };
    for (const secret of [privateKey, device, subscription.keys.p256dh, subscription.keys.auth]) expect(output).not.toContain(secret);
  });

  it("a request refused for its Host header logs one line, without its query string", async () => {
    const secret = randomUUID();
    const answer = await sendRaw(
      PORT,
      Buffer.from(`GET /projects?token=${secret}&q=${secret} HTTP/1.1\r\nHost: a@b\r\nConnection: close\r\n\r\n`),
      {
        keepOpen: true,
        idleMs: 1_000,
      },
    );
    expect(answer.statuses).toEqual([400]);
    const marker = randomUUID();
    await fetch(`http://127.0.0.1:${PORT}/api/projects?marker=${marker}`);
    await printed(marker);
    expect(output).not.toContain(secret);
    const lines = output.split("\n").filter((line) => line.includes("without a valid Host header"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"path":"/projects"');
    expect(output).not.toMatch(/"statusCode":500/);
  });
});
