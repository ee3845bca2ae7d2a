import { useId, type ReactNode } from "react";
import { localePath } from "../../domain/locales";
import { factQuery, hasFactFilter, NEAREST_COUNT, parseProjectQuery, PROJECTS_PAGE_SIZE } from "../../domain/project-list";
import { FeaturedProject } from "../components/projects/featured-project";
import { ProjectsListIsland, type ProjectListState } from "../components/projects/projects.island";
import { projectSummary, type ImageInfos, type ProjectSummary } from "../components/projects/types";
import { CtaBanner } from "../components/sections/cta-banner";
import { PageHero } from "../components/sections/page-hero";
import { buttonClass } from "../components/ui/button";
import { GeneralErrorBoundary } from "../components/ui/error-boundary";
import { ErrorBox } from "../components/ui/states";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { getSiteFromMatches } from "../lib/route-site";
import { imageInfos, loadOrFail } from "../lib/loaders";
import { excerpt, pageMeta } from "../lib/seo";
import type { Route } from "./+types/projects";

/** The list's section: choosing a category scrolls to it. */
const LIST_ID = "project-list";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadOrFail("projects", async () => {
    // The first pages of the matching projects, filtered and cut in SQL: a long list is paged,
    // however many there are. A filter value the list does not offer is ignored.
    const { projects: reader, site } = context.content;
    const tiers = (await site.get("services")).tiers.map((tier) => tier.title);
    const facets = await reader.facets(tiers);
    const { page, ...filter } = parseProjectQuery(new URL(request.url).searchParams, facets.packages);
    const filtered = filter.category !== "" || hasFactFilter(filter);
    // The list's order is the company's (the pinned project first: docs/product.md §2 "Arrange portfolio").
    const [found, unfiltered] = await Promise.all([
      reader.page({ category: filter.category, ...factQuery(filter), offset: 0, limit: page * PROJECTS_PAGE_SIZE }),
      filtered ? reader.page({ offset: 0, limit: 1 }) : null,
    ]);
    const projects: ProjectSummary[] = found.items.map(projectSummary);
    // Nothing matches: the projects nearest to what was asked, so that the visitor is never left with none.
    const nearest: ProjectSummary[] =
      filtered && found.total === 0
        ? (await reader.nearest({ category: filter.category, ...factQuery(filter) }, NEAREST_COUNT, tiers)).map(projectSummary)
        : [];
    const first = (unfiltered ?? found).items[0];
    const featured = first ? { ...projectSummary(first), excerpt: excerpt(first.description, 280) } : null;
    const infos: ImageInfos = await imageInfos(context.content, [
      ...projects.map((p) => p.coverImage),
      ...nearest.map((p) => p.coverImage),
      featured?.coverImage,
    ]);
    const list: ProjectListState = {
      projects,
      total: found.total,
      categories: facets.categories,
      hasStatus: facets.hasStatus,
      hasBedrooms: facets.hasBedrooms,
      hasPlot: facets.hasPlot,
      packages: facets.packages,
      filter,
      nearest,
    };
    return { list, featured, infos };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = getSiteFromMatches(matches);
  return pageMeta({
    ...site,
    title: m.projectsTitle(site.locale),
    description: m.projectsMetaDescription(site.locale),
    path: "/projects",
    image: loaderData?.featured?.coverImage,
  });
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { list, featured, infos } = loaderData;
  return (
    <ProjectsPageShell after={featured ? <FeaturedProject project={featured} infos={infos} /> : null}>
      <ProjectsListIsland {...list} infos={infos} sectionId={LIST_ID} />
    </ProjectsPageShell>
  );
}

/** The page around the list: its hero, the list's section, what follows it, the call to action. */
function ProjectsPageShell({ after, children }: { after?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  const locale = useLocale();
  return (
    <main>
      <PageHero title={m.projectsTitle(locale)} subtitle={m.projectsHeroSubtitle(locale)} />
      <section id={LIST_ID} aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id={headingId} className="sr-only">
          {m.projectsListHeading(locale)}
        </h2>
        {children}
      </section>
      {after}
      <CtaBanner title={m.projectsCtaTitle(locale)} text={m.projectsCtaText(locale)} />
    </main>
  );
}

/** docs/product.md §2, §8: the error box with 'Try Again', which loads the list again. */
export function ErrorBoundary() {
  const locale = useLocale();
  return (
    <GeneralErrorBoundary
      failed={
        <ProjectsPageShell>
          <ErrorBox
            message={m.projectsLoadError(locale)}
            action={
              <a href={localePath(locale, "/projects")} className={buttonClass()}>
                {m.projectsTryAgain(locale)}
              </a>
            }
          />
        </ProjectsPageShell>
      }
    />
  );
}
