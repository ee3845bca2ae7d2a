/**
 * The one write path of every kind of item (docs/architecture.md §10): projects, posts, gallery
 * items, and any kind declared in domain/kinds. Each operation takes its context (who, when, in
 * which language) and reads as the rule it keeps:
 *
 *   validate → place the files → in one transaction write the row, its lists and photos, the slug
 *   and its redirects, the publication state, the version and the change event → release the
 *   files no row references any more.
 *
 * Reads answer an item as docs/product.md §3 and §7 show it, built from the kind's declaration.
 */
import { sql, type RawBuilder } from "kysely";
import type { ListOrder } from "../../domain/arrangement";
import type { ItemKind, KindField, PhotoField, PhotosField } from "../../domain/kinds";
import type { Page } from "../../domain/site-context";
import { loose, type DB, type LooseDB } from "../db/database";
import { lockKey } from "../db/dialect";
import { itemKey } from "./locks";
import type { Database } from "../db/schema";
import type { Kysely } from "kysely";
import { Invalid, NotFound } from "../errors";
import type { ProcessedImage } from "../media/process";
import type { MediaStore } from "../media/store";
import { createArrangement } from "./arrangement";
import { changedFields, editAction, ITEM_META, recordChange, type ChangeAction, type Committed } from "./changes";
import { authorize, type OperationContext } from "./context";
import { newId, requireId } from "./ids";
import { keptImages, loadImageAlts, loadImageLists, namesOf, nextAlts, replaceImageList, withNewImages } from "./image-refs";
import type { Previews } from "./previews";
import { UPLOAD_REFERENCE, type StagedUploads } from "./staged-uploads";
import {
  nextPublication,
  notInTrash,
  publicationOf,
  readCategories,
  readPage,
  visibleTo,
  type ItemRow,
  type PageQuery,
  type Visibility,
} from "./publishing";
import { chooseSlug, chooseTranslatedSlug, findOwner, moveSlug, restoredSlugs } from "./slugs";
import type { Trash } from "./trash";
import { getVersion, listVersions, saveVersion } from "./versions";
import type { TranslatedLocale } from "../../domain/locales";
import { LIMITS } from "../../domain/messages";
import {
  ALT_PREFIX,
  SLUG_FIELD,
  englishTexts,
  isTranslatableField,
  translatableTexts,
  translationsAnswer,
  type TextToTranslate,
  type TranslationsAnswer,
} from "../../domain/translations";
import { loadTranslations, replaceTranslations, writeTranslations, type AllTranslations } from "./translations";

/** An item as the API answers it: its id, publication, slug and declared fields. */
export type Item = Record<string, unknown> & { _id: string; imageAlts: Record<string, string> };

/** The new files of a write, by the multipart field they came in (`coverImage`, `gallery`). */
export type Uploads = ReadonlyMap<string, readonly ProcessedImage[]>;

/** New files as a caller may give them: by field, or a list of them all for the kind's photo list. */
export type NewFiles = Uploads | readonly ProcessedImage[];

/** What an item holds beside its row: its photos with their alt texts, and its lists of text. */
interface Related {
  photos: string[];
  alts: Record<string, string>;
  lists: Record<string, string[]>;
}

const NEW_UPLOAD = /^new:(\d{1,4})$/;

/** The kind's photo list (its one `photos` field), if it has one. */
export function photoList(kind: ItemKind): [string, PhotosField] | null {
  const found = Object.entries(kind.fields).find((entry): entry is [string, PhotosField] => entry[1].type === "photos");
  return found ?? null;
}

function fieldsOf<T extends KindField["type"]>(kind: ItemKind, type: T): Array<[string, Extract<KindField, { type: T }>]> {
  return Object.entries(kind.fields).filter((entry): entry is [string, Extract<KindField, { type: T }>] => entry[1].type === type);
}

/** A field's value as answered, from the row and what the item holds. */
function readField(name: string, field: KindField, row: ItemRow, related: Related): unknown {
  switch (field.type) {
    case "text":
      return (row[field.column] as string | null) || (field.emptyReadsAs ?? (row[field.column] as string | null) ?? "");
    case "number":
      return (row[field.column] as number | null) ?? null;
    case "choice":
      return field.values.find((value) => value === row[field.column]) ?? null;
    case "list":
      return related.lists[name] ?? [];
    case "photos":
      return related.photos;
    case "photo":
      return (row[field.column] as string | null) ?? null;
  }
}

/** The item as the API answers it, in the kind's order (fields added later after the dates). */
export function toItem(kind: ItemKind, row: ItemRow, related: Related): Item {
  const item: Record<string, unknown> = { imageAlts: related.alts, _id: row.id, ...publicationOf(row) };
  if (kind.slug) item.slug = row.slug;
  const late = Object.entries(kind.fields).filter(([, field]) => field.afterDates);
  for (const [name, field] of Object.entries(kind.fields)) if (!field.afterDates) item[name] = readField(name, field, row, related);
  item.createdAt = row.created_at;
  item.updatedAt = row.updated_at;
  for (const [name, field] of late) item[name] = readField(name, field, row, related);
  return item as Item;
}

/** What a saved version keeps of an item: its declared fields, its photos' alt texts, and its translations. */
function versionOf(kind: ItemKind, item: Item, translations: AllTranslations): Record<string, unknown> {
  return { ...Object.fromEntries([...Object.keys(kind.fields), "imageAlts"].map((name) => [name, item[name]])), translations };
}

/** Every photo an item shows: its list and its photo fields. */
function photosShown(kind: ItemKind, item: Item): string[] {
  return Object.entries(kind.fields).flatMap(([name, field]) => {
    if (field.type === "photos") return item[name] as string[];
    if (field.type === "photo") return item[name] ? [item[name] as string] : [];
    return [];
  });
}

/** A photo named as saved (a name, or `new:{n}`), which must be one of the list's. */
function resolvePhoto(sent: string, list: readonly string[], added: readonly string[], field: string, message: string): string {
  const upload = NEW_UPLOAD.exec(sent);
  const name = upload ? added[Number(upload[1])] : sent;
  if (!name || !list.includes(name)) throw new Invalid({ [field]: message });
  return name;
}

/**
 * Every place a write of `kind` may name a photo, and the input field it is in: the photo list's
 * order, each photo field (a photo of the list, a chosen one, one of its own), and the keys of
 * the photos' descriptions.
 */
function photoInputs(kind: ItemKind): { lists: string[]; single: string[] } {
  const lists: string[] = [];
  const single: string[] = [];
  for (const [name, field] of Object.entries(kind.fields)) {
    if (field.type === "photos") lists.push(field.keep);
    if (field.type !== "photo") continue;
    if (field.ofList) single.push(name);
    if (field.choose) single.push(field.choose.input);
    if (field.upload) single.push(field.upload.field);
  }
  return { lists, single };
}

/** The uploads a write names (`upload:{id}`, services/staged-uploads.ts), each with the input field it is in. */
function referencesIn(kind: ItemKind, input: Record<string, unknown>): Map<string, string> {
  const found = new Map<string, string>();
  const note = (value: unknown, field: string) => {
    if (typeof value === "string" && UPLOAD_REFERENCE.test(value) && !found.has(value)) found.set(value, field);
  };
  const { lists, single } = photoInputs(kind);
  for (const field of lists) for (const value of (input[field] as unknown[] | undefined) ?? []) note(value, field);
  for (const field of single) note(input[field], field);
  for (const key of Object.keys((input.imageAlts as Record<string, string> | undefined) ?? {})) note(key, "imageAlts");
  return found;
}

/** `input` with each upload it names replaced by its stored name. */
function withStoredNames(kind: ItemKind, input: Record<string, unknown>, names: ReadonlyMap<string, string>): Record<string, unknown> {
  if (names.size === 0) return input;
  const named = (value: unknown) => (typeof value === "string" ? (names.get(value) ?? value) : value);
  const next = { ...input };
  const { lists, single } = photoInputs(kind);
  for (const field of lists) if (Array.isArray(next[field])) next[field] = (next[field] as unknown[]).map(named);
  for (const field of single) if (next[field] !== undefined) next[field] = named(next[field]);
  if (next.imageAlts) {
    next.imageAlts = Object.fromEntries(Object.entries(next.imageAlts as Record<string, string>).map(([key, text]) => [named(key), text]));
  }
  return next;
}

/**
 * The declared columns to save: what was sent, and for what was not, what `row` has (a new item:
 * empty). `list` is the item's photos after this write, `added` the names of its new files.
 */
function nextColumns(
  kind: ItemKind,
  input: Record<string, unknown>,
  row: ItemRow | null,
  list: readonly string[],
  added: readonly string[],
  uploads: Uploads,
  staged: ReadonlySet<string>,
): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  const values: Record<string, string | null> = {};
  for (const [name, field] of Object.entries(kind.fields)) {
    const sent = input[name];
    switch (field.type) {
      case "text":
        columns[field.column] = sent !== undefined ? sent : ((row?.[field.column] as string | undefined) ?? "");
        break;
      case "number":
        columns[field.column] = sent !== undefined ? sent : ((row?.[field.column] as number | null | undefined) ?? null);
        break;
      case "choice":
        columns[field.column] = sent !== undefined ? sent : (field.values.find((value) => value === row?.[field.column]) ?? null);
        break;
      case "photo":
        values[name] = nextPhoto(name, field, input, row, { list, added, uploads, staged });
        columns[field.column] = values[name];
        break;
    }
  }
  for (const [name, field] of fieldsOf(kind, "photo")) {
    const other = field.distinctFrom;
    if (other && values[name] !== null && values[name] === values[other.field]) throw new Invalid({ [name]: other.message });
  }
  return columns;
}

function nextPhoto(
  name: string,
  field: PhotoField,
  input: Record<string, unknown>,
  row: ItemRow | null,
  sent: { list: readonly string[]; added: readonly string[]; uploads: Uploads; staged: ReadonlySet<string> },
): string | null {
  const { list, added, uploads, staged } = sent;
  const current = (row?.[field.column] as string | null | undefined) ?? null;
  if (field.ofList) {
    const sent = input[name] as string | null | undefined;
    if (sent === undefined) return current !== null && list.includes(current) ? current : null;
    return sent === null ? null : resolvePhoto(sent, list, added, name, field.ofList);
  }
  const uploaded = field.upload ? uploads.get(field.upload.field)?.[0] : undefined;
  if (uploaded) return uploaded.name;
  // A photo of its own uploaded ahead of the save (named `upload:{id}`, now its stored name).
  const referenced = field.upload ? input[field.upload.field] : undefined;
  if (typeof referenced === "string" && staged.has(referenced)) return referenced;
  const chosen = field.choose ? (input[field.choose.input] as string | null | undefined) : undefined;
  if (field.choose && chosen) return resolvePhoto(chosen, list, added, field.choose.input, field.choose.message);
  // Restoring a version: the photo it names (a version holds its photos).
  if (typeof input[name] === "string" || input[name] === null) return input[name] as string | null;
  if (field.remove && input[field.remove] === true) return null;
  const value = row ? current : null;
  if (value === null && !row && field.upload?.required) throw new Invalid({ [field.upload.field]: field.upload.required });
  return value;
}

export interface ItemServiceDeps {
  db: DB;
  media: MediaStore;
  staged: StagedUploads;
  changed: Committed;
  clock: () => Date;
  previews: Previews;
  trash: Trash;
}

/** Every read and write of one kind of item, from its declaration. */
export function createItemService<T extends { _id: string } = Item>(kind: ItemKind, deps: ItemServiceDeps) {
  const { media, staged, changed, clock, previews, trash } = deps;
  const db = loose(deps.db);
  const table = kind.name;
  const listField = photoList(kind);
  const lists = fieldsOf(kind, "list");

  async function relatedOf(from: LooseDB, ids: string[]): Promise<Map<string, Related>> {
    const [photos, alts, ...texts] = await Promise.all([
      loadImageLists(from, kind.imagesTable, ids),
      loadImageAlts(from, kind.imagesTable, ids),
      ...lists.map(([, field]) => loadList(from, field.table, field.owner, field.value, ids)),
    ]);
    return new Map(
      ids.map((id) => [
        id,
        {
          photos: photos.get(id) ?? [],
          alts: alts.get(id) ?? {},
          lists: Object.fromEntries(lists.map(([name], i) => [name, texts[i]!.get(id) ?? []])),
        },
      ]),
    );
  }

  /** The items of `rows`, in their order. */
  async function itemsOf(rows: ItemRow[], from: LooseDB = db): Promise<Item[]> {
    const related = await relatedOf(
      from,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toItem(kind, row, related.get(row.id)!));
  }

  /** The items of `rows` (read by a kind's own queries), in their order. */
  async function withRelated(rows: ItemRow[]): Promise<T[]> {
    return (await itemsOf(rows)) as unknown as T[];
  }

  /** The items of `ids`, in that order; ids not found are left out. */
  async function byIds(ids: string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const rows = (await db.selectFrom(table).selectAll().where("id", "in", ids).execute()) as ItemRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return withRelated(ids.map((id) => byId.get(id)).filter((row): row is ItemRow => row !== undefined));
  }

  /** One part of the list and how many match, in the kind's order, searched, filtered and cut in SQL. */
  /** `withImages`: only the items that have a photo in their list (the gallery page shows photos). */
  async function page(options: PageQuery & { extra?: readonly RawBuilder<boolean>[]; withImages?: boolean }): Promise<Page<T>> {
    const extra = [...(options.extra ?? [])];
    if (options.withImages) {
      extra.push(sql<boolean>`exists (select 1 from ${sql.table(kind.imagesTable)} where owner_id = ${sql.ref(`${table}.id`)})`);
    }
    const search = options.all ? kind.search.admin : kind.search.public;
    const { rows, total } = await readPage(db, table, clock(), options, {
      search,
      // The searched texts' translations are searched too: a Malayalam word finds its item in any list.
      translated: translatableTexts(kind)
        .filter((text) => !text.list && search.includes((kind.fields[text.name] as { column?: string }).column ?? ""))
        .map((text) => text.name),
      extra,
      defaultCategory: kind.defaultCategory ?? "",
      arrangement: kind.arrangement,
    });
    return { items: await withRelated(rows), total };
  }

  /** Every item `options` may see, in the kind's order (or newest first). */
  async function list(options: Visibility & { order?: ListOrder } = {}): Promise<T[]> {
    return (await page({ ...options, offset: 0 })).items;
  }

  async function categories(options: Visibility = {}): Promise<string[]> {
    return readCategories(db, table, clock(), options, kind.defaultCategory ?? "");
  }

  /** How many items `options` may see, and how many photos they hold in all. */
  async function totals(options: Visibility = {}): Promise<{ items: number; images: number }> {
    const visible = visibleTo(options, clock());
    const [items, images] = await Promise.all([
      db
        .selectFrom(table)
        .where(visible)
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom(kind.imagesTable)
        .innerJoin(table, `${table}.id`, `${kind.imagesTable}.owner_id`)
        .where(visible)
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: Number(items.n), images: Number(images.n) };
  }

  /** An item by its id, or (a kind with URLs) its slug or a slug it had before. */
  async function get(key: string, options: Visibility = {}): Promise<T> {
    const id = kind.slug ? await findOwner(db, table, key) : (requireId(key, kind.notFound), key);
    if (id === null) throw new NotFound(kind.notFound);
    const row = (await db.selectFrom(table).selectAll().where("id", "=", id).where(visibleTo(options, clock())).executeTakeFirst()) as
      ItemRow | undefined;
    if (!row) throw new NotFound(kind.notFound);
    return (await withRelated([row]))[0]!;
  }

  /** An item as its preview link shows it (draft, scheduled or public); a link that does not open it is not found. */
  async function preview(key: string, token: string): Promise<T> {
    const item = await get(key, { all: true });
    if (!(await previews.check(kind.name, item._id, token))) throw new NotFound(kind.notFound);
    return item;
  }

  /**
   * Holds the item for the write's transaction: two saves of one item (in two processes on
   * PostgreSQL) then read and write it one after the other, and neither loses the other's.
   */
  async function lockItem(trx: LooseDB, id: string): Promise<void> {
    await lockKey(trx, itemKey(table, id));
  }

  /** The row of a live (not trashed) item, in the write's transaction. */
  async function liveRow(trx: LooseDB, id: string): Promise<ItemRow> {
    const row = (await trx.selectFrom(table).selectAll().where("id", "=", id).where(notInTrash()).executeTakeFirst()) as
      ItemRow | undefined;
    if (!row) throw new NotFound(kind.notFound);
    return row;
  }

  /** Writes the row's lists, photos and version and the change event; answers the saved item and the photos to release. */
  async function writeRest(
    trx: LooseDB,
    ctx: OperationContext,
    row: ItemRow,
    before: { item: Item; row: ItemRow } | null,
    next: { photos: string[]; alts: Record<string, string>; lists: Record<string, string[]> },
    action: ChangeAction | null,
  ): Promise<{ item: Item; pruned: string[] }> {
    for (const [name, field] of lists) await writeList(trx, field.table, field.owner, field.value, row.id, next.lists[name] ?? []);
    await replaceImageList(trx, kind.imagesTable, row.id, next.photos, next.alts);
    const saved = toItem(kind, row, next);
    const now = ctx.now.toISOString();
    const translations = (await loadTranslations(trx, kind.name, [row.id])).get(row.id) ?? {};
    const pruned = await saveVersion(
      trx,
      kind.name,
      row.id,
      versionOf(kind, saved, translations),
      photosShown(kind, saved),
      now,
      kind.versions,
    );
    const fields = changedFields(before?.item ?? {}, saved, ITEM_META);
    const done =
      action ??
      (before
        ? editAction(
            fields,
            { before: publicationOf(before.row), after: publicationOf(row), now: ctx.now },
            listField
              ? { field: listField[0], before: before.item[listField[0]] as string[], after: next.photos }
              : { field: "", before: [], after: [] },
          )
        : "created");
    await recordChange(trx, ctx, { kind: kind.name, id: row.id, action: done, fields });
    return { item: saved, pruned };
  }

  /**
   * The photo list after a write: the names sent of its photos and of photos uploaded ahead
   * (`staged`), in the order sent, then the new files.
   */
  function nextPhotos(
    current: string[],
    input: Record<string, unknown>,
    uploads: Uploads,
    staged: ReadonlySet<string>,
  ): { photos: string[]; added: string[] } {
    if (!listField) return { photos: [], added: [] };
    const [, field] = listField;
    const added = namesOf(uploads.get(field.upload) ?? []);
    const owned = [...current, ...staged];
    const kept = owned.length > 0 ? keptImages(owned, (input[field.keep] as string[] | undefined) ?? []) : [];
    const photos = withNewImages(kept, added);
    if (field.required && photos.length === 0) throw new Invalid({ [field.upload]: field.required });
    return { photos, added };
  }

  function nextLists(input: Record<string, unknown>, current: Item | null): Record<string, string[]> {
    return Object.fromEntries(lists.map(([name]) => [name, (input[name] as string[] | undefined) ?? (current?.[name] as string[]) ?? []]));
  }

  /**
   * The write's input with the uploads it names (`upload:{id}`) as their stored names, and those
   * names; in the write's transaction, so an upload is used once.
   */
  async function withStaged(
    trx: LooseDB,
    ctx: OperationContext,
    input: Record<string, unknown>,
  ): Promise<{ input: Record<string, unknown>; staged: Map<string, string> }> {
    const references = referencesIn(kind, input);
    const names = await staged.resolve(trx as Kysely<Database>, ctx, references);
    return { input: withStoredNames(kind, input, names), staged: names };
  }

  /** Lets go of the uploads whose photos the saved item now shows. */
  async function useStaged(trx: LooseDB, used: ReadonlyMap<string, string>, saved: Item): Promise<void> {
    const shown = new Set(photosShown(kind, saved));
    await staged.used(
      trx as Kysely<Database>,
      [...used].filter(([, name]) => shown.has(name)).map(([reference]) => reference),
    );
  }

  function byField(files: NewFiles): Uploads {
    return Array.isArray(files) ? new Map([[listField?.[1].upload ?? "", files]]) : (files as Uploads);
  }

  async function create(ctx: OperationContext, sent: Record<string, unknown>, newFiles: NewFiles): Promise<T> {
    authorize(ctx, kind.access.create);
    if (sent.status !== undefined || sent.publishAt !== undefined) authorize(ctx, kind.access.publish);
    const uploads = byField(newFiles);
    const files = [...uploads.values()].flat();
    const id = newId(ctx.now.getTime());
    const now = ctx.now.toISOString();
    const item = await media.place(files, () =>
      db.transaction().execute(async (trx) => {
        const { input, staged: used } = await withStaged(trx, ctx, sent);
        const stagedNames = new Set(used.values());
        const { photos, added } = nextPhotos([], input, uploads, stagedNames);
        const columns = nextColumns(kind, input, null, photos, added, uploads, stagedNames);
        await media.record(trx, files);
        const row: ItemRow = {
          ...columns,
          id,
          ...(kind.slug
            ? { slug: await chooseSlug(trx, { name: table, slug: kind.slug }, id, (input.slug as string) ?? "", input.title as string) }
            : {}),
          deleted_at: null,
          ...nextPublication(input, null, ctx.now),
          updated_at: now,
        };
        await trx.insertInto(table).values(row).execute();
        const alts = nextAlts(input.imageAlts as Record<string, string> | undefined, {}, photos, added);
        const saved = (await writeRest(trx, ctx, row, null, { photos, alts, lists: nextLists(input, null) }, "created")).item;
        await useStaged(trx, used, saved);
        return saved;
      }),
    );
    await changed();
    return item as unknown as T;
  }

  async function update(ctx: OperationContext, id: string, sent: Record<string, unknown>, newFiles: NewFiles): Promise<T> {
    authorize(ctx, kind.access.update);
    if (sent.status !== undefined || sent.publishAt !== undefined) authorize(ctx, kind.access.publish);
    requireId(id, kind.notFound);
    const uploads = byField(newFiles);
    const files = [...uploads.values()].flat();
    const { item, released } = await media.place(files, () =>
      db.transaction().execute(async (trx) => {
        await lockItem(trx, id);
        const row = await liveRow(trx, id);
        const [before] = await itemsOf([row], trx);
        const { input, staged: used } = await withStaged(trx, ctx, sent);
        const stagedNames = new Set(used.values());
        const current = listField ? (before![listField[0]] as string[]) : [];
        const { photos, added } = nextPhotos(current, input, uploads, stagedNames);
        await media.record(trx, files);
        const now = ctx.now.toISOString();
        const next: ItemRow = {
          ...row,
          ...nextPublication(input, row, ctx.now),
          ...nextColumns(kind, input, row, photos, added, uploads, stagedNames),
          ...(kind.slug && input.slug !== undefined
            ? { slug: await chooseSlug(trx, { name: table, slug: kind.slug }, id, input.slug as string, input.title as string) }
            : {}),
          updated_at: now,
        };
        await trx.updateTable(table).set(next).where("id", "=", id).execute();
        if (kind.slug) await moveSlug(trx, table, id, row.slug as string, next.slug as string, now);
        const alts = nextAlts(input.imageAlts as Record<string, string> | undefined, before!.imageAlts, photos, added);
        const saved = await writeRest(trx, ctx, next, { item: before!, row }, { photos, alts, lists: nextLists(input, before!) }, null);
        await useStaged(trx, used, saved.item);
        return { item: saved.item, released: [...photosShown(kind, before!), ...saved.pruned] };
      }),
    );
    await media.release(released);
    await changed();
    return item as unknown as T;
  }

  /** The item's saved versions, the newest first (the first is what is saved now). */
  async function versions(id: string) {
    const item = await get(id, { all: true });
    return listVersions<Record<string, unknown>>(db, kind.name, item._id);
  }

  /** Puts back a saved version's fields and photos (not its URL nor its publishing), as a new save. */
  async function restoreVersion(ctx: OperationContext, id: string, versionId: string): Promise<T> {
    authorize(ctx, kind.access.update);
    requireId(id, kind.notFound);
    const { item, released } = await db.transaction().execute(async (trx) => {
      await lockItem(trx, id);
      const row = await liveRow(trx, id);
      const version = await getVersion<Record<string, unknown>>(trx, kind.name, id, versionId);
      const [before] = await itemsOf([row], trx);
      const photos = listField ? ((version[listField[0]] as string[] | undefined) ?? (before![listField[0]] as string[])) : [];
      // A version saved before a field was declared keeps that field as it is now.
      const sent = Object.fromEntries(Object.keys(kind.fields).map((name) => [name, version[name]]));
      const next: ItemRow = {
        ...row,
        ...nextColumns(kind, sent, row, photos, [], new Map(), new Set()),
        updated_at: ctx.now.toISOString(),
      };
      await trx.updateTable(table).set(next).where("id", "=", id).execute();
      // A version saved before the site had translations leaves them as they are.
      if (version.translations) {
        const now = (await loadTranslations(trx, kind.name, [id])).get(id) ?? {};
        const restored = kind.slug
          ? await restoredSlugs(trx, table, id, now, version.translations as AllTranslations, ctx.now.toISOString())
          : (version.translations as AllTranslations);
        await replaceTranslations(trx, kind.name, id, restored);
      }
      const alts = nextAlts(undefined, before!.imageAlts, photos, []);
      const saved = await writeRest(
        trx,
        ctx,
        next,
        { item: before!, row },
        { photos, alts, lists: nextLists(version, before!) },
        "version-restored",
      );
      return { item: saved.item, released: [...photosShown(kind, before!), ...saved.pruned] };
    });
    await media.release(released);
    await changed();
    return item as unknown as T;
  }

  /**
   * Writes texts of the item in a language (docs/product.md §11): each field sent gets its text,
   * translated from the English the item has now (so a translation sent again, unchanged, is
   * reviewed: it no longer needs an update); an empty text removes it. A field the kind does not
   * translate, or an English text the item does not have, is refused; so is a text too long for
   * its field. Saved as a version and a change event, like any save.
   */
  async function translate(
    ctx: OperationContext,
    id: string,
    locale: TranslatedLocale,
    texts: Record<string, string>,
  ): Promise<TranslationsAnswer> {
    authorize(ctx, kind.access.update);
    requireId(id, kind.notFound);
    const answer = await db.transaction().execute(async (trx) => {
      await lockItem(trx, id);
      const row = await liveRow(trx, id);
      const [item] = await itemsOf([row], trx);
      const english = englishTexts(kind, item!);
      const limits = new Map(translatableTexts(kind).map((text) => [text.name, text.max]));
      const errors: Record<string, string> = {};
      const { [SLUG_FIELD]: wantedSlug, ...rest } = texts;
      for (const [field, value] of Object.entries(rest)) {
        if (!isTranslatableField(kind, field) || !(field in english)) errors[field] = "There is no English text to translate here";
        else if (value.length > (limits.get(field) ?? LIMITS.altMax))
          errors[field] = `At most ${limits.get(field) ?? LIMITS.altMax} characters`;
      }
      // The address in this language (docs/product.md §11): free among every slug of the kind.
      let slug: { from: string; to: string } | null = null;
      if (wantedSlug !== undefined) {
        if (!kind.slug) errors[SLUG_FIELD] = "There is no English text to translate here";
        else {
          try {
            const before = (await loadTranslations(trx, kind.name, [id], locale)).get(id)?.[locale]?.[SLUG_FIELD]?.value ?? "";
            slug = { from: before, to: await chooseTranslatedSlug(trx, { name: table, slug: kind.slug }, id, wantedSlug) };
          } catch (error) {
            if (!(error instanceof Invalid)) throw error;
            Object.assign(errors, error.errors);
          }
        }
      }
      if (Object.keys(errors).length > 0) throw new Invalid(errors);
      const now = ctx.now.toISOString();
      await writeTranslations(
        trx,
        { kind: kind.name, id, locale },
        [
          ...Object.entries(rest).map(([field, value]) => ({ field, value, source: english[field]! })),
          ...(slug ? [{ field: SLUG_FIELD, value: slug.to, source: String(item!.slug ?? "") }] : []),
        ],
        { now, by: ctx.actor.name },
      );
      // Its address before answers 301 to the page, as an English slug does when it changes.
      if (slug) await moveSlug(trx, table, id, slug.from, slug.to, now);
      const translations = (await loadTranslations(trx, kind.name, [id])).get(id) ?? {};
      await trx.updateTable(table).set({ updated_at: now }).where("id", "=", id).execute();
      const pruned = await saveVersion(
        trx,
        kind.name,
        id,
        versionOf(kind, item!, translations),
        photosShown(kind, item!),
        now,
        kind.versions,
      );
      await recordChange(trx, ctx, {
        kind: kind.name,
        id,
        action: "translated",
        fields: Object.keys(texts).map((field) => `${locale}:${field}`),
      });
      return { answer: itemTranslations(kind, item!, translations), pruned };
    });
    await media.release(answer.pruned);
    await changed();
    return answer.answer;
  }

  /** The item's English texts and their translations, with each one's state (the admin's translation page). */
  async function translations(id: string): Promise<TranslationsAnswer> {
    const item = await get(id, { all: true });
    const all = (await loadTranslations(db, kind.name, [item._id])).get(item._id) ?? {};
    return itemTranslations(kind, item as unknown as Item, all);
  }

  /** docs/product.md §7's DELETE: to the trash, with its photos, for the kind's trash days (services/trash.ts). */
  async function remove(ctx: OperationContext, id: string): Promise<void> {
    authorize(ctx, kind.access.trash);
    await trash.moveIn(ctx, kind.name, id);
  }

  /** The company's order of the list and its pinned item, for a kind that declares one (services/arrangement.ts). */
  const arrangement = kind.arrangement ? createArrangement(kind, kind.arrangement, { db, changed }) : null;

  return {
    kind,
    list,
    page,
    categories,
    totals,
    get,
    preview,
    byIds,
    withRelated,
    create,
    update,
    versions,
    restoreVersion,
    translate,
    translations,
    remove,
    arrangement,
  };
}

/** An item's texts to translate: its declared texts, then its photos' descriptions (docs/product.md §11). */
function itemTranslations(kind: ItemKind, item: Item, all: AllTranslations): TranslationsAnswer {
  const english = englishTexts(kind, item);
  const texts: TextToTranslate[] = translatableTexts(kind)
    .filter((text) => text.name in english)
    .map((text) => ({ ...text, english: english[text.name]! }));
  let photo = 0;
  for (const [field, text] of Object.entries(english)) {
    if (!field.startsWith(ALT_PREFIX)) continue;
    photo += 1;
    texts.push({
      name: field,
      label: `Photo ${photo}: what it shows`,
      max: LIMITS.altMax,
      multiline: false,
      english: text,
      photo: field.slice(ALT_PREFIX.length),
    });
  }
  const about = {
    id: item._id,
    title: String(item.title ?? ""),
    noun: kind.admin.list.nouns.one,
    editPath: `${kind.admin.paths.edit}${item._id}`,
    sitePath: kind.sitePath({ _id: item._id, slug: item.slug as string | undefined }),
  };
  return translationsAnswer(about, texts, all, kind.slug ? String(item.slug ?? "") : undefined);
}

export type ItemService<T extends { _id: string } = Item> = ReturnType<typeof createItemService<T>>;

async function loadList(db: LooseDB, table: string, owner: string, value: string, ids: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return found;
  const rows: Array<{ owner: string; value: string }> = await db
    .selectFrom(table)
    .select([`${owner} as owner`, `${value} as value`])
    .where(owner, "in", ids)
    .orderBy(owner)
    .orderBy("position")
    .execute();
  for (const row of rows) found.get(row.owner)?.push(row.value);
  return found;
}

async function writeList(trx: LooseDB, table: string, owner: string, value: string, id: string, values: readonly string[]): Promise<void> {
  await trx.deleteFrom(table).where(owner, "=", id).execute();
  if (values.length === 0) return;
  await trx
    .insertInto(table)
    .values(values.map((text, position) => ({ [owner]: id, position, [value]: text })))
    .execute();
}
