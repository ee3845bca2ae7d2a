import ArrowRight from "lucide-react/icons/arrow-right";
import Calculator from "lucide-react/icons/calculator";
import Plane from "lucide-react/icons/plane";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Link } from "react-router";
import type { ImageInfo } from "../../../domain/entities";
import { localePath } from "../../../domain/locales";
import { figureValue, type CompanyContent, type HomeContent } from "../../../domain/site-content";
import { projectPath } from "../../../domain/slugs";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { factsLineText } from "../projects/wording";
import { ResponsiveImage } from "../ui/responsive-image";
import type { HomeProject } from "./home-projects";
import { ENQUIRY_FORM_ANCHOR } from "../../lib/contact-links";

/**
 * The hero photo fills the screen's width. On a phone its frame is 4:3, so the width is what it
 * needs; a shade under it keeps a 412-px phone at 1.75x on the 720-px file (39 KB for a typical
 * photo) rather than the 960-px one (twice that), for a first paint that waits on nothing.
 */
const HERO_SIZES = "(max-width: 1023px) 98vw, 100vw";

/**
 * The home hero (docs/product.md §2 Home 1): the company's photo of a finished home (Site → Home page), or
 * the drawing a new site starts with, across the whole screen, with the headline, the two
 * buttons, the starting price and three stat tiles over it. A gradient under the words keeps
 * them legible in every crop: from the bottom on a phone, from the left on a wide screen.
 *
 * Its last line is the newest project, so that a visitor sees finished work within the first
 * screens, long before the projects section; the starting price leads to the estimator.
 */
export function Hero({
  hero,
  stats,
  company,
  photoInfo,
  latest,
}: {
  hero: HomeContent["hero"];
  stats: HomeContent["stats"];
  company: CompanyContent;
  photoInfo?: ImageInfo;
  latest?: HomeProject;
}) {
  const { claims } = company;
  const locale = useLocale();
  const to = (path: string) => localePath(locale, path);
  return (
    <section className="relative isolate overflow-hidden bg-ink text-white">
      {/* On a phone the photo is the top of the screen, clear, and the words follow over its fading
          lower edge; from 1024 px it fills the whole band behind them. */}
      <div className="absolute inset-x-0 top-0 -z-10 aspect-[4/3] max-h-[36rem] w-full lg:inset-0 lg:aspect-auto lg:h-auto lg:max-h-none">
        {hero.photo ? (
          <ResponsiveImage
            name={hero.photo}
            alt={m.homeHeroPhotoAlt(locale, { headline: hero.headline })}
            info={photoInfo}
            sizes={HERO_SIZES}
            priority
            className="size-full object-cover"
          />
        ) : (
          <img
            src="/images/hero-house.svg"
            alt={m.homeHeroDrawingAlt(locale)}
            width={640}
            height={520}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="size-full object-cover object-[70%_60%]"
          />
        )}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-b from-ink/30 via-ink/10 via-45% to-ink lg:bg-linear-to-r lg:from-ink/95 lg:via-ink/70 lg:via-50% lg:to-ink/10"
        />
      </div>
      <div className="mx-auto flex max-w-6xl flex-col px-4 pt-[min(calc(75vw-4.5rem),28rem)] pb-6 sm:px-6 lg:min-h-[min(92svh,820px)] lg:justify-center lg:pt-32 lg:pb-12">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-black/45 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/25">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {claims.certification ? `${m.commonCertified(locale, { certification: claims.certification })} · ` : ""}
            {company.city}
          </p>
          <h1 className="hero-title mt-3 font-display text-[2.35rem] leading-[1.04] font-semibold tracking-tight text-balance drop-shadow-sm sm:text-6xl lg:text-7xl">
            {hero.headline}
          </h1>
          <p className="mt-3 max-w-xl text-[0.95rem] text-pretty text-slate-100 sm:mt-4 sm:text-lg">{hero.text}</p>
          <div className="mt-5 grid grid-cols-2 gap-3 sm:mt-8 sm:flex">
            <Link
              discover="none"
              to={to(`/contact#${ENQUIRY_FORM_ANCHOR}`)}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white shadow-lift transition hover:bg-brand-700 sm:px-6"
            >
              {m.commonGetFreeQuote(locale)}
              <ArrowRight aria-hidden="true" className="hidden size-4 min-[400px]:block" />
            </Link>
            <Link
              discover="none"
              to={to("/services")}
              className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-white/80 bg-black/20 px-4 py-3 font-semibold text-white transition hover:bg-white hover:text-ink sm:px-6"
            >
              {m.commonOurServices(locale)}
            </Link>
          </div>
        </div>
        {/* The figures and the starting price as one tight strip; the price opens the estimator. */}
        <div className="mt-5 grid max-w-2xl grid-cols-1 gap-3 sm:mt-8">
          <dl className="grid grid-cols-3 divide-x divide-white/15 rounded-card bg-black/40 py-2.5 text-center ring-1 ring-white/15">
            {stats.map((stat, i) => (
              <div key={i} className="flex flex-col-reverse justify-end px-1">
                <dt className="text-[0.7rem] leading-tight text-slate-200 sm:text-sm">{stat.label}</dt>
                <dd className="text-xl font-bold tabular-nums sm:text-3xl">{figureValue(stat, claims.foundedYear)}</dd>
              </div>
            ))}
          </dl>
          <a
            href={to("/estimate#estimate")}
            className="flex items-center gap-3 rounded-card bg-white px-4 py-2.5 text-ink shadow-lift transition hover:bg-brand-50"
          >
            <span>
              <span className="block text-xs font-medium text-slate-600">{m.homeStartingFrom(locale)}</span>
              <span className="block text-lg font-bold">
                {claims.startingPrice} <span className="text-sm font-medium text-slate-600">{claims.startingPriceUnit}</span>
              </span>
            </span>
            <span className="ml-auto inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
              <Calculator aria-hidden="true" className="size-4" />
              {m.commonEstimateYourCost(locale)}
            </span>
          </a>
          {latest ? <LatestProject project={latest} /> : null}
          {/* The site's main audience, on the first screen: families who build from the Gulf. */}
          <a
            href={to("/building-from-abroad")}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white underline decoration-white/50 underline-offset-4 hover:decoration-white sm:text-base"
          >
            <Plane aria-hidden="true" className="size-4 shrink-0 text-brand-200" />
            {m.homeAbroadLink(locale)}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </a>
        </div>
      </div>
    </section>
  );
}

/** The newest project, as one line under the hero: its cover, what it is, and its page. */
function LatestProject({ project }: { project: HomeProject }) {
  const locale = useLocale();
  const line = [project.location, factsLineText(locale, project)].filter(Boolean).join(" · ");
  return (
    <a
      href={localePath(locale, projectPath(project))}
      className="group flex items-center gap-3 rounded-card bg-white/10 p-2 pr-4 ring-1 ring-white/20 transition hover:bg-white/15"
    >
      <span className="block size-16 shrink-0 overflow-hidden rounded-lg bg-slate-700">
        {project.coverImage ? (
          <ResponsiveImage
            name={project.coverImage}
            info={project.cover ?? undefined}
            alt=""
            sizes="64px"
            className="size-full object-cover"
          />
        ) : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-wide text-brand-200 uppercase">
          {project.constructionStatus === "Ongoing" ? m.homeLatestOngoing(locale) : m.homeLatestProject(locale)}
        </span>
        <span className="block truncate font-semibold">{project.title}</span>
        {line ? <span className="block truncate text-sm text-slate-300">{line}</span> : null}
      </span>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0 transition group-hover:translate-x-0.5" />
    </a>
  );
}
