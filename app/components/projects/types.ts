import type { ImageInfo, Project } from "../../../domain/entities";
import type { ProjectFacts } from "../../../domain/project-facts";

/** The facts a card shows: its badge and its short line (domain/project-facts.ts, factsLine). */
export type CardFacts = Pick<ProjectFacts, "constructionStatus" | "year" | "builtUpSqft" | "bedrooms" | "floors" | "plotCents">;

/** What a project card needs; the loaders send no more than this. */
export interface ProjectSummary extends CardFacts {
  _id: string;
  slug: string;
  title: string;
  category: string;
  location: string;
  coverImage: string | null;
  /** What the cover photo shows, where the company wrote it; absent otherwise. */
  coverAlt?: string;
}

export type ImageInfos = Record<string, ImageInfo>;

export function cardFacts({ constructionStatus, year, builtUpSqft, bedrooms, floors, plotCents }: CardFacts): CardFacts {
  return { constructionStatus, year, builtUpSqft, bedrooms, floors, plotCents };
}

export function projectSummary(project: Project | ProjectSummary): ProjectSummary {
  const { _id, slug, title, category, location, coverImage } = project;
  const coverAlt = "imageAlts" in project ? (coverImage && project.imageAlts[coverImage]?.trim()) || "" : (project.coverAlt ?? "");
  return { _id, slug, title, category, location, coverImage, ...(coverAlt ? { coverAlt } : {}), ...cardFacts(project) };
}

/**
 * A photo's caption and alt text (issue #18): what the company wrote it shows, or, where it wrote
 * nothing, docs/product.md §2's "{title} - Image {n}" (n counts from 1).
 */
export function photoCaption(alts: Record<string, string>, name: string, title: string, n: number): string {
  return alts[name]?.trim() || `${title} - Image ${n}`;
}
