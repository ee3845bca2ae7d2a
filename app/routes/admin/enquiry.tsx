/**
 * One enquiry (/enquiries/:id, issue #15): who sent it and what they asked, tap to call or
 * WhatsApp, the visitor's own time when they are abroad, a reply from the company's templates
 * (docs/product.md §10), its status, a follow-up date, notes with their time, and delete. What
 * the visitor wrote is shown as text: never as HTML, and a link in it is not clickable.
 */
import ArrowLeft from "lucide-react/icons/arrow-left";
import Trash2 from "lucide-react/icons/trash";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from "../../../domain/enquiries";
import { DEFAULT_LOCALE, intlLocale, type Locale } from "../../../domain/locales";
import type { ReplyTemplate } from "../../../domain/reply-templates";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { kindLabel, labelsOf, serviceLabel, statusLabel } from "../../components/admin/enquiry-labels";
import {
  AutomatedBadge,
  ContactButtons,
  FollowUpBadge,
  KindBadge,
  LabelledOptions,
  StatusBadge,
} from "../../components/admin/enquiry-parts";
import { browserZoneOf } from "../../components/admin/enquiry-row";
import { LoadFailure } from "../../components/admin/manage-parts";
import { ReplyPicker } from "../../components/admin/reply-picker";
import { richMessage } from "../../components/admin/rich-message";
import { VisitorTime } from "../../components/admin/visitor-time";
import { bedroomsIn, floorsIn, foreignRangeIn, lakhRangeIn, plotIn, rupeesIn } from "../../components/estimator/words";
import { buttonClass } from "../../components/ui/button";
import { formatDate, formatNumber } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { adminLocale } from "../../lib/admin-language";
import { requireToken } from "../../lib/admin-guard";
import { visitSlotLabelIn } from "../../lib/hours-text";
import { ApiError, apiDelete, apiGet, apiJson } from "../../lib/api-client";
import { useSite } from "../../lib/use-site";
import type { Route } from "./+types/enquiry";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  requireToken();
  // The templates are a help, not the enquiry: without them the page still shows.
  const templates = apiGet<{ templates: ReplyTemplate[] }>("/api/reply-templates").then(
    (answer) => answer.templates,
    () => null,
  );
  try {
    const { enquiry } = await apiGet<{ enquiry: Enquiry }>(`/api/enquiries/${encodeURIComponent(params.id)}`);
    return { enquiry, templates: await templates, error: null };
  } catch (error) {
    return {
      enquiry: null,
      templates: null,
      error: error instanceof ApiError && error.status === 404 ? ("not-found" as const) : ("failed" as const),
    };
  }
}
clientLoader.hydrate = true as const;

export function meta({ data }: Route.MetaArgs) {
  const locale = adminLocale();
  return [
    {
      title: data?.enquiry
        ? m.adminEnquiriesPageTitle(locale, { reference: data.enquiry.reference })
        : m.adminEnquiriesPageTitleBare(locale),
    },
  ];
}

const englishWhen = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** When an enquiry or a note was written, on India's clock. */
function when(locale: Locale, at: string): string {
  return locale === DEFAULT_LOCALE ? englishWhen.format(new Date(at)) : formatDate(locale, at, { dateStyle: "medium", timeStyle: "short" });
}

/** A visit's day: "Saturday, 28 November 2026" (the date as the visitor chose it, without a clock). */
function visitDay(locale: Locale, date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocale(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

const FIELD =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

function KindDetails({ enquiry }: { enquiry: Enquiry }) {
  const locale = useLocale();
  const details = enquiry.details;
  switch (details.kind) {
    case "message":
      return <Fact label={m.adminEnquiriesService(locale)}>{serviceLabel(locale, details.service)}</Fact>;
    case "call-back":
      return <Fact label={m.adminEnquiriesAsksFor(locale)}>{m.adminEnquiriesACallBack(locale)}</Fact>;
    case "site-visit":
      return (
        <>
          <Fact label={m.adminEnquiriesVisit(locale)}>
            {visitDay(locale, details.date)},{" "}
            {details.slot && locale !== DEFAULT_LOCALE
              ? visitSlotLabelIn(locale, { value: details.slot, label: details.slotLabel })
              : details.slotLabel}
          </Fact>
          {details.locality ? <Fact label={m.adminEnquiriesSite(locale)}>{details.locality}</Fact> : null}
        </>
      );
    case "estimate": {
      const e = details.estimate;
      return (
        <>
          <Fact label={m.adminEnquiriesEstimate(locale)}>
            {lakhRangeIn(locale, e.low, e.high)} ({rupeesIn(locale, e.low)} – {rupeesIn(locale, e.high)})
          </Fact>
          {e.foreign ? <Fact label={m.adminEnquiriesAskedIn(locale)}>{foreignRangeIn(locale, e.foreign)}</Fact> : null}
          <Fact label={m.adminEnquiriesPackage(locale)}>
            {m.adminEnquiriesPackageText(locale, { tier: details.tier, rate: rupeesIn(locale, e.rate), warranty: e.warranty })}
          </Fact>
          <Fact label={m.adminEnquiriesPlot(locale)}>
            {m.adminEnquiriesPlotText(locale, { plot: plotIn(locale, e.plotSize, e.plotUnit), sqft: formatNumber(locale, e.plotSqft) })}
          </Fact>
          {e.bedrooms ? <Fact label={m.adminEnquiriesBedrooms(locale)}>{bedroomsIn(locale, e.bedrooms)}</Fact> : null}
          <Fact label={m.adminEnquiriesBuiltUpArea(locale)}>
            {m.adminEnquiriesBuiltUpText(locale, { area: formatNumber(locale, e.builtUpArea), floors: floorsIn(locale, e.floors) })}
          </Fact>
        </>
      );
    }
  }
}

export default function EnquiryPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [enquiry, setEnquiry] = useState(loaderData.enquiry);
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  // After a call or a WhatsApp message to a new enquiry: offered to mark it contacted, not done unasked.
  const [askContacted, setAskContacted] = useState<"call" | "whatsapp" | "copy" | null>(null);
  const { company } = useSite();

  if (loaderData.error === "not-found" || (!enquiry && !loaderData.error)) {
    return (
      <div className="rounded-card border border-dashed border-slate-300 bg-white/80 p-8 text-center">
        <h1 className="text-xl font-semibold text-ink">{m.adminEnquiriesNotFound(locale)}</h1>
        <p className="mt-2 text-slate-600">{m.adminEnquiriesNotFoundText(locale)}</p>
        <Link to="/enquiries" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          {m.adminEnquiriesBack(locale)}
        </Link>
      </div>
    );
  }
  if (!enquiry) return <LoadFailure message={m.adminEnquiriesLoadOneError(locale)} />;

  const save = async (change: object, done: string) => {
    setBusy(true);
    setProblem(null);
    setSaved(null);
    try {
      const answer = await apiJson<{ enquiry: Enquiry }>("PUT", `/api/enquiries/${enquiry.id}`, change);
      setEnquiry(answer.enquiry);
      setSaved(done);
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnauthorized))
        setProblem(error instanceof ApiError ? error.message : m.adminEnquiriesSaveFailed(locale));
    } finally {
      setBusy(false);
    }
  };

  const addNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    setBusy(true);
    setProblem(null);
    setSaved(null);
    try {
      const answer = await apiJson<{ enquiry: Enquiry }>("POST", `/api/enquiries/${enquiry.id}/notes`, { text: note });
      setEnquiry(answer.enquiry);
      setNote("");
      setSaved(m.adminEnquiriesNoteAdded(locale));
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnauthorized))
        setProblem(error instanceof ApiError ? error.message : m.adminEnquiriesNoteFailed(locale));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!(await confirm(m.adminEnquiriesDeleteConfirm(locale)))) return;
    try {
      await apiDelete(`/api/enquiries/${enquiry.id}`);
      void navigate("/enquiries");
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnauthorized)) window.alert(m.adminEnquiriesDeleteFailed(locale));
    }
  };

  return (
    <div className="space-y-6">
      <Link to="/enquiries" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {m.adminEnquiriesAllEnquiries(locale)}
      </Link>
      <div className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-card sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={enquiry.status} />
            <KindBadge kind={enquiry.kind} />
            <FollowUpBadge enquiry={enquiry} />
            <AutomatedBadge enquiry={enquiry} />
          </div>
          <h1 className="mt-2 text-2xl font-bold break-words text-ink md:text-3xl">{enquiry.name}</h1>
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-mono">{enquiry.reference}</span> ·{" "}
            {m.adminEnquiriesKindFromPage(locale, { kind: kindLabel(locale, enquiry.kind), page: enquiry.page })} ·{" "}
            <time dateTime={enquiry.createdAt}>{when(locale, enquiry.createdAt)}</time>
          </p>
          <VisitorTime phone={enquiry.phone} timeZone={browserZoneOf(enquiry)} className="mt-2" />
          {enquiry.quotedReference ? (
            <p className="mt-1 text-sm text-slate-600">
              {richMessage({ reference: <span className="font-mono">{enquiry.quotedReference}</span> }, (marks) =>
                m.adminEnquiriesQuotedReference(locale, marks),
              )}
            </p>
          ) : null}
        </div>
        <ContactButtons enquiry={enquiry} onContact={(how) => enquiry.status === "new" && setAskContacted(how)} />
      </div>
      {askContacted && enquiry.status === "new" ? (
        <div
          role="group"
          aria-label={m.adminEnquiriesMarkAsContacted(locale)}
          className="flex flex-col gap-3 rounded-card border border-sky-200 bg-sky-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-medium text-slate-800">
            {askContacted === "call"
              ? m.adminEnquiriesDidYouReach(locale, { name: enquiry.name })
              : askContacted === "copy"
                ? m.adminEnquiriesDidYouSendTheMessage(locale, { name: enquiry.name })
                : m.adminEnquiriesDidYouSendMessage(locale, { name: enquiry.name })}{" "}
            {m.adminEnquiriesMarkTheEnquiry(locale)}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void save({ status: "contacted" }, m.adminEnquiriesMarkedContacted(locale)).then(() => setAskContacted(null))}
              className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-500"
            >
              {m.adminEnquiriesMarkAsContacted(locale)}
            </button>
            <button
              type="button"
              onClick={() => setAskContacted(null)}
              className="min-h-11 rounded-lg px-4 font-medium text-slate-700 hover:bg-slate-100"
            >
              {m.adminEnquiriesNotNow(locale)}
            </button>
          </div>
        </div>
      ) : null}

      <ReplyPicker
        enquiry={enquiry}
        companyName={company.name}
        templates={loaderData.templates}
        onSent={(how) => enquiry.status === "new" && setAskContacted(how)}
      />

      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="enquiry-details" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
          <h2 id="enquiry-details" className="text-lg font-semibold text-ink">
            {m.adminEnquiriesDetails(locale)}
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Fact label={m.adminEnquiriesPhone(locale)}>{enquiry.phone}</Fact>
            {enquiry.email ? (
              <Fact label={m.adminEnquiriesEmail(locale)}>
                <a href={`mailto:${enquiry.email}`} className="text-brand-700 hover:underline">
                  {enquiry.email}
                </a>
              </Fact>
            ) : null}
            <KindDetails enquiry={enquiry} />
          </dl>
          {enquiry.message ? (
            <div className="mt-5">
              <h3 className="text-sm text-slate-600">{m.adminEnquiriesMessage(locale)}</h3>
              <p className="mt-1 break-words whitespace-pre-wrap text-ink">{enquiry.message}</p>
            </div>
          ) : null}
        </section>

        <section aria-labelledby="enquiry-follow-up" className="space-y-5 rounded-card border border-slate-200 bg-white p-5 shadow-card">
          <h2 id="enquiry-follow-up" className="text-lg font-semibold text-ink">
            {m.adminEnquiriesFollowUp(locale)}
          </h2>
          <label className="block">
            <span className="text-sm font-medium text-slate-800">{m.adminEnquiriesStatus(locale)}</span>
            <select
              value={enquiry.status}
              onChange={(event) => void save({ status: event.target.value as EnquiryStatus }, m.adminEnquiriesStatusSaved(locale))}
              className={`${FIELD} mt-1 block w-full`}
            >
              <LabelledOptions values={ENQUIRY_STATUSES} labels={labelsOf(locale, ENQUIRY_STATUSES, statusLabel)} />
            </select>
          </label>
          <label className="block">
            <span className="text-sm font-medium text-slate-800">{m.adminEnquiriesFollowUpOn(locale)}</span>
            <input
              type="date"
              value={enquiry.followUpOn ?? ""}
              onChange={(event) =>
                void save(
                  { followUpOn: event.target.value || null },
                  event.target.value ? m.adminEnquiriesFollowUpSaved(locale) : m.adminEnquiriesFollowUpCleared(locale),
                )
              }
              className={`${FIELD} mt-1 block w-full`}
            />
          </label>
          <p role="status" className="min-h-5 text-sm text-emerald-800">
            {saved}
          </p>
          {problem ? (
            <p role="alert" className="text-sm text-red-800">
              {problem}
            </p>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="enquiry-notes" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
        <h2 id="enquiry-notes" className="text-lg font-semibold text-ink">
          {m.adminEnquiriesNotes(locale)}
        </h2>
        {enquiry.notes.length === 0 ? (
          <p className="mt-2 text-slate-600">{m.adminEnquiriesNoNotes(locale)}</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {enquiry.notes.map((entry) => (
              <li key={entry.id} className="rounded-lg bg-slate-50 p-3">
                <p className="break-words whitespace-pre-wrap text-ink">{entry.text}</p>
                <p className="mt-1 text-xs text-slate-500">
                  <time dateTime={entry.createdAt}>{when(locale, entry.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
        <form onSubmit={(event) => void addNote(event)} className="mt-4 space-y-2">
          <label htmlFor="enquiry-note" className="text-sm font-medium text-slate-800">
            {m.adminEnquiriesAddANote(locale)}
          </label>
          <textarea
            id="enquiry-note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            maxLength={2000}
            placeholder={m.adminEnquiriesNotePlaceholder(locale)}
            className={`${FIELD} block w-full`}
          />
          <button type="submit" disabled={busy || !note.trim()} className={buttonClass({})}>
            {m.adminEnquiriesAddNote(locale)}
          </button>
        </form>
      </section>

      <button
        type="button"
        onClick={() => void remove()}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-red-300 px-4 font-semibold text-red-800 hover:bg-red-50"
      >
        <Trash2 aria-hidden="true" className="size-5" />
        {m.adminEnquiriesDelete(locale)}
      </button>
    </div>
  );
}
