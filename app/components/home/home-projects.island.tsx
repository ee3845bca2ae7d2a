import ArrowRight from "lucide-react/icons/arrow-right";
import MapPin from "lucide-react/icons/map-pin";
import { projectPath } from "../../../domain/slugs";
import { useRef, useState } from "react";
import { HOME_PROJECT_TABS, type ProjectCategory } from "../../../domain/categories";
import { localePath, type Locale } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { SLOT_SIZES } from "../../lib/images";
import { useHydrated } from "../../lib/use-hydrated";
import { fetchPublicList } from "../../lib/public-list";
import { island } from "../../islands/island";
import { OngoingBadge } from "../projects/ongoing-badge";
import { factsLineText, projectCategoryText } from "../projects/wording";
import { ResponsiveImage } from "../ui/responsive-image";
import { EmptyState } from "../ui/states";
import { SectionHeading } from "../sections/section-heading";
import type { Project } from "../../../domain/entities";
import { filterHomeProjects, HOME_PROJECTS_MAX, homeProject, type HomeProject, type HomeProjectTab } from "./home-projects";

/** Each tab's category; "all" has none. */
const TAB_CATEGORIES: Record<Exclude<HomeProjectTab, "all">, ProjectCategory> = {
  residential: "Residential",
  commercial: "Commercial",
  industrial: "Industrial",
  renovation: "Renovation",
};

function tabLabel(locale: Locale, tab: HomeProjectTab): string {
  return tab === "all" ? m.homeTabAll(locale) : projectCategoryText(locale, TAB_CATEGORIES[tab]);
}

function ProjectCard({ project }: { project: HomeProject }) {
  const locale = useLocale();
  const line = factsLineText(locale, project);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card transition hover:shadow-lift">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-200">
        {project.coverImage ? (
          <ResponsiveImage
            name={project.coverImage}
            info={project.cover ?? undefined}
            alt={project.coverAlt ?? project.title}
            sizes={SLOT_SIZES.rowCard}
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : null}
        {project.category ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
            {projectCategoryText(locale, project.category.trim())}
          </span>
        ) : null}
        {project.constructionStatus === "Ongoing" ? <OngoingBadge className="absolute top-3 right-3 shadow-card" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h3 className="text-lg font-semibold text-ink">{project.title}</h3>
        {project.location ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {project.location}
          </p>
        ) : null}
        {line ? <p className="mt-1.5 text-sm font-medium text-slate-700 tabular-nums">{line}</p> : null}
        <a
          href={localePath(locale, projectPath(project))}
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-700 hover:underline"
        >
          {m.homeViewDetails(locale)}
          <span className="sr-only">{`: ${project.title}`}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}

type CategoryTab = Exclude<HomeProjectTab, "all">;

/** A tab's cards: known, being asked for, or not to be had (the last request failed). */
type TabCards = HomeProject[] | "loading" | "failed";

/** A category tab's first six projects, in the list's order and the page's language. */
async function fetchTab(locale: Locale, tab: CategoryTab): Promise<HomeProject[]> {
  const query = new URLSearchParams({ category: tab, limit: String(HOME_PROJECTS_MAX) });
  const { projects } = await fetchPublicList<{ projects: Project[] }>("projects", locale, query);
  return projects.map((project) => homeProject(project));
}

/**
 * Home section 5: filter buttons (all, residential, commercial, industrial, renovation) over at
 * most six cards. An island, hydrated when it comes near the screen. The page comes with the
 * "All" tab's cards; a category's are asked for as soon as the visitor points at, focuses or
 * touches its button, so they are usually there by the click. Until they are, the cards shown
 * stay, dimmed, under "Loading…"; a failed request says so, and the button asks again.
 */
export function RecentProjects({ projects }: { projects: HomeProject[] }) {
  const locale = useLocale();
  const [tab, setTab] = useState<HomeProjectTab>("all");
  const [cards, setCards] = useState<Partial<Record<HomeProjectTab, TabCards>>>({ all: projects });
  /** The tab whose cards are on screen while the chosen one's are on their way. */
  const [before, setBefore] = useState<HomeProjectTab>("all");
  const requests = useRef(new Map<CategoryTab, Promise<HomeProject[]>>());
  const hydrated = useHydrated();

  const ask = (value: HomeProjectTab) => {
    if (value === "all" || requests.current.has(value)) return;
    const request = fetchTab(locale, value);
    requests.current.set(value, request);
    request.then(
      (found) => setCards((known) => ({ ...known, [value]: found })),
      () => {
        requests.current.delete(value);
        setCards((known) => ({ ...known, [value]: "failed" }));
      },
    );
  };
  const choose = (value: HomeProjectTab) => {
    const current = cards[tab];
    if (Array.isArray(current)) setBefore(tab);
    setTab(value);
    setCards((known) => (Array.isArray(known[value]) ? known : { ...known, [value]: "loading" }));
    ask(value);
  };

  const chosen = cards[tab];
  const loading = chosen === "loading";
  const failed = chosen === "failed";
  const showing = Array.isArray(chosen) ? tab : before;
  const known = cards[showing];
  const shown = Array.isArray(known) ? filterHomeProjects(known, showing) : [];
  return (
    <section aria-labelledby="home-projects" className="py-10 render-when-near sm:py-24">
      <div className="mx-auto max-w-6xl sm:px-6">
        <div className="px-4 sm:px-0">
          <SectionHeading
            id="home-projects"
            align="left"
            eyebrow={m.homeProjectsEyebrow(locale)}
            title={m.homeProjectsTitle(locale)}
            text={m.homeProjectsText(locale)}
          />
        </div>
        {/* One line of tabs on a phone, swiped sideways when it does not fit. */}
        <div
          role="group"
          aria-label={m.homeProjectsFilter(locale)}
          className="mt-6 flex gap-2 overflow-x-auto px-4 pb-1 sm:mt-8 sm:flex-wrap sm:px-0"
        >
          {HOME_PROJECT_TABS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={tab === value}
              onPointerEnter={() => ask(value)}
              onFocus={() => ask(value)}
              onPointerDown={() => ask(value)}
              onClick={() => choose(value)}
              className={`min-h-11 shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition ${
                tab === value ? "bg-brand-700 text-white shadow-card" : "bg-slate-100 text-slate-700 hover:bg-slate-200"
              }`}
            >
              {tabLabel(locale, value)}
            </button>
          ))}
        </div>
        {/* After hydration only (the page's HTML stays as small as it was): over the dimmed
            cards while a tab's are on their way, so that nothing below moves. */}
        {hydrated ? (
          <div className="relative h-0">
            <p
              role="status"
              className={
                loading
                  ? "absolute inset-x-0 top-24 z-10 mx-auto w-fit rounded-full bg-white/95 px-4 py-2 text-sm font-medium text-slate-700 shadow-card sm:top-32"
                  : "sr-only"
              }
            >
              {loading ? m.projectsLoading(locale) : ""}
            </p>
          </div>
        ) : null}
        {failed ? (
          <p
            role="alert"
            className="mx-4 mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900 sm:mx-0"
          >
            {m.projectsLoadError(locale)}
          </p>
        ) : shown.length > 0 ? (
          <ul
            aria-label={m.homeProjectsList(locale)}
            aria-busy={loading}
            className={`transition-opacity ${loading ? "opacity-60" : ""} mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mt-10 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-3`}
          >
            {shown.map((project) => (
              <li key={project.slug} className="w-[78%] shrink-0 snap-start sm:w-auto">
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="px-4 sm:px-0">
            <EmptyState title={m.homeNoProjects(locale)} message={m.homeNoProjectsText(locale)} />
          </div>
        )}
        <div className="mt-6 text-center sm:mt-12">
          <a
            href={localePath(locale, "/gallery")}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ink px-6 py-3 font-semibold text-white transition hover:bg-slate-800"
          >
            {m.homeViewAllProjects(locale)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}

export const RecentProjectsIsland = island("home-projects", RecentProjects, { load: "visible" });

export default RecentProjects;
