/**
 * What happened to the team's accounts (docs/product.md §6): sign-ins, failed sign-ins, invitations,
 * role changes, resets, second-step changes. Rows beside the content's change events
 * (services/changes.ts); the Activity page reads both. A row never holds a password, a token or
 * a code, and the text someone typed is cut short.
 */
import type { DB } from "../db/database";
import { newId } from "./ids";

export const ACCOUNT_ACTIONS = [
  "signed-in",
  "sign-in-failed",
  "signed-out-everywhere",
  "invited",
  "invitation-revoked",
  "joined",
  "role-changed",
  "renamed",
  "disabled",
  "enabled",
  "removed",
  "reset-requested",
  "reset-link-made",
  "password-changed",
  "second-step-on",
  "second-step-off",
  "second-step-required",
  "second-step-not-required",
  "passkey-added",
  "passkey-removed",
  "recovery-code-used",
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export interface AccountEventInput {
  action: AccountAction;
  /** Who did it: a person, or null with a name ("someone", "server"). */
  actor: { id: string | null; name: string };
  /** The account it was about. */
  subject?: { id: string | null; name: string };
  detail?: string;
  address?: string;
}

export interface AccountEvent {
  id: string;
  at: string;
  action: AccountAction;
  actor: { id: string | null; name: string };
  subject: { id: string | null; name: string } | null;
  detail: string | null;
  address: string | null;
}

const cut = (text: string | undefined, max: number) => (text === undefined ? null : text.slice(0, max));

export async function recordAccountEvent(db: DB, event: AccountEventInput, now: Date): Promise<void> {
  await db
    .insertInto("account_events")
    .values({
      id: newId(now.getTime()),
      at: now.toISOString(),
      action: event.action,
      actor_id: event.actor.id,
      actor_name: cut(event.actor.name, 200) ?? "",
      subject_id: event.subject?.id ?? null,
      subject_name: cut(event.subject?.name, 200),
      detail: cut(event.detail, 200),
      address: cut(event.address, 64),
    })
    .execute();
}

export interface AccountEventFilter {
  /** Only events done by, or about, this account. */
  person?: string;
  /** ISO times: from (inclusive) and before (exclusive). */
  from?: string;
  before?: string;
  limit?: number;
}

export async function readAccountEvents(db: DB, filter: AccountEventFilter = {}): Promise<AccountEvent[]> {
  let query = db.selectFrom("account_events").selectAll();
  if (filter.person) {
    const person = filter.person;
    query = query.where((eb) => eb.or([eb("actor_id", "=", person), eb("subject_id", "=", person)]));
  }
  if (filter.from) query = query.where("at", ">=", filter.from);
  if (filter.before) query = query.where("at", "<", filter.before);
  const rows = await query
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(Math.min(filter.limit ?? 50, 200))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    action: row.action as AccountAction,
    actor: { id: row.actor_id, name: row.actor_name },
    subject: row.subject_name === null ? null : { id: row.subject_id, name: row.subject_name },
    detail: row.detail,
    address: row.address,
  }));
}

/** Removes what is older than `keepDays`; the number removed. */
export async function purgeAccountEvents(db: DB, now: Date, keepDays: number): Promise<number> {
  const result = await db
    .deleteFrom("account_events")
    .where("at", "<", new Date(now.getTime() - keepDays * 86_400_000).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
