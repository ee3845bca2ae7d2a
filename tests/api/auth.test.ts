import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { ADMIN, startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe("sign-in", () => {
  it("answers a token and a message for the right password", async () => {
    const response = await server.anon.request("POST", "/api/login", { email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { token: string; message: string };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.message).toBeTruthy();
  });

  it("answers the same 401 for an unknown email and a wrong password", async () => {
    const wrong = await server.anon.request("POST", "/api/login", { email: ADMIN.email, password: "not the password" }, null);
    const unknown = await server.anon.request("POST", "/api/login", { email: "nobody@site.test", password: "not the password" }, null);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const messages = [await wrong.json(), await unknown.json()];
    expect(messages[0]).toEqual({ message: "Invalid email or password. Please try again." });
    expect(messages[1]).toEqual(messages[0]);
  });

  it("answers 400 with errors per field for a malformed body", async () => {
    const response = await server.anon.request("POST", "/api/login", { email: "not-an-email" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(["email", "password"]);
    const broken = await fetch(`${server.baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toMatch(/JSON/);
  });

  it("limits failed sign-ins per email: the 6th try in 15 minutes answers 429 with when to retry", async () => {
    const email = "target@site.test";
    await server.services.auth.setAdmin(email, "the real password 1");
    for (let i = 0; i < 5; i++) {
      expect((await server.anon.request("POST", "/api/login", { email, password: `guess ${i}` })).status).toBe(401);
    }
    const limited = await server.anon.request("POST", "/api/login", { email, password: "the real password 1" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /Too many sign-in attempts\. Please try again in \d+ minutes?\./,
    );
  });
});

describe("the per-address limit", () => {
  it("counts the socket's address, whatever X-Forwarded-For claims", async () => {
    // A fresh server: the earlier tests of this file spent some of this address's tries.
    const own = await startServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await fetch(`${own.baseUrl}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` },
          body: JSON.stringify({ email: `visitor${i}@site.test`, password: "wrong password" }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await own.close();
    }
  });
});

describe("sessions", () => {
  it("GET /api/session tells whether a token is valid; logout revokes it", async () => {
    const token = await server.anon.login(ADMIN.email, ADMIN.password);
    const ok = await server.anon.request("GET", "/api/session");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ valid: true, admin: { email: ADMIN.email } });
    expect((await server.anon.request("POST", "/api/logout")).status).toBe(200);
    expect((await server.anon.request("GET", "/api/session", undefined, token)).status).toBe(401);
    const write = await server.anon.request("DELETE", "/api/projects/0123456789abcdef01234567", undefined, token);
    expect(write.status).toBe(401);
  });

  it("a password change signs out every session", async () => {
    const email = "changer@site.test";
    await server.services.auth.setAdmin(email, "first password 123");
    const client = server.anon;
    const token = await client.login(email, "first password 123");
    await server.services.auth.setAdmin(email, "second password 456");
    expect((await client.request("GET", "/api/session", undefined, token)).status).toBe(401);
  });
});

describe("every write needs a valid token", () => {
  const unknownId = "0123456789abcdef01234567";
  const writes: Array<[string, string]> = [
    ["POST", "/api/create-project"],
    ["PUT", `/api/projects/${unknownId}`],
    ["DELETE", `/api/projects/${unknownId}`],
    ["POST", "/api/add-blog"],
    ["PUT", `/api/blogs/${unknownId}`],
    ["DELETE", `/api/blogs/${unknownId}`],
    ["POST", "/api/gallery-upload"],
    ["PUT", `/api/galleries/${unknownId}`],
    ["DELETE", `/api/galleries/${unknownId}`],
    ["PUT", "/api/site/company"],
    ["POST", `/api/site/company/versions/${unknownId}/restore`],
    ["POST", "/api/logout"],
  ];

  it("answers 401 JSON without a token, with a bad token, and with a token sent another way; nothing changes", async () => {
    const project = await server.api.createProject({ title: "Guarded", coverImage: { name: "c.jpg", data: await makeImage() } });
    const before = { projects: await server.api.json("GET", "/api/projects"), files: await server.uploads() };
    const image = await makeImage();
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
      { authorization: `Basic ${server.api.token}` },
      { authorization: "Bearer" },
      { cookie: `token=${server.api.token}` },
    ];
    for (const [method, path] of [...writes, ["PUT", `/api/projects/${project._id}`], ["DELETE", `/api/projects/${project._id}`]] as Array<
      [string, string]
    >) {
      for (const headers of attempts) {
        const body =
          method === "DELETE"
            ? undefined
            : formData({
                title: "Hacked",
                content: "x",
                author: "x",
                coverImage: { name: "x.jpg", data: image },
                gallery: { name: "x.jpg", data: image },
              });
        const response = await fetch(`${server.baseUrl}${path}${path.includes("?") ? "&" : "?"}token=${server.api.token}`, {
          method,
          headers,
          body,
        });
        expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(((await response.json()) as { message: string }).message).toBeTruthy();
      }
    }
    expect(await server.api.json("GET", "/api/projects")).toEqual(before.projects);
    expect(await server.uploads()).toEqual(before.files);
  });
});

describe("API errors", () => {
  it("answers JSON 404 for unknown API paths and methods, never the site's HTML", async () => {
    for (const [method, path] of [
      ["GET", "/api/unknown"],
      ["PATCH", "/api/projects"],
      ["GET", "/api"],
      ["POST", "/api/projects"],
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
    }
  });
});
