import ArrowUp from "lucide-react/icons/arrow-up";
import Phone from "lucide-react/icons/phone";
import { phoneHref, whatsappUrl } from "../../lib/contact-links";
import { useSite } from "../../lib/use-site";
import { WhatsAppIcon } from "./brand-icons";
import { useLightboxActive } from "./use-browser-state";
import { scrollToTopSmoothly, useScrolledPast } from "./use-scrolled-past";

const ROUND = "flex size-12 items-center justify-center rounded-full text-white shadow-lift transition hover:scale-105 sm:size-14";

/**
 * The floating buttons of SPEC §2: WhatsApp chat, a phone call and, after 300 px of scroll,
 * back to the top. All step aside while the gallery lightbox is open.
 */
export function FloatingActions() {
  const { company } = useSite();
  const showTop = useScrolledPast(300);
  const lightbox = useLightboxActive();
  if (lightbox) return null;
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-center gap-3 sm:right-6 sm:bottom-6">
      {showTop ? (
        <button
          type="button"
          onClick={scrollToTopSmoothly}
          aria-label="Scroll to top"
          className={`pointer-events-auto bg-ink ${ROUND} size-11! sm:size-12!`}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      <a href={phoneHref(company)} aria-label={`Call us at ${company.phone}`} className={`pointer-events-auto bg-brand-700 ${ROUND}`}>
        <Phone aria-hidden="true" className="size-6" />
      </a>
      <a
        href={whatsappUrl(company)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className={`pointer-events-auto bg-whatsapp ${ROUND}`}
      >
        <WhatsAppIcon className="size-7" />
      </a>
    </div>
  );
}
