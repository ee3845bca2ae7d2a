/** Category vocabularies of docs/product.md §3, with the labels the UI shows. */

export const PROJECT_CATEGORIES = ["Residential", "Commercial", "Industrial", "Renovation", "Interior"] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export const DEFAULT_PROJECT_CATEGORY: ProjectCategory = "Residential";

export const PROJECT_CATEGORY_LABELS: Record<ProjectCategory, string> = {
  Residential: "Residential",
  Commercial: "Commercial",
  Industrial: "Industrial",
  Renovation: "Renovation",
  Interior: "Interior Design",
};

/** The home page's recent-projects tabs (docs/product.md §2 Home, §3). */
export const HOME_PROJECT_TABS = ["all", "residential", "commercial", "industrial", "renovation"] as const;

export const BLOG_CATEGORIES = ["General", "Construction", "Renovation", "Design", "Architecture", "Tips"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const DEFAULT_BLOG_CATEGORY: BlogCategory = "General";

export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  General: "General",
  Construction: "Construction",
  Renovation: "Renovation",
  Design: "Design",
  Architecture: "Architecture",
  Tips: "Tips & Advice",
};

/** Gallery items have no category selector; they are filed under General (docs/product.md §3). */
export const DEFAULT_GALLERY_CATEGORY = "General";

export function projectCategoryLabel(category: string): string {
  return PROJECT_CATEGORY_LABELS[category as ProjectCategory] ?? category;
}

export function blogCategoryLabel(category: string): string {
  return BLOG_CATEGORY_LABELS[category as BlogCategory] ?? category;
}
