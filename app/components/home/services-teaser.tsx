import ArrowRight from "lucide-react/icons/arrow-right";
import Calculator from "lucide-react/icons/calculator";
import { Link } from "react-router";
import type { ImageInfo } from "../../../domain/entities";
import type { HomeContent } from "../../../domain/site-content";
import { SERVICE_DRAWINGS } from "../../content/service-drawings";
import { SLOT_SIZES } from "../../lib/images";
import { SectionHeading } from "../sections/section-heading";
import { ResponsiveImage } from "../ui/responsive-image";

/**
 * Home section 2: six service cards, each with 'Learn More', and 'View All Services'. Each card
 * leads with a picture of the work: the company's photo of that service (Site → Services), or
 * the service's drawing until there is one.
 */
export function ServicesTeaser({
  cards,
  photos,
  infos,
}: {
  cards: HomeContent["serviceCards"];
  /** Per card, the name of the company's photo of its service, or null. */
  photos: ReadonlyArray<string | null>;
  infos: Record<string, ImageInfo>;
}) {
  return (
    <section aria-labelledby="home-services" className="py-16 render-when-near sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="home-services"
          eyebrow="What We Do"
          title="Our Services"
          text="From the first soil test to the last coat of paint, one team takes care of your building."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, i) => (
            <li
              key={i}
              className="group flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition hover:-translate-y-1 hover:shadow-lift"
            >
              <div className="aspect-[16/10] overflow-hidden bg-slate-100">
                {photos[i] ? (
                  <ResponsiveImage
                    name={photos[i]}
                    alt=""
                    info={infos[photos[i]]}
                    sizes={SLOT_SIZES.card}
                    className="size-full object-cover transition duration-500 group-hover:scale-105"
                  />
                ) : (
                  <img
                    src={SERVICE_DRAWINGS[card.icon].src}
                    alt=""
                    width={640}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition duration-500 group-hover:scale-105"
                  />
                )}
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold text-ink">{card.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{card.summary}</p>
                <Link to="/services" className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
                  Learn More<span className="sr-only"> about {card.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to="/services"
            className="inline-flex items-center gap-2 rounded-lg bg-ink px-6 py-3 font-semibold text-white transition hover:bg-slate-800"
          >
            View All Services
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <a
            href="/services#estimate"
            className="inline-flex items-center gap-2 rounded-lg border-2 border-ink px-6 py-2.5 font-semibold text-ink transition hover:bg-slate-100"
          >
            <Calculator aria-hidden="true" className="size-4" />
            Estimate your cost
          </a>
        </div>
      </div>
    </section>
  );
}
