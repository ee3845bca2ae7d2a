import { ContactSection } from "../components/sections/contact-section";
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
    siteName: company.siteName,
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
          <div className="overflow-hidden rounded-card bg-slate-100 shadow-card">
            <iframe
              src={company.mapEmbedUrl}
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
    </main>
  );
}
