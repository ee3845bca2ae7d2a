import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import MessageCircle from "lucide-react/icons/message-circle";
import { WhatsAppIcon } from "../components/layout/brand-icons";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { phoneHref, whatsappUrl } from "../lib/contact-links";
import { readPrefill } from "../lib/enquiry-prefill";
import { loadOrFail } from "../lib/loaders";
import { companyDate } from "../../domain/company-clock";
import { localeOfPath, localePath } from "../../domain/locales";
import { ContactSection } from "../components/sections/contact-section";
import { SectionHeading } from "../components/sections/section-heading";
import { VisitRequestsIsland } from "../components/sections/requests.island";
import { PageHero } from "../components/sections/page-hero";
import { useSite } from "../lib/use-site";
import { breadcrumbJsonLd, organizationJsonLd, pageMeta, siteFromMatches } from "../lib/seo";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  const { company, siteUrl, locale } = siteFromMatches(matches);
  return pageMeta({
    locale,
    title: m.contactTitle(locale),
    description: m.contactDescription(locale, { phone: company.phone, city: company.city, region: company.region }),
    path: "/contact",
    siteUrl,
    siteName: company.name,
    logo: company.logo,
    jsonLd: [
      organizationJsonLd(company, siteUrl),
      breadcrumbJsonLd(siteUrl, [
        { name: m.contactCrumbHome(locale), path: "/" },
        { name: m.contactCrumbContact(locale), path: "/contact" },
      ]),
    ],
  });
}

/** A call to action's context (?project=, ?service=, ?tier=): the enquiry form opens filled with it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  return { prefill: await loadOrFail("the contact page", () => readPrefill(url.searchParams, context.content, locale)) };
}

/** On a phone the icon sits above its label, so that three fit side by side with each label on one line. */
const OPTION =
  "flex min-h-16 flex-col items-center justify-center gap-1.5 rounded-card px-2 py-2.5 text-center text-sm leading-tight font-semibold whitespace-nowrap shadow-card transition sm:min-h-14 sm:flex-row sm:gap-2 sm:px-3 sm:py-3 sm:text-base";

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { company } = useSite();
  const locale = useLocale();
  return (
    <main>
      <PageHero title={m.contactTitle(locale)} subtitle={m.contactSubtitle(locale)} />
      {/* The ways to reach us come first, in one row of taps; the map follows them. */}
      <section aria-labelledby="contact-options" className="bg-slate-50 pt-6 sm:pt-12">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="contact-options" className="sr-only">
            {m.contactWaysHeading(locale)}
          </h2>
          <ul className="grid grid-cols-3 gap-2 sm:gap-3">
            <li>
              <a
                href={phoneHref(company)}
                aria-label={m.contactCallUsAt(locale, { phone: company.phone })}
                className={`${OPTION} bg-white text-brand-800 hover:bg-brand-50`}
              >
                <Phone aria-hidden="true" className="size-5 shrink-0" />
                {m.contactCallUs(locale)}
              </a>
            </li>
            <li>
              <a
                href={whatsappUrl(company)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${OPTION} bg-whatsapp text-white hover:brightness-110`}
              >
                <WhatsAppIcon className="size-5 shrink-0" />
                {m.contactWhatsApp(locale)}
              </a>
            </li>
            <li>
              <a href="#enquiry-form" className={`${OPTION} bg-brand-700 text-white hover:bg-brand-800`}>
                <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
                {m.contactWriteToUs(locale)}
              </a>
            </li>
          </ul>
        </div>
      </section>
      <section aria-labelledby="contact-map" className="bg-slate-50 pt-6 sm:pt-10">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="contact-map" className="sr-only">
            {m.contactMapHeading(locale)}
          </h2>
          <div className="relative overflow-hidden rounded-card bg-slate-100 shadow-card">
            {/* The address as a card over the map's corner: read at a glance, and still there when the map cannot load. */}
            <address className="absolute bottom-3 left-3 z-10 flex max-w-[calc(100%-1.5rem)] flex-col rounded-lg bg-white/95 px-4 py-3 text-sm text-ink not-italic shadow-card">
              <span className="font-semibold">{company.name}</span>
              {company.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>
                {company.city}, {company.region} {company.postalCode}
              </span>
            </address>
            {/* The map app opens from here too, and from here alone when the embed cannot load. */}
            <a
              href={company.map.openUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="absolute top-3 right-3 z-10 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-ink shadow-card hover:bg-slate-50"
            >
              <MapPin aria-hidden="true" className="size-4 text-brand-700" />
              {m.contactOpenInMaps(locale)}
            </a>
            <iframe
              src={company.map.embedUrl}
              title={m.contactMapTitle(locale, { city: company.city })}
              loading="lazy"
              // The map gets this site's origin and nothing of the page's address, and no more
              // power than a map needs (its scripts, its own storage, "View larger map" in a new tab).
              referrerPolicy="strict-origin"
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              width={1200}
              height={420}
              className="block h-64 w-full border-0 sm:h-[420px]"
            />
          </div>
        </div>
      </section>
      <ContactSection prefill={loaderData.prefill} />
      <section aria-labelledby="contact-requests" className="bg-white py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="contact-requests"
            eyebrow={m.contactRequestsEyebrow(locale)}
            title={m.contactRequestsTitle(locale)}
            text={m.contactRequestsText(locale)}
          />
          <div className="mt-12">
            <VisitRequestsIsland
              id="requests"
              page={localePath(locale, "/contact")}
              whatsapp={company.whatsapp}
              hours={company.hours}
              today={companyDate(new Date())}
            />
          </div>
        </div>
      </section>
    </main>
  );
}
