import Clock from "lucide-react/icons/clock";
import FileText from "lucide-react/icons/file-text";
import FolderKanban from "lucide-react/icons/folder-kanban";
import Images from "lucide-react/icons/images";
import Inbox from "lucide-react/icons/inbox";
import ChevronRight from "lucide-react/icons/chevron-right";
import CircleCheck from "lucide-react/icons/circle-check";
import Circle from "lucide-react/icons/circle";
import ShieldCheck from "lucide-react/icons/shield-check";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { Blog, GalleryItem, Project } from "../../../domain/entities";
import type { Enquiry } from "../../../domain/enquiries";
import type { Locale } from "../../../domain/locales";
import type { SetupTask } from "../../../domain/site-setup";
import { SITE_LINKS } from "../../components/admin/admin-nav";
import { countIn, kindLabel } from "../../components/admin/enquiry-labels";
import { Today, TODAY_FIRST, type TodayEnquiries } from "../../components/admin/today";
import { can } from "../../../domain/access";
import { requireToken } from "../../lib/admin-guard";
import { apiGet } from "../../lib/api-client";
import { TranslationCounts } from "../../components/admin/translation-links";
import { cachedPerson, loadPerson, useCan } from "../../lib/person";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { problemText } from "../../i18n/problems";
import { formatRelativeTime } from "../../lib/relative-time";
import type { Route } from "./+types/dashboard";

interface Activity {
  key: string;
  /** The item's title, or for a gallery item how many photos it holds. */
  title: string;
  count: number;
  at: string;
  icon: "project" | "blog" | "gallery";
}

const RECENT_LIMIT = 3;

/** An entry of the recent activity in words: 'New project "Villa at Kowdiar" was added'. */
function activityText(locale: Locale, entry: Activity): string {
  switch (entry.icon) {
    case "project":
      return m.adminDashboardProjectAdded(locale, { title: entry.title });
    case "blog":
      return m.adminDashboardPostPublished(locale, { title: entry.title });
    case "gallery": {
      const count = countIn(locale, entry.count);
      return entry.count === 1 ? m.adminDashboardGalleryOne(locale, { count }) : m.adminDashboardGalleryMany(locale, { count });
    }
  }
}

/** docs/product.md §2 Dashboard: one entry per kind (its latest item), newest first, at most three. */
function recentActivity(projects: Project[], blogs: Blog[], galleries: GalleryItem[]): Activity[] {
  const entries: Activity[] = [];
  const project = projects[0];
  const blog = blogs[0];
  const gallery = galleries[0];
  if (project) entries.push({ key: `p-${project._id}`, title: project.title, count: 0, at: project.createdAt, icon: "project" });
  if (blog) entries.push({ key: `b-${blog._id}`, title: blog.title, count: 0, at: blog.createdAt, icon: "blog" });
  if (gallery) {
    entries.push({ key: `g-${gallery._id}`, title: "", count: gallery.images.length, at: gallery.createdAt, icon: "gallery" });
  }
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, RECENT_LIMIT);
}

interface InboxAnswer {
  enquiries: Enquiry[];
  total: number;
}

/** "Today" (docs/product.md §10): the newest new enquiries and the follow-ups due, with how many of each. */
async function loadToday(): Promise<TodayEnquiries | null> {
  try {
    const [fresh, due] = await Promise.all([
      apiGet<InboxAnswer>(`/api/enquiries?view=new&limit=${TODAY_FIRST.fresh}`),
      apiGet<InboxAnswer>(`/api/enquiries?view=follow-up&limit=${TODAY_FIRST.due}`),
    ]);
    return { fresh: { count: fresh.total, first: fresh.enquiries }, due: { count: due.total, first: due.enquiries } };
  } catch {
    return null;
  }
}

export async function clientLoader() {
  requireToken();
  // A role without the inbox (docs/product.md §6) is not shown "Today" nor the latest enquiry.
  const person = cachedPerson() ?? (await loadPerson().catch(() => null));
  const inbox = !person || can(person, "enquiries.manage");
  // The enquiries of "Today" are asked beside the rest: without them the rest still shows, and the other way round.
  const today = inbox ? loadToday() : Promise.resolve(null);
  try {
    // The newest of each kind and how many there are: counted on the server, not by loading every row.
    const [{ projects, total: projectCount }, { blogs, total: blogCount }, { galleries, total: galleryCount }, setup] = await Promise.all([
      apiGet<{ projects: Project[]; total: number }>("/api/admin/projects?limit=1"),
      apiGet<{ blogs: Blog[]; total: number }>("/api/admin/blogs?limit=1"),
      apiGet<{ galleries: GalleryItem[]; total: number }>("/api/admin/galleries?limit=1"),
      // The checklist is a help, not the dashboard: without it the rest still shows.
      apiGet<{ tasks: SetupTask[] }>("/api/admin/setup").catch(() => null),
    ]);
    const latest = inbox ? await apiGet<InboxAnswer>("/api/enquiries?limit=1").catch(() => null) : null;
    return {
      counts: { projects: projectCount, galleries: galleryCount, blogs: blogCount },
      activity: recentActivity(projects, blogs, galleries),
      setup: setup ? setup.tasks : null,
      latestEnquiry: latest?.enquiries[0] ?? null,
      today: await today,
      inbox,
      now: Date.now(),
      error: null,
    };
  } catch {
    return {
      counts: null,
      activity: [] as Activity[],
      setup: null,
      latestEnquiry: null,
      today: await today,
      inbox,
      now: Date.now(),
      error: "load" as const,
    };
  }
}
clientLoader.hydrate = true as const;

const ICONS: Record<Activity["icon"], LucideIcon> = { project: FolderKanban, blog: FileText, gallery: Images };

function CountCard({
  id,
  title,
  count,
  label,
  icon: Icon,
  addTo,
  manageTo,
  noun,
}: {
  /** The card's part, naming its heading's id. */
  id: string;
  title: string;
  count: number;
  label: string;
  icon: LucideIcon;
  /** The add form; none for a role that cannot add. */
  addTo?: string;
  manageTo: string;
  /** What the buttons add and manage, for screen readers. */
  noun: string;
}) {
  const locale = useLocale();
  return (
    <section aria-labelledby={`count-${id}`} className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <div className="flex items-start justify-between">
        <div>
          <h2 id={`count-${id}`} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {title}
          </h2>
          <p className="mt-2 text-4xl font-bold text-ink">{countIn(locale, count)}</p>
          <p className="text-sm text-slate-600">{label}</p>
        </div>
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-6" />
        </span>
      </div>
      <div className="mt-5 flex gap-2">
        {addTo ? (
          <Link
            to={addTo}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {m.adminDashboardAddNew(locale)}
            <span className="sr-only"> {noun}</span>
          </Link>
        ) : null}
        <Link
          to={manageTo}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {m.adminDashboardManage(locale)}
          <span className="sr-only"> {noun}</span>
        </Link>
      </div>
    </section>
  );
}

/** What still holds a sample value, each with a link to the field that fixes it (its page, the field after #); gone once all are done. */
function SetupChecklist({ tasks }: { tasks: SetupTask[] }) {
  const locale = useLocale();
  const done = tasks.filter((task) => task.done).length;
  if (done === tasks.length) return null;
  const progress = m.adminDashboardSetupProgress(locale, { done: countIn(locale, done), total: countIn(locale, tasks.length) });
  // The server words each task in English (domain/site-setup.ts): shown in the admin's language.
  const shown = tasks.map((task) => ({ ...task, text: problemText(locale, task.text), detail: problemText(locale, task.detail) }));
  return (
    <section aria-labelledby="setup-checklist" className="rounded-card border border-amber-200 bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="setup-checklist" className="text-lg font-semibold text-ink">
          {m.adminDashboardSetupTitle(locale)}
        </h2>
        <p className="text-sm font-medium text-slate-700">{progress}</p>
      </div>
      <p className="mt-1 text-sm text-slate-600">{m.adminDashboardSetupHint(locale)}</p>
      <div
        role="progressbar"
        aria-label={m.adminDashboardSetup(locale)}
        aria-valuemin={0}
        aria-valuemax={tasks.length}
        aria-valuenow={done}
        aria-valuetext={progress}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-green-600" style={{ width: `${(done / tasks.length) * 100}%` }} />
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {shown.map((task) => (
          <li key={task.id} className="flex items-center gap-3 py-2.5">
            {task.done ? (
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
            )}
            <div className="min-w-0 flex-1">
              <p className={task.done ? "text-slate-600 line-through" : "font-medium text-slate-800"}>
                {task.text}
                <span className="sr-only"> {task.done ? m.adminDashboardTaskDone(locale) : m.adminDashboardTaskToDo(locale)}</span>
              </p>
              {task.done ? null : <p className="text-sm text-slate-600">{task.detail}</p>}
            </div>
            {task.done ? null : (
              <Link
                to={task.to}
                aria-label={m.adminDashboardFixTask(locale, { task: task.text })}
                className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {m.adminDashboardFix(locale)}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SiteSections() {
  const locale = useLocale();
  return (
    <section aria-labelledby="site-sections" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <h2 id="site-sections" className="text-lg font-semibold text-ink">
        {m.adminDashboardSite(locale)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.adminDashboardSiteHint(locale)}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {SITE_LINKS.map(({ to, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-12 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {text(locale)}
              <ChevronRight aria-hidden="true" className="ml-auto size-4 text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { counts, activity, setup, latestEnquiry, today, inbox, now, error } = loaderData;
  const writes = useCan("content.write");
  const site = useCan("site.write");
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{m.adminDashboardTitle(locale)}</h1>
          <p className="mt-1 text-slate-600">{m.adminDashboardIntro(locale)}</p>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800 ring-1 ring-green-200">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {m.adminDashboardAdminAccess(locale)}
        </span>
      </div>

      {error ? (
        <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6 text-center text-red-900">
          {m.adminDashboardLoadError(locale)}
        </div>
      ) : null}

      {inbox ? <Today enquiries={today} now={now} /> : null}

      {setup && site ? <SetupChecklist tasks={setup} /> : null}

      {counts ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <CountCard
            id="projects"
            title={m.adminDashboardProjects(locale)}
            count={counts.projects}
            label={m.adminDashboardTotalProjects(locale)}
            icon={FolderKanban}
            addTo={writes ? "/addprojects" : undefined}
            manageTo="/manage-projects"
            noun={m.adminDashboardProjectsNoun(locale)}
          />
          <CountCard
            id="gallery"
            title={m.adminDashboardGallery(locale)}
            count={counts.galleries}
            label={m.adminDashboardTotalImages(locale)}
            icon={Images}
            addTo={writes ? "/addgallery" : undefined}
            manageTo="/manage-gallery"
            noun={m.adminDashboardGalleryNoun(locale)}
          />
          <CountCard
            id="blogs"
            title={m.adminDashboardBlogs(locale)}
            count={counts.blogs}
            label={m.adminDashboardTotalPosts(locale)}
            icon={FileText}
            addTo={writes ? "/addblogs" : undefined}
            manageTo="/manage-blogs"
            noun={m.adminDashboardBlogsNoun(locale)}
          />
        </div>
      ) : null}

      {counts ? (
        <section aria-labelledby="recent-activity" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
          <h2 id="recent-activity" className="text-lg font-semibold text-ink">
            {m.adminDashboardRecentActivity(locale)}
          </h2>
          {latestEnquiry ? (
            <p className="mt-4 flex items-start gap-3 rounded-lg bg-brand-50 p-3 text-slate-800">
              <Inbox aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span className="min-w-0 break-words">
                <Link to={`/enquiries/${latestEnquiry.id}`} className="font-medium text-brand-800 hover:underline">
                  {m.adminDashboardLatestEnquiry(locale, { kind: kindLabel(locale, latestEnquiry.kind), name: latestEnquiry.name })}
                </Link>{" "}
                <span className="text-sm text-slate-600">
                  · <time dateTime={latestEnquiry.createdAt}>{formatRelativeTime(locale, latestEnquiry.createdAt, now)}</time>
                </span>
              </span>
            </p>
          ) : null}
          {activity.length === 0 ? (
            <p className="mt-4 text-slate-600">{m.adminDashboardNoActivity(locale)}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100">
              {activity.map((entry) => {
                const Icon = ICONS[entry.icon];
                return (
                  <li key={entry.key} className="flex items-start gap-3 py-3">
                    <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                      <Icon className="size-4" />
                    </span>
                    <div className="min-w-0">
                      <p className="break-words text-slate-800">{activityText(locale, entry)}</p>
                      <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                        <Clock aria-hidden="true" className="size-3.5" />
                        <time dateTime={entry.at}>{formatRelativeTime(locale, entry.at, now)}</time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}

      {writes ? <TranslationCounts /> : null}

      {site ? <SiteSections /> : null}
    </div>
  );
}
