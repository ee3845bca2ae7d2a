import Building2 from "lucide-react/icons/building-2";
import Calculator from "lucide-react/icons/calculator";
import Home from "lucide-react/icons/house";
import { localePath } from "../../domain/locales";
import { WhatsAppIcon } from "../components/layout/brand-icons";
import { ESTIMATOR_LINK } from "../components/layout/nav-links";
import { whatsappUrl } from "../lib/contact-links";
import { useSite } from "../lib/use-site";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { data, Link } from "react-router";
import { getSiteFromMatches } from "../lib/route-site";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/not-found";
import type { SiteRouteHandle } from "./site-layout";

/** The page has no dark hero, so the header starts white. */
export const handle: SiteRouteHandle = { solidHeader: true };

/** Any path no route claims: the page of docs/product.md §2, answered with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const site = getSiteFromMatches(matches);
  return [
    ...pageMeta({
      ...site,
      title: m.commonNotFoundTitle(site.locale),
      description: m.commonNotFoundText(site.locale),
      path: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

const WAY =
  "flex min-h-12 items-center gap-3 rounded-card bg-white px-4 py-3 text-left font-semibold whitespace-nowrap text-ink shadow-card transition hover:bg-brand-50 md:justify-center";

export default function NotFoundPage() {
  const { company } = useSite();
  const locale = useLocale();
  return (
    <main className="flex min-h-[70vh] items-center bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
      {/* The words keep a reading measure; the three ways below take the wider row, each label on one line. */}
      <div className="mx-auto w-full max-w-3xl text-center">
        <p aria-hidden="true" className="text-8xl font-black tracking-tight text-brand-700 sm:text-9xl">
          404
        </p>
        <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          <span className="sr-only">404 </span>
          {m.commonNotFoundTitle(locale)}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-slate-600">{m.commonNotFoundText(locale)}</p>
        <Link
          discover="none"
          to={localePath(locale, "/")}
          className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-card transition hover:bg-brand-800"
        >
          <Home aria-hidden="true" className="size-5" />
          {m.commonGoBackHome(locale)}
        </Link>
        {/* What a visitor most often came for, one tap away. */}
        <ul aria-label={m.commonNotFoundWays(locale)} className="mx-auto mt-10 grid max-w-md gap-3 md:max-w-none md:grid-cols-3">
          <li>
            <a href={localePath(locale, "/projects")} className={WAY}>
              <Building2 aria-hidden="true" className="size-5 shrink-0 text-monsoon-700" />
              {m.commonOurProjects(locale)}
            </a>
          </li>
          <li>
            <a href={localePath(locale, ESTIMATOR_LINK.to)} className={WAY}>
              <Calculator aria-hidden="true" className="size-5 shrink-0 text-monsoon-700" />
              {ESTIMATOR_LINK.label(locale)}
            </a>
          </li>
          <li>
            <a href={whatsappUrl(company)} target="_blank" rel="noopener noreferrer" className={WAY}>
              <WhatsAppIcon className="size-5 shrink-0 text-whatsapp" />
              {m.commonAskWhatsApp(locale)}
            </a>
          </li>
        </ul>
      </div>
    </main>
  );
}
