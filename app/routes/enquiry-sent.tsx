import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import Phone from "lucide-react/icons/phone";
import { SENT_PROBLEMS, type SentProblem } from "../../domain/enquiries";
import { localeOfPath, localePath, stripLocale } from "../../domain/locales";
import { WhatsAppIcon } from "../components/layout/brand-icons";
import { buttonClass } from "../components/ui/button";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { phoneHref, whatsappUrl } from "../lib/contact-links";
import { enquiryWhatsAppTextIn, sentProblemIn } from "../lib/enquiry-text";
import { richText, slot } from "../lib/rich-text";
import { getSiteFromMatches } from "../lib/route-site";
import { pageMeta } from "../lib/seo";
import { useSite } from "../lib/use-site";
import type { Route } from "./+types/enquiry-sent";
import type { SiteRouteHandle } from "./site-layout";

export const handle: SiteRouteHandle = { solidHeader: true };

/**
 * Where a form sent without JavaScript lands (issue #15): the server kept the enquiry and sends
 * the visitor here with its key, or with what was wrong. The page is the visitor's own: never
 * kept by the server's cache or the browser, never indexed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const params = url.searchParams;
  const code = params.get("problem");
  // Only the server's own words: a code, never text from the link.
  const problem = code === null ? null : sentProblemIn(locale, Object.hasOwn(SENT_PROBLEMS, code) ? (code as SentProblem) : "form");
  const key = params.get("key");
  const kept = key && context.enquiries ? await context.enquiries.sent(key) : null;
  // The WhatsApp message in the language of the page the visitor sent it from.
  const sent = kept && {
    reference: kept.reference,
    whatsAppText: kept.enquiry ? enquiryWhatsAppTextIn(locale, kept.enquiry) : kept.whatsAppText,
  };
  return { sent, problem };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const site = getSiteFromMatches(matches);
  return [
    ...pageMeta({
      ...site,
      title: m.enquirySentTitle(site.locale),
      description: m.enquirySentDescription(site.locale),
      path: stripLocale(location.pathname),
    }),
    { name: "robots", content: "noindex" },
  ];
}

function Panel({ tone, title, children }: { tone: "done" | "problem"; title: string; children: React.ReactNode }) {
  const Icon = tone === "done" ? CircleCheck : CircleAlert;
  return (
    <main className="flex min-h-[70vh] items-center bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto w-full max-w-xl rounded-card bg-white p-6 text-center shadow-card sm:p-10">
        <Icon aria-hidden="true" className={`mx-auto size-12 ${tone === "done" ? "text-emerald-600" : "text-brand-700"}`} />
        <h1 className="mt-4 font-display text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export default function EnquirySent({ loaderData }: Route.ComponentProps) {
  const { company } = useSite();
  const locale = useLocale();
  const { sent, problem } = loaderData;
  const call = (
    <a href={phoneHref(company)} className={buttonClass({ variant: "primary" }, "w-full sm:w-auto")}>
      <Phone aria-hidden="true" className="size-4" />
      {m.enquirySentCallPrefix(locale)}
      {company.phone}
    </a>
  );
  if (sent) {
    const reference = <strong className="font-mono whitespace-nowrap text-ink">{sent.reference}</strong>;
    return (
      <Panel tone="done" title={m.enquirySentThanks(locale)}>
        <p className="mt-4 text-lg text-pretty text-slate-700">
          {richText(m.enquirySentReference(locale, { ref: slot("ref") }), { ref: reference })}
        </p>
        <p className="mt-2 text-slate-600">{m.enquirySentSooner(locale)}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a
            href={whatsappUrl(company, sent.whatsAppText)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({}, "w-full bg-whatsapp hover:bg-whatsapp/90 sm:w-auto")}
          >
            <WhatsAppIcon className="size-5" />
            {m.enquirySentSendWhatsApp(locale)}
          </a>
          <a href={localePath(locale, "/")} className="min-h-11 px-4 py-2.5 font-semibold text-brand-700 hover:underline">
            {m.enquirySentHome(locale)}
          </a>
        </div>
      </Panel>
    );
  }
  if (problem) {
    return (
      <Panel tone="problem" title={m.enquirySentNotSent(locale)}>
        <p className="mt-4 text-lg text-pretty text-slate-700">{problem}</p>
        <p className="mt-2 text-slate-600">{m.enquirySentFix(locale)}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {call}
          <a
            href={whatsappUrl(company)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({}, "w-full bg-whatsapp hover:bg-whatsapp/90 sm:w-auto")}
          >
            <WhatsAppIcon className="size-5" />
            {m.enquirySentWhatsAppUs(locale)}
          </a>
        </div>
        <a href={localePath(locale, "/contact")} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          {m.enquirySentBackToForm(locale)}
        </a>
      </Panel>
    );
  }
  return (
    <Panel tone="problem" title={m.enquirySentExpired(locale)}>
      <p className="mt-4 text-lg text-pretty text-slate-700">{m.enquirySentExpiredText(locale)}</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {call}
        <a href={localePath(locale, "/contact")} className="min-h-11 px-4 py-2.5 font-semibold text-brand-700 hover:underline">
          {m.enquirySentContactUs(locale)}
        </a>
      </div>
    </Panel>
  );
}
