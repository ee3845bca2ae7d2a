/** 'Testimonials' (/site/testimonials): what clients say, on the home and about pages. */
import type { TestimonialsContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { FieldGroup, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { SiteList } from "../../components/admin/site/site-list";
import { sectionTitle } from "../../components/admin/site/section-labels";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import type { Route } from "./+types/site-testimonials";

export async function clientLoader() {
  return loadSection("testimonials");
}
clientLoader.hydrate = true as const;

export default function SiteTestimonials({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <SitePage
      data={loaderData}
      section="testimonials"
      title={sectionTitle(locale, "testimonials")}
      intro={m.adminSiteTestimonialsIntro(locale)}
    >
      <FieldGroup title={sectionTitle(locale, "testimonials")}>
        <SiteList<TestimonialsContent["items"][number]>
          path="items"
          label={sectionTitle(locale, "testimonials")}
          noun={m.adminSiteTestimonial(locale)}
          nouns={m.adminSiteTestimonialMany(locale)}
          title={(item, index) => item.name || m.adminSiteTestimonialNumbered(locale, { n: index + 1 })}
          newItem={() => ({ name: "", position: "", quote: "", photo: null })}
          min={1}
          max={24}
        >
          {(at) => (
            <>
              <div className="grid gap-5 sm:grid-cols-2">
                <SiteText path={`${at}.name`} label={m.adminSiteFieldName(locale)} />
                <SiteText
                  path={`${at}.position`}
                  label={m.adminSiteFieldPosition(locale)}
                  hint={m.adminSiteTestimonialPositionHint(locale)}
                />
              </div>
              <SiteTextArea path={`${at}.quote`} label={m.adminSiteTestimonialQuote(locale)} rows={4} />
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
