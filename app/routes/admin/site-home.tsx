/** 'Home page' (/site/home): the hero, the three stat tiles and the six service cards. */
import type { HomeContent, ServicesContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { iconOptions } from "../../components/admin/site/icon-options";
import { sectionTitle } from "../../components/admin/site/section-labels";
import { FieldGroup, SiteLines, SiteSelect, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { SiteList } from "../../components/admin/site/site-list";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { adminLocale } from "../../lib/admin-language";
import { apiGet } from "../../lib/api-client";
import type { Route } from "./+types/site-home";

export async function clientLoader() {
  const [home, services] = await Promise.all([
    loadSection("home"),
    apiGet<{ content: ServicesContent }>("/api/site/services").catch(() => null),
  ]);
  // A card links to one of the services; without the list it could only be chosen blind.
  if (!services && home.content) return { ...home, content: null, error: m.adminSiteLoadError(adminLocale()) };
  return { ...home, services: services?.content.services ?? [] };
}
clientLoader.hydrate = true as const;

export default function SiteHome({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const serviceOptions = ("services" in loaderData ? loaderData.services : []).map((service) => ({
    value: service.id,
    label: service.title,
  }));
  return (
    <SitePage data={loaderData} section="home" title={sectionTitle(locale, "home")} intro={m.adminSiteHomeIntro(locale)}>
      <FieldGroup title={m.adminSiteHomeHero(locale)} description={m.adminSiteHomeHeroHint(locale)}>
        <SiteText path="hero.headline" label={m.adminSiteFieldHeadline(locale)} />
        <SiteTextArea path="hero.text" label={m.adminSiteHomeHeroText(locale)} rows={3} />
        <SitePhoto
          path="hero.photo"
          label={m.adminSiteHomeHeroPhoto(locale)}
          withoutPhoto={m.adminSiteHomeHeroPhotoNone(locale)}
          hint={m.adminSiteHomeHeroPhotoHint(locale)}
        />
      </FieldGroup>
      <FieldGroup title={m.adminSiteHomeAbout(locale)} description={m.adminSiteHomeAboutHint(locale)}>
        <SiteTextArea path="about.text" label={m.adminSiteHomeAboutText(locale)} rows={3} />
        <SiteLines path="about.promises" label={m.adminSiteHomePromises(locale)} rows={4} hint={m.adminSiteHomePromisesHint(locale)} />
      </FieldGroup>
      <FieldGroup title={m.adminSiteHomeStats(locale)} description={m.adminSiteHomeStatsHint(locale)}>
        <SiteList<HomeContent["stats"][number]>
          path="stats"
          label={m.adminSiteHomeStats(locale)}
          noun={m.adminSiteHomeStat(locale)}
          nouns={m.adminSiteHomeStatMany(locale)}
          title={(item, index) =>
            item.value || item.label ? `${item.value} ${item.label}`.trim() : m.adminSiteHomeStatNumbered(locale, { n: index + 1 })
          }
          startOpen
        >
          {(at) => (
            <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
              <SiteText path={`${at}.value`} label={m.adminSiteHomeStatValue(locale)} placeholder="200+" />
              <SiteText path={`${at}.label`} label={m.adminSiteHomeStatLabel(locale)} placeholder="Projects Completed" />
            </div>
          )}
        </SiteList>
      </FieldGroup>
      <FieldGroup title={m.adminSiteHomeCards(locale)} description={m.adminSiteHomeCardsHint(locale)}>
        <SiteList<HomeContent["serviceCards"][number]>
          path="serviceCards"
          label={m.adminSiteHomeCards(locale)}
          noun={m.adminSiteHomeCard(locale)}
          nouns={m.adminSiteHomeCardMany(locale)}
          title={(item, index) => item.title || m.adminSiteHomeCardNumbered(locale, { n: index + 1 })}
        >
          {(at) => (
            <>
              <SiteSelect
                path={`${at}.serviceId`}
                label={m.adminSiteHomeCardService(locale)}
                hint={m.adminSiteHomeCardServiceHint(locale)}
                options={serviceOptions}
              />
              <SiteText path={`${at}.title`} label={m.adminSiteHomeCardTitle(locale)} />
              <SiteTextArea path={`${at}.summary`} label={m.adminSiteHomeCardText(locale)} rows={2} />
              <SiteSelect path={`${at}.icon`} label={m.adminSiteFieldIcon(locale)} options={iconOptions(locale)} />
            </>
          )}
        </SiteList>
      </FieldGroup>
    </SitePage>
  );
}
