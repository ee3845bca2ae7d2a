import ArrowUp from "lucide-react/icons/arrow-up";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import Phone from "lucide-react/icons/phone";
import { phoneHref, whatsappUrl } from "../../lib/contact-links";
import { useSite } from "../../lib/use-site";
import { WhatsAppIcon } from "./brand-icons";

const ROUND = "size-12 items-center justify-center rounded-full text-white shadow-lift transition hover:scale-105 sm:size-14";
const BAR_LINK = "flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold";

/**
 * The contact buttons of SPEC §2: WhatsApp chat, a phone call and, after 300 px of scroll, back
 * to the top. On a phone, call and WhatsApp sit in a bar at the bottom of the screen, with Get
 * Quote, in the thumb's reach; the page ends with room for it (ActionBarSpace), so it never covers
 * what the page says. From 768 px they float at the right, as round buttons. All step aside while
 * the gallery lightbox is open. Plain HTML: CSS shows and hides them (app.css),
 * app/islands/site-behaviour.ts scrolls.
 */
export function FloatingActions() {
  const { company } = useSite();
  return (
    <>
      <div className="pointer-events-none fixed right-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex flex-col items-center gap-3 sm:right-6 md:bottom-6 lightbox-open:hidden">
        <button
          type="button"
          data-scroll-top=""
          aria-label="Scroll to top"
          className={`pointer-events-auto hidden bg-ink scrolled-far:flex ${ROUND} size-11! sm:size-12!`}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </button>
        <a
          href={phoneHref(company)}
          aria-label={`Call us at ${company.phone}`}
          className={`pointer-events-auto hidden bg-brand-700 md:flex ${ROUND}`}
        >
          <Phone aria-hidden="true" className="size-6" />
        </a>
        <a
          href={whatsappUrl(company)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us on WhatsApp"
          className={`pointer-events-auto hidden bg-whatsapp md:flex ${ROUND}`}
        >
          <WhatsAppIcon className="size-7" />
        </a>
      </div>

      <nav
        aria-label="Contact us"
        className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-3 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur md:hidden lightbox-open:hidden"
      >
        <a href={phoneHref(company)} aria-label={`Call us at ${company.phone}`} className={`${BAR_LINK} text-brand-800`}>
          <Phone aria-hidden="true" className="size-5" />
          Call
        </a>
        <a
          href={whatsappUrl(company)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us on WhatsApp"
          className={`${BAR_LINK} bg-whatsapp text-white`}
        >
          <WhatsAppIcon className="size-5" />
          WhatsApp
        </a>
        <a href="/contact" className={`${BAR_LINK} bg-brand-700 text-white`}>
          <MessageSquareQuote aria-hidden="true" className="size-5" />
          Get Quote
        </a>
      </nav>
    </>
  );
}

/** The room at the end of a page that the phone's action bar takes, in the footer's colour. */
export function ActionBarSpace() {
  return <div aria-hidden="true" className="h-[calc(3.5rem+env(safe-area-inset-bottom))] bg-ink md:hidden" />;
}
