/**
 * The change feed (docs/architecture.md §10): what each process learns of content changes, read
 * from the change events table, never passed from the writer in memory. After its own write
 * commits, a process catches up before answering, so its page cache is cleared before the
 * answer; the page cache also catches up at most every `pollMs` before it answers a visitor, so a
 * change another process wrote (sharing the database) clears this one's pages within that time.
 *
 * Events are read by the time their writer recorded them. Transactions commit out of that order
 * and clocks of two machines differ a little, so each read looks back `windowMs` before the
 * newest event it has seen and skips the ids it has seen already.
 */
import type { DB } from "../db/database";

export interface FeedEvent {
  id: string;
  kind: string;
  itemId: string;
  action: string;
  fields: string[];
}

export type FeedListener = (event: FeedEvent) => void;

export interface ChangeFeedOptions {
  /** How far back each read looks before the newest event seen. */
  windowMs?: number;
  /** The page cache's catch-up happens at most this often. */
  pollMs?: number;
  /** The wall clock (the events' recording time), never the business clock a test moves. */
  wallClock?: () => number;
}

export function createChangeFeed(db: DB, options: ChangeFeedOptions = {}) {
  const windowMs = options.windowMs ?? 30_000;
  const pollMs = options.pollMs ?? 1_000;
  const wall = options.wallClock ?? Date.now;
  const listeners = new Set<FeedListener>();
  const seen = new Map<string, number>();
  // Events recorded before the process started are already in what it reads from the database.
  let newest = wall();
  let lastPoll = wall();
  let chain: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;

  async function read(): Promise<void> {
    const since = new Date(newest - windowMs).toISOString();
    const rows = await db
      .selectFrom("change_events")
      .select(["id", "kind", "item_id", "action", "fields", "recorded_at"])
      .where("recorded_at", ">=", since)
      .orderBy("recorded_at")
      .orderBy("id")
      .execute();
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      const at = Date.parse(row.recorded_at);
      seen.set(row.id, at);
      if (at > newest) newest = at;
      const event: FeedEvent = { id: row.id, kind: row.kind, itemId: row.item_id, action: row.action, fields: JSON.parse(row.fields) };
      for (const listener of listeners) listener(event);
    }
    for (const [id, at] of seen) if (at < newest - windowMs) seen.delete(id);
  }

  /**
   * Reads the events written since the last read and tells the listeners. Reads run one after
   * another; a call made while one runs gets the next, which starts after it (so a write that
   * committed before the call is always seen).
   */
  function catchUp(): Promise<void> {
    if (queued) return queued;
    const next = chain.then(() => {
      queued = null;
      lastPoll = wall();
      return read();
    });
    queued = next;
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    catchUp,
    /** A catch-up when the last is older than `pollMs`, else null (nothing to wait for). */
    catchUpIfDue(): Promise<void> | null {
      return wall() - lastPoll >= pollMs ? catchUp() : null;
    },
    /** Hears every event, in the order read; answers the function that stops it. */
    listen(listener: FeedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
