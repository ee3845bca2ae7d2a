/**
 * Who does a write, when, and in which language: every write of content is told, never reads it
 * from anywhere else (docs/architecture.md §10). The API builds it from the signed-in
 * administrator; the scheduler and the demo content act as the system, by name.
 */
export interface Actor {
  /** The administrator's id; null for the system. */
  id: string | null;
  /** What the audit log shows: the administrator's e-mail, or the system's part ("scheduler"). */
  name: string;
}

export interface OperationContext {
  actor: Actor;
  /** The language the write is in; the site is written in English until translations come. */
  locale: string;
  /** The time of the write: one clock for every row it writes. */
  now: Date;
}

export const DEFAULT_LOCALE = "en";

/** A write the system does on its own: "scheduler", "demo content", "retention". */
export function systemContext(name: string, now: Date): OperationContext {
  return { actor: { id: null, name }, locale: DEFAULT_LOCALE, now };
}
