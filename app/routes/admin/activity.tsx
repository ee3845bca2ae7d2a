/**
 * Activity (/activity, docs/product.md §6): who did what, newest first, for the owner and the
 * editors. Every change to the content (who saved, published or deleted which item) and every
 * account event (sign-ins, failed sign-ins, invitations, role changes, second-step changes), each in
 * plain words with the item linked, grouped by the company's day. The filters (person, kind, dates)
 * are in the URL, so Back and reload keep them; "Load more" adds the older entries.
 */
import Activity from "lucide-react/icons/activity";
import FilePen from "lucide-react/icons/file-pen";
import KeyRound from "lucide-react/icons/key-round";
import LogIn from "lucide-react/icons/log-in";
import ShieldAlert from "lucide-react/icons/shield-alert";
import Trash2 from "lucide-react/icons/trash-2";
import UserCog from "lucide-react/icons/user-cog";
import type { LucideIcon } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { companyDate, COMPANY_TIME_ZONE } from "../../../domain/company-clock";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locales";
import {
  ACCOUNT_SENTENCES,
  CONTENT_SENTENCES,
  FROM_ADDRESS,
  KIND_CHOICES,
  nounIn,
  otherChange,
  siteSentence,
} from "../../components/admin/activity-labels";
import { countIn } from "../../components/admin/enquiry-labels";
import { LoadFailure } from "../../components/admin/manage-parts";
import { richMessage } from "../../components/admin/rich-message";
import { buttonClass } from "../../components/ui/button";
import { formatDate } from "../../i18n/format";
import { requireToken } from "../../lib/admin-guard";
import { adminLocale } from "../../lib/admin-language";
import { ApiError, apiGet } from "../../lib/api-client";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { formatRelativeTime } from "../../lib/relative-time";
import type { Route } from "./+types/activity";
import { possessive } from "../../../domain/account-limits";

/** GET /api/admin/activity's answer (docs/api.md "Activity"). */
interface ActivityEntry {
  id: string;
  at: string;
  source: "content" | "account";
  action: string;
  actor: { id: string | null; name: string };
  kind: string;
  item: { id: string; title: string; path: string | null; state: "live" | "trash" | "gone" } | null;
  subject?: { id: string | null; name: string } | null;
  fields?: string[];
  detail?: string | null;
  address?: string | null;
}

interface ActivityAnswer {
  entries: ActivityEntry[];
  next: string | null;
  people: Array<{ id: string; name: string }>;
}

const FILTERS = ["person", "kind", "from", "to"] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireToken();
  const url = new URL(request.url);
  const filters: Filters = {};
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const query = new URLSearchParams(filters).toString();
  try {
    const answer = await apiGet<ActivityAnswer>(`/api/admin/activity${query ? `?${query}` : ""}`);
    return { answer, filters, query, now: Date.now(), error: null };
  } catch {
    return { answer: null, filters, query, now: Date.now(), error: "load" as const };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: m.adminActivityTitle(adminLocale()) }];
}

const FIELD =
  "min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none";

const LABEL = "mb-1 block text-sm font-medium text-slate-700";

const ABSOLUTE_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: COMPANY_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};
const DAY_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: COMPANY_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
};
const ABSOLUTE = new Intl.DateTimeFormat("en-GB", ABSOLUTE_OPTIONS);
const DAY_HEADING = new Intl.DateTimeFormat("en-GB", DAY_OPTIONS);

/** "3 Mar 2026, 7:40 pm" on India's clock, in the admin's language. */
function absoluteTime(locale: Locale, at: string): string {
  return locale === DEFAULT_LOCALE ? ABSOLUTE.format(new Date(at)) : formatDate(locale, at, ABSOLUTE_OPTIONS);
}

/** A day's heading: "Today", "Yesterday", else the date (the company's days). */
function dayHeading(locale: Locale, day: string, sample: string, now: number): string {
  if (day === companyDate(new Date(now))) return m.adminActivityToday(locale);
  if (day === companyDate(new Date(now - 86_400_000))) return m.adminActivityYesterday(locale);
  return locale === DEFAULT_LOCALE ? DAY_HEADING.format(new Date(sample)) : formatDate(locale, sample, DAY_OPTIONS);
}

/** The item of a content entry, named and linked: “Villa at Kowdiar”, or what is left of it. */
function ItemName({ entry }: { entry: ActivityEntry }): ReactNode {
  const locale = useLocale();
  const item = entry.item;
  if (!item) return null;
  if (item.state === "gone") return <span className="text-slate-600 italic">{m.adminActivityDeletedSince(locale)}</span>;
  const title = item.title.trim() ? `“${item.title}”` : m.adminActivityUntitled(locale);
  if (!item.path) return <span className="font-medium">{title}</span>;
  return (
    <Link to={item.path} className="font-medium break-words text-brand-700 underline-offset-2 hover:underline">
      {title}
      {item.state === "trash" ? <span className="text-sm font-normal text-slate-600"> {m.adminActivityInTrash(locale)}</span> : null}
    </Link>
  );
}

/** A content entry in words: "Devi saved the project “Villa at Kowdiar”". */
function contentSentence(locale: Locale, entry: ActivityEntry): ReactNode {
  const elements = { who: <strong className="font-semibold">{entry.actor.name}</strong>, item: <ItemName entry={entry} /> };
  if (entry.kind === "site") return richMessage(elements, (marks) => siteSentence(locale, entry.action, marks));
  const sentence = Object.hasOwn(CONTENT_SENTENCES, entry.action) ? CONTENT_SENTENCES[entry.action] : undefined;
  return richMessage(elements, (marks) => {
    const parts = {
      ...marks,
      noun: nounIn(locale, entry.kind),
      gone: entry.item?.state === "gone",
      pinned: entry.fields?.includes("pinned") ?? false,
    };
    return sentence ? sentence(locale, parts) : otherChange(locale, parts, entry.action);
  });
}

/** An account entry in words: "Owner changed Rahul’s role: Editor → Sales". */
function accountSentence(locale: Locale, entry: ActivityEntry): ReactNode {
  const who = <strong className="font-semibold">{entry.actor.name}</strong>;
  const subject = entry.subject?.name ?? m.adminActivityAnAccount(locale);
  const them = <strong className="font-semibold">{subject}</strong>;
  const detail = entry.detail ?? "";
  const sentence = Object.hasOwn(ACCOUNT_SENTENCES, entry.action) ? ACCOUNT_SENTENCES[entry.action] : undefined;
  if (!sentence)
    return (
      <>
        {who}: {entry.action}
        {entry.subject ? <> ({them})</> : null}
        {detail ? ` · ${detail}` : ""}
      </>
    );
  // English says "Rahul’s role"; the other languages word the sentence around the name itself.
  const theirs = <strong className="font-semibold">{locale === DEFAULT_LOCALE ? possessive(subject) : subject}</strong>;
  const from = entry.address && FROM_ADDRESS.has(entry.action) ? ` ${m.adminActivityFrom(locale, { address: entry.address })}` : "";
  return (
    <>
      {richMessage({ who, them, theirs }, (marks) =>
        sentence(locale, {
          ...marks,
          detail,
          aboutOther: Boolean(entry.subject && entry.subject.id !== entry.actor.id),
          named: Boolean(entry.subject),
        }),
      )}
      {from}
    </>
  );
}

const ICONS = { edit: FilePen, trash: Trash2, failed: ShieldAlert, signIn: LogIn, key: KeyRound, account: UserCog } satisfies Record<
  string,
  LucideIcon
>;

function iconOf(entry: ActivityEntry): keyof typeof ICONS {
  if (entry.source === "content") return entry.action === "trashed" || entry.action === "deleted" ? "trash" : "edit";
  if (entry.action === "sign-in-failed") return "failed";
  if (entry.action === "signed-in" || entry.action === "recovery-code-used") return "signIn";
  if (/^(second-step|passkey|reset)|password/.test(entry.action)) return "key";
  return "account";
}

function Entry({ entry, now }: { entry: ActivityEntry; now: number }) {
  const locale = useLocale();
  const failed = entry.action === "sign-in-failed";
  const Icon = ICONS[iconOf(entry)];
  const relative = formatRelativeTime(locale, entry.at, now);
  const absolute = absoluteTime(locale, entry.at);
  return (
    <li
      className={`flex items-start gap-3 rounded-lg px-3 py-3 ${failed ? "border border-red-200 bg-red-50" : "bg-white"}`}
      data-source={entry.source}
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-9 shrink-0 place-items-center rounded-full ${failed ? "bg-red-100 text-red-700" : "bg-brand-50 text-brand-700"}`}
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className={`break-words ${failed ? "text-red-900" : "text-ink"}`}>
          {failed ? (
            <span className="mr-1.5 rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
              {m.adminActivityFailedSignIn(locale)}
            </span>
          ) : null}
          {entry.source === "content" ? contentSentence(locale, entry) : accountSentence(locale, entry)}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          <time dateTime={entry.at} title={absolute}>
            {relative === absolute || !relative ? absolute : `${relative} · ${absolute}`}
          </time>
        </p>
      </div>
    </li>
  );
}

/** The entries under their company day's heading. */
function Timeline({ entries, now, busy }: { entries: ActivityEntry[]; now: number; busy: boolean }) {
  const locale = useLocale();
  const days: Array<{ day: string; entries: ActivityEntry[] }> = [];
  for (const entry of entries) {
    const day = companyDate(new Date(entry.at));
    const last = days.at(-1);
    if (last && last.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return (
    <div aria-busy={busy} className={`space-y-6 ${busy ? "opacity-60" : ""}`}>
      {days.map(({ day, entries: ofDay }) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {dayHeading(locale, day, ofDay[0]!.at, now)}
          </h2>
          <ul className="space-y-2 rounded-card border border-slate-200 bg-white p-2 shadow-card">
            {ofDay.map((entry) => (
              <Entry key={`${entry.source}-${entry.id}`} entry={entry} now={now} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function FilterForm({ filters, people }: { filters: Filters; people: ActivityAnswer["people"] }) {
  const locale = useLocale();
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim()) params.set(name, value.trim());
    }
    const query = params.toString();
    void navigate(query ? `/activity?${query}` : "/activity");
  };
  const filtered = FILTERS.some((name) => filters[name]);
  // A person the link names but the list does not (gone from it since) still shows as chosen.
  const choices =
    filters.person && !people.some((p) => p.id === filters.person)
      ? [...people, { id: filters.person, name: m.adminActivitySomeoneElse(locale) }]
      : people;
  // The form is drawn afresh for each URL (its key), so Back shows the filters of that page.
  return (
    <form
      key={JSON.stringify(filters)}
      role="search"
      aria-label={m.adminActivityFilterLabel(locale)}
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-card lg:grid-cols-4"
    >
      <div className="min-w-0">
        <label htmlFor={`${id}-person`} className={LABEL}>
          {m.adminActivityPerson(locale)}
        </label>
        <select id={`${id}-person`} name="person" defaultValue={filters.person ?? ""} className={FIELD}>
          <option value="">{m.adminActivityEveryone(locale)}</option>
          {choices.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-kind`} className={LABEL}>
          {m.adminActivityKind(locale)}
        </label>
        <select id={`${id}-kind`} name="kind" defaultValue={filters.kind ?? ""} className={FIELD}>
          {KIND_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label(locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-from`} className={LABEL}>
          {m.adminActivityFromDate(locale)}
        </label>
        <input id={`${id}-from`} type="date" name="from" defaultValue={filters.from ?? ""} className={FIELD} />
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-to`} className={LABEL}>
          {m.adminActivityToDate(locale)}
        </label>
        <input id={`${id}-to`} type="date" name="to" defaultValue={filters.to ?? ""} className={FIELD} />
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-3 lg:col-span-4">
        <button type="submit" className={buttonClass({}, "flex-1 lg:flex-none")}>
          {m.adminActivityApply(locale)}
        </button>
        {filtered ? (
          <Link to="/activity" className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
            {m.adminActivityClear(locale)}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** The entries of one URL's filters, and the older ones "Load more" adds. */
function Entries({ first, query, now, busy }: { first: ActivityAnswer; query: string; now: number; busy: boolean }) {
  const locale = useLocale();
  const [older, setOlder] = useState<ActivityEntry[]>([]);
  const [next, setNext] = useState(first.next);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const entries = [...first.entries, ...older];

  const loadMore = async () => {
    if (!next) return;
    setLoading(true);
    setFailure(null);
    try {
      const params = new URLSearchParams(query);
      params.set("before", next);
      const answer = await apiGet<ActivityAnswer>(`/api/admin/activity?${params}`);
      setOlder((current) => [...current, ...answer.entries]);
      setNext(answer.next);
      const count = countIn(locale, answer.entries.length);
      setAnnouncement(
        answer.entries.length === 1 ? m.adminActivityOlderOne(locale, { count }) : m.adminActivityOlderMany(locale, { count }),
      );
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnauthorized)) setFailure(m.adminActivityMoreError(locale));
    } finally {
      setLoading(false);
    }
  };

  if (entries.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-slate-300 bg-white/80 p-8 text-center">
        <Activity aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 font-semibold text-ink">{m.adminActivityNothing(locale)}</p>
        <p className="mt-1 text-sm text-slate-600">{m.adminActivityNothingHint(locale)}</p>
      </div>
    );
  }
  return (
    <>
      <Timeline entries={entries} now={now} busy={busy} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      {next ? (
        <div className="flex justify-center">
          <button type="button" onClick={() => void loadMore()} disabled={loading} className={buttonClass({ variant: "outline" })}>
            {loading ? m.adminActivityLoading(locale) : m.adminActivityLoadMore(locale)}
          </button>
        </div>
      ) : (
        <p className="text-center text-sm text-slate-600">{m.adminActivityEverything(locale)}</p>
      )}
    </>
  );
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { answer, filters, query, now, error } = loaderData;
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/activity";
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{m.adminActivityTitle(locale)}</h1>
        <p className="mt-1 text-slate-600">{m.adminActivityIntro(locale)}</p>
      </div>
      <FilterForm filters={filters} people={answer?.people ?? []} />
      {error ? <LoadFailure message={m.adminActivityLoadError(locale)} /> : null}
      {answer ? <Entries key={query} first={answer} query={query} now={now} busy={busy} /> : null}
    </div>
  );
}
