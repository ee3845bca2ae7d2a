/**
 * 'Building from the Gulf' (/site/abroad): everything /building-from-abroad says to a family
 * building from abroad. Its call times are the office hours (Company details) on Gulf clocks.
 */
import type { AbroadContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { FieldGroup, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { SiteList } from "../../components/admin/site/site-list";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import type { Route } from "./+types/site-abroad";

export async function clientLoader() {
  return loadSection("abroad");
}
clientLoader.hydrate = true as const;

export default function SiteAbroad({ loaderData }: Route.ComponentProps) {
  return (
    <SitePage
      data={loaderData}
      section="abroad"
      title="Building from the Gulf"
      intro="The page for families who build from the UAE, Saudi Arabia, Qatar, Oman, Kuwait or Bahrain: how you work with them while they are away. The times to call are your office hours (Company details), shown in Gulf time."
    >
      <FieldGroup title="Top of the page">
        <SiteText path="headline" label="Headline" />
        <SiteTextArea path="intro" label="Introduction" rows={4} />
        <SitePhoto
          path="photo"
          label="Photo"
          withoutPhoto="The page shows no photo."
          hint="A home you built for a family abroad, shown above the topics."
        />
      </FieldGroup>
      <FieldGroup title="Topics" description="What a family abroad needs to know, in the order the page lists them.">
        <SiteList<AbroadContent["topics"][number]>
          path="topics"
          label="Topics"
          noun="topic"
          title={(item, index) => item.title || `Topic ${index + 1}`}
          newItem={() => ({ title: "", text: "" })}
          min={1}
          max={12}
        >
          {(at) => (
            <>
              <SiteText path={`${at}.title`} label="Title" />
              <SiteTextArea path={`${at}.text`} label="Text" rows={4} />
            </>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title="Call times" description="Under the office hours in Gulf time.">
        <SiteTextArea
          path="callNote"
          label="Note under the call times"
          rows={3}
          optional
          hint="For visitors who cannot call in those hours. Leave it empty to show none."
        />
      </FieldGroup>
      <FieldGroup title="Questions" description="Questions and answers, each opened with a tap. Leave the list empty to show none.">
        <SiteList<AbroadContent["faqs"][number]>
          path="faqs"
          label="Questions"
          noun="question"
          title={(item, index) => item.question || `Question ${index + 1}`}
          newItem={() => ({ question: "", answer: "" })}
          min={0}
          max={12}
        >
          {(at) => (
            <>
              <SiteText path={`${at}.question`} label="Question" />
              <SiteTextArea path={`${at}.answer`} label="Answer" rows={4} />
            </>
          )}
        </SiteList>
      </FieldGroup>
    </SitePage>
  );
}
