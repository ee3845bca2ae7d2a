/**
 * "Today", the dashboard's first section (docs/product.md §10): the new enquiries (how many, and
 * the newest few, each to open, call, WhatsApp or mark contacted) and the follow-ups due today or
 * overdue, above everything else the dashboard shows, so the owner's phone opens on the people
 * waiting for an answer.
 */
import ChevronRight from "lucide-react/icons/chevron-right";
import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Enquiry } from "../../../domain/enquiries";
import { DEFAULT_LOCALE } from "../../../domain/locales";
import { formatDate } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { countIn } from "./enquiry-labels";
import { EnquiryRow, type StatusChange } from "./enquiry-row";

export interface TodayEnquiries {
  fresh: { count: number; first: Enquiry[] };
  due: { count: number; first: Enquiry[] };
}

/** How many the dashboard shows of each list; the rest are a tap away in the inbox. */
export const TODAY_FIRST = { fresh: 3, due: 5 } as const;

const DAY: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long" };
const DAY_FORMAT = new Intl.DateTimeFormat("en-IN", { ...DAY, timeZone: "Asia/Kolkata" });

function TodayList({
  title,
  count,
  enquiries,
  empty,
  link,
  now,
  onStatusChange,
}: {
  title: string;
  count: number;
  enquiries: Enquiry[];
  empty: string;
  link: { to: string; text: string };
  now: number;
  onStatusChange?: StatusChange;
}) {
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="font-semibold text-ink">
          {title}
        </h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${count > 0 ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-700"}`}
        >
          {countIn(locale, count)}
        </span>
      </div>
      {enquiries.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id} className="py-3">
              <EnquiryRow enquiry={enquiry} now={now} headingLevel={4} onStatusChange={onStatusChange} />
            </li>
          ))}
        </ul>
      )}
      <Link to={link.to} className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline">
        {link.text}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

export function Today({ enquiries, now }: { enquiries: TodayEnquiries | null; now: number }) {
  const locale = useLocale();
  const revalidator = useRevalidator();
  const { fresh, due } = enquiries ?? { fresh: null, due: null };
  // New enquiries marked contacted (or back) here, for the count; the rows stay until the next visit.
  const [newDelta, setNewDelta] = useState(0);
  const onStatusChange: StatusChange = (enquiry, from) =>
    setNewDelta((value) => value + (enquiry.status === "new" ? 1 : 0) - (from === "new" ? 1 : 0));
  return (
    <section aria-labelledby="today" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="today" className="text-xl font-bold text-ink">
          {m.adminDashboardToday(locale)}
        </h2>
        <p className="text-sm text-slate-600">{locale === DEFAULT_LOCALE ? DAY_FORMAT.format(now) : formatDate(locale, now, DAY)}</p>
      </div>
      {!fresh || !due ? (
        <div className="rounded-card border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{m.adminDashboardTodayFailed(locale)}</p>
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state === "loading"}
            className="mt-2 min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {revalidator.state === "loading" ? m.adminDashboardLoading(locale) : m.adminDashboardTryAgain(locale)}
          </button>
        </div>
      ) : (
        <>
          {fresh.count === 0 && due.count === 0 ? (
            <p className="rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-900">{m.adminDashboardUpToDate(locale)}</p>
          ) : null}
          <div className="grid gap-3 lg:grid-cols-2">
            <TodayList
              title={m.adminDashboardNewEnquiries(locale)}
              count={Math.max(0, fresh.count + newDelta)}
              enquiries={fresh.first}
              empty={m.adminDashboardNoNew(locale)}
              link={{ to: "/enquiries", text: m.adminDashboardOpenInbox(locale) }}
              now={now}
              onStatusChange={onStatusChange}
            />
            <TodayList
              title={m.adminDashboardFollowUpsDue(locale)}
              count={due.count}
              enquiries={due.first}
              empty={m.adminDashboardNoFollowUps(locale)}
              link={{ to: "/enquiries?view=follow-up", text: m.adminDashboardAllFollowUps(locale) }}
              now={now}
              onStatusChange={onStatusChange}
            />
          </div>
        </>
      )}
    </section>
  );
}
