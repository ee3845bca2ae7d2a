/**
 * The kept saves of a section (issue #13, "undo a bad edit"): when each was saved, the newest
 * marked as what the site shows, and Restore on the others, which saves that version again.
 */
import History from "lucide-react/icons/history";
import { useState } from "react";
import type { Locale } from "../../../../domain/locales";
import type { SiteContent, SiteSectionName, SiteVersion } from "../../../../domain/site-content";
import { ApiError, apiGet, apiJson } from "../../../lib/api-client";
import { formatDate } from "../../../i18n/format";
import { useLocale } from "../../../i18n/locale";
import * as m from "../../../i18n/messages";
import { formatRelativeTime } from "../../../lib/relative-time";
import { useConfirm } from "../confirm-dialog";
import { FormMessage } from "../form-controls";

const WHEN: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" };
const DATE_TIME = new Intl.DateTimeFormat("en-IN", { ...WHEN, timeZone: "Asia/Kolkata" });

/** "24 Nov 2026, 10:32 am" in English; in the admin's other languages, their own way (docs/product.md §11). */
export function formatSavedAt(locale: Locale, iso: string): string {
  return locale === "en" ? DATE_TIME.format(new Date(iso)) : formatDate(locale, iso, WHEN);
}

interface SiteVersionsProps<S extends SiteSectionName> {
  section: S;
  versions: SiteVersion[];
  /** Whether the form holds changes that restoring would drop. */
  dirty: boolean;
  /** A save is under way: restoring waits for it. */
  saving: boolean;
  onRestoring: (restoring: boolean) => void;
  /** The restored content, the versions list (null when it could not be fetched again) and when the version was saved. */
  onRestored: (content: SiteContent[S], versions: SiteVersion[] | null, when: string) => void;
}

export function SiteVersions<S extends SiteSectionName>({
  section,
  versions,
  dirty,
  saving,
  onRestoring,
  onRestored,
}: SiteVersionsProps<S>) {
  const locale = useLocale();
  const confirm = useConfirm();
  const [restoring, setRestoring] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openedAt] = useState(() => Date.now());
  // "now" for the relative times: when the page opened, or the newest save if that came later.
  const now = Math.max(openedAt, versions[0] ? Date.parse(versions[0].savedAt) : 0);

  const restore = async (version: SiteVersion) => {
    const when = formatSavedAt(locale, version.savedAt);
    const question = dirty
      ? m.adminSiteVersionsRestoreQuestionUnsaved(locale, { when })
      : m.adminSiteVersionsRestoreQuestion(locale, { when });
    if (!(await confirm(question, { confirmLabel: m.adminSiteVersionsRestore(locale) }))) return;
    setRestoring(version.id);
    onRestoring(true);
    setError(null);
    try {
      const { content } = await apiJson<{ content: SiteContent[S] }>(
        "POST",
        `/api/site/${section}/versions/${encodeURIComponent(version.id)}/restore`,
      );
      // Restored: the form shows it whether or not the list can be fetched again.
      const list = await apiGet<{ versions: SiteVersion[] }>(`/api/site/${section}/versions`).then(
        (answer) => answer.versions,
        () => null,
      );
      onRestored(content, list, when);
    } catch (caught) {
      if (caught instanceof ApiError && caught.isUnauthorized) return;
      setError(caught instanceof ApiError ? caught.message : m.adminSiteVersionsRestoreFailed(locale));
    } finally {
      setRestoring(null);
      onRestoring(false);
    }
  };

  return (
    <section aria-labelledby={`versions-${section}`} className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6">
      <h2 id={`versions-${section}`} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <History aria-hidden="true" className="size-5 text-brand-700" />
        {m.adminSiteVersionsTitle(locale)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {versions.length === 1 ? m.adminSiteVersionsKeptOne(locale) : m.adminSiteVersionsKeptMany(locale, { count: versions.length })}
      </p>
      {error ? (
        <div className="mt-4">
          <FormMessage tone="error" title={m.adminSiteVersionsNotRestored(locale)}>
            <p>{error}</p>
          </FormMessage>
        </div>
      ) : null}
      {versions.length === 0 ? (
        <p className="mt-4 text-slate-600">{m.adminSiteVersionsNone(locale)}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-100">
          {versions.map((version, index) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <p className="min-w-0">
                <time dateTime={version.savedAt} className="font-medium text-slate-800">
                  {formatSavedAt(locale, version.savedAt)}
                </time>
                <span className="block text-sm text-slate-600">{formatRelativeTime(locale, version.savedAt, now)}</span>
              </p>
              {index === 0 ? (
                <span className="rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800 ring-1 ring-green-200">
                  {m.adminSiteVersionsOnSite(locale)}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => void restore(version)}
                  disabled={restoring !== null || saving}
                  className="min-h-11 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {restoring === version.id ? m.adminSiteVersionsRestoring(locale) : m.adminSiteVersionsRestore(locale)}
                  <span className="sr-only">
                    {" "}
                    {m.adminSiteVersionsRestoreWhich(locale, { when: formatSavedAt(locale, version.savedAt) })}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
