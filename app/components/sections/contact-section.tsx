import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { useId, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { phoneHref } from "../../lib/contact-links";
import { hoursLinesIn } from "../../lib/hours-text";
import { useSite } from "../../lib/use-site";
import { EnquiryFormIsland, type EnquiryPrefill } from "./enquiry.island";
import { SectionHeading } from "./section-heading";

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 sm:gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:size-11">{icon}</span>
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-0.5 text-slate-600">{children}</div>
      </div>
    </li>
  );
}

/**
 * The contact section of the home and contact pages: the company's details beside the enquiry form.
 * `prefill` is what a call to action carried here (a project, a service, a package): the form opens
 * with it filled in. `compact`: the home page's, where a phone shows the form alone: the company's
 * details are the footer's, just below it.
 */
export function ContactSection({ prefill, compact = false }: { prefill?: EnquiryPrefill; compact?: boolean }) {
  const { company } = useSite();
  const locale = useLocale();
  const { pathname } = useLocation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-10 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id={headingId}
          eyebrow={m.contactSectionEyebrow(locale)}
          title={m.contactSectionTitle(locale)}
          text={m.contactSectionText(locale)}
        />
        <div className="mt-8 grid gap-8 sm:mt-12 lg:grid-cols-[1fr_1.6fr] lg:gap-10">
          <ul className={compact ? "hidden gap-6 sm:grid sm:grid-cols-2 lg:grid-cols-1" : "space-y-5 sm:space-y-6"}>
            <Detail icon={<MapPin aria-hidden="true" className="size-5" />} title={m.contactOffice(locale)}>
              <address className="not-italic">
                {company.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <span className="block">{`${company.city}, ${company.region} ${company.postalCode}`}</span>
              </address>
            </Detail>
            <Detail icon={<Phone aria-hidden="true" className="size-5" />} title={m.contactPhone(locale)}>
              <a href={phoneHref(company)} className="-my-3 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline">
                {company.phone}
              </a>
            </Detail>
            <Detail icon={<Mail aria-hidden="true" className="size-5" />} title={m.contactEmail(locale)}>
              <a
                href={`mailto:${company.email}`}
                className="-my-3 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
              >
                {company.email}
              </a>
            </Detail>
            <Detail icon={<Clock aria-hidden="true" className="size-5" />} title={m.contactWorkingHours(locale)}>
              {hoursLinesIn(locale, company.hours).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </Detail>
          </ul>
          <EnquiryFormIsland whatsapp={company.whatsapp} id="enquiry" page={pathname} prefill={prefill} />
        </div>
      </div>
    </section>
  );
}
