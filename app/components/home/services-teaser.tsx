import ArrowRight from "lucide-react/icons/arrow-right";
import Calculator from "lucide-react/icons/calculator";
import { Link } from "react-router";
import type { ImageInfo } from "../../../domain/entities";
import { localePath } from "../../../domain/locales";
import type { HomeContent } from "../../../domain/site-content";
import { SERVICE_DRAWINGS } from "../../content/service-drawings";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
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
  const locale = useLocale();
  const to = (path: string) => localePath(locale, path);
  return (
    <section aria-labelledby="home-services" className="py-10 render-when-near sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="home-services"
          align="left"
          eyebrow={m.homeServicesEyebrow(locale)}
          title={m.commonOurServices(locale)}
          text={m.homeServicesText(locale)}
        />
      </div>
      {/* On a phone the cards are a row to swipe through (the next one peeks in), not six screens. */}
      <ul
        aria-label={m.homeServicesList(locale)}
        className="mx-auto mt-8 flex max-w-6xl snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mt-12 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-6 lg:grid-cols-3"
      >
        {cards.map((card, i) => (
          <li
            key={i}
            className="group flex w-[78%] shrink-0 snap-start flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition hover:-translate-y-1 hover:shadow-lift sm:w-auto"
          >
            <div className="aspect-[16/9] overflow-hidden bg-slate-100 sm:aspect-[16/10]">
              {photos[i] ? (
                <ResponsiveImage
                  name={photos[i]}
                  alt=""
                  info={infos[photos[i]]}
                  sizes={SLOT_SIZES.rowCard}
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
            <div className="flex flex-1 flex-col p-5 sm:p-6">
              <h3 className="text-lg font-semibold text-ink sm:text-xl">{card.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{card.summary}</p>
              <Link
                discover="none"
                to={to("/services")}
                className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
              >
                {m.homeLearnMore(locale)}
                <span className="sr-only">{m.homeLearnMoreAbout(locale, { title: card.title })}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-5 grid max-w-6xl grid-cols-2 gap-3 px-4 sm:mt-12 sm:flex sm:justify-center sm:px-6">
        <Link
          discover="none"
          to={to("/services")}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-ink px-3 py-2.5 text-sm font-semibold text-white transition hover:bg-slate-800 sm:px-5 sm:text-base"
        >
          {m.homeViewAllServices(locale)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <a
          href={to("/estimate#estimate")}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 border-ink px-3 py-2 text-sm font-semibold text-ink transition hover:bg-slate-100 sm:px-5 sm:text-base"
        >
          <Calculator aria-hidden="true" className="size-4" />
          {m.commonEstimateYourCost(locale)}
        </a>
      </div>
    </section>
  );
}
