import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { Link } from "react-router";
import { localePath } from "../../../domain/locales";
import type { CompanyContent, HomeContent } from "../../../domain/site-content";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";

/**
 * Home section 3: who we are, four figures and a link to /about-us. The figures are none of the
 * hero's (domain/site-content.ts, aboutFigures): a page says each thing once.
 */
export function AboutTeaser({
  company,
  about,
  figures,
}: {
  company: CompanyContent;
  about: HomeContent["about"];
  figures: Array<{ value: string; label: string }>;
}) {
  const stats = figures;
  const locale = useLocale();
  return (
    <section aria-labelledby="home-about" className="bg-ink py-10 text-white render-when-near sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:gap-12">
        <div>
          <p className="text-sm font-semibold tracking-wider text-monsoon-300 uppercase">{m.homeAboutEyebrow(locale)}</p>
          <h2
            id="home-about"
            className="mt-2 font-display text-[1.75rem] leading-tight font-semibold tracking-tight text-balance text-white sm:text-[2.6rem]"
          >
            {m.homeAboutTitle(locale, { city: company.city })}
          </h2>
          {/* The company's own words, set large under the heading: a statement, not one more grey paragraph. */}
          <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-100 sm:text-2xl sm:leading-relaxed">{about.text}</p>
          <ul className="mt-6 hidden space-y-3 sm:block">
            {about.promises.map((promise, i) => (
              <li key={i} className="flex gap-3 text-slate-200">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-monsoon-300" />
                {promise}
              </li>
            ))}
          </ul>
          <Link
            discover="none"
            to={localePath(locale, "/about-us")}
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white transition hover:bg-brand-700"
          >
            {m.homeAboutMore(locale)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <dl className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-4">
          {stats.map((stat, i) => (
            <div
              key={i}
              className="flex flex-col-reverse justify-end rounded-card bg-white/5 px-1 py-3 text-center ring-1 ring-white/10 sm:p-6"
            >
              <dt className="mt-1 text-[0.7rem] leading-tight text-slate-300 sm:mt-2 sm:text-sm">{stat.label}</dt>
              <dd className="text-xl font-extrabold text-brand-200 tabular-nums sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
