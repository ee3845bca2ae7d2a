/**
 * "Their time: 7:40 pm (UAE, 1½ hours behind)" for an enquiry from abroad (docs/product.md §10,
 * domain/visitor-time.ts), on the detail page and in the inbox's rows. The time is the browser's
 * own and moves on as the page stays open; the server's HTML and the render that hydrates it hold
 * none (useSyncExternalStore's server snapshot), so the two never disagree.
 */
import Clock from "lucide-react/icons/clock";
import Moon from "lucide-react/icons/moon";
import { useSyncExternalStore } from "react";
import { visitorClock } from "../../../domain/visitor-time";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { visitorTimeIn } from "./enquiry-labels";

/** The clock moves on in steps of this much: the same value between renders within a step. */
const STEP_MS = 15_000;

function subscribe(onStep: () => void): () => void {
  const timer = window.setInterval(onStep, STEP_MS / 3);
  return () => window.clearInterval(timer);
}

/**
 * The time now in the browser, in steps of a quarter minute; null in the server's HTML and while
 * hydrating, so the first render is the server's and the time appears just after.
 */
export function useClientNow(): Date | null {
  const step = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / STEP_MS) * STEP_MS,
    () => null,
  );
  return step === null ? null : new Date(step);
}

export function VisitorTime({ phone, timeZone, className = "" }: { phone: string; timeZone?: string; className?: string }) {
  const locale = useLocale();
  const now = useClientNow();
  const clock = now ? visitorClock(phone, now, timeZone) : null;
  if (!now || !clock) return null;
  const Icon = clock.night ? Moon : Clock;
  return (
    <p className={`flex items-start gap-1.5 text-sm ${clock.night ? "text-indigo-900" : "text-slate-700"} ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {visitorTimeIn(locale, clock, now)}
        {clock.night ? <span className="font-medium"> · {m.adminEnquiriesNightThere(locale)}</span> : null}
      </span>
    </p>
  );
}
