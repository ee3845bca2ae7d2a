/**
 * 'Services & pricing' (/site/services): the eight services, the four steps of the process, the
 * three price tiers, and what the estimator adds to an estimate (what is not included, the
 * payments by stage, Gulf currency rates).
 */
import { CURRENCY_NAMES, GULF_CURRENCIES } from "../../../domain/amounts";
import { paymentsTotal, type PaymentStage } from "../../../domain/estimator";
import type { ServicesContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { ICON_OPTIONS } from "../../components/admin/site/icon-options";
import {
  FieldGroup,
  SiteCheckbox,
  SiteDecimal,
  SiteLines,
  SiteSelect,
  SiteText,
  SiteTextArea,
} from "../../components/admin/site/site-fields";
import { useFieldValue } from "../../components/admin/site/site-form";
import { SiteList } from "../../components/admin/site/site-list";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import type { Route } from "./+types/site-services";

export async function clientLoader() {
  return loadSection("services");
}
clientLoader.hydrate = true as const;

/** What the payment stages add up to now, beside the 100% they must make. */
function PaymentsTotal() {
  const value = useFieldValue("estimator.payments");
  const stages = (Array.isArray(value) ? value : []) as PaymentStage[];
  const total = paymentsTotal(stages.map((s) => ({ ...s, percent: typeof s.percent === "number" ? s.percent : 0 })));
  return (
    <p aria-live="polite" className={`text-sm font-medium ${total === 100 ? "text-slate-700" : "text-red-700"}`}>
      The stages add up to {total.toLocaleString("en-US")}%{total === 100 ? "." : ": they must add up to 100%."}
    </p>
  );
}

export default function SiteServices({ loaderData }: Route.ComponentProps) {
  return (
    <SitePage
      data={loaderData}
      section="services"
      title="Services & pricing"
      intro="What you build, how a project runs, and what it costs: the services page, in the order you set."
    >
      <FieldGroup title="Services" description="Eight services, each with five key features and a photo of your own work.">
        <SiteList<ServicesContent["services"][number]>
          path="services"
          label="Services"
          noun="service"
          title={(item, index) => item.title || `Service ${index + 1}`}
        >
          {(at) => (
            <>
              <SiteText path={`${at}.title`} label="Service title" />
              <SiteTextArea path={`${at}.description`} label="Service description" rows={4} />
              <SiteLines path={`${at}.features`} label="Key features" hint="Five features, one a line." />
              <SiteSelect path={`${at}.icon`} label="Icon" options={ICON_OPTIONS} />
              <SitePhoto path={`${at}.photo`} label="Service photo" withoutPhoto="The site shows a drawing." />
            </>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title="Process" description="The four steps of working with you.">
        <SiteList<ServicesContent["process"][number]>
          path="process"
          label="Process steps"
          noun="step"
          title={(item, index) => item.title || `Step ${index + 1}`}
        >
          {(at) => (
            <>
              <SiteText path={`${at}.title`} label="Step title" />
              <SiteTextArea path={`${at}.description`} label="Step text" rows={2} />
            </>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title="Pricing" description="Three packages. Mark one as Popular to make it stand out.">
        <SiteList<ServicesContent["tiers"][number]>
          path="tiers"
          label="Pricing tiers"
          noun="tier"
          title={(item, index) => (item.title ? `${item.title}${item.price ? ` · ${item.price}` : ""}` : `Tier ${index + 1}`)}
        >
          {(at) => (
            <>
              <SiteText path={`${at}.title`} label="Tier name" />
              <div className="grid gap-5 sm:grid-cols-2">
                <SiteText path={`${at}.price`} label="Price" placeholder="₹1,499" />
                <SiteText path={`${at}.unit`} label="Price unit" placeholder="per sq.ft." />
              </div>
              <SiteTextArea path={`${at}.description`} label="Tier description" rows={2} />
              <SiteLines path={`${at}.features`} label="Tier features" hint="One a line, up to 12." />
              <SiteText path={`${at}.warranty`} label="Warranty" placeholder="5-year structural warranty" />
              <SiteCheckbox path={`${at}.featured`} label="Popular" hint="Shown with a 'Popular' badge." />
            </>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup
        title="Estimator"
        description="What every estimate on your site shows beside the price: what it does not include, how the payments are staged, and the estimate in a Gulf currency for families abroad."
      >
        <SiteLines path="estimator.exclusions" label="Not included" hint="One a line, up to 12: what no package includes." optional />
        <SiteList<PaymentStage>
          path="estimator.payments"
          label="Payment stages"
          noun="payment stage"
          hint="Each stage's share of the price, in percent: shown with its amount under every estimate."
          title={(item, index) => (item.stage ? `${item.stage} · ${item.percent ?? "?"}%` : `Stage ${index + 1}`)}
          newItem={() => ({ stage: "", percent: 0 })}
          min={1}
          max={12}
        >
          {(at) => (
            <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
              <SiteText path={`${at}.stage`} label="Stage" placeholder="Roof slab" />
              <SiteDecimal path={`${at}.percent`} label="Percent" />
            </div>
          )}
        </SiteList>
        <PaymentsTotal />
        <fieldset className="space-y-4">
          <legend className="text-sm font-medium text-slate-700">Gulf currency rates</legend>
          <p className="text-sm text-slate-600">
            Rupees for one unit of each currency, as you want estimates converted (the site never looks rates up). Leave a rate empty to
            hide that currency.
          </p>
          <div className="grid gap-5 sm:grid-cols-3">
            {GULF_CURRENCIES.map((code) => (
              <SiteDecimal
                key={code}
                path={`estimator.rates.${code}`}
                label={`${code} (${CURRENCY_NAMES[code]})`}
                hint={`₹ per ${code}`}
                optional
              />
            ))}
          </div>
          <div className="sm:max-w-xs">
            <SiteText path="estimator.ratesSetOn" label="Rates set on" type="date" hint="Shown beside a converted estimate." optional />
          </div>
        </fieldset>
      </FieldGroup>
    </SitePage>
  );
}
