import Mail from "lucide-react/icons/mail";
import { useId } from "react";
import { useLocation } from "react-router";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { useSite } from "../../lib/use-site";
import { FacebookIcon, LinkedInIcon, WhatsAppIcon } from "../layout/brand-icons";

function MailIcon({ className }: { className?: string }) {
  return <Mail aria-hidden="true" className={className} />;
}

export interface ShareLinksProps {
  heading: string;
  /** The text shared along with the page's address. */
  title: string;
}

/**
 * Share icons for a project or an article. Each opens the network's own share page with this
 * page's canonical address; WhatsApp comes first because that is where visitors here share.
 */
export function ShareLinks({ heading, title }: ShareLinksProps) {
  const { siteUrl } = useSite();
  const { pathname } = useLocation();
  const headingId = useId();
  const locale = useLocale();
  const url = `${siteUrl}${pathname}`;
  const links = [
    { label: m.projectShareWhatsApp(locale), href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, Icon: WhatsAppIcon },
    {
      label: m.projectShareFacebook(locale),
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      Icon: FacebookIcon,
    },
    {
      label: m.projectShareLinkedIn(locale),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
      Icon: LinkedInIcon,
    },
    {
      label: m.projectShareEmail(locale),
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
      Icon: MailIcon,
    },
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-3">
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        {heading}
      </h2>
      <ul className="flex gap-2">
        {links.map(({ label, href, Icon }) => (
          <li key={label}>
            <a
              href={href}
              target={href.startsWith("mailto:") ? undefined : "_blank"}
              rel="noopener noreferrer"
              aria-label={label}
              title={label}
              className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-700 transition hover:bg-brand-700 hover:text-white"
            >
              <Icon className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
