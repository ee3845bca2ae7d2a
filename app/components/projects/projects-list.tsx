import { useEffect, useState } from "react";
import { projectCategoryLabel } from "../../../domain/categories";
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
  /** The id of the section around the list: choosing a category scrolls to it (SPEC §2). */
  sectionId: string;
}

function categoryInAddress(): string {
  return new URLSearchParams(window.location.search).get("category")?.trim() ?? "";
}

/**
 * The category buttons and the project cards of /projects (SPEC §2). The buttons submit a GET
 * form, so the filter works without JavaScript; this island makes it instant: a choice filters
 * the cards already on the page and writes the category into the address (Back undoes it).
 */
export function ProjectsList({ projects, infos, selected: initial, sectionId }: ProjectsListProps) {
  const [selected, setSelected] = useState(initial);

  useEffect(() => {
    const onPopState = () => setSelected(categoryInAddress());
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const select = (category: string) => {
    window.history.pushState(null, "", category ? `/projects?category=${encodeURIComponent(category)}` : "/projects");
    setSelected(category);
    scrollToElement(document.getElementById(sectionId));
  };
  const options = [{ value: "", label: "All" }, ...listCategories(projects).map((c) => ({ value: c, label: projectCategoryLabel(c) }))];
  const visible = projects.filter((project) => matchesCategory(project.category, selected));

  return (
    <>
      {projects.length > 0 ? (
        <div className="mb-8">
          <CategoryFilter label="Filter projects by category" action="/projects" options={options} selected={selected} onSelect={select} />
        </div>
      ) : null}
      {visible.length === 0 ? (
        <EmptyState
          title="No projects found"
          message="No projects available in this category at the moment."
          action={
            selected ? (
              <form method="get" action="/projects">
                <Button
                  type="submit"
                  onClick={(event) => {
                    event.preventDefault();
                    select("");
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
