import type { ImageInfo, Project } from "../../../domain/entities";
import type { ProjectFacts } from "../../../domain/project-facts";

/** The facts a card shows: its badge and its short line (domain/project-facts.ts, factsLine). */
export type CardFacts = Pick<ProjectFacts, "constructionStatus" | "year" | "builtUpSqft" | "bedrooms" | "floors">;

/** What a project card needs; the loaders send no more than this. */
export interface ProjectSummary extends CardFacts {
  _id: string;
  slug: string;
  title: string;
  category: string;
  location: string;
  coverImage: string | null;
}

export type ImageInfos = Record<string, ImageInfo>;

export function cardFacts({ constructionStatus, year, builtUpSqft, bedrooms, floors }: CardFacts): CardFacts {
  return { constructionStatus, year, builtUpSqft, bedrooms, floors };
}

export function projectSummary(project: Project | ProjectSummary): ProjectSummary {
  const { _id, slug, title, category, location, coverImage } = project;
  return { _id, slug, title, category, location, coverImage, ...cardFacts(project) };
}
