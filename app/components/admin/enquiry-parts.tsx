/** Pieces of the enquiries inbox (issue #15): badges, the call and WhatsApp buttons, downloads. */
import Phone from "lucide-react/icons/phone";
import { companyDate } from "../../../domain/company-clock";
import type { Enquiry, EnquiryKind, EnquiryStatus } from "../../../domain/enquiries";
import { whatsAppNumberOf } from "../../../domain/phone";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { problemText } from "../../i18n/problems";
import { adminLocale } from "../../lib/admin-language";
import { ApiError } from "../../lib/api-client";
import { getToken } from "../../lib/token";
import { WhatsAppIcon } from "../layout/brand-icons";
import { kindLabel, statusLabel } from "./enquiry-labels";

const STATUS_TONES: Record<EnquiryStatus, string> = {
  new: "bg-brand-700 text-white",
  contacted: "bg-sky-100 text-sky-900",
  "site-visit": "bg-violet-100 text-violet-900",
  quoted: "bg-amber-100 text-amber-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-slate-200 text-slate-700",
};

/** The `<option>`s of a list of values with their labels (the inbox's status and kind lists). */
export function LabelledOptions<V extends string>({ values, labels }: { values: readonly V[]; labels: Record<V, string> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  const locale = useLocale();
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}>{statusLabel(locale, status)}</span>;
}

export function KindBadge({ kind }: { kind: EnquiryKind }) {
  const locale = useLocale();
  return <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{kindLabel(locale, kind)}</span>;
}

/** "Due today" or "Overdue" for an open enquiry whose follow-up date has come. */
export function followUpState(enquiry: Pick<Enquiry, "followUpOn" | "status">, now = new Date()): "due" | "overdue" | null {
  if (!enquiry.followUpOn || enquiry.status === "won" || enquiry.status === "lost") return null;
  const today = companyDate(now);
  if (enquiry.followUpOn === today) return "due";
  return enquiry.followUpOn < today ? "overdue" : null;
}

export function FollowUpBadge({ enquiry }: { enquiry: Pick<Enquiry, "followUpOn" | "status"> }) {
  const locale = useLocale();
  const state = followUpState(enquiry);
  if (!state) return null;
  return (
    <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
      {state === "due" ? m.adminEnquiriesDueToday(locale) : m.adminEnquiriesOverdue(locale)}
    </span>
  );
}

/** An enquiry sent faster than a person fills the form in: kept, and worth a second look. */
export function AutomatedBadge({ enquiry }: { enquiry: Pick<Enquiry, "possiblyAutomated"> }) {
  const locale = useLocale();
  if (!enquiry.possiblyAutomated) return null;
  return (
    <span
      className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
      title={m.adminEnquiriesAutomatedHint(locale)}
    >
      {m.adminEnquiriesAutomated(locale)}
    </span>
  );
}

/**
 * The number WhatsApp needs: digits with the country code, read as every phone field reads a
 * number (domain/phone.ts), so that an enquiry kept before that reader ("098470 12345") opens the
 * right chat too; what it cannot read is given as its digits.
 */
export function whatsAppNumber(phone: string): string {
  return whatsAppNumberOf(phone) ?? phone.replace(/\D/g, "");
}

/** The Call and WhatsApp buttons; `onContact` hears which was tapped (the link opens all the same). */
export function ContactButtons({
  enquiry,
  compact = false,
  onContact,
}: {
  enquiry: Pick<Enquiry, "phone" | "name" | "reference">;
  compact?: boolean;
  onContact?: (how: "call" | "whatsapp") => void;
}) {
  const locale = useLocale();
  const size = compact ? "size-11 justify-center" : "min-h-11 px-4";
  return (
    <div className="flex shrink-0 gap-2">
      <a
        href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}
        onClick={() => onContact?.("call")}
        aria-label={compact ? m.adminEnquiriesCallName(locale, { name: enquiry.name }) : undefined}
        className={`inline-flex items-center gap-2 rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 ${size}`}
      >
        <Phone aria-hidden="true" className="size-5" />
        {compact ? null : m.adminEnquiriesCall(locale)}
      </a>
      <a
        href={`https://wa.me/${whatsAppNumber(enquiry.phone)}?text=${encodeURIComponent(`Hello ${enquiry.name}, about your enquiry ${enquiry.reference}: `)}`}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onContact?.("whatsapp")}
        aria-label={compact ? m.adminEnquiriesWhatsAppName(locale, { name: enquiry.name }) : undefined}
        className={`inline-flex items-center gap-2 rounded-lg bg-whatsapp font-semibold text-white hover:bg-whatsapp/90 ${size}`}
      >
        <WhatsAppIcon className="size-5" />
        {compact ? null : m.adminEnquiriesWhatsApp(locale)}
      </a>
    </div>
  );
}

/** Downloads what the API answers at `path` (it needs the token, so it is fetched, then saved). */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    const locale = adminLocale();
    throw new ApiError(
      response.status,
      body.message ? problemText(locale, body.message) : m.adminEnquiriesServerError(locale, { status: response.status }),
    );
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
