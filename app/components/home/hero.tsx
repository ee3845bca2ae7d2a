import ArrowRight from "lucide-react/icons/arrow-right";
import BadgeIndianRupee from "lucide-react/icons/badge-indian-rupee";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Link } from "react-router";
import { CLAIMS, HERO_STATS } from "../../content/claims";

/** The home hero (SPEC §2 Home 1): headline, the two buttons, three stat tiles and the starting price. */
export function Hero() {
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
            {CLAIMS.certification} certified · Since {CLAIMS.foundedYear}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Building Your Dreams Into Reality
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-200">
            Homes, commercial buildings and renovations across Kerala and Tamil Nadu, built in Thiruvananthapuram since 2010 — designed for
            the monsoon, delivered on time, with the price agreed before we start.
          </p>
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
            {HERO_STATS.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse justify-end rounded-card bg-white/10 p-3 text-center ring-1 ring-white/15 sm:p-4"
              >
                <dt className="mt-1 text-xs text-slate-300 sm:text-sm">{stat.label}</dt>
                <dd className="text-2xl font-bold sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative">
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
          <p className="absolute bottom-2 left-2 flex items-center gap-3 rounded-card bg-white px-4 py-3 text-ink shadow-lift sm:bottom-6 sm:left-0">
            <BadgeIndianRupee aria-hidden="true" className="size-8 text-brand-700" />
            <span>
              <span className="block text-xs font-medium text-slate-600">Starting from</span>
              <span className="block text-lg font-bold">
                {CLAIMS.startingPrice} <span className="text-sm font-medium text-slate-600">{CLAIMS.startingPriceUnit}</span>
              </span>
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}
