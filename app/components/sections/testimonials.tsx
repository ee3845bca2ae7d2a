import { useId } from "react";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { SectionHeading } from "./section-heading";
import { TestimonialCard, TestimonialsCarouselIsland, type PhotoInfos, type Testimonial } from "./testimonials.island";

/** The testimonials band: a heading and the carousel (home), or all three side by side (about). */
export function TestimonialsSection({
  items,
  infos,
  layout = "carousel",
}: {
  items: Testimonial[];
  infos: PhotoInfos;
  layout?: "carousel" | "grid";
}) {
  const headingId = useId();
  const locale = useLocale();
  // The island's props carry the photos its cards show, not every photo of the page.
  const own: PhotoInfos = {};
  for (const { photo } of items) if (photo && infos[photo]) own[photo] = infos[photo];
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-10 render-when-near sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id={headingId}
          eyebrow={m.commonTestimonialsEyebrow(locale)}
          title={m.commonTestimonialsTitle(locale)}
          text={m.commonTestimonialsText(locale)}
        />
        <div className="mt-6 sm:mt-10">
          {layout === "carousel" ? (
            <TestimonialsCarouselIsland items={items} infos={own} id="testimonial-slides" />
          ) : (
            <ul className="grid gap-6 md:grid-cols-3">
              {items.map((testimonial, i) => (
                <li key={i}>
                  <TestimonialCard testimonial={testimonial} index={i} infos={own} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
