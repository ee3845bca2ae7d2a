/**
 * Sign-in limits (OWASP Authentication Cheat Sheet, "Protect against automated attacks"), kept in
 * the database. An attempt takes its place in every limit that applies to it before its password
 * is checked, counted as if it will fail, so no number of attempts sent at once gets more
 * passwords checked than the limit allows; a success gives its place back. Past a few free
 * failures a key waits, and each further failure doubles the wait (progressive back-off), up to
 * a ceiling: a patient attacker gets a few guesses a day, and an owner who mistypes waits a minute.
 */
import { sql, type Kysely } from "kysely";
import type { DB } from "../db/database";
import type { Database } from "../db/schema";

export interface LimitPolicy {
  /** Failures counted before a key has to wait at all. */
  free: number;
  /** The wait after the first failure past `free`; each further failure doubles it. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** A key with no attempt for this long (and not waiting) starts again from nothing. */
  forgetMs: number;
}

export interface LimitKey {
  key: string;
  policy: LimitPolicy;
  /**
   * What a success does: an account's or a device's failures are forgotten (the owner proved who
   * they are); an address only gets this attempt back, as other people may share it.
   */
  onSuccess: "clear" | "give-back";
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const EPOCH = new Date(0).toISOString();

export const LIMIT_POLICIES = {
  /** Untrusted clients signing in to one account (OWASP: lock out untrusted clients only). */
  account: { free: 5, firstWaitMs: MINUTE, maxWaitMs: HOUR, forgetMs: 24 * HOUR },
  /** One client address, whatever the account. */
  address: { free: 20, firstWaitMs: MINUTE, maxWaitMs: HOUR, forgetMs: 24 * HOUR },
  /** A browser that has signed in before (its device cookie). */
  device: { free: 5, firstWaitMs: MINUTE, maxWaitMs: HOUR, forgetMs: 24 * HOUR },
} satisfies Record<string, LimitPolicy>;

/** The wait that `attempts` counted failures impose, from the last of them. */
export function waitAfter(policy: LimitPolicy, attempts: number): number {
  if (attempts < policy.free) return 0;
  return Math.min(policy.maxWaitMs, policy.firstWaitMs * 2 ** Math.min(30, attempts - policy.free));
}

export type Taken = { ok: true; attempt: Attempt } | { ok: false; retryAfterSeconds: number };

export interface Attempt {
  /** The password was right: clear or give back each key's place (LimitKey.onSuccess). */
  succeeded(): Promise<void>;
  /** The password was never judged (the server was busy, or failed): every place is given back. */
  withdrawn(): Promise<void>;
}

const PRUNE_EVERY_MS = 10 * MINUTE;

/** A key must still wait: the attempt's transaction is undone. */
class StillWaiting extends Error {}

/** A wait in whole seconds, at least one. */
function secondsOf(ms: number): number {
  return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
}

export class SignInLimits {
  private lastPrune = 0;

  constructor(
    private readonly db: DB,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until every key may try again (0: now), read without counting anything. */
  async waiting(keys: LimitKey[]): Promise<number> {
    const now = this.now();
    const rows = await this.rowsOf(this.db, keys);
    return secondsOf(Math.max(0, ...rows.map((row) => Date.parse(row.blocked_until) - now)));
  }

  /**
   * Counts an attempt against every key, in one transaction; when any key must still wait,
   * nothing is counted and the longest wait is answered instead. Each count is one statement
   * (`attempts = attempts + 1`, only where the key is not waiting), so two processes, or two
   * database connections, counting at once never lose an attempt.
   */
  async take(keys: LimitKey[]): Promise<Taken> {
    const now = this.now();
    await this.prune(now);
    const nowIso = new Date(now).toISOString();
    const counted = await this.db
      .transaction()
      .execute(async (trx) => {
        for (const { key, policy } of keys) {
          const forgetBefore = new Date(now - policy.forgetMs).toISOString();
          const row = await trx
            .insertInto("sign_in_limits")
            .values({ key, attempts: 1, blocked_until: EPOCH, last_at: nowIso })
            .onConflict((oc) =>
              oc
                .column("key")
                .doUpdateSet({
                  attempts: sql<number>`case when sign_in_limits.last_at < ${forgetBefore} then 1 else sign_in_limits.attempts + 1 end`,
                  last_at: nowIso,
                })
                .where("sign_in_limits.blocked_until", "<=", nowIso),
            )
            .returning("attempts")
            .executeTakeFirst();
          // Waiting: nothing of this attempt is counted (the transaction is undone).
          if (!row) throw new StillWaiting();
          const wait = waitAfter(policy, row.attempts);
          if (wait > 0) {
            await trx
              .updateTable("sign_in_limits")
              .set({ blocked_until: new Date(now + wait).toISOString() })
              .where("key", "=", key)
              .execute();
          }
        }
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof StillWaiting) return false;
        throw error;
      });
    if (counted) return { ok: true, attempt: this.attemptOf(keys) };
    return { ok: false, retryAfterSeconds: Math.max(1, await this.waiting(keys)) };
  }

  private rowsOf(db: Kysely<Database>, keys: LimitKey[]) {
    return db
      .selectFrom("sign_in_limits")
      .selectAll()
      .where(
        "key",
        "in",
        keys.map((k) => k.key),
      )
      .execute();
  }

  /** Forgets a key (a password reset lets its owner in at once). */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom("sign_in_limits").where("key", "=", key).execute();
  }

  private attemptOf(keys: LimitKey[]): Attempt {
    let settled = false;
    const settle = async (clearing: (key: LimitKey) => boolean) => {
      if (settled) return;
      settled = true;
      await this.db.transaction().execute(async (trx) => {
        for (const key of keys) {
          if (clearing(key)) {
            await trx.deleteFrom("sign_in_limits").where("key", "=", key.key).execute();
            continue;
          }
          // One statement, so that attempts another process counts meanwhile are not lost. Below
          // the free failures nothing waits; at or above, the wait already set stays.
          const attempts = sql<number>`case when attempts > 0 then attempts - 1 else 0 end`;
          await trx
            .updateTable("sign_in_limits")
            .set({
              attempts,
              blocked_until: sql<string>`case when ${attempts} < ${sql.lit(key.policy.free)} then ${EPOCH} else blocked_until end`,
            })
            .where("key", "=", key.key)
            .execute();
        }
      });
    };
    return {
      succeeded: () => settle((key) => key.onSuccess === "clear"),
      withdrawn: () => settle(() => false),
    };
  }

  /** Rows of keys long quiet are dropped now and then, so the table stays small. */
  private async prune(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    const longest = Math.max(...Object.values(LIMIT_POLICIES).map((p) => p.forgetMs));
    await this.db
      .deleteFrom("sign_in_limits")
      .where("last_at", "<", new Date(now - longest).toISOString())
      .where("blocked_until", "<", new Date(now).toISOString())
      .execute();
  }
}
