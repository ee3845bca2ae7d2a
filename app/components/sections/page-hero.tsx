import type { ReactNode } from "react";

export interface PageHeroProps {
  title: string;
  subtitle?: string;
  /** Extra content under the subtitle: breadcrumbs, badges, a button. */
  children?: ReactNode;
}

/**
 * The header band at the top of an inner page: the page's one h1 on a dark brick-and-slate
 * background, so the transparent site header above it stays readable.
 */
export function PageHero({ title, subtitle, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-ink pt-24 pb-8 text-white sm:pt-36 sm:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-800),transparent_60%)] opacity-80"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [background-image:linear-gradient(90deg,#fff_1px,transparent_1px),linear-gradient(#fff_1px,transparent_1px)] [background-size:48px_24px] opacity-[0.07]"
      />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h1 className="max-w-3xl font-display text-[2.1rem] leading-tight font-semibold tracking-tight text-balance sm:text-6xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-base text-pretty text-slate-200 sm:mt-4 sm:text-lg">{subtitle}</p> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </section>
  );
}
