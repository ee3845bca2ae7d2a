/** The home page's recent projects (docs/product.md §2 Home, §4): filter tabs and a cap of six cards. */
import type { ImageInfo, Project } from "../../../domain/entities";
import type { HOME_PROJECT_TABS } from "../../../domain/categories";
import { cardFacts, projectSummary, type CardFacts } from "../projects/types";
import type { ContentReader } from "../../../domain/site-context";

export const HOME_PROJECTS_MAX = 6;

export type HomeProjectTab = (typeof HOME_PROJECT_TABS)[number];

/** What a home project card needs; the loader sends no more than this. */
export interface HomeProject extends CardFacts {
  /** Also the card's key: an id as well would only lengthen the island's props. */
  slug: string;
  title: string;
  category: string;
  location: string;
  coverImage: string | null;
  /** What the cover photo shows, where the company wrote it; absent otherwise. */
  coverAlt?: string;
  cover: ImageInfo | null;
}

/** docs/product.md §4: the category is compared case-insensitively and trimmed. */
export function matchesTab(category: string, tab: HomeProjectTab): boolean {
  return tab === "all" || category.trim().toLowerCase() === tab;
}

export function filterHomeProjects<T extends { category: string }>(projects: T[], tab: HomeProjectTab): T[] {
  return projects.filter((project) => matchesTab(project.category, tab)).slice(0, HOME_PROJECTS_MAX);
}

/**
 * The projects the page is sent with: the first six in the list's order (the pinned project,
 * those added since the company last arranged them, then its order: docs/product.md §2 "Arrange
 * portfolio"), which the "All" tab shows. A category's tab asks the API for its own six when the
 * visitor reaches for it, so the page's HTML stays the same size however many projects there are.
 */
export function pickHomeProjects(projects: ContentReader["projects"]): Promise<Project[]> {
  return projects.firstByCategory([], HOME_PROJECTS_MAX);
}

/** A home card's part of a project; `cover` where the loader knows the photo, else null. */
export function homeProject(project: Project, cover: ImageInfo | null = null): HomeProject {
  const { slug, title, category, location, coverImage, coverAlt } = projectSummary(project);
  return { slug, title, category, location, coverImage, ...(coverAlt ? { coverAlt } : {}), cover, ...cardFacts(project) };
}
