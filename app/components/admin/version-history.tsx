/**
 * An item's saved versions in its edit form (issue #17): when each was saved, what differs from
 * what is saved now, and Restore, which saves that version again (what is saved now stays in the
 * history). Loaded when the administrator opens it.
 */
import History from "lucide-react/icons/history";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { ItemKind, KindField } from "../../../domain/kinds/types";
import type { Locale } from "../../../domain/locales";
import { ITEM_VERSIONS, type ItemVersion } from "../../../domain/publishing";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { apiGet, apiJson } from "../../lib/api-client";
import { variantUrl } from "../../lib/images";
import { useConfirm } from "./confirm-dialog";
import { kindLabel } from "./kind-labels";
import type { SavedState } from "./manage-parts";
import { publishTime } from "./publishing";

type Content = Record<string, unknown>;

/** Whether a field of the kind is a photo or a list of photos, shown as pictures. */
function isPhoto(field: KindField): boolean {
  return field.type === "photo" || field.type === "photos";
}

function photosOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" && value ? [value] : [];
}

function textOf(value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === "") return m.adminItemsEmptyValue(locale);
  if (Array.isArray(value)) return value.join(", ") || m.adminItemsNoneValue(locale);
  return String(value);
}

function Photos({ names }: { names: string[] }) {
  const locale = useLocale();
  if (names.length === 0) return <span className="text-slate-500">{m.adminItemsNoneValue(locale)}</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {names.map((name, i) => (
        <img
          key={`${name}-${i}`}
          src={variantUrl(name, 480)}
          alt={m.adminItemsPhotoOf(locale, { n: i + 1, count: names.length })}
          width={64}
          height={48}
          className="h-12 w-16 rounded object-cover"
        />
      ))}
    </span>
  );
}

/** The kind's fields where a version differs from what is saved now, in the kind's order, by their labels. */
function Differences({ kind, then, now }: { kind: ItemKind; then: Content; now: Content }) {
  const locale = useLocale();
  const fields = Object.entries(kind.fields).filter(([key]) => key in then && JSON.stringify(then[key]) !== JSON.stringify(now[key]));
  if (fields.length === 0) return <p className="text-sm text-slate-600">{m.adminItemsSameAsNow(locale)}</p>;
  return (
    <dl className="space-y-3 text-sm">
      {fields.map(([key, field]) => (
        <div key={key} className="grid gap-1 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3">
          <dt className="font-medium text-slate-800">{kindLabel(locale, field.label)}</dt>
          <dd className="min-w-0 break-words text-slate-700">
            <span className="block text-xs font-semibold text-slate-500 uppercase">{m.adminItemsThisVersion(locale)}</span>
            {isPhoto(field) ? (
              <Photos names={photosOf(then[key])} />
            ) : (
              <span className="line-clamp-4 whitespace-pre-line">{textOf(then[key], locale)}</span>
            )}
          </dd>
          <dd className="min-w-0 break-words text-slate-700">
            <span className="block text-xs font-semibold text-slate-500 uppercase">{m.adminItemsSavedNow(locale)}</span>
            {isPhoto(field) ? (
              <Photos names={photosOf(now[key])} />
            ) : (
              <span className="line-clamp-4 whitespace-pre-line">{textOf(now[key], locale)}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function VersionHistory({ kind, id }: { kind: ItemKind; id: string }) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const locale = useLocale();
  const [versions, setVersions] = useState<Array<ItemVersion<Content>> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    if (versions) return;
    setFailed(null);
    try {
      setVersions((await apiGet<{ versions: Array<ItemVersion<Content>> }>(`/api/admin/${kind.name}/${id}/versions`)).versions);
    } catch {
      setFailed(m.adminItemsHistoryLoadFailed(locale));
    }
  };

  const restore = async (version: ItemVersion<Content>) => {
    const when = publishTime(locale, version.savedAt);
    if (!(await confirm(m.adminItemsRestoreQuestion(locale, { when }), { confirmLabel: m.adminItemsRestore(locale) }))) return;
    setBusy(true);
    setFailed(null);
    try {
      await apiJson("POST", `/api/admin/${kind.name}/${id}/versions/${version.id}/restore`);
      const saved: SavedState = { saved: m.adminItemsRestored(locale, { when }) };
      navigate(kind.admin.paths.manage, { state: saved });
    } catch {
      setFailed(m.adminItemsRestoreFailed(locale));
      setBusy(false);
    }
  };

  const current = versions?.[0]?.content ?? {};
  return (
    <details
      className="mt-8 rounded-card border border-slate-200 bg-white"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) void load();
      }}
    >
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 font-semibold text-ink">
        <History aria-hidden="true" className="size-5" />
        {m.adminItemsHistory(locale)}
        <span className="text-sm font-normal text-slate-600">{m.adminItemsHistoryLast(locale, { count: ITEM_VERSIONS })}</span>
      </summary>
      <div className="space-y-3 border-t border-slate-200 p-4">
        {failed ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failed}
          </p>
        ) : null}
        {versions === null && !failed ? <p className="text-sm text-slate-600">{m.adminItemsLoading(locale)}</p> : null}
        {versions !== null && versions.length <= 1 ? (
          <p className="text-sm text-slate-600">{m.adminItemsNoEarlierVersions(locale)}</p>
        ) : null}
        {versions !== null && versions.length > 1 ? (
          <ol className="divide-y divide-slate-200">
            {versions.map((version, index) => (
              <li key={version.id} className="py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-ink">{publishTime(locale, version.savedAt)}</span>
                  {index === 0 ? (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {m.adminItemsSavedNow(locale)}
                    </span>
                  ) : (
                    <span className="ml-auto flex gap-2">
                      <button
                        type="button"
                        aria-expanded={open === version.id}
                        onClick={() => setOpen(open === version.id ? null : version.id)}
                        className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                      >
                        {open === version.id ? m.adminItemsHideChanges(locale) : m.adminItemsCompare(locale)}
                      </button>
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => void restore(version)}
                        className="min-h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
                      >
                        {m.adminItemsRestore(locale)}
                      </button>
                    </span>
                  )}
                </div>
                {open === version.id ? (
                  <div className="mt-3">
                    <Differences kind={kind} then={version.content} now={current} />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </details>
  );
}
