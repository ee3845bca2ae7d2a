/**
 * "Talk to us" (one tap from every page): a short sheet that asks only what the company needs to
 * answer: a name, a phone number, how to answer (a WhatsApp message or a call) and when; an e-mail
 * if the visitor likes. It is kept like every enquiry (a call-back request, with the visitor's
 * time zone, so that a family in the Gulf is called at their hour).
 *
 * The sheet is a popover: the browser opens it from any button that names it, and closes it on
 * Escape or a tap outside, with no script. Without JavaScript its form posts to the server (the
 * thank-you page); as an island, hydrated at the first touch, it sends through the enquiry queue
 * and says so in the sheet.
 */
import MessageCircle from "lucide-react/icons/message-circle";
import X from "lucide-react/icons/x";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { CONTACT_BY, CONTACT_BY_LABELS, newKey, newReference, PREFERRED_TIMES } from "../../../domain/enquiries";
import { sendEnquiry } from "../../lib/enquiry-queue";
import { island } from "../../islands/island";
import { ConsentLine, FIELD, Honeypot, LABEL, NameAndPhone, ServerReceipt, type Receipt } from "./enquiry-parts";

/** The sheet's id: a button with `popoverTarget={TALK_SHEET_ID}` opens it. */
export const TALK_SHEET_ID = "talk-sheet";

const random = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));
/** The time zone is read when the form renders; nothing needs to tell it of a change. */
const noChanges = () => () => undefined;
const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";

export interface TalkSheetProps {
  /** The page it was opened on, kept with the request. */
  page: string;
}

export function TalkSheet({ page }: TalkSheetProps) {
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  // The visitor's own time zone, for the company to call at their hour: their browser knows it; the
  // server's render (the same page for everyone) leaves it empty.
  const timeZone = useSyncExternalStore(noChanges, visitorTimeZone, () => "");

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value).trim()]));
    const reference = newReference(new Date(), random(5));
    setReceipt({ reference, server: "sending" });
    form.reset();
    void sendEnquiry({ ...data, kind: "call-back", key: newKey(random(16)), reference, page, elapsed: Math.round(performance.now()) }).then(
      ({ result, message }) => setReceipt({ reference, server: result, problem: message }),
    );
  };

  return (
    <div
      id={TALK_SHEET_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${TALK_SHEET_ID}-title`}
      className="inset-x-0 top-auto bottom-0 m-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-2xl border-0 bg-white p-0 text-ink shadow-lift backdrop:bg-ink/60 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem] sm:rounded-2xl"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h2 id={`${TALK_SHEET_ID}-title`} className="flex items-center gap-2 text-lg font-semibold">
          <MessageCircle aria-hidden="true" className="size-5 text-brand-700" />
          Talk to us
        </h2>
        <button
          type="button"
          popoverTarget={TALK_SHEET_ID}
          popoverTargetAction="hide"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      <form
        method="post"
        action="/api/enquiries"
        onSubmit={send}
        className="space-y-4 px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]"
      >
        <p className="text-sm text-slate-600">Leave your number: an engineer answers within one working day, the way you choose.</p>
        <input type="hidden" name="kind" value="call-back" />
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="timeZone" value={timeZone} />
        <Honeypot id={TALK_SHEET_ID} />
        <NameAndPhone id={TALK_SHEET_ID} />
        <fieldset>
          <legend className={LABEL}>How should we answer?</legend>
          <div className="grid grid-cols-2 gap-2">
            {CONTACT_BY.map((way, i) => (
              <label
                key={way}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-medium has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input type="radio" name="contactBy" value={way} defaultChecked={i === 0} className="size-4 accent-brand-700" />
                {CONTACT_BY_LABELS[way]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${TALK_SHEET_ID}-time`} className={LABEL}>
            When suits you? <span className="font-normal text-slate-600">(India time)</span>
          </label>
          <select id={`${TALK_SHEET_ID}-time`} name="preferredTime" defaultValue={PREFERRED_TIMES[0]} className={FIELD}>
            {PREFERRED_TIMES.map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${TALK_SHEET_ID}-email`} className={LABEL}>
            Email <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input id={`${TALK_SHEET_ID}-email`} name="email" type="email" autoComplete="email" maxLength={254} className={FIELD} />
        </div>
        <ConsentLine />
        <button
          type="submit"
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Send
        </button>
        <div role="status" className="text-sm">
          {receipt ? (
            <ServerReceipt receipt={receipt} what="request" done={(ref) => <>Thank you: we will answer soon. Your reference is {ref}.</>} />
          ) : null}
        </div>
      </form>
    </div>
  );
}

export const TalkSheetIsland = island("talk", TalkSheet, { load: "interaction" });
