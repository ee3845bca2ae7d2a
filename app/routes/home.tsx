import { AboutTeaser } from "../components/home/about-teaser";
import { Hero } from "../components/home/hero";
import { homeProject, pickHomeProjects, type HomeProject } from "../components/home/home-projects";
import { RecentProjectsIsland } from "../components/home/home-projects.island";
import { ServicesTeaser } from "../components/home/services-teaser";
import { ContactSection } from "../components/sections/contact-section";
import { CtaBanner } from "../components/sections/cta-banner";
import { TestimonialsSection } from "../components/sections/testimonials";
import type { ContentReader } from "../../domain/site-context";
import { longestWarranty } from "../../domain/site-content";
import { aboutFiguresText } from "../components/sections/figures";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { imageInfos, loadOrFail, sectionsLanguage } from "../lib/loaders";
import { withPlaceholders } from "../lib/images";
import { useSite } from "../lib/use-site";
import { organizationJsonLd, pageMeta, siteFromMatches } from "../lib/seo";
import type { Route } from "./+types/home";
import { PageUntranslatedNote } from "../components/ui/content-language";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { company, siteUrl, locale } = siteFromMatches(matches);
  const { claims } = company;
  const certified = claims.certification ? ` ${m.commonCertified(locale, { certification: claims.certification })}.` : "";
  return pageMeta({
    locale,
    homeTitle: m.homeMetaTitle(locale, { city: company.city, region: company.region }),
    description: `${m.homeMetaDescription(locale, { city: company.city, year: claims.foundedYear })}${certified} ${m.commonPackagesFrom(locale, { price: claims.startingPrice, unit: claims.startingPriceUnit })}`,
    path: "/",
    // Its alternates: the languages its texts are all translated into (docs/product.md §11).
    languages: loaderData?.language.languages,
    siteUrl,
    siteName: company.name,
    logo: company.logo,
    jsonLd: [organizationJsonLd(company, siteUrl)],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const [home, testimonials, services] = await loadOrFail("the home page", () =>
    Promise.all([context.content.site.get("home"), context.content.site.get("testimonials"), context.content.site.get("services")]),
  );
  // A service card shows the company's photo of that service (Site → Services), where it has one.
  const cardPhotos = home.serviceCards.map((card) => services.services.find((s) => s.icon === card.icon && s.photo)?.photo ?? null);
  // Only the hero's photo keeps its blurred placeholder (about 150 bytes that do not compress): it
  // fills the first screen. The service cards, the testimonials and the project cards below are
  // filled with the photo's colour until it loads, which keeps the page within what a new
  // connection delivers in its first round trip (about 14 KB, docs/PERFORMANCE.md).
  const names = [home.hero.photo, ...testimonials.items.map((t) => t.photo), ...cardPhotos];
  const stored = await context.content.images.info(names);
  const photos = withPlaceholders(stored, names, home.hero.photo && stored.has(home.hero.photo) ? 1 : 0);
  const about = { warrantyYears: longestWarranty(services.tiers), services: services.services.length };
  const [projects, language] = await Promise.all([loadHomeProjects(context.content), sectionsLanguage(context.content, "/")]);
  return { home, testimonials: testimonials.items, photos, cardPhotos, about, projects, language };
}

/** docs/product.md §4: a failed fetch of the projects is only logged; the page renders with none. */
async function loadHomeProjects(content: ContentReader): Promise<HomeProject[]> {
  try {
    const projects = await pickHomeProjects(content.projects);
    // Far below the first screen: each cover's colour fills its frame until the photo loads.
    const info = await imageInfos(
      content,
      projects.map((p) => p.coverImage),
      0,
    );
    return projects.map((p) => homeProject(p, (p.coverImage && info[p.coverImage]) || null));
  } catch (error) {
    console.error("Home page: failed to load projects", error);
    return [];
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { company } = useSite();
  const locale = useLocale();
  const { home, photos } = loaderData;
  return (
    <main>
      <Hero
        hero={home.hero}
        stats={home.stats}
        company={company}
        photoInfo={home.hero.photo ? photos[home.hero.photo] : undefined}
        latest={loaderData.projects[0]}
      />
      <PageUntranslatedNote language={loaderData.language} />
      <ServicesTeaser cards={home.serviceCards} photos={loaderData.cardPhotos} infos={photos} />
      <AboutTeaser company={company} about={home.about} figures={aboutFiguresText(locale, company, home.stats, loaderData.about)} />
      <TestimonialsSection items={loaderData.testimonials} infos={photos} />
      <RecentProjectsIsland projects={loaderData.projects} />
      <CtaBanner />
      <ContactSection compact />
    </main>
  );
}
