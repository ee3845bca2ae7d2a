import { useLocation } from "react-router";
import { estimableTiers, type Estimate } from "../../../domain/enquiries";
import type { ServicesContent } from "../../../domain/site-content";
import { useSite } from "../../lib/use-site";
import { SectionHeading } from "../sections/section-heading";
import { EstimatorIsland, type EstimatorValues } from "./estimator";

/** The estimator's starting values: nothing typed, one floor, the featured package. */
export function defaultEstimateValues(tiers: ServicesContent["tiers"]): EstimatorValues {
  return { plotSize: "", plotUnit: "cents", builtUpArea: "", floors: "1", tier: (tiers.find((t) => t.featured) ?? tiers[0])?.title ?? "" };
}

/** The estimator's section, on /services and /estimate (`#estimate`). */
export function EstimateSection({
  tiers,
  values,
  checked,
}: {
  tiers: ServicesContent["tiers"];
  values: EstimatorValues;
  checked?: { estimate: Estimate | null; errors: Record<string, string> };
}) {
  const { company } = useSite();
  const { pathname } = useLocation();
  const usable = estimableTiers(tiers).map(({ title, price, unit, features, warranty, featured }) => ({
    title,
    price,
    unit,
    features,
    warranty,
    featured,
  }));
  if (usable.length === 0) return null;
  return (
    <section id="estimate" aria-labelledby="estimate-heading" className="scroll-mt-24 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="estimate-heading"
          eyebrow="Estimator"
          title="Estimate Your Cost"
          text="Your plot, the area you want to build and a package: a first idea of the cost in seconds, to send us on WhatsApp when you like it."
        />
        <div className="mt-12">
          <EstimatorIsland id="estimator" tiers={usable} whatsapp={company.whatsapp} page={pathname} values={values} checked={checked} />
        </div>
      </div>
    </section>
  );
}
