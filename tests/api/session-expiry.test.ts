/** Sessions end after their idle time and their absolute lifetime (docs/architecture.md §6). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { ADMIN, startServer, type TestServer } from "./harness";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Changes every session's times in the database, as the passing days would. */
async function age(column: "last_seen_at" | "expires_at", at: number) {
  await server.db
    .updateTable("sessions")
    .set({ [column]: new Date(at).toISOString() })
    .execute();
}

describe("sessions", () => {
  it("expire after three idle days, and the token stops working", async () => {
    const api = new ApiClient(server.baseUrl);
    const token = await api.login(ADMIN.email, ADMIN.password);
    expect((await api.request("GET", "/api/session")).status).toBe(200);
    await age("last_seen_at", Date.now() - 4 * 24 * 3600 * 1000);
    expect((await api.request("GET", "/api/session", undefined, token)).status).toBe(401);
  });

  it("expire at their absolute lifetime, however busy", async () => {
    const api = new ApiClient(server.baseUrl);
    const token = await api.login(ADMIN.email, ADMIN.password);
    await age("expires_at", Date.now() - 1000);
    expect((await api.request("DELETE", "/api/projects/0123456789abcdef01234567", undefined, token)).status).toBe(401);
  });
});
