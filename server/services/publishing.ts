/**
 * The publication state of projects, posts and gallery items (domain/publishing.ts), as stored:
 * `status`, `publish_at`, and `created_at`, which is the time an item went public (the date a
 * visitor sees, and the order of the lists), so a draft published a week after it was begun is
 * the newest item, not a week old. A kind the company arranges (its declaration's `arrangement`)
 * lists its pinned item and its order first (`listOrder`).
 */
import { normalizeText } from "../../domain/translations";
import { sql, type RawBuilder } from "kysely";
import { recordChange } from "./changes";
import { systemContext } from "./context";
import type { ListOrder } from "../../domain/arrangement";
import { listCategories } from "../../domain/filters";
import type { Arrangement, ItemKind } from "../../domain/kinds";
import type { PageRequest } from "../../domain/site-context";
import { isPublic, toPublishStatus, type Publication, type PublishStatus } from "../../domain/publishing";
import type { LooseDB } from "../db/database";
import { Invalid } from "../errors";
import { publicAt, type ItemTable } from "../db/photo-references";

export { publicAt, type ItemTable };

/** An item's row as every kind stores it: its id and publication, beside its declared columns. */
export interface ItemRow extends Record<string, unknown> {
  id: string;
  status: string;
  publish_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

interface Stored {
  status: string;
  publish_at: string | null;
  created_at: string;
}

/** What a form sends: a status and a time, each undefined when not sent (kept on an edit). */
export interface PublicationInput {
  status?: PublishStatus | undefined;
  publishAt?: string | null | undefined;
}

export function publicationOf(row: Stored): Publication {
  return { status: toPublishStatus(row.status), publishAt: row.publish_at };
}

/**
 * The state to save from what was sent and what is stored (null for a new item). Not sent, a new
 * item is published (docs/product.md §7) and an edited one keeps its state. A schedule needs a time; one that
 * has passed publishes now. The first time an item goes public, `created_at` becomes that time.
 */
export function nextPublication(input: PublicationInput, current: Stored | null, now: Date): Stored {
  const status: PublishStatus = input.status ?? (current ? toPublishStatus(current.status) : "published");
  const sentTime = input.publishAt;
  const wasPublic = current !== null && isPublic(publicationOf(current), now);
  const nowIso = now.toISOString();
  const createdAt = current?.created_at ?? nowIso;
  // A schedule whose time has come went public then, even if the scheduler has not marked it yet.
  const wentPublicAt = current?.status === "scheduled" && current.publish_at ? current.publish_at : createdAt;
  if (status === "draft") return { status, publish_at: current?.publish_at ?? null, created_at: createdAt };
  if (status === "scheduled") {
    const at = sentTime === undefined ? (current?.status === "scheduled" ? current.publish_at : null) : sentTime;
    if (!at) throw new Invalid({ publishAt: "Choose the date and time to publish" });
    if (Date.parse(at) > now.getTime()) return { status, publish_at: at, created_at: createdAt };
    return wasPublic
      ? { status: "published", publish_at: current.publish_at ?? at, created_at: wentPublicAt }
      : { status: "published", publish_at: at, created_at: at };
  }
  if (wasPublic) return { status, publish_at: current.publish_at ?? current.created_at, created_at: wentPublicAt };
  return { status, publish_at: nowIso, created_at: nowIso };
}

/** Rows not in the trash: what the admin lists and edits. */
export function notInTrash() {
  return sql<boolean>`deleted_at is null`;
}

/**
 * Publishes the scheduled items of `kinds` whose time has come; answers the kinds that changed,
 * and the earliest time still to come (for the scheduler to wake at it).
 */
export async function publishDue(
  db: LooseDB,
  kinds: readonly ItemKind[],
  now: Date,
): Promise<{ changed: ItemTable[]; next: string | null }> {
  const changed: ItemTable[] = [];
  let next: string | null = null;
  const nowIso = now.toISOString();
  const ctx = systemContext("scheduler", now);
  for (const { name: table } of kinds) {
    const published = await db.transaction().execute(async (trx) => {
      const ids: Array<{ id: string }> = await trx
        .updateTable(table)
        .set({ status: "published", created_at: sql<string>`publish_at` })
        .where("status", "=", "scheduled")
        .where("publish_at", "<=", nowIso)
        .where("deleted_at", "is", null)
        .returning("id")
        .execute();
      for (const { id } of ids) await recordChange(trx, ctx, { kind: table, id, action: "published", fields: ["status"] });
      return ids;
    });
    if (published.length > 0) changed.push(table);
    const upcoming: { at: string | null } | undefined = await db
      .selectFrom(table)
      .select(sql<string | null>`min(publish_at)`.as("at"))
      .where("status", "=", "scheduled")
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    const at = upcoming?.at ?? null;
    if (at && (next === null || at < next)) next = at;
  }
  return { changed, next };
}

/** Who reads: the public (the default), or the admin area, which sees drafts and schedules too. */
export interface Visibility {
  all?: boolean;
}

export function visibleTo(options: Visibility, now: Date) {
  return options.all ? notInTrash() : publicAt(now);
}

/**
 * A page of an item list read in SQL, in the kind's order (issue #17: the lists at any size): who
 * reads, the words searched for, the category, which part, and the order. The public pages and
 * API and the admin lists all read through it.
 */
export interface PageQuery extends Visibility, PageRequest {}

/**
 * The order of a kind's lists, as SQL terms (docs/product.md §2 "Arrange portfolio"). A kind the
 * company arranges: its pinned item, then the items never arranged (added since the last
 * arrangement), newest first, then the company's order; a kind that declares none, or `newest`:
 * newest first. Ties go to the newer item, then the larger id. The terms are written as
 * migration 018's index is, so that SQLite reads a page in order from it.
 */
export function listOrder(arrangement: Arrangement | undefined, order: ListOrder = "arranged"): RawBuilder<unknown>[] {
  const newest = [sql`created_at desc`, sql`id desc`];
  if (!arrangement || order === "newest") return newest;
  return [sql`(${sql.ref(arrangement.pinned)} is null)`, sql`coalesce(${sql.ref(arrangement.place)}, -1)`, ...newest];
}

/**
 * The rows of one page of `table` and how many match in all. `search` names the text columns
 * the words are looked for in (case-insensitively for ASCII letters, as LIKE does; Malayalam and
 * Tamil have no case, and a text and the words are compared in one Unicode form,
 * domain/translations.ts), and `translated` the fields whose Malayalam and Tamil translations
 * are looked in too (docs/product.md §11); `extra` adds a kind's own conditions;
 * `defaultCategory` is what an empty category shows as.
 */
export async function readPage(
  db: LooseDB,
  table: ItemTable,
  now: Date,
  options: PageQuery,
  kind: {
    search: readonly string[];
    translated?: readonly string[];
    extra?: readonly RawBuilder<boolean>[];
    defaultCategory?: string;
    arrangement?: Arrangement;
  },
): Promise<{ rows: ItemRow[]; total: number }> {
  const { search, translated = [], extra = [], defaultCategory = "", arrangement } = kind;
  const filters: RawBuilder<boolean>[] = [visibleTo(options, now), ...extra];
  const words = options.query?.trim();
  // Case-insensitive in both databases: lower() on both sides (SQLite's LIKE ignores the case of
  // ASCII letters only; PostgreSQL's ignores none). Malayalam and Tamil have no case: their words
  // match as the one Unicode form every write keeps (normalizeText).
  if (words) {
    const pattern = likePattern(normalizeText(words));
    const inTranslations =
      translated.length > 0
        ? [
            sql`exists (select 1 from translations where translations.kind = ${table} and translations.owner_id = ${sql.ref(`${table}.id`)} and translations.field in (${sql.join(
              translated.map((field) => sql`${field}`),
            )}) and lower(translations.value) like lower(${pattern}) escape '\\')`,
          ]
        : [];
    filters.push(
      sql<boolean>`(${sql.join(
        [...search.map((column) => sql`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`), ...inTranslations],
        sql` or `,
      )})`,
    );
  }
  const category = options.category?.trim();
  if (category) filters.push(sql<boolean>`lower(coalesce(nullif(trim(category), ''), ${defaultCategory})) = lower(${category})`);
  const where = sql<boolean>`${sql.join(filters, sql` and `)}`;
  const from = () => db.selectFrom(table).where(where);
  const counted = await from()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  // A table without an arrangement's columns (posts, gallery items) is never ordered by them.
  let query = from().selectAll();
  for (const term of listOrder(arrangement, options.order)) query = query.orderBy(term);
  // An offset needs a limit in SQLite; "all the rest" is the largest one both databases take.
  if (options.limit !== undefined || options.offset) query = query.limit(options.limit ?? Number.MAX_SAFE_INTEGER);
  if (options.offset) query = query.offset(options.offset);
  const rows = (await query.execute()) as ItemRow[];
  return { rows, total: Number(counted.n) };
}

/** The distinct categories of what `options` may see, newest item's first (domain/filters.ts). */
export async function readCategories(
  db: LooseDB,
  table: ItemTable,
  now: Date,
  options: Visibility,
  defaultCategory = "",
): Promise<string[]> {
  const rows: Array<{ category: string }> = await db
    .selectFrom(table)
    .select("category")
    .where(visibleTo(options, now))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return listCategories(rows.map((row) => ({ category: row.category.trim() || defaultCategory })));
}

export function likePattern(words: string): string {
  return `%${words.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
