/**
 * The enquiries inbox (/enquiries, issue #15): every enquiry the site received, newest first, to
 * filter by status and kind and search by name, phone or text; call or WhatsApp from the list;
 * export as CSV; and export or delete everything about one person (DPDP Act 2023).
 */
import Download from "lucide-react/icons/download";
import Inbox from "lucide-react/icons/inbox";
import Search from "lucide-react/icons/search";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  enquirySubject,
  type Enquiry,
} from "../../../domain/enquiries";
import {
  AutomatedBadge,
  ContactButtons,
  downloadFile,
  FollowUpBadge,
  KindBadge,
  LabelledOptions,
  StatusBadge,
} from "../../components/admin/enquiry-parts";
import { LoadFailure, plural, snippet } from "../../components/admin/manage-parts";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { buttonClass } from "../../components/ui/button";
import { requireToken } from "../../lib/admin-guard";
import { ApiError, apiJson, apiGet } from "../../lib/api-client";
import { formatRelativeTime } from "../../lib/relative-time";
import type { Route } from "./+types/enquiries";

interface EnquiryPage {
  enquiries: Enquiry[];
  total: number;
  page: number;
  pages: number;
  counts: { new: number; due: number };
}

const LOAD_ERROR = "Failed to load enquiries. Please try again.";
const FILTERS = ["status", "kind", "q", "due", "automated", "page"] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken();
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const filters = Object.fromEntries(query) as Partial<Record<(typeof FILTERS)[number], string>>;
  try {
    const result = await apiGet<EnquiryPage>(`/api/enquiries?${query}`);
    return { result, filters, query: query.toString(), now: Date.now(), error: null };
  } catch {
    return { result: null, filters, query: query.toString(), now: Date.now(), error: LOAD_ERROR };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: "Enquiries" }];
}

const SELECT =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none";

function pageLink(query: string, page: number): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const text = params.toString();
  return text ? `/enquiries?${text}` : "/enquiries";
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { result, filters, query, now, error } = loaderData;
  const navigation = useNavigation();
  const [exportError, setExportError] = useState<string | null>(null);
  const filtered = Boolean(filters.status || filters.kind || filters.q || filters.due || filters.automated);

  const exportCsv = async () => {
    setExportError(null);
    try {
      const params = new URLSearchParams(query);
      params.delete("page");
      await downloadFile(`/api/enquiries/export.csv?${params}`, "enquiries.csv");
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.isUnauthorized)) setExportError("The export failed. Please try again.");
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink md:text-3xl">Enquiries</h1>
          {result ? (
            <p className="mt-1 text-slate-600">
              {filtered ? `${plural(result.total, "match", "matches")}` : `Total: ${plural(result.total, "enquiry", "enquiries")}`} ·{" "}
              <Link to="/enquiries?status=new" className="font-medium text-brand-700 hover:underline">
                {result.counts.new} new
              </Link>{" "}
              ·{" "}
              <Link to="/enquiries?due=1" className="font-medium text-brand-700 hover:underline">
                {result.counts.due} to follow up
              </Link>
            </p>
          ) : null}
        </div>
        <button type="button" onClick={() => void exportCsv()} className={buttonClass({}, "shadow-sm")}>
          <Download aria-hidden="true" className="size-5" />
          Export CSV
        </button>
      </div>
      {exportError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {exportError}
        </p>
      ) : null}

      <Form
        method="get"
        role="search"
        className="grid gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:grid-cols-[1fr_auto_auto_auto_auto]"
      >
        <label className="relative block">
          <span className="sr-only">Search by name, phone or text</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            placeholder="Name, phone or text"
            className={`${SELECT} w-full pl-10`}
          />
        </label>
        <label className="flex flex-col">
          <span className="sr-only">Status</span>
          <select name="status" defaultValue={filters.status ?? ""} className={SELECT} aria-label="Status">
            <option value="">All statuses</option>
            <LabelledOptions values={ENQUIRY_STATUSES} labels={ENQUIRY_STATUS_LABELS} />
          </select>
        </label>
        <label className="flex flex-col">
          <span className="sr-only">Kind</span>
          <select name="kind" defaultValue={filters.kind ?? ""} className={SELECT} aria-label="Kind">
            <option value="">All kinds</option>
            <LabelledOptions values={ENQUIRY_KINDS} labels={ENQUIRY_KIND_LABELS} />
          </select>
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="automated"
            value="1"
            defaultChecked={Boolean(filters.automated)}
            className="size-5 rounded border-slate-300 text-brand-700 focus:ring-focus"
          />
          Possibly automated only
        </label>
        <button type="submit" className={buttonClass({})}>
          Filter
        </button>
        {filters.due ? <input type="hidden" name="due" value={filters.due} /> : null}
      </Form>

      {error ? <LoadFailure message={error} /> : null}
      {result && result.enquiries.length === 0 ? (
        <div className="rounded-card border border-dashed border-slate-300 bg-white/80 p-8 text-center">
          <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 text-slate-700">
            {filtered
              ? "No enquiries match these filters."
              : "No enquiries yet. Each one your site receives (a message, an estimate, a call-back or a site visit) appears here at once."}
          </p>
          {filtered ? (
            <Link to="/enquiries" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
              Show all enquiries
            </Link>
          ) : null}
        </div>
      ) : null}
      {result && result.enquiries.length > 0 ? (
        <ul className={`space-y-3 ${navigation.state === "loading" ? "opacity-60" : ""}`} aria-busy={navigation.state === "loading"}>
          {result.enquiries.map((enquiry) => (
            <li key={enquiry.id} className="flex gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-card">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold break-words text-ink">
                    <Link to={`/enquiries/${enquiry.id}`} className="hover:underline">
                      {enquiry.name}
                    </Link>
                  </h2>
                  <StatusBadge status={enquiry.status} />
                  <KindBadge kind={enquiry.kind} />
                  <FollowUpBadge enquiry={enquiry} />
                  <AutomatedBadge enquiry={enquiry} />
                </div>
                <p className="mt-1 text-sm font-medium break-words text-slate-700">{enquirySubject(enquiry)}</p>
                {enquiry.message ? <p className="mt-1 text-sm break-words text-slate-600">{snippet(enquiry.message, 120)}</p> : null}
                <p className="mt-1 text-xs text-slate-500">
                  <span className="font-mono">{enquiry.reference}</span> · {enquiry.phone} ·{" "}
                  <time dateTime={enquiry.createdAt}>{formatRelativeTime(enquiry.createdAt, now)}</time>
                  {enquiry.notes.length > 0 ? ` · ${plural(enquiry.notes.length, "note", "notes")}` : ""}
                </p>
              </div>
              <ContactButtons enquiry={enquiry} compact />
            </li>
          ))}
        </ul>
      ) : null}
      {result && result.pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between">
          {result.page > 1 ? (
            <Link to={pageLink(query, result.page - 1)} className="font-semibold text-brand-700 hover:underline">
              ← Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">
            Page {result.page} of {result.pages}
          </span>
          {result.page < result.pages ? (
            <Link to={pageLink(query, result.page + 1)} className="font-semibold text-brand-700 hover:underline">
              Older →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <PersonData />
    </div>
  );
}

/** Everything kept about one person: shown to them, or deleted, as India's DPDP Act 2023 lets them ask. */
function PersonData() {
  const confirm = useConfirm();
  const [value, setValue] = useState("");
  const [message, setMessage] = useState<{ tone: "done" | "error"; text: string } | null>(null);
  const person = () => {
    const text = value.trim();
    return new URLSearchParams(text.includes("@") ? { email: text } : { phone: text }).toString();
  };
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.isUnauthorized) return;
    setMessage({ tone: "error", text: error instanceof ApiError ? error.message : "That did not work. Please try again." });
  };
  const exportData = async () => {
    setMessage(null);
    try {
      await downloadFile(`/api/enquiries/person?${person()}`, "enquiries-of-one-person.json");
      setMessage({ tone: "done", text: "Downloaded." });
    } catch (error) {
      fail(error);
    }
  };
  const deleteData = async () => {
    setMessage(null);
    if (!(await confirm(`Delete every enquiry from ${value.trim()}? This cannot be undone.`))) return;
    try {
      const { removed } = await apiJson<{ removed: number }>("DELETE", `/api/enquiries/person?${person()}`);
      setMessage({ tone: "done", text: `Deleted ${plural(removed, "enquiry", "enquiries")}.` });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <section aria-labelledby="person-data" className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
      <h2 id="person-data" className="font-semibold text-ink">
        One person&apos;s data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        When someone asks what you keep about them, or asks you to delete it, enter their phone number or e-mail address.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label className="flex-1">
          <span className="sr-only">Phone number or e-mail address</span>
          <input
            type="text"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder="Phone number or e-mail address"
            className={`${SELECT} w-full`}
          />
        </label>
        <button type="button" disabled={!value.trim()} onClick={() => void exportData()} className={buttonClass({})}>
          Export
        </button>
        <button
          type="button"
          disabled={!value.trim()}
          onClick={() => void deleteData()}
          className="min-h-11 rounded-lg border border-red-300 px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
        >
          Delete everything
        </button>
      </div>
      <p role="status" className={`mt-2 text-sm ${message?.tone === "error" ? "text-red-800" : "text-emerald-800"}`}>
        {message?.text}
      </p>
    </section>
  );
}
