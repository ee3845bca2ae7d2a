/**
 * 'Services & pricing' (/site/services): the eight services, the four steps of the process, the
 * three price tiers, and what the estimator adds to an estimate (what is not included, the
 * payments by stage, Gulf currency rates).
 */
import { GULF_CURRENCIES } from "../../../domain/amounts";
import { paymentsTotal, type PaymentStage } from "../../../domain/estimator";
import type { ServicesContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { iconOptions } from "../../components/admin/site/icon-options";
import { currencyName, sectionTitle } from "../../components/admin/site/section-labels";
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
import { formatNumber } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import type { Route } from "./+types/site-services";

export async function clientLoader() {
  return loadSection("services");
}
clientLoader.hydrate = true as const;

/** What the payment stages add up to now, beside the 100% they must make. */
function PaymentsTotal() {
  const locale = useLocale();
  const value = useFieldValue("estimator.payments");
  const stages = (Array.isArray(value) ? value : []) as PaymentStage[];
  const total = paymentsTotal(stages.map((s) => ({ ...s, percent: typeof s.percent === "number" ? s.percent : 0 })));
  const shown = locale === "en" ? total.toLocaleString("en-US") : formatNumber(locale, total);
  return (
    <p aria-live="polite" className={`text-sm font-medium ${total === 100 ? "text-slate-700" : "text-red-700"}`}>
      {total === 100
        ? m.adminSiteServicesPaymentsTotal(locale, { total: shown })
        : m.adminSiteServicesPaymentsTotalWrong(locale, { total: shown })}
    </p>
  );
}

export default function SiteServices({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <SitePage data={loaderData} section="services" title={sectionTitle(locale, "services")} intro={m.adminSiteServicesIntro(locale)}>
      <FieldGroup title={m.adminSiteServicesGroup(locale)} description={m.adminSiteServicesGroupHint(locale)}>
        <SiteList<ServicesContent["services"][number]>
          path="services"
          label={m.adminSiteServicesGroup(locale)}
          noun={m.adminSiteServicesService(locale)}
          nouns={m.adminSiteServicesServiceMany(locale)}
          title={(item, index) => item.title || m.adminSiteServicesServiceNumbered(locale, { n: index + 1 })}
        >
          {(at) => (
            <>
              <SiteText path={`${at}.title`} label={m.adminSiteServicesTitle(locale)} />
              <SiteTextArea path={`${at}.description`} label={m.adminSiteServicesDescription(locale)} rows={4} />
              <SiteLines
                path={`${at}.features`}
                label={m.adminSiteServicesFeatures(locale)}
                hint={m.adminSiteServicesFeaturesHint(locale)}
              />
              <SiteSelect path={`${at}.icon`} label={m.adminSiteFieldIcon(locale)} options={iconOptions(locale)} />
              <SitePhoto
                path={`${at}.photo`}
                label={m.adminSiteServicesPhoto(locale)}
                withoutPhoto={m.adminSiteServicesPhotoNone(locale)}
              />
            </>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title={m.adminSiteServicesProcess(locale)} description={m.adminSiteServicesProcessHint(locale)}>
        <SiteList<ServicesContent["process"][number]>
          path="process"
          label={m.adminSiteServicesSteps(locale)}
          noun={m.adminSiteServicesStep(locale)}
          nouns={m.adminSiteServicesStepMany(locale)}
          title={(item, index) => item.title || m.adminSiteServicesStepNumbered(locale, { n: index + 1 })}
        >
          {(at) => (
            <>
              <SiteText path={`${at}.title`} label={m.adminSiteServicesStepTitle(locale)} />
              <SiteTextArea path={`${at}.description`} label={m.adminSiteServicesStepText(locale)} rows={2} />
            </>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title={m.adminSiteServicesPricing(locale)} description={m.adminSiteServicesPricingHint(locale)}>
        <SiteList<ServicesContent["tiers"][number]>
          path="tiers"
          label={m.adminSiteServicesTiers(locale)}
          noun={m.adminSiteServicesTier(locale)}
          nouns={m.adminSiteServicesTierMany(locale)}
          title={(item, index) =>
            item.title ? `${item.title}${item.price ? ` · ${item.price}` : ""}` : m.adminSiteServicesTierNumbered(locale, { n: index + 1 })
          }
        >
          {(at) => (
            <>
              <SiteText path={`${at}.title`} label={m.adminSiteServicesTierName(locale)} />
              <div className="grid gap-5 sm:grid-cols-2">
                <SiteText path={`${at}.price`} label={m.adminSiteServicesTierPrice(locale)} placeholder="₹1,499" />
                <SiteText path={`${at}.unit`} label={m.adminSiteServicesTierUnit(locale)} placeholder="per sq.ft." />
              </div>
              <SiteTextArea path={`${at}.description`} label={m.adminSiteServicesTierDescription(locale)} rows={2} />
              <SiteLines
                path={`${at}.features`}
                label={m.adminSiteServicesTierFeatures(locale)}
                hint={m.adminSiteServicesTierFeaturesHint(locale)}
              />
              <SiteText path={`${at}.warranty`} label={m.adminSiteServicesTierWarranty(locale)} placeholder="5-year structural warranty" />
              <SiteCheckbox
                path={`${at}.featured`}
                label={m.adminSiteServicesTierPopular(locale)}
                hint={m.adminSiteServicesTierPopularHint(locale)}
              />
            </>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title={m.adminSiteServicesEstimator(locale)} description={m.adminSiteServicesEstimatorHint(locale)}>
        <SiteLines
          path="estimator.exclusions"
          label={m.adminSiteServicesExclusions(locale)}
          hint={m.adminSiteServicesExclusionsHint(locale)}
          optional
        />
        <SiteList<PaymentStage>
          path="estimator.payments"
          label={m.adminSiteServicesPayments(locale)}
          noun={m.adminSiteServicesPayment(locale)}
          nouns={m.adminSiteServicesPaymentMany(locale)}
          hint={m.adminSiteServicesPaymentsHint(locale)}
          title={(item, index) =>
            item.stage ? `${item.stage} · ${item.percent ?? "?"}%` : m.adminSiteServicesPaymentNumbered(locale, { n: index + 1 })
          }
          newItem={() => ({ stage: "", percent: 0 })}
          min={1}
          max={12}
        >
          {(at) => (
            <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
              <SiteText path={`${at}.stage`} label={m.adminSiteServicesPaymentStage(locale)} placeholder="Roof slab" />
              <SiteDecimal path={`${at}.percent`} label={m.adminSiteServicesPaymentPercent(locale)} />
            </div>
          )}
        </SiteList>
        <PaymentsTotal />
        <fieldset className="space-y-4">
          <legend className="text-sm font-medium text-slate-700">{m.adminSiteServicesRates(locale)}</legend>
          <p className="text-sm text-slate-600">{m.adminSiteServicesRatesHint(locale)}</p>
          <div className="grid gap-5 sm:grid-cols-3">
            {GULF_CURRENCIES.map((code) => (
              <SiteDecimal
                key={code}
                path={`estimator.rates.${code}`}
                label={`${code} (${currencyName(locale, code)})`}
                hint={m.adminSiteServicesRatePer(locale, { code })}
                optional
              />
            ))}
          </div>
          <div className="sm:max-w-xs">
            <SiteText
              path="estimator.ratesSetOn"
              label={m.adminSiteServicesRatesSetOn(locale)}
              type="date"
              hint={m.adminSiteServicesRatesSetOnHint(locale)}
              optional
            />
          </div>
        </fieldset>
      </FieldGroup>
    </SitePage>
  );
}
