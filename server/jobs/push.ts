/**
 * The push notices of new enquiries on their way to the owner's devices (docs/architecture.md §9, §10), the
 * way the outbox sends e-mail (jobs/outbox.ts): a notice is a row written in its enquiry's own
 * transaction; it is claimed before it is sent (a conditional update, so two processes do not send
 * it at once), marked sent after, or given a later try with a growing wait. A device whose push
 * service answers 404 or 410 has unsubscribed: its row goes, and its notices with it. A notice
 * still unsent after its day is given up (the phone would show stale news; the inbox and the
 * e-mail have it). Delivery is at least once; the notification's tag makes a second one replace
 * the first on the phone.
 */
import type { PushNotification } from "../../domain/admin-app";
import type { DB } from "../db/database";
import { describePushFailure, type PushOptions, type PushResult, type PushSender, type PushTarget } from "./push-sender";

export interface PushDeliveryOptions {
  /** The wait before the second try; each next one doubles, up to an hour. */
  retryBaseMs: number;
  /** A notice given up: logged by the caller, with the reason and never the endpoint. */
  onGiveUp?(noticeId: string, reason: string): void;
  /** A device removed because its push service said it is gone. */
  onGone?(subscriptionId: string, status: number): void;
}

/** How an enquiry's notice is sent: kept a day for a phone that is off, and delivered at once to one that is on. */
export const ENQUIRY_PUSH: PushOptions = { ttl: 24 * 3600, urgency: "high" };
/** A test is worth nothing an hour later. */
export const TEST_PUSH: PushOptions = { ttl: 5 * 60, urgency: "high" };

const HOUR = 3_600_000;
/** How long a claimed row is left to the process that claimed it, should it stop mid-send. */
const CLAIM_MS = 2 * 60_000;
/** Sent and given-up notices are kept this long (they hold a visitor's name), then removed. */
const KEEP_MS = 7 * 24 * HOUR;
const NEVER = "9999-12-31T00:00:00.000Z";
/** Sends at once: a phone or two per administrator, so a slow push service holds up few others. */
const PARALLEL = 4;

export type SendOutcome = { ok: true } | { ok: false; gone: boolean; permanent: boolean; reason: string; retryAfter?: number };

export function createPushDelivery(db: DB, sender: PushSender, options: PushDeliveryOptions) {
  /**
   * Sends one notification to one device and writes down how it went: the device's last success
   * or failure, or its removal when the push service says it is gone.
   */
  async function sendTo(
    subscription: PushTarget & { id: string },
    notification: PushNotification,
    pushOptions: PushOptions,
  ): Promise<SendOutcome> {
    let result: PushResult | undefined;
    let failure: unknown;
    try {
      result = await sender.send(subscription, JSON.stringify(notification), pushOptions);
    } catch (error) {
      failure = error;
    }
    const at = new Date().toISOString();
    if (result && result.status >= 200 && result.status < 300) {
      await db.updateTable("push_subscriptions").set({ last_success_at: at, last_error: null }).where("id", "=", subscription.id).execute();
      return { ok: true };
    }
    const reason = describePushFailure(result ?? failure);
    if (result && (result.status === 404 || result.status === 410)) {
      await db.deleteFrom("push_subscriptions").where("id", "=", subscription.id).execute();
      options.onGone?.(subscription.id, result.status);
      return { ok: false, gone: true, permanent: true, reason };
    }
    await db.updateTable("push_subscriptions").set({ last_failure_at: at, last_error: reason }).where("id", "=", subscription.id).execute();
    // 429 and 5xx are the push service's trouble, and a network error may pass; any other answer
    // (400 malformed, 403 a key that is not the subscription's, 413 too large) will not change.
    const permanent =
      (result !== undefined && result.status !== 429 && result.status < 500) ||
      (failure as { code?: unknown } | undefined)?.code === "EREFUSEDENDPOINT";
    return { ok: false, gone: false, permanent, reason, ...(result?.retryAfter ? { retryAfter: result.retryAfter } : {}) };
  }

  async function deliver(
    row: {
      id: string;
      subscription_id: string;
      payload: string;
      attempts: number;
      next_attempt_at: string;
      created_at: string;
    } & PushTarget,
    now: Date,
  ): Promise<boolean> {
    const attempts = row.attempts + 1;
    const claimed = await db
      .updateTable("push_notices")
      .set({ next_attempt_at: new Date(Date.now() + CLAIM_MS).toISOString(), attempts })
      .where("id", "=", row.id)
      .where("next_attempt_at", "=", row.next_attempt_at)
      .where("sent_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const outcome = await sendTo(
      { id: row.subscription_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
      JSON.parse(row.payload) as PushNotification,
      ENQUIRY_PUSH,
    );
    if (outcome.ok) {
      await db.updateTable("push_notices").set({ sent_at: new Date().toISOString(), last_error: null }).where("id", "=", row.id).execute();
      return true;
    }
    // A device that is gone took its notices with it.
    if (outcome.gone) return false;
    const wait = Math.max(Math.min(options.retryBaseMs * 2 ** (attempts - 1), HOUR), (outcome.retryAfter ?? 0) * 1000);
    const stale = Date.parse(row.created_at) + ENQUIRY_PUSH.ttl * 1000 <= now.getTime() + wait;
    const giveUp = outcome.permanent || stale;
    await db
      .updateTable("push_notices")
      .set({ last_error: outcome.reason, next_attempt_at: giveUp ? NEVER : new Date(Date.now() + wait).toISOString() })
      .where("id", "=", row.id)
      .execute();
    if (giveUp) options.onGiveUp?.(row.id, outcome.reason);
    return false;
  }

  return {
    sendTo,

    /** Sends every notice that is due; the number sent. */
    async deliverDue(now = new Date()): Promise<number> {
      const due = await db
        .selectFrom("push_notices")
        .innerJoin("push_subscriptions", "push_subscriptions.id", "push_notices.subscription_id")
        .select([
          "push_notices.id",
          "push_notices.subscription_id",
          "push_notices.payload",
          "push_notices.attempts",
          "push_notices.next_attempt_at",
          "push_notices.created_at",
          "push_subscriptions.endpoint",
          "push_subscriptions.p256dh",
          "push_subscriptions.auth",
        ])
        .where("push_notices.sent_at", "is", null)
        .where("push_notices.next_attempt_at", "<=", now.toISOString())
        .orderBy("push_notices.created_at")
        .limit(100)
        .execute();
      let sent = 0;
      for (let start = 0; start < due.length; start += PARALLEL) {
        const results = await Promise.all(due.slice(start, start + PARALLEL).map((row) => deliver(row, now)));
        sent += results.filter(Boolean).length;
      }
      return sent;
    },

    /** Removes the notices sent, or given up, a week ago. */
    async purge(now = new Date()): Promise<void> {
      const before = new Date(now.getTime() - KEEP_MS).toISOString();
      await db.deleteFrom("push_notices").where("sent_at", "is not", null).where("sent_at", "<", before).execute();
      await db
        .deleteFrom("push_notices")
        .where("sent_at", "is", null)
        .where("next_attempt_at", "=", NEVER)
        .where("created_at", "<", before)
        .execute();
    },
  };
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;
