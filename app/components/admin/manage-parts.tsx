/** Pieces shared by the three manage pages (docs/product.md §2 Manage pages, §5 delete confirmations, §8). */
import { variantUrl } from "../../lib/images";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import type { Locale } from "../../../domain/locales";
import { TRASH_DAYS } from "../../../domain/publishing";
import { formatDate as formatLocaleDate } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { ApiError, apiDelete } from "../../lib/api-client";
import { useCan } from "../../lib/person";
import { useConfirm } from "./confirm-dialog";
import { ButtonLink } from "../ui/button-link";
import { FormMessage } from "./form-controls";

/** What a form hands the manage page it returns to: the success message to show there. */
export interface SavedState {
  saved?: string;
  /** Where the public sees what was saved, when it is published. */
  view?: string;
}

const SAVED_NOTICE_MS = 5000;

/**
 * The success message of a save that returned here (a project or post created or edited), shown
 * for five seconds. It is shown once: a reload of the page does not show it again.
 */
export function SavedNotice() {
  const state = useLocation().state as SavedState | null;
  const [text, setText] = useState(state?.saved ?? null);
  const [view] = useState(state?.view ?? null);
  useEffect(() => {
    if (!text) return;
    // React Router keeps a navigation's state under `usr` in the history entry.
    window.history.replaceState({ ...(window.history.state as object), usr: null }, "");
    const timer = setTimeout(() => setText(null), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  if (!text) return null;
  return (
    <FormMessage tone="success">
      {text}
      {view ? <ViewOnSite to={view} /> : null}
    </FormMessage>
  );
}

/** A link to the saved item on the public site, opened in a new tab so the admin stays where it is. */
export function ViewOnSite({ to }: { to: string }) {
  const locale = useLocale();
  return (
    <>
      {" "}
      <a href={to} target="_blank" rel="noopener" className="font-semibold whitespace-nowrap underline underline-offset-2">
        {m.adminItemsViewOnSite(locale)}
        <span className="sr-only"> {m.adminItemsOpensInNewTab(locale)}</span>
      </a>
    </>
  );
}

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
const dateFormat = new Intl.DateTimeFormat("en-US", DATE);

/** "Mar 20, 2025" in English (as the admin always wrote it); the language's own date otherwise. */
export function formatDate(iso: string, locale: Locale = "en"): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "";
  return locale === "en" ? dateFormat.format(time) : formatLocaleDate(locale, time, DATE);
}

/** The first `length` characters, with an ellipsis when the text was longer. */
export function snippet(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function ManageHeader({
  title,
  total,
  addTo,
  addLabel,
  arrange,
}: {
  title: string;
  total: string;
  addTo: string;
  addLabel: string;
  /** A list the company arranges: the link to its page, beside the add link. */
  arrange?: { label: string; to: string };
}) {
  // A role that reads the content (docs/product.md §6) sees the list without what changes it.
  const writes = useCan("content.write");
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600">{m.adminItemsTotal(locale, { total })}</p>
      </div>
      {arrange && writes ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Link
            to={arrange.to}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 border-ink bg-white px-4 font-semibold text-ink hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <ArrowUpDown aria-hidden="true" className="size-5" />
            {arrange.label}
          </Link>
          <AddLink to={addTo} label={addLabel} />
        </div>
      ) : (
        <AddLink to={addTo} label={addLabel} />
      )}
    </div>
  );
}

export function AddLink({ to, label }: { to: string; label: string }) {
  if (!useCan("content.write")) return null;
  return (
    <ButtonLink to={to} className="shadow-sm">
      <Plus aria-hidden="true" className="size-5" />
      {label}
    </ButtonLink>
  );
}

export function ManageEmpty({ text, addTo, addLabel }: { text: string; addTo: string; addLabel: string }) {
  return (
    <div className="rounded-card border border-dashed border-slate-300 bg-white/80 p-8 text-center">
      <p className="text-slate-700">{text}</p>
      <div className="mt-5">
        <AddLink to={addTo} label={addLabel} />
      </div>
    </div>
  );
}

export function LoadFailure({ message }: { message: string }) {
  const revalidator = useRevalidator();
  const locale = useLocale();
  return (
    <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6 text-center text-red-900">
      <p>{message}</p>
      <button
        type="button"
        onClick={() => revalidator.revalidate()}
        className="mt-4 min-h-11 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
      >
        {m.adminItemsTryAgain(locale)}
      </button>
    </div>
  );
}

export function RowActions({
  editTo,
  name,
  onDelete,
  busy,
  stacked = false,
  preview,
}: {
  editTo: string;
  name: string;
  onDelete: () => void;
  busy: boolean;
  stacked?: boolean;
  /** A preview button, for an item visitors cannot see yet (issue #17). */
  preview?: ReactNode;
}) {
  const locale = useLocale();
  if (!useCan("content.write")) return null;
  return (
    <div className={`flex shrink-0 items-center ${stacked ? "flex-col gap-1 md:flex-row md:gap-2" : "gap-2"}`}>
      {preview}
      <Link
        to={editTo}
        aria-label={m.adminItemsEditName(locale, { name })}
        className="grid size-11 place-items-center rounded-lg text-brand-800 hover:bg-brand-50"
      >
        <Pencil aria-hidden="true" className="size-5" />
      </Link>
      <button
        type="button"
        onClick={onDelete}
        disabled={busy}
        aria-label={m.adminItemsDeleteName(locale, { name })}
        className="grid size-11 place-items-center rounded-lg text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/**
 * Deleting from a manage page: confirm, DELETE, then drop the item from the list locally; a
 * failure is reported in a browser alert (docs/product.md §8). A 401 has already gone to /login.
 */
export function useDeleteItem(options: { confirmText: string; failText: string; url: (id: string) => string }) {
  const confirm = useConfirm();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [deleting, setDeleting] = useState<string | null>(null);
  const [trashed, setTrashed] = useState(false);

  const remove = async (id: string) => {
    if (!(await confirm(options.confirmText))) return;
    setDeleting(id);
    try {
      await apiDelete(options.url(id));
      setRemoved((current) => new Set([...current, id]));
      setTrashed(true);
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnauthorized)) window.alert(options.failText);
    } finally {
      setDeleting(null);
    }
  };

  return { removed, deleting, remove, trashed };
}

/** After a delete: where the item went, and the way back (issue #17). */
export function TrashedNotice({ show }: { show: boolean }) {
  const locale = useLocale();
  return (
    <p role="status" className={show ? "rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800" : "sr-only"}>
      {show ? (
        <>
          {m.adminItemsTrashedMoved(locale, { days: TRASH_DAYS })}{" "}
          <Link to="/trash" className="font-semibold text-brand-700 underline">
            {m.adminItemsTrashedOpen(locale)}
          </Link>{" "}
          {m.adminItemsTrashedRestore(locale)}
        </>
      ) : null}
    </p>
  );
}

/** A row's small photo (its first, or a project's cover), or a grey tile when it has none. */
export function Thumbnail({ name, className }: { name: string | null | undefined; className: string }) {
  if (!name) return <div aria-hidden="true" className={`${className} bg-slate-200`} />;
  return <img src={variantUrl(name, 480)} alt="" width={480} height={360} loading="lazy" className={`${className} object-cover`} />;
}
