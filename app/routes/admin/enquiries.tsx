/**
 * The enquiries inbox (/enquiries, issue #15, docs/product.md §10), made for the owner's phone:
 * New / Follow up / All at the top with their counts (the view in the URL, so back and refresh
 * keep it), then the enquiries, one visitor's together (by their number), each to call, WhatsApp
 * or mark contacted where it is; and after the list the tools: search and filters, the CSV export,
 * the reply templates, and one person's data to export or delete (DPDP Act 2023).
 */
import Download from "lucide-react/icons/download";
import Inbox from "lucide-react/icons/inbox";
import MessageSquareText from "lucide-react/icons/message-square-text";
import Search from "lucide-react/icons/search";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { INBOX_VIEWS, type InboxView } from "../../../domain/enquiry-groups";
import { ENQUIRY_KINDS, ENQUIRY_STATUSES, type Enquiry } from "../../../domain/enquiries";
import { countIn, INBOX_LIST_WORDS, kindLabel, labelsOf, statusLabel, viewLabel } from "../../components/admin/enquiry-labels";
import { downloadFile, LabelledOptions } from "../../components/admin/enquiry-parts";
import { enquiriesCount, VisitorGroupRow, type StatusChange } from "../../components/admin/enquiry-row";
import { LoadFailure } from "../../components/admin/manage-parts";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { PushToggle } from "../../components/admin/push-toggle";
import { buttonClass } from "../../components/ui/button";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { adminLocale } from "../../lib/admin-language";
import { requireToken } from "../../lib/admin-guard";
import { ApiError, apiJson, apiGet } from "../../lib/api-client";
import type { Locale } from "../../../domain/locales";
import type { Route } from "./+types/enquiries";

interface VisitorGroup {
  key: string;
  count: number;
  enquiries: Enquiry[];
}

interface EnquiryPage {
  enquiries: Enquiry[];
  groups: VisitorGroup[];
  total: number;
  visitors: number;
  page: number;
  pages: number;
  counts: { new: number; due: number; all: number };
}

/** The tools' filters; any of them shows the matches among all enquiries. */
const FILTERS = ["q", "status", "kind", "due", "automated"] as const;
type Filters = Partial<Record<(typeof FILTERS)[number] | "page", string>>;

/** The view a URL asks for: its `view`, or all enquiries for a search, or else the new ones. */
function viewOf(url: URL, filtered: boolean): InboxView {
  const asked = url.searchParams.get("view");
  if ((INBOX_VIEWS as readonly string[]).includes(asked ?? "")) return asked as InboxView;
  return filtered ? "all" : "new";
}

/** Where a view's tab leads: the new enquiries are the inbox's own address. */
function viewLink(view: InboxView): string {
  return view === "new" ? "/enquiries" : `/enquiries?view=${view}`;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken();
  const url = new URL(request.url);
  const filters: Filters = {};
  for (const name of [...FILTERS, "page"] as const) {
    const value = url.searchParams.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const filtered = FILTERS.some((name) => filters[name]);
  const view = viewOf(url, filtered);
  const query = new URLSearchParams({ ...filters, view, group: "phone" });
  // What the page's links keep (the export, the pages): the view and the filters, not the grouping.
  const kept = new URLSearchParams({ ...filters, view });
  kept.delete("page");
  try {
    const result = await apiGet<EnquiryPage>(`/api/enquiries?${query}`);
    return { result, view, filters, filtered, kept: kept.toString(), now: Date.now(), error: null };
  } catch {
    return { result: null, view, filters, filtered, kept: kept.toString(), now: Date.now(), error: "load" as const };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: m.adminEnquiriesTitle(adminLocale()) }];
}

const SELECT =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none";

/** "3 matches for “tiles” among all enquiries". */
function matchesText(locale: Locale, total: number, query: string | undefined): string {
  const count = countIn(locale, total);
  if (query)
    return total === 1 ? m.adminEnquiriesMatchesForOne(locale, { count, query }) : m.adminEnquiriesMatchesForMany(locale, { count, query });
  return total === 1 ? m.adminEnquiriesMatchesOne(locale, { count }) : m.adminEnquiriesMatchesMany(locale, { count });
}

function pageLink(kept: string, page: number): string {
  const params = new URLSearchParams(kept);
  if (page > 1) params.set("page", String(page));
  if (params.get("view") === "new") params.delete("view");
  const text = params.toString();
  return text ? `/enquiries?${text}` : "/enquiries";
}

/** New / Follow up / All, each with its count; the current one marked for screen readers too. */
function ViewTabs({ view, counts }: { view: InboxView; counts: Record<InboxView, number> | null }) {
  const locale = useLocale();
  return (
    <nav aria-label={m.adminEnquiriesViews(locale)}>
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-slate-200/70 p-1">
        {INBOX_VIEWS.map((name) => {
          const active = name === view;
          return (
            <li key={name}>
              <Link
                to={viewLink(name)}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold ${
                  active ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:bg-white/60"
                }`}
              >
                {viewLabel(locale, name)}
                {counts ? (
                  <span
                    className={`min-w-6 rounded-full px-1.5 text-center text-xs ${
                      active ? "bg-brand-700 text-white" : name === "new" && counts.new > 0 ? "bg-brand-100 text-brand-900" : "bg-slate-100"
                    }`}
                  >
                    {countIn(locale, counts[name])}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function EmptyInbox({ view, filtered, anyAtAll }: { view: InboxView; filtered: boolean; anyAtAll: boolean }) {
  const locale = useLocale();
  const text = filtered
    ? m.adminEnquiriesEmptyFiltered(locale)
    : view === "new"
      ? m.adminEnquiriesEmptyNew(locale)
      : view === "follow-up"
        ? m.adminEnquiriesEmptyFollowUp(locale)
        : m.adminEnquiriesEmptyAll(locale);
  return (
    <div className="rounded-card border border-dashed border-slate-300 bg-white/80 p-8 text-center">
      <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 text-slate-700">{text}</p>
      {filtered || (view !== "all" && anyAtAll) ? (
        <Link to="/enquiries?view=all" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
          {m.adminEnquiriesShowAll(locale)}
        </Link>
      ) : null}
    </div>
  );
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { result, view, filters, filtered, kept, now, error } = loaderData;
  const locale = useLocale();
  const navigation = useNavigation();
  // New enquiries marked contacted (or back) here since the page loaded, for the counts above.
  const [newDelta, setNewDelta] = useState(0);
  const onStatusChange: StatusChange = (enquiry, from) => {
    const delta = (enquiry.status === "new" ? 1 : 0) - (from === "new" ? 1 : 0);
    if (delta !== 0) setNewDelta((value) => value + delta);
  };
  const counts = result ? { new: Math.max(0, result.counts.new + newDelta), "follow-up": result.counts.due, all: result.counts.all } : null;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/enquiries";

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{m.adminEnquiriesTitle(locale)}</h1>
      <ViewTabs view={view} counts={counts} />

      {result && filtered ? (
        <p className="text-sm text-slate-700">
          {matchesText(locale, result.total, filters.q)} ·{" "}
          <Link to="/enquiries?view=all" className="font-semibold text-brand-700 hover:underline">
            {m.adminEnquiriesClearFilters(locale)}
          </Link>
        </p>
      ) : null}

      {error ? <LoadFailure message={m.adminEnquiriesLoadError(locale)} /> : null}
      {result && result.groups.length === 0 ? <EmptyInbox view={view} filtered={filtered} anyAtAll={result.counts.all > 0} /> : null}
      {result && result.groups.length > 0 ? (
        <ul aria-label={INBOX_LIST_WORDS[view](locale)} aria-busy={loading} className={`space-y-3 ${loading ? "opacity-60" : ""}`}>
          {result.groups.map((group) => (
            <VisitorGroupRow
              key={`${group.key}:${group.enquiries[0]?.updatedAt ?? ""}`}
              enquiries={group.enquiries}
              count={group.count}
              now={now}
              onStatusChange={onStatusChange}
            />
          ))}
        </ul>
      ) : null}
      {result && result.pages > 1 ? (
        <nav aria-label={m.adminEnquiriesPages(locale)} className="flex items-center justify-between">
          {result.page > 1 ? (
            <Link
              to={pageLink(kept, result.page - 1)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
            >
              {m.adminEnquiriesNewer(locale)}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">
            {m.adminEnquiriesPageOf(locale, { page: countIn(locale, result.page), pages: countIn(locale, result.pages) })}
          </span>
          {result.page < result.pages ? (
            <Link
              to={pageLink(kept, result.page + 1)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
            >
              {m.adminEnquiriesOlder(locale)}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      <InboxTools filters={filters} kept={kept} />
      <PushToggle />
      <PersonData />
    </div>
  );
}

/** After the list: search and filters (over all enquiries), the CSV of what is shown, the reply templates. */
function InboxTools({ filters, kept }: { filters: Filters; kept: string }) {
  const locale = useLocale();
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = async () => {
    setExportError(null);
    try {
      await downloadFile(`/api/enquiries/export.csv?${kept}`, "enquiries.csv");
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.isUnauthorized)) setExportError(m.adminEnquiriesExportFailed(locale));
    }
  };
  return (
    <section aria-labelledby="inbox-tools" className="space-y-3 rounded-card border border-slate-200 bg-white p-4 shadow-card">
      <h2 id="inbox-tools" className="font-semibold text-ink">
        {m.adminEnquiriesToolsTitle(locale)}
      </h2>
      <Form method="get" role="search" className="grid gap-3 sm:grid-cols-[1fr_auto_auto] lg:grid-cols-[1fr_auto_auto_auto_auto]">
        <input type="hidden" name="view" value="all" />
        <label className="relative block sm:col-span-3 lg:col-span-1">
          <span className="sr-only">{m.adminEnquiriesSearchLabel(locale)}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            placeholder={m.adminEnquiriesSearchPlaceholder(locale)}
            className={`${SELECT} w-full pl-10`}
          />
        </label>
        <select name="status" defaultValue={filters.status ?? ""} className={SELECT} aria-label={m.adminEnquiriesStatus(locale)}>
          <option value="">{m.adminEnquiriesAllStatuses(locale)}</option>
          <LabelledOptions values={ENQUIRY_STATUSES} labels={labelsOf(locale, ENQUIRY_STATUSES, statusLabel)} />
        </select>
        <select name="kind" defaultValue={filters.kind ?? ""} className={SELECT} aria-label={m.adminEnquiriesKind(locale)}>
          <option value="">{m.adminEnquiriesAllKinds(locale)}</option>
          <LabelledOptions values={ENQUIRY_KINDS} labels={labelsOf(locale, ENQUIRY_KINDS, kindLabel)} />
        </select>
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="automated"
            value="1"
            defaultChecked={Boolean(filters.automated)}
            className="size-5 rounded border-slate-300 text-brand-700 focus:ring-focus"
          />
          {m.adminEnquiriesAutomatedOnly(locale)}
        </label>
        <button type="submit" className={buttonClass({})}>
          {m.adminEnquiriesFilter(locale)}
        </button>
        {filters.due ? <input type="hidden" name="due" value={filters.due} /> : null}
      </Form>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <button type="button" onClick={() => void exportCsv()} className={buttonClass({ variant: "outline" })}>
          <Download aria-hidden="true" className="size-5" />
          {m.adminEnquiriesExportCsv(locale)}
        </button>
        <Link to="/enquiries/templates" className={buttonClass({ variant: "outline" })}>
          <MessageSquareText aria-hidden="true" className="size-5" />
          {m.adminEnquiriesReplyTemplates(locale)}
        </Link>
      </div>
      {exportError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {exportError}
        </p>
      ) : null}
    </section>
  );
}

/** Everything kept about one person: shown to them, or deleted, as India's DPDP Act 2023 lets them ask. */
function PersonData() {
  const locale = useLocale();
  const confirm = useConfirm();
  const [value, setValue] = useState("");
  const [message, setMessage] = useState<{ tone: "done" | "error"; text: string } | null>(null);
  const person = () => {
    const text = value.trim();
    return new URLSearchParams(text.includes("@") ? { email: text } : { phone: text }).toString();
  };
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.isUnauthorized) return;
    setMessage({ tone: "error", text: error instanceof ApiError ? error.message : m.adminEnquiriesPersonFailed(locale) });
  };
  const exportData = async () => {
    setMessage(null);
    try {
      await downloadFile(`/api/enquiries/person?${person()}`, "enquiries-of-one-person.json");
      setMessage({ tone: "done", text: m.adminEnquiriesDownloaded(locale) });
    } catch (error) {
      fail(error);
    }
  };
  const deleteData = async () => {
    setMessage(null);
    if (!(await confirm(m.adminEnquiriesPersonDeleteConfirm(locale, { person: value.trim() })))) return;
    try {
      const { removed } = await apiJson<{ removed: number }>("DELETE", `/api/enquiries/person?${person()}`);
      setMessage({ tone: "done", text: m.adminEnquiriesPersonDeleted(locale, { enquiries: enquiriesCount(locale, removed) }) });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <section aria-labelledby="person-data" className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
      <h2 id="person-data" className="font-semibold text-ink">
        {m.adminEnquiriesPersonTitle(locale)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.adminEnquiriesPersonHint(locale)}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label className="flex-1">
          <span className="sr-only">{m.adminEnquiriesPersonLabel(locale)}</span>
          <input
            type="text"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={m.adminEnquiriesPersonLabel(locale)}
            className={`${SELECT} w-full`}
          />
        </label>
        <button type="button" disabled={!value.trim()} onClick={() => void exportData()} className={buttonClass({})}>
          {m.adminEnquiriesExport(locale)}
        </button>
        <button
          type="button"
          disabled={!value.trim()}
          onClick={() => void deleteData()}
          className="min-h-11 rounded-lg border border-red-300 px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
        >
          {m.adminEnquiriesDeleteEverything(locale)}
        </button>
      </div>
      <p role="status" className={`mt-2 text-sm ${message?.tone === "error" ? "text-red-800" : "text-emerald-800"}`}>
        {message?.text}
      </p>
    </section>
  );
}
