/**
 * The one manage list of docs/product.md §2 Manage pages, §5 and §8, for every kind, drawn from its
 * declaration (domain/kinds, docs/architecture.md §10): the total and the add link, the search,
 * the empty state, the rows (cards, a table from a medium screen up, or a grid of tiles), each with
 * its state, preview, edit and delete, and "Load more".
 */
import { useRef, type ReactNode } from "react";
import type { CardRows, TileRows } from "../../../domain/kinds/admin";
import type { ItemKind } from "../../../domain/kinds/types";
import type { Locale } from "../../../domain/locales";
import { isPublic } from "../../../domain/publishing";
import { useLocale } from "../../i18n/locale";
import { variantUrl } from "../../lib/images";
import { photoNames } from "./item-photos";
import type { AdminItem } from "./kind-loaders";
import { countOf, kindLabel } from "./kind-labels";
import {
  LoadFailure,
  ManageEmpty,
  ManageHeader,
  RowActions,
  SavedNotice,
  formatDate,
  snippet,
  TrashedNotice,
  Thumbnail,
  useDeleteItem,
} from "./manage-parts";
import { ListMore, ListSearch, NoMatch, useAdminList, type AdminListData } from "./paged-list";
import { PreviewButton, StatusBadge } from "./publishing";

/** One row: the item, its name, and what its actions do. */
interface Row {
  item: AdminItem;
  name: string;
  editTo: string;
  onDelete: () => void;
  busy: boolean;
  /** What visitors cannot see yet can be previewed from its row. */
  preview: ReactNode;
}

export function ManageList({ kind, data }: { kind: ItemKind; data: AdminListData<AdminItem> }) {
  const { list: texts, paths } = kind.admin;
  const locale = useLocale();
  const t = (english: string) => kindLabel(locale, english);
  const { removed, deleting, remove, trashed } = useDeleteItem({
    confirmText: t(texts.remove.confirm),
    failText: t(texts.remove.failure),
    url: (id) => `/api/${kind.name}/${id}`,
  });
  const list = useAdminList(kind.name, data, removed);
  const listRef = useRef<HTMLDivElement>(null);
  const rows = list.items.map((item): Row => {
    const name = item.title || (texts.untitled ? `${t(texts.untitled)} ${item._id.slice(0, 6)}` : item.title);
    return {
      item,
      name,
      editTo: `${paths.edit}${item._id}`,
      onDelete: () => void remove(item._id),
      busy: deleting === item._id,
      preview: isPublic(item, new Date()) ? undefined : <PreviewButton kind={kind.name} id={item._id} name={name} compact />,
    };
  });

  return (
    <div className="space-y-6">
      <ManageHeader
        title={t(texts.title)}
        total={countOf(locale, list.all, texts.nouns.one, texts.nouns.many)}
        addTo={paths.add}
        addLabel={t(texts.addLabel)}
        arrange={texts.arrange && { label: t(texts.arrange.label), to: texts.arrange.to }}
      />
      {/* A form that returns here with its success message; one that shows it itself returns without. */}
      {kind.admin.form.success.shownIn === "list" ? <SavedNotice /> : null}
      <TrashedNotice show={trashed} />
      {/* The loader keeps the declared English; it is read in the admin's language here. */}
      {data.error ? <LoadFailure message={t(data.error)} /> : null}
      {list.all > 0 || data.query ? (
        <ListSearch query={data.query} label={t(texts.search.label)} placeholder={t(texts.search.placeholder)} />
      ) : null}
      {!data.error && list.all === 0 ? <ManageEmpty text={t(texts.empty)} addTo={paths.add} addLabel={t(texts.addLabel)} /> : null}
      {!data.error && list.all > 0 && list.total === 0 ? <NoMatch query={data.query} noun={t(texts.nouns.many)} /> : null}
      {rows.length > 0 ? (
        <div ref={listRef} className="space-y-6">
          {texts.rows.layout === "tiles" ? (
            <Tiles rows={rows} layout={texts.rows} locale={locale} />
          ) : (
            <Cards rows={rows} layout={texts.rows} locale={locale} />
          )}
          <ListMore
            shown={rows.length}
            total={list.total}
            more={list.more}
            loading={list.loading}
            failed={list.failed}
            onMore={list.loadMore}
            noun={t(texts.nouns.many)}
            listRef={listRef}
          />
        </div>
      ) : null}
    </div>
  );
}

function textOf(item: AdminItem, field: string): string {
  const value = item[field];
  return typeof value === "string" ? value : "";
}

/** The snippet of a row's text at `length` characters, or what stands for no text. */
function snippetOf(row: Row, layout: CardRows, length: number, locale: Locale): string {
  const text = textOf(row.item, layout.snippet.field);
  return text || layout.snippet.empty === undefined ? snippet(text, length) : kindLabel(locale, layout.snippet.empty);
}

/** A row's category, date and state, under its title; a kind without categories shows the state and date. */
function Meta({ row, layout, locale }: { row: Row; layout: CardRows; locale: Locale }) {
  const shown = layout.category;
  const category = shown ? textOf(row.item, "category") : "";
  // A category of the vocabulary by its label in the admin's language; another as the item has it.
  const declared = shown?.labels[category];
  const label = declared ? kindLabel(locale, declared) : category;
  if (shown?.shown === "badge")
    return (
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
          {category ? label : kindLabel(locale, shown.empty)}
        </span>
        <span>{formatDate(row.item.createdAt, locale)}</span>
        <StatusBadge item={row.item} />
      </p>
    );
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
      <StatusBadge item={row.item} />
      <span>
        {category ? `${label} · ` : ""}
        {formatDate(row.item.createdAt, locale)}
      </span>
    </p>
  );
}

/**
 * A card per row: the thumbnail, the title, the snippet, the category, date and state. Without a
 * table they are the rows at every width, larger from a medium screen up; with one, on phones only.
 */
function Cards({ rows, layout, locale }: { rows: Row[]; layout: CardRows; locale: Locale }) {
  const everywhere = !layout.table;
  return (
    <>
      <ul className={everywhere ? "space-y-3" : "space-y-3 md:hidden"}>
        {rows.map((row) => (
          <li
            key={row.item._id}
            className={`flex gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-card${everywhere ? "md:gap-4 md:p-4" : ""}`}
          >
            <Thumbnail
              name={photoNames(row.item[layout.thumbnail])[0]}
              className={everywhere ? "size-16 shrink-0 rounded-lg md:h-20 md:w-28" : "size-16 shrink-0 rounded-lg"}
            />
            <div className="min-w-0 flex-1">
              <h2 data-row-focus tabIndex={-1} className="line-clamp-2 font-semibold break-words text-ink focus:outline-none">
                {row.name}
              </h2>
              {everywhere ? (
                <>
                  <p className="text-sm text-slate-600 md:hidden">{snippetOf(row, layout, layout.snippet.phone, locale)}</p>
                  <p className="hidden text-sm text-slate-600 md:block">{snippetOf(row, layout, layout.snippet.desk, locale)}</p>
                </>
              ) : (
                <p className="text-sm text-slate-600">{snippetOf(row, layout, layout.snippet.phone, locale)}</p>
              )}
              <Meta row={row} layout={layout} locale={locale} />
            </div>
            <RowActions editTo={row.editTo} name={row.name} onDelete={row.onDelete} busy={row.busy} stacked preview={row.preview} />
          </li>
        ))}
      </ul>
      {layout.table ? <Table rows={rows} layout={layout} table={layout.table} locale={locale} /> : null}
    </>
  );
}

function Table({ rows, layout, table, locale }: { rows: Row[]; layout: CardRows; table: NonNullable<CardRows["table"]>; locale: Locale }) {
  const t = (english: string) => kindLabel(locale, english);
  return (
    <div className="hidden overflow-hidden rounded-card border border-slate-200 bg-white shadow-card md:block">
      <table className="w-full text-left">
        <caption className="sr-only">{t(table.caption)}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wider text-slate-600 uppercase">
          <tr>
            {[table.headings.item, table.headings.status, table.headings.date].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3">
                {t(heading)}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right">
              {t(table.headings.actions)}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.item._id}>
              <td className="px-4 py-3">
                <div className="flex items-center gap-4">
                  <Thumbnail name={photoNames(row.item[layout.thumbnail])[0]} className="h-14 w-20 shrink-0 rounded-lg" />
                  <div className="min-w-0">
                    <p data-row-focus tabIndex={-1} className="font-semibold text-ink focus:outline-none">
                      {row.name}
                    </p>
                    <p className="text-sm text-slate-600">{snippetOf(row, layout, layout.snippet.desk, locale)}</p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">
                <StatusBadge item={row.item} />
              </td>
              <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-600">{formatDate(row.item.createdAt, locale)}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end">
                  <RowActions editTo={row.editTo} name={row.name} onDelete={row.onDelete} busy={row.busy} preview={row.preview} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A tile per row: the first photo with how many there are, the name, the date and the state. */
function Tiles({ rows, layout, locale }: { rows: Row[]; layout: TileRows; locale: Locale }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((row) => {
        const names = photoNames(row.item[layout.thumbnail]);
        const first = names[0];
        return (
          <li key={row.item._id} className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
            <div className="relative aspect-[4/3] bg-slate-200">
              {first ? (
                <img src={variantUrl(first, 480)} alt="" width={480} height={360} loading="lazy" className="size-full object-cover" />
              ) : null}
              <span className="absolute top-2 right-2 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-semibold text-white">
                {countOf(locale, names.length, layout.count.one, layout.count.many)}
              </span>
            </div>
            <div className="flex items-center gap-2 p-3">
              <div className="min-w-0 flex-1">
                <h2 data-row-focus tabIndex={-1} className="truncate font-semibold text-ink focus:outline-none">
                  {row.name}
                </h2>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                  <span>{formatDate(row.item.createdAt, locale)}</span>
                  <StatusBadge item={row.item} />
                </p>
              </div>
              <RowActions editTo={row.editTo} name={row.name} onDelete={row.onDelete} busy={row.busy} preview={row.preview} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
