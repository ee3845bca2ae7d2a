import Calculator from "lucide-react/icons/calculator";
import PhoneCall from "lucide-react/icons/phone-call";
import { useId } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { estimableTiers } from "../../domain/estimator";
import { localeOfPath, localePath } from "../../domain/locales";
import { BeforeAfter } from "../components/projects/before-after";
import { CaptionedGallery } from "../components/projects/captioned-gallery";
import { DetailError } from "../components/projects/detail-error";
import { FactsPanel } from "../components/projects/facts-panel";
import { OtherProjects } from "../components/projects/other-projects";
import { ProjectHero } from "../components/projects/project-hero";
import { ShareLinks } from "../components/projects/share-links";
import { projectSummary, type ImageInfos } from "../components/projects/types";
import { factRowsText, keyFactsText, projectCategoryText } from "../components/projects/wording";
import { CtaBanner } from "../components/sections/cta-banner";
import { SLOT_SIZES } from "../lib/images";
import { imageInfos, loadOrFail, movedTo, previewHeaders, previewToken } from "../lib/loaders";
import { PreviewBanner } from "../components/ui/preview-banner";
import { projectPath, pathsInLanguages } from "../../domain/slugs";
import { splitParagraphs } from "../lib/paragraphs";
import { enquiryHref, estimateHref } from "../lib/contact-links";
import { TALK_SHEET_ID } from "../lib/talk-about";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { getSiteFromMatches } from "../lib/route-site";
import { breadcrumbJsonLd, excerpt, pageMeta, projectJsonLd } from "../lib/seo";
import { langOf, UntranslatedNote } from "../components/ui/content-language";
import type { Route } from "./+types/project-detail";

/** docs/product.md §9: other items on a detail page. */
const OTHER_COUNT = 3;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const token = previewToken(request);
  return loadOrFail("project", async () => {
    const { content } = context;
    const found = token === null ? await content.projects.get(params.id) : await content.projects.preview(params.id, token);
    // An id URL (docs/product.md §2) or a slug the project had before: 301 to its URL now, in the page's language.
    if (params.id !== found.slug) throw movedTo(request, localePath(localeOfPath(new URL(request.url).pathname), projectPath(found)));
    // The homes most like this one (bedrooms, plot, package; then category, then newest), chosen
    // in one query over every project; the packages compare in the order of the price tiers.
    const services = await content.site.get("services");
    const tiers = services.tiers.map((tier) => tier.title);
    const others = (await content.projects.similar(found, OTHER_COUNT, tiers)).map(projectSummary);
    // "Estimate a home like this": the estimator worked out on this home's figures.
    const estimate = estimateHref(
      found,
      estimableTiers(services.tiers).map((tier) => tier.title),
    );
    const { createdAt: _created, updatedAt: _updated, ...project } = found;
    // Every photo of the page keeps its blurred placeholder: there are a few dozen at most.
    const infos: ImageInfos = await imageInfos(content, [found.coverImage, ...found.gallery, ...others.map((p) => p.coverImage)], Infinity);
    return data(
      // The project's page in each language, for the language switcher.
      { project, others, infos, estimate, preview: token !== null, languagePaths: pathsInLanguages(found, projectPath) },
      { headers: previewHeaders(request, token, { kind: "projects", id: found._id }) },
    );
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const site = getSiteFromMatches(matches);
  const { locale } = site;
  const project = loaderData?.project;
  if (!project) {
    return [
      ...pageMeta({
        ...site,
        title: m.projectNotFound(locale),
        description: m.projectNotFoundDescription(locale),
        path: `/projects/${params.id}`,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const path = projectPath(project);
  const noindex = loaderData.preview ? [{ name: "robots", content: "noindex" }] : [];
  // Without a description of its own: what it is and where, from its category and location.
  const category = project.category ? projectCategoryText(locale, project.category) : "";
  const { title, location } = project;
  const about =
    category && location
      ? m.projectMetaCategoryIn(locale, { title, category, location })
      : category
        ? m.projectMetaCategory(locale, { title, category })
        : location
          ? m.projectMetaLocation(locale, { title, location })
          : m.projectMetaPlain(locale, { title });
  return [
    ...pageMeta({
      ...site,
      title: project.title,
      description: excerpt(project.description) || about,
      path,
      // Its alternates: the languages it is written in (docs/product.md §11).
      languages: project.language?.languages,
      paths: pathsInLanguages(project, projectPath),
      image: project.coverImage,
      jsonLd: [
        projectJsonLd(site, project, localePath(locale, path)),
        breadcrumbJsonLd(site.siteUrl, [
          { name: m.projectBreadcrumbHome(locale), path: localePath(locale, "/") },
          { name: m.projectBreadcrumbProjects(locale), path: localePath(locale, "/projects") },
          { name: project.title, path: localePath(locale, path) },
        ]),
      ],
    }),
    ...noindex,
  ];
}

export default function ProjectDetailPage({ loaderData }: Route.ComponentProps) {
  const { project, others, infos, estimate, preview } = loaderData;
  const detailsId = useId();
  const locale = useLocale();
  const paragraphs = splitParagraphs(project.description);
  const category = project.category ? projectCategoryText(locale, project.category) : "";
  const facts = factRowsText(locale, project);
  const enquiry = localePath(locale, enquiryHref({ project: project.slug }));
  // The cover's alt text: what the company wrote it shows, else the title (the page's h1 says it too).
  const coverAlt = (project.coverImage && project.imageAlts[project.coverImage]?.trim()) || project.title;
  const compare = project.beforeImage && project.afterImage ? { before: project.beforeImage, after: project.afterImage } : null;
  return (
    <main data-talk-about={project.title}>
      {preview ? <PreviewBanner item={project} /> : null}
      <ProjectHero
        title={project.title}
        titleLang={langOf(project, "title")}
        category={category}
        location={project.location}
        ongoing={project.constructionStatus === "Ongoing"}
        cover={project.coverImage ? { name: project.coverImage, alt: coverAlt, info: infos[project.coverImage] } : null}
        facts={keyFactsText(locale, project)}
      />
      {/* The two next steps of a family that likes this home, at the thumb, before the details. */}
      <nav aria-label={m.projectNextStepsLabel(locale)} className="border-b border-slate-200 bg-white">
        <div className="mx-auto grid max-w-6xl grid-cols-2 gap-3 px-4 py-3 sm:flex sm:justify-end sm:px-6">
          <a
            href={localePath(locale, estimate)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-center text-sm font-semibold text-ink ring-1 ring-slate-300 hover:bg-slate-50 sm:text-base"
          >
            <Calculator aria-hidden="true" className="size-5 shrink-0" />
            {m.projectEstimateLikeThis(locale)}
          </a>
          <button
            type="button"
            popoverTarget={TALK_SHEET_ID}
            data-talk-about={project.title}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:text-base"
          >
            <PhoneCall aria-hidden="true" className="size-5 shrink-0" />
            {m.projectAskAbout(locale)}
          </button>
        </div>
      </nav>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-3">
        <div className="min-w-0 space-y-10 lg:col-span-2">
          <section aria-labelledby={detailsId} className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-8">
            <h2 id={detailsId} className="font-display text-2xl font-semibold tracking-tight text-ink">
              {m.projectDetails(locale)}
            </h2>
            <UntranslatedNote item={project} className="mt-3" />
            <div lang={langOf(project, "description")} className="mt-4 space-y-4 leading-relaxed text-slate-700">
              {paragraphs.length > 0 ? (
                paragraphs.map((text, i) => (
                  <p key={i} className="whitespace-pre-line">
                    {text}
                  </p>
                ))
              ) : (
                <p>{m.projectNoDescription(locale)}</p>
              )}
            </div>
            <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-medium text-slate-500">{m.projectCategory(locale)}</dt>
                <dd className="mt-1 font-semibold text-ink">{category || m.projectCategoryNone(locale)}</dd>
              </div>
              {project.location ? (
                <div>
                  <dt className="text-sm font-medium text-slate-500">{m.projectLocation(locale)}</dt>
                  <dd lang={langOf(project, "location")} className="mt-1 font-semibold text-ink">
                    {project.location}
                  </dd>
                </div>
              ) : null}
            </dl>
            <div className="mt-6 border-t border-slate-200 pt-6">
              <ShareLinks heading={m.projectShare(locale)} title={project.title} />
            </div>
          </section>

          {compare ? (
            <BeforeAfter title={project.title} before={compare.before} after={compare.after} infos={infos} sizes={SLOT_SIZES.detail} />
          ) : null}

          {project.gallery.length > 0 ? (
            <CaptionedGallery
              heading={m.projectGallery(locale)}
              title={project.title}
              images={project.gallery}
              alts={project.imageAlts}
              infos={infos}
              sizes={SLOT_SIZES.detailGallery}
            />
          ) : null}
        </div>

        {/* The facts, then the other projects: the column is as full as the page is long. */}
        <aside aria-label={m.projectAsideLabel(locale)} className="space-y-8">
          <FactsPanel facts={facts} planHref={enquiry} />
          <OtherProjects projects={others} infos={infos} />
        </aside>
      </div>
      <CtaBanner title={m.projectCtaTitle(locale)} quoteHref={enquiry} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const locale = useLocale();
  return (
    <DetailError
      missing={missing}
      heading={missing ? m.projectNotFound(locale) : m.projectUnavailable(locale)}
      message={missing ? m.projectNotFoundText(locale) : m.projectLoadError(locale)}
      backTo={localePath(locale, "/projects")}
      backLabel={m.projectBackToProjects(locale)}
    />
  );
}
