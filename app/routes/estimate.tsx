import { checkEstimateRequest, estimateCost, suggestedArea } from "../../domain/estimator";
import { projectPath } from "../../domain/slugs";
import type { ContentReader } from "../../domain/site-context";
import { defaultEstimateValues, EstimateSection } from "../components/estimator/estimate-section";
import type { EstimateChecked, EstimatorValues } from "../components/estimator/estimator.island";
import { PageHero } from "../components/sections/page-hero";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { loadOrFail } from "../lib/loaders";
import { pageMeta, siteFromMatches } from "../lib/seo";
import type { Route } from "./+types/estimate";

/**
 * The estimator's own page (issue #15): where its form goes without JavaScript, the server working
 * out the estimate (the form's action ends in #estimate-result, so the answer lands on it), and
 * where a pricing package's "Estimate your cost" opens with that package. Bedrooms chosen without
 * an area get the area suggested for them, as the island does. Opened from a project ("Estimate a
 * home like this", `like=` its slug), it names that home. Each answer depends on its query, so the
 * page is not kept in the server's cache.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { tiers, estimator } = await loadOrFail("the estimator", () => context.content.site.get("services"));
  const params = new URL(request.url).searchParams;
  const values: EstimatorValues = { ...defaultEstimateValues(tiers) };
  for (const name of Object.keys(values) as Array<keyof EstimatorValues>) {
    const value = params.get(name);
    if (value !== null) values[name] = value.slice(0, 60);
  }
  let suggested: number | undefined;
  const area = suggestedArea(values.bedrooms);
  if (values.builtUpArea.trim() === "" && area !== null) {
    values.builtUpArea = String(area);
    suggested = area;
  }
  let checked: EstimateChecked | undefined;
  if (params.has("plotSize") || params.has("builtUpArea")) {
    const parsed = checkEstimateRequest(values, tiers);
    const rates = { rates: estimator.rates, setOn: estimator.ratesSetOn };
    checked = parsed.ok
      ? { estimate: estimateCost(parsed.request, tiers, rates), problems: {} }
      : { estimate: null, problems: parsed.problems };
  }
  const like = await homeLike(context.content, params.get("like"));
  return { tiers, estimator, values, checked, suggested, like };
}

/** The published project an estimate was opened from, by its slug; none when there is no such project (any more). */
async function homeLike(content: ContentReader, slug: string | null): Promise<{ title: string; href: string } | null> {
  if (!slug || slug.length > 200) return null;
  try {
    const project = await content.projects.get(slug);
    return { title: project.title, href: projectPath(project) };
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) return null;
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const { company, siteUrl, locale } = siteFromMatches(matches);
  return [
    ...pageMeta({
      locale,
      title: m.estimatorTitle(locale),
      description: m.estimatorMetaDescription(locale, { company: company.name }),
      path: "/estimate",
      siteUrl,
      siteName: company.name,
      logo: company.logo,
    }),
    // /services holds the same estimator; this page answers its form.
    { name: "robots", content: "noindex" },
  ];
}

export default function EstimatePage({ loaderData }: Route.ComponentProps) {
  const { tiers, estimator, values, checked, suggested, like } = loaderData;
  const locale = useLocale();
  return (
    <main>
      <PageHero title={m.estimatorTitle(locale)} subtitle={m.estimatorPageSubtitle(locale)} />
      <EstimateSection
        tiers={tiers}
        estimator={estimator}
        values={values}
        checked={checked}
        suggested={suggested}
        like={like}
        titled={false}
        soon
      />
    </main>
  );
}
