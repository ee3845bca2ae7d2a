/**
 * Reply templates over HTTP (docs/product.md §10, docs/api.md): a new site starts with a few,
 * the administrator lists, adds, edits and deletes them, every field is checked with a message
 * that says what to do, and nothing answers without the token (a cookie is not a session).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REPLY_TEMPLATES, REPLY_TEMPLATE_LIMITS, type ReplyTemplate } from "../../domain/reply-templates";
import { startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const list = async () => (await server.api.json<{ templates: ReplyTemplate[] }>("GET", "/api/reply-templates")).templates;

async function refusal(method: string, path: string, body?: object) {
  const response = await server.api.request(method, path, body);
  return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string> } };
}

describe("reply templates", () => {
  it("start with the defaults, in order", async () => {
    const templates = await list();
    expect(templates.map((t) => ({ name: t.name, text: t.text }))).toEqual(DEFAULT_REPLY_TEMPLATES);
    for (const template of templates) {
      expect(template.id).toMatch(/^[0-9a-f]{24}$/);
      expect(Date.parse(template.createdAt)).not.toBeNaN();
    }
  });

  it("are added at the end, edited and deleted", async () => {
    const created = await server.api.request("POST", "/api/reply-templates", {
      name: "  Plans ready ",
      text: "Hello {name}, the plans for {reference} are ready. {company}",
    });
    expect(created.status).toBe(201);
    const { template } = (await created.json()) as { template: ReplyTemplate };
    expect(template).toMatchObject({ name: "Plans ready", text: "Hello {name}, the plans for {reference} are ready. {company}" });
    expect((await list()).at(-1)).toEqual(template);

    const edited = await server.api.json<{ template: ReplyTemplate }>("PUT", `/api/reply-templates/${template.id}`, {
      name: "Plans are ready",
      text: "Hello {name}: your plans are ready.",
    });
    expect(edited.template).toMatchObject({ id: template.id, name: "Plans are ready", text: "Hello {name}: your plans are ready." });
    expect(edited.template.createdAt).toBe(template.createdAt);
    expect((await list()).find((t) => t.id === template.id)?.name).toBe("Plans are ready");
    // Its own name again is no clash.
    expect((await server.api.request("PUT", `/api/reply-templates/${template.id}`, { name: "PLANS ARE READY", text: "Hi" })).status).toBe(
      200,
    );

    expect(await server.api.json("DELETE", `/api/reply-templates/${template.id}`)).toEqual({ message: "Template deleted" });
    expect((await list()).map((t) => t.id)).not.toContain(template.id);
    expect((await refusal("DELETE", `/api/reply-templates/${template.id}`)).status).toBe(404);
    expect((await refusal("PUT", `/api/reply-templates/${template.id}`, { name: "x", text: "y" })).status).toBe(404);
    expect((await refusal("PUT", "/api/reply-templates/not-an-id", { name: "x", text: "y" })).body.message).toBe("Template not found");
  });

  it("name each field that is missing, too long or wrong, and keep nothing", async () => {
    const before = await list();
    const empty = await refusal("POST", "/api/reply-templates", { name: " ", text: "" });
    expect(empty).toEqual({
      status: 400,
      body: { message: "Give the template a name", errors: { name: "Give the template a name", text: "Write the message" } },
    });
    const long = await refusal("POST", "/api/reply-templates", {
      name: "n".repeat(REPLY_TEMPLATE_LIMITS.name + 1),
      text: "t".repeat(REPLY_TEMPLATE_LIMITS.text + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({
      name: "A template's name must be at most 60 characters",
      text: "A template's message must be at most 1,000 characters",
    });
    const unknown = await refusal("POST", "/api/reply-templates", { name: "Price", text: "Dear {name}, the price is {price}" });
    expect(unknown.body.errors).toEqual({ text: "{price} is not a placeholder: use {name}, {reference} or {company}" });
    const taken = await refusal("POST", "/api/reply-templates", { name: "site VISIT", text: "Hello" });
    expect(taken).toEqual({
      status: 400,
      body: { message: "Another template already has this name", errors: { name: "Another template already has this name" } },
    });
    expect((await refusal("POST", "/api/reply-templates", { name: 5, text: ["x"] })).body.errors).toEqual({
      name: "Give the template a name",
      text: "Write the message",
    });
    const notJson = await server.api.request("POST", "/api/reply-templates");
    expect(notJson.status).toBe(400);
    expect(await list()).toEqual(before);
  });

  it(`keep at most ${REPLY_TEMPLATE_LIMITS.count}`, async () => {
    const start = (await list()).length;
    for (let i = start; i < REPLY_TEMPLATE_LIMITS.count; i++) {
      await server.api.json("POST", "/api/reply-templates", { name: `Template ${i}`, text: "Hello {name}" });
    }
    const over = await refusal("POST", "/api/reply-templates", { name: "One too many", text: "Hello" });
    expect(over).toEqual({
      status: 400,
      body: { message: "You can keep up to 20 templates: delete one you no longer use first" },
    });
    expect(await list()).toHaveLength(REPLY_TEMPLATE_LIMITS.count);
  });

  it("answer nothing and change nothing without the administrator's token, a cookie or a stranger's Origin notwithstanding", async () => {
    const [first] = await list();
    // The cookie GET /api/session sets is for photos only: it is no session for the API.
    const session = await server.api.request("GET", "/api/session");
    const cookie = (session.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^media_session=/);
    const stranger = { cookie, origin: "https://evil.example", "content-type": "application/json" };
    for (const [method, path] of [
      ["GET", "/api/reply-templates"],
      ["POST", "/api/reply-templates"],
      ["PUT", `/api/reply-templates/${first!.id}`],
      ["DELETE", `/api/reply-templates/${first!.id}`],
    ] as const) {
      const anonymous = await server.anon.request(
        method,
        path,
        method === "GET" || method === "DELETE" ? undefined : { name: "x", text: "y" },
      );
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const withCookie = await fetch(server.baseUrl + path, {
        method,
        headers: stranger,
        body: method === "GET" || method === "DELETE" ? undefined : JSON.stringify({ name: "Hijacked", text: "y" }),
      });
      expect(withCookie.status, `${method} ${path} with a cookie`).toBe(401);
    }
    expect((await list())[0]).toEqual(first);
  });
});
