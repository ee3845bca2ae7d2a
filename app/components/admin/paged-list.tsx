/**
 * The manage pages at any size (issue #17): each reads a page of its items from the server
 * (`GET /api/admin/{kind}?q=&offset=&limit=&order=arranged`, searched, counted and cut in SQL), shows a search
 * box whose words stay in the address (`?q=`, so Back and a reload keep them), and adds the next
 * page with "Load more". A delete takes the item out at once, and the counts with it.
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { Form, Link, useNavigation } from "react-router";
import Loader2 from "lucide-react/icons/loader-circle";
import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { apiGet, ApiError } from "../../lib/api-client";
import { countText } from "./kind-labels";

/** Items a manage page shows at first, and each "Load more" adds. */
export const ADMIN_PAGE_SIZE = 30;

/** A kind of item by its name (domain/kinds): its list is `GET /api/admin/{name}`. */
export type AdminKind = string;

export interface AdminListData<T> {
  items: T[];
  /** How many match the search (all of them without one). */
  total: number;
  /** How many there are in all: the 'Total: N …' of docs/product.md §2. */
  all: number;
  /** The words searched for, or "". */
  query: string;
  error: string | null;
}

interface Answer<T> {
  items: T[];
  total: number;
}

async function fetchPart<T>(kind: AdminKind, query: string, offset: number, limit: number): Promise<Answer<T>> {
  // In the order visitors see them (projects as the company arranged them; the others newest first).
  const params = new URLSearchParams({ offset: String(offset), limit: String(limit), order: "arranged" });
  if (query) params.set("q", query);
  const answer = await apiGet<Record<string, unknown>>(`/api/admin/${kind}?${params}`);
  const items = (answer[kind] ?? []) as T[];
  return { items, total: typeof answer.total === "number" ? answer.total : items.length };
}

/**
 * A manage page's clientLoader: the first page of what `?q=` finds, and how many there are in all.
 * `failText` is the kind's declared English; the page shows it in the admin's language.
 */
export async function loadAdminList<T>(kind: AdminKind, request: Request, failText: string): Promise<AdminListData<T>> {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  try {
    const [found, everything] = await Promise.all([
      fetchPart<T>(kind, query, 0, ADMIN_PAGE_SIZE),
      query ? fetchPart<T>(kind, "", 0, 0) : null,
    ]);
    return { items: found.items, total: found.total, all: everything?.total ?? found.total, query, error: null };
  } catch {
    return { items: [], total: 0, all: 0, query, error: failText };
  }
}

/**
 * The items shown: the loaded page, those "Load more" added, less those deleted here. The next
 * page starts after the items still there, so a delete never skips one.
 */
export function useAdminList<T extends { _id: string }>(kind: AdminKind, data: AdminListData<T>, removed: ReadonlySet<string>) {
  const [added, setAdded] = useState<{ from: AdminListData<T>; items: T[] }>({ from: data, items: [] });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // A new search (new loader data) starts again from its first page.
  const extra = added.from === data ? added.items : [];
  const loaded = [...data.items, ...extra];
  const items = loaded.filter((item) => !removed.has(item._id));
  const gone = loaded.length - items.length;
  const total = Math.max(0, data.total - gone);
  const all = Math.max(0, data.all - gone);

  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const next = await fetchPart<T>(kind, data.query, items.length, ADMIN_PAGE_SIZE);
      const seen = new Set(loaded.map((item) => item._id));
      setAdded({ from: data, items: [...extra, ...next.items.filter((item) => !seen.has(item._id))] });
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnauthorized)) setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return { items, total, all, more: items.length < total, loading, failed, loadMore };
}

/** The search box: a GET form, so the words are in the address and a search needs no script state. */
export function ListSearch({ query, label, placeholder }: { query: string; label: string; placeholder: string }) {
  const navigation = useNavigation();
  const locale = useLocale();
  const searching = navigation.state === "loading" && navigation.location?.search.includes("q=");
  return (
    <Form method="get" role="search" className="flex flex-wrap items-center gap-2">
      <label className="relative min-w-0 flex-1 sm:max-w-md">
        <span className="sr-only">{label}</span>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          // A new search resets the box to what the address says.
          key={query}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={placeholder}
          maxLength={200}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-10 text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
      </label>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ink px-4 font-semibold text-white hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {searching ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {m.adminItemsSearch(locale)}
      </button>
      {query ? (
        <Link
          to="?"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
          {m.adminItemsClearSearch(locale)}
        </Link>
      ) : null}
    </Form>
  );
}

/** "Showing n of N" and "Load more"; the first new item's link takes the focus after a load. */
export function ListMore({
  shown,
  total,
  more,
  loading,
  failed,
  onMore,
  noun,
  listRef,
}: {
  shown: number;
  total: number;
  more: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => Promise<void>;
  noun: string;
  /** Holds the rows; its n-th visible `[data-row-focus]` is focused when n were shown before the load. */
  listRef: RefObject<HTMLElement | null>;
}) {
  const before = useRef<number | null>(null);
  const locale = useLocale();
  useEffect(() => {
    if (before.current === null || shown <= before.current) return;
    // Of the rows on screen (a page may lay the same rows out twice, for a phone and a desk).
    const rows = [...(listRef.current?.querySelectorAll<HTMLElement>("[data-row-focus]") ?? [])].filter(
      (row) => row.getClientRects().length > 0,
    );
    rows[before.current]?.focus();
    before.current = null;
  }, [shown, listRef]);
  if (total === 0) return null;
  return (
    <div className="flex flex-col items-center gap-3 pt-2">
      <p aria-live="polite" className="text-sm text-slate-600">
        {m.adminItemsShowing(locale, { shown: countText(locale, shown), total: countText(locale, total), noun })}
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {m.adminItemsLoadMoreFailed(locale)}
        </p>
      ) : null}
      {more ? (
        <button
          type="button"
          onClick={() => {
            before.current = shown;
            void onMore();
          }}
          disabled={loading}
          aria-busy={loading || undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-ink bg-white px-5 font-semibold text-ink hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
        >
          {loading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {loading ? m.adminItemsLoading(locale) : m.adminItemsLoadMore(locale)}
        </button>
      ) : null}
    </div>
  );
}

/** No item matches the words searched for (there are items, or the empty state of docs/product.md §2 shows instead). */
export function NoMatch({ query, noun }: { query: string; noun: string }) {
  const locale = useLocale();
  return (
    <div className="rounded-card border border-dashed border-slate-300 bg-white/80 p-8 text-center">
      <p className="text-slate-700">{m.adminItemsNoMatch(locale, { noun, query })}</p>
      <Link to="?" className="mt-3 inline-block font-semibold text-brand-700 underline">
        {m.adminItemsClearSearch(locale)}
      </Link>
    </div>
  );
}
