import ArrowRight from "lucide-react/icons/arrow-right";
import MapPin from "lucide-react/icons/map-pin";
import { projectPath } from "../../../domain/slugs";
import { localePath } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { SLOT_SIZES } from "../../lib/images";
import { riseAttributes, STAGGER_STEP } from "../../lib/stagger";
import { ResponsiveImage } from "../ui/responsive-image";
import { CoverPlaceholder } from "./cover-placeholder";
import { OngoingBadge } from "./ongoing-badge";
import type { ImageInfos, ProjectSummary } from "./types";
import { factsLineText, projectCategoryText } from "./wording";

export interface ProjectCardProps {
  project: ProjectSummary;
  infos: ImageInfos;
  /** The first card on the page may be its largest image: load it at once. */
  priority?: boolean;
  /** The title's level: h3 under a section's h2, h4 under a list's own h3. */
  heading?: "h3" | "h4";
}

/** A project in the grid; the whole card is one link to /projects/{id}. */
export function ProjectCard({ project, infos, priority = false, heading: Heading = "h3" }: ProjectCardProps) {
  const locale = useLocale();
  const line = factsLineText(locale, project);
  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70 transition hover:shadow-lift"
      {...riseAttributes(STAGGER_STEP.projects)}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {project.coverImage ? (
          <ResponsiveImage
            name={project.coverImage}
            alt={project.coverAlt ?? ""}
            info={infos[project.coverImage]}
            sizes={SLOT_SIZES.card}
            priority={priority}
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <CoverPlaceholder className="size-full" />
        )}
        {project.constructionStatus === "Ongoing" ? <OngoingBadge className="absolute top-3 left-3 shadow-card" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {project.category ? (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{projectCategoryText(locale, project.category)}</p>
        ) : null}
        <Heading lang={project.titleLang} className="text-lg font-semibold text-ink">
          <a
            href={localePath(locale, projectPath(project))}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-focus"
          >
            {project.title}
          </a>
        </Heading>
        {project.location ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            {project.location}
          </p>
        ) : null}
        {line ? <p className="text-sm font-medium text-slate-700 tabular-nums">{line}</p> : null}
        <p aria-hidden="true" className="mt-auto flex items-center gap-1 pt-2 text-sm font-semibold text-brand-700">
          {m.projectsViewDetails(locale)}
          <ArrowRight className="size-4 transition group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
