/**
 * 'Building from the Gulf' (/site/abroad): everything /building-from-abroad says to a family
 * building from abroad. Its call times are the office hours (Company details) on Gulf clocks.
 */
import type { AbroadContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { FieldGroup, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { SiteList } from "../../components/admin/site/site-list";
import { sectionTitle } from "../../components/admin/site/section-labels";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import type { Route } from "./+types/site-abroad";

export async function clientLoader() {
  return loadSection("abroad");
}
clientLoader.hydrate = true as const;

export default function SiteAbroad({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <SitePage data={loaderData} section="abroad" title={sectionTitle(locale, "abroad")} intro={m.adminSiteAbroadIntro(locale)}>
      <FieldGroup title={m.adminSiteAbroadTop(locale)}>
        <SiteText path="headline" label={m.adminSiteFieldHeadline(locale)} />
        <SiteTextArea path="intro" label={m.adminSiteFieldIntroduction(locale)} rows={4} />
        <SitePhoto
          path="photo"
          label={m.adminSiteFieldPhoto(locale)}
          withoutPhoto={m.adminSiteAbroadPhotoNone(locale)}
          hint={m.adminSiteAbroadPhotoHint(locale)}
        />
      </FieldGroup>
      <FieldGroup title={m.adminSiteAbroadTopics(locale)} description={m.adminSiteAbroadTopicsHint(locale)}>
        <SiteList<AbroadContent["topics"][number]>
          path="topics"
          label={m.adminSiteAbroadTopics(locale)}
          noun={m.adminSiteAbroadTopic(locale)}
          nouns={m.adminSiteAbroadTopicMany(locale)}
          title={(item, index) => item.title || m.adminSiteAbroadTopicNumbered(locale, { n: index + 1 })}
          newItem={() => ({ title: "", text: "" })}
          min={1}
          max={12}
        >
          {(at) => (
            <>
              <SiteText path={`${at}.title`} label={m.adminSiteFieldTitle(locale)} />
              <SiteTextArea path={`${at}.text`} label={m.adminSiteFieldText(locale)} rows={4} />
            </>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title={m.adminSiteAbroadCallTimes(locale)} description={m.adminSiteAbroadCallTimesHint(locale)}>
        <SiteTextArea
          path="callNote"
          label={m.adminSiteAbroadCallNote(locale)}
          rows={3}
          optional
          hint={m.adminSiteAbroadCallNoteHint(locale)}
        />
      </FieldGroup>
      <FieldGroup title={m.adminSiteAbroadQuestions(locale)} description={m.adminSiteAbroadQuestionsHint(locale)}>
        <SiteList<AbroadContent["faqs"][number]>
          path="faqs"
          label={m.adminSiteAbroadQuestions(locale)}
          noun={m.adminSiteAbroadQuestion(locale)}
          nouns={m.adminSiteAbroadQuestionMany(locale)}
          title={(item, index) => item.question || m.adminSiteAbroadQuestionNumbered(locale, { n: index + 1 })}
          newItem={() => ({ question: "", answer: "" })}
          min={0}
          max={12}
        >
          {(at) => (
            <>
              <SiteText path={`${at}.question`} label={m.adminSiteAbroadQuestionText(locale)} />
              <SiteTextArea path={`${at}.answer`} label={m.adminSiteAbroadAnswer(locale)} rows={4} />
            </>
          )}
        </SiteList>
      </FieldGroup>
    </SitePage>
  );
}
