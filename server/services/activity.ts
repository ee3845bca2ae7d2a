/**
 * Who did what (docs/product.md §6, the Activity page): one timeline of the content's change
 * events (services/changes.ts) and the accounts' events (services/account-events.ts), newest first,
 * filtered by person, kind and the company's days, a page at a time. Each content entry names its
 * item as it is now (its title, and where the admin opens it). Both tables keep
 * ACTIVITY_RETENTION_DAYS; the scheduler removes what is older.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import { companyDate } from "../../domain/company-clock";
import { kindNamed, type ItemKind } from "../../domain/kinds";
import { loose, type DB } from "../db/database";
import { purgeAccountEvents } from "./account-events";
import { displayName } from "./auth";

/** Entries in one answer; the next page starts after the last (`next`). */
export const ACTIVITY_PAGE_SIZE = 50;

const DAY_MS = 86_400_000;

/** The kind filter that keeps the account events alone. */
export const ACCOUNTS_KIND = "accounts";

/** The site's sections as the admin's Site menu names them (their pages are /site/{name}). */
const SECTION_TITLES: Record<string, string> = {
  company: "Company details",
  home: "Home page",
  services: "Services & pricing",
  about: "About & team",
  testimonials: "Testimonials",
  privacy: "Privacy notice",
  abroad: "Building from the Gulf",
};

/** What an entry is about, as it is now: `live`, in the `trash`, or `gone` (deleted for good). */
export interface ActivityItem {
  id: string;
  title: string;
  /** The admin page that shows it: its edit form, the trash, a Site page; null once it is gone. */
  path: string | null;
  state: "live" | "trash" | "gone";
}

export interface ActivityEntry {
  id: string;
  at: string;
  source: "content" | "account";
  /** A change action (services/changes.ts) or an account action (services/account-events.ts). */
  action: string;
  /** Who did it: a person, or null with a name ("Someone", "scheduler"). */
  actor: { id: string | null; name: string };
  /** A kind of item's name, "site", or "accounts" for an account event. */
  kind: string;
  /** The content item or site section (content entries). */
  item: ActivityItem | null;
  /** The account an account event was about (the one invited, whose role changed…). */
  subject?: { id: string | null; name: string } | null;
  /** The fields a content write changed. */
  fields?: string[];
  /** An account event's detail ("Editor → Sales", "disabled", "by a reset link"). */
  detail?: string | null;
  /** The network address an account event came from (sign-ins). */
  address?: string | null;
}

export interface ActivityPerson {
  id: string;
  name: string;
}

export interface ActivityFilter {
  /** An account's id: what it did, and the account events about it. */
  person?: string;
  /** A kind of item's name, "site", or "accounts". */
  kind?: string;
  /** The company's days (YYYY-MM-DD, Asia/Kolkata), both included. */
  from?: string;
  to?: string;
  /** The `next` of the page before. */
  before?: string;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  /** The cursor of the next (older) page, or null when this is the last. */
  next: string | null;
  /** Everyone the timeline names or who has an account now, for the person filter. */
  people: ActivityPerson[];
}

/** The first moment of the company's day `date` (India is UTC+5:30 all year: domain/company-clock.ts), or null. */
export function companyDayStart(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const start = new Date(`${date}T00:00:00+05:30`);
  return Number.isNaN(start.getTime()) || companyDate(start) !== date ? null : start;
}

/** Where an entry is in the timeline: newest first, then content before accounts, then by id. */
interface Position {
  at: string;
  /** 1: content, 0: account. */
  rank: 0 | 1;
  id: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
const EVENT_ID = /^[0-9a-f]{24}$/;

export function encodeCursor(position: Position): string {
  return Buffer.from(`${position.at}|${position.rank}|${position.id}`).toString("base64url");
}

/** The position a cursor names, or null for anything that is not one of ours. */
export function decodeCursor(cursor: string): Position | null {
  const [at, rank, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length || !at || !ISO.test(at) || (rank !== "0" && rank !== "1") || !id || !EVENT_ID.test(id)) return null;
  return { at, rank: rank === "1" ? 1 : 0, id };
}

/**
 * The rows of one source (`rank`: its place among rows of the same time) that come after `cursor`
 * in the timeline's order; both tables have `at` and `id`.
 */
function afterCursor(rank: 0 | 1, cursor: Position): RawBuilder<SqlBool> {
  if (rank > cursor.rank) return sql<SqlBool>`at < ${cursor.at}`;
  if (rank < cursor.rank) return sql<SqlBool>`at <= ${cursor.at}`;
  return sql<SqlBool>`(at < ${cursor.at} OR (at = ${cursor.at} AND id < ${cursor.id}))`;
}

const positionOf = (entry: ActivityEntry): Position => ({ at: entry.at, rank: entry.source === "content" ? 1 : 0, id: entry.id });

function newerFirst(a: Position, b: Position): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.rank !== b.rank) return b.rank - a.rank;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export function createActivity(db: DB, kinds: readonly ItemKind[]) {
  async function contentEntries(filter: ActivityFilter, range: { from?: string; to?: string }, cursor: Position | null) {
    let query = db.selectFrom("change_events").select(["id", "at", "kind", "item_id", "action", "actor_id", "actor_name", "fields"]);
    if (filter.person) query = query.where("actor_id", "=", filter.person);
    if (filter.kind) query = query.where("kind", "=", filter.kind);
    if (range.from) query = query.where("at", ">=", range.from);
    if (range.to) query = query.where("at", "<", range.to);
    if (cursor) query = query.where(afterCursor(1, cursor));
    const rows = await query
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(ACTIVITY_PAGE_SIZE + 1)
      .execute();
    return rows.map((row): ActivityEntry => ({
      id: row.id,
      at: row.at,
      source: "content",
      action: row.action,
      actor: { id: row.actor_id, name: row.actor_name },
      kind: row.kind,
      item: { id: row.item_id, title: "", path: null, state: "gone" },
      fields: JSON.parse(row.fields) as string[],
    }));
  }

  async function accountEntries(filter: ActivityFilter, range: { from?: string; to?: string }, cursor: Position | null) {
    let query = db.selectFrom("account_events").selectAll();
    if (filter.person) {
      const person = filter.person;
      query = query.where((eb) => eb.or([eb("actor_id", "=", person), eb("subject_id", "=", person)]));
    }
    if (range.from) query = query.where("at", ">=", range.from);
    if (range.to) query = query.where("at", "<", range.to);
    if (cursor) query = query.where(afterCursor(0, cursor));
    const rows = await query
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(ACTIVITY_PAGE_SIZE + 1)
      .execute();
    return rows.map((row): ActivityEntry => ({
      id: row.id,
      at: row.at,
      source: "account",
      action: row.action,
      actor: { id: row.actor_id, name: row.actor_name },
      kind: ACCOUNTS_KIND,
      item: null,
      subject: row.subject_name === null ? null : { id: row.subject_id, name: row.subject_name },
      detail: row.detail,
      address: row.address,
    }));
  }

  /** Fills each content entry's item from its kind's table (or the site's sections) as it is now. */
  async function describeItems(entries: ActivityEntry[]): Promise<void> {
    const byKind = new Map<string, Set<string>>();
    for (const entry of entries) {
      if (entry.source !== "content" || !entry.item || entry.kind === "site") continue;
      const ids = byKind.get(entry.kind) ?? new Set<string>();
      ids.add(entry.item.id);
      byKind.set(entry.kind, ids);
    }
    const found = new Map<string, { title: string; trashed: boolean }>();
    for (const [name, ids] of byKind) {
      const kind = kindNamed(name, kinds);
      if (!kind) continue;
      const title = kind.fields.title;
      const column = title && title.type === "text" ? title.column : null;
      const rows: Array<{ id: string; title?: string | null; deleted_at: string | null }> = await loose(db)
        .selectFrom(kind.name)
        .select(column ? ["id", sql.ref<string>(column).as("title"), "deleted_at"] : ["id", "deleted_at"])
        .where("id", "in", [...ids])
        .execute();
      for (const row of rows) found.set(`${name}/${row.id}`, { title: String(row.title ?? ""), trashed: row.deleted_at !== null });
    }
    for (const entry of entries) {
      if (entry.source !== "content" || !entry.item) continue;
      const id = entry.item.id;
      if (entry.kind === "site") {
        entry.item = { id, title: SECTION_TITLES[id] ?? id, path: `/site/${id}`, state: "live" };
        continue;
      }
      const kind = kindNamed(entry.kind, kinds);
      const row = found.get(`${entry.kind}/${id}`);
      if (!kind || !row) entry.item = { id, title: "(deleted)", path: null, state: "gone" };
      else if (row.trashed) entry.item = { id, title: row.title, path: "/trash", state: "trash" };
      else entry.item = { id, title: row.title, path: `${kind.admin.paths.edit}${id}`, state: "live" };
    }
  }

  /** Everyone who did something in the timeline, and everyone with an account now (by their name now). */
  async function people(): Promise<ActivityPerson[]> {
    const named = new Map<string, string>();
    const seen = await sql<{ id: string; name: string }>`
      SELECT id, name FROM (
        SELECT actor_id AS id, actor_name AS name, at FROM change_events WHERE actor_id IS NOT NULL
        UNION ALL SELECT actor_id, actor_name, at FROM account_events WHERE actor_id IS NOT NULL
        UNION ALL SELECT subject_id, subject_name, at FROM account_events WHERE subject_id IS NOT NULL AND subject_name IS NOT NULL
      ) AS seen ORDER BY at`.execute(db);
    // In time order: the latest name each one had wins.
    for (const row of seen.rows) if (row.name) named.set(row.id, row.name);
    const accounts = await db.selectFrom("admin_users").select(["id", "name", "email"]).execute();
    for (const account of accounts) named.set(account.id, displayName(account));
    return [...named]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id.localeCompare(b.id));
  }

  return {
    /** A page of the timeline, newest first (`filter.before`: the page after that cursor). */
    async list(filter: ActivityFilter = {}): Promise<ActivityPage> {
      const cursor = filter.before ? decodeCursor(filter.before) : null;
      const fromDay = filter.from ? companyDayStart(filter.from) : null;
      const toDay = filter.to ? companyDayStart(filter.to) : null;
      const range = {
        from: fromDay?.toISOString(),
        to: toDay ? new Date(toDay.getTime() + DAY_MS).toISOString() : undefined,
      };
      const accountsOnly = filter.kind === ACCOUNTS_KIND;
      const [content, account] = await Promise.all([
        accountsOnly ? [] : contentEntries(filter, range, cursor),
        filter.kind && !accountsOnly ? [] : accountEntries(filter, range, cursor),
      ]);
      const merged = [...content, ...account].sort((a, b) => newerFirst(positionOf(a), positionOf(b)));
      const entries = merged.slice(0, ACTIVITY_PAGE_SIZE);
      await describeItems(entries);
      const last = entries.at(-1);
      return {
        entries,
        next: merged.length > ACTIVITY_PAGE_SIZE && last ? encodeCursor(positionOf(last)) : null,
        people: await people(),
      };
    },

    /**
     * Removes the account events and change events older than `keepDays` (by `now`, the
     * scheduler's clock); the numbers removed. The change feed (services/change-feed.ts) reads only
     * the events recorded in the last seconds by the wall clock and keeps nothing of older ones, so
     * an event recorded in the last day is never removed, whatever `now` says: no process can miss
     * one it has yet to read.
     */
    async removeExpired(now: Date, keepDays: number, wallClock: Date = new Date()): Promise<{ accounts: number; changes: number }> {
      const accounts = await purgeAccountEvents(db, now, keepDays);
      const result = await db
        .deleteFrom("change_events")
        .where("at", "<", new Date(now.getTime() - keepDays * DAY_MS).toISOString())
        .where("recorded_at", "<", new Date(wallClock.getTime() - DAY_MS).toISOString())
        .executeTakeFirst();
      return { accounts, changes: Number(result.numDeletedRows) };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivity>;
