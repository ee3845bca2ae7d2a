import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { Link } from "react-router";
import { claimTiles, type CompanyContent, type HomeContent } from "../../../domain/site-content";
import { SectionHeading } from "../sections/section-heading";

/** Home section 3: who we are, four figures and a link to /about-us. */
export function AboutTeaser({ company, about }: { company: CompanyContent; about: HomeContent["about"] }) {
  const { claims } = company;
  const stats = claimTiles(claims);
  return (
    <section aria-labelledby="home-about" className="bg-ink py-16 text-white render-when-near sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="home-about"
            align="left"
            tone="light"
            eyebrow="About Us"
            title={`Trusted Builders in ${company.city} Since ${claims.foundedYear}`}
            text={about.text}
          />
          <ul className="mt-6 space-y-3">
            {about.promises.map((promise, i) => (
              <li key={i} className="flex gap-3 text-slate-200">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-400" />
                {promise}
              </li>
            ))}
          </ul>
          <Link
            to="/about-us"
            className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white transition hover:bg-brand-700"
          >
            Learn More About Us
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {stats.map((stat, i) => (
            <div key={i} className="flex flex-col-reverse justify-end rounded-card bg-white/5 p-6 text-center ring-1 ring-white/10">
              <dt className="mt-2 text-sm text-slate-300">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
