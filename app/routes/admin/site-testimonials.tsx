/** 'Testimonials' (/site/testimonials): what clients say, on the home and about pages. */
import type { TestimonialsContent } from "../../../domain/site-content";
import { loadSection } from "../../components/admin/site/load-section";
import { FieldGroup, SiteText, SiteTextArea } from "../../components/admin/site/site-fields";
import { SiteList } from "../../components/admin/site/site-list";
import { SitePage } from "../../components/admin/site/site-page";
import { SitePhoto } from "../../components/admin/site/site-photo";
import type { Route } from "./+types/site-testimonials";

export async function clientLoader() {
  return loadSection("testimonials");
}
clientLoader.hydrate = true as const;

export default function SiteTestimonials({ loaderData }: Route.ComponentProps) {
  return (
    <SitePage
      data={loaderData}
      section="testimonials"
      title="Testimonials"
      intro="What your clients say about you, in their words, in the order the site shows them."
    >
      <FieldGroup title="Testimonials">
        <SiteList<TestimonialsContent["items"][number]>
          path="items"
          label="Testimonials"
          noun="testimonial"
          title={(item, index) => item.name || `Testimonial ${index + 1}`}
          newItem={() => ({ name: "", position: "", quote: "", photo: null })}
          min={1}
          max={24}
        >
          {(at) => (
            <>
              <div className="grid gap-5 sm:grid-cols-2">
                <SiteText path={`${at}.name`} label="Name" />
                <SiteText path={`${at}.position`} label="Position" hint="e.g. Homeowner, Kowdiar" />
              </div>
              <SiteTextArea path={`${at}.quote`} label="Quote" rows={4} />
              <SitePhoto path={`${at}.photo`} label="Photo" shape="square" withoutPhoto="The site shows initials." />
            </>
          )}
        </SiteList>
      </FieldGroup>
    </SitePage>
  );
}
