/** 'Privacy notice' (/site/privacy): the text of /privacy, linked under every enquiry form (issue #15). */
import type { PrivacyContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { FieldGroup, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { SiteList } from "../../components/admin/site/site-list";
import { sectionTitle } from "../../components/admin/site/section-labels";
import { SitePage } from "../../components/admin/site/site-page";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import type { Route } from "./+types/site-privacy";

export async function clientLoader() {
  return loadSection("privacy");
}
clientLoader.hydrate = true as const;

export default function SitePrivacy({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <SitePage data={loaderData} section="privacy" title={sectionTitle(locale, "privacy")} intro={m.adminSitePrivacyIntro(locale)}>
      <FieldGroup title={m.adminSiteFieldIntroduction(locale)}>
        <SiteTextArea path="intro" label={m.adminSiteFieldIntroduction(locale)} rows={3} />
      </FieldGroup>
      <FieldGroup title={m.adminSitePrivacySections(locale)}>
        <SiteList<PrivacyContent["sections"][number]>
          path="sections"
          label={m.adminSitePrivacySections(locale)}
          noun={m.adminSitePrivacySection(locale)}
          nouns={m.adminSitePrivacySectionMany(locale)}
          title={(item, index) => item.title || m.adminSitePrivacySectionNumbered(locale, { n: index + 1 })}
          newItem={() => ({ title: "", text: "" })}
          min={1}
          max={12}
        >
          {(at) => (
            <>
              <SiteText path={`${at}.title`} label={m.adminSiteFieldHeading(locale)} />
              <SiteTextArea path={`${at}.text`} label={m.adminSiteFieldText(locale)} rows={5} />
            </>
          )}
        </SiteList>
      </FieldGroup>
    </SitePage>
  );
}
