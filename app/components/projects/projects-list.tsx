import { useEffect, useState } from "react";
import { projectCategoryLabel } from "../../../domain/categories";
import { CONSTRUCTION_STATUSES, statusFromSlug, statusSlug } from "../../../domain/project-facts";
import { island } from "../../islands/island";
import { listCategories, matchesCategory } from "../../lib/filters";
import { scrollToElement } from "../../lib/motion";
import { Button } from "../ui/button";
import { EmptyState } from "../ui/states";
import { CategoryFilter } from "./category-filter";
import { ProjectCard } from "./project-card";
import type { ImageInfos, ProjectSummary } from "./types";

export interface ProjectsListProps {
  projects: ProjectSummary[];
  infos: ImageInfos;
  /** The category in the address (`?category=`), as the server rendered the list. */
  selected: string;
  /** The construction status in the address (`?status=completed|ongoing`), empty for any. */
  selectedStatus: string;
  /** The id of the section around the list: choosing a category scrolls to it (SPEC §2). */
  sectionId: string;
}

interface Filters {
  category: string;
  status: string;
}

function filtersInAddress(): Filters {
  const query = new URLSearchParams(window.location.search);
  const status = statusFromSlug(query.get("status"));
  return { category: query.get("category")?.trim() ?? "", status: status ? statusSlug(status) : "" };
}

function addressOf({ category, status }: Filters): string {
  const query = new URLSearchParams();
  if (category) query.set("category", category);
  if (status) query.set("status", status);
  const search = query.toString();
  return search ? `/projects?${search}` : "/projects";
}

const STATUS_OPTIONS = [{ value: "", label: "Any status" }, ...CONSTRUCTION_STATUSES.map((s) => ({ value: statusSlug(s), label: s }))];

/**
 * The category buttons and the project cards of /projects (SPEC §2). The buttons submit a GET
 * form, so the filter works without JavaScript; this island makes it instant: a choice filters
 * the cards already on the page and writes the category into the address (Back undoes it).
 */
export function ProjectsList({ projects, infos, selected: initialCategory, selectedStatus: initialStatus, sectionId }: ProjectsListProps) {
  const [filters, setFilters] = useState<Filters>({ category: initialCategory, status: initialStatus });

  useEffect(() => {
    const onPopState = () => setFilters(filtersInAddress());
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const choose = (next: Filters) => {
    window.history.pushState(null, "", addressOf(next));
    setFilters(next);
    scrollToElement(document.getElementById(sectionId));
  };
  const options = [{ value: "", label: "All" }, ...listCategories(projects).map((c) => ({ value: c, label: projectCategoryLabel(c) }))];
  // The status filter shows once any project has a status.
  const hasStatus = projects.some((project) => project.constructionStatus !== null);
  const status = statusFromSlug(filters.status);
  const visible = projects.filter(
    (project) => matchesCategory(project.category, filters.category) && (!status || project.constructionStatus === status),
  );

  return (
    <>
      {/* SPEC §2: 'All' plus the categories present, shown even before the first project. */}
      <div className="mb-8 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <CategoryFilter
          label="Filter projects by category"
          action="/projects"
          options={options}
          selected={filters.category}
          keep={{ status: filters.status }}
          onSelect={(category) => choose({ ...filters, category })}
        />
        {hasStatus ? (
          <CategoryFilter
            label="Filter projects by status"
            action="/projects"
            name="status"
            secondary
            options={STATUS_OPTIONS}
            selected={filters.status}
            keep={{ category: filters.category }}
            onSelect={(value) => choose({ ...filters, status: value })}
          />
        ) : null}
      </div>
      {visible.length === 0 ? (
        <EmptyState
          title="No projects found"
          message={
            status
              ? `No ${status.toLowerCase()} projects in this category at the moment.`
              : "No projects available in this category at the moment."
          }
          action={
            filters.category || filters.status ? (
              <form method="get" action="/projects">
                <Button
                  type="submit"
                  onClick={(event) => {
                    event.preventDefault();
                    choose({ category: "", status: "" });
                  }}
                >
                  View All Projects
                </Button>
              </form>
            ) : null
          }
        />
      ) : (
        // Cards out of view are not laid out or painted until scrolled near (content-visibility): a
        // phone renders the few it shows first instead of all sixty; the height keeps the scrollbar right.
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((project, index) => (
            <li key={project._id} className="flex [contain-intrinsic-height:auto_26rem] [content-visibility:auto]">
              <ProjectCard project={project} infos={infos} index={index} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Hydrated at the visitor's first tap, key or focus on it: the cards are the server's HTML, and a
 * phone loads no framework to show them. The tap that starts it is held and played again.
 */
export const ProjectsListIsland = island("projects", ProjectsList, { load: "interaction" });
