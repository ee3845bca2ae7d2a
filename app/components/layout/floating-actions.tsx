import ArrowUp from "lucide-react/icons/arrow-up";
import Phone from "lucide-react/icons/phone";
import { phoneHref, whatsappUrl } from "../../lib/contact-links";
import { useSite } from "../../lib/use-site";
import { WhatsAppIcon } from "./brand-icons";

const ROUND = "size-12 items-center justify-center rounded-full text-white shadow-lift transition hover:scale-105 sm:size-14";

/**
 * The floating buttons of SPEC §2: WhatsApp chat, a phone call and, after 300 px of scroll,
 * back to the top. All step aside while the gallery lightbox is open. Plain HTML: CSS shows and
 * hides them (app.css), app/islands/site-behaviour.ts scrolls.
 */
export function FloatingActions() {
  const { company } = useSite();
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-center gap-3 sm:right-6 sm:bottom-6 lightbox-open:hidden">
      <button
        type="button"
        data-scroll-top=""
        aria-label="Scroll to top"
        className={`pointer-events-auto hidden bg-ink scrolled-far:flex ${ROUND} size-11! sm:size-12!`}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
      <a href={phoneHref(company)} aria-label={`Call us at ${company.phone}`} className={`pointer-events-auto flex bg-brand-700 ${ROUND}`}>
        <Phone aria-hidden="true" className="size-6" />
      </a>
      <a
        href={whatsappUrl(company)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className={`pointer-events-auto flex bg-whatsapp ${ROUND}`}
      >
        <WhatsAppIcon className="size-7" />
      </a>
    </div>
  );
}
