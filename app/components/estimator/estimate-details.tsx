/**
 * What the estimator shows under an estimate: what the package includes and its warranty, what no
 * package includes, and how the payments are staged, each stage's share of the estimate's middle
 * in lakh. The company sets the last two in Site → Services & pricing.
 */
import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import { estimateMidpoint, paymentSplit, type Estimate, type PaymentStage } from "../../../domain/estimator";
import { formatNumber } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { TIER_INCLUDES_CLASS, TierIncludes } from "../sections/tier-includes";
import { lakhIn } from "./words";

const SUBHEADING = "text-base font-semibold text-ink";

/**
 * The package's list as its card on the page shows it (/services: components/sections/tier-includes.tsx),
 * copied when the estimate is shown; the page's HTML carries the lists once.
 */
function IncludesFromCard({ tier }: { tier: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const card = document.querySelector(`[data-tier-includes="${CSS.escape(tier)}"]`);
    const list = card?.cloneNode(true) as HTMLElement | undefined;
    if (list) {
      list.removeAttribute("data-tier-includes");
      list.className = TIER_INCLUDES_CLASS;
    }
    box.current?.replaceChildren(...(list ? [list] : []));
  }, [tier]);
  return <div ref={box} className="mt-3" />;
}

export function EstimateDetails({
  id,
  estimate,
  exclusions,
  payments,
  includesOnPage = false,
}: {
  id: string;
  estimate: Estimate;
  exclusions: readonly string[];
  payments: readonly PaymentStage[];
  /** Show the package's list from its card on the page (the estimate's own lists were not sent). */
  includesOnPage?: boolean;
}) {
  const locale = useLocale();
  return (
    <div className="mt-6 space-y-6">
      <div>
        <h4 className={SUBHEADING}>{m.estimatorIncludedIn(locale, { tier: estimate.tier })}</h4>
        {includesOnPage ? (
          <IncludesFromCard tier={estimate.tier} />
        ) : (
          <TierIncludes features={estimate.features} warranty={estimate.warranty} className="mt-3" />
        )}
      </div>
      {exclusions.length > 0 ? (
        <div>
          <h4 className={SUBHEADING}>{m.estimatorNotIncluded(locale)}</h4>
          <ul className="mt-3 space-y-2">
            {exclusions.map((item, i) => (
              <li key={i} className="flex gap-3 text-slate-700">
                <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {payments.length > 0 ? (
        <div>
          <h4 id={`${id}-payments`} className={SUBHEADING}>
            {m.estimatorPaymentsByStage(locale)}
          </h4>
          <p className="mt-1 text-sm text-slate-600">
            {m.estimatorPaymentsOn(locale, { amount: lakhIn(locale, estimateMidpoint(estimate)) })}
          </p>
          <table aria-labelledby={`${id}-payments`} className="mt-3 w-full text-left text-sm sm:text-base">
            <thead className="sr-only">
              <tr>
                <th scope="col">{m.estimatorStage(locale)}</th>
                <th scope="col">{m.estimatorShare(locale)}</th>
                <th scope="col">{m.estimatorAmount(locale)}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {paymentSplit(estimate, payments).map((row, i) => (
                <tr key={i}>
                  <th scope="row" className="py-2 pr-3 font-normal text-slate-700">
                    {row.stage}
                  </th>
                  <td className="py-2 pr-3 text-right text-slate-600 tabular-nums">{formatNumber(locale, row.percent)}%</td>
                  <td className="py-2 text-right font-semibold whitespace-nowrap text-ink tabular-nums">{lakhIn(locale, row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
