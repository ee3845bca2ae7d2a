/** 'About & team' (/site/about): the story, mission and vision, a photo, the timeline and the team. */
import type { AboutContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { FieldGroup, SiteLines, SiteNumber, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { SiteList } from "../../components/admin/site/site-list";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import type { Route } from "./+types/site-about";

export async function clientLoader() {
  return loadSection("about");
}
clientLoader.hydrate = true as const;

export default function SiteAbout({ loaderData }: Route.ComponentProps) {
  return (
    <SitePage
      data={loaderData}
      section="about"
      title="About & team"
      intro="Who you are: the about page's story, its milestones and the people visitors will meet."
    >
      <FieldGroup title="Story">
        <SiteLines path="story" label="Story" paragraphs rows={8} hint="Paragraphs separated by an empty line (up to 6)." />
        <SiteTextArea path="mission" label="Mission" rows={3} />
        <SiteTextArea path="vision" label="Vision" rows={3} />
        <SitePhoto
          path="photo"
          label="About photo"
          withoutPhoto="The story stands alone."
          hint="Your team at work or your office, shown beside the story."
        />
      </FieldGroup>
      <FieldGroup title="Timeline" description="Milestones in the order the about page lists them.">
        <SiteList<AboutContent["timeline"][number]>
          path="timeline"
          label="Timeline"
          noun="milestone"
          title={(item, index) => (item.title ? `${item.year ?? ""} ${item.title}`.trim() : `Milestone ${index + 1}`)}
          newItem={() => ({ year: new Date().getFullYear(), title: "", description: "" })}
          min={1}
          max={20}
        >
          {(at) => (
            <>
              <div className="grid gap-5 sm:grid-cols-[8rem_1fr]">
                <SiteNumber path={`${at}.year`} label="Year" />
                <SiteText path={`${at}.title`} label="Milestone" />
              </div>
              <SiteTextArea path={`${at}.description`} label="Milestone text" rows={2} />
            </>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title="Team" description="The people on the about page; without a photo a person shows their initials.">
        <SiteList<AboutContent["team"][number]>
          path="team"
          label="Team"
          noun="team member"
          title={(item, index) => item.name || `Team member ${index + 1}`}
          newItem={() => ({ name: "", position: "", qualification: "", photo: null })}
          min={1}
          max={24}
        >
          {(at) => (
            <>
              <div className="grid gap-5 sm:grid-cols-2">
                <SiteText path={`${at}.name`} label="Name" />
                <SiteText path={`${at}.position`} label="Position" />
                <SiteText path={`${at}.qualification`} label="Qualification" optional placeholder="B.Tech Civil, 20 years on site" />
              </div>
              <SitePhoto path={`${at}.photo`} label="Photo" shape="square" withoutPhoto="The site shows initials." />
            </>
          )}
        </SiteList>
      </FieldGroup>
    </SitePage>
  );
}
