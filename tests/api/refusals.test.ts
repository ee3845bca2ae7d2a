/**
 * Issue #12, part A, items 5–7: requests refused before a route sees them (a bad Host header, a
 * malformed address, headers too large, JSON nested too deeply) answer 400-class JSON with every
 * security header, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRaw } from "../hard/support/http";
import { formData } from "../support/client";
import { makeImage } from "../support/images";
import { missingHeaders } from "../support/security-headers";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startServer();
  port = Number(new URL(server.baseUrl).port);
});
afterAll(() => server.close());

async function raw(text: string) {
  const answer = await sendRaw(port, Buffer.from(text, "latin1"), { idleMs: 1_000, keepOpen: true });
  expect(answer.first, `an answer to ${JSON.stringify(text.slice(0, 80))}`).not.toBeNull();
  return { status: answer.statuses[0], headers: answer.first!.headers, body: JSON.parse(answer.first!.body) as { message: string } };
}

describe("a missing or malformed Host header", () => {
  const cases: Array<[string, string]> = [
    ["HTTP/1.0 without Host", "GET / HTTP/1.0\r\n\r\n"],
    ["HTTP/1.1 without Host", "GET * HTTP/1.1\r\nConnection: close\r\n\r\n"],
    ["HTTP/1.0 without Host, to the API", "GET /api/projects?token=abc HTTP/1.0\r\n\r\n"],
    ["a space", "GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n"],
    ["an unclosed IPv6 literal", "GET /blog HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n"],
    ["user information", "GET /projects?token=secret-token-value HTTP/1.1\r\nHost: a@b\r\nConnection: close\r\n\r\n"],
    ["a path", "GET / HTTP/1.1\r\nHost: example.com/evil\r\nConnection: close\r\n\r\n"],
  ];
  for (const [label, text] of cases) {
    it(`answers 400 JSON with every security header: ${label}`, async () => {
      const answer = await raw(text);
      expect(answer.status).toBe(400);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.body.message).toBe("The request's Host header is missing or malformed.");
      expect(missingHeaders(answer.headers)).toEqual([]);
    });
  }

  it("accepts the hosts real clients send", async () => {
    for (const host of ["localhost:3000", "127.0.0.1", "[::1]:8080", "www.example-builder.in", "example.com."]) {
      const answer = await raw(`GET /api/projects HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, host).toBe(200);
    }
  });
});

describe("what the router and the HTTP parser refuse", () => {
  it("a path that is not valid percent-encoding: 400 JSON with every security header", async () => {
    for (const path of ["/uploads/%c0%ae%c0%ae/site.db", "/projects/%E0%A4%A", "/api/projects/%"]) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(((await response.json()) as { message: string }).message).toBe("The address is not valid.");
      expect(missingHeaders(Object.fromEntries(response.headers))).toEqual([]);
    }
  });

  it("a path segment over the router's limit: JSON with every security header", async () => {
    for (const path of [`/api/projects/${"a".repeat(300)}`, `/uploads/${"a".repeat(300)}.jpg`]) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(missingHeaders(Object.fromEntries(response.headers))).toEqual([]);
    }
  });

  it("a query string over the header limit: 431 JSON with every security header", async () => {
    const answer = await raw(`GET /blog?q=${"x".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(missingHeaders(answer.headers)).toEqual([]);
  });

  it("an Expect other than 100-continue: 417 JSON with every security header", async () => {
    const answer = await raw(
      "POST /api/login HTTP/1.1\r\nHost: localhost\r\nExpect: teapot\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
    expect(answer.status).toBe(417);
    expect(missingHeaders(answer.headers)).toEqual([]);
  });

  it("a malformed request line: 400 JSON with every security header", async () => {
    const answer = await raw("GET / HTTP/1.1 extra\r\nHost: localhost\r\n\r\n");
    expect(answer.status).toBe(400);
    expect(missingHeaders(answer.headers)).toEqual([]);
  });
});

describe("JSON bodies", () => {
  async function login(body: string) {
    const response = await fetch(`${server.baseUrl}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body });
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  }

  it("a sign-in body over 4 KB is refused unread with 413", async () => {
    expect(await login(`${"[".repeat(1024 * 1024)}${"]".repeat(1024 * 1024)}`)).toEqual({
      status: 413,
      message: "The request body is too large.",
    });
    expect((await login(JSON.stringify({ email: "a@b.co", password: "x".repeat(5_000) }))).status).toBe(413);
  });

  it("a body nested deeper than 16 levels is refused with 400 before it is parsed", async () => {
    expect(await login(`${"[".repeat(100)}${"]".repeat(100)}`)).toEqual({
      status: 400,
      message: "The request body is nested too deeply (at most 16 levels).",
    });
    expect((await login(`{"email":"a@b.co","password":"${"[".repeat(100)}"}`)).status).toBe(401);
  });

  it("the kept-images list of a gallery edit is one level deep, or refused", async () => {
    const item = await server.api.createGallery({ title: "Nested", gallery: { name: "a.jpg", data: await makeImage() } });
    const response = await server.api.request(
      "PUT",
      `/api/galleries/${item._id}`,
      formData({ title: "Nested", existing: `[[${JSON.stringify(item.images)}]]` }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.existing).toBe(
      "existing must be a JSON list of image names",
    );
  });
});
