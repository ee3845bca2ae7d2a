/**
 * Every role against every admin call of the route table (issue #29): a call the role's permissions
 * allow passes the guard (a read answers 2xx), a call they do not answers 403 and changes nothing
 * in the database. The expectation is computed from the route's declared access and the
 * permissions the database gives the role, so a new call is covered as soon as it is declared.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ROLE_PERMISSIONS, ROLES, type Role } from "../../domain/access";
import { apiRoutes } from "../../server/api";
import { ApiClient } from "../support/client";
import { makeImage } from "../support/images";
import { startServer, type TestServer } from "./harness";

let server: TestServer;
const clients = new Map<Role, ApiClient>();
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  clients.set("owner", server.api);
  for (const role of ["editor", "sales"] as const) {
    const { link } = await server.api.json<{ link: string }>("POST", "/api/admin/accounts/invitations", {
      email: `${role}@builder.test`,
      role,
    });
    const client = new ApiClient(server.baseUrl);
    client.token = (
      await client.json<{ token: string }>("POST", "/api/join", { token: link.split("#")[1], name: role, password: "a long password 1" })
    ).token;
    clients.set(role, client);
  }
  const image = { name: "c.jpg", data: await makeImage() };
  ids.projects = (await server.api.createProject({ title: "Villa at Kowdiar", coverImage: image }))._id;
  ids.blogs = (await server.api.createBlog({ title: "Monsoon roofs", content: "Slope and drains.", author: "Anjali" }))._id;
  ids.galleries = (await server.api.createGallery({ title: "Kowdiar", gallery: [image] }))._id;
  await server.anon.json("POST", "/api/enquiries", {
    kind: "call-back",
    key: "k".repeat(32),
    name: "Visitor",
    phone: "+91 98470 12345",
    elapsed: 10_000,
  });
  ids.enquiries = (await server.services.enquiries.list()).enquiries[0]!.id;
  const versions = await server.api.json<{ versions: Array<{ id: string }> }>("GET", `/api/admin/projects/${ids.projects}/versions`);
  ids.version = versions.versions[0]!.id;
});
afterAll(() => server.close());

/** A URL of the route with real ids where a read needs them, and well-formed unknown ones for writes. */
function urlOf(method: string, url: string): string {
  const unknown = "0".repeat(24);
  const write = method !== "GET";
  return url
    .replace(":kind", "projects")
    .replace(":section", "company")
    .replace(":version", write ? unknown : ids.version!)
    .replace(":id", () => {
      if (write) return unknown;
      const kind = /^\/api\/(?:admin\/)?([a-z]+)\//.exec(url)?.[1] ?? "";
      return ids[kind] ?? unknown;
    })
    .replace("/api/enquiries/person", `/api/enquiries/person?phone=${write ? "%2B919000000000" : "%2B919847012345"}`);
}

/** Rows in every table: what a refused call must leave as it was. */
async function snapshot(): Promise<Record<string, number>> {
  const tables = await server.db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (name === "sessions" || name === "sign_in_limits") continue;
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(server.db);
    counts[name] = Number(row.rows[0]!.n);
  }
  return counts;
}

const guarded = apiRoutes.filter((route) => route.access !== "public" && route.access !== "admin" && route.method !== "HEAD");

describe("every role against every admin call", () => {
  it("covers the calls that need a permission", () => {
    expect(guarded.length).toBeGreaterThan(30);
  });

  for (const role of ROLES) {
    it(`${role}: allowed calls pass, the rest answer 403 and change nothing`, async () => {
      const client = clients.get(role)!;
      const permissions = await server.db.selectFrom("role_permissions").select("permission").where("role", "=", role).execute();
      const may = new Set(permissions.map((p) => p.permission));
      expect([...may].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS[role]].sort());
      const wrong: string[] = [];
      for (const route of guarded) {
        const url = urlOf(route.method, route.url);
        const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
        const allowed = may.has(route.access);
        const before = allowed ? null : await snapshot();
        const response = await client.request(route.method, url, body);
        await response.arrayBuffer();
        const ok = allowed
          ? route.method === "GET"
            ? response.status >= 200 && response.status < 300
            : response.status !== 401 && response.status !== 403
          : response.status === 403 && JSON.stringify(await snapshot()) === JSON.stringify(before);
        if (!ok) wrong.push(`${route.method} ${url} (${route.access}) answered ${response.status}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
