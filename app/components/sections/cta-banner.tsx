import ArrowRight from "lucide-react/icons/arrow-right";
import Phone from "lucide-react/icons/phone";
import { useId } from "react";
import { Link } from "react-router";
import { localePath } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { ENQUIRY_FORM_ANCHOR, phoneHref } from "../../lib/contact-links";
import { useSite } from "../../lib/use-site";

export interface CtaBannerProps {
  title?: string;
  text?: string;
  /** Where 'Get Free Quote' goes: the contact page's form (in view), or that form filled with what the page shows. */
  quoteHref?: string;
}

/** The call-to-action band of docs/product.md §2: 'Get Free Quote' to /contact and 'Call Us Now' by phone. */
export function CtaBanner({ title, text, quoteHref = `/contact#${ENQUIRY_FORM_ANCHOR}` }: CtaBannerProps) {
  const { company } = useSite();
  const locale = useLocale();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-brand-800 text-white render-when-near">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 px-4 py-8 sm:px-6 sm:py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={titleId} className="font-display text-[1.75rem] leading-tight font-semibold tracking-tight sm:text-4xl">
            {title ?? m.commonCtaTitle(locale)}
          </h2>
          <p className="mt-3 text-brand-50">{text ?? m.commonCtaText(locale)}</p>
        </div>
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <Link
            discover="none"
            to={localePath(locale, quoteHref)}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow-card transition hover:bg-brand-50"
          >
            {m.commonGetFreeQuote(locale)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <a
            href={phoneHref(company)}
            className="inline-flex items-center justify-center gap-2 rounded-lg border-2 border-white px-4 py-3 font-semibold text-white transition hover:bg-white hover:text-brand-800"
          >
            <Phone aria-hidden="true" className="size-4" />
            {m.commonCallUsNow(locale)}
          </a>
        </div>
      </div>
    </section>
  );
}
