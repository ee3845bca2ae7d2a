/**
 * The one map of which rows reference which stored photos, and what makes each reference public.
 * The media store collects a photo no reference names any more (media/store.ts); the upload
 * route answers the public only for photos a live, public record shows (services/photo-access.ts):
 * a photo taken out of an item, or held only by the trash, the history, a draft or a preview,
 * is not the public's to see.
 */
import { sql, type RawBuilder } from "kysely";
import { ITEM_KINDS, type ItemKind } from "../../domain/kinds";
import type { DB } from "./database";

/** The table of a kind of item: published, scheduled, drafted and trashed (domain/kinds). */
export type ItemTable = string;

/** Rows the public may see at `now`: published, or scheduled for a time that has come, and in no trash. */
export function publicAt(now: Date) {
  return sql<boolean>`deleted_at is null and (status = 'published' or (status = 'scheduled' and publish_at <= ${now.toISOString()}))`;
}

interface Reference {
  table: string;
  column: string;
  /** The item whose publication decides whether the photo is public; none: never public. */
  item?: { table: ItemTable; key: string };
  /** A condition on the referencing row itself that makes it public (the site's live sections). */
  live?: RawBuilder<boolean>;
}

/**
 * Every column that names a stored photo: each kind's photo list and photo columns (from its
 * declaration), the site's sections, the saved versions of both, and uploads waiting for a save.
 */
export function photoReferences(kinds: readonly ItemKind[] = ITEM_KINDS): Reference[] {
  return [
    ...kinds.flatMap((kind) => [
      { table: kind.imagesTable, column: "image", item: { table: kind.name, key: "owner_id" } },
      ...Object.values(kind.fields).flatMap((field) =>
        field.type === "photo" ? [{ table: kind.name, column: field.column, item: { table: kind.name, key: "id" } }] : [],
      ),
    ]),
    // A section's live content ("section:home"); its saved versions are in the one history below.
    { table: "site_images", column: "image", live: sql<boolean>`site_images.owner like 'section:%'` },
    { table: "item_version_images", column: "image" },
    { table: "staged_uploads", column: "image" },
  ];
}

/** The names of the stored photos a live, public record shows at `now`. */
export async function publicPhotoNames(db: DB, now: Date, kinds: readonly ItemKind[] = ITEM_KINDS): Promise<Set<string>> {
  const selects = photoReferences(kinds).flatMap((ref) => {
    const image = sql.ref(`${ref.table}.${ref.column}`);
    if (ref.live) return [sql`select ${image} as name from ${sql.table(ref.table)} where ${ref.live}`];
    if (!ref.item) return [];
    if (ref.item.table === ref.table) {
      return [sql`select ${image} as name from ${sql.table(ref.table)} where ${image} is not null and ${publicAt(now)}`];
    }
    return [
      sql`select ${image} as name from ${sql.table(ref.table)} where exists (select 1 from ${sql.table(ref.item.table)} where ${sql.ref(
        `${ref.item.table}.id`,
      )} = ${sql.ref(`${ref.table}.${ref.item.key}`)} and ${publicAt(now)})`,
    ];
  });
  const { rows } = await sql<{ name: string }>`${sql.join(selects, sql` union `)}`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/**
 * The next time a photo becomes public without a write: the earliest scheduled item's time to
 * come (a schedule goes public at its time, before the scheduler marks it), or null.
 */
export async function nextScheduledAt(db: DB, now: Date, kinds: readonly ItemKind[] = ITEM_KINDS): Promise<number | null> {
  const { rows } = await sql<{ at: string | null }>`${sql.join(
    kinds.map(
      ({ name: table }) =>
        sql`select min(publish_at) as at from ${sql.table(table)} where deleted_at is null and status = 'scheduled' and publish_at > ${now.toISOString()}`,
    ),
    sql` union all `,
  )}`.execute(db);
  const times = rows.flatMap((row) => (row.at ? [Date.parse(row.at)] : []));
  return times.length === 0 ? null : Math.min(...times);
}

/** The photos one item names in its current state (a draft's included): what its preview link may show. */
export async function photosOfItem(db: DB, table: ItemTable, id: string, kinds: readonly ItemKind[] = ITEM_KINDS): Promise<Set<string>> {
  const selects = photoReferences(kinds).flatMap((ref) => {
    if (ref.item?.table !== table) return [];
    const image = sql.ref(`${ref.table}.${ref.column}`);
    return [
      sql`select ${image} as name from ${sql.table(ref.table)} where ${sql.ref(`${ref.table}.${ref.item.key}`)} = ${id} and ${image} is not null`,
    ];
  });
  if (selects.length === 0) return new Set();
  const { rows } = await sql<{ name: string }>`${sql.join(selects, sql` union `)}`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** The condition that no reference names `media.name`: the media rows a collection may remove. */
export function unreferenced(kinds: readonly ItemKind[] = ITEM_KINDS): RawBuilder<boolean>[] {
  return photoReferences(kinds).map(
    (ref) => sql<boolean>`not exists (select 1 from ${sql.table(ref.table)} where ${sql.ref(`${ref.table}.${ref.column}`)} = media.name)`,
  );
}
