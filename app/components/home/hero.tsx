import ArrowRight from "lucide-react/icons/arrow-right";
import BadgeIndianRupee from "lucide-react/icons/badge-indian-rupee";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Link } from "react-router";
import type { ImageInfo } from "../../../domain/entities";
import type { CompanyContent, HomeContent } from "../../../domain/site-content";
import { ResponsiveImage } from "../ui/responsive-image";

/**
 * The hero photo fills the screen's width. On a phone its frame is 4:3, so the width is what it
 * needs; a shade under it keeps a 412-px phone at 1.75x on the 720-px file (39 KB for a typical
 * photo) rather than the 960-px one (twice that), for a first paint that waits on nothing.
 */
const HERO_SIZES = "(max-width: 1023px) 98vw, 100vw";

/**
 * The home hero (SPEC §2 Home 1): the company's photo of a finished home (Site → Home page), or
 * the drawing a new site starts with, across the whole screen, with the headline, the two
 * buttons, the starting price and three stat tiles over it. A gradient under the words keeps
 * them legible in every crop: from the bottom on a phone, from the left on a wide screen.
 */
export function Hero({
  hero,
  stats,
  claims,
  photoInfo,
}: {
  hero: HomeContent["hero"];
  stats: HomeContent["stats"];
  claims: CompanyContent["claims"];
  photoInfo?: ImageInfo;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ink text-white">
      {/* On a phone the photo is the top of the screen, clear, and the words follow over its fading
          lower edge; from 1024 px it fills the whole band behind them. */}
      <div className="absolute inset-x-0 top-0 -z-10 aspect-[4/3] max-h-[36rem] w-full lg:inset-0 lg:aspect-auto lg:h-auto lg:max-h-none">
        {hero.photo ? (
          <ResponsiveImage
            name={hero.photo}
            alt={`A home built by us: ${hero.headline}`}
            info={photoInfo}
            sizes={HERO_SIZES}
            priority
            className="size-full object-cover"
          />
        ) : (
          <img
            src="/images/hero-house.svg"
            alt="Illustration of a two-storey Kerala-style house with sloped tiled roofs, coconut palms and a crane at sunset"
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
          className="absolute inset-0 bg-linear-to-b from-ink/40 via-ink/20 via-40% to-ink lg:bg-linear-to-r lg:from-ink/95 lg:via-ink/70 lg:via-50% lg:to-ink/10"
        />
      </div>
      <div className="mx-auto flex max-w-6xl flex-col px-4 pt-[min(calc(75vw-3rem),30rem)] pb-8 sm:px-6 lg:min-h-[min(92svh,820px)] lg:justify-center lg:pt-36 lg:pb-16">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-black/45 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/25">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {claims.certification ? `${claims.certification} certified · ` : ""}Since {claims.foundedYear}
          </p>
          <h1 className="mt-4 text-[2.5rem] leading-[1.05] font-extrabold tracking-tight text-balance drop-shadow-sm sm:text-6xl lg:text-7xl">
            {hero.headline}
          </h1>
          <p className="mt-4 max-w-xl text-base text-pretty text-slate-100 sm:text-lg">{hero.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/contact"
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3.5 font-semibold text-white shadow-lift transition hover:bg-brand-700"
            >
              Get Free Quote
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/services"
              className="inline-flex items-center justify-center rounded-lg border-2 border-white/80 bg-black/20 px-6 py-3.5 font-semibold text-white transition hover:bg-white hover:text-ink"
            >
              Our Services
            </Link>
          </div>
          <p className="mt-6 inline-flex items-center gap-3 rounded-card bg-white px-4 py-3 text-ink shadow-lift">
            <BadgeIndianRupee aria-hidden="true" className="size-8 text-brand-700" />
            <span>
              <span className="block text-xs font-medium text-slate-600">Starting from</span>
              <span className="block text-lg font-bold">
                {claims.startingPrice} <span className="text-sm font-medium text-slate-600">{claims.startingPriceUnit}</span>
              </span>
            </span>
          </p>
        </div>
        <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-3">
          {stats.map((stat, i) => (
            <div key={i} className="flex flex-col-reverse justify-end rounded-card bg-black/45 p-3 text-center ring-1 ring-white/20 sm:p-4">
              <dt className="mt-1 text-xs text-slate-200 sm:text-sm">{stat.label}</dt>
              <dd className="text-2xl font-bold sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
