import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import { Link } from "react-router";
import type { ImageInfo } from "../../domain/entities";
import { localePath } from "../../domain/locales";
import type { ServicesContent } from "../../domain/site-content";
import { SERVICE_DRAWINGS } from "../content/service-drawings";
import { CtaBanner } from "../components/sections/cta-banner";
import { PageHero } from "../components/sections/page-hero";
import { SectionHeading } from "../components/sections/section-heading";
import { ServiceIcon } from "../components/sections/service-icon";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { imageInfos, loadOrFail, sectionsLanguage } from "../lib/loaders";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "../lib/seo";
import { ENQUIRY_FORM_ANCHOR, enquiryHref } from "../lib/contact-links";
import { defaultEstimateValues, EstimateSection } from "../components/estimator/estimate-section";
import { TierIncludes } from "../components/sections/tier-includes";
import type { Route } from "./+types/services";
import { PageUntranslatedNote } from "../components/ui/content-language";

type Service = ServicesContent["services"][number];
type PricingTier = ServicesContent["tiers"][number];

export async function loader({ context }: Route.LoaderArgs) {
  const services = await loadOrFail("the services page", () => context.content.site.get("services"));
  const photos = await imageInfos(
    context.content,
    services.services.map((s) => s.photo),
    0,
  );
  return { services, photos, language: await sectionsLanguage(context.content, "/services") };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { company, siteUrl, locale } = siteFromMatches(matches);
  const { claims } = company;
  return pageMeta({
    locale,
    title: m.servicesTitle(locale),
    description: `${m.servicesMetaDescription(locale)} ${m.commonPackagesFrom(locale, { price: claims.startingPrice, unit: claims.startingPriceUnit })}`,
    path: "/services",
    // Its alternates: the languages its texts are all translated into (docs/product.md §11).
    languages: loaderData?.language.languages,
    siteUrl,
    siteName: company.name,
    logo: company.logo,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: m.commonHome(locale), path: localePath(locale, "/") },
        { name: m.servicesTitle(locale), path: localePath(locale, "/services") },
      ]),
    ],
  });
}

/** A service's picture, inside its open row: the row's width, half the page's from 1024 px. */
const SERVICE_SIZES = "(min-width: 1152px) 540px, (min-width: 1024px) calc((100vw - 72px) / 2), calc(100vw - 64px)";

/**
 * A service as a row that opens (docs/product.md §2 Services: its description, five key features and 'Get a
 * Quote'): eight closed rows fit one phone screen, so the prices and the estimator below are near,
 * and a visitor opens the one they came for. A link to /services#{id} opens its row (app/islands/
 * site-behaviour.ts); the browser opens it too for a search within the page.
 */
function ServiceBlock({ service, photo }: { service: Service; photo?: ImageInfo }) {
  const locale = useLocale();
  const drawing = SERVICE_DRAWINGS[service.icon];
  return (
    <li id={service.id} className="scroll-mt-24">
      <details className="group rounded-card border border-slate-200 bg-white shadow-card open:shadow-lift">
        <summary className="flex min-h-16 cursor-pointer list-none items-center gap-3 rounded-card p-2 pr-4 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <ServiceIcon name={service.icon} />
          </span>
          <h3 className="flex-1 text-base font-semibold text-ink sm:text-lg">{service.title}</h3>
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
        </summary>
        <div className="px-4 pb-5 sm:px-5">
          {service.photo ? (
            <ResponsiveImage
              name={service.photo}
              alt={m.servicesPhotoAlt(locale, { title: service.title })}
              info={photo}
              sizes={SERVICE_SIZES}
              className="aspect-[8/5] h-auto w-full rounded-lg object-cover"
            />
          ) : (
            <img
              src={drawing.src}
              alt={drawing.alt(locale)}
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-lg bg-slate-100"
            />
          )}
          <p className="mt-4 leading-relaxed text-slate-600">{service.description}</p>
          <h4 className="mt-5 text-sm font-semibold tracking-wider text-slate-500 uppercase">{m.servicesKeyFeatures(locale)}</h4>
          <ul className="check-list mt-2 space-y-2 text-slate-700">
            {service.features.map((feature, i) => (
              <li key={i}>{feature}</li>
            ))}
          </ul>
          <Link
            discover="none"
            to={localePath(locale, enquiryHref({ service: service.id }))}
            className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white transition hover:bg-brand-800"
          >
            {m.servicesGetQuote(locale)}
            <span className="sr-only">{m.servicesQuoteFor(locale, { title: service.title })}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </details>
    </li>
  );
}

function Process({ steps }: { steps: ServicesContent["process"] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="services-process" className="bg-ink py-16 text-white render-when-near sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="services-process"
          tone="light"
          eyebrow={m.servicesProcessEyebrow(locale)}
          title={m.servicesProcessTitle(locale)}
          text={m.servicesProcessText(locale)}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li key={i} className="rounded-card bg-white/5 p-6 ring-1 ring-white/10">
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-600 text-xl font-bold">
                {i + 1}
              </span>
              <h3 className="mt-5 text-xl font-semibold">
                <span className="sr-only">{m.servicesStep(locale, { number: i + 1 })}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-300">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function TierCard({ tier }: { tier: PricingTier }) {
  const locale = useLocale();
  return (
    <li
      className={`relative flex w-[84%] shrink-0 snap-center flex-col rounded-card bg-white p-6 sm:w-auto sm:p-8 ${tier.featured ? "shadow-lift ring-2 ring-brand-700 lg:-my-4 lg:py-12" : "border border-slate-200 shadow-card"}`}
    >
      {tier.featured ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-sm font-semibold text-white">
          {m.servicesPopular(locale)}
        </p>
      ) : null}
      <h3 className="text-xl font-bold text-ink">{tier.title}</h3>
      <p className="mt-2 text-slate-600">{tier.description}</p>
      <p className="mt-4 sm:mt-6">
        <span className="text-4xl font-extrabold text-ink">{tier.price}</span> <span className="text-slate-600">{tier.unit}</span>
      </p>
      <TierIncludes features={tier.features} warranty={tier.warranty} tier={tier.title} className="mt-4 flex-1 sm:mt-6" />
      <Link
        discover="none"
        to={localePath(locale, enquiryHref({ tier: tier.title }))}
        className={`mt-6 inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-3 font-semibold transition ${
          tier.featured ? "bg-brand-700 text-white hover:bg-brand-800" : "border-2 border-brand-700 text-brand-700 hover:bg-brand-50"
        }`}
      >
        {m.servicesGetStarted(locale)}
        <span className="sr-only">{m.servicesWithTier(locale, { title: tier.title })}</span>
      </Link>
      <a
        href={localePath(locale, `/estimate?tier=${encodeURIComponent(tier.title)}#estimate`)}
        className="mt-1 inline-flex min-h-11 items-center justify-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.commonEstimateYourCost(locale)}
        <span className="sr-only">{m.servicesWithTier(locale, { title: tier.title })}</span>
      </a>
    </li>
  );
}

function Pricing({ tiers }: { tiers: ServicesContent["tiers"] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="services-pricing" className="scroll-mt-16 bg-slate-50 py-12 render-when-near sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="services-pricing"
          eyebrow={m.servicesPricingEyebrow(locale)}
          title={m.servicesPricingTitle(locale)}
          text={m.servicesPricingText(locale)}
        />
        {/* On a phone the packages are a row to swipe (the next one peeks in), the popular one first in view. */}
        <ul className="-mx-4 mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pt-4 pb-3 sm:mx-0 sm:mt-14 sm:grid sm:snap-none sm:gap-8 sm:overflow-visible sm:px-0 lg:grid-cols-3">
          {tiers.map((tier, i) => (
            <TierCard key={i} tier={tier} />
          ))}
        </ul>
        <div className="mt-8 text-center sm:mt-12">
          <p className="text-slate-600">{m.servicesCustomPrompt(locale)}</p>
          <Link
            discover="none"
            to={localePath(locale, `/contact#${ENQUIRY_FORM_ANCHOR}`)}
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-ink px-6 py-3 font-semibold text-white transition hover:bg-slate-800"
          >
            {m.servicesCustomQuote(locale)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { services, photos } = loaderData;
  const locale = useLocale();
  return (
    <main>
      <PageHero title={m.commonOurServices(locale)} subtitle={m.servicesHeroSubtitle(locale)} />
      <PageUntranslatedNote language={loaderData.language} />
      <section aria-labelledby="services-list" className="py-10 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="services-list" align="left" eyebrow={m.servicesOfferEyebrow(locale)} title={m.servicesOfferTitle(locale)} />
          <ul className="mt-6 grid items-start gap-3 sm:mt-10 lg:grid-cols-2 lg:gap-4">
            {services.services.map((service) => (
              <ServiceBlock key={service.id} service={service} photo={service.photo ? photos[service.photo] : undefined} />
            ))}
          </ul>
        </div>
      </section>
      <Pricing tiers={services.tiers} />
      <EstimateSection tiers={services.tiers} values={defaultEstimateValues(services.tiers)} includesOnPage />
      <Process steps={services.process} />
      <CtaBanner />
    </main>
  );
}
