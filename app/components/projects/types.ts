import type { ImageInfo, Project } from "../../../domain/entities";
import type { Locale } from "../../../domain/locales";
import type { ProjectFacts } from "../../../domain/project-facts";
import * as m from "../../i18n/messages";

/** The facts a card shows: its badge and its short line (domain/project-facts.ts, factsLine). */
export type CardFacts = Pick<ProjectFacts, "constructionStatus" | "year" | "builtUpSqft" | "bedrooms" | "floors" | "plotCents">;

/** What a project card needs; the loaders send no more than this. */
import { langOf } from "../../i18n/content";

export interface ProjectSummary extends CardFacts {
  _id: string;
  slug: string;
  title: string;
  category: string;
  location: string;
  coverImage: string | null;
  /** What the cover photo shows, where the company wrote it; absent otherwise. */
  coverAlt?: string;
  /** The title's language where it is not the page's: English, not yet translated (docs/product.md §11). */
  titleLang?: string;
}

export type ImageInfos = Record<string, ImageInfo>;

export function cardFacts({ constructionStatus, year, builtUpSqft, bedrooms, floors, plotCents }: CardFacts): CardFacts {
  return { constructionStatus, year, builtUpSqft, bedrooms, floors, plotCents };
}

export function projectSummary(project: Project | ProjectSummary): ProjectSummary {
  const { _id, slug, title, category, location, coverImage } = project;
  const coverAlt = "imageAlts" in project ? (coverImage && project.imageAlts[coverImage]?.trim()) || "" : (project.coverAlt ?? "");
  const titleLang = "imageAlts" in project ? langOf(project, "title") : project.titleLang;
  return {
    _id,
    slug,
    title,
    category,
    location,
    coverImage,
    ...(coverAlt ? { coverAlt } : {}),
    ...(titleLang ? { titleLang } : {}),
    ...cardFacts(project),
  };
}

/**
 * A photo's caption and alt text (issue #18): what the company wrote it shows, or, where it wrote
 * nothing, docs/product.md §2's "{title} - Image {n}" (n counts from 1), in the page's language.
 */
export function photoCaption(locale: Locale, alts: Record<string, string>, name: string, title: string, n: number): string {
  return alts[name]?.trim() || m.galleryPhotoCaption(locale, { title, n });
}
