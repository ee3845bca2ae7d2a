/** 'Company details' (/site/company): the facts every page shows, in the header, the footer, the contact page and the structured data. */
import { embedLinkOf, WEEKDAYS } from "../../../domain/site-content";
import { HoursPresets, tidyPhone, WhatsAppNumber } from "../../components/admin/site/company-fields";
import { loadSection } from "../../components/admin/site/load-section";
import { FieldGroup, SiteCheckbox, SiteLines, SiteNumber, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { useFieldValue } from "../../components/admin/site/site-form";
import { SiteList } from "../../components/admin/site/site-list";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import type { Route } from "./+types/site-company";

export async function clientLoader() {
  return loadSection("company");
}
clientLoader.hydrate = true as const;

function DayHours({ index }: { index: number }) {
  const closed = useFieldValue(`hours.${index}.closed`) === true;
  const day = WEEKDAYS[index]!;
  return (
    <fieldset className="grid items-end gap-3 border-b border-slate-100 pb-4 last:border-0 last:pb-0 sm:grid-cols-[8rem_1fr_1fr]">
      <legend className="sr-only">{day}</legend>
      <div className="space-y-2 sm:pb-2.5">
        <p aria-hidden="true" className="font-semibold text-slate-800">
          {day}
        </p>
        <SiteCheckbox path={`hours.${index}.closed`} label={`Closed on ${day}`} />
      </div>
      {closed ? null : (
        <>
          <SiteText path={`hours.${index}.opens`} label={`${day} opens`} type="time" />
          <SiteText path={`hours.${index}.closes`} label={`${day} closes`} type="time" />
        </>
      )}
    </fieldset>
  );
}

export default function SiteCompany({ loaderData }: Route.ComponentProps) {
  return (
    <SitePage
      data={loaderData}
      section="company"
      title="Company details"
      intro="Your name, numbers and address appear on every page, in the call and WhatsApp buttons and in what search engines read."
    >
      <FieldGroup title="Company">
        <SiteText
          path="name"
          label="Company name"
          hint="Shown in the header, the footer and the browser tab."
          autoComplete="organization"
        />
        <SiteText path="tagline" label="Tagline" hint="One line under the name in the footer." />
        <SitePhoto
          path="logo"
          label="Logo"
          shape="square"
          hint="An SVG, or a PNG with a transparent background, works best: it is shown in the header, the footer, the browser tab, when a page is shared and to search engines."
          withoutPhoto="The site shows a house mark beside your name."
        />
        <SiteTextArea
          path="summary"
          label="About the company"
          rows={3}
          hint="A sentence or two under the name in the footer, and the description search engines are given."
        />
      </FieldGroup>
      <FieldGroup title="Contact" description="The call and WhatsApp buttons on every page use these numbers.">
        <SiteText
          path="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          tidy={tidyPhone}
          hint="Your 10-digit number, e.g. 98765 43210: +91 is added for you."
          autoComplete="tel"
        />
        <WhatsAppNumber />
        <SiteText path="email" label="Email" type="email" inputMode="email" hint="Where visitors write to you." autoComplete="email" />
        <SiteLines path="addressLines" label="Address" rows={3} hint="Building and street, one line each (up to 4 lines)." />
        <div className="grid gap-5 sm:grid-cols-3">
          <SiteText path="city" label="City" />
          <SiteText path="region" label="State" />
          <SiteText path="postalCode" label="PIN code" inputMode="numeric" maxLength={6} />
        </div>
      </FieldGroup>
      <FieldGroup
        title="Office hours"
        description="Shown on the contact page and in the footer; days with the same hours are written as one line."
      >
        <HoursPresets />
        {WEEKDAYS.map((day, index) => (
          <DayHours key={day} index={index} />
        ))}
      </FieldGroup>
      <FieldGroup
        title="Map"
        description="In Google Maps: Share, then 'Embed a map', and copy the HTML. In OpenStreetMap: Share, then HTML. Paste it whole; the link is taken from it."
      >
        <SiteText path="map.embedUrl" label="Map embed link" type="url" inputMode="url" transform={embedLinkOf} />
        <SiteText
          path="map.openUrl"
          label="Map link"
          type="url"
          inputMode="url"
          hint="The link 'Open in Maps' goes to: the Share link of your office's place."
        />
      </FieldGroup>
      <FieldGroup title="Social links" description="An icon shows only for a link that is set. Leave a field empty to hide its icon.">
        <SiteText path="social.facebook" label="Facebook link" type="url" inputMode="url" optional placeholder="https://facebook.com/…" />
        <SiteText
          path="social.instagram"
          label="Instagram link"
          type="url"
          inputMode="url"
          optional
          placeholder="https://instagram.com/…"
        />
        <SiteText path="social.youtube" label="YouTube link" type="url" inputMode="url" optional placeholder="https://youtube.com/@…" />
        <SiteText
          path="social.linkedin"
          label="LinkedIn link"
          type="url"
          inputMode="url"
          optional
          placeholder="https://linkedin.com/company/…"
        />
      </FieldGroup>
      <FieldGroup
        title="Registrations"
        description="Shown in the footer as trust signals: your GSTIN, an ISO 9001 certificate number, a RERA number."
      >
        <SiteList<{ label: string; value: string }>
          path="registrations"
          label="Registrations"
          noun="registration"
          title={(item, index) => (item.label ? `${item.label} ${item.value}`.trim() : `Registration ${index + 1}`)}
          newItem={() => ({ label: "", value: "" })}
          max={6}
          startOpen
        >
          {(at) => (
            <div className="grid gap-5 sm:grid-cols-2">
              <SiteText path={`${at}.label`} label="Registration name" placeholder="GSTIN" />
              <SiteText path={`${at}.value`} label="Registration number" />
            </div>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup
        title="Figures"
        description="The claims the home and about pages make, and the price search engines are told you start at."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SiteNumber
            path="claims.foundedYear"
            label="Year founded"
            hint="Years of experience are counted from it, so they are right every year."
          />
          <SiteText path="claims.projects" label="Projects completed" placeholder="200+" />
          <SiteText path="claims.teamMembers" label="Team members" placeholder="50+" />
          <SiteText path="claims.satisfaction" label="Client satisfaction" placeholder="100%" />
          <SiteText path="claims.certification" label="Certification" optional placeholder="ISO 9001" />
          <SiteText path="claims.startingPrice" label="Starting price" placeholder="₹1,499" />
          <SiteText path="claims.startingPriceUnit" label="Starting price unit" placeholder="per sq.ft." />
        </div>
      </FieldGroup>
      <FieldGroup
        title="Rating"
        description="Your clients' rating where visitors can check it (Google, Facebook…): shown on the home and about pages with a link to the reviews."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SiteText path="claims.rating" label="Rating (out of 5)" optional placeholder="4.8" inputMode="decimal" />
          <SiteText path="claims.reviewCount" label="Number of reviews" optional placeholder="126" inputMode="numeric" />
          <SiteText path="claims.reviewSource" label="Where the reviews are" optional placeholder="Google" />
          <SiteText path="claims.reviewUrl" label="Reviews link" optional type="url" inputMode="url" />
        </div>
      </FieldGroup>
      <FieldGroup title="Developer credit" description="The line at the foot of every page that names who made the site.">
        <div className="grid gap-5 sm:grid-cols-2">
          <SiteText path="credit.name" label="Developer credit" />
          <SiteText path="credit.url" label="Developer link" type="url" inputMode="url" />
        </div>
      </FieldGroup>
    </SitePage>
  );
}
