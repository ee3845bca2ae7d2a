/**
 * Replying with a template, on an enquiry's page (docs/product.md §10): the company's templates
 * by name; the one chosen is shown filled in with the visitor's name, the enquiry's reference and
 * the company's name (as text, never HTML), to open in WhatsApp with the message written, or to
 * copy. Either then offers to mark the enquiry contacted, as the Call and WhatsApp buttons do.
 */
import Copy from "lucide-react/icons/copy";
import Pencil from "lucide-react/icons/pencil";
import { useState } from "react";
import { Link } from "react-router";
import type { Enquiry } from "../../../domain/enquiries";
import { fillTemplate, whatsAppReplyLink, type ReplyTemplate } from "../../../domain/reply-templates";
import { WhatsAppIcon } from "../layout/brand-icons";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { copyText } from "../../lib/clipboard";
import { richMessage } from "./rich-message";

const ACTION = "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold";

export function ReplyPicker({
  enquiry,
  companyName,
  templates,
  onSent,
}: {
  enquiry: Pick<Enquiry, "name" | "reference" | "phone">;
  companyName: string;
  /** null: the templates could not be read. */
  templates: ReplyTemplate[] | null;
  onSent: (how: "whatsapp" | "copy") => void;
}) {
  const locale = useLocale();
  const [chosen, setChosen] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const template = templates?.find((entry) => entry.id === chosen) ?? null;
  const message = template ? fillTemplate(template.text, { name: enquiry.name, reference: enquiry.reference, company: companyName }) : "";
  const link = template ? whatsAppReplyLink(enquiry.phone, message) : null;

  const copy = async () => {
    const done = await copyText(message);
    setCopied(done ? m.adminEnquiriesCopied(locale) : m.adminEnquiriesCopyRefused(locale));
    if (done) onSent("copy");
  };

  return (
    <section aria-labelledby="reply-templates" className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reply-templates" className="text-lg font-semibold text-ink">
          {m.adminEnquiriesReplyTitle(locale)}
        </h2>
        <Link
          to="/enquiries/templates"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <Pencil aria-hidden="true" className="size-4" />
          {m.adminEnquiriesEditTemplates(locale)}
        </Link>
      </div>
      {templates === null ? (
        <p className="mt-2 text-slate-700">{m.adminEnquiriesTemplatesFailed(locale)}</p>
      ) : templates.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {richMessage(
            {
              link: (
                <Link to="/enquiries/templates" className="font-semibold text-brand-700 hover:underline">
                  {m.adminEnquiriesWriteOne(locale)}
                </Link>
              ),
            },
            (marks) => m.adminEnquiriesNoTemplatesWrite(locale, marks),
          )}
        </p>
      ) : (
        <>
          <p id="reply-templates-hint" className="mt-1 text-sm text-slate-600">
            {m.adminEnquiriesChooseTemplate(locale, { name: enquiry.name })}
          </p>
          <ul aria-describedby="reply-templates-hint" className="mt-3 flex flex-wrap gap-2">
            {templates.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  aria-pressed={entry.id === chosen}
                  onClick={() => {
                    setChosen(entry.id === chosen ? null : entry.id);
                    setCopied(null);
                  }}
                  className={`min-h-11 rounded-full border px-4 text-sm font-semibold break-words ${
                    entry.id === chosen
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50"
                  }`}
                >
                  {entry.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {template ? (
        <div className="mt-4 space-y-3">
          <figure>
            <figcaption className="text-sm text-slate-600">{m.adminEnquiriesTheMessage(locale)}</figcaption>
            <p className="mt-1 rounded-lg bg-emerald-50 p-3 break-words whitespace-pre-wrap text-ink select-all">{message}</p>
          </figure>
          <div className="flex flex-wrap gap-2">
            {link ? (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => onSent("whatsapp")}
                className={`${ACTION} bg-whatsapp text-white hover:bg-whatsapp/90`}
              >
                <WhatsAppIcon className="size-5" />
                {m.adminEnquiriesOpenWhatsApp(locale)}
              </a>
            ) : (
              <p className="text-sm text-slate-700">{m.adminEnquiriesNoWhatsApp(locale)}</p>
            )}
            <button
              type="button"
              onClick={() => void copy()}
              className={`${ACTION} border border-slate-300 text-slate-800 hover:bg-slate-50`}
            >
              <Copy aria-hidden="true" className="size-5" />
              {m.adminEnquiriesCopy(locale)}
            </button>
          </div>
          <p role="status" className="min-h-5 text-sm text-emerald-800">
            {copied}
          </p>
        </div>
      ) : null}
    </section>
  );
}
