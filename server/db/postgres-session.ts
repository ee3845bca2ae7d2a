/**
 * What several processes on one PostgreSQL database tell each other (docs/architecture.md §5,
 * issue #31). Each process keeps one connection of its own, outside the pool:
 *
 * - it LISTENs on `site_changes`, which every change event NOTIFYs as its write commits
 *   (services/changes.ts), and reads the events table at once (the change feed), so a page
 *   cached here is dropped within moments of a change written anywhere. A notification lost while
 *   the connection was down costs nothing: on reconnecting it reads the table again, and the page
 *   cache also reads it at most a second before answering (services/change-feed.ts).
 * - it holds the scheduler's advisory lock, or tries to every round: one process, the leader, runs
 *   the scheduled work; when it stops or dies its session ends, the lock is free, and another takes
 *   it within a round. A task another process asks to run now (a new enquiry's e-mail) reaches the
 *   leader as a NOTIFY on `site_kick`.
 */
import pg from "pg";
import { sql, type Kysely } from "kysely";
import { withoutApplicationName } from "./database";
import type { Database } from "./schema";

export const CHANGES_CHANNEL = "site_changes";
const KICK_CHANNEL = "site_kick";
/** The scheduler's advisory lock: one number, the same in every process of the site. */
const SCHEDULER_LOCK = 72_310_031;

export interface PostgresSession {
  /** Whether this process runs the scheduled work now. */
  isLeader(): boolean;
  /** Asks the leader, wherever it is, to run a task now. */
  kick(task: string): Promise<void>;
  close(): Promise<void>;
}

export interface SessionHandlers {
  /** A change event was written (here or elsewhere), or events may have been missed: read the table. */
  onChanges(): void;
  /** This process became the leader (true) or stopped being it (false). */
  onLeader(leader: boolean): void;
  /** The leader is asked to run `task` now. */
  onKick(task: string): void;
  onError(error: unknown): void;
}

export function startPostgresSession(
  url: string,
  handlers: SessionHandlers,
  options: { name?: string; retryMs?: number } = {},
): PostgresSession {
  const retryMs = options.retryMs ?? 5_000;
  let client: pg.Client | null = null;
  let leader = false;
  let closed = false;
  let backoff = 500;
  let timer: NodeJS.Timeout | undefined;

  const setLeader = (value: boolean) => {
    if (leader === value) return;
    leader = value;
    handlers.onLeader(value);
  };

  async function tryLead(on: pg.Client): Promise<void> {
    if (leader || closed || client !== on) return;
    const { rows } = await on.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [SCHEDULER_LOCK]);
    if (rows[0]?.locked && client === on && !closed) setLeader(true);
  }

  function schedule(ms: number, run: () => void) {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  }

  function lost(on: pg.Client, error?: unknown) {
    if (client !== on) return;
    client = null;
    setLeader(false);
    if (closed) return;
    if (error) handlers.onError(error);
    on.end().catch(() => undefined);
    schedule(backoff, () => void connect());
    backoff = Math.min(backoff * 2, 10_000);
  }

  async function connect(): Promise<void> {
    if (closed) return;
    // Named as the process's pool is, so that other processes see it lives (MediaStore's marks);
    // TCP keepalives end a connection whose server went silent, and with it the lead.
    const on = new pg.Client({
      connectionString: withoutApplicationName(url),
      application_name: options.name ?? `site:${process.pid}`,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = on;
    on.on("error", (error) => lost(on, error));
    on.on("end", () => lost(on));
    on.on("notification", (message) => {
      if (message.channel === CHANGES_CHANNEL) handlers.onChanges();
      else if (message.channel === KICK_CHANNEL && leader && message.payload) handlers.onKick(message.payload);
    });
    try {
      await on.connect();
      await on.query(`listen ${CHANGES_CHANNEL}`);
      await on.query(`listen ${KICK_CHANNEL}`);
      backoff = 500;
      // What was written while this process was not listening.
      handlers.onChanges();
      await tryLead(on);
      const round = () => {
        if (client !== on || closed) return;
        tryLead(on).then(
          () => schedule(retryMs, round),
          (error: unknown) => lost(on, error),
        );
      };
      schedule(retryMs, round);
    } catch (error) {
      lost(on, error);
    }
  }

  const started = connect();

  return {
    isLeader: () => leader,
    async kick(task) {
      await started;
      const on = client;
      if (on) await on.query("select pg_notify($1, $2)", [KICK_CHANNEL, task]);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await started;
      const on = client;
      client = null;
      setLeader(false);
      // Ending the session frees the lock: another process takes the scheduler within its round.
      if (on) await on.end().catch(() => undefined);
    },
  };
}

/**
 * The names of the processes connected to this database now (their `application_name`): each
 * site process names its pool and its session after itself, and its session stays connected for
 * as long as it lives.
 */
export async function connectedProcesses(db: Kysely<Database>): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select distinct application_name as name from pg_stat_activity where datname = current_database()`.execute(db);
  return new Set(rows.map((row) => row.name));
}
