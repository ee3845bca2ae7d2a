/**
 * A team runs the site (issue #29): the owner invites people by e-mail (a real SMTP server in this
 * process) or by a copied link, gives them roles, disables and removes them; the site keeps an
 * owner; anyone can have a reset link e-mailed; and every role is tried against every admin call.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, formData } from "../support/client";
import { makeImage } from "../support/images";
import { startSmtp } from "../support/smtp";
import { ADMIN, startServer, type TestServer } from "./harness";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    NOTIFY_EMAIL: "office@builder.test",
    MAIL_FROM: "Website <website@builder.test>",
    SITE_URL: "https://www.builder.test",
    SCHEDULER_INTERVAL_MS: "100",
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The one-time link in the last e-mail sent to `to`: its secret after the `#`. */
async function linkMailedTo(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https://www\\.builder\\.test${path}#([A-Za-z0-9_-]{43})`);
  let token = "";
  await expect
    .poll(
      () => {
        const mail = smtp.mails.filter((m) => m.to.includes(to)).at(-1);
        token = mail ? (pattern.exec(mail.raw)?.[1] ?? "") : "";
        return token;
      },
      { timeout: 5000 },
    )
    .not.toBe("");
  return token;
}

/** Invites `email` as `role` and joins with the link the answer carries; a client signed in as them. */
async function member(email: string, role: "owner" | "editor" | "sales", name: string): Promise<ApiClient> {
  const invited = await server.api.json<{ link: string }>("POST", "/api/admin/accounts/invitations", { email, role });
  const token = invited.link.split("#")[1]!;
  const client = new ApiClient(server.baseUrl);
  const joined = await client.json<{ token: string }>("POST", "/api/join", { token, name, password: "a long password 1" });
  client.token = joined.token;
  return client;
}

const project = async (client: ApiClient, title: string) =>
  client.request("POST", "/api/create-project", formData({ title, coverImage: { name: "c.jpg", data: await makeImage() } }));

describe("invitations", () => {
  it("e-mails a link that works once and makes an account with the role, signed in", async () => {
    const answer = await server.api.request("POST", "/api/admin/accounts/invitations", { email: "Anu@Builder.test", role: "editor" });
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as { link: string; emailed: boolean; expiresAt: string };
    expect(body.emailed).toBe(true);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(6 * 86_400_000);
    const token = await linkMailedTo("anu@builder.test", "/join");
    expect(body.link).toBe(`https://www.builder.test/join#${token}`);

    const check = await server.anon.request("POST", "/api/join/check", { token });
    expect(await check.json()).toMatchObject({ email: "anu@builder.test", role: "editor" });

    const weak = await server.anon.request("POST", "/api/join", { token, name: "Anu", password: "short" });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { errors: Record<string, string> }).errors.password).toBe("Use at least 10 characters");

    const joined = await server.anon.request("POST", "/api/join", { token, name: "Anu Thomas", password: "a long password 1" });
    expect(joined.status).toBe(201);
    const anu = new ApiClient(server.baseUrl);
    anu.token = ((await joined.json()) as { token: string }).token;
    const session = await anu.json<{ admin: { name: string; role: string; permissions: string[] } }>("GET", "/api/session");
    expect(session.admin).toMatchObject({ name: "Anu Thomas", role: "editor" });
    expect(session.admin.permissions).toContain("content.write");
    expect(session.admin.permissions).not.toContain("enquiries.manage");

    const again = await server.anon.request("POST", "/api/join", { token, name: "Someone else", password: "a long password 2" });
    expect(again.status).toBe(410);
    expect((await server.anon.request("POST", "/api/join/check", { token })).status).toBe(410);
  });

  it("is refused for an address that already has an account, and can be withdrawn", async () => {
    const taken = await server.api.request("POST", "/api/admin/accounts/invitations", { email: ADMIN.email, role: "sales" });
    expect(taken.status).toBe(400);
    const { link } = await server.api.json<{ link: string }>("POST", "/api/admin/accounts/invitations", {
      email: "later@builder.test",
      role: "sales",
    });
    const listed = await server.api.json<{ invitations: Array<{ email: string; role: string }> }>("GET", "/api/admin/accounts");
    expect(listed.invitations).toContainEqual(expect.objectContaining({ email: "later@builder.test", role: "sales" }));
    await server.api.json("POST", "/api/admin/accounts/invitations/revoke", { email: "later@builder.test" });
    const join = await server.anon.request("POST", "/api/join", {
      token: link.split("#")[1],
      name: "Later",
      password: "a long password 1",
    });
    expect(join.status).toBe(410);
  });
});

describe("roles", () => {
  let editor: ApiClient;
  let sales: ApiClient;

  beforeAll(async () => {
    editor = await member("editor@builder.test", "editor", "Devi Editor");
    sales = await member("sales@builder.test", "sales", "Rahul Sales");
  });

  it("an editor cannot open the inbox or the accounts; a sales account cannot save a project; the owner can do both", async () => {
    for (const path of ["/api/enquiries", "/api/admin/accounts"]) {
      const refused = await editor.request("GET", path);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(
        "Your role (Editor) does not allow this. Ask the site's owner if you need it.",
      );
      expect((await server.api.request("GET", path)).status).toBe(200);
    }
    const before = await server.services.projects.list({ all: true });
    const refused = await project(sales, "Sales tried this");
    expect(refused.status).toBe(403);
    expect(await server.services.projects.list({ all: true })).toHaveLength(before.length);
    expect((await project(editor, "Editor's villa")).status).toBe(201);
    expect((await project(server.api, "Owner's villa")).status).toBe(201);
    expect((await sales.request("GET", "/api/enquiries")).status).toBe(200);
    expect((await sales.request("GET", "/api/admin/projects")).status).toBe(200);
  });

  it("the pipeline refuses a write the actor may not make, whoever calls it", async () => {
    const salesPerson = { id: "x", name: "Sales", role: "sales" as const, permissions: ["content.read", "enquiries.manage"] as const };
    const ctx = { actor: { ...salesPerson, permissions: [...salesPerson.permissions] }, locale: "en", now: new Date() };
    await expect(server.services.site.save(ctx, "company", await server.services.site.get("company"))).rejects.toMatchObject({
      status: 403,
    });
  });

  it("the last owner cannot be demoted, disabled or removed", async () => {
    const { accounts } = await server.api.json<{ accounts: Array<{ id: string; email: string; role: string }> }>(
      "GET",
      "/api/admin/accounts",
    );
    const owner = accounts.find((a) => a.email === ADMIN.email)!;
    const demote = await server.api.request("PUT", `/api/admin/accounts/${owner.id}`, { role: "editor" });
    expect(demote.status).toBe(400);
    expect(((await demote.json()) as { message: string }).message).toMatch(/at least one owner/);
    expect((await server.api.request("DELETE", `/api/admin/accounts/${owner.id}`)).status).toBe(400);
    // With a second owner, the first may step down.
    const second = await member("second-owner@builder.test", "owner", "Second Owner");
    const { accounts: now } = await second.json<{ accounts: Array<{ id: string; email: string }> }>("GET", "/api/admin/accounts");
    const secondId = now.find((a) => a.email === "second-owner@builder.test")!.id;
    const stepDown = await second.request("PUT", `/api/admin/accounts/${secondId}`, { role: "editor" });
    expect(stepDown.status).toBe(200);
    expect((await second.request("GET", "/api/admin/accounts")).status).toBe(403);
  });

  it("disabling an account ends its sessions at once; enabling lets it sign in again", async () => {
    const person = await member("temp@builder.test", "sales", "Temp");
    const { accounts } = await server.api.json<{ accounts: Array<{ id: string; email: string }> }>("GET", "/api/admin/accounts");
    const id = accounts.find((a) => a.email === "temp@builder.test")!.id;
    await server.api.json("PUT", `/api/admin/accounts/${id}`, { disabled: true });
    expect((await person.request("GET", "/api/enquiries")).status).toBe(401);
    const login = await server.anon.request("POST", "/api/login", { email: "temp@builder.test", password: "a long password 1" });
    expect(login.status).toBe(401);
    expect(((await login.json()) as { message: string }).message).toBe("This account has been disabled. Ask the site's owner.");
    await server.api.json("PUT", `/api/admin/accounts/${id}`, { disabled: false });
    expect((await server.anon.request("POST", "/api/login", { email: "temp@builder.test", password: "a long password 1" })).status).toBe(
      200,
    );
    await server.api.json("DELETE", `/api/admin/accounts/${id}`);
    expect((await server.anon.request("POST", "/api/login", { email: "temp@builder.test", password: "a long password 1" })).status).toBe(
      401,
    );
  });
});

describe("what an invitation and a reset take with them", () => {
  it("an invitation stops working when the owner who made it is removed or is no longer an owner", async () => {
    const second = await member("inviter@builder.test", "owner", "Inviter");
    const { link } = await second.json<{ link: string }>("POST", "/api/admin/accounts/invitations", {
      email: "accomplice@builder.test",
      role: "owner",
    });
    const { accounts } = await server.api.json<{ accounts: Array<{ id: string; email: string }> }>("GET", "/api/admin/accounts");
    await server.api.json("DELETE", `/api/admin/accounts/${accounts.find((a) => a.email === "inviter@builder.test")!.id}`);
    const join = await server.anon.request("POST", "/api/join", {
      token: link.split("#")[1],
      name: "Accomplice",
      password: "a long password 1",
    });
    expect(join.status).toBe(410);
  });

  it("a reset ends the second steps begun with the old password", async () => {
    await member("ticketed@builder.test", "editor", "Ticketed");
    const [user] = await server.db.selectFrom("admin_users").select("id").where("email", "=", "ticketed@builder.test").execute();
    await server.db
      .insertInto("sign_in_tickets")
      .values({
        ticket_hash: "x".repeat(64),
        user_id: user!.id,
        address: null,
        user_agent: null,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    const { link } = await server.api.json<{ link: string }>("POST", `/api/admin/accounts/${user!.id}/reset-link`);
    await server.anon.json("POST", "/api/password/reset", { token: link.split("#")[1], password: "a brand new password" });
    expect(await server.db.selectFrom("sign_in_tickets").select("ticket_hash").where("user_id", "=", user!.id).execute()).toEqual([]);
  });
});

describe("a forgotten password", () => {
  it("answers the same for any address, and e-mails a link that works once, ending every session", async () => {
    const person = await member("forgetful@builder.test", "editor", "Forgetful");
    const other = new ApiClient(server.baseUrl);
    await other.login("forgetful@builder.test", "a long password 1");
    const known = await server.anon.request("POST", "/api/password/forgot", { email: "forgetful@builder.test" });
    const unknown = await server.anon.request("POST", "/api/password/forgot", { email: "nobody@builder.test" });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const token = await linkMailedTo("forgetful@builder.test", "/reset-password");
    expect(smtp.mails.some((m) => m.to.includes("nobody@builder.test"))).toBe(false);

    expect(await (await server.anon.request("POST", "/api/password/reset/check", { token })).json()).toEqual({
      email: "forgetful@builder.test",
    });
    const reset = await server.anon.request("POST", "/api/password/reset", { token, password: "a brand new password" });
    expect(reset.status).toBe(200);
    // Every session ended; the old password no longer works, the new one does; the link is spent.
    expect((await person.request("GET", "/api/session")).status).toBe(401);
    expect((await other.request("GET", "/api/session")).status).toBe(401);
    expect(
      (await server.anon.request("POST", "/api/login", { email: "forgetful@builder.test", password: "a long password 1" })).status,
    ).toBe(401);
    expect(
      (await server.anon.request("POST", "/api/login", { email: "forgetful@builder.test", password: "a brand new password" })).status,
    ).toBe(200);
    expect((await server.anon.request("POST", "/api/password/reset", { token, password: "yet another password" })).status).toBe(410);
  });

  it("a link older than an hour no longer works", async () => {
    const { accounts } = await server.api.json<{ accounts: Array<{ id: string; email: string }> }>("GET", "/api/admin/accounts");
    const id = accounts.find((a) => a.email === "editor@builder.test")!.id;
    const { link, expiresAt } = await server.api.json<{ link: string; expiresAt: string }>("POST", `/api/admin/accounts/${id}/reset-link`);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(3_600_000);
    await server.db
      .updateTable("account_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("purpose", "=", "reset")
      .execute();
    const late = await server.anon.request("POST", "/api/password/reset", { token: link.split("#")[1], password: "a brand new password" });
    expect(late.status).toBe(410);
  });

  it("limits how often one address may ask", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 7; i++)
      answers.push((await server.anon.request("POST", "/api/password/forgot", { email: `x${i}@builder.test` })).status);
    expect(answers.at(-1)).toBe(429);
  });

  it("asked for many times at once from one address, passes the limit not once", async () => {
    // Behind a proxy, so that this test's address is its own.
    const proxied = await startServer({ TRUST_PROXY: "127.0.0.1" });
    try {
      const ask = (i: number) =>
        fetch(`${proxied.baseUrl}/api/password/forgot`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: proxied.baseUrl, "x-forwarded-for": "203.0.113.77" },
          body: JSON.stringify({ email: `together${i}@builder.test` }),
        });
      const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => ask(i)))).map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    } finally {
      await proxied.close();
    }
  });
});

describe("the admin's language", () => {
  it("is each person's own, kept with the account, and refused when it is not one of the site's", async () => {
    const reader = await member("malayalam@builder.test", "editor", "Reader");
    const session = () => reader.json<{ admin: { language: string } }>("GET", "/api/session");
    expect((await session()).admin.language).toBe("en");

    expect(await reader.json("PUT", "/api/account/language", { language: "ml" })).toEqual({ language: "ml" });
    expect((await session()).admin.language).toBe("ml");
    // Another person's admin stays in their own language.
    expect((await server.api.json<{ admin: { language: string } }>("GET", "/api/session")).admin.language).toBe("en");

    for (const body of [{ language: "fr" }, { language: "" }, {}, { language: ["ta"] }]) {
      const refused = await reader.request("PUT", "/api/account/language", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(((await refused.json()) as { errors?: Record<string, string> }).errors?.language).toBe("Choose English, Malayalam or Tamil");
    }
    expect((await session()).admin.language).toBe("ml");
    expect((await server.anon.request("PUT", "/api/account/language", { language: "ta" })).status).toBe(401);
  });
});
