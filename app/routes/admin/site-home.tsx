/** 'Home page' (/site/home): the hero, the three stat tiles and the six service cards. */
import type { HomeContent, ServicesContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { ICON_OPTIONS } from "../../components/admin/site/icon-options";
import { FieldGroup, SiteLines, SiteSelect, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { SiteList } from "../../components/admin/site/site-list";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import { apiGet } from "../../lib/api-client";
import type { Route } from "./+types/site-home";

export async function clientLoader() {
  const [home, services] = await Promise.all([
    loadSection("home"),
    apiGet<{ content: ServicesContent }>("/api/site/services").catch(() => null),
  ]);
  // A card links to one of the services; without the list it could only be chosen blind.
  if (!services && home.content) return { ...home, content: null, error: "Failed to load this part of the site. Please try again." };
  return { ...home, services: services?.content.services ?? [] };
}
clientLoader.hydrate = true as const;

export default function SiteHome({ loaderData }: Route.ComponentProps) {
  const serviceOptions = ("services" in loaderData ? loaderData.services : []).map((service) => ({
    value: service.id,
    label: service.title,
  }));
  return (
    <SitePage
      data={loaderData}
      section="home"
      title="Home page"
      intro="The first screen visitors see: the headline, your best photo, three figures and six of your services."
    >
      <FieldGroup title="Hero" description="The top of the home page, beside the call and WhatsApp buttons.">
        <SiteText path="hero.headline" label="Headline" />
        <SiteTextArea path="hero.text" label="Hero text" rows={3} />
        <SitePhoto
          path="hero.photo"
          label="Hero photo"
          withoutPhoto="The site shows a drawing of a house."
          hint="A wide photo of a finished home, at least 1600 pixels wide. It is cropped to fill the screen."
        />
      </FieldGroup>
      <FieldGroup
        title="About band"
        description="The dark band under the service cards, beside your four figures (set under Company details)."
      >
        <SiteTextArea path="about.text" label="About text" rows={3} />
        <SiteLines path="about.promises" label="Promises" rows={4} hint="What you promise every client, one a line (up to 5)." />
      </FieldGroup>
      <FieldGroup title="Stat tiles" description="Three figures under the hero.">
        <SiteList<HomeContent["stats"][number]>
          path="stats"
          label="Stat tiles"
          noun="stat tile"
          title={(item, index) => (item.value || item.label ? `${item.value} ${item.label}`.trim() : `Tile ${index + 1}`)}
          startOpen
        >
          {(at) => (
            <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
              <SiteText path={`${at}.value`} label="Figure" placeholder="200+" />
              <SiteText path={`${at}.label`} label="Label" placeholder="Projects Completed" />
            </div>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title="Service cards" description="Six cards, each linking to a service on the services page.">
        <SiteList<HomeContent["serviceCards"][number]>
          path="serviceCards"
          label="Service cards"
          noun="service card"
          title={(item, index) => item.title || `Card ${index + 1}`}
        >
          {(at) => (
            <>
              <SiteSelect path={`${at}.serviceId`} label="Service" hint="The service the card links to." options={serviceOptions} />
              <SiteText path={`${at}.title`} label="Card title" />
              <SiteTextArea path={`${at}.summary`} label="Card text" rows={2} />
              <SiteSelect path={`${at}.icon`} label="Icon" options={ICON_OPTIONS} />
            </>
          )}
        </SiteList>
      </FieldGroup>
    </SitePage>
  );
}
