/**
 * A stolen password is not enough (issue #29): an authenticator app's codes, computed here from the
 * secret the server shows as a person's app would, and ten recovery codes; each code works once; a
 * correct password alone no longer signs in; the owner can require a second step of everyone, and
 * then a person without an app sets one up while signing in. Code attempts are limited.
 */
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeysAvailable } from "../../server/services/passkeys";
import { ApiClient } from "../support/client";
import { ADMIN, startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const PASSWORD = "a long password 1";

/** The app's code for `secret` at `at` (30-second steps). */
function codeFor(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: at });
}

async function person(email: string, role: "editor" | "sales" = "editor"): Promise<ApiClient> {
  const { link } = await server.api.json<{ link: string }>("POST", "/api/admin/accounts/invitations", { email, role });
  const client = new ApiClient(server.baseUrl);
  client.token = (
    await client.json<{ token: string }>("POST", "/api/join", { token: link.split("#")[1], name: email.split("@")[0], password: PASSWORD })
  ).token;
  return client;
}

/** Signs in with the password: the answer, which has a token or a second step. */
async function password(email: string): Promise<{ token?: string; secondStep?: { ticket: string; setup: boolean }; message: string }> {
  const response = await server.anon.request("POST", "/api/login", { email, password: PASSWORD });
  expect(response.status).toBe(200);
  return response.json() as never;
}

async function secondStep(ticket: string, code: string): Promise<Response> {
  return server.anon.request("POST", "/api/login/second-step", { ticket, code });
}

describe("an authenticator app", () => {
  let secret = "";
  let recoveryCodes: string[] = [];
  const email = "meera@builder.test";

  beforeAll(async () => {
    const meera = await person(email);
    // A stolen session alone cannot add an app: the password says it is still them.
    expect((await meera.request("POST", "/api/account/totp/setup", {})).status).toBe(400);
    expect((await meera.request("POST", "/api/account/totp/setup", { password: "not the password" })).status).toBe(400);
    const setup = await meera.json<{ secret: string; uri: string; qr: string }>("POST", "/api/account/totp/setup", { password: PASSWORD });
    secret = setup.secret;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await meera.request("POST", "/api/account/totp/enable", { code: "000000" });
    expect(wrong.status).toBe(400);
    ({ recoveryCodes } = await meera.json<{ recoveryCodes: string[] }>("POST", "/api/account/totp/enable", { code: codeFor(secret) }));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const security = await meera.json<{ totp: boolean; recoveryCodesLeft: number }>("GET", "/api/account/security");
    expect(security).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
  });

  it("a correct password alone does not sign in; the app's code does, once", async () => {
    const first = await password(email);
    expect(first.token).toBeUndefined();
    expect(first.secondStep).toMatchObject({ setup: false });
    expect((await secondStep(first.secondStep!.ticket, "123456")).status).toBe(401);
    // The next step's code: the one before was spent enabling the app.
    const code = codeFor(secret, Date.now() + 30_000);
    const ok = await secondStep(first.secondStep!.ticket, code);
    expect(ok.status).toBe(200);
    const { token } = (await ok.json()) as { token: string };
    expect((await server.anon.request("GET", "/api/session", undefined, token)).status).toBe(200);
    // The ticket is spent, and the same code does not work again.
    expect((await secondStep(first.secondStep!.ticket, code)).status).toBe(401);
    const again = await password(email);
    expect((await secondStep(again.secondStep!.ticket, code)).status).toBe(401);
  });

  it("a recovery code signs in once", async () => {
    const first = await password(email);
    const ok = await secondStep(first.secondStep!.ticket, recoveryCodes[0]!.toUpperCase());
    expect(ok.status).toBe(200);
    const again = await password(email);
    expect((await secondStep(again.secondStep!.ticket, recoveryCodes[0]!)).status).toBe(401);
    expect((await secondStep(again.secondStep!.ticket, recoveryCodes[1]!)).status).toBe(200);
  });

  it("limits wrong codes like passwords", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { secondStep: step } = await password(email);
      statuses.push((await secondStep(step!.ticket, String(100000 + i))).status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The limit is the account's: cleared here so the other tests go on.
    await server.db.deleteFrom("sign_in_limits").where("key", "like", "code:%").execute();
  });

  it("a ticket takes five codes at most", async () => {
    const { secondStep: step } = await password(email);
    for (let i = 0; i < 5; i++) await secondStep(step!.ticket, String(200000 + i));
    await server.db.deleteFrom("sign_in_limits").where("key", "like", "code:%").execute();
    const late = await secondStep(step!.ticket, codeFor(secret, Date.now() + 60_000));
    expect(late.status).toBe(401);
    expect(((await late.json()) as { message: string }).message).toBe("This sign-in has expired. Please sign in again.");
  });
});

describe("the owner requires a second step", () => {
  it("asks someone without an app to set one up while signing in (or joining), signs out those without one, and keeps it on", async () => {
    const ravi = await person("ravi@builder.test", "sales");
    // A sales account cannot change the rule.
    expect((await ravi.request("PUT", "/api/admin/accounts/settings", { requireSecondStep: true })).status).toBe(403);
    // The owner turns an app on first: the rule would otherwise sign them out.
    const refused = await server.api.request("PUT", "/api/admin/accounts/settings", { requireSecondStep: true });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/your own account first/);
    const { secret: ownerSecret } = await server.api.json<{ secret: string }>("POST", "/api/account/totp/setup", {
      password: ADMIN.password,
    });
    await server.api.json("POST", "/api/account/totp/enable", { code: codeFor(ownerSecret) });
    await server.api.json("PUT", "/api/admin/accounts/settings", { requireSecondStep: true });
    // Signed in without an app: signed out at once.
    expect((await ravi.request("GET", "/api/session")).status).toBe(401);
    // Joining now leads to the second step too.
    const { link } = await server.api.json<{ link: string }>("POST", "/api/admin/accounts/invitations", {
      email: "late@builder.test",
      role: "sales",
    });
    const joined = await server.anon.json<{ token?: string; secondStep?: { setup: boolean } }>("POST", "/api/join", {
      token: link.split("#")[1],
      name: "Late",
      password: PASSWORD,
    });
    expect(joined.token).toBeUndefined();
    expect(joined.secondStep).toMatchObject({ setup: true });
    try {
      const listed = await server.api.json<{ requireSecondStep: boolean }>("GET", "/api/admin/accounts");
      expect(listed.requireSecondStep).toBe(true);

      const first = await password("ravi@builder.test");
      expect(first.token).toBeUndefined();
      expect(first.secondStep).toMatchObject({ setup: true });
      const setup = await server.anon.json<{ secret: string }>("POST", "/api/login/second-step/setup", {
        ticket: first.secondStep!.ticket,
      });
      const done = await secondStep(first.secondStep!.ticket, codeFor(setup.secret));
      expect(done.status).toBe(200);
      const body = (await done.json()) as { token: string; recoveryCodes: string[] };
      expect(body.recoveryCodes).toHaveLength(10);
      const signedIn = new ApiClient(server.baseUrl);
      signedIn.token = body.token;
      const off = await signedIn.request("POST", "/api/account/totp/disable", { code: codeFor(setup.secret, Date.now() + 30_000) });
      expect(off.status).toBe(400);
      expect(((await off.json()) as { message: string }).message).toMatch(/requires a second step/);
    } finally {
      await server.api.json("PUT", "/api/admin/accounts/settings", { requireSecondStep: false });
      await server.db
        .updateTable("admin_users")
        .set({ totp_enabled_at: null, totp_secret: null })
        .where("email", "=", ADMIN.email)
        .execute();
    }
  });
});

describe("passkeys", () => {
  it("sign in for this site's host name only, with the person verified, and each challenge once", async () => {
    const { options, challengeId } = await server.anon.json<{
      options: { rpId: string; userVerification: string; challenge: string };
      challengeId: string;
    }>("POST", "/api/passkeys/sign-in/options", {});
    expect(options).toMatchObject({ rpId: "localhost", userVerification: "required" });
    // An answer no passkey of the site made is refused, and the challenge is spent either way.
    const forged = {
      id: "AAAA",
      rawId: "AAAA",
      type: "public-key",
      response: { clientDataJSON: "", authenticatorData: "", signature: "" },
      clientExtensionResults: {},
    };
    const refused = await server.anon.request("POST", "/api/passkeys/sign-in", { challengeId, response: forged });
    expect(refused.status).toBe(401);
    expect(await server.db.selectFrom("webauthn_challenges").select("id").where("id", "=", challengeId).executeTakeFirst()).toBeUndefined();
  });

  it("are not offered where the site's address is an IP address", () => {
    expect(passkeysAvailable("http://127.0.0.1:3000")).toBe(false);
    expect(passkeysAvailable("http://localhost:3000")).toBe(true);
    expect(passkeysAvailable("https://www.builder.in")).toBe(true);
    expect(passkeysAvailable("http://www.builder.in")).toBe(false);
  });
});
