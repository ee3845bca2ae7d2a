import ArrowRight from "lucide-react/icons/arrow-right";
import MapPin from "lucide-react/icons/map-pin";
import { projectPath } from "../../../domain/slugs";
import { useState } from "react";
import { HOME_PROJECT_TABS, type ProjectCategory } from "../../../domain/categories";
import { localePath, type Locale } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { SLOT_SIZES } from "../../lib/images";
import { island } from "../../islands/island";
import { OngoingBadge } from "../projects/ongoing-badge";
import { factsLineText, projectCategoryText } from "../projects/wording";
import { ResponsiveImage } from "../ui/responsive-image";
import { EmptyState } from "../ui/states";
import { SectionHeading } from "../sections/section-heading";
import { filterHomeProjects, type HomeProject, type HomeProjectTab } from "./home-projects";

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
            sizes={SLOT_SIZES.card}
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

/**
 * Home section 5: filter buttons (all, residential, commercial, industrial, renovation) over at
 * most six cards. An island, hydrated when it comes near the screen.
 */
export function RecentProjects({ projects }: { projects: HomeProject[] }) {
  const locale = useLocale();
  const [tab, setTab] = useState<HomeProjectTab>("all");
  const shown = filterHomeProjects(projects, tab);
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
              onClick={() => setTab(value)}
              className={`min-h-11 shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition ${
                tab === value ? "bg-brand-700 text-white shadow-card" : "bg-slate-100 text-slate-700 hover:bg-slate-200"
              }`}
            >
              {tabLabel(locale, value)}
            </button>
          ))}
        </div>
        {shown.length > 0 ? (
          <ul
            aria-label={m.homeProjectsList(locale)}
            className="mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mt-10 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 lg:grid-cols-3"
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
