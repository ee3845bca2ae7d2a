import ArrowRight from "lucide-react/icons/arrow-right";
import { useId } from "react";
import { projectPath } from "../../../domain/slugs";
import { Link } from "react-router";
import { projectCategoryLabel } from "../../../domain/categories";
import { factsLine } from "../../../domain/project-facts";
import { SLOT_SIZES } from "../../lib/images";
import { ResponsiveImage } from "../ui/responsive-image";
import { CoverPlaceholder } from "./cover-placeholder";
import type { ImageInfos, ProjectSummary } from "./types";

/**
 * The detail page's sidebar: up to three other projects, the most similar homes first (by bedrooms,
 * plot and package: server/services/projects.ts, similar), and the way back to all of them.
 */
export function OtherProjects({ projects, infos }: { projects: ProjectSummary[]; infos: ImageInfos }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70">
      <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight text-ink">
        Other Projects
      </h2>
      {projects.length > 0 ? <p className="mt-1 text-sm text-slate-600">Similar homes: size, plot and package</p> : null}
      {projects.length === 0 ? (
        <p className="mt-4 text-slate-600">No other projects available</p>
      ) : (
        <ul className="mt-5 space-y-4">
          {projects.map((project) => (
            <li key={project._id}>
              <Link to={projectPath(project)} className="group flex items-center gap-4 rounded-lg">
                <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                  {project.coverImage ? (
                    <ResponsiveImage
                      name={project.coverImage}
                      alt={project.coverAlt ?? ""}
                      info={infos[project.coverImage]}
                      sizes={SLOT_SIZES.thumbnail}
                      className="size-full object-cover"
                    />
                  ) : (
                    <CoverPlaceholder className="size-full [&>span]:hidden" />
                  )}
                </div>
                <div className="min-w-0">
                  <p className="font-semibold text-ink group-hover:text-brand-700">{project.title}</p>
                  {project.category ? <p className="mt-1 text-sm text-slate-600">{projectCategoryLabel(project.category)}</p> : null}
                  {factsLine(project) ? <p className="mt-0.5 text-xs text-slate-500 tabular-nums">{factsLine(project)}</p> : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/projects"
        className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-lg border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-700 transition hover:bg-brand-700 hover:text-white"
      >
        View All Projects
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
