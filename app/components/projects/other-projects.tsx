import ArrowRight from "lucide-react/icons/arrow-right";
import { useId } from "react";
import { projectPath } from "../../../domain/slugs";
import { Link } from "react-router";
import { localePath } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { SLOT_SIZES } from "../../lib/images";
import { ResponsiveImage } from "../ui/responsive-image";
import { CoverPlaceholder } from "./cover-placeholder";
import type { ImageInfos, ProjectSummary } from "./types";
import { factsLineText, projectCategoryText } from "./wording";

/**
 * The detail page's sidebar: up to three other projects, the most similar homes first (by bedrooms,
 * plot and package: server/services/projects.ts, similar), and the way back to all of them.
 */
export function OtherProjects({ projects, infos }: { projects: ProjectSummary[]; infos: ImageInfos }) {
  const headingId = useId();
  const locale = useLocale();
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70">
      <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight text-ink">
        {m.projectOtherProjects(locale)}
      </h2>
      {projects.length > 0 ? <p className="mt-1 text-sm text-slate-600">{m.projectSimilarHomes(locale)}</p> : null}
      {projects.length === 0 ? (
        <p className="mt-4 text-slate-600">{m.projectNoOthers(locale)}</p>
      ) : (
        <ul className="mt-5 space-y-4">
          {projects.map((project) => {
            const line = factsLineText(locale, project);
            return (
              <li key={project._id}>
                <Link discover="none" to={localePath(locale, projectPath(project))} className="group flex items-center gap-4 rounded-lg">
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
                    {project.category ? (
                      <p className="mt-1 text-sm text-slate-600">{projectCategoryText(locale, project.category)}</p>
                    ) : null}
                    {line ? <p className="mt-0.5 text-xs text-slate-500 tabular-nums">{line}</p> : null}
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Link
        discover="none"
        to={localePath(locale, "/projects")}
        className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-lg border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-700 transition hover:bg-brand-700 hover:text-white"
      >
        {m.projectsViewAll(locale)}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
