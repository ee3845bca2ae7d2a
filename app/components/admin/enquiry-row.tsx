/**
 * An enquiry in a list (docs/product.md §10): in the inbox, one visitor's latest enquiry with the
 * others a tap away, and on the dashboard's "Today". Each row calls or opens WhatsApp, shows the
 * visitor's own time when they are abroad, and marks a new enquiry contacted where it is, with an
 * undo; a call or a message from the row offers it, as the enquiry's own page does. What the
 * visitor wrote is shown as text.
 */
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { Enquiry, EnquiryStatus } from "../../../domain/enquiries";
import type { Locale } from "../../../domain/locales";
import { ApiError, apiJson } from "../../lib/api-client";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { formatRelativeTime } from "../../lib/relative-time";
import { countIn, kindLabel, subjectIn } from "./enquiry-labels";
import { AutomatedBadge, ContactButtons, FollowUpBadge, KindBadge, StatusBadge } from "./enquiry-parts";
import { snippet } from "./manage-parts";
import { VisitorTime } from "./visitor-time";

/** Hears that an enquiry's status changed here (the page keeps its counts in step). */
export type StatusChange = (enquiry: Enquiry, from: EnquiryStatus) => void;

/** The browser's zone a call-back request carried, for the visitor's time. */
export function browserZoneOf(enquiry: Pick<Enquiry, "details">): string | undefined {
  return enquiry.details.kind === "call-back" ? enquiry.details.timeZone : undefined;
}

/** Marks an enquiry contacted (or back to new): its status, saved, with the outcome to show. */
function useStatusSave(enquiry: Enquiry, onChange: (saved: Enquiry, from: EnquiryStatus) => void) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (status: EnquiryStatus) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await apiJson<{ enquiry: Enquiry }>("PUT", `/api/enquiries/${enquiry.id}`, { status });
      onChange(answer.enquiry, enquiry.status);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnauthorized))
        setProblem(error instanceof ApiError && error.status !== 0 ? error.message : m.adminEnquiriesSaveFailed(locale));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, save };
}

/** "2 notes", "1 note". */
function notesCount(locale: Locale, count: number): string {
  const values = { count: countIn(locale, count) };
  return count === 1 ? m.adminEnquiriesNotesOne(locale, values) : m.adminEnquiriesNotesMany(locale, values);
}

/** "3 enquiries", "1 enquiry". */
export function enquiriesCount(locale: Locale, count: number): string {
  const values = { count: countIn(locale, count) };
  return count === 1 ? m.adminEnquiriesCountOne(locale, values) : m.adminEnquiriesCountMany(locale, values);
}

const HEADINGS = { 2: "h2", 3: "h3", 4: "h4" } as const;

const SMALL_BUTTON = "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold disabled:opacity-60";

/**
 * The row's way to mark a new enquiry contacted: a button, or after a call or a message from the
 * row, the question the enquiry's page asks; then "Marked as contacted" with Undo.
 */
function MarkContacted({
  enquiry,
  asked,
  onAnswered,
  onChange,
}: {
  enquiry: Enquiry;
  asked: "call" | "whatsapp" | null;
  onAnswered: () => void;
  onChange: (saved: Enquiry, from: EnquiryStatus) => void;
}) {
  const locale = useLocale();
  const [marked, setMarked] = useState(false);
  const { busy, problem, save } = useStatusSave(enquiry, onChange);
  const mark = async () => {
    if (await save("contacted")) {
      setMarked(true);
      onAnswered();
    }
  };
  const undo = async () => {
    if (await save("new")) setMarked(false);
  };
  return (
    <div className="mt-2">
      {marked && enquiry.status === "contacted" ? (
        <p role="status" className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-emerald-800">
          <Check aria-hidden="true" className="size-4" />
          {m.adminEnquiriesMarkedContacted(locale)}
          <button
            type="button"
            disabled={busy}
            onClick={() => void undo()}
            aria-label={m.adminEnquiriesUndoLabel(locale, { name: enquiry.name })}
            className={`${SMALL_BUTTON} text-brand-800 hover:bg-brand-50`}
          >
            {m.adminEnquiriesUndo(locale)}
          </button>
        </p>
      ) : enquiry.status === "new" && asked ? (
        <div
          role="group"
          aria-label={m.adminEnquiriesMarkNameContacted(locale, { name: enquiry.name })}
          className="rounded-lg bg-sky-50 p-2"
        >
          <p className="px-1 text-sm font-medium text-slate-800">
            {asked === "call"
              ? m.adminEnquiriesDidYouReach(locale, { name: enquiry.name })
              : m.adminEnquiriesDidYouSendMessage(locale, { name: enquiry.name })}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void mark()}
              className={`${SMALL_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {m.adminEnquiriesMarkAsContacted(locale)}
            </button>
            <button type="button" onClick={onAnswered} className={`${SMALL_BUTTON} text-slate-700 hover:bg-slate-100`}>
              {m.adminEnquiriesNotNow(locale)}
            </button>
          </div>
        </div>
      ) : enquiry.status === "new" ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void mark()}
          aria-label={m.adminEnquiriesMarkContactedName(locale, { name: enquiry.name })}
          className={`${SMALL_BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          <Check aria-hidden="true" className="size-4" />
          {busy ? m.adminEnquiriesSaving(locale) : m.adminEnquiriesMarkContacted(locale)}
        </button>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** One enquiry: who, what, when, their time, Call and WhatsApp, and "Mark contacted" while new. */
export function EnquiryRow({
  enquiry,
  now,
  headingLevel = 2,
  onStatusChange,
}: {
  enquiry: Enquiry;
  now: number;
  headingLevel?: 2 | 3 | 4;
  onStatusChange?: StatusChange;
}) {
  const locale = useLocale();
  const [current, setCurrent] = useState(enquiry);
  const [asked, setAsked] = useState<"call" | "whatsapp" | null>(null);
  const Heading = HEADINGS[headingLevel];
  const changed = (saved: Enquiry, from: EnquiryStatus) => {
    setCurrent(saved);
    onStatusChange?.(saved, from);
  };
  return (
    <div>
      <div className="flex gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading className="font-semibold break-words text-ink">
              <Link to={`/enquiries/${current.id}`} className="hover:underline">
                {current.name}
              </Link>
            </Heading>
            <StatusBadge status={current.status} />
            <KindBadge kind={current.kind} />
            <FollowUpBadge enquiry={current} />
            <AutomatedBadge enquiry={current} />
          </div>
          <p className="mt-1 text-sm font-medium break-words text-slate-700">{subjectIn(locale, current)}</p>
          {current.message ? <p className="mt-1 text-sm break-words text-slate-600">{snippet(current.message, 120)}</p> : null}
          <p className="mt-1 text-xs text-slate-600">
            <span className="font-mono">{current.reference}</span> · {current.phone} ·{" "}
            <time dateTime={current.createdAt}>{formatRelativeTime(locale, current.createdAt, now)}</time>
            {current.notes.length > 0 ? ` · ${notesCount(locale, current.notes.length)}` : ""}
          </p>
        </div>
        <ContactButtons enquiry={current} compact onContact={(how) => current.status === "new" && setAsked(how)} />
      </div>
      <VisitorTime phone={current.phone} timeZone={browserZoneOf(current)} className="mt-1" />
      <MarkContacted enquiry={current} asked={asked} onAnswered={() => setAsked(null)} onChange={changed} />
    </div>
  );
}

/** An earlier enquiry of the same visitor, under the latest: what, when, its status, and a link to it. */
function EarlierEnquiry({ enquiry, now, onStatusChange }: { enquiry: Enquiry; now: number; onStatusChange?: StatusChange }) {
  const locale = useLocale();
  const [current, setCurrent] = useState(enquiry);
  return (
    <li className="border-t border-slate-100 py-3 first:border-t-0">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={`/enquiries/${current.id}`} className="font-medium text-brand-800 hover:underline">
          {kindLabel(locale, current.kind)} <span className="font-mono text-sm">{current.reference}</span>
        </Link>
        <StatusBadge status={current.status} />
        <FollowUpBadge enquiry={current} />
      </div>
      <p className="mt-1 text-sm break-words text-slate-700">{subjectIn(locale, current)}</p>
      <p className="mt-0.5 text-xs text-slate-600">
        {current.name} · <time dateTime={current.createdAt}>{formatRelativeTime(locale, current.createdAt, now)}</time>
      </p>
      <MarkContacted
        enquiry={current}
        asked={null}
        onAnswered={() => undefined}
        onChange={(saved, from) => {
          setCurrent(saved);
          onStatusChange?.(saved, from);
        }}
      />
    </li>
  );
}

/**
 * One visitor in the inbox: their latest enquiry, and "3 enquiries", which opens the others (the
 * same number, however it was typed: domain/enquiry-groups.ts).
 */
export function VisitorGroupRow({
  enquiries,
  count,
  now,
  onStatusChange,
}: {
  enquiries: Enquiry[];
  count: number;
  now: number;
  onStatusChange?: StatusChange;
}) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const [latest, ...earlier] = enquiries;
  if (!latest) return null;
  return (
    <li className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
      <EnquiryRow enquiry={latest} now={now} onStatusChange={onStatusChange} />
      {count > 1 ? (
        <div className="mt-2 border-t border-slate-100 pt-2">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
            {enquiriesCount(locale, count)}
            <span className="sr-only"> {m.adminEnquiriesFromName(locale, { name: latest.name })}</span>
          </button>
          <ul id={listId} hidden={!open} aria-label={m.adminEnquiriesEarlierFrom(locale, { name: latest.name })} className="mt-1 pl-2">
            {open
              ? earlier.map((enquiry) => <EarlierEnquiry key={enquiry.id} enquiry={enquiry} now={now} onStatusChange={onStatusChange} />)
              : null}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
