import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import Quote from "lucide-react/icons/quote";
import { useEffect, useState, type FocusEvent } from "react";
import type { ImageInfo } from "../../../domain/entities";
import type { TestimonialsContent } from "../../../domain/site-content";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { island } from "../../islands/island";
import { PersonPhoto } from "./person-photo";
import { useReducedMotion } from "./use-reduced-motion";

/** docs/product.md §9: the carousel moves on every 5000 ms. */
export const ROTATION_MS = 5000;

export type Testimonial = TestimonialsContent["items"][number];

/** The photos of the people quoted, by stored name. */
export type PhotoInfos = Record<string, ImageInfo>;

export function TestimonialCard({ testimonial, index, infos }: { testimonial: Testimonial; index: number; infos: PhotoInfos }) {
  return (
    <figure className="flex h-full flex-col rounded-card bg-white p-5 shadow-card sm:p-8">
      <Quote aria-hidden="true" className="size-8 text-brand-300" />
      <blockquote className="mt-3 flex-1 text-base leading-relaxed text-slate-700 sm:mt-4 sm:text-lg">
        <p>{`“${testimonial.quote}”`}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <PersonPhoto
          name={testimonial.name}
          photo={testimonial.photo}
          info={testimonial.photo ? infos[testimonial.photo] : undefined}
          index={index}
        />
        <span>
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}

const CONTROL = "flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-card transition hover:bg-brand-50";

export interface TestimonialsCarouselProps {
  items: Testimonial[];
  infos: PhotoInfos;
  /** The slides' id, unique in the page (the controls name it). */
  id: string;
}

/**
 * The home page's testimonial carousel (docs/product.md §4): advances every 5 s and wraps around; the dots
 * jump to a testimonial. Following the WAI-ARIA carousel pattern it pauses while hovered or
 * focused, has a pause button, and never moves by itself under prefers-reduced-motion. An island,
 * hydrated when it comes near the screen.
 */
export function TestimonialsCarousel({ items, infos, id: slidesId }: TestimonialsCarouselProps) {
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = !hovered && !focused && !stopped && !reducedMotion && items.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, items.length, index]);

  const go = (next: number) => setIndex((next + items.length) % items.length);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.commonTestimonialsCarousel(locale)}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Slides share one grid cell, so the band is as tall as the longest quote and nothing below jumps. */}
      <div id={slidesId} aria-live={rotating ? "off" : "polite"} className="grid">
        {items.map((testimonial, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={m.commonSlideOf(locale, { number: i + 1, total: items.length })}
            className={`col-start-1 row-start-1 ${i === index ? "visible motion-safe:animate-[fade-in_0.4s_ease-out]" : "invisible"}`}
          >
            <TestimonialCard testimonial={testimonial} index={i} infos={infos} />
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          className={CONTROL}
          aria-controls={slidesId}
          aria-label={m.commonPreviousTestimonial(locale)}
          onClick={() => go(index - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-center">
          {items.map((testimonial, i) => (
            <button
              key={i}
              type="button"
              aria-controls={slidesId}
              aria-label={m.commonShowTestimonial(locale, { number: i + 1, name: testimonial.name })}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
              className="group flex size-11 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${i === index ? "w-7 bg-brand-700" : "w-2.5 bg-slate-400 group-hover:bg-slate-500"}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={CONTROL}
          aria-controls={slidesId}
          aria-label={m.commonNextTestimonial(locale)}
          onClick={() => go(index + 1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        {reducedMotion ? null : (
          <button
            type="button"
            className={CONTROL}
            aria-label={stopped ? m.commonStartRotation(locale) : m.commonStopRotation(locale)}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          </button>
        )}
      </div>
    </section>
  );
}

export const TestimonialsCarouselIsland = island("testimonials", TestimonialsCarousel, { load: "visible" });

export default TestimonialsCarousel;
