/**
 * Call-back and site-visit requests (issue #15): a visitor asks to be called, or picks a date and
 * a two-hour slot within the office hours for an engineer to visit the plot. Each is kept as an
 * enquiry of its kind. Plain forms that post to the server without JavaScript (its thank-you
 * page); as an island they send through the enquiry queue, and the slots follow the date chosen.
 */
import CalendarDays from "lucide-react/icons/calendar-days";
import PhoneCall from "lucide-react/icons/phone-call";
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { companyDate, companyMinutes } from "../../../domain/company-clock";
import { ENQUIRY_LIMITS, newKey, newReference, type EnquiryDetails } from "../../../domain/enquiries";
import { addDays, visitProblem, visitSlots, VISIT_MAX_DAYS_AHEAD, type DayHours, type VisitSlot } from "../../../domain/visits";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { whatsappUrl } from "../../lib/contact-links";
import { enquiryWhatsAppTextIn, refusalIn } from "../../lib/enquiry-text";
import { sendEnquiry } from "../../lib/enquiry-queue";
import { visitSlotLabelIn } from "../../lib/hours-text";
import { richText, slot as slotOf } from "../../lib/rich-text";
import { island } from "../../islands/island";
import { WhatsAppIcon } from "../layout/brand-icons";
import {
  ConsentLine,
  FIELD,
  Honeypot,
  LABEL,
  NameAndPhone,
  sentValues,
  ServerReceipt,
  type Receipt as ServerAnswer,
} from "./enquiry-parts";

export interface VisitRequestsProps {
  id: string;
  page: string;
  whatsapp: string;
  hours: DayHours[];
  /** The company's date when the page was made (a kept page may be older: the island takes today's). */
  today: string;
}

interface Receipt extends ServerAnswer {
  whatsAppText: string;
}

const random = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));
/** The date is read when the form renders; nothing needs to tell it of a change. */
const noChanges = () => () => undefined;

/** Every slot of any open day, for the list a page without JavaScript shows. */
function allSlots(hours: DayHours[]): VisitSlot[] {
  const slots = new Map<string, VisitSlot>();
  for (let day = 0; day < 7; day++) {
    // 2024-01-01 was a Monday: the weekday `day` of that week.
    for (const slot of visitSlots(addDays("2024-01-01", day), hours)) slots.set(slot.value, slot);
  }
  return [...slots.values()].sort((a, b) => a.value.localeCompare(b.value));
}

/** What the request's note says once it is kept: the next step, then the reference ("… Your reference is {ref}."). */
function ReceiptNote({ receipt, whatsapp, done }: { receipt: Receipt; whatsapp: string; done: (values: { ref: string }) => string }) {
  const locale = useLocale();
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <ServerReceipt receipt={receipt} what="request" done={(ref) => richText(done({ ref: slotOf("ref") }), { ref })} />
      {receipt.server !== "refused" ? (
        <a
          href={whatsappUrl({ whatsapp }, receipt.whatsAppText)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-whatsapp underline"
        >
          <WhatsAppIcon className="size-4" />
          {m.enquiryTellOnWhatsApp(locale)}
        </a>
      ) : null}
    </div>
  );
}

function RequestCard({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
        <h3 className="text-xl font-semibold text-ink">{title}</h3>
      </div>
      <p className="mt-2 text-slate-600">{text}</p>
      {children}
    </div>
  );
}

export function VisitRequests({ id, page, whatsapp, hours, today: pageDay }: VisitRequestsProps) {
  const locale = useLocale();
  const [callBack, setCallBack] = useState<Receipt | null>(null);
  const [visit, setVisit] = useState<Receipt | null>(null);
  const [date, setDate] = useState("");
  const [slot, setSlot] = useState("");
  const [problem, setProblem] = useState<{ field: "date" | "slot"; message: string } | null>(null);
  const dateProblem = problem?.field === "date" ? problem.message : null;
  const slotProblem = problem?.field === "slot" ? problem.message : null;
  // On a visitor's phone, today is today: the page may have been kept since an earlier day.
  const today = useSyncExternalStore(
    noChanges,
    () => companyDate(new Date()),
    () => pageDay,
  );
  // Today, only the slots still to come.
  const slots = date
    ? visitSlots(date, hours).filter(
        (slot) =>
          date !== companyDate(new Date()) ||
          Number(slot.value.slice(0, 2)) * 60 + Number(slot.value.slice(3)) > companyMinutes(new Date()),
      )
    : allSlots(hours);
  // A time chosen before the date that the date does not have is not kept (never another one).
  const chosen = slots.some((s) => s.value === slot) ? slot : "";

  const chooseDate = (value: string) => {
    setDate(value);
    setProblem(value && visitSlots(value, hours).length === 0 ? { field: "date", message: m.enquiryVisitClosed(locale) } : null);
  };
  // A date or time picked before the island's code arrived (a slow phone) is in the fields, not
  // in the state yet: taken as if picked now, so a closed day is said at once.
  const dateRef = useRef<HTMLInputElement>(null);
  const slotRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const pickedDate = dateRef.current?.value ?? "";
    const pickedSlot = slotRef.current?.value ?? "";
    if (pickedDate) chooseDate(pickedDate);
    if (pickedSlot) setSlot(pickedSlot);
    // Once, as the island starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = (event: FormEvent<HTMLFormElement>, kind: "call-back" | "site-visit", set: (receipt: Receipt | null) => void) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = sentValues(form);
    if (data === null) return;
    if (kind === "site-visit") {
      const refused = visitProblem(data.date ?? "", data.slot ?? "", hours, new Date());
      if (refused) {
        setProblem({ field: refused.field, message: refusalIn(locale, refused.message, refused.field) });
        form.querySelector<HTMLElement>(`[name="${refused.field}"]`)?.focus();
        return;
      }
    }
    setProblem(null);
    const reference = newReference(new Date(), random(5));
    const slot = slots.find((s) => s.value === data.slot);
    const details: EnquiryDetails =
      kind === "call-back"
        ? { kind: "call-back" }
        : { kind: "site-visit", date: data.date ?? "", slot: data.slot ?? "", slotLabel: slot?.label ?? "", locality: data.locality ?? "" };
    const whatsAppText = enquiryWhatsAppTextIn(locale, {
      kind,
      name: data.name ?? "",
      phone: data.phone,
      email: "",
      message: data.message ?? "",
      reference,
      details,
    });
    set({ reference, server: "sending", whatsAppText });
    form.reset();
    setDate("");
    void sendEnquiry({ ...data, kind, key: newKey(random(16)), reference, page, elapsed: Math.round(performance.now()) }).then(
      ({ result, message, field }) => set({ reference, server: result, problem: message, field, whatsAppText }),
    );
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <RequestCard
        icon={<PhoneCall aria-hidden="true" className="size-5" />}
        title={m.enquiryCallBackTitle(locale)}
        text={m.enquiryCallBackText(locale)}
      >
        <form method="post" action="/api/enquiries" onSubmit={(event) => send(event, "call-back", setCallBack)} className="mt-5 space-y-4">
          <input type="hidden" name="kind" value="call-back" />
          <input type="hidden" name="page" value={page} />
          <Honeypot id={`${id}-call`} />
          <NameAndPhone id={`${id}-call`} />
          <div>
            <label htmlFor={`${id}-call-message`} className={LABEL}>
              {`${m.enquiryCallBackWhen(locale)} `}
              <span className="font-normal text-slate-600">{m.enquiryOptional(locale)}</span>
            </label>
            <textarea id={`${id}-call-message`} name="message" rows={2} maxLength={ENQUIRY_LIMITS.message} className={FIELD} />
          </div>
          <ConsentLine />
          <button
            type="submit"
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto"
          >
            <PhoneCall aria-hidden="true" className="size-4" />
            {m.enquiryCallMeBack(locale)}
          </button>
          <div role="status">
            {callBack ? (
              <ReceiptNote receipt={callBack} whatsapp={whatsapp} done={(values) => m.enquiryCallBackDone(locale, values)} />
            ) : null}
          </div>
        </form>
      </RequestCard>

      <RequestCard
        icon={<CalendarDays aria-hidden="true" className="size-5" />}
        title={m.enquiryVisitTitle(locale)}
        text={m.enquiryVisitText(locale)}
      >
        <form method="post" action="/api/enquiries" onSubmit={(event) => send(event, "site-visit", setVisit)} className="mt-5 space-y-4">
          <input type="hidden" name="kind" value="site-visit" />
          <input type="hidden" name="page" value={page} />
          <Honeypot id={`${id}-visit`} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <NameAndPhone id={`${id}-visit`} />
            </div>
            <div>
              <label htmlFor={`${id}-visit-date`} className={LABEL}>
                {m.enquiryDate(locale)}
              </label>
              <input
                id={`${id}-visit-date`}
                name="date"
                type="date"
                required
                min={today}
                max={addDays(today, VISIT_MAX_DAYS_AHEAD)}
                ref={dateRef}
                value={date}
                onChange={(event) => chooseDate(event.target.value)}
                aria-invalid={dateProblem ? true : undefined}
                aria-describedby={dateProblem ? `${id}-visit-problem` : undefined}
                className={FIELD}
              />
            </div>
            <div>
              <label htmlFor={`${id}-visit-slot`} className={LABEL}>
                {m.enquiryTime(locale)}
              </label>
              <select
                id={`${id}-visit-slot`}
                name="slot"
                required
                ref={slotRef}
                value={chosen}
                onChange={(event) => setSlot(event.target.value)}
                aria-invalid={slotProblem ? true : undefined}
                aria-describedby={slotProblem ? `${id}-visit-problem` : undefined}
                className={FIELD}
              >
                <option value="" disabled>
                  {m.enquiryChooseTime(locale)}
                </option>
                {slots.map((slot) => (
                  <option key={slot.value} value={slot.value}>
                    {visitSlotLabelIn(locale, slot)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p id={`${id}-visit-problem`} role="alert" className="text-sm text-red-800 empty:hidden">
            {problem?.message}
          </p>
          <div>
            <label htmlFor={`${id}-visit-locality`} className={LABEL}>
              {`${m.enquiryPlotWhere(locale)} `}
              <span className="font-normal text-slate-600">{m.enquiryOptional(locale)}</span>
            </label>
            <input
              id={`${id}-visit-locality`}
              name="locality"
              type="text"
              maxLength={120}
              placeholder={m.enquiryPlotExample(locale)}
              className={FIELD}
            />
          </div>
          <ConsentLine />
          <button
            type="submit"
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto"
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            {m.enquiryBookVisit(locale)}
          </button>
          <div role="status">
            {visit ? <ReceiptNote receipt={visit} whatsapp={whatsapp} done={(values) => m.enquiryVisitDone(locale, values)} /> : null}
          </div>
        </form>
      </RequestCard>
    </div>
  );
}

/** Hydrated at the visitor's first touch; a tap on Send before that is held and sent once it has. */
export const VisitRequestsIsland = island("requests", VisitRequests, { load: "interaction" });

export default VisitRequests;
