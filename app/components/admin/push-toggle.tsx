/**
 * "Notify me on this phone" (docs/api.md, "Notifications on the owner's phone"): turns the
 * notification of each new enquiry on or off for the device in hand, and says plainly why it
 * cannot when it cannot (a browser without Web Push, an iPhone outside its Home Screen app,
 * notifications blocked). Every change is announced to a screen reader, and the focus stays on
 * the control that now does the next thing.
 */
import Bell from "lucide-react/icons/bell";
import BellOff from "lucide-react/icons/bell-off";
import { useEffect, useId, useRef, useState } from "react";
import type { Locale } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";
import { checkSubscription, pushSupport, PushProblem, sendTest, turnOff, turnOn } from "../../lib/push-subscription";
import { buttonClass } from "../ui/button";

type State =
  "checking" | "unsupported" | "ios-not-installed" | "blocked" | "off" | "turning-on" | "on" | "sending-test" | "turning-off" | "error";

/** What each state says; an error says "Not turned on." and shows the problem below. */
const TEXT: Record<State, (locale: Locale) => string> = {
  checking: m.adminEnquiriesPushChecking,
  unsupported: m.adminEnquiriesPushUnsupported,
  "ios-not-installed": m.adminEnquiriesPushIos,
  blocked: m.adminEnquiriesPushBlocked,
  off: m.adminEnquiriesPushOff,
  "turning-on": m.adminEnquiriesPushTurningOnHint,
  on: m.adminEnquiriesPushOn,
  "sending-test": m.adminEnquiriesPushSendingTest,
  "turning-off": m.adminEnquiriesPushTurningOff,
  error: m.adminEnquiriesPushNotOn,
};

function messageOf(locale: Locale, error: unknown): string {
  if (error instanceof ApiError || error instanceof PushProblem) return error.message;
  return m.adminEnquiriesPushFailed(locale);
}

/** What the browser tells at once; "checking" asks the server too. */
function firstState(): State {
  const support = pushSupport();
  if (support !== "supported") return support;
  return Notification.permission === "denied" ? "blocked" : "checking";
}

export function PushToggle() {
  const locale = useLocale();
  const [state, setState] = useState<State>(firstState);
  const [note, setNote] = useState("");
  /** What went wrong, worded when shown. */
  const [error, setError] = useState<unknown>(null);
  const headingId = useId();
  const textId = useId();
  const primary = useRef<HTMLButtonElement>(null);
  /** After a person's action the focus goes to the button that now does the next thing. */
  const focusNext = useRef(false);

  // Whether this device is signed up, here and on the server.
  const checking = state === "checking";
  useEffect(() => {
    if (!checking) return;
    let live = true;
    checkSubscription().then(
      (on) => live && setState(on ? "on" : "off"),
      (failure: unknown) => {
        if (!live || (failure instanceof ApiError && failure.isUnauthorized)) return;
        setError(failure);
        setState("error");
      },
    );
    return () => {
      live = false;
    };
  }, [checking]);

  useEffect(() => {
    if (focusNext.current && primary.current && !primary.current.disabled) {
      focusNext.current = false;
      primary.current.focus();
    }
  }, [state]);

  const act = async (busy: State, work: () => Promise<State>) => {
    setError(null);
    setNote("");
    setState(busy);
    try {
      const next = await work();
      focusNext.current = true;
      setState(next);
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      focusNext.current = true;
      setError(failure);
      setState("error");
    }
  };

  const on = () =>
    act("turning-on", async () => {
      if (await turnOn()) return "on";
      if (Notification.permission === "denied") return "blocked";
      setNote(m.adminEnquiriesPushNotAllowed(locale));
      return "off";
    });
  const off = () =>
    act("turning-off", async () => {
      await turnOff();
      setNote(m.adminEnquiriesPushTurnedOff(locale));
      return "off";
    });
  const test = () =>
    act("sending-test", async () => {
      setNote(await sendTest());
      return "on";
    });
  const again = () => {
    setError(null);
    setNote("");
    focusNext.current = true;
    setState(firstState());
  };

  const enabled = state === "on" || state === "sending-test" || state === "turning-off";
  const Icon = enabled ? Bell : BellOff;
  const problem = error ? messageOf(locale, error) : "";
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-slate-200 bg-white p-4 shadow-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${enabled ? "text-brand-700" : "text-slate-500"}`} />
          <div>
            <h2 id={headingId} className="font-semibold text-ink">
              {m.adminEnquiriesPushTitle(locale)}
            </h2>
            {/* The state, announced as it changes. */}
            <p id={textId} role="status" className="text-sm text-slate-600">
              {TEXT[state](locale)}
              {note ? ` ${note}` : ""}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {state === "off" || state === "turning-on" ? (
            <button
              ref={primary}
              type="button"
              onClick={() => void on()}
              disabled={state === "turning-on"}
              aria-busy={state === "turning-on"}
              aria-describedby={textId}
              className={buttonClass({}, "w-full sm:w-auto")}
            >
              <Bell aria-hidden="true" className="size-5" />
              {state === "turning-on" ? m.adminEnquiriesPushTurningOn(locale) : m.adminEnquiriesPushNotify(locale)}
            </button>
          ) : null}
          {enabled ? (
            <>
              <button
                ref={primary}
                type="button"
                onClick={() => void test()}
                disabled={state !== "on"}
                aria-busy={state === "sending-test"}
                className={buttonClass({ variant: "outline" }, "w-full sm:w-auto")}
              >
                {state === "sending-test" ? m.adminEnquiriesPushSending(locale) : m.adminEnquiriesPushSendTest(locale)}
              </button>
              <button
                type="button"
                onClick={() => void off()}
                disabled={state !== "on"}
                aria-busy={state === "turning-off"}
                className={buttonClass({ variant: "outline" }, "w-full sm:w-auto")}
              >
                {state === "turning-off" ? m.adminEnquiriesPushTurningOff(locale) : m.adminEnquiriesPushTurnOff(locale)}
              </button>
            </>
          ) : null}
          {state === "blocked" || state === "error" ? (
            <button ref={primary} type="button" onClick={again} className={buttonClass({ variant: "outline" }, "w-full sm:w-auto")}>
              {state === "blocked" ? m.adminEnquiriesPushCheckAgain(locale) : m.adminEnquiriesPushTryAgain(locale)}
            </button>
          ) : null}
        </div>
      </div>
      {problem ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
