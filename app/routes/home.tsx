import { AboutTeaser } from "../components/home/about-teaser";
import { Hero } from "../components/home/hero";
import { pickHomeProjects, type HomeProject } from "../components/home/home-projects";
import { RecentProjects } from "../components/home/recent-projects";
import { ServicesTeaser } from "../components/home/services-teaser";
import { ContactSection } from "../components/sections/contact-section";
import { CtaBanner } from "../components/sections/cta-banner";
import { TestimonialsSection } from "../components/sections/testimonials";
import { imageInfos } from "../lib/loaders";
import { organizationJsonLd, pageMeta, siteFromMatches } from "../lib/seo";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const { company, siteUrl } = siteFromMatches(matches);
  return pageMeta({
    description:
      "Builders in Thiruvananthapuram since 2010: new homes, commercial buildings, renovation, foundations and interiors across Kerala and Tamil Nadu. ISO 9001 certified, from ₹1,499 per sq.ft.",
    path: "/",
    siteUrl,
    siteName: company.siteName,
    jsonLd: [organizationJsonLd(company, siteUrl)],
  });
}

export async function loader({ context }: Route.LoaderArgs): Promise<{ projects: HomeProject[] }> {
  try {
    const projects = pickHomeProjects(await context.content.projects.list());
    // The first tab ("All") shows the newest six: their covers keep the blurred placeholder.
    const info = await imageInfos(
      context.content,
      projects.map((p) => p.coverImage),
    );
    return {
      projects: projects.map((p) => ({
        id: p._id,
        title: p.title,
        category: p.category,
        location: p.location,
        coverImage: p.coverImage,
        cover: (p.coverImage && info[p.coverImage]) || null,
      })),
    };
  } catch (error) {
    // SPEC §4: a failed fetch is only logged; the page still renders with no projects.
    console.error("Home page: failed to load projects", error);
    return { projects: [] };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Hero />
      <ServicesTeaser />
      <AboutTeaser />
      <TestimonialsSection />
      <RecentProjects projects={loaderData.projects} />
      <CtaBanner />
      <ContactSection />
    </main>
  );
}
