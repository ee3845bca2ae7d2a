import MapPin from "lucide-react/icons/map-pin";
import { companyDate } from "../../domain/enquiries";
import { ContactSection } from "../components/sections/contact-section";
import { SectionHeading } from "../components/sections/section-heading";
import { VisitRequestsIsland } from "../components/sections/visit-requests";
import { PageHero } from "../components/sections/page-hero";
import { useSite } from "../lib/use-site";
import { breadcrumbJsonLd, organizationJsonLd, pageMeta, siteFromMatches } from "../lib/seo";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  const { company, siteUrl } = siteFromMatches(matches);
  return pageMeta({
    title: "Contact Us",
    description: `Talk to our engineers about your home or building: call ${company.phone}, message us on WhatsApp or visit our office in ${company.city}, ${company.region}.`,
    path: "/contact",
    siteUrl,
    siteName: company.name,
    jsonLd: [
      organizationJsonLd(company, siteUrl),
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Contact", path: "/contact" },
      ]),
    ],
  });
}

export default function Contact() {
  const { company } = useSite();
  return (
    <main>
      <PageHero
        title="Contact Us"
        subtitle="Visit our office, call us, or send your enquiry on WhatsApp. We reply within one working day."
      />
      <section aria-labelledby="contact-map" className="bg-slate-50 pt-12 sm:pt-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="contact-map" className="sr-only">
            Find our office
          </h2>
          <div className="relative overflow-hidden rounded-card bg-slate-100 shadow-card">
            {/* The map app opens from here too, and from here alone when the embed cannot load. */}
            <a
              href={company.map.openUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="absolute top-3 right-3 z-10 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-ink shadow-card hover:bg-slate-50"
            >
              <MapPin aria-hidden="true" className="size-4 text-brand-700" />
              Open in Maps
            </a>
            <iframe
              src={company.map.embedUrl}
              title={`Map of the area around our office in ${company.city}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              width={1200}
              height={420}
              className="block h-80 w-full border-0 sm:h-[420px]"
            />
          </div>
        </div>
      </section>
      <ContactSection />
      <section aria-labelledby="contact-requests" className="bg-white py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading
            id="contact-requests"
            eyebrow="Call Back or Site Visit"
            title="Prefer We Call You?"
            text="Ask for a call back, or book a free visit by one of our engineers to your plot."
          />
          <div className="mt-12">
            <VisitRequestsIsland
              id="requests"
              page="/contact"
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
