import ArrowRight from "lucide-react/icons/arrow-right";
import { useId } from "react";
import { localePath } from "../../../domain/locales";
import type { FactRow } from "../../../domain/project-facts";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";

/**
 * The project page's "At a Glance" panel: each fact that is set (domain/project-facts.ts), and
 * the way to ask for a home like it. Not shown when the project has no facts.
 */
export function FactsPanel({
  facts,
  planHref = "/contact",
}: {
  facts: FactRow[];
  /** The contact page's form, filled with this project. */ planHref?: string;
}) {
  const headingId = useId();
  const locale = useLocale();
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-ink p-6 text-white shadow-card">
      <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight">
        {m.projectAtAGlance(locale)}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0 border-t border-white/15 pt-3">
            <dt className="text-xs font-medium tracking-wide text-slate-300 uppercase">{fact.label}</dt>
            <dd className="mt-1 font-semibold break-words">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <a
        href={localePath(locale, planHref)}
        className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white transition hover:bg-brand-700"
      >
        {m.projectPlanLikeThis(locale)}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </section>
  );
}
