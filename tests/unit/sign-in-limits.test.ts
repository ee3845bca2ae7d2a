import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMIT_POLICIES, SignInLimits, waitAfter, type LimitKey } from "../../server/auth/sign-in-limits";
import { migrateToLatest, openDatabase, type OpenDatabase } from "../../server/db/database";

let folder: string;
let database: OpenDatabase;
let now = Date.parse("2026-11-24T10:00:00Z");
let limits: SignInLimits;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "site-limits-"));
  database = openDatabase(path.join(folder, "site.db"));
  await migrateToLatest(database.db);
  limits = new SignInLimits(database.db, () => now);
});
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

const MINUTE = 60_000;
const account = (email: string): LimitKey => ({ key: `email:${email}`, policy: LIMIT_POLICIES.account, onSuccess: "clear" });
const address = (ip: string): LimitKey => ({ key: `address:${ip}`, policy: LIMIT_POLICIES.address, onSuccess: "give-back" });

async function fail(keys: LimitKey[]): Promise<number> {
  const taken = await limits.take(keys);
  return taken.ok ? 0 : taken.retryAfterSeconds;
}

describe("sign-in limits", () => {
  it("back off progressively: five free failures, then 1, 2, 4 … minutes, never more than an hour", () => {
    const policy = LIMIT_POLICIES.account;
    expect([1, 2, 3, 4].map((n) => waitAfter(policy, n))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => waitAfter(policy, n) / MINUTE)).toEqual([1, 2, 4, 8]);
    expect(waitAfter(policy, 500)).toBe(60 * MINUTE);
  });

  it("take a place before the check, refuse while a key waits, and count nothing refused", async () => {
    const keys = [account("a@site.test"), address("192.0.2.1")];
    for (let i = 0; i < 5; i++) expect(await fail(keys)).toBe(0);
    expect(await fail(keys)).toBe(60);
    now += 30_000;
    expect(await fail(keys)).toBe(30);
    now += 30_001;
    // The sixth attempt: counted, and the next one waits twice as long.
    expect(await fail(keys)).toBe(0);
    expect(await fail(keys)).toBe(120);
    // Another account from the same address is not held by the first account's wait.
    expect(await fail([account("b@site.test"), address("192.0.2.1")])).toBe(0);
  });

  it("a success clears the account and gives the address its place back", async () => {
    const keys = [account("c@site.test"), address("192.0.2.2")];
    for (let i = 0; i < 4; i++) await fail(keys);
    const taken = await limits.take(keys);
    expect(taken.ok).toBe(true);
    if (taken.ok) await taken.attempt.succeeded();
    const rows = await database.db
      .selectFrom("sign_in_limits")
      .selectAll()
      .where("key", "in", ["email:c@site.test", "address:192.0.2.2"])
      .execute();
    expect(rows.map((r) => [r.key, r.attempts])).toEqual([["address:192.0.2.2", 4]]);
  });

  it("a withdrawn attempt counts for nothing", async () => {
    const keys = [account("d@site.test")];
    for (let i = 0; i < 4; i++) await fail(keys);
    const taken = await limits.take(keys);
    if (taken.ok) await taken.attempt.withdrawn();
    expect(await fail(keys)).toBe(0);
    expect(await fail(keys)).toBe(60);
  });

  it("forget a key after a day of quiet, and survive a restart (the limits are rows)", async () => {
    const keys = [account("e@site.test")];
    for (let i = 0; i < 5; i++) await fail(keys);
    const restarted = new SignInLimits(database.db, () => now);
    const taken = await restarted.take(keys);
    expect(taken.ok).toBe(false);
    now += 25 * 60 * MINUTE;
    expect((await restarted.take(keys)).ok).toBe(true);
  });
});
