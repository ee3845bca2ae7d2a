/**
 * Changes to content. Every write records a change event in its own transaction (kind, item,
 * action, the fields changed, who and when): the audit log the admin reads, newest first, and what
 * every process's change feed reads to clear its caches (services/change-feed.ts). After its
 * commit, a write waits for its own process's feed to catch up (`Committed`) before answering.
 */
import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { ContentKind } from "../../domain/entities";
import { isPublic, type Publication } from "../../domain/publishing";
import type { LooseDB } from "../db/database";
import { engineOf } from "../db/dialect";
import { CHANGES_CHANNEL } from "../db/postgres-session";
import type { Database } from "../db/schema";
import type { OperationContext } from "./context";

export type { ContentKind };
/** Called after a write commits: the process's change feed reads it before the write is answered. */
export type Committed = () => Promise<void>;

export const CHANGE_ACTIONS = [
  "created",
  "updated",
  "published",
  "unpublished",
  "trashed",
  "restored",
  "deleted",
  "reordered",
  "version-restored",
  // The company's order of a list, or its pinned item (services/arrangement.ts).
  "arranged",
  // Texts of an item or a section written in Malayalam or Tamil (docs/product.md §11); its fields are "ml:title".
  "translated",
] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export interface ChangeEvent {
  id: string;
  at: string;
  /** A kind of item's name (domain/kinds), or "site". */
  kind: string;
  itemId: string;
  action: ChangeAction;
  actor: { id: string | null; name: string };
  fields: string[];
}

let lastMs = 0;
let sequence = 0;

/**
 * An event's id: 24 hex characters that sort in the order this process wrote them (the time in
 * ms, never going back, then a counter) and stay unique across processes (3 random bytes).
 */
function eventId(now: Date): string {
  const ms = Math.max(now.getTime(), lastMs);
  sequence = ms === lastMs ? sequence + 1 : 0;
  lastMs = ms;
  return ms.toString(16).padStart(12, "0") + (sequence & 0xffffff).toString(16).padStart(6, "0") + randomBytes(3).toString("hex");
}

/** Writes the event of one write, in that write's transaction (`trx`). */
export async function recordChange(
  trx: LooseDB,
  ctx: OperationContext,
  change: { kind: string; id: string; action: ChangeAction; fields?: readonly string[] },
): Promise<void> {
  const id = eventId(ctx.now);
  await trx
    .insertInto("change_events")
    .values({
      id,
      at: ctx.now.toISOString(),
      kind: change.kind,
      item_id: change.id,
      action: change.action,
      actor_id: ctx.actor.id,
      actor_name: ctx.actor.name,
      fields: JSON.stringify([...(change.fields ?? [])].sort()),
      // The writing process's wall clock (not the write's business time): what change feeds read by.
      recorded_at: new Date().toISOString(),
    })
    .execute();
  // Every process on the same PostgreSQL hears of it as the write commits (db/postgres-session.ts).
  if (engineOf(trx) === "postgres") await sql`select pg_notify(${CHANGES_CHANNEL}, ${id})`.execute(trx);
}

/** An item's fields the log does not list as changed: its id and its times. */
export const ITEM_META = ["_id", "createdAt", "updatedAt"] as const;

/** The names of the top-level fields whose values differ between two states of an item. */
export function changedFields(before: object, after: object, ignore: readonly string[] = ITEM_META): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((name) => !ignore.includes(name) && JSON.stringify(a[name]) !== JSON.stringify(b[name])).sort();
}

/**
 * What an edit did, for the log: its publication first (`before` and `after`), then a new order
 * of the same photos alone (`photoField`), else an update.
 */
export function editAction(
  fields: readonly string[],
  publication: { before: Publication; after: Publication; now: Date },
  photos: { field: string; before: readonly string[]; after: readonly string[] },
): ChangeAction {
  const was = isPublic(publication.before, publication.now);
  const is = isPublic(publication.after, publication.now);
  if (!was && is) return "published";
  if (was && !is) return "unpublished";
  const samePhotos = [...photos.before].sort().join() === [...photos.after].sort().join();
  if (fields.length === 1 && fields[0] === photos.field && samePhotos) return "reordered";
  return "updated";
}

export interface ChangeFilter {
  kind?: string;
  actor?: string;
  limit?: number;
  /** Events older than this one's id only: the next page. */
  before?: string;
}

/** The audit log, newest first, by kind and by actor (the administrator's e-mail or the system's part). */
export async function readChanges(db: Kysely<Database>, filter: ChangeFilter = {}): Promise<ChangeEvent[]> {
  let query = db.selectFrom("change_events").selectAll();
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.actor) query = query.where("actor_name", "=", filter.actor);
  if (filter.before) query = query.where("id", "<", filter.before);
  const rows = await query
    .orderBy("id", "desc")
    .limit(Math.min(Math.max(filter.limit ?? 50, 1), 200))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    kind: row.kind,
    itemId: row.item_id,
    action: row.action as ChangeAction,
    actor: { id: row.actor_id, name: row.actor_name },
    fields: JSON.parse(row.fields) as string[],
  }));
}
