/**
 * The company is told of each new enquiry by e-mail (issue #15), through the outbox: tested
 * against a real SMTP server in this process (smtp-server), which is stopped and started again to
 * be a mail server that is down and comes back, and across a restart of our server.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtp } from "../support/smtp";
import { startServer, type TestServer } from "./harness";

function enquiry(name: string) {
  return {
    kind: "call-back",
    key: randomBytes(16).toString("hex"),
    name,
    phone: "+91 98470 12345",
    message: "Evenings are best",
    elapsed: 10_000,
  };
}

async function send(server: TestServer, body: object): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { enquiry: { reference: string } }).enquiry.reference;
}

const mailEnv = (port: number, dataDir?: string) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  NOTIFY_EMAIL: "office@builder.test",
  MAIL_FROM: "Website <website@builder.test>",
  SITE_URL: "https://www.builder.test",
  SCHEDULER_INTERVAL_MS: "100",
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
});

describe("e-mail notices of new enquiries", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    dataDir = await mkdtemp(path.join(tmpdir(), "site-outbox-"));
  });
  afterEach(async () => {
    await server?.close();
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("reach the company at once, with the reference, the details and the inbox link", async () => {
    server = await startServer(mailEnv(smtp.port));
    const reference = await send(server, enquiry("Lakshmi Pillai"));
    await expect.poll(() => smtp.mails.length, { timeout: 5000 }).toBe(1);
    const mail = smtp.mails[0]!;
    expect(mail.from).toBe("website@builder.test");
    expect(mail.to).toEqual(["office@builder.test"]);
    expect(mail.raw).toContain(`Subject: New enquiry ${reference}: Call back from Lakshmi Pillai`);
    expect(mail.raw).toContain("Phone: +91 98470 12345");
    expect(mail.raw).toContain("Evenings are best");
    expect(mail.raw).toMatch(/https:\/\/www\.builder\.test\/enquiries\/[0-9a-f]{24}/);
    expect(await server.services.enquiries.list()).toMatchObject({ total: 1 });
  });

  it("wait while the mail server is down, are tried again, and arrive once it is back", async () => {
    const port = smtp.port;
    server = await startServer(mailEnv(port));
    await smtp.close();
    const reference = await send(server, enquiry("Down Time"));
    await expect
      .poll(
        async () =>
          (await server.db.selectFrom("outbox").select(["attempts", "last_error"]).where("sent_at", "is", null).execute())[0]?.attempts ??
          0,
        {
          timeout: 5000,
        },
      )
      .toBeGreaterThanOrEqual(2);
    const failed = await server.db.selectFrom("outbox").select("last_error").where("sent_at", "is", null).executeTakeFirstOrThrow();
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    smtp = await startSmtp(port);
    await expect.poll(() => smtp.mails.some((m) => m.raw.includes(reference)), { timeout: 15_000 }).toBe(true);
    expect(smtp.mails.filter((m) => m.raw.includes(reference))).toHaveLength(1);
    await expect
      .poll(async () => (await server.db.selectFrom("outbox").select("id").where("sent_at", "is", null).execute()).length)
      .toBe(0);
  });

  it("survive a restart: a notice not sent before the server stopped is sent after it starts", async () => {
    const port = smtp.port;
    await smtp.close();
    server = await startServer(mailEnv(port, dataDir));
    const reference = await send(server, enquiry("After Restart"));
    await server.close();
    smtp = await startSmtp(port);
    server = await startServer(mailEnv(port, dataDir));
    await expect.poll(() => smtp.mails.filter((m) => m.raw.includes(reference)).length, { timeout: 10_000 }).toBe(1);
  });

  it("are deleted with their enquiry: what is deleted about a person leaves no copy waiting to be sent", async () => {
    const port = smtp.port;
    await smtp.close();
    server = await startServer(mailEnv(port));
    const reference = await send(server, enquiry("Forget Me"));
    expect(await server.db.selectFrom("outbox").select("id").where("sent_at", "is", null).execute()).toHaveLength(1);
    const { removed } = await server.api.json<{ removed: number }>("DELETE", "/api/enquiries/person?phone=%2B91%2098470%2012345");
    expect(removed).toBe(1);
    expect(await server.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    smtp = await startSmtp(port);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.some((m) => m.raw.includes(reference))).toBe(false);
  });

  it("are not written when no SMTP server is configured", async () => {
    server = await startServer({});
    await send(server, enquiry("No Mail"));
    expect(await server.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });
});
