import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";

/** Marks a project still being built, on its card's photo and in its page's header. */
export function OngoingBadge({ className = "" }: { className?: string }) {
  const locale = useLocale();
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full bg-amber-400 px-3 py-1.5 text-sm font-semibold text-ink ${className}`}>
      <span aria-hidden="true" className="size-2 rounded-full bg-ink motion-safe:animate-pulse" />
      {m.projectStatusOngoing(locale)}
    </span>
  );
}
