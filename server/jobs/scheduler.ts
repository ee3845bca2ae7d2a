/**
 * The one loop that does work at a time (docs/architecture.md §9): each task runs at start and then every
 * interval, reading what is due from the database (an e-mail to retry, enquiries past their
 * retention), so that a restart forgets nothing. A task never overlaps itself; `kick` runs one
 * again as soon as it can (a new notice in the outbox is sent at once, not at the next round).
 */
export interface SchedulerTask {
  name: string;
  run(now: Date): Promise<unknown>;
}

export interface Scheduler {
  start(): void;
  kick(name: string): void;
  /** Runs a task once in `ms` (at most one such wake per task: the earliest wins), besides the loop. */
  kickIn(name: string, ms: number): void;
  /** Waits for the tasks running now, and runs no more. */
  stop(): Promise<void>;
}

export function createScheduler(
  tasks: SchedulerTask[],
  options: { intervalMs: number; clock?: () => Date; onError(task: string, error: unknown): void },
): Scheduler {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const wakes = new Map<string, { at: number; timer: NodeJS.Timeout }>();
  let stopped = true;

  const run = (task: SchedulerTask): void => {
    if (stopped) return;
    if (running.has(task.name)) {
      again.add(task.name);
      return;
    }
    const done = task
      .run(options.clock?.() ?? new Date())
      .then(
        () => undefined,
        (error: unknown) => options.onError(task.name, error),
      )
      .finally(() => {
        running.delete(task.name);
        if (again.delete(task.name)) run(task);
      });
    running.set(task.name, done);
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      for (const task of tasks) run(task);
      timer = setInterval(() => {
        for (const task of tasks) run(task);
      }, options.intervalMs);
      timer.unref();
    },
    kickIn(name, ms) {
      const task = tasks.find((t) => t.name === name);
      // The loop comes sooner than a wake further away than a round.
      if (!task || stopped || ms >= options.intervalMs) return;
      const at = Date.now() + Math.max(0, ms);
      const current = wakes.get(name);
      if (current && current.at <= at) return;
      if (current) clearTimeout(current.timer);
      const wake = setTimeout(
        () => {
          wakes.delete(name);
          run(task);
        },
        Math.max(0, ms),
      );
      wake.unref();
      wakes.set(name, { at, timer: wake });
    },
    kick(name) {
      const task = tasks.find((t) => t.name === name);
      if (task) setImmediate(() => run(task));
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const wake of wakes.values()) clearTimeout(wake.timer);
      wakes.clear();
      again.clear();
      await Promise.all(running.values());
    },
  };
}
