import Send from "lucide-react/icons/send";
import { useState, type FormEvent } from "react";
import { ENQUIRY_LIMITS, newKey, newReference } from "../../../domain/enquiries";
import { ENQUIRY_SERVICES } from "../../content/service-lists";
import { whatsappUrl } from "../../lib/contact-links";
import { sendEnquiry, type SendResult } from "../../lib/enquiry-queue";
import { island } from "../../islands/island";
import { WhatsAppIcon } from "../layout/brand-icons";
import { ConsentLine, Honeypot } from "./enquiry-parts";

interface Enquiry {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

/** The form's fields as typed. Read when it is sent, so what was typed before the page's scripts ran is kept. */
function readEnquiry(form: HTMLFormElement): Enquiry {
  const data = new FormData(form);
  const field = (name: keyof Enquiry) => String(data.get(name) ?? "");
  return { name: field("name"), email: field("email"), phone: field("phone"), service: field("service"), message: field("message") };
}

/** The WhatsApp message of SPEC §7, one line per field, and the enquiry's reference (issue #15). */
export function composeEnquiryText(enquiry: Enquiry, reference: string): string {
  return [
    "New enquiry from the website",
    `Name: ${enquiry.name.trim()}`,
    `Email: ${enquiry.email.trim()}`,
    `Phone: ${enquiry.phone.trim()}`,
    `Service: ${enquiry.service}`,
    `Message: ${enquiry.message.trim()}`,
    `Ref: ${reference}`,
  ].join("\n");
}

const random = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));

const FIELD =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
const LABEL = "block text-sm font-medium text-slate-800";

export interface EnquiryFormProps {
  /** The company's WhatsApp number (digits with the country code). */
  whatsapp: string;
  /** Prefix of the fields' ids, unique in the page. */
  id: string;
  /** The page the form is on, kept with the enquiry. */
  page: string;
}

interface Sent {
  url: string;
  blocked: boolean;
  reference: string;
  /** What the server said: kept, waiting on this device for the next page, or refused. */
  server: SendResult | "sending";
  problem?: string;
}

/**
 * The enquiry form of SPEC §5 and §7, which keeps every enquiry (issue #15). Submitting opens
 * WhatsApp in a new tab with the enquiry written out and its reference (at once, within the tap,
 * so no pop-up blocker stops it), keeps the enquiry on this device and sends it to the server
 * under a key of its own (app/lib/enquiry-queue.ts: should the server be out of reach, it goes
 * from the next page), then clears the form. The browser's own validation enforces the required
 * fields and the email type. An island: a submit before its code has arrived is held and sent once
 * it has (app/islands/runtime.ts); should the code never come, the form posts to the server,
 * which keeps the enquiry and answers the thank-you page.
 */
export function EnquiryForm({ whatsapp, id, page }: EnquiryFormProps) {
  const [sent, setSent] = useState<Sent | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = readEnquiry(form);
    const reference = newReference(new Date(), random(5));
    const url = whatsappUrl({ whatsapp }, composeEnquiryText(fields, reference));
    const opened = window.open(url, "_blank");
    if (opened) opened.opener = null;
    const website = (form.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
    setSent({ url, blocked: opened === null, reference, server: "sending" });
    form.reset();
    void sendEnquiry({
      kind: "message",
      key: newKey(random(16)),
      reference,
      ...fields,
      page,
      website,
      elapsed: Math.round(performance.now()),
    }).then(({ result, message }) =>
      setSent((current) => (current?.reference === reference ? { ...current, server: result, problem: message } : current)),
    );
  };

  return (
    <form
      method="post"
      action="/api/enquiries"
      onSubmit={onSubmit}
      className="space-y-5 rounded-card bg-white p-6 shadow-card sm:p-8"
      aria-describedby={`${id}-note`}
    >
      <input type="hidden" name="kind" value="message" />
      <input type="hidden" name="page" value={page} />
      <Honeypot id={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={LABEL}>
            Full Name
          </label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" required maxLength={ENQUIRY_LIMITS.name} className={FIELD} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={LABEL}>
            Email Address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={ENQUIRY_LIMITS.email}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className={LABEL}>
            Phone Number
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            maxLength={ENQUIRY_LIMITS.phone}
            pattern="[+0-9][0-9 \(\)\-]{9,}"
            title="A phone number of at least 10 digits"
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={`${id}-service`} className={LABEL}>
            Service Required
          </label>
          <select id={`${id}-service`} name="service" required defaultValue="" className={FIELD}>
            <option value="" disabled>
              Select a service
            </option>
            {ENQUIRY_SERVICES.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={LABEL}>
          Message
        </label>
        <textarea id={`${id}-message`} name="message" rows={4} required maxLength={ENQUIRY_LIMITS.message} className={FIELD} />
      </div>
      <p id={`${id}-note`} className="flex items-center gap-2 text-sm text-slate-600">
        <WhatsAppIcon className="size-4 shrink-0 text-whatsapp" />
        Your enquiry opens in WhatsApp, ready to send to us.
      </p>
      <button
        type="submit"
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-card transition hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
      >
        <Send aria-hidden="true" className="size-4" />
        Send Message
      </button>
      <ConsentLine />
      <div role="status" className="space-y-1 text-sm">
        {sent ? (
          <>
            {sent.blocked ? (
              <p className="text-slate-700">
                Your browser blocked the new tab.{" "}
                <a href={sent.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
                  Open WhatsApp to send your enquiry
                </a>
                .
              </p>
            ) : (
              <p className="text-slate-700">WhatsApp opened in a new tab. Press send there and we will reply soon.</p>
            )}
            <EnquiryReceipt reference={sent.reference} server={sent.server} problem={sent.problem} />
          </>
        ) : null}
      </div>
    </form>
  );
}

/** What became of the enquiry on our side, under its reference. */
function EnquiryReceipt({ reference, server, problem }: Pick<Sent, "reference" | "server" | "problem">) {
  const ref = <strong className="font-mono text-ink">{reference}</strong>;
  switch (server) {
    case "sending":
      return <p className="text-slate-600">Saving your enquiry ({ref})…</p>;
    case "sent":
      return <p className="text-slate-700">We have your enquiry too: its reference is {ref}.</p>;
    case "waiting":
      return (
        <p className="text-slate-700">
          Your enquiry ({ref}) is saved on this device: we could not reach our server, so it will be sent when you open another page of our
          site.
        </p>
      );
    case "refused":
      return <p className="font-medium text-brand-800">{problem ?? "Your enquiry could not be saved."} Please call or WhatsApp us.</p>;
  }
}

export const EnquiryFormIsland = island("enquiry", EnquiryForm, { load: "visible" });
