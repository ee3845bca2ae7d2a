import ArrowRight from "lucide-react/icons/arrow-right";
import BadgeIndianRupee from "lucide-react/icons/badge-indian-rupee";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Link } from "react-router";
import type { ImageInfo } from "../../../domain/entities";
import type { CompanyContent, HomeContent } from "../../../domain/site-content";
import { ResponsiveImage } from "../ui/responsive-image";

/** The hero photo's slot: the whole column on a phone, the right half from 1024 px. */
const HERO_SIZES =
  "(min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 48px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/**
 * The home hero (SPEC §2 Home 1): headline, the two buttons, three stat tiles and the starting
 * price, beside the company's photo of a finished home (Site → Home page), or the drawing a new
 * site starts with.
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
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_70%_20%,var(--color-brand-800),transparent_55%),linear-gradient(180deg,#0f172a,#1e0a06)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-28 pb-16 sm:px-6 md:pt-36 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {claims.certification ? `${claims.certification} certified · ` : ""}Since {claims.foundedYear}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">{hero.headline}</h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-200">{hero.text}</p>
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
              className="inline-flex items-center justify-center rounded-lg border-2 border-white/80 px-6 py-3.5 font-semibold text-white transition hover:bg-white hover:text-ink"
            >
              Our Services
            </Link>
          </div>
          <dl className="mt-10 grid grid-cols-3 gap-3">
            {stats.map((stat, i) => (
              <div
                key={i}
                className="flex flex-col-reverse justify-end rounded-card bg-white/10 p-3 text-center ring-1 ring-white/15 sm:p-4"
              >
                <dt className="mt-1 text-xs text-slate-300 sm:text-sm">{stat.label}</dt>
                <dd className="text-2xl font-bold sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative">
          {hero.photo ? (
            <ResponsiveImage
              name={hero.photo}
              alt={`A home built by us: ${hero.headline}`}
              info={photoInfo}
              sizes={HERO_SIZES}
              priority
              className="mx-auto aspect-[4/3] h-auto w-full rounded-card object-cover shadow-lift"
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
              className="mx-auto h-auto w-full max-w-md lg:max-w-none"
            />
          )}
          <p className="absolute bottom-2 left-2 flex items-center gap-3 rounded-card bg-white px-4 py-3 text-ink shadow-lift sm:bottom-6 sm:left-0">
            <BadgeIndianRupee aria-hidden="true" className="size-8 text-brand-700" />
            <span>
              <span className="block text-xs font-medium text-slate-600">Starting from</span>
              <span className="block text-lg font-bold">
                {claims.startingPrice} <span className="text-sm font-medium text-slate-600">{claims.startingPriceUnit}</span>
              </span>
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}
