import Send from "lucide-react/icons/send";
import { useState, type FormEvent } from "react";
import { ENQUIRY_SERVICES } from "../../content/service-lists";
import { whatsappUrl } from "../../lib/contact-links";
import { island } from "../../islands/island";
import { WhatsAppIcon } from "../layout/brand-icons";

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

/** The WhatsApp message of SPEC §7: one line per field. */
export function composeEnquiryText(enquiry: Enquiry): string {
  return [
    "New enquiry from the website",
    `Name: ${enquiry.name.trim()}`,
    `Email: ${enquiry.email.trim()}`,
    `Phone: ${enquiry.phone.trim()}`,
    `Service: ${enquiry.service}`,
    `Message: ${enquiry.message.trim()}`,
  ].join("\n");
}

const FIELD =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
const LABEL = "block text-sm font-medium text-slate-800";

export interface EnquiryFormProps {
  /** The company's WhatsApp number (digits with the country code). */
  whatsapp: string;
  /** Prefix of the fields' ids, unique in the page. */
  id: string;
}

/**
 * The enquiry form of SPEC §5 and §7. It makes no server call: submitting opens WhatsApp in a new
 * tab with the enquiry written out, then clears the form. The browser's own validation enforces
 * the required fields and the email type. An island: a submit before its code has arrived is held
 * and sent once it has (app/islands/runtime.ts); the form's method is POST so that, should the
 * code never come, the fields never end up in a URL.
 */
export function EnquiryForm({ whatsapp, id }: EnquiryFormProps) {
  const [sentUrl, setSentUrl] = useState<{ url: string; blocked: boolean } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const url = whatsappUrl({ whatsapp }, composeEnquiryText(readEnquiry(form)));
    const opened = window.open(url, "_blank");
    if (opened) opened.opener = null;
    setSentUrl({ url, blocked: opened === null });
    form.reset();
  };

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      className="space-y-5 rounded-card bg-white p-6 shadow-card sm:p-8"
      aria-describedby={`${id}-note`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={LABEL}>
            Full Name
          </label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" required className={FIELD} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={LABEL}>
            Email Address
          </label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required className={FIELD} />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className={LABEL}>
            Phone Number
          </label>
          <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" required className={FIELD} />
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
        <textarea id={`${id}-message`} name="message" rows={4} required className={FIELD} />
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
      <div role="status" className="text-sm">
        {sentUrl ? (
          sentUrl.blocked ? (
            <p className="text-slate-700">
              Your browser blocked the new tab.{" "}
              <a href={sentUrl.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
                Open WhatsApp to send your enquiry
              </a>
              .
            </p>
          ) : (
            <p className="text-slate-700">WhatsApp opened in a new tab. Press send there and we will reply soon.</p>
          )
        ) : null}
      </div>
    </form>
  );
}

export const EnquiryFormIsland = island("enquiry", EnquiryForm, { load: "visible" });
