/**
 * Notifications of new enquiries on the owner's devices (docs/api.md, docs/decisions/014), end to end
 * with nothing of ours replaced: the real server, a push service of the test's own (an HTTP
 * server in this process, allowed by PUSH_ALLOW_LOOPBACK), and a "browser" made here from a
 * P-256 key pair and an auth secret, which decrypts what it receives by RFC 8291 and RFC 8188
 * with node:crypto alone and checks the VAPID signature (RFC 8292).
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify as verifySignature, type ECDH } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startServer as startTestServer, type TestServer } from "./harness";
import { DEVICES_PER_ADMIN } from "../../server/services/push";

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the push service answers on a path: a status, or "hold" to keep the request waiting. */
type Answer = number | "hold";

/** A push service: it keeps every POST and answers each path as told (201 unless told). */
async function startPushService() {
  const received: Received[] = [];
  const answers = new Map<string, Answer[]>();
  const held: ServerResponse[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = request.url ?? "/";
      received.push({ path: url, headers: request.headers, body: Buffer.concat(chunks) });
      const queue = answers.get(url);
      const answer = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? 201;
      if (answer === "hold") return void held.push(response);
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    url: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    received,
    to: (name: string) => received.filter((r) => r.path === `/push/${name}`),
    /** The answers for a device, in turn; the last one stays. */
    answer(name: string, ...list: Answer[]) {
      answers.set(`/push/${name}`, list);
    },
    /** Answers the requests held so far with `status`. */
    release(status = 201) {
      for (const response of held.splice(0)) response.writeHead(status).end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's half of a push subscription: its own P-256 key pair and 16-byte auth secret. */
function newDevice(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
  };
}

/** RFC 8291 (Web Push encryption) over RFC 8188 (aes128gcm), as a browser decrypts a message. */
function decrypt(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): string {
  // The aes128gcm header: salt (16), record size (4), key id length (1), key id (the server's one-off public key).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);

  const ecdhSecret = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last (and only) record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString("utf8");
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): signed by the server's key, for this push service. */
function checkVapid(header: string | undefined, publicKey: string, audience: string): { sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  expect(match, `Authorization: ${header}`).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(publicKey);
  const [head, claims, signature] = jwt!.split(".") as [string, string, string];
  const point = Buffer.from(publicKey, "base64url");
  const verifier = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const signed = verifySignature(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: verifier, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(head, "base64url").toString())).toMatchObject({ alg: "ES256" });
  const payload = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
  expect(payload.aud).toBe(audience);
  expect(payload.exp * 1000).toBeGreaterThan(Date.now());
  expect(payload.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
  return payload;
}

const enquiry = (fields: Record<string, unknown> = {}) => ({
  kind: "message",
  key: randomBytes(16).toString("hex"),
  name: "Lakshmi Pillai",
  email: "lakshmi@example.in",
  phone: "+91 94470 11223",
  service: "New Building Construction",
  message: "A two-storey house on 6 cents in Peroorkada, with a car porch and a terrace garden for my parents.",
  page: "/contact",
  elapsed: 25_000,
  ...fields,
});

/** Sends an enquiry as a visitor's browser does; its id, from the inbox. */
async function submit(server: TestServer, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(enquiry(fields)),
  });
  expect(response.status).toBe(201);
  const { reference } = ((await response.json()) as { enquiry: { reference: string } }).enquiry;
  const found = await server.api.json<{ enquiries: Array<{ id: string }> }>("GET", `/api/enquiries?q=${reference}`);
  return found.enquiries[0]!.id;
}

const pushEnv = { PUSH_ALLOW_LOOPBACK: "true", SCHEDULER_INTERVAL_MS: "100", SITE_URL: "https://www.builder.test" };

async function devices(server: TestServer): Promise<string[]> {
  return (await server.db.selectFrom("push_subscriptions").select("endpoint").orderBy("endpoint").execute()).map((row) => row.endpoint);
}

describe("notifications of new enquiries on the owner's devices", () => {
  let push: Awaited<ReturnType<typeof startPushService>>;
  let server: TestServer;
  const running: TestServer[] = [];
  /** A server of the test's own, closed after it (once, even if the test closed it already). */
  const startServer = async (env: Record<string, string>) => {
    const started = await startTestServer(env);
    const closeOnce = started.close;
    let closing: Promise<void> | undefined;
    const close = () => (closing ??= closeOnce());
    running.push(Object.assign(started, { close }));
    return started;
  };

  beforeAll(async () => {
    push = await startPushService();
  });
  afterEach(async () => {
    push.release();
    await Promise.all(running.splice(0).map((started) => started.close()));
  });
  afterAll(async () => {
    await push.close();
  });

  it("reach each device as a message only it can read, signed with the site's key, naming the enquiry and opening its page", async () => {
    server = await startServer(pushEnv);
    const { publicKey } = await server.api.json<{ publicKey: string }>("GET", "/api/admin/push/key");
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    const phone = newDevice(push.url("phone"));
    const laptop = newDevice(push.url("laptop"));
    const signedUp = await server.api.request("POST", "/api/admin/push/subscriptions", phone.subscription);
    expect(signedUp.status).toBe(201);
    expect(((await signedUp.json()) as { created: boolean }).created).toBe(true);
    expect((await server.api.request("POST", "/api/admin/push/subscriptions", laptop.subscription)).status).toBe(201);
    // Signing the same device up again changes nothing.
    expect((await server.api.request("POST", "/api/admin/push/subscriptions", phone.subscription)).status).toBe(200);

    const id = await submit(server);
    await expect.poll(() => push.to("phone").length + push.to("laptop").length, { timeout: 10_000 }).toBe(2);

    for (const [name, device] of [
      ["phone", phone],
      ["laptop", laptop],
    ] as const) {
      const message = push.to(name)[0]!;
      expect(message.headers["content-encoding"]).toBe("aes128gcm");
      expect(Number(message.headers.ttl)).toBeGreaterThan(0);
      expect(message.headers.urgency).toBe("high");
      const claims = checkVapid(message.headers.authorization, publicKey, push.origin);
      expect(claims.sub).toBe("https://www.builder.test");
      const notification = JSON.parse(decrypt(message.body, device)) as Record<string, string>;
      expect(notification).toEqual({
        title: "New enquiry from Lakshmi Pillai",
        body: expect.stringContaining("Message: New Building Construction") as string,
        url: `/enquiries/${id}`,
        tag: `enquiry-${id}`,
      });
      expect(notification.body).toContain("“A two-storey house on 6 cents in Peroorkada");
      // No more of the visitor than the lock screen needs: no phone number, no e-mail address.
      expect(JSON.stringify(notification)).not.toMatch(/94470|lakshmi@/);
    }
    // The phone could not read the laptop's message: each is encrypted to its own device.
    expect(() => decrypt(push.to("laptop")[0]!.body, phone)).toThrow();
    await expect
      .poll(async () => (await server.db.selectFrom("push_notices").select("sent_at").execute()).every((row) => row.sent_at !== null))
      .toBe(true);
  });

  it("never hold up the visitor: the enquiry is answered while the push service is still silent, and a failed push is tried again", async () => {
    server = await startServer(pushEnv);
    const device = newDevice(push.url("slow"));
    await server.api.json("POST", "/api/admin/push/subscriptions", device.subscription);
    push.answer("slow", "hold");
    const id = await submit(server, { name: "Patient Visitor" });
    // The visitor has their answer, and the push service has not answered the push yet.
    await expect.poll(() => push.to("slow").length, { timeout: 10_000 }).toBe(1);
    const waiting = await server.db
      .selectFrom("push_notices")
      .select(["sent_at", "attempts"])
      .where("enquiry_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(waiting).toEqual({ sent_at: null, attempts: 1 });
    // It answers 503 (busy), and the server tries again, later, and gets through.
    push.answer("slow", 201);
    push.release(503);
    await expect.poll(() => push.to("slow").length, { timeout: 15_000 }).toBe(2);
    await expect
      .poll(
        async () => (await server.db.selectFrom("push_notices").select("sent_at").where("enquiry_id", "=", id).executeTakeFirst())?.sent_at,
        {
          timeout: 15_000,
        },
      )
      .toBeTruthy();
    const last = push.to("slow").at(-1)!;
    expect(JSON.parse(decrypt(last.body, device))).toMatchObject({ title: "New enquiry from Patient Visitor", url: `/enquiries/${id}` });
    const row = await server.db.selectFrom("push_subscriptions").selectAll().executeTakeFirstOrThrow();
    expect(row.last_success_at).not.toBeNull();
  });

  it("forget a device whose push service answers 410 Gone, and keep sending to the others", async () => {
    server = await startServer(pushEnv);
    const gone = newDevice(push.url("gone"));
    const kept = newDevice(push.url("kept"));
    push.answer("gone", 410);
    await server.api.json("POST", "/api/admin/push/subscriptions", gone.subscription);
    await server.api.json("POST", "/api/admin/push/subscriptions", kept.subscription);
    await submit(server, { name: "First Visitor" });
    await expect.poll(() => devices(server), { timeout: 10_000 }).toEqual([push.url("kept")]);
    expect(push.to("gone")).toHaveLength(1);
    await expect.poll(() => push.to("kept").length).toBe(1);
    // Its notices went with it, and the next enquiry is not sent there.
    expect(
      await server.db
        .selectFrom("push_notices")
        .select("id")
        .where("subscription_id", "not in", [await keptId(server)])
        .execute(),
    ).toEqual([]);
    await submit(server, { name: "Second Visitor" });
    await expect.poll(() => push.to("kept").length, { timeout: 10_000 }).toBe(2);
    expect(push.to("gone")).toHaveLength(1);
  });

  it("leave with the enquiry: a notice still waiting is deleted when the enquiry is", async () => {
    server = await startServer(pushEnv);
    const device = newDevice(push.url("down"));
    push.answer("down", 503);
    await server.api.json("POST", "/api/admin/push/subscriptions", device.subscription);
    const id = await submit(server);
    await expect.poll(() => push.to("down").length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const waiting = await server.db.selectFrom("push_notices").select(["last_error", "sent_at"]).where("enquiry_id", "=", id).execute();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.sent_at).toBeNull();
    await expect
      .poll(async () => (await server.db.selectFrom("push_notices").select("last_error").executeTakeFirst())?.last_error)
      .toBe("HTTP 503");
    expect((await server.api.request("DELETE", `/api/enquiries/${id}`)).status).toBe(200);
    expect(await server.db.selectFrom("push_notices").select("id").execute()).toEqual([]);
  });

  it("send a test notification to this device, and stop when it is turned off", async () => {
    server = await startServer(pushEnv);
    const device = newDevice(push.url("tested"));
    const endpoint = device.subscription.endpoint;
    const notYet = await server.api.request("POST", "/api/admin/push/test", { endpoint });
    expect(notYet.status).toBe(404);
    expect(((await notYet.json()) as { message: string }).message).toBe(
      "This device is not signed up for notifications. Turn them on first.",
    );
    await server.api.json("POST", "/api/admin/push/subscriptions", device.subscription);
    const tested = await server.api.request("POST", "/api/admin/push/test", { endpoint });
    expect(tested.status).toBe(200);
    expect(push.to("tested")).toHaveLength(1);
    expect(JSON.parse(decrypt(push.to("tested")[0]!.body, device))).toMatchObject({ title: "Test notification", url: "/enquiries" });

    const off = await server.api.request("DELETE", "/api/admin/push/subscriptions", { endpoint });
    expect(await off.json()).toEqual({ removed: true });
    expect(await devices(server)).toEqual([]);
    await submit(server);
    expect(await server.db.selectFrom("push_notices").select("id").execute()).toEqual([]);
    // Turned on again, and off by the POST form of the call.
    await server.api.json("POST", "/api/admin/push/subscriptions", device.subscription);
    expect(await server.api.json("POST", "/api/admin/push/unsubscribe", { endpoint })).toEqual({ removed: true });
  });

  it("signed up at once, one device many times and many devices together, keep one row a device and at most the limit", async () => {
    server = await startServer(pushEnv);
    const one = newDevice(push.url("together"));
    const again = await Promise.all(
      Array.from({ length: 6 }, () => server.api.request("POST", "/api/admin/push/subscriptions", one.subscription)),
    );
    expect(again.every((answer) => answer.status < 300)).toBe(true);
    expect(await devices(server)).toEqual([one.subscription.endpoint]);
    const many = Array.from({ length: DEVICES_PER_ADMIN + 4 }, (_, i) => newDevice(push.url(`many-${i}`)));
    const answers = await Promise.all(
      many.map((device) => server.api.request("POST", "/api/admin/push/subscriptions", device.subscription)),
    );
    expect(answers.every((answer) => answer.status < 300)).toBe(true);
    expect(await devices(server)).toHaveLength(DEVICES_PER_ADMIN);
  });

  it("are the signed-in administrator's to turn on: no token, no subscription, and the key is not given out", async () => {
    server = await startServer(pushEnv);
    const device = newDevice(push.url("stranger"));
    for (const [method, url, body] of [
      ["GET", "/api/admin/push/key", undefined],
      ["POST", "/api/admin/push/subscriptions", device.subscription],
      ["DELETE", "/api/admin/push/subscriptions", { endpoint: device.subscription.endpoint }],
      ["POST", "/api/admin/push/unsubscribe", { endpoint: device.subscription.endpoint }],
      ["POST", "/api/admin/push/test", { endpoint: device.subscription.endpoint }],
    ] as const) {
      const response = await server.anon.request(method, url, body);
      expect(response.status, `${method} ${url}`).toBe(401);
    }
    // A cross-site form cannot send the token, nor JSON: its body is refused before anything else.
    const form = await fetch(`${server.baseUrl}/api/admin/push/subscriptions`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${server.api.token}` },
      body: `endpoint=${encodeURIComponent(device.subscription.endpoint)}`,
    });
    expect(form.status).toBe(415);
    expect(await devices(server)).toEqual([]);
  });

  it("refuse a malformed subscription with a clear message, and keep nothing of it", async () => {
    server = await startServer(pushEnv);
    const { subscription } = newDevice(push.url("fine"));
    const otherPoint = Buffer.from(subscription.keys.p256dh, "base64url");
    otherPoint[64] = otherPoint[64]! ^ 1;
    const cases: Array<[object, RegExp]> = [
      [{}, /endpoint must be an https URL/],
      [{ ...subscription, endpoint: "not a url" }, /endpoint must be an https URL/],
      [{ ...subscription, endpoint: "ftp://push.example.com/x" }, /endpoint must be an https URL/],
      [{ ...subscription, endpoint: `https://push.example.com/${"x".repeat(1100)}` }, /endpoint must be an https URL/],
      [{ ...subscription, endpoint: "https://user:secret@push.example.com/x" }, /endpoint must be an https URL/],
      [{ ...subscription, keys: undefined }, /keys are missing/],
      [{ ...subscription, keys: { ...subscription.keys, p256dh: "short" } }, /p256dh key must be a P-256 public key/],
      [
        { ...subscription, keys: { ...subscription.keys, p256dh: otherPoint.toString("base64url") } },
        /p256dh key must be a P-256 public key/,
      ],
      [{ ...subscription, keys: { ...subscription.keys, auth: randomBytes(8).toString("base64url") } }, /auth secret must be 16 bytes/],
      [{ ...subscription, keys: { ...subscription.keys, auth: "!!!!!!!!!!!!!!!!!!!!!!" } }, /auth secret must be 16 bytes/],
    ];
    for (const [body, message] of cases) {
      const response = await server.api.request("POST", "/api/admin/push/subscriptions", body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect(await devices(server)).toEqual([]);
  });

  it("send only to public https addresses unless the server is set up for tests (the server POSTs to the URL)", async () => {
    server = await startServer({ SCHEDULER_INTERVAL_MS: "100" });
    const device = newDevice(push.url("local"));
    for (const endpoint of [
      push.url("local"),
      "https://127.0.0.1/push/x",
      "https://10.1.2.3/push/x",
      "https://192.168.1.20/push/x",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/push/x",
      "https://[::ffff:127.0.0.1]/push/x",
      "https://[fd00::1]/push/x",
      "https://0x7f000001/push/x",
      "https://localhost/push/x",
      "https://router.local/push/x",
      "https://metadata/computeMetadata",
      "https://push.example.com:8443/push/x",
    ]) {
      const response = await server.api.request("POST", "/api/admin/push/subscriptions", { ...device.subscription, endpoint });
      expect(response.status, endpoint).toBe(400);
    }
    expect(await devices(server)).toEqual([]);
    // A push service's own address is taken (nothing is sent until an enquiry comes).
    const fcm = "https://fcm.googleapis.com/fcm/send/dGVzdC1kZXZpY2U";
    expect((await server.api.request("POST", "/api/admin/push/subscriptions", { ...device.subscription, endpoint: fcm })).status).toBe(201);
    expect(await devices(server)).toEqual([fcm]);
  });

  it("sign with the same VAPID key after a restart: the key is made once and kept", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "site-push-"));
    try {
      server = await startServer({ ...pushEnv, DATA_DIR: dataDir });
      const first = await server.api.json<{ publicKey: string }>("GET", "/api/admin/push/key");
      await server.close();
      server = await startServer({ ...pushEnv, DATA_DIR: dataDir });
      expect(await server.api.json<{ publicKey: string }>("GET", "/api/admin/push/key")).toEqual(first);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

async function keptId(server: TestServer): Promise<string> {
  return (await server.db.selectFrom("push_subscriptions").select("id").executeTakeFirstOrThrow()).id;
}
