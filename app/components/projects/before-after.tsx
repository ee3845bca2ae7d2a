import { useId, type CSSProperties } from "react";
import type { ImageInfos } from "./types";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { ResponsiveImage } from "../ui/responsive-image";

export interface BeforeAfterProps {
  title: string;
  before: string;
  after: string;
  infos: ImageInfos;
  sizes: string;
}

/** Where the divide starts, in per cent from the left: half of each photo. */
const START = 50;

/**
 * A renovation's two photos, one over the other, with a divide the visitor moves: the "after"
 * photo shows to the right of it. The divide is a native range input laid over the photos — the
 * arrow keys, Home and End move it, a finger or a mouse drags it, a screen reader announces it —
 * and site-behaviour.ts moves the clip as its value changes (no framework). A vertical swipe still
 * scrolls the page.
 */
export function BeforeAfter({ title, before, after, infos, sizes }: BeforeAfterProps) {
  const headingId = useId();
  const hintId = useId();
  const locale = useLocale();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-semibold tracking-tight text-ink">
        {m.projectBeforeAfter(locale)}
      </h2>
      <p id={hintId} className="mt-2 text-slate-600">
        {m.projectCompareHint(locale)}
      </p>
      <div
        data-compare=""
        style={{ "--split": `${START}%` } as CSSProperties}
        className="relative mt-5 aspect-[4/3] overflow-hidden rounded-card bg-slate-200 shadow-card select-none has-[input:focus-visible]:ring-4 has-[input:focus-visible]:ring-focus has-[input:focus-visible]:ring-offset-2"
      >
        <ResponsiveImage
          name={before}
          alt={m.projectBeforeAlt(locale, { title })}
          info={infos[before]}
          sizes={sizes}
          className="absolute inset-0 size-full object-cover"
        />
        <div className="absolute inset-0 [clip-path:inset(0_0_0_var(--split))]">
          <ResponsiveImage
            name={after}
            alt={m.projectAfterAlt(locale, { title })}
            info={infos[after]}
            sizes={sizes}
            className="size-full object-cover"
          />
        </div>
        <span
          aria-hidden="true"
          className="absolute top-3 left-3 rounded-full bg-black/65 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase"
        >
          {m.projectBefore(locale)}
        </span>
        <span
          aria-hidden="true"
          className="absolute top-3 right-3 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase"
        >
          {m.projectAfter(locale)}
        </span>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-(--split) w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.2)]"
        >
          <span className="absolute top-1/2 left-1/2 grid size-11 -translate-1/2 place-items-center rounded-full bg-white text-ink shadow-lift">
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m9 6-6 6 6 6M15 6l6 6-6 6" />
            </svg>
          </span>
        </span>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          defaultValue={START}
          aria-label={m.projectCompareLabel(locale)}
          aria-describedby={hintId}
          aria-valuetext={m.projectCompareValue(locale, { value: START })}
          // What the divide's place reads as, in the page's language, for the script that moves it
          // (app/islands/site-behaviour.ts): the page's script carries no texts of its own.
          data-valuetext={m.projectCompareValue(locale, { value: "{value}" })}
          className="compare-range absolute inset-0 size-full cursor-ew-resize opacity-0"
        />
      </div>
    </section>
  );
}
