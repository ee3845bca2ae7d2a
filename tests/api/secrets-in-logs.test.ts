import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, formData } from "../support/client";
import { makeImage } from "../support/images";

/** The real server as a process, logging at the most verbose level, with its output captured. */
const PASSWORD = "a-very-secret-password-42";
const EMAIL = "logs@site.test";
const PORT = 4291;
let dataDir: string;
let output = "";
let server: ReturnType<typeof spawn>;

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
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 200 && !output.includes("is running at"); i++) await new Promise((r) => setTimeout(r, 100));
}, 60_000);

afterAll(async () => {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
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
    await new Promise((r) => setTimeout(r, 300));
    expect(output).toContain("incoming request");
    expect(output).not.toContain(PASSWORD);
    const leaks = output.split("\n").filter((line) => line.includes(token.slice(0, 20)));
    expect(leaks).toEqual([]);
  });

  it("expires a session after its idle time, and its token stops working", async () => {
    const api = new ApiClient(`http://127.0.0.1:${PORT}`);
    const token = await api.login(EMAIL, PASSWORD);
    expect((await api.request("GET", "/api/session")).status).toBe(200);
    const db = new Database(path.join(dataDir, "site.db"));
    db.prepare("UPDATE sessions SET last_seen_at = ?").run(new Date(Date.now() - 4 * 24 * 3600 * 1000).toISOString());
    db.close();
    expect((await api.request("GET", "/api/session", undefined, token)).status).toBe(401);
    const token2 = await api.login(EMAIL, PASSWORD);
    const db2 = new Database(path.join(dataDir, "site.db"));
    db2.prepare("UPDATE sessions SET expires_at = ?").run(new Date(Date.now() - 1000).toISOString());
    db2.close();
    expect((await api.request("DELETE", "/api/projects/0123456789abcdef01234567", undefined, token2)).status).toBe(401);
  });
});
