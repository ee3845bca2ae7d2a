import { useLoaderData, useLocation } from "react-router";
import { offeredCurrencies } from "../../../domain/amounts";
import { estimableTiers } from "../../../domain/estimator";
import type { ServicesContent } from "../../../domain/site-content";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { useSite } from "../../lib/use-site";
import { SectionHeading } from "../sections/section-heading";
import { EstimatorIsland, EstimatorIslandSoon, type EstimateChecked, type EstimatorExtras, type EstimatorValues } from "./estimator.island";

/** The estimator's starting values: nothing typed, bedrooms not said, one floor, the featured package, rupees only. */
export function defaultEstimateValues(tiers: ServicesContent["tiers"]): EstimatorValues {
  return {
    plotSize: "",
    plotUnit: "cents",
    bedrooms: "",
    builtUpArea: "",
    floors: "1",
    tier: (tiers.find((t) => t.featured) ?? tiers[0])?.title ?? "",
    currency: "",
  };
}

/** What the island needs of the services section's estimator details: only the currencies with a rate. */
export function estimatorExtras(estimator: ServicesContent["estimator"] | undefined): EstimatorExtras {
  if (!estimator) return { exclusions: [], payments: [], rates: { rates: {}, setOn: "" } };
  const rates = Object.fromEntries(offeredCurrencies(estimator.rates).map(({ code, rate }) => [code, rate]));
  return { exclusions: estimator.exclusions, payments: estimator.payments, rates: { rates, setOn: estimator.ratesSetOn } };
}

/**
 * The estimator's section, on /services and /estimate (`#estimate`). `estimator` is the services
 * section's estimator details (exclusions, payment stages, currency rates); when a page does not
 * pass it, they are read from the page's loader data (its `services`, as /services loads it).
 */
export function EstimateSection({
  tiers,
  values,
  checked,
  estimator,
  suggested,
  like,
  titled = true,
  soon = false,
  includesOnPage = false,
}: {
  tiers: ServicesContent["tiers"];
  values: EstimatorValues;
  checked?: EstimateChecked;
  estimator?: ServicesContent["estimator"];
  /** The area the server filled in from the bedrooms (/estimate without JavaScript). */
  suggested?: number;
  /** The project the estimate was opened from (/estimate from "Estimate a home like this"). */
  like?: { title: string; href: string } | null;
  /** The estimator's own page (/estimate): ready soon rather than at the first touch, to show the visitor's currency before it. */
  soon?: boolean;
  /** False where the page's own title already says what this is (/estimate): no second heading. */
  titled?: boolean;
  /**
   * The page shows each package's card with what it includes (/services): the island is not given
   * the lists again, and an estimate shows its package's list from the card. An estimate the server
   * renders itself still gets them.
   */
  includesOnPage?: boolean;
}) {
  const { company } = useSite();
  const locale = useLocale();
  const { pathname } = useLocation();
  const pageData = useLoaderData() as { services?: Partial<ServicesContent> } | undefined;
  const fromCards = includesOnPage && !checked?.estimate;
  const usable = estimableTiers(tiers).map(({ title, price, unit, features, warranty, featured }) => ({
    title,
    price,
    unit,
    features: fromCards ? [] : features,
    warranty: fromCards ? "" : warranty,
    featured,
  }));
  if (usable.length === 0) return null;
  const extras = estimatorExtras(estimator ?? pageData?.services?.estimator);
  // Opened on an estimate, or on its own page: ready soon, to show the visitor's own currency without a tap.
  const Island = checked?.estimate || soon ? EstimatorIslandSoon : EstimatorIsland;
  return (
    <section
      id="estimate"
      {...(titled ? { "aria-labelledby": "estimate-heading" } : { "aria-label": m.estimatorTitle(locale) })}
      className={`scroll-mt-24 bg-white ${titled ? "py-16 sm:py-24" : "py-8 sm:py-16"}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {titled ? (
          <SectionHeading
            id="estimate-heading"
            eyebrow={m.estimatorEyebrow(locale)}
            title={m.estimatorTitle(locale)}
            text={m.estimatorIntro(locale)}
          />
        ) : null}
        <div className={titled ? "mt-12" : ""}>
          <Island
            id="estimator"
            tiers={usable}
            whatsapp={company.whatsapp}
            page={pathname}
            values={values}
            extras={extras}
            checked={checked}
            suggested={suggested}
            like={like ?? undefined}
            {...(fromCards ? { includesOnPage: true } : {})}
          />
        </div>
      </div>
    </section>
  );
}
