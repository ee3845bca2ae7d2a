import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import Phone from "lucide-react/icons/phone";
import { SENT_PROBLEMS, type SentProblem } from "../../domain/enquiries";
import { WhatsAppIcon } from "../components/layout/brand-icons";
import { buttonClass } from "../components/ui/button";
import { phoneHref, whatsappUrl } from "../lib/contact-links";
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
  const params = new URL(request.url).searchParams;
  const code = params.get("problem");
  // Only the server's own words: a code, never text from the link.
  const problem = code === null ? null : Object.hasOwn(SENT_PROBLEMS, code) ? SENT_PROBLEMS[code as SentProblem] : SENT_PROBLEMS.form;
  const key = params.get("key");
  const sent = key && context.enquiries ? await context.enquiries.sent(key) : null;
  return { sent, problem };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    ...pageMeta({
      ...getSiteFromMatches(matches),
      title: "Your enquiry",
      description: "Your enquiry to us: its reference, and WhatsApp to talk to us now.",
      path: location.pathname,
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
  const { sent, problem } = loaderData;
  const call = (
    <a href={phoneHref(company)} className={buttonClass({ variant: "primary" }, "w-full sm:w-auto")}>
      <Phone aria-hidden="true" className="size-4" />
      Call {company.phone}
    </a>
  );
  if (sent) {
    return (
      <Panel tone="done" title="Thank you, we have your enquiry">
        <p className="mt-4 text-lg text-pretty text-slate-700">
          Your reference is <strong className="font-mono whitespace-nowrap text-ink">{sent.reference}</strong>. We will call you within one
          working day.
        </p>
        <p className="mt-2 text-slate-600">Want an answer sooner? Send it to us on WhatsApp too.</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a
            href={whatsappUrl(company, sent.whatsAppText)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({}, "w-full bg-whatsapp hover:bg-whatsapp/90 sm:w-auto")}
          >
            <WhatsAppIcon className="size-5" />
            Send on WhatsApp
          </a>
          <a href="/" className="min-h-11 px-4 py-2.5 font-semibold text-brand-700 hover:underline">
            Back to the home page
          </a>
        </div>
      </Panel>
    );
  }
  if (problem) {
    return (
      <Panel tone="problem" title="Your enquiry was not sent">
        <p className="mt-4 text-lg text-pretty text-slate-700">{problem}</p>
        <p className="mt-2 text-slate-600">Go back to the form to put it right, or call or WhatsApp us instead.</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {call}
          <a
            href={whatsappUrl(company)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({}, "w-full bg-whatsapp hover:bg-whatsapp/90 sm:w-auto")}
          >
            <WhatsAppIcon className="size-5" />
            WhatsApp us
          </a>
        </div>
        <a href="/contact" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          Back to the contact form
        </a>
      </Panel>
    );
  }
  return (
    <Panel tone="problem" title="This page has expired">
      <p className="mt-4 text-lg text-pretty text-slate-700">
        It showed the reference of an enquiry for an hour after it was sent. If you sent one, we have it and will call you.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {call}
        <a href="/contact" className="min-h-11 px-4 py-2.5 font-semibold text-brand-700 hover:underline">
          Contact us
        </a>
      </div>
    </Panel>
  );
}
