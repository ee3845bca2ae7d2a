/** 'Company details' (/site/company): the facts every page shows, in the header, the footer, the contact page and the structured data. */
import { embedLinkOf, WEEKDAYS } from "../../../domain/site-content";
import { HoursPresets, tidyPhone, WhatsAppNumber } from "../../components/admin/site/company-fields";
import { loadSection } from "../../components/admin/site/load-section";
import { sectionTitle, weekdayName } from "../../components/admin/site/section-labels";
import { FieldGroup, SiteCheckbox, SiteLines, SiteNumber, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { useFieldValue } from "../../components/admin/site/site-form";
import { SiteList } from "../../components/admin/site/site-list";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import type { Route } from "./+types/site-company";

export async function clientLoader() {
  return loadSection("company");
}
clientLoader.hydrate = true as const;

function DayHours({ index }: { index: number }) {
  const locale = useLocale();
  const closed = useFieldValue(`hours.${index}.closed`) === true;
  const day = weekdayName(locale, WEEKDAYS[index]!);
  return (
    <fieldset className="grid items-end gap-3 border-b border-slate-100 pb-4 last:border-0 last:pb-0 sm:grid-cols-[8rem_1fr_1fr]">
      <legend className="sr-only">{day}</legend>
      <div className="space-y-2 sm:pb-2.5">
        <p aria-hidden="true" className="font-semibold text-slate-800">
          {day}
        </p>
        <SiteCheckbox path={`hours.${index}.closed`} label={m.adminSiteDayClosed(locale, { day })} />
      </div>
      {closed ? null : (
        <>
          <SiteText path={`hours.${index}.opens`} label={m.adminSiteDayOpens(locale, { day })} type="time" />
          <SiteText path={`hours.${index}.closes`} label={m.adminSiteDayCloses(locale, { day })} type="time" />
        </>
      )}
    </fieldset>
  );
}

export default function SiteCompany({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <SitePage data={loaderData} section="company" title={sectionTitle(locale, "company")} intro={m.adminSiteCompanyIntro(locale)}>
      <FieldGroup title={m.adminSiteCompanyGroup(locale)}>
        <SiteText
          path="name"
          label={m.adminSiteCompanyName(locale)}
          hint={m.adminSiteCompanyNameHint(locale)}
          autoComplete="organization"
        />
        <SiteText path="tagline" label={m.adminSiteCompanyTagline(locale)} hint={m.adminSiteCompanyTaglineHint(locale)} />
        <SitePhoto
          path="logo"
          label={m.adminSiteCompanyLogo(locale)}
          shape="square"
          hint={m.adminSiteCompanyLogoHint(locale)}
          withoutPhoto={m.adminSiteCompanyLogoNone(locale)}
        />
        <SiteTextArea path="summary" label={m.adminSiteCompanySummary(locale)} rows={3} hint={m.adminSiteCompanySummaryHint(locale)} />
      </FieldGroup>
      <FieldGroup title={m.adminSiteCompanyContact(locale)} description={m.adminSiteCompanyContactHint(locale)}>
        <SiteText
          path="phone"
          label={m.adminSiteCompanyPhone(locale)}
          type="tel"
          inputMode="tel"
          tidy={tidyPhone}
          hint={m.adminSiteCompanyPhoneHint(locale)}
          autoComplete="tel"
        />
        <WhatsAppNumber />
        <SiteText
          path="email"
          label={m.adminSiteCompanyEmail(locale)}
          type="email"
          inputMode="email"
          hint={m.adminSiteCompanyEmailHint(locale)}
          autoComplete="email"
        />
        <SiteLines path="addressLines" label={m.adminSiteCompanyAddress(locale)} rows={3} hint={m.adminSiteCompanyAddressHint(locale)} />
        <div className="grid gap-5 sm:grid-cols-3">
          <SiteText path="city" label={m.adminSiteCompanyCity(locale)} />
          <SiteText path="region" label={m.adminSiteCompanyRegion(locale)} />
          <SiteText path="postalCode" label={m.adminSiteCompanyPostalCode(locale)} inputMode="numeric" maxLength={6} />
        </div>
      </FieldGroup>
      <FieldGroup title={m.adminSiteCompanyHours(locale)} description={m.adminSiteCompanyHoursHint(locale)}>
        <HoursPresets />
        {WEEKDAYS.map((day, index) => (
          <DayHours key={day} index={index} />
        ))}
      </FieldGroup>
      <FieldGroup title={m.adminSiteCompanyMap(locale)} description={m.adminSiteCompanyMapHint(locale)}>
        <SiteText path="map.embedUrl" label={m.adminSiteCompanyMapEmbed(locale)} type="url" inputMode="url" transform={embedLinkOf} />
        <SiteText
          path="map.openUrl"
          label={m.adminSiteCompanyMapOpen(locale)}
          type="url"
          inputMode="url"
          hint={m.adminSiteCompanyMapOpenHint(locale)}
        />
      </FieldGroup>
      <FieldGroup title={m.adminSiteCompanySocial(locale)} description={m.adminSiteCompanySocialHint(locale)}>
        <SiteText
          path="social.facebook"
          label={m.adminSiteCompanyFacebook(locale)}
          type="url"
          inputMode="url"
          optional
          placeholder="https://facebook.com/…"
        />
        <SiteText
          path="social.instagram"
          label={m.adminSiteCompanyInstagram(locale)}
          type="url"
          inputMode="url"
          optional
          placeholder="https://instagram.com/…"
        />
        <SiteText
          path="social.youtube"
          label={m.adminSiteCompanyYoutube(locale)}
          type="url"
          inputMode="url"
          optional
          placeholder="https://youtube.com/@…"
        />
        <SiteText
          path="social.linkedin"
          label={m.adminSiteCompanyLinkedin(locale)}
          type="url"
          inputMode="url"
          optional
          placeholder="https://linkedin.com/company/…"
        />
      </FieldGroup>
      <FieldGroup title={m.adminSiteCompanyRegistrations(locale)} description={m.adminSiteCompanyRegistrationsHint(locale)}>
        <SiteList<{ label: string; value: string }>
          path="registrations"
          label={m.adminSiteCompanyRegistrations(locale)}
          noun={m.adminSiteCompanyRegistration(locale)}
          nouns={m.adminSiteCompanyRegistrationMany(locale)}
          title={(item, index) =>
            item.label ? `${item.label} ${item.value}`.trim() : m.adminSiteCompanyRegistrationNumbered(locale, { n: index + 1 })
          }
          newItem={() => ({ label: "", value: "" })}
          max={6}
          startOpen
        >
          {(at) => (
            <div className="grid gap-5 sm:grid-cols-2">
              <SiteText path={`${at}.label`} label={m.adminSiteCompanyRegistrationName(locale)} placeholder="GSTIN" />
              <SiteText path={`${at}.value`} label={m.adminSiteCompanyRegistrationNumber(locale)} />
            </div>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title={m.adminSiteCompanyFigures(locale)} description={m.adminSiteCompanyFiguresHint(locale)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SiteNumber path="claims.foundedYear" label={m.adminSiteCompanyFounded(locale)} hint={m.adminSiteCompanyFoundedHint(locale)} />
          <SiteText path="claims.projects" label={m.adminSiteCompanyProjects(locale)} placeholder="200+" />
          <SiteText path="claims.teamMembers" label={m.adminSiteCompanyTeamMembers(locale)} placeholder="50+" />
          <SiteText path="claims.satisfaction" label={m.adminSiteCompanySatisfaction(locale)} placeholder="100%" />
          <SiteText path="claims.certification" label={m.adminSiteCompanyCertification(locale)} optional placeholder="ISO 9001" />
          <SiteText path="claims.startingPrice" label={m.adminSiteCompanyStartingPrice(locale)} placeholder="₹1,499" />
          <SiteText path="claims.startingPriceUnit" label={m.adminSiteCompanyStartingPriceUnit(locale)} placeholder="per sq.ft." />
        </div>
      </FieldGroup>
      <FieldGroup title={m.adminSiteCompanyRating(locale)} description={m.adminSiteCompanyRatingHint(locale)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SiteText path="claims.rating" label={m.adminSiteCompanyRatingValue(locale)} optional placeholder="4.8" inputMode="decimal" />
          <SiteText
            path="claims.reviewCount"
            label={m.adminSiteCompanyReviewCount(locale)}
            optional
            placeholder="126"
            inputMode="numeric"
          />
          <SiteText path="claims.reviewSource" label={m.adminSiteCompanyReviewSource(locale)} optional placeholder="Google" />
          <SiteText path="claims.reviewUrl" label={m.adminSiteCompanyReviewUrl(locale)} optional type="url" inputMode="url" />
        </div>
      </FieldGroup>
      <FieldGroup title={m.adminSiteCompanyCredit(locale)} description={m.adminSiteCompanyCreditHint(locale)}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SiteText path="credit.name" label={m.adminSiteCompanyCredit(locale)} />
          <SiteText path="credit.url" label={m.adminSiteCompanyCreditUrl(locale)} type="url" inputMode="url" />
        </div>
      </FieldGroup>
    </SitePage>
  );
}
