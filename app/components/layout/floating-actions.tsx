import ArrowUp from "lucide-react/icons/arrow-up";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { localePath } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { phoneHref, whatsappUrl } from "../../lib/contact-links";
import { useSite } from "../../lib/use-site";
import { TALK_SHEET_ID } from "../../lib/talk-about";
import { WhatsAppIcon } from "./brand-icons";

const ROUND = "size-12 items-center justify-center rounded-full text-white shadow-lift transition hover:scale-105 sm:size-14";
const BAR_ITEM = "flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold";

/**
 * The contact buttons of docs/product.md §2: WhatsApp chat, a phone call and, after 300 px of scroll, back
 * to the top; and "Talk to us", which opens a short sheet (components/sections/talk.island.tsx).
 *
 * On a phone they are one bar at the bottom of the screen, in the thumb's reach: Call, WhatsApp,
 * Talk to us, and back to the top as a fourth, narrow place once it shows. Nothing floats over
 * the page: the page ends with room for the bar (ActionBarSpace), so the bar never covers what the
 * page says, a form's field or the footer's last line. From 768 px they float at the right, as
 * round buttons, beside a margin the footer keeps free. All step aside while the gallery lightbox
 * is open. Plain HTML: CSS shows and hides them (app.css), app/islands/site-behaviour.ts scrolls.
 */
export function FloatingActions({ talk = true }: { /** Whether the page has the "Talk to us" sheet (sign-in has not). */ talk?: boolean }) {
  const { company } = useSite();
  const locale = useLocale();
  const callUs = m.actionsCallUsAt(locale, { phone: company.phone });
  return (
    <>
      <div className="pointer-events-none fixed right-6 bottom-6 z-30 hidden flex-col items-center gap-3 md:flex lightbox-open:hidden">
        <button
          type="button"
          data-scroll-top=""
          aria-label={m.actionsScrollTop(locale)}
          className={`pointer-events-auto hidden bg-ink scrolled-far:flex ${ROUND} size-12!`}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </button>
        {talk ? (
          <button
            type="button"
            popoverTarget={TALK_SHEET_ID}
            aria-label={m.actionsTalk(locale)}
            className={`pointer-events-auto flex bg-brand-900 ${ROUND}`}
          >
            <MessageCircle aria-hidden="true" className="size-6" />
          </button>
        ) : null}
        <a href={phoneHref(company)} aria-label={callUs} className={`pointer-events-auto flex bg-brand-700 ${ROUND}`}>
          <Phone aria-hidden="true" className="size-6" />
        </a>
        <a
          href={whatsappUrl(company)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={m.actionsWhatsApp(locale)}
          className={`pointer-events-auto flex bg-whatsapp ${ROUND}`}
        >
          <WhatsAppIcon className="size-7" />
        </a>
      </div>

      <nav
        aria-label={m.actionsBarLabel(locale)}
        className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-[1fr_1fr_1fr] border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] md:hidden scrolled-far:grid-cols-[1fr_1fr_1fr_3.5rem] lightbox-open:hidden"
      >
        <a href={phoneHref(company)} aria-label={callUs} className={`${BAR_ITEM} text-brand-800`}>
          <Phone aria-hidden="true" className="size-5" />
          {m.actionsCall(locale)}
        </a>
        <a
          href={whatsappUrl(company)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={m.actionsWhatsApp(locale)}
          className={`${BAR_ITEM} bg-whatsapp text-white`}
        >
          <WhatsAppIcon className="size-5" />
          {m.actionsWhatsAppShort(locale)}
        </a>
        {talk ? (
          <button type="button" popoverTarget={TALK_SHEET_ID} className={`${BAR_ITEM} bg-brand-700 text-white`}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {m.actionsTalk(locale)}
          </button>
        ) : (
          <a href={localePath(locale, "/contact")} className={`${BAR_ITEM} bg-brand-700 text-white`}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {m.actionsContact(locale)}
          </a>
        )}
        <button
          type="button"
          data-scroll-top=""
          aria-label={m.actionsScrollTop(locale)}
          className={`${BAR_ITEM} hidden bg-ink text-white scrolled-far:flex`}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </button>
      </nav>
    </>
  );
}

/** The room at the end of a page that the phone's action bar takes, in the footer's colour. */
export function ActionBarSpace() {
  return <div aria-hidden="true" className="h-[calc(3.5rem+env(safe-area-inset-bottom))] bg-ink md:hidden" />;
}
