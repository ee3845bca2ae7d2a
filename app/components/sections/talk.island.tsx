/**
 * "Talk to us" (one tap from every page): a short sheet that asks only what the company needs to
 * answer: a name, a phone number, how to answer (a WhatsApp message or a call) and when; an e-mail
 * if the visitor likes. It is kept like every enquiry (a call-back request, with the visitor's
 * time zone, so that a family in the Gulf is called at their hour).
 *
 * The sheet is a popover: the browser opens it from any button that names it, and closes it on
 * Escape or a tap outside, with no script. Without JavaScript its form posts to the server (the
 * thank-you page); as an island, started by the first touch of a button that opens it, it moves
 * the focus to the name, offers the times on the visitor's own clock as well as India's, says what
 * the request is about (the project on screen, the estimate just made: a button's
 * `data-talk-about`, the page's, or the visitor's last estimate), sends through the enquiry queue,
 * and then shows the reference and what happens next in place of the form.
 */
import CheckCircle from "lucide-react/icons/circle-check";
import MessageCircle from "lucide-react/icons/message-circle";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import {
  CONTACT_BY,
  newKey,
  newReference,
  PREFERRED_TIME_SPANS,
  PREFERRED_TIMES,
  type ContactBy,
  type PreferredTime,
} from "../../../domain/enquiries";
import { INDIA_OFFSET_MINUTES, spanOnClock, zoneOffsetMinutes, zonePlace } from "../../../domain/gulf-time";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { PREFERRED_TIME_WORDS } from "../../lib/enquiry-text";
import { sendEnquiry } from "../../lib/enquiry-queue";
import { timeSpanIn } from "../../lib/hours-text";
import { richText, slot } from "../../lib/rich-text";
import { lastEstimate, TALK_FIRST_FIELD, TALK_SHEET_ID } from "../../lib/talk-about";
import { island } from "../../islands/island";
import { ConsentLine, FIELD, Honeypot, LABEL, NameAndPhone, sentValues, ServerReceipt, type Receipt } from "./enquiry-parts";

export { TALK_SHEET_ID };
const OPENERS = `[popovertarget="${TALK_SHEET_ID}"]`;

const random = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));
/** The time zone is read when the form renders; nothing needs to tell it of a change. */
const noChanges = () => () => undefined;
const visitorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";

const CONTACT_BY_WORDS: Record<ContactBy, (locale: Locale) => string> = { whatsapp: m.enquiryWhatsAppMe, call: m.enquiryCallMe };

/** The places of the zones Kerala's families abroad call from most (domain/visitor-time.ts), in the page's language. */
const PLACES: Record<string, (locale: Locale) => string> = {
  "Asia/Dubai": m.enquiryPlaceDubai,
  "Asia/Riyadh": m.enquiryPlaceRiyadh,
  "Asia/Qatar": m.enquiryPlaceQatar,
  "Asia/Muscat": m.enquiryPlaceMuscat,
  "Asia/Kuwait": m.enquiryPlaceKuwait,
  "Asia/Bahrain": m.enquiryPlaceBahrain,
  "Europe/London": m.enquiryPlaceLondon,
  "America/New_York": m.enquiryPlaceNewYork,
  "Asia/Singapore": m.enquiryPlaceSingapore,
  "Asia/Kuala_Lumpur": m.enquiryPlaceKualaLumpur,
  "Australia/Sydney": m.enquiryPlaceSydney,
};

/** The place a time zone is named after ("Dubai"), in the page's language where it is one of the usual ones. */
function placeIn(locale: Locale, timeZone: string): string {
  return locale !== DEFAULT_LOCALE && Object.hasOwn(PLACES, timeZone) ? PLACES[timeZone]!(locale) : zonePlace(timeZone);
}

/** A span of India's clock on a clock `offset` minutes ahead of UTC ("7:30 AM – 10:30 AM"). */
function spanOnClockIn(locale: Locale, span: readonly [number, number], offset: number): string {
  if (locale === DEFAULT_LOCALE) return spanOnClock(span, offset);
  const shift = offset - INDIA_OFFSET_MINUTES;
  return timeSpanIn(locale, span[0] + shift, span[1] + shift);
}

/** A time as offered: India's, and the visitor's own when their clock is another ("7:30 AM – 10:30 AM in Dubai"). */
function timeLabel(locale: Locale, time: PreferredTime, timeZone: string): string {
  const span = PREFERRED_TIME_SPANS[time];
  const offset = timeZone ? zoneOffsetMinutes(timeZone, new Date()) : null;
  const label = PREFERRED_TIME_WORDS[time].label(locale);
  if (!span || offset === null || offset === INDIA_OFFSET_MINUTES) return label;
  return m.enquiryTimeOnClock(locale, { time: label, span: spanOnClockIn(locale, span, offset), place: placeIn(locale, timeZone) });
}

/** What happens next, in a sentence: how an engineer answers, and when (a part of India's day) if the visitor said. */
function nextStep(locale: Locale, sent: { contactBy: ContactBy; preferredTime: string }): string {
  const words = Object.hasOwn(PREFERRED_TIME_WORDS, sent.preferredTime) ? PREFERRED_TIME_WORDS[sent.preferredTime as PreferredTime] : null;
  const part = words?.part?.(locale);
  if (sent.contactBy === "call") return part ? m.enquiryTalkNextCallAt(locale, { part }) : m.enquiryTalkNextCall(locale);
  return part ? m.enquiryTalkNextWhatsAppAt(locale, { part }) : m.enquiryTalkNextWhatsApp(locale);
}

/** What the request is about: the button that opened the sheet, else the page's subject, else the visitor's last estimate. */
function subjectOf(sheet: HTMLElement): string {
  const page = document.querySelector<HTMLElement>(`main [data-talk-about]:not(${OPENERS})`)?.dataset.talkAbout;
  return sheet.dataset.openedAbout || page || lastEstimate() || "";
}

export interface TalkSheetProps {
  /** The page it was opened on, kept with the request. */
  page: string;
}

interface Sent extends Receipt {
  contactBy: ContactBy;
  preferredTime: string;
}

export function TalkSheet({ page }: TalkSheetProps) {
  const locale = useLocale();
  const [sent, setSent] = useState<Sent | null>(null);
  const [about, setAbout] = useState("");
  const sheetRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  // The visitor's own time zone, for the company to call at their hour: their browser knows it; the
  // server's render (the same page for everyone) leaves it empty.
  const timeZone = useSyncExternalStore(noChanges, visitorTimeZone, () => "");
  const answered = sent !== null && sent.server !== "refused";
  const sentRef = useRef(sent);
  useEffect(() => {
    sentRef.current = sent;
  }, [sent]);
  const offset = timeZone ? zoneOffsetMinutes(timeZone, new Date()) : null;
  const otherClock = offset !== null && offset !== INDIA_OFFSET_MINUTES;

  // As it opens (or when its code arrives with it open): what it is about, and the focus on the
  // first field, unless the visitor is in the sheet already. As it closes after a request: a fresh form.
  useEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    const opened = () => {
      setAbout(subjectOf(sheet));
      if (!sheet.contains(document.activeElement)) formRef.current?.querySelector<HTMLInputElement>(TALK_FIRST_FIELD)?.focus();
    };
    const toggled = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") opened();
      else if (sentRef.current && sentRef.current.server !== "sending" && sentRef.current.server !== "refused") {
        formRef.current?.reset();
        setSent(null);
      }
    };
    sheet.addEventListener("toggle", toggled);
    if (sheet.matches(":popover-open")) opened();
    return () => sheet.removeEventListener("toggle", toggled);
  }, []);

  useEffect(() => {
    if (answered) doneRef.current?.focus();
  }, [answered]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = sentValues(form);
    if (data === null) return;
    const reference = newReference(new Date(), random(5));
    const how = { contactBy: (data.contactBy as ContactBy) ?? "whatsapp", preferredTime: data.preferredTime ?? "Any time" };
    setSent({ reference, server: "sending", ...how });
    void sendEnquiry({ ...data, kind: "call-back", key: newKey(random(16)), reference, page, elapsed: Math.round(performance.now()) }).then(
      ({ result, message, field }) =>
        setSent((now) => (now?.reference === reference ? { ...now, server: result, problem: message, field } : now)),
    );
  };

  const talkDone = (ref: ReactNode) => richText(m.enquiryTalkDone(locale, { ref: slot("ref") }), { ref });

  const another = () => {
    formRef.current?.reset();
    setSent(null);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>(TALK_FIRST_FIELD)?.focus());
  };

  return (
    <div
      ref={sheetRef}
      id={TALK_SHEET_ID}
      data-talk-sheet=""
      popover="auto"
      role="dialog"
      aria-labelledby={`${TALK_SHEET_ID}-title`}
      className="inset-x-0 top-auto bottom-0 m-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-2xl border-0 bg-white p-0 text-ink shadow-lift backdrop:bg-ink/60 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem] sm:rounded-2xl"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h2 id={`${TALK_SHEET_ID}-title`} className="flex items-center gap-2 text-lg font-semibold">
          <MessageCircle aria-hidden="true" className="size-5 text-brand-700" />
          {m.enquiryTalkTitle(locale)}
        </h2>
        <button
          type="button"
          popoverTarget={TALK_SHEET_ID}
          popoverTargetAction="hide"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{m.enquiryClose(locale)}</span>
        </button>
      </div>
      {sent && answered ? (
        <div className="space-y-4 px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
          <h3 ref={doneRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold focus:outline-none">
            <CheckCircle aria-hidden="true" className="size-6 text-monsoon-700" />
            {sent.server === "sending"
              ? m.enquiryTalkSending(locale)
              : sent.server === "waiting"
                ? m.enquiryTalkSaved(locale)
                : m.enquiryTalkSent(locale)}
          </h3>
          <div role="status" className="space-y-2">
            <p className="font-mono text-2xl font-semibold tracking-wide text-ink">{sent.reference}</p>
            <ServerReceipt receipt={sent} what="request" done={talkDone} />
          </div>
          <p className="text-slate-700">{nextStep(locale, sent)}</p>
          <div className="grid grid-cols-2 gap-2">
            <button
              type="button"
              onClick={another}
              className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {m.enquiryTalkAnother(locale)}
            </button>
            <button
              type="button"
              popoverTarget={TALK_SHEET_ID}
              popoverTargetAction="hide"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {m.enquiryTalkDoneButton(locale)}
            </button>
          </div>
        </div>
      ) : null}
      <form
        ref={formRef}
        method="post"
        action="/api/enquiries"
        onSubmit={send}
        hidden={answered}
        className="space-y-4 px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]"
      >
        <p className="text-sm text-slate-600">{m.enquiryTalkIntro(locale)}</p>
        {about ? (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-ink">
            {richText(m.enquiryAbout(locale, { subject: slot("about") }), { about: <strong className="font-semibold">{about}</strong> })}
          </p>
        ) : null}
        <input type="hidden" name="kind" value="call-back" />
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="timeZone" value={timeZone} />
        <input type="hidden" name="message" value={about ? m.enquiryAbout(locale, { subject: about }) : ""} />
        <Honeypot id={TALK_SHEET_ID} />
        <NameAndPhone id={TALK_SHEET_ID} />
        <fieldset>
          <legend className={LABEL}>{m.enquiryTalkHow(locale)}</legend>
          <div className="grid grid-cols-2 gap-2">
            {CONTACT_BY.map((way, i) => (
              <label
                key={way}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-medium has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input type="radio" name="contactBy" value={way} defaultChecked={i === 0} className="size-4 accent-brand-700" />
                {CONTACT_BY_WORDS[way](locale)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${TALK_SHEET_ID}-time`} className={LABEL}>
            {m.enquiryTalkWhen(locale)}{" "}
            <span className="font-normal text-slate-600">
              {`(${m.enquiryTalkIndiaTime(locale)}`}
              {otherClock ? m.enquiryTalkAndPlace(locale, { place: placeIn(locale, timeZone) }) : ""})
            </span>
          </label>
          <select id={`${TALK_SHEET_ID}-time`} name="preferredTime" defaultValue={PREFERRED_TIMES[0]} className={FIELD}>
            {PREFERRED_TIMES.map((time) => (
              <option key={time} value={time}>
                {timeLabel(locale, time, timeZone)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${TALK_SHEET_ID}-email`} className={LABEL}>
            {`${m.enquiryTalkEmail(locale)} `}
            <span className="font-normal text-slate-600">{m.enquiryOptional(locale)}</span>
          </label>
          <input id={`${TALK_SHEET_ID}-email`} name="email" type="email" autoComplete="email" maxLength={254} className={FIELD} />
        </div>
        <ConsentLine />
        <button
          type="submit"
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {m.enquirySend(locale)}
        </button>
        <div role="status" className="text-sm">
          {sent && !answered ? <ServerReceipt receipt={sent} what="request" done={talkDone} /> : null}
        </div>
      </form>
    </div>
  );
}

/** Started by the first touch of any button that opens it; that tap opens the sheet at once, without waiting. */
export const TalkSheetIsland = island("talk", TalkSheet, { load: "interaction", warm: OPENERS });

export default TalkSheet;
