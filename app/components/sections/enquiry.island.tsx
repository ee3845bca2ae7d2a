import Send from "lucide-react/icons/send";
import { useState, type FormEvent } from "react";
import { ENQUIRY_LIMITS, newKey, newReference } from "../../../domain/enquiries";
import type { Locale } from "../../../domain/locales";
import { ENQUIRY_SERVICES } from "../../content/service-lists";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { whatsappUrl } from "../../lib/contact-links";
import { serviceIn } from "../../lib/enquiry-text";
import { sendEnquiry } from "../../lib/enquiry-queue";
import { richText, slot } from "../../lib/rich-text";
import { island } from "../../islands/island";
import { WhatsAppIcon } from "../layout/brand-icons";
import {
  ConsentLine,
  FIELD,
  Honeypot,
  LABEL,
  NameInput,
  phoneOf,
  PhoneInput,
  ServerReceipt,
  WhatsAppOpened,
  type Receipt,
} from "./enquiry-parts";

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

/**
 * The WhatsApp message of docs/product.md §7, one line per field, and the enquiry's reference (issue #15),
 * in the visitor's language.
 */
export function composeEnquiryText(locale: Locale, enquiry: Enquiry, reference: string): string {
  return [
    m.enquiryWaNewEnquiry(locale),
    m.enquiryWaName(locale, { name: enquiry.name.trim() }),
    m.enquiryWaEmail(locale, { email: enquiry.email.trim() }),
    m.enquiryWaPhone(locale, { phone: enquiry.phone.trim() }),
    m.enquiryWaService(locale, { service: serviceIn(locale, enquiry.service) }),
    m.enquiryWaMessage(locale, { message: enquiry.message.trim() }),
    m.enquiryWaRef(locale, { ref: reference }),
  ].join("\n");
}

/** Empties every field the visitor fills (docs/product.md §7), including what a call to action had filled in. */
function clearForm(form: HTMLFormElement): void {
  form.reset();
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (field.type !== "hidden") field.value = "";
  }
}

const random = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));

/**
 * What a call to action brings to the form (a project's "Plan a Project Like This", a service's
 * "Get a Quote", a package's "Get Started"): the service chosen, the message begun, and what it
 * is about, shown above the fields with a link back.
 */
export interface EnquiryPrefill {
  service: string;
  message: string;
  about: { label: string; href: string };
}

export interface EnquiryFormProps {
  /** The company's WhatsApp number (digits with the country code). */
  whatsapp: string;
  /** Prefix of the fields' ids, unique in the page. */
  id: string;
  /** The page the form is on, kept with the enquiry. */
  page: string;
  prefill?: EnquiryPrefill;
}

interface Sent extends Receipt {
  url: string;
  blocked: boolean;
}

/**
 * The enquiry form of docs/product.md §5 and §7, which keeps every enquiry (issue #15). Submitting opens
 * WhatsApp in a new tab with the enquiry written out and its reference (at once, within the tap,
 * so no pop-up blocker stops it), keeps the enquiry on this device and sends it to the server
 * under a key of its own (app/lib/enquiry-queue.ts: should the server be out of reach, it goes
 * from the next page), then clears the form. The browser's own validation enforces the required
 * fields and the email type. An island: a submit before its code has arrived is held and sent once
 * it has (app/islands/runtime.ts); should the code never come, the form posts to the server,
 * which keeps the enquiry and answers the thank-you page.
 */
export function EnquiryForm({ whatsapp, id, page, prefill }: EnquiryFormProps) {
  const locale = useLocale();
  const [sent, setSent] = useState<Sent | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const phone = phoneOf(form);
    if (phone === null) return;
    const fields = { ...readEnquiry(form), phone };
    const reference = newReference(new Date(), random(5));
    const url = whatsappUrl({ whatsapp }, composeEnquiryText(locale, fields, reference));
    const opened = window.open(url, "_blank");
    if (opened) opened.opener = null;
    const website = (form.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
    setSent({ url, blocked: opened === null, reference, server: "sending" });
    clearForm(form);
    void sendEnquiry({
      kind: "message",
      key: newKey(random(16)),
      reference,
      ...fields,
      page,
      website,
      elapsed: Math.round(performance.now()),
    }).then(({ result, message, field }) =>
      setSent((current) => (current?.reference === reference ? { ...current, server: result, problem: message, field } : current)),
    );
  };

  return (
    <form
      id={`${id}-form`}
      method="post"
      action="/api/enquiries"
      onSubmit={onSubmit}
      className="scroll-mt-24 space-y-5 rounded-card bg-white p-5 shadow-card sm:p-8"
      aria-describedby={`${id}-note`}
    >
      {prefill ? (
        <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {richText(
            m.enquiryAbout(locale, { subject: slot("about") }),
            {
              about: (
                <a href={prefill.about.href} className="font-semibold underline underline-offset-2">
                  {prefill.about.label}
                </a>
              ),
            },
            true,
          )}
        </p>
      ) : null}
      <input type="hidden" name="kind" value="message" />
      <input type="hidden" name="page" value={page} />
      <Honeypot id={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={LABEL}>
            {m.enquiryFullName(locale)}
          </label>
          <NameInput id={`${id}-name`} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={LABEL}>
            {m.enquiryEmailAddress(locale)}
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
            {m.enquiryPhoneNumberField(locale)}
          </label>
          <PhoneInput id={`${id}-phone`} />
        </div>
        <div>
          <label htmlFor={`${id}-service`} className={LABEL}>
            {m.enquiryServiceRequired(locale)}
          </label>
          <select id={`${id}-service`} name="service" required defaultValue={prefill?.service ?? ""} className={FIELD}>
            <option value="" disabled>
              {m.enquirySelectService(locale)}
            </option>
            {ENQUIRY_SERVICES.map((service) => (
              <option key={service} value={service}>
                {serviceIn(locale, service)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={LABEL}>
          {m.enquiryMessage(locale)}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          maxLength={ENQUIRY_LIMITS.message}
          defaultValue={prefill?.message}
          className={FIELD}
        />
      </div>
      <p id={`${id}-note`} className="flex items-center gap-2 text-sm text-slate-600">
        <WhatsAppIcon className="size-4 shrink-0 text-whatsapp" />
        {m.enquiryOpensInWhatsApp(locale)}
      </p>
      <button
        type="submit"
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-card transition hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
      >
        <Send aria-hidden="true" className="size-4" />
        {m.enquirySendMessage(locale)}
      </button>
      <ConsentLine />
      <div role="status" className="space-y-1 text-sm">
        {sent ? (
          <>
            <WhatsAppOpened url={sent.url} blocked={sent.blocked} what="enquiry" />
            <ServerReceipt
              receipt={sent}
              what="enquiry"
              done={(ref) => richText(m.enquiryFormDone(locale, { ref: slot("ref") }), { ref })}
            />
          </>
        ) : null}
      </div>
    </form>
  );
}

export const EnquiryFormIsland = island("enquiry", EnquiryForm, { load: "visible" });

export default EnquiryForm;
