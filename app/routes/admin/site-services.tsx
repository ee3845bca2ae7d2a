/** 'Services & pricing' (/site/services): the eight services, the four steps of the process and the three price tiers. */
import type { ServicesContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { ICON_OPTIONS } from "../../components/admin/site/icon-options";
import { FieldGroup, SiteCheckbox, SiteLines, SiteSelect, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { SiteList } from "../../components/admin/site/site-list";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import type { Route } from "./+types/site-services";

export async function clientLoader() {
  return loadSection("services");
}
clientLoader.hydrate = true as const;

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
    </SitePage>
  );
}
