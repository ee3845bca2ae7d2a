import ArrowRight from "lucide-react/icons/arrow-right";
import MapPin from "lucide-react/icons/map-pin";
import { projectPath } from "../../../domain/slugs";
import { useId } from "react";
import { Link } from "react-router";
import { localePath } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { SLOT_SIZES } from "../../lib/images";
import { ResponsiveImage } from "../ui/responsive-image";
import { CoverPlaceholder } from "./cover-placeholder";
import type { ImageInfos, ProjectSummary } from "./types";
import { projectCategoryText } from "./wording";

export interface FeaturedProjectProps {
  project: ProjectSummary & { excerpt: string };
  infos: ImageInfos;
}

/** docs/product.md §2 Projects: the first project of the list, larger, with a few lines about it. */
export function FeaturedProject({ project, infos }: FeaturedProjectProps) {
  const headingId = useId();
  const locale = useLocale();
  return (
    <section aria-labelledby={headingId} className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id={headingId} className="font-display text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {m.projectsFeatured(locale)}
        </h2>
        <div className="mt-8 grid overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70 lg:grid-cols-2">
          <div className="aspect-[4/3] bg-slate-100 lg:aspect-auto">
            {project.coverImage ? (
              <ResponsiveImage
                name={project.coverImage}
                alt={project.coverAlt ?? ""}
                info={infos[project.coverImage]}
                sizes={SLOT_SIZES.featured}
                className="size-full object-cover"
              />
            ) : (
              <CoverPlaceholder className="size-full min-h-64" />
            )}
          </div>
          <div className="flex flex-col gap-4 p-6 sm:p-10">
            {project.category ? (
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {projectCategoryText(locale, project.category)}
              </p>
            ) : null}
            <h3 className="text-2xl font-bold text-ink">{project.title}</h3>
            {project.location ? (
              <p className="flex items-center gap-1.5 text-slate-600">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {project.location}
              </p>
            ) : null}
            {project.excerpt ? <p className="leading-relaxed text-slate-700">{project.excerpt}</p> : null}
            <Link
              discover="none"
              to={localePath(locale, projectPath(project))}
              className="mt-2 inline-flex items-center gap-2 self-start rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white transition hover:bg-brand-800"
            >
              {m.projectsViewProjectDetails(locale)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
