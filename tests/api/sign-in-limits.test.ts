/**
 * Issue #12, part A, items 1–3: sign-in limits that no number of parallel attempts can beat, a
 * lockout that never locks the owner's own browser out (device cookies), and a cap on password
 * checks running at once. Each test has its own server: limits are state, and another test's
 * failures must not decide this one's answers.
 */
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_POLICIES } from "../../server/auth/sign-in-limits";
import { passwordChecks } from "../../server/auth/password";
import { ADMIN, startServer, type TestServer } from "./harness";

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

interface Attempt {
  status: number;
  body: { token?: string; message?: string };
  cookie: string | null;
  retryAfter: string | null;
}

async function signIn(baseUrl: string, email: string, password: string, headers: Record<string, string> = {}): Promise<Attempt> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Attempt["body"],
    cookie: response.headers.get("set-cookie"),
    retryAfter: response.headers.get("retry-after"),
  };
}

/** The `name=value` part of a Set-Cookie header, as a browser sends it back. */
function cookiePair(setCookie: string | null): string {
  return (setCookie ?? "").split(";")[0]!;
}

function countBy(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("parallel attempts", () => {
  it("get no more passwords checked than the limit: 25 at once for one account → 5 × 401, the rest 429 or 503", async () => {
    server = await startServer();
    const { baseUrl } = server;
    const attempts = await Promise.all(Array.from({ length: 25 }, (_, i) => signIn(baseUrl, ADMIN.email, `wrong guess ${i}`)));
    const counts = countBy(attempts.map((a) => a.status));
    // 429: the account's place was taken; 503: more sign-ins at once than the checks can take.
    expect(counts[401]).toBe(LIMIT_POLICIES.account.free);
    expect((counts[429] ?? 0) + (counts[503] ?? 0)).toBe(25 - LIMIT_POLICIES.account.free);
    for (const refused of attempts.filter((a) => a.status !== 401)) {
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$|try again in a moment/);
    }
    // One by one now, every attempt answers 429, and the right password waits too.
    for (let i = 0; i < 5; i++) expect((await signIn(baseUrl, ADMIN.email, `later ${i}`)).status).toBe(429);
    expect((await signIn(baseUrl, ADMIN.email, ADMIN.password)).status).toBe(429);
  });

  it("from many addresses, one account still gets at most its limit checked", async () => {
    server = await startServer({ TRUST_PROXY: "127.0.0.1" });
    const { baseUrl } = server;
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(baseUrl, ADMIN.email, `guess ${i}`, { "x-forwarded-for": `198.51.100.${i + 1}` })),
    );
    expect(attempts.filter((a) => a.status === 401)).toHaveLength(LIMIT_POLICIES.account.free);
    expect(attempts.every((a) => [401, 429, 503].includes(a.status))).toBe(true);
  });
});

describe("device cookies", () => {
  it("a reset link forgets the remembered devices: an old device cookie no longer passes a lockout", async () => {
    server = await startServer();
    const { baseUrl } = server;
    const device = cookiePair((await signIn(baseUrl, ADMIN.email, ADMIN.password)).cookie);
    const { accounts } = await server.api.json<{ accounts: Array<{ id: string; email: string }> }>("GET", "/api/admin/accounts");
    const { link } = await server.api.json<{ link: string }>("POST", `/api/admin/accounts/${accounts[0]!.id}/reset-link`);
    await server.anon.json("POST", "/api/password/reset", { token: link.split("#")[1], password: "the owner's new password" });
    // A stranger locks the account; the browser remembered before the reset is a stranger now.
    for (let i = 0; i < LIMIT_POLICIES.account.free + 1; i++) await signIn(baseUrl, ADMIN.email, `stranger ${i}`);
    expect((await signIn(baseUrl, ADMIN.email, "the owner's new password", { cookie: device })).status).toBe(429);
  });

  it("a stranger's failures lock out strangers, while the owner's browser signs in at once", async () => {
    server = await startServer();
    const { baseUrl } = server;
    const owner = await signIn(baseUrl, ADMIN.email, ADMIN.password);
    expect(owner.status).toBe(200);
    expect(owner.cookie).toMatch(/^sign_in_device=[A-Za-z0-9_.-]+; Path=\/api\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const device = cookiePair(owner.cookie);

    // The attacker: parallel and then one by one, never with the owner's cookie.
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(baseUrl, ADMIN.email, `burst ${i}`)));
    const slow: number[] = [];
    for (let i = 0; i < 10; i++) slow.push((await signIn(baseUrl, ADMIN.email, `slow ${i}`)).status);
    expect(burst.filter((a) => a.status === 401)).toHaveLength(LIMIT_POLICIES.account.free);
    expect(slow.every((status) => status === 429)).toBe(true);

    // The owner's browser is limited on its own: the right password signs in at once, and a
    // new device cookie replaces the old one.
    const again = await signIn(baseUrl, ADMIN.email, ADMIN.password, { cookie: device });
    expect(again.status).toBe(200);
    expect(again.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookiePair(again.cookie)).not.toBe(device);
    // A browser that never signed in is still locked out, with the right password too.
    expect((await signIn(baseUrl, ADMIN.email, ADMIN.password)).status).toBe(429);
  });

  it("a stolen device cookie alone signs nobody in, and its own failures lock out only that cookie", async () => {
    server = await startServer();
    const { baseUrl } = server;
    const stolen = cookiePair((await signIn(baseUrl, ADMIN.email, ADMIN.password)).cookie);
    const owner = cookiePair((await signIn(baseUrl, ADMIN.email, ADMIN.password)).cookie);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const attempt = await signIn(baseUrl, ADMIN.email, `thief ${i}`, { cookie: stolen });
      expect(attempt.body.token).toBeUndefined();
      expect(attempt.cookie).toBeNull();
      statuses.push(attempt.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Without a password there is nothing to check.
    const bare = await fetch(`${baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: stolen },
      body: JSON.stringify({ email: ADMIN.email }),
    });
    expect(bare.status).toBe(400);
    // The owner's other browser, and a browser without a cookie, are untouched by the thief.
    expect((await signIn(baseUrl, ADMIN.email, ADMIN.password, { cookie: owner })).status).toBe(200);
    expect((await signIn(baseUrl, ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it("a cookie counts only for the account it was issued for, and only with its signature intact", async () => {
    server = await startServer();
    const { baseUrl } = server;
    const other = { email: "second@site.test", password: "the second password" };
    await server.services.auth.setAdmin(other.email, other.password);
    const device = cookiePair((await signIn(baseUrl, ADMIN.email, ADMIN.password)).cookie);
    for (let i = 0; i < LIMIT_POLICIES.account.free; i++) expect((await signIn(baseUrl, other.email, `wrong ${i}`)).status).toBe(401);
    // The first account's cookie is no key to the second account's lockout.
    expect((await signIn(baseUrl, other.email, other.password, { cookie: device })).status).toBe(429);
    // Nor is a cookie whose signature was changed.
    for (let i = 0; i < LIMIT_POLICIES.account.free; i++) await signIn(baseUrl, ADMIN.email, `wrong ${i}`);
    const forged = device.slice(0, -3) + (device.endsWith("AAA") ? "BBB" : "AAA");
    expect((await signIn(baseUrl, ADMIN.email, ADMIN.password, { cookie: forged })).status).toBe(429);
    expect((await signIn(baseUrl, ADMIN.email, ADMIN.password, { cookie: device })).status).toBe(200);
  });

  it("a password reset lets the owner in at once from any browser", async () => {
    server = await startServer();
    const { baseUrl } = server;
    for (let i = 0; i < 7; i++) await signIn(baseUrl, ADMIN.email, `wrong ${i}`);
    expect((await signIn(baseUrl, ADMIN.email, ADMIN.password)).status).toBe(429);
    await server.services.auth.setAdmin(ADMIN.email, "a brand new password");
    expect((await signIn(baseUrl, ADMIN.email, "a brand new password")).status).toBe(200);
  });

  it("sends the cookie with Secure when the request came over https", async () => {
    server = await startServer({ TRUST_PROXY: "127.0.0.1" });
    const owner = await signIn(server.baseUrl, ADMIN.email, ADMIN.password, { "x-forwarded-proto": "https" });
    expect(owner.cookie).toMatch(/; Secure$/);
  });
});

describe("password checks at once", () => {
  it("run a few, queue a few, and refuse the rest with 503 and Retry-After", async () => {
    server = await startServer({ TRUST_PROXY: "127.0.0.1" });
    const { baseUrl } = server;
    // A crowd: every attempt from its own address, for its own account, so no limit applies.
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(baseUrl, `visitor${i}@site.test`, "a wrong password", { "x-forwarded-for": `203.0.113.${i + 1}` }),
      ),
    );
    const checked = attempts.filter((a) => a.status === 401).length;
    const busy = attempts.filter((a) => a.status === 503);
    expect(checked + busy.length).toBe(40);
    expect(checked).toBeGreaterThanOrEqual(passwordChecks.size);
    expect(checked).toBeLessThanOrEqual(passwordChecks.size + passwordChecks.queueLimit);
    expect(busy.length).toBeGreaterThan(0);
    for (const refused of busy) {
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/try again in a moment/);
    }
    // A refused check was never judged: its account and address are not charged for it.
    expect((await signIn(baseUrl, ADMIN.email, ADMIN.password, { "x-forwarded-for": "203.0.113.1" })).status).toBe(200);
  });
});
