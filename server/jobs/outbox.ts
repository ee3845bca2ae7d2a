/**
 * The outbox: notices waiting to be sent, one row each (docs/architecture.md §9). A row is claimed before it
 * is sent (a conditional update, so two processes do not send it at once; the try is counted
 * then), marked sent after, or given a later try with a growing wait: a restart or a mail server
 * that is down loses nothing. Delivery is at least once: a process that stops between the mail
 * server's acceptance and the mark sends that notice again when its claim has lapsed.
 */
import type { DB } from "../db/database";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxOptions {
  /** The wait before the second try; each next one doubles, up to an hour. */
  retryBaseMs: number;
  /** Tries before a notice is given up (with the hourly cap, about three days). */
  maxAttempts?: number;
  onGiveUp?(id: string, error: string): void;
}

const HOUR = 3_600_000;
/** How long a claimed row is left to the process that claimed it, should it stop mid-send. */
const CLAIM_MS = 5 * 60_000;
/** Sent notices are kept this long, then removed. */
const KEEP_SENT_MS = 30 * 24 * HOUR;
const NEVER = "9999-12-31T00:00:00.000Z";
/** Errors that say the mail server could not be reached at all (not that it refused one message). */
const UNREACHABLE = /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ECONNRESET|EAI_AGAIN|timeout/i;

export function createOutbox(db: DB, mailer: Mailer, options: OutboxOptions) {
  const maxAttempts = options.maxAttempts ?? 80;
  /** The rows a failed connection left unsent this round wait as long as the one that failed. */
  const postponeRest = async (rows: Array<{ id: string; next_attempt_at: string }>, wait: number) => {
    for (const row of rows) {
      await db
        .updateTable("outbox")
        .set({ next_attempt_at: new Date(Date.now() + wait).toISOString() })
        .where("id", "=", row.id)
        .where("next_attempt_at", "=", row.next_attempt_at)
        .where("sent_at", "is", null)
        .execute();
    }
  };
  return {
    /** Sends every notice that is due; the number sent. */
    async deliverDue(now = new Date()): Promise<number> {
      let sent = 0;
      const due = await db
        .selectFrom("outbox")
        .select(["id", "message", "attempts", "next_attempt_at"])
        .where("sent_at", "is", null)
        .where("next_attempt_at", "<=", now.toISOString())
        .orderBy("created_at")
        .limit(100)
        .execute();
      for (const row of due) {
        const attempts = row.attempts + 1;
        const claimed = await db
          .updateTable("outbox")
          .set({ next_attempt_at: new Date(Date.now() + CLAIM_MS).toISOString(), attempts })
          .where("id", "=", row.id)
          .where("next_attempt_at", "=", row.next_attempt_at)
          .where("sent_at", "is", null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) continue;
        try {
          await mailer.send(JSON.parse(row.message) as MailMessage);
          await db.updateTable("outbox").set({ sent_at: new Date().toISOString(), last_error: null }).where("id", "=", row.id).execute();
          sent++;
        } catch (error) {
          const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          const wait = Math.min(options.retryBaseMs * 2 ** (attempts - 1), HOUR);
          const giveUp = attempts >= maxAttempts;
          await db
            .updateTable("outbox")
            .set({ attempts, last_error: reason, next_attempt_at: giveUp ? NEVER : new Date(Date.now() + wait).toISOString() })
            .where("id", "=", row.id)
            .execute();
          if (giveUp) options.onGiveUp?.(row.id, reason);
          // A server that cannot be reached fails the rest alike: they wait for the next round.
          if (UNREACHABLE.test(reason)) {
            await postponeRest(due.slice(due.indexOf(row) + 1), wait);
            break;
          }
        }
      }
      return sent;
    },

    /** Removes the notices sent, or given up, more than 30 days ago: they hold a visitor's details. */
    async purgeSent(now = new Date()): Promise<void> {
      const before = new Date(now.getTime() - KEEP_SENT_MS).toISOString();
      await db.deleteFrom("outbox").where("sent_at", "is not", null).where("sent_at", "<", before).execute();
      // An invitation's or a reset's e-mail carries a one-time link: it goes as soon as it is sent.
      await db.deleteFrom("outbox").where("sent_at", "is not", null).where("kind", "=", "account-mail").execute();
      await db
        .deleteFrom("outbox")
        .where("sent_at", "is", null)
        .where("next_attempt_at", "=", NEVER)
        .where("created_at", "<", before)
        .execute();
    },

    /** What waits to be sent. */
    async pending(): Promise<Array<{ id: string; attempts: number; lastError: string | null }>> {
      const rows = await db
        .selectFrom("outbox")
        .select(["id", "attempts", "last_error"])
        .where("sent_at", "is", null)
        .orderBy("created_at")
        .execute();
      return rows.map((row) => ({ id: row.id, attempts: row.attempts, lastError: row.last_error }));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
