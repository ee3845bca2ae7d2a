import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { localePath } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { phoneHref } from "../../lib/contact-links";
import { hoursLinesIn } from "../../lib/hours-text";
import { bestVariant } from "../../lib/images";
import { useSite } from "../../lib/use-site";
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from "./brand-icons";
import { LanguageSwitcher } from "./language-switcher";
import { ABROAD_LINK, NAV_LINKS } from "./nav-links";

/** The social networks the company may link, in the order the footer shows them. */
const SOCIAL = [
  { key: "facebook", network: "Facebook", Icon: FacebookIcon },
  { key: "instagram", network: "Instagram", Icon: InstagramIcon },
  { key: "youtube", network: "YouTube", Icon: YouTubeIcon },
  { key: "linkedin", network: "LinkedIn", Icon: LinkedInIcon },
] as const;

function FooterHeading({ children }: { children: string }) {
  return <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>;
}

export function SiteFooter() {
  const { company, footerServices } = useSite();
  const locale = useLocale();
  const to = (path: string) => localePath(locale, path);
  const year = new Date().getFullYear();
  return (
    // Laid out and painted only when scrolled near (app.css, render-when-near), with room kept for
    // more than its height (a phone's footer is about 930 px): a jump to the page's end finds the
    // footer shorter than the room kept, never longer, so the end stays where it was reached.
    <footer className="bg-ink text-slate-300 [contain-intrinsic-size:auto_1200px] [content-visibility:auto] lg:[contain-intrinsic-size:auto_700px]">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-6 px-4 py-8 sm:px-6 sm:py-14 lg:grid-cols-[1.3fr_0.8fr_1.2fr_1.2fr] lg:gap-10">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-3 text-lg font-bold text-white">
            {company.logo ? (
              <img
                src={bestVariant(company.logo, 120)}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-md bg-white object-contain p-0.5"
              />
            ) : null}
            {company.name}
          </p>
          <p className="mt-1 text-sm font-medium text-brand-300">{company.tagline}</p>
          <p className="mt-3 hidden text-sm leading-relaxed sm:block">{company.summary}</p>
          {company.registrations.length > 0 ? (
            <dl className="mt-3 space-y-1 text-sm">
              {company.registrations.map((r, i) => (
                <div key={i} className="flex gap-2">
                  <dt className="text-slate-400">{r.label}</dt>
                  <dd className="font-medium text-white">{r.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {/* Only the networks the company has set: never a placeholder link. */}
          <ul className="mt-5 flex gap-2">
            {SOCIAL.filter(({ key }) => company.social[key]).map(({ key, network, Icon }) => {
              return (
                <li key={network}>
                  <a
                    href={company.social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={network}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-brand-700"
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <nav aria-label={m.footerQuickLinksLabel(locale)}>
          <FooterHeading>{m.footerQuickLinks(locale)}</FooterHeading>
          <ul className="mt-3 text-sm">
            {[...NAV_LINKS, ABROAD_LINK].map((link) => (
              <li key={link.to}>
                <a href={to(link.to)} className="flex min-h-11 items-center py-1 leading-snug hover:text-white hover:underline">
                  {link.label(locale)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={m.footerOurServicesLabel(locale)}>
          <FooterHeading>{m.footerOurServices(locale)}</FooterHeading>
          <ul className="mt-3 text-sm">
            {footerServices.map((service, i) => (
              <li key={i}>
                <a
                  href={`${to("/services")}#${service.id}`}
                  className="flex min-h-11 items-center py-1 leading-snug hover:text-white hover:underline"
                >
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-1">
          <FooterHeading>{m.footerContactUs(locale)}</FooterHeading>
          <ul className="mt-4 space-y-1 text-sm">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <address className="not-italic">
                {`${company.addressLines.join(", ")}, ${company.city}, ${company.region} ${company.postalCode}`}
              </address>
            </li>
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
              <a href={phoneHref(company)} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                {company.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
              <a href={`mailto:${company.email}`} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                {company.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
              <span>
                {hoursLinesIn(locale, company.hours).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            {m.footerRights(locale, { year, name: company.name })}{" "}
            <a href={to("/privacy")} className="font-medium whitespace-nowrap text-white underline-offset-4 hover:underline">
              {m.footerPrivacy(locale)}
            </a>
          </p>
          <LanguageSwitcher tone="dark" className="-mx-2" />
          <p>
            {m.footerCredit(locale)}{" "}
            <a
              href={company.credit.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-white underline-offset-4 hover:underline"
            >
              {company.credit.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
