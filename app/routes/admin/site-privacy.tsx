/** 'Privacy notice' (/site/privacy): the text of /privacy, linked under every enquiry form (issue #15). */
import type { PrivacyContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { FieldGroup, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { SiteList } from "../../components/admin/site/site-list";
import { SitePage } from "../../components/admin/site/site-page";
import type { Route } from "./+types/site-privacy";

export async function clientLoader() {
  return loadSection("privacy");
}
clientLoader.hydrate = true as const;

export default function SitePrivacy({ loaderData }: Route.ComponentProps) {
  return (
    <SitePage
      data={loaderData}
      section="privacy"
      title="Privacy notice"
      intro="What your site tells visitors about the details they send you: every enquiry form links to it. Keep it true to how you work."
    >
      <FieldGroup title="Introduction">
        <SiteTextArea path="intro" label="Introduction" rows={3} />
      </FieldGroup>
      <FieldGroup title="Sections">
        <SiteList<PrivacyContent["sections"][number]>
          path="sections"
          label="Sections"
          noun="section"
          title={(item, index) => item.title || `Section ${index + 1}`}
          newItem={() => ({ title: "", text: "" })}
          min={1}
          max={12}
        >
          {(at) => (
            <>
              <SiteText path={`${at}.title`} label="Heading" />
              <SiteTextArea path={`${at}.text`} label="Text" rows={5} />
            </>
          )}
        </SiteList>
      </FieldGroup>
    </SitePage>
  );
}
