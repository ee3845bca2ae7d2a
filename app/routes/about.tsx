import Eye from "lucide-react/icons/eye";
import Target from "lucide-react/icons/target";
import type { ImageInfo } from "../../domain/entities";
import BadgeCheck from "lucide-react/icons/badge-check";
import ShieldCheck from "lucide-react/icons/shield-check";
import Star from "lucide-react/icons/star";
import { localePath } from "../../domain/locales";
import { longestWarranty, yearsOfExperience, type AboutContent, type CompanyContent } from "../../domain/site-content";
import { CtaBanner } from "../components/sections/cta-banner";
import { claimTilesText, ratingText } from "../components/sections/figures";
import { PersonPhoto } from "../components/sections/person-photo";
import { PageHero } from "../components/sections/page-hero";
import { SectionHeading } from "../components/sections/section-heading";
import { TestimonialsSection } from "../components/sections/testimonials";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { imageInfos, loadOrFail, sectionsLanguage } from "../lib/loaders";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "../lib/seo";
import { useSite } from "../lib/use-site";
import type { Route } from "./+types/about";
import { PageUntranslatedNote } from "../components/ui/content-language";

export async function loader({ context }: Route.LoaderArgs) {
  const [about, testimonials, services] = await loadOrFail("the about page", () =>
    Promise.all([context.content.site.get("about"), context.content.site.get("testimonials"), context.content.site.get("services")]),
  );
  const photos = await imageInfos(
    context.content,
    [about.photo, ...about.team.map((m) => m.photo), ...testimonials.items.map((t) => t.photo)],
    Infinity,
  );
  const warranties = services.tiers.map((tier) => ({ tier: tier.title, warranty: tier.warranty }));
  const language = await sectionsLanguage(context.content, "/about-us");
  return { about, testimonials: testimonials.items, photos, warranties, warrantyYears: longestWarranty(services.tiers), language };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { company, siteUrl, locale } = siteFromMatches(matches);
  const { claims } = company;
  const facts = { year: claims.foundedYear, city: company.city, projects: claims.projects, team: claims.teamMembers };
  return pageMeta({
    locale,
    title: m.aboutTitle(locale),
    description: claims.certification
      ? m.aboutMetaDescriptionCertified(locale, { ...facts, certification: claims.certification })
      : m.aboutMetaDescription(locale, facts),
    path: "/about-us",
    // Its alternates: the languages its texts are all translated into (docs/product.md §11).
    languages: loaderData?.language.languages,
    siteUrl,
    siteName: company.name,
    logo: company.logo,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: m.commonHome(locale), path: localePath(locale, "/") },
        { name: m.aboutTitle(locale), path: localePath(locale, "/about-us") },
      ]),
    ],
  });
}

type Photos = Record<string, ImageInfo>;

function Story({ about, company, photos }: { about: AboutContent; company: CompanyContent; photos: Photos }) {
  const locale = useLocale();
  const stats = claimTilesText(locale, company.claims);
  return (
    <section aria-labelledby="about-story" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <SectionHeading id="about-story" align="left" eyebrow={m.aboutStoryEyebrow(locale)} title={m.aboutStoryTitle(locale)} />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
            {about.story.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {stats.map((stat, i) => (
              <div key={i} className="flex flex-col-reverse justify-end rounded-card bg-brand-50 p-4 text-center">
                <dt className="mt-1 text-sm text-slate-700">{stat.label}</dt>
                <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="space-y-6">
          {about.photo ? (
            <ResponsiveImage
              name={about.photo}
              alt={m.aboutTeamPhotoAlt(locale, { company: company.name })}
              info={photos[about.photo]}
              sizes="(min-width: 1152px) 460px, (min-width: 1024px) calc((100vw - 96px) * 0.43), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
              className="aspect-[4/3] w-full rounded-card object-cover shadow-card"
            />
          ) : null}
          <div className="rounded-card bg-ink p-8 text-white shadow-card">
            <Target aria-hidden="true" className="size-8 text-brand-300" />
            <h2 className="mt-4 font-display text-2xl font-semibold tracking-tight">{m.aboutMission(locale)}</h2>
            <p className="mt-3 leading-relaxed text-slate-200">{about.mission}</p>
          </div>
          <div className="rounded-card border border-slate-200 bg-white p-8 shadow-card">
            <Eye aria-hidden="true" className="size-8 text-brand-700" />
            <h2 className="mt-4 font-display text-2xl font-semibold tracking-tight text-ink">{m.aboutVision(locale)}</h2>
            <p className="mt-3 leading-relaxed text-slate-700">{about.vision}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * What a client can check before trusting a builder: its registrations (GSTIN, RERA, licence,
 * certificate numbers), its rating where the reviews are, and the warranty each package carries.
 * Each shows once the company has entered it (Site → Company details, Services & pricing).
 */
function Credentials({
  company,
  warranties,
  warrantyYears,
}: {
  company: CompanyContent;
  warranties: Array<{ tier: string; warranty: string }>;
  warrantyYears: number | null;
}) {
  const { claims, registrations } = company;
  const locale = useLocale();
  // The heading promises only what the section shows: numbers once entered, a rating once entered.
  const registered = registrations.length > 0;
  const rated = Boolean(claims.rating);
  const title = registered
    ? rated
      ? m.aboutCheckTitleRegisteredRated(locale)
      : m.aboutCheckTitleRegistered(locale)
    : rated
      ? m.aboutCheckTitleRated(locale)
      : m.aboutCheckTitleCertified(locale);
  // What the section offers to check: the numbers (or else the certification), the rating, the warranty.
  const text = registered
    ? rated
      ? m.aboutCheckTextRegisteredRated(locale)
      : m.aboutCheckTextRegistered(locale)
    : claims.certification
      ? rated
        ? m.aboutCheckTextCertifiedRated(locale)
        : m.aboutCheckTextCertified(locale)
      : rated
        ? m.aboutCheckTextRated(locale)
        : m.aboutCheckTextPromise(locale);
  return (
    <section aria-labelledby="about-credentials" className="border-t border-slate-200 py-12 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="about-credentials" align="left" eyebrow={m.aboutCheckEyebrow(locale)} title={title} text={text} />
        <div className="mt-8 grid gap-4 md:grid-cols-3">
          <div className="rounded-card bg-white p-6 shadow-card">
            <BadgeCheck aria-hidden="true" className="size-7 text-monsoon-700" />
            <h3 className="mt-3 text-lg font-semibold text-ink">{m.aboutRegistrations(locale)}</h3>
            {registrations.length > 0 || claims.certification ? (
              <dl className="mt-3 space-y-2 text-sm">
                {registrations.map((registration, i) => (
                  <div key={i}>
                    <dt className="text-slate-600">{registration.label}</dt>
                    <dd className="font-mono font-semibold text-ink">{registration.value}</dd>
                  </div>
                ))}
                {claims.certification ? (
                  <div>
                    <dt className="text-slate-600">{m.aboutCertification(locale)}</dt>
                    <dd className="font-semibold text-ink">{claims.certification}</dd>
                  </div>
                ) : null}
              </dl>
            ) : (
              <p className="mt-3 text-sm text-slate-600">{m.aboutAskRegistrations(locale)}</p>
            )}
          </div>
          <div className="rounded-card bg-white p-6 shadow-card">
            <Star aria-hidden="true" className="size-7 text-monsoon-700" />
            <h3 className="mt-3 text-lg font-semibold text-ink">{m.aboutClientsSay(locale)}</h3>
            {claims.rating ? (
              <>
                <p className="mt-3">
                  <span className="font-display text-4xl font-semibold text-ink">{claims.rating}</span>
                  <span className="text-slate-600"> / 5</span>
                </p>
                <p className="mt-1 text-sm text-slate-600">{ratingText(locale, claims)}</p>
                {claims.reviewUrl ? (
                  <a
                    href={claims.reviewUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {claims.reviewSource ? m.aboutReadReviewsOn(locale, { source: claims.reviewSource }) : m.aboutReadReviews(locale)}
                  </a>
                ) : null}
              </>
            ) : (
              <p className="mt-3 text-sm text-slate-600">{m.aboutClientsBelow(locale)}</p>
            )}
          </div>
          <div className="rounded-card bg-white p-6 shadow-card">
            <ShieldCheck aria-hidden="true" className="size-7 text-monsoon-700" />
            <h3 className="mt-3 text-lg font-semibold text-ink">
              {warrantyYears ? m.aboutWarrantyUpTo(locale, { years: warrantyYears }) : m.aboutWarranty(locale)}
            </h3>
            <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
              {warranties.map(({ tier, warranty }) => (
                <li key={tier}>
                  <span className="font-semibold text-ink">{tier}:</span> {warranty}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

function Timeline({ timeline }: { timeline: AboutContent["timeline"] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="about-timeline" className="bg-slate-50 py-16 render-when-near sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading id="about-timeline" eyebrow={m.aboutJourneyEyebrow(locale)} title={m.aboutJourneyTitle(locale)} />
        <ol className="relative mt-12 space-y-10 border-l-2 border-brand-200 pl-8 sm:pl-10">
          {timeline.map((entry, i) => (
            <li key={i} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.6rem] size-5 rounded-full border-4 border-white bg-brand-700 shadow sm:-left-[3.1rem]"
              />
              <p className="text-sm font-bold tracking-wider text-brand-700">{entry.year}</p>
              <h3 className="mt-1 text-xl font-semibold text-ink">{entry.title}</h3>
              <p className="mt-2 text-slate-600">{entry.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Team({ team, photos }: { team: AboutContent["team"]; photos: Photos }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="about-team" className="py-16 render-when-near sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="about-team"
          eyebrow={m.aboutTeamEyebrow(locale)}
          title={m.aboutTeamTitle(locale)}
          text={m.aboutTeamText(locale)}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member, i) => (
            <li key={i} className="flex flex-col items-center rounded-card border border-slate-200 bg-white p-8 text-center shadow-card">
              <PersonPhoto
                name={member.name}
                photo={member.photo}
                info={member.photo ? photos[member.photo] : undefined}
                index={i}
                size="lg"
              />
              <h3 className="mt-5 text-lg font-semibold text-ink">{member.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{member.position}</p>
              {member.qualification ? <p className="mt-2 text-sm font-medium text-monsoon-700">{member.qualification}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { company } = useSite();
  const locale = useLocale();
  const { about, testimonials, photos, warranties, warrantyYears } = loaderData;
  return (
    <main>
      <PageHero
        title={m.aboutTitle(locale)}
        subtitle={m.aboutHeroSubtitle(locale, {
          years: yearsOfExperience(company.claims.foundedYear).replace(/\+$/, ""),
          city: company.city,
        })}
      />
      <PageUntranslatedNote language={loaderData.language} />
      <Story about={about} company={company} photos={photos} />
      <Credentials company={company} warranties={warranties} warrantyYears={warrantyYears} />
      <Timeline timeline={about.timeline} />
      <Team team={about.team} photos={photos} />
      <TestimonialsSection items={testimonials} infos={photos} layout="grid" />
      <CtaBanner title={m.aboutCtaTitle(locale)} text={m.aboutCtaText(locale)} />
    </main>
  );
}
