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
import { LoadFailure } from "../../components/admin/manage-parts";
import { buttonClass } from "../../components/ui/button";
import { requireToken } from "../../lib/admin-guard";
import { ApiError, apiGet } from "../../lib/api-client";
import { useLocale } from "../../i18n/locale";
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

const LOAD_ERROR = "Failed to load the activity. Please try again.";
const MORE_ERROR = "The older entries could not be loaded. Please try again.";

/** The kind filter's choices: a kind of item, the site's own content, or the accounts' events. */
const KIND_CHOICES: ReadonlyArray<[string, string]> = [
  ["", "All"],
  ["projects", "Projects"],
  ["galleries", "Gallery"],
  ["blogs", "Blog posts"],
  ["site", "Site content"],
  ["accounts", "Accounts & sign-ins"],
];

/** What the sentences call an item of each kind. */
const NOUNS: Record<string, string> = { projects: "project", blogs: "blog post", galleries: "gallery item" };

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
    return { answer: null, filters, query, now: Date.now(), error: LOAD_ERROR };
  }
}
clientLoader.hydrate = true as const;

export function meta() {
  return [{ title: "Activity" }];
}

const FIELD =
  "min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none";

const LABEL = "mb-1 block text-sm font-medium text-slate-700";

const ABSOLUTE = new Intl.DateTimeFormat("en-GB", {
  timeZone: COMPANY_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const DAY_HEADING = new Intl.DateTimeFormat("en-GB", {
  timeZone: COMPANY_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** A day's heading: "Today", "Yesterday", else the date (the company's days). */
function dayHeading(day: string, sample: string, now: number): string {
  if (day === companyDate(new Date(now))) return "Today";
  if (day === companyDate(new Date(now - 86_400_000))) return "Yesterday";
  return DAY_HEADING.format(new Date(sample));
}

/** The item of a content entry, named and linked: “Villa at Kowdiar”, or what is left of it. */
function ItemName({ entry }: { entry: ActivityEntry }): ReactNode {
  const item = entry.item;
  if (!item) return null;
  if (item.state === "gone") return <span className="text-slate-600 italic">(deleted since)</span>;
  const title = item.title.trim() ? `“${item.title}”` : "(untitled)";
  if (!item.path) return <span className="font-medium">{title}</span>;
  return (
    <Link to={item.path} className="font-medium break-words text-brand-700 underline-offset-2 hover:underline">
      {title}
      {item.state === "trash" ? <span className="text-sm font-normal text-slate-600"> (in the trash)</span> : null}
    </Link>
  );
}

/** A content entry in words: "Devi saved the project “Villa at Kowdiar”". */
function contentSentence(entry: ActivityEntry): ReactNode {
  const who = <strong className="font-semibold">{entry.actor.name}</strong>;
  const name = <ItemName entry={entry} />;
  if (entry.kind === "site") {
    const verb = entry.action === "version-restored" ? "restored an earlier version of" : "saved";
    return (
      <>
        {who} {verb} the site’s {name}
      </>
    );
  }
  const noun = NOUNS[entry.kind] ?? entry.kind;
  const gone = entry.item?.state === "gone";
  const the = (
    <>
      the {noun} {name}
    </>
  );
  switch (entry.action) {
    case "created":
      return (
        <>
          {who} created {the}
        </>
      );
    case "updated":
      return (
        <>
          {who} saved {the}
        </>
      );
    case "published":
      return (
        <>
          {who} published {the}
        </>
      );
    case "unpublished":
      return (
        <>
          {who} unpublished {the}
        </>
      );
    case "trashed":
      return (
        <>
          {who} deleted {the}
        </>
      );
    case "restored":
      return (
        <>
          {who} restored {the} from the trash
        </>
      );
    case "deleted":
      return gone ? (
        <>
          {who} deleted a {noun} for good
        </>
      ) : (
        <>
          {who} deleted {the} for good
        </>
      );
    case "reordered":
      return (
        <>
          {who} reordered the photos of {the}
        </>
      );
    case "version-restored":
      return (
        <>
          {who} restored an earlier version of {the}
        </>
      );
    case "arranged":
      return (
        <>
          {who} {entry.fields?.includes("pinned") ? "changed the pinned" : "moved"} {noun} in the portfolio: {name}
        </>
      );
    default:
      return (
        <>
          {who} changed {the} ({entry.action})
        </>
      );
  }
}

/** An account entry in words: "Owner changed Rahul’s role: Editor → Sales". */
function accountSentence(entry: ActivityEntry): ReactNode {
  const who = <strong className="font-semibold">{entry.actor.name}</strong>;
  const subject = entry.subject?.name ?? "an account";
  const them = <strong className="font-semibold">{subject}</strong>;
  const theirs = <strong className="font-semibold">{possessive(subject)}</strong>;
  const aboutOther = entry.subject && entry.subject.id !== entry.actor.id;
  const from = entry.address ? ` (from ${entry.address})` : "";
  const detail = entry.detail ?? "";
  switch (entry.action) {
    case "signed-in":
      return (
        <>
          {who} signed in{from}
        </>
      );
    case "sign-in-failed":
      return (
        <>
          {who} failed to sign in as {them}
          {detail === "disabled" ? " (the account is disabled)" : ""}
          {from}
        </>
      );
    case "signed-out-everywhere":
      return aboutOther ? (
        <>
          {who} signed {them} out on every device
        </>
      ) : (
        <>{who} signed out on every device</>
      );
    case "invited":
      return (
        <>
          {who} invited {them}
          {detail ? ` as ${detail}` : ""}
        </>
      );
    case "invitation-revoked":
      return (
        <>
          {who} withdrew the invitation of {them}
        </>
      );
    case "joined":
      return (
        <>
          {who} joined the team{detail ? ` as ${detail}` : ""}
          {from}
        </>
      );
    case "role-changed":
      return (
        <>
          {who} changed {theirs} role{detail ? `: ${detail}` : ""}
        </>
      );
    case "renamed":
      return (
        <>
          {who} changed their name{detail ? ` (${detail})` : ""}
        </>
      );
    case "disabled":
      return (
        <>
          {who} disabled {theirs} account
        </>
      );
    case "enabled":
      return (
        <>
          {who} enabled {theirs} account again
        </>
      );
    case "removed":
      return (
        <>
          {who} removed {theirs} account{detail ? ` (${detail})` : ""}
        </>
      );
    case "reset-requested":
      return (
        <>
          {who} asked for a new-password link for {them}
          {from}
        </>
      );
    case "reset-link-made":
      return (
        <>
          {who} made a new-password link for {them}
        </>
      );
    case "password-changed":
      return (
        <>
          {who} changed their password{detail === "by a reset link" ? " with a new-password link" : ""}
          {from}
        </>
      );
    case "second-step-on":
      return (
        <>
          {who} turned on a second sign-in step{aboutOther ? <> for {them}</> : null}
        </>
      );
    case "second-step-off":
      return (
        <>
          {who} turned off the second sign-in step{aboutOther ? <> for {them}</> : null}
        </>
      );
    case "second-step-required":
      return (
        <>
          {who} required a second sign-in step{entry.subject ? <> of {them}</> : null}
        </>
      );
    case "second-step-not-required":
      return (
        <>
          {who} stopped requiring a second sign-in step{entry.subject ? <> of {them}</> : null}
        </>
      );
    case "passkey-added":
      return (
        <>
          {who} added a passkey{detail ? ` (${detail})` : ""}
        </>
      );
    case "passkey-removed":
      return (
        <>
          {who} removed a passkey{detail ? ` (${detail})` : ""}
        </>
      );
    case "recovery-code-used":
      return (
        <>
          {who} signed in with a recovery code{from}
        </>
      );
    default:
      return (
        <>
          {who}: {entry.action}
          {entry.subject ? <> ({them})</> : null}
          {detail ? ` · ${detail}` : ""}
        </>
      );
  }
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
  const absolute = ABSOLUTE.format(new Date(entry.at));
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
          {failed ? <span className="mr-1.5 rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">Failed sign-in</span> : null}
          {entry.source === "content" ? contentSentence(entry) : accountSentence(entry)}
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
            {dayHeading(day, ofDay[0]!.at, now)}
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
    filters.person && !people.some((p) => p.id === filters.person) ? [...people, { id: filters.person, name: "Someone else" }] : people;
  // The form is drawn afresh for each URL (its key), so Back shows the filters of that page.
  return (
    <form
      key={JSON.stringify(filters)}
      role="search"
      aria-label="Filter the activity"
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-card lg:grid-cols-4"
    >
      <div className="min-w-0">
        <label htmlFor={`${id}-person`} className={LABEL}>
          Person
        </label>
        <select id={`${id}-person`} name="person" defaultValue={filters.person ?? ""} className={FIELD}>
          <option value="">Everyone</option>
          {choices.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-kind`} className={LABEL}>
          Kind
        </label>
        <select id={`${id}-kind`} name="kind" defaultValue={filters.kind ?? ""} className={FIELD}>
          {KIND_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-from`} className={LABEL}>
          From
        </label>
        <input id={`${id}-from`} type="date" name="from" defaultValue={filters.from ?? ""} className={FIELD} />
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-to`} className={LABEL}>
          To
        </label>
        <input id={`${id}-to`} type="date" name="to" defaultValue={filters.to ?? ""} className={FIELD} />
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-3 lg:col-span-4">
        <button type="submit" className={buttonClass({}, "flex-1 lg:flex-none")}>
          Apply filters
        </button>
        {filtered ? (
          <Link to="/activity" className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** The entries of one URL's filters, and the older ones "Load more" adds. */
function Entries({ first, query, now, busy }: { first: ActivityAnswer; query: string; now: number; busy: boolean }) {
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
      setAnnouncement(`${answer.entries.length} older ${answer.entries.length === 1 ? "entry" : "entries"} shown.`);
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnauthorized)) setFailure(MORE_ERROR);
    } finally {
      setLoading(false);
    }
  };

  if (entries.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-slate-300 bg-white/80 p-8 text-center">
        <Activity aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 font-semibold text-ink">Nothing matches these filters</p>
        <p className="mt-1 text-sm text-slate-600">Try another person, kind or dates.</p>
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
            {loading ? "Loading…" : "Load more"}
          </button>
        </div>
      ) : (
        <p className="text-center text-sm text-slate-600">That is everything these filters match.</p>
      )}
    </>
  );
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { answer, filters, query, now, error } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/activity";
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">Activity</h1>
        <p className="mt-1 text-slate-600">Who changed what on the site, and who signed in, newest first. Times are India&apos;s (IST).</p>
      </div>
      <FilterForm filters={filters} people={answer?.people ?? []} />
      {error ? <LoadFailure message={error} /> : null}
      {answer ? <Entries key={query} first={answer} query={query} now={now} busy={busy} /> : null}
    </div>
  );
}
