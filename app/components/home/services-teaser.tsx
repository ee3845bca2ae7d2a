import ArrowRight from "lucide-react/icons/arrow-right";
import Calculator from "lucide-react/icons/calculator";
import { Link } from "react-router";
import type { HomeContent } from "../../../domain/site-content";
import { SectionHeading } from "../sections/section-heading";
import { ServiceIcon } from "../sections/service-icon";

/** Home section 2: six service cards, each with 'Learn More', and 'View All Services'. */
export function ServicesTeaser({ cards }: { cards: HomeContent["serviceCards"] }) {
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
              className="group flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card transition hover:-translate-y-1 hover:shadow-lift"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700 transition group-hover:bg-brand-700 group-hover:text-white">
                <ServiceIcon name={card.icon} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{card.summary}</p>
              <Link to="/services" className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
                Learn More<span className="sr-only"> about {card.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
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
