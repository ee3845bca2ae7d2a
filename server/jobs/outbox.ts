/**
 * The outbox: notices waiting to be sent, one row each (DESIGN §9). A row is claimed before it
 * is sent (a conditional update, so two processes never send the same one), marked sent after,
 * or given a later try with a growing wait: a restart or a mail server that is down loses nothing.
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

export function createOutbox(db: DB, mailer: Mailer, options: OutboxOptions) {
  const maxAttempts = options.maxAttempts ?? 80;
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
        const claimed = await db
          .updateTable("outbox")
          .set({ next_attempt_at: new Date(Date.now() + CLAIM_MS).toISOString() })
          .where("id", "=", row.id)
          .where("next_attempt_at", "=", row.next_attempt_at)
          .where("sent_at", "is", null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) continue;
        try {
          await mailer.send(JSON.parse(row.message) as MailMessage);
          await db
            .updateTable("outbox")
            .set({ sent_at: new Date().toISOString(), attempts: row.attempts + 1, last_error: null })
            .where("id", "=", row.id)
            .execute();
          sent++;
        } catch (error) {
          const attempts = row.attempts + 1;
          const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          const wait = Math.min(options.retryBaseMs * 2 ** (attempts - 1), HOUR);
          const giveUp = attempts >= maxAttempts;
          await db
            .updateTable("outbox")
            .set({ attempts, last_error: reason, next_attempt_at: giveUp ? NEVER : new Date(Date.now() + wait).toISOString() })
            .where("id", "=", row.id)
            .execute();
          if (giveUp) options.onGiveUp?.(row.id, reason);
        }
      }
      return sent;
    },

    /** Removes the notices sent more than 30 days ago. */
    async purgeSent(now = new Date()): Promise<void> {
      await db
        .deleteFrom("outbox")
        .where("sent_at", "is not", null)
        .where("sent_at", "<", new Date(now.getTime() - KEEP_SENT_MS).toISOString())
        .execute();
    },

    /** What waits to be sent, for the dashboard and the tests. */
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
