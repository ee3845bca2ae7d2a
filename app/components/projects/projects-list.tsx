import { useEffect, useRef, useState, type MouseEvent } from "react";
import { projectCategoryLabel } from "../../../domain/categories";
import { CONSTRUCTION_STATUSES, statusSlug } from "../../../domain/project-facts";
import { parseProjectQuery, projectListPath, PROJECTS_PAGE_SIZE, type ProjectFilter } from "../../../domain/project-list";
import { island } from "../../islands/island";
import { scrollToElement } from "../../lib/motion";
import { Button, buttonClass } from "../ui/button";
import { EmptyState } from "../ui/states";
import { CategoryFilter } from "./category-filter";
import { ProjectCard } from "./project-card";
import { projectSummary, type ImageInfos, type ProjectSummary } from "./types";
import type { Project } from "../../../domain/entities";

/** What the server renders the list with: its first pages, and what the filters offer. */
export interface ProjectListState {
  /** The matching projects shown: the first pages of them. */
  projects: ProjectSummary[];
  /** How many projects match the filter in all. */
  total: number;
  /** The distinct categories of every project (SPEC §2: 'All' plus these). */
  categories: string[];
  /** Whether any project has a construction status: only then is the status filter offered. */
  hasStatus: boolean;
  filter: ProjectFilter;
}

export interface ProjectsListProps extends ProjectListState {
  infos: ImageInfos;
  /** The id of the section around the list: choosing a category scrolls to it (SPEC §2). */
  sectionId: string;
}

const STATUS_OPTIONS = [{ value: "", label: "Any status" }, ...CONSTRUCTION_STATUSES.map((s) => ({ value: statusSlug(s), label: s }))];
const LOAD_ERROR = "Failed to load projects. Please try again.";

/** The matching projects from `offset`, as many as a page holds, and how many match in all. */
async function fetchProjects(filter: ProjectFilter, offset: number, limit = PROJECTS_PAGE_SIZE) {
  const query = new URLSearchParams(projectListPath(filter).split("?")[1] ?? "");
  query.set("offset", String(offset));
  query.set("limit", String(limit));
  const response = await fetch(`/api/projects?${query}`);
  if (!response.ok) throw new Error(`GET /api/projects answered ${response.status}`);
  const { projects, total } = (await response.json()) as { projects: Project[]; total: number };
  return { projects: projects.map(projectSummary), total };
}

/**
 * The category and status buttons, the project cards and "Load more" of /projects (SPEC §2). The
 * buttons submit a GET form and "Load more" is a link to the next page, so the list works without
 * JavaScript; this island makes them instant: a choice asks the API for the first page of the
 * matching projects (however many there are) and writes the filter into the address (Back undoes
 * it), and "Load more" adds the next page where the visitor is.
 */
export function ProjectsList({
  projects: initial,
  total: initialTotal,
  categories,
  hasStatus,
  filter: initialFilter,
  infos,
  sectionId,
}: ProjectsListProps) {
  const [filter, setFilter] = useState(initialFilter);
  const [items, setItems] = useState(initial);
  const [total, setTotal] = useState(initialTotal);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const show = async (next: ProjectFilter, pages = 1) => {
    setBusy(true);
    setFailed(false);
    try {
      const found = await fetchProjects(next, 0, pages * PROJECTS_PAGE_SIZE);
      setFilter(next);
      setItems(found.projects);
      setTotal(found.total);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const onPopState = () => {
      const query = parseProjectQuery(new URLSearchParams(window.location.search));
      void show({ category: query.category, status: query.status }, query.page);
    };
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
    window.history.pushState(null, "", projectListPath(next));
    scrollToElement(document.getElementById(sectionId));
    void show(next);
  };

  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const found = await fetchProjects(filter, items.length);
      firstNew.current = items.length;
      const next = [...items, ...found.projects];
      setItems(next);
      setTotal(found.total);
      window.history.replaceState(null, "", projectListPath(filter, Math.ceil(next.length / PROJECTS_PAGE_SIZE)));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const options = [{ value: "", label: "All" }, ...categories.map((c) => ({ value: c, label: projectCategoryLabel(c) }))];
  const statusValue = filter.status ? statusSlug(filter.status) : "";
  const nextPage = Math.ceil(items.length / PROJECTS_PAGE_SIZE) + 1;

  return (
    <>
      {/* SPEC §2: 'All' plus the categories present, shown even before the first project. */}
      <div className="mb-8 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <CategoryFilter
          label="Filter projects by category"
          action="/projects"
          options={options}
          selected={filter.category}
          keep={{ status: statusValue }}
          onSelect={(category) => choose({ ...filter, category })}
        />
        {hasStatus ? (
          <CategoryFilter
            label="Filter projects by status"
            action="/projects"
            name="status"
            secondary
            options={STATUS_OPTIONS}
            selected={statusValue}
            keep={{ category: filter.category }}
            onSelect={(value) => choose({ ...filter, status: parseProjectQuery(new URLSearchParams({ status: value })).status })}
          />
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {LOAD_ERROR}
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          title="No projects found"
          message={
            filter.status
              ? `No ${filter.status.toLowerCase()} projects in this category at the moment.`
              : "No projects available in this category at the moment."
          }
          action={
            filter.category || filter.status ? (
              <form method="get" action="/projects">
                <Button
                  type="submit"
                  onClick={(event) => {
                    event.preventDefault();
                    choose({ category: "", status: null });
                  }}
                >
                  View All Projects
                </Button>
              </form>
            ) : null
          }
        />
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
                <ProjectCard project={project} infos={infos} index={index % PROJECTS_PAGE_SIZE} priority={index === 0} />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col items-center gap-3">
            <p aria-live="polite" className="text-sm text-slate-600">
              Showing {items.length} of {total} {total === 1 ? "project" : "projects"}
            </p>
            {items.length < total ? (
              <a
                href={`${projectListPath(filter, nextPage)}#project-${items.length}`}
                onClick={(event) => void loadMore(event)}
                aria-disabled={busy || undefined}
                className={buttonClass({ variant: "outline" })}
              >
                {busy ? "Loading…" : "Load more projects"}
              </a>
            ) : null}
          </div>
        </>
      )}
    </>
  );
}

/**
 * Hydrated at the visitor's first tap, key or focus on it: the cards are the server's HTML, and a
 * phone loads no framework to show them. The tap that starts it is held and played again.
 */
export const ProjectsListIsland = island("projects", ProjectsList, { load: "interaction" });
