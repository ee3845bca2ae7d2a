import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import X from "lucide-react/icons/x";
import { useEffect, useEffectEvent, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { localePath, type Locale } from "../../../domain/locales";
import { CONSTRUCTION_STATUSES, statusFromSlug, statusSlug } from "../../../domain/project-facts";
import {
  BEDROOM_CHOICES,
  hasFactFilter,
  NEAREST_COUNT,
  NO_FILTER,
  parseProjectQuery,
  PLOT_CHOICES,
  plotChoice,
  projectListPath,
  PROJECTS_PAGE_SIZE,
  type ProjectFilter,
} from "../../../domain/project-list";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { island } from "../../islands/island";
import { fetchPublicList } from "../../lib/public-list";
import { scrollToElement } from "../../lib/motion";
import { Button, buttonClass } from "../ui/button";
import { EmptyState } from "../ui/states";
import { CategoryFilter, type FilterOption } from "./category-filter";
import { ProjectCard } from "./project-card";
import { projectSummary, type ImageInfos, type ProjectSummary } from "./types";
import { plotChoiceText, projectCategoryText, statusText } from "./wording";
import type { Project } from "../../../domain/entities";

/** What the server renders the list with: its first pages, and what the filters offer. */
export interface ProjectListState {
  /** The matching projects shown: the first pages of them. */
  projects: ProjectSummary[];
  /** How many projects match the filter in all. */
  total: number;
  /** The distinct categories of every project (docs/product.md §2: 'All' plus these). */
  categories: string[];
  /** Whether any project has a construction status: only then is the status filter offered. */
  hasStatus: boolean;
  /** Whether any project has bedrooms, a plot size: only then is that filter offered. */
  hasBedrooms: boolean;
  hasPlot: boolean;
  /** The packages the projects name (the price tiers' order first): the package filter's choices. */
  packages: string[];
  filter: ProjectFilter;
  /** When no project matches the filter, those nearest to it (the plot let go first, then the package…); else empty. */
  nearest: ProjectSummary[];
}

export interface ProjectsListProps extends ProjectListState {
  infos: ImageInfos;
  /** The id of the section around the list: choosing a category scrolls to it (docs/product.md §2). */
  sectionId: string;
}

/** The choices of the status, bedrooms and plot-size filters, 'Any' first. The bedrooms read "3 BHK" in every language. */
function statusOptions(locale: Locale): FilterOption[] {
  return [
    { value: "", label: m.projectsFilterAny(locale) },
    ...CONSTRUCTION_STATUSES.map((s) => ({ value: statusSlug(s), label: statusText(locale, s) })),
  ];
}
function bedroomOptions(locale: Locale): FilterOption[] {
  return [{ value: "", label: m.projectsFilterAny(locale) }, ...BEDROOM_CHOICES];
}
function plotOptions(locale: Locale): FilterOption[] {
  return [
    { value: "", label: m.projectsFilterAny(locale) },
    ...PLOT_CHOICES.map((c) => ({ ...c, label: plotChoiceText(locale, c.value, c.label) })),
  ];
}

/** The filter's fields as the address carries them, for the hidden fields of each group's form. */
function fieldsOf(filter: ProjectFilter): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(projectListPath(filter).split("?")[1] ?? ""));
}

/** The filter with `name` left out: what another group's form keeps when it is sent. */
function keepAllBut(filter: ProjectFilter, name: keyof ProjectFilter): Record<string, string> {
  return fieldsOf({ ...filter, [name]: name === "status" ? null : "" });
}

/** Whether a filter of the "More filters" panel (status, plot size, package) is chosen: the panel then opens. */
function panelFilterSet(filter: ProjectFilter): boolean {
  return filter.status !== null || filter.plot !== "" || filter.package !== "";
}

/** What the closed "More filters" panel says is chosen: "Ongoing · 5–9 cents · Premium". */
function chosenText(locale: Locale, filter: ProjectFilter): string {
  const plot = plotChoice(filter.plot);
  return [
    filter.status ? statusText(locale, filter.status) : "",
    plot ? plotChoiceText(locale, plot.value, plot.label) : "",
    filter.package,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * The matching projects from `offset`, as many as a page holds, and how many match in all; for
 * the first page, the projects nearest to the filter when none matches.
 */
async function fetchProjects(locale: Locale, filter: ProjectFilter, offset: number, limit = PROJECTS_PAGE_SIZE) {
  const query = new URLSearchParams(projectListPath(filter).split("?")[1] ?? "");
  query.set("offset", String(offset));
  query.set("limit", String(limit));
  if (offset === 0) query.set("nearest", String(NEAREST_COUNT));
  const {
    projects,
    total,
    nearest = [],
  } = await fetchPublicList<{ projects: Project[]; total: number; nearest?: Project[] }>("projects", locale, query);
  return { projects: projects.map(projectSummary), total, nearest: nearest.map(projectSummary) };
}

/**
 * The filters (category; status, bedrooms, plot size and package), the project cards and "Load
 * more" of /projects (docs/product.md §2). The buttons submit GET forms and "Load more" is a link to the next
 * page, so the list works without JavaScript; this island makes them instant: a choice asks the
 * API for the first page of the matching projects (however many there are) and writes the filter
 * into the address (Back undoes it), and "Load more" adds the next page where the visitor is. The
 * categories and the bedrooms (what a family looks for first) are always in sight, their choices
 * wrapping onto rows; the status, plot size and package fold into "More filters". A filter that
 * matches nothing shows the projects nearest to it.
 */
export function ProjectsList({
  projects: initial,
  total: initialTotal,
  categories,
  hasStatus,
  hasBedrooms,
  hasPlot,
  packages,
  filter: initialFilter,
  nearest: initialNearest,
  infos,
  sectionId,
}: ProjectsListProps) {
  const locale = useLocale();
  /** The list's address in the page's language. */
  const listPath = (next: ProjectFilter, page?: number) => localePath(locale, projectListPath(next, page));
  const [filter, setFilter] = useState(initialFilter);
  const [items, setItems] = useState(initial);
  const [total, setTotal] = useState(initialTotal);
  const [nearest, setNearest] = useState(initialNearest);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The panel opens as the server drew it (open when one of its filters is chosen); then it is the visitor's.
  const [startOpen] = useState(() => panelFilterSet(initialFilter));
  const nearestId = useId();
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const show = async (next: ProjectFilter, pages = 1) => {
    setBusy(true);
    setFailed(false);
    try {
      const found = await fetchProjects(locale, next, 0, pages * PROJECTS_PAGE_SIZE);
      setFilter(next);
      setItems(found.projects);
      setTotal(found.total);
      setNearest(found.nearest);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  // Back and forward show the list of the address they come to, in the page's language.
  const showAddress = useEffectEvent(() => {
    const { page, ...next } = parseProjectQuery(new URLSearchParams(window.location.search), packages);
    void show(next, page);
  });
  useEffect(() => {
    const onPopState = () => showAddress();
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  // After "Load more", the first new card's link takes the focus: a keyboard goes on from there.
  useEffect(() => {
    if (firstNew.current === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>("h3 a")[firstNew.current]?.focus({ preventScroll: true });
    firstNew.current = null;
  }, [items]);

  const choose = (next: ProjectFilter) => {
    window.history.pushState(null, "", listPath(next));
    scrollToElement(document.getElementById(sectionId));
    void show(next);
  };

  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const found = await fetchProjects(locale, filter, items.length);
      firstNew.current = items.length;
      const next = [...items, ...found.projects];
      setItems(next);
      setTotal(found.total);
      window.history.replaceState(null, "", listPath(filter, Math.ceil(next.length / PROJECTS_PAGE_SIZE)));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const options = [
    { value: "", label: m.projectsFilterAll(locale) },
    ...categories.map((c) => ({ value: c, label: projectCategoryText(locale, c) })),
  ];
  const action = localePath(locale, "/projects");
  const nextPage = Math.ceil(items.length / PROJECTS_PAGE_SIZE) + 1;
  const filtered = filter.category !== "" || hasFactFilter(filter);
  const chosen = chosenText(locale, filter);
  // The "More filters" panel's groups; the bedrooms stand outside it.
  const groups: Array<{ name: keyof ProjectFilter; title: string; label: string; options: FilterOption[]; selected: string }> = [
    ...(hasStatus
      ? [
          {
            name: "status" as const,
            title: m.projectFactStatus(locale),
            label: m.projectsFilterStatusLabel(locale),
            options: statusOptions(locale),
            selected: filter.status ? statusSlug(filter.status) : "",
          },
        ]
      : []),
    ...(hasPlot
      ? [
          {
            name: "plot" as const,
            title: m.projectsFilterPlot(locale),
            label: m.projectsFilterPlotLabel(locale),
            options: plotOptions(locale),
            selected: filter.plot,
          },
        ]
      : []),
    ...(packages.length > 0
      ? [
          {
            name: "package" as const,
            title: m.projectFactPackage(locale),
            label: m.projectsFilterPackageLabel(locale),
            options: [{ value: "", label: m.projectsFilterAny(locale) }, ...packages.map((p) => ({ value: p, label: p }))],
            selected: filter.package,
          },
        ]
      : []),
  ];
  const pick = (name: keyof ProjectFilter, value: string) =>
    choose({ ...filter, [name]: name === "status" ? statusFromSlug(value) : value });

  const clearFilters = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    choose({ ...NO_FILTER, category: filter.category });
  };

  return (
    <>
      {/* 'All' plus the categories present, shown even before the first project. Every row of choices wraps. */}
      <div className="mb-8 space-y-4">
        <CategoryFilter
          label={m.projectsFilterCategoryLabel(locale)}
          action={action}
          options={options}
          selected={filter.category}
          keep={keepAllBut(filter, "category")}
          onSelect={(category) => choose({ ...filter, category })}
        />
        {hasBedrooms || groups.length > 0 ? (
          // From 1024 px the bedrooms and the closed "More filters" share a row; open, the panel takes a row of its own.
          <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between">
            {hasBedrooms ? (
              <div className="sm:flex sm:items-center sm:gap-4">
                <p aria-hidden="true" className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:mb-0">
                  {m.projectFactBedrooms(locale)}
                </p>
                <CategoryFilter
                  label={m.projectsFilterBedroomsLabel(locale)}
                  action={action}
                  name="bedrooms"
                  secondary
                  even
                  options={bedroomOptions(locale)}
                  selected={filter.bedrooms}
                  keep={keepAllBut(filter, "bedrooms")}
                  onSelect={(value) => pick("bedrooms", value)}
                />
              </div>
            ) : null}
            {groups.length > 0 ? (
              <details
                open={startOpen || undefined}
                className="shrink-0 rounded-card bg-white ring-1 ring-slate-200 open:shadow-card lg:w-[26rem] lg:open:w-full"
              >
                <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-card px-4 py-2 text-sm font-semibold text-ink select-none hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  <SlidersHorizontal aria-hidden="true" className="size-4 text-brand-700" />
                  {m.projectsMoreFilters(locale)}
                  <span className="min-w-0 flex-1 truncate text-right font-medium text-slate-600">
                    {chosen || groups.map((group) => group.title).join(" · ")}
                  </span>
                </summary>
                <div className="space-y-4 border-t border-slate-200 px-4 pt-3 pb-4 lg:grid lg:grid-cols-3 lg:gap-6 lg:space-y-0">
                  {groups.map((group) => (
                    <div key={group.name}>
                      <p aria-hidden="true" className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                        {group.title}
                      </p>
                      <CategoryFilter
                        label={group.label}
                        action={action}
                        name={group.name}
                        secondary
                        options={group.options}
                        selected={group.selected}
                        keep={keepAllBut(filter, group.name)}
                        onSelect={(value) => pick(group.name, value)}
                      />
                    </div>
                  ))}
                </div>
              </details>
            ) : null}
          </div>
        ) : null}
        {hasFactFilter(filter) ? (
          <a
            href={listPath({ ...NO_FILTER, category: filter.category })}
            onClick={clearFilters}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            <X aria-hidden="true" className="size-4" />
            {m.projectsClearFilters(locale)}
          </a>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {m.projectsLoadError(locale)}
        </p>
      ) : null}
      {items.length === 0 ? (
        <>
          <NoMatch
            compact={nearest.length > 0}
            message={
              filter.bedrooms || filter.plot || filter.package
                ? m.projectsNoneMatchFilters(locale)
                : filter.status === "Ongoing"
                  ? m.projectsNoneOngoing(locale)
                  : filter.status === "Completed"
                    ? m.projectsNoneCompleted(locale)
                    : m.projectsNoneInCategory(locale)
            }
            action={
              filtered ? (
                <form method="get" action={action}>
                  <Button
                    type="submit"
                    variant={nearest.length > 0 ? "outline" : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      choose(NO_FILTER);
                    }}
                  >
                    {m.projectsViewAll(locale)}
                  </Button>
                </form>
              ) : null
            }
          />
          {nearest.length > 0 ? (
            <section aria-labelledby={nearestId} aria-busy={busy} className="mt-10">
              <h3 id={nearestId} className="font-display text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
                {m.projectsNearestHeading(locale)}
              </h3>
              <p className="mt-2 text-slate-600">{m.projectsNearestText(locale)}</p>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {nearest.map((project) => (
                  <li key={project._id} className="flex">
                    <ProjectCard project={project} infos={infos} heading="h4" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : (
        <>
          {/* Cards out of view are not laid out or painted until scrolled near (content-visibility). */}
          <ul ref={listRef} aria-busy={busy} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((project, index) => (
              <li
                key={project._id}
                id={`project-${index}`}
                className="flex [contain-intrinsic-height:auto_26rem] [content-visibility:auto]"
              >
                <ProjectCard project={project} infos={infos} priority={index === 0} />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col items-center gap-3">
            <p aria-live="polite" className="text-sm text-slate-600">
              {total === 1
                ? m.projectsShowingOne(locale, { shown: items.length, total })
                : m.projectsShowingMany(locale, { shown: items.length, total })}
            </p>
            {items.length < total ? (
              <a
                href={`${listPath(filter, nextPage)}#project-${items.length}`}
                onClick={(event) => void loadMore(event)}
                aria-disabled={busy || undefined}
                className={buttonClass({ variant: "outline" })}
              >
                {busy ? m.projectsLoading(locale) : m.projectsLoadMore(locale)}
              </a>
            ) : null}
          </div>
        </>
      )}
    </>
  );
}

/**
 * "No projects found": the empty state alone, or, above the nearest projects, a short notice that
 * leaves them in sight.
 */
function NoMatch({ message, action, compact }: { message: string; action: ReactNode; compact: boolean }) {
  const locale = useLocale();
  if (!compact) return <EmptyState title={m.projectsNoneFound(locale)} message={message} action={action} />;
  return (
    <div className="rounded-card border border-dashed border-slate-300 bg-slate-50 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6">
      <div>
        <h3 className="text-lg font-semibold text-ink">{m.projectsNoneFound(locale)}</h3>
        <p className="mt-1 text-slate-600">{message}</p>
      </div>
      {action ? <div className="mt-4 shrink-0 sm:mt-0">{action}</div> : null}
    </div>
  );
}

/**
 * Hydrated at the visitor's first tap, key or focus on it: the cards are the server's HTML, and a
 * phone loads no framework to show them. The tap that starts it is held and played again.
 */
export const ProjectsListIsland = island("projects", ProjectsList, { load: "interaction" });

export default ProjectsList;
