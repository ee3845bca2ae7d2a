/**
 * Who does a write, when, and in which language: every write of content is told, never reads it
 * from anywhere else (docs/architecture.md §10). The API builds it from the signed-in person;
 * the scheduler and the demo content act as the system, by name. Access is checked where the
 * write happens (`authorize`), from what the kind declares and what the actor may do.
 */
import { forbiddenMessage, PERMISSIONS, type Permission, type Role } from "../../domain/access";
import { Forbidden } from "../errors";

export interface Actor {
  /** The person's account id; null for the system. */
  id: string | null;
  /** What the audit log shows: the person's name (or e-mail), or the system's part ("scheduler"). */
  name: string;
  /** The person's role; the system has none. */
  role: Role | null;
  /** What the actor may do (domain/access.ts): the role's permissions, read at the request; the system may do all. */
  permissions: readonly Permission[];
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
  return { actor: { id: null, name, role: null, permissions: PERMISSIONS }, locale: DEFAULT_LOCALE, now };
}

/** Refuses (403) an operation that needs `access` when the actor may not; "public" needs nothing. */
export function authorize(ctx: OperationContext, access: Permission | "public"): void {
  if (access === "public" || ctx.actor.permissions.includes(access)) return;
  throw new Forbidden(ctx.actor.role ? forbiddenMessage(ctx.actor.role) : "This is not allowed.");
}
