import ShieldCheck from "lucide-react/icons/shield-check";

export const TIER_INCLUDES_CLASS = "check-list space-y-3 text-slate-700";

/**
 * What a pricing package includes, then its warranty: on its card and in an estimate made with it.
 * A card names its package (`tier`), so that an estimate on the same page can show the card's list
 * (components/estimator/estimate-details.tsx) instead of the page carrying it twice.
 */
export function TierIncludes({
  features,
  warranty,
  tier,
  className = "",
}: {
  features: readonly string[];
  warranty: string;
  tier?: string;
  className?: string;
}) {
  return (
    <ul data-tier-includes={tier} className={`${TIER_INCLUDES_CLASS} ${className}`}>
      {features.map((feature, i) => (
        <li key={i}>{feature}</li>
      ))}
      <li className="font-semibold text-ink">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {warranty}
      </li>
    </ul>
  );
}
