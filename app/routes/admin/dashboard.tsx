import Clock from "lucide-react/icons/clock";
import FileText from "lucide-react/icons/file-text";
import FolderKanban from "lucide-react/icons/folder-kanban";
import Images from "lucide-react/icons/images";
import ShieldCheck from "lucide-react/icons/shield-check";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { Blog, GalleryItem, Project } from "../../../domain/entities";
import { requireToken } from "../../lib/admin-guard";
import { apiGet } from "../../lib/api-client";
import { formatRelativeTime } from "../../lib/relative-time";
import type { Route } from "./+types/dashboard";

interface Activity {
  key: string;
  text: string;
  at: string;
  icon: "project" | "blog" | "gallery";
}

const LOAD_ERROR = "Failed to load dashboard data. Please try again.";
const RECENT_LIMIT = 3;

/** SPEC §2 Dashboard: one entry per kind (its latest item), newest first, at most three. */
function recentActivity(projects: Project[], blogs: Blog[], galleries: GalleryItem[]): Activity[] {
  const entries: Activity[] = [];
  const project = projects[0];
  const blog = blogs[0];
  const gallery = galleries[0];
  if (project)
    entries.push({ key: `p-${project._id}`, text: `New project "${project.title}" was added`, at: project.createdAt, icon: "project" });
  if (blog) entries.push({ key: `b-${blog._id}`, text: `Blog post "${blog.title}" published`, at: blog.createdAt, icon: "blog" });
  if (gallery) {
    const count = gallery.images.length;
    entries.push({
      key: `g-${gallery._id}`,
      text: `Gallery updated with ${count} new ${count === 1 ? "image" : "images"}`,
      at: gallery.createdAt,
      icon: "gallery",
    });
  }
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, RECENT_LIMIT);
}

export async function clientLoader() {
  requireToken();
  try {
    const [{ projects }, { blogs }, { galleries }] = await Promise.all([
      apiGet<{ projects: Project[] }>("/api/projects"),
      apiGet<{ blogs: Blog[] }>("/api/blogs"),
      apiGet<{ galleries: GalleryItem[] }>("/api/galleries"),
    ]);
    return {
      counts: { projects: projects.length, galleries: galleries.length, blogs: blogs.length },
      activity: recentActivity(projects, blogs, galleries),
      now: Date.now(),
      error: null,
    };
  } catch {
    return { counts: null, activity: [] as Activity[], now: Date.now(), error: LOAD_ERROR };
  }
}
clientLoader.hydrate = true as const;

const ICONS: Record<Activity["icon"], LucideIcon> = { project: FolderKanban, blog: FileText, gallery: Images };

function CountCard({
  title,
  count,
  label,
  icon: Icon,
  addTo,
  manageTo,
  noun,
}: {
  title: string;
  count: number;
  label: string;
  icon: LucideIcon;
  addTo: string;
  manageTo: string;
  noun: string;
}) {
  return (
    <section aria-labelledby={`count-${noun}`} className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <div className="flex items-start justify-between">
        <div>
          <h2 id={`count-${noun}`} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {title}
          </h2>
          <p className="mt-2 text-4xl font-bold text-ink">{count}</p>
          <p className="text-sm text-slate-600">{label}</p>
        </div>
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-6" />
        </span>
      </div>
      <div className="mt-5 flex gap-2">
        <Link
          to={addTo}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Add New<span className="sr-only"> {noun}</span>
        </Link>
        <Link
          to={manageTo}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          Manage<span className="sr-only"> {noun}</span>
        </Link>
      </div>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, activity, now, error } = loaderData;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink md:text-3xl">Dashboard</h1>
          <p className="mt-1 text-slate-600">Manage the projects, gallery and blog posts shown on the website.</p>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800 ring-1 ring-green-200">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Admin Access
        </span>
      </div>

      {error ? (
        <div role="alert" className="rounded-card border border-red-200 bg-red-50 p-6 text-center text-red-900">
          {error}
        </div>
      ) : null}

      {counts ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <CountCard
            title="Projects"
            count={counts.projects}
            label="Total Projects"
            icon={FolderKanban}
            addTo="/addprojects"
            manageTo="/manage-projects"
            noun="projects"
          />
          <CountCard
            title="Gallery"
            count={counts.galleries}
            label="Total Images"
            icon={Images}
            addTo="/addgallery"
            manageTo="/manage-gallery"
            noun="gallery"
          />
          <CountCard
            title="Blogs"
            count={counts.blogs}
            label="Total Posts"
            icon={FileText}
            addTo="/addblogs"
            manageTo="/manage-blogs"
            noun="blogs"
          />
        </div>
      ) : null}

      {counts ? (
        <section aria-labelledby="recent-activity" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
          <h2 id="recent-activity" className="text-lg font-semibold text-ink">
            Recent Activity
          </h2>
          {activity.length === 0 ? (
            <p className="mt-4 text-slate-600">No recent activities found</p>
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
                      <p className="break-words text-slate-800">{entry.text}</p>
                      <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                        <Clock aria-hidden="true" className="size-3.5" />
                        <time dateTime={entry.at}>{formatRelativeTime(entry.at, now)}</time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
