import MapPin from "lucide-react/icons/map-pin";
import Tag from "lucide-react/icons/tag";
import type { ImageInfo } from "../../../domain/entities";
import type { FactRow } from "../../../domain/project-facts";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { ResponsiveImage } from "../ui/responsive-image";
import { OngoingBadge } from "./ongoing-badge";

/** The strip's columns for 1 to 5 facts: at most three a row on a phone, all in one row from 640 px. */
const COLUMNS = ["", "grid-cols-1", "grid-cols-2", "grid-cols-3", "grid-cols-2 sm:grid-cols-4", "grid-cols-3 sm:grid-cols-5"];

export interface ProjectHeroProps {
  title: string;
  /** The title's language where it is not the page's (an item not yet translated: docs/product.md §11). */
  titleLang?: string;
  /** The category as shown ("Interior Design"), or "" when none. */
  category: string;
  location: string;
  ongoing: boolean;
  cover: { name: string; alt: string; info?: ImageInfo } | null;
  /** The facts a visitor weighs a home by (wording.ts, keyFactsText): the strip under the title. */
  facts: FactRow[];
}

/**
 * The top of a project's page (docs/product.md §2's hero: title, category, location): its cover photograph
 * across the whole width with the title over it, darkened at the foot so the text reads on any
 * photo, and the strip of its key facts right under the title, so a phone shows them on its first
 * screen. The box keeps its height whatever the photo's shape (nothing shifts as it loads).
 */
export function ProjectHero({ title, titleLang, category, location, ongoing, cover, facts }: ProjectHeroProps) {
  const locale = useLocale();
  return (
    <header className="relative isolate overflow-hidden bg-ink text-white">
      <div className="relative flex min-h-[min(100vw,56svh)] flex-col justify-end sm:min-h-[min(62svh,36rem)] lg:min-h-[min(70vh,42rem)]">
        {cover ? (
          <ResponsiveImage
            name={cover.name}
            alt={cover.alt}
            info={cover.info}
            // The whole width, less a pixel: on a 412-px phone at 1.75× (721 device pixels) the 720
            // file made for a full-width phone slot (domain/images.ts) is taken, by the preload too.
            sizes="calc(100vw - 1px)"
            priority
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-800),transparent_60%)] opacity-80"
          />
        )}
        {/* Dark under the transparent site header and under the title; the photo shows between. */}
        <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-32 bg-linear-to-b from-ink/75 to-transparent" />
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-4/5 bg-linear-to-t from-ink via-ink/60 to-transparent" />
        <div className="mx-auto w-full max-w-6xl px-4 pt-24 pb-5 sm:px-6 sm:pt-28 sm:pb-8">
          <div className="flex flex-wrap gap-2 text-sm">
            {ongoing ? <OngoingBadge /> : null}
            {category ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1.5 font-semibold text-white">
                <Tag aria-hidden="true" className="size-4" />
                {category}
              </span>
            ) : null}
            {location ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-ink/70 px-3 py-1.5 text-slate-100 ring-1 ring-white/20">
                <MapPin aria-hidden="true" className="size-4" />
                {location}
              </span>
            ) : null}
          </div>
          <h1
            lang={titleLang}
            className="mt-3 max-w-4xl font-display text-3xl leading-tight font-semibold tracking-tight text-balance drop-shadow-sm sm:text-5xl"
          >
            {title}
          </h1>
        </div>
      </div>
      {facts.length > 0 ? (
        <div role="group" aria-label={m.projectKeyFacts(locale)} data-facts className="border-t border-white/10 bg-ink">
          <dl className={`mx-auto grid max-w-6xl gap-x-4 px-4 py-2 sm:px-6 sm:py-0 ${COLUMNS[facts.length] ?? COLUMNS[5]}`}>
            {facts.map((fact) => (
              <div
                key={fact.label}
                className="flex min-w-0 flex-col-reverse gap-0.5 border-white/15 py-2 sm:py-5 sm:not-first:border-l sm:not-first:pl-5"
              >
                <dt className="text-xs font-medium tracking-wide text-slate-300 uppercase">{fact.label}</dt>
                <dd className="text-base font-semibold break-words text-white tabular-nums sm:text-xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </header>
  );
}
