import Check from "lucide-react/icons/check";
import ShieldCheck from "lucide-react/icons/shield-check";

/** What a pricing package includes, then its warranty: on its card and in an estimate made with it. */
export function TierIncludes({
  features,
  warranty,
  className = "",
}: {
  features: readonly string[];
  warranty: string;
  className?: string;
}) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {features.map((feature, i) => (
        <li key={i} className="flex gap-3 text-slate-700">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {feature}
        </li>
      ))}
      <li className="flex gap-3 font-semibold text-ink">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {warranty}
      </li>
    </ul>
  );
}
