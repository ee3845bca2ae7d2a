/** 'About & team' (/site/about): the story, mission and vision, a photo, the timeline and the team. */
import type { AboutContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { FieldGroup, SiteLines, SiteNumber, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { SiteList } from "../../components/admin/site/site-list";
import { sectionTitle } from "../../components/admin/site/section-labels";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import type { Route } from "./+types/site-about";

export async function clientLoader() {
  return loadSection("about");
}
clientLoader.hydrate = true as const;

export default function SiteAbout({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <SitePage data={loaderData} section="about" title={sectionTitle(locale, "about")} intro={m.adminSiteAboutIntro(locale)}>
      <FieldGroup title={m.adminSiteAboutStory(locale)}>
        <SiteLines path="story" label={m.adminSiteAboutStory(locale)} paragraphs rows={8} hint={m.adminSiteAboutStoryHint(locale)} />
        <SiteTextArea path="mission" label={m.adminSiteAboutMission(locale)} rows={3} />
        <SiteTextArea path="vision" label={m.adminSiteAboutVision(locale)} rows={3} />
        <SitePhoto
          path="photo"
          label={m.adminSiteAboutPhoto(locale)}
          withoutPhoto={m.adminSiteAboutPhotoNone(locale)}
          hint={m.adminSiteAboutPhotoHint(locale)}
        />
      </FieldGroup>
      <FieldGroup title={m.adminSiteAboutTimeline(locale)} description={m.adminSiteAboutTimelineHint(locale)}>
        <SiteList<AboutContent["timeline"][number]>
          path="timeline"
          label={m.adminSiteAboutTimeline(locale)}
          noun={m.adminSiteAboutMilestone(locale)}
          nouns={m.adminSiteAboutMilestoneMany(locale)}
          title={(item, index) =>
            item.title ? `${item.year ?? ""} ${item.title}`.trim() : m.adminSiteAboutMilestoneNumbered(locale, { n: index + 1 })
          }
          newItem={() => ({ year: new Date().getFullYear(), title: "", description: "" })}
          min={1}
          max={20}
        >
          {(at) => (
            <>
              <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
                <SiteNumber path={`${at}.year`} label={m.adminSiteAboutMilestoneYear(locale)} />
                <SiteText path={`${at}.title`} label={m.adminSiteAboutMilestoneTitle(locale)} />
              </div>
              <SiteTextArea path={`${at}.description`} label={m.adminSiteAboutMilestoneText(locale)} rows={2} />
            </>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title={m.adminSiteAboutTeam(locale)} description={m.adminSiteAboutTeamHint(locale)}>
        <SiteList<AboutContent["team"][number]>
          path="team"
          label={m.adminSiteAboutTeam(locale)}
          noun={m.adminSiteAboutMember(locale)}
          nouns={m.adminSiteAboutMemberMany(locale)}
          title={(item, index) => item.name || m.adminSiteAboutMemberNumbered(locale, { n: index + 1 })}
          newItem={() => ({ name: "", position: "", qualification: "", photo: null })}
          min={1}
          max={24}
        >
          {(at) => (
            <>
              <div className="grid gap-5 sm:grid-cols-2">
                <SiteText path={`${at}.name`} label={m.adminSiteFieldName(locale)} />
                <SiteText path={`${at}.position`} label={m.adminSiteFieldPosition(locale)} />
                <SiteText
                  path={`${at}.qualification`}
                  label={m.adminSiteAboutMemberQualification(locale)}
                  optional
                  placeholder="B.Tech Civil, 20 years on site"
                />
              </div>
              <SitePhoto
                path={`${at}.photo`}
                label={m.adminSiteFieldPhoto(locale)}
                shape="square"
                withoutPhoto={m.adminSiteNoPhotoInitials(locale)}
              />
            </>
          )}
        </SiteList>
      </FieldGroup>
    </SitePage>
  );
}
