/**
 * The trash (issue #17): what was deleted in the last 30 days, with Restore and Delete forever.
 * Restoring puts an item back where it was, at its URL, with its photos.
 */
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash-2";
import { useState } from "react";
import { Link } from "react-router";
import type { Locale } from "../../../domain/locales";
import { TRASH_DAYS, type TrashedItem, type TrashKind } from "../../../domain/publishing";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { TransientMessage } from "../../components/admin/form-controls";
import { countText } from "../../components/admin/kind-labels";
import { LoadFailure, Thumbnail, formatDate } from "../../components/admin/manage-parts";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { adminLocale } from "../../lib/admin-language";
import { requireToken } from "../../lib/admin-guard";
import { apiJson, apiGet } from "../../lib/api-client";
import type { Route } from "./+types/trash";

/** What each kind of item is called in the trash, in the admin's language (docs/product.md §11). */
const KIND_LABELS: Record<TrashKind, (locale: Locale) => string> = {
  projects: m.adminTrashKindProject,
  blogs: m.adminTrashKindBlog,
  galleries: m.adminTrashKindGallery,
};
const LIST_OF: Record<TrashKind, string> = { projects: "/manage-projects", blogs: "/manage-blogs", galleries: "/manage-gallery" };

export async function clientLoader() {
  requireToken();
  try {
    const { items } = await apiGet<{ items: TrashedItem[] }>("/api/admin/trash");
    return { items, error: false };
  } catch {
    return { items: [] as TrashedItem[], error: true };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: m.adminTrashTitle(adminLocale()) }];
}

function kindOf(item: TrashedItem, locale: Locale): string | undefined {
  return KIND_LABELS[item.kind]?.(locale);
}

function nameOf(item: TrashedItem, locale: Locale): string {
  return item.title || `${kindOf(item, locale)} ${item._id.slice(0, 6)}`;
}

export default function TrashPage({ loaderData }: Route.ComponentProps) {
  const confirm = useConfirm();
  const locale = useLocale();
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<{ text: string; to?: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const items = loaderData.items.filter((item) => !gone.has(item._id));

  const act = async (item: TrashedItem, action: "restore" | "purge") => {
    const name = nameOf(item, locale);
    if (action === "purge" && !(await confirm(m.adminTrashConfirmPurge(locale, { name })))) return;
    setBusy(item._id);
    setFailure(null);
    setNote(null);
    try {
      if (action === "restore") await apiJson("POST", `/api/admin/trash/${item.kind}/${item._id}/restore`);
      else await apiJson("DELETE", `/api/admin/trash/${item.kind}/${item._id}`);
      setGone((current) => new Set(current).add(item._id));
      setNote(
        action === "restore"
          ? { text: m.adminTrashRestored(locale, { name }), to: LIST_OF[item.kind] }
          : { text: m.adminTrashPurged(locale, { name }) },
      );
    } catch {
      setFailure(action === "restore" ? m.adminTrashRestoreFailed(locale, { name }) : m.adminTrashPurgeFailed(locale, { name }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{m.adminTrashTitle(locale)}</h1>
        <p className="mt-1 text-slate-600">
          {m.adminTrashIntro(locale, { days: TRASH_DAYS })}
          {loaderData.error || items.length === 0
            ? null
            : ` ${(items.length === 1 ? m.adminTrashCountOne : m.adminTrashCountMany)(locale, { count: countText(locale, items.length) })}`}
        </p>
      </div>
      {loaderData.error ? <LoadFailure message={m.adminTrashLoadFailed(locale)} /> : null}
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      {note ? (
        <div className="flex flex-wrap items-center gap-x-3">
          <TransientMessage text={note.text} />
          {note.to ? (
            <Link to={note.to} className="font-semibold text-brand-700 underline">
              {m.adminTrashSeeInList(locale)}
            </Link>
          ) : null}
        </div>
      ) : null}
      {!loaderData.error && items.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {m.adminTrashEmpty(locale)}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="space-y-3">
          {items.map((item) => {
            const name = nameOf(item, locale);
            return (
              <li
                key={item._id}
                className="flex flex-wrap items-center gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-card md:flex-nowrap md:gap-4 md:p-4"
              >
                <Thumbnail name={item.image} className="size-16 shrink-0 rounded-lg md:h-20 md:w-28" />
                <div className="min-w-0 flex-1">
                  <h2 className="line-clamp-2 font-semibold break-words text-ink">{name}</h2>
                  <p className="text-sm text-slate-600">
                    {m.adminTrashMeta(locale, {
                      kind: kindOf(item, locale) ?? "",
                      deleted: formatDate(item.deletedAt, locale),
                      removed: formatDate(item.removedAt, locale),
                    })}
                  </p>
                </div>
                <div className="flex w-full gap-2 md:w-auto">
                  <button
                    type="button"
                    onClick={() => void act(item, "restore")}
                    disabled={busy === item._id}
                    aria-label={m.adminTrashRestoreName(locale, { name })}
                    className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-50 md:flex-none"
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    {m.adminTrashRestore(locale)}
                  </button>
                  <button
                    type="button"
                    onClick={() => void act(item, "purge")}
                    disabled={busy === item._id}
                    aria-label={m.adminTrashPurgeName(locale, { name })}
                    className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-red-300 px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50 md:flex-none"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {m.adminTrashPurge(locale)}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
