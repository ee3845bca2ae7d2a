import { useId, useRef, type ReactNode, type RefObject } from "react";
import { useRevalidator, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { projectCategoryLabel } from "../../domain/categories";
import { CategoryFilter } from "../components/projects/category-filter";
import { FeaturedProject } from "../components/projects/featured-project";
import { ProjectCard } from "../components/projects/project-card";
import type { ImageInfos, ProjectSummary } from "../components/projects/types";
import { CtaBanner } from "../components/sections/cta-banner";
import { PageHero } from "../components/sections/page-hero";
import { Button } from "../components/ui/button";
import { GeneralErrorBoundary } from "../components/ui/error-boundary";
import { EmptyState, ErrorBox, Spinner } from "../components/ui/states";
import { listCategories, matchesCategory } from "../lib/filters";
import { scrollToElement } from "../lib/motion";
import { getSiteFromMatches } from "../lib/route-site";
import { imageInfos, loadOrFail } from "../lib/loaders";
import { excerpt, pageMeta } from "../lib/seo";
import { isQueryOnlyChange, usePageLoading } from "../lib/use-page-loading";
import type { Route } from "./+types/projects";

export async function loader({ context }: Route.LoaderArgs) {
  return loadOrFail("projects", async () => {
    const all = await context.content.projects.list();
    const projects: ProjectSummary[] = all.map(({ _id, title, category, location, coverImage }) => ({
      _id,
      title,
      category,
      location,
      coverImage,
    }));
    const first = all[0];
    const featured = first && projects[0] ? { ...projects[0], excerpt: excerpt(first.description, 280) } : null;
    const infos: ImageInfos = await imageInfos(
      context.content,
      projects.map((p) => p.coverImage),
    );
    return { projects, featured, infos };
  });
}

/** The category lives in the query string and is applied to the list already on the page. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isQueryOnlyChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...getSiteFromMatches(matches),
    title: "Our Projects",
    description:
      "Residential, commercial, industrial, renovation and interior projects completed by our construction team in Thiruvananthapuram, Kerala and Tamil Nadu.",
    path: "/projects",
    image: loaderData?.featured?.coverImage,
  });
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { projects, featured, infos } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get("category")?.trim() ?? "";
  const loading = usePageLoading((pathname) => pathname === "/projects");
  const listRef = useRef<HTMLElement>(null);

  const select = (category: string) => {
    setSearchParams(category ? { category } : {}, { preventScrollReset: true });
    scrollToElement(listRef.current);
  };
  const options = [{ value: "", label: "All" }, ...listCategories(projects).map((c) => ({ value: c, label: projectCategoryLabel(c) }))];
  const visible = projects.filter((project) => matchesCategory(project.category, selected));

  let body;
  if (loading) body = <Spinner label="Loading projects…" />;
  else if (visible.length === 0)
    body = (
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
    );
  else
    // Cards out of view are not laid out or painted until scrolled near (content-visibility): a
    // phone renders the few it shows first instead of all sixty; the height keeps the scrollbar right.
    body = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((project, index) => (
          <li key={project._id} className="flex [contain-intrinsic-height:auto_26rem] [content-visibility:auto]">
            <ProjectCard project={project} infos={infos} index={index} priority={index === 0} />
          </li>
        ))}
      </ul>
    );

  return (
    <ProjectsPageShell listRef={listRef} after={featured && !loading ? <FeaturedProject project={featured} infos={infos} /> : null}>
      {projects.length > 0 ? (
        <div className="mb-8">
          <CategoryFilter label="Filter projects by category" action="/projects" options={options} selected={selected} onSelect={select} />
        </div>
      ) : null}
      {body}
    </ProjectsPageShell>
  );
}

/** The page around the list: its hero, the list's section, what follows it, the call to action. */
function ProjectsPageShell({
  listRef,
  after,
  children,
}: {
  listRef?: RefObject<HTMLElement | null>;
  after?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <main>
      <PageHero
        title="Our Projects"
        subtitle="Homes, commercial buildings, renovations and interiors we have planned and built across Kerala and Tamil Nadu."
      />
      <section ref={listRef} aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id={headingId} className="sr-only">
          Project list
        </h2>
        {children}
      </section>
      {after}
      <CtaBanner
        title="Have a Project in Mind?"
        text="Share your plans with us and get a free site visit and a clear, itemised estimate."
      />
    </main>
  );
}

/** SPEC §2, §8: the error box with 'Try Again', which loads the list again. */
export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <GeneralErrorBoundary
      failed={
        <ProjectsPageShell>
          <ErrorBox
            message="Failed to load projects. Please try again."
            action={<Button onClick={() => void revalidator.revalidate()}>Try Again</Button>}
          />
        </ProjectsPageShell>
      }
    />
  );
}
