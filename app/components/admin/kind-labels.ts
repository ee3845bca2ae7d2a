/**
 * The texts the item kinds declare (domain/kinds: field labels, hints, options, the forms' and the
 * manage lists' words), in the admin's language (docs/product.md §11). domain/ stays in English and
 * knows nothing of the catalogues: the admin looks each text up here by its English, and a text
 * with no translation shows as declared. tests/unit/admin-kind-labels.test.ts keeps every declared
 * text in this map.
 */
import { useCallback } from "react";
import type { Locale } from "../../../domain/locales";
import { formatNumber } from "../../i18n/format";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";

/** A hint naming a span of years keeps its "{from}" and "{to}": the form fills them in (item-fields.tsx). */
const YEARS = { from: "{from}", to: "{to}" };

export const KIND_LABELS: Readonly<Record<string, (locale: Locale) => string>> = {
  Title: m.adminItemsKindTitle,
  // Who has an address already (a kind's `slug.usedBy`), named in the server's refusal.
  "Another project": m.adminItemsKindAnotherProject,
  "Another post": m.adminItemsKindAnotherPost,
  Description: m.adminItemsKindDescription,
  Category: m.adminItemsKindCategory,
  Location: m.adminItemsKindLocation,
  "Cover image": m.adminItemsKindCoverImage,
  "Gallery images": m.adminItemsKindGalleryImages,
  Status: m.adminItemsKindStatus,
  Year: m.adminItemsKindYear,
  Locality: m.adminItemsKindLocality,
  "Plot (cents)": m.adminItemsKindPlotCents,
  "Built-up area (sq.ft)": m.adminItemsKindBuiltUpSqft,
  Floors: m.adminItemsKindFloors,
  Bedrooms: m.adminItemsKindBedrooms,
  "Duration (months)": m.adminItemsKindDurationMonths,
  Package: m.adminItemsKindPackage,
  "Before photo": m.adminItemsKindBeforePhoto,
  "After photo": m.adminItemsKindAfterPhoto,
  Content: m.adminItemsKindContent,
  Author: m.adminItemsKindAuthor,
  Tags: m.adminItemsKindTags,
  Images: m.adminItemsKindImages,
  Residential: m.adminItemsKindResidential,
  Commercial: m.adminItemsKindCommercial,
  Industrial: m.adminItemsKindIndustrial,
  Renovation: m.adminItemsKindRenovation,
  "Interior Design": m.adminItemsKindInteriorDesign,
  General: m.adminItemsKindGeneral,
  Construction: m.adminItemsKindConstruction,
  Design: m.adminItemsKindDesign,
  Architecture: m.adminItemsKindArchitecture,
  "Tips & Advice": m.adminItemsKindTipsAdvice,
  Completed: m.adminItemsKindCompleted,
  Ongoing: m.adminItemsKindOngoing,
  "Create New Project": m.adminItemsKindCreateNewProject,
  "Edit Project": m.adminItemsKindEditProject,
  "Create Project": m.adminItemsKindCreateProject,
  "Save Changes": m.adminItemsKindSaveChanges,
  "Submitting...": m.adminItemsKindSubmitting,
  "Saving...": m.adminItemsKindSaving,
  "Failed to create project. Please try again.": m.adminItemsKindProjectCreateFailed,
  "Failed to update project. Please try again.": m.adminItemsKindProjectUpdateFailed,
  "Failed to load project. Please try again.": m.adminItemsKindProjectLoadFailed,
  "Project created successfully!": m.adminItemsKindProjectCreated,
  "Project updated successfully!": m.adminItemsKindProjectUpdated,
  "No category": m.adminItemsKindNoCategory,
  "Project facts": m.adminItemsKindProjectFacts,
  "Optional. Cards show a short line of them, the project page all of them.": m.adminItemsKindProjectFactsNote,
  "Not given": m.adminItemsKindNotGiven,
  "Done, or begun ({from}–{to})": (locale) => m.adminItemsKindYearHint(locale, YEARS),
  "e.g. Kowdiar": m.adminItemsKindLocalityHint,
  "Plot size (cents)": m.adminItemsKindPlotSize,
  "Price package": m.adminItemsKindPricePackage,
  "As named on the Services page, e.g. Premium": m.adminItemsKindPricePackageHint,
  "A renovation can show two of its gallery photos side by side, with a divide the visitor drags.": m.adminItemsKindBeforeAfterNote,
  None: m.adminItemsKindNone,
  "PNG, JPG, GIF up to 5MB": m.adminItemsKindHint5mb,
  "PNG, JPG, GIF up to 10MB": m.adminItemsKindHint10mb,
  "Current cover": m.adminItemsKindCurrentCover,
  "Cover chosen from the gallery": m.adminItemsKindCoverFromGallery,
  "Remove cover image": m.adminItemsKindRemoveCover,
  "Are you sure you want to delete the cover image?": m.adminItemsKindConfirmRemoveCover,
  "Cover image removed. Save changes to confirm deletion.": m.adminItemsKindCoverRemoved,
  "This photo will be the cover once you save.": m.adminItemsKindCoverChosenNote,
  "New cover image": m.adminItemsKindNewCover,
  "Current gallery images": m.adminItemsKindCurrentGalleryImages,
  "New gallery images": m.adminItemsKindNewGalleryImages,
  "Manage Projects": m.adminItemsKindManageProjects,
  project: m.adminItemsKindProjectNoun,
  projects: m.adminItemsKindProjectsNoun,
  "Add New Project": m.adminItemsKindAddNewProject,
  "Arrange portfolio": m.adminItemsKindArrangePortfolio,
  "No projects found. Add your first project!": m.adminItemsKindNoProjects,
  "Search projects": m.adminItemsKindSearchProjects,
  "Search by title, description or place": m.adminItemsKindSearchProjectsPlaceholder,
  "Failed to load projects. Please try again.": m.adminItemsKindProjectsLoadFailed,
  "Are you sure you want to delete this project?": m.adminItemsKindConfirmDeleteProject,
  "Failed to delete project. Please try again.": m.adminItemsKindProjectDeleteFailed,
  "No description": m.adminItemsKindNoDescription,
  Projects: m.adminItemsKindProjectsCaption,
  Project: m.adminItemsKindProjectHeading,
  Date: m.adminItemsKindDateHeading,
  Actions: m.adminItemsKindActionsHeading,
  "Create New Blog Post": m.adminItemsKindCreateNewBlogPost,
  "Edit Blog Post": m.adminItemsKindEditBlogPost,
  "Publish Blog Post": m.adminItemsKindPublishBlogPost,
  "Save Draft": m.adminItemsKindSaveDraft,
  "Schedule Post": m.adminItemsKindSchedulePost,
  "Update Blog Post": m.adminItemsKindUpdateBlogPost,
  "Publishing...": m.adminItemsKindPublishing,
  "Updating...": m.adminItemsKindUpdating,
  "Failed to add blog. Please try again.": m.adminItemsKindBlogCreateFailed,
  "Failed to update blog. Please try again.": m.adminItemsKindBlogUpdateFailed,
  "Failed to load blog. Please try again.": m.adminItemsKindBlogLoadFailed,
  "Blog post created successfully!": m.adminItemsKindBlogCreated,
  "Blog post updated successfully!": m.adminItemsKindBlogUpdated,
  "Separate tags with commas, e.g. renovation, kerala homes": m.adminItemsKindTagsHint,
  "Current images": m.adminItemsKindCurrentImages,
  "New images": m.adminItemsKindNewImages,
  "Manage Blogs": m.adminItemsKindManageBlogs,
  "blog post": m.adminItemsKindBlogPostNoun,
  "blog posts": m.adminItemsKindBlogPostsNoun,
  "Add New Blog": m.adminItemsKindAddNewBlog,
  "No blog posts found. Add your first blog post!": m.adminItemsKindNoBlogPosts,
  "Search blog posts": m.adminItemsKindSearchBlogPosts,
  "Search by title, text or author": m.adminItemsKindSearchBlogPostsPlaceholder,
  "Failed to load blogs. Please try again.": m.adminItemsKindBlogsLoadFailed,
  "Are you sure you want to delete this blog post?": m.adminItemsKindConfirmDeleteBlogPost,
  "Failed to delete blog post. Please try again.": m.adminItemsKindBlogPostDeleteFailed,
  Uncategorized: m.adminItemsKindUncategorized,
  "Add Gallery Images": m.adminItemsKindAddGalleryImages,
  "Edit Gallery": m.adminItemsKindEditGallery,
  "Upload Images": m.adminItemsKindUploadImages,
  "Update Gallery": m.adminItemsKindUpdateGallery,
  "Uploading...": m.adminItemsKindUploading,
  "Upload failed. Please try again.": m.adminItemsKindUploadFailed,
  "Update failed. Please try again.": m.adminItemsKindUpdateFailed,
  "Failed to load gallery data. Please try again.": m.adminItemsKindGalleryLoadFailed,
  "Gallery uploaded successfully!": m.adminItemsKindGalleryCreated,
  "Gallery updated successfully!": m.adminItemsKindGalleryUpdated,
  "this gallery item": m.adminItemsKindThisGalleryItem,
  "Manage Gallery": m.adminItemsKindManageGallery,
  "gallery item": m.adminItemsKindGalleryItemNoun,
  "gallery items": m.adminItemsKindGalleryItemsNoun,
  "Add New Images": m.adminItemsKindAddNewImages,
  "No gallery images found.": m.adminItemsKindNoGalleryImages,
  "Search gallery items": m.adminItemsKindSearchGalleryItems,
  "Search by title or description": m.adminItemsKindSearchGalleryPlaceholder,
  "Failed to load gallery images. Please try again.": m.adminItemsKindGalleryImagesLoadFailed,
  "Are you sure you want to delete this gallery item?": m.adminItemsKindConfirmDeleteGalleryItem,
  "Failed to delete gallery item. Please try again.": m.adminItemsKindGalleryItemDeleteFailed,
  "Gallery Item": m.adminItemsKindGalleryItemUntitled,
  image: m.adminItemsKindImageNoun,
  images: m.adminItemsKindImagesNoun,
};

/** A declared text in `locale`; the text itself when it has no translation (or is not a declared one). */
export function kindLabel(locale: Locale, english: string): string {
  const translate = Object.hasOwn(KIND_LABELS, english) ? KIND_LABELS[english] : undefined;
  return translate ? translate(locale) : english;
}

/** `kindLabel` in the admin's language, for a component. */
export function useKindLabel(): (english: string) => string {
  const locale = useLocale();
  return useCallback((english: string) => kindLabel(locale, english), [locale]);
}

/** A count as the admin writes it: English as it always has ("1200"), the other languages in Indian grouping. */
export function countText(locale: Locale, count: number): string {
  return locale === "en" ? String(count) : formatNumber(locale, count);
}

/** "3 projects", "1 image": a count and a declared noun, one or many, in `locale`. */
export function countOf(locale: Locale, count: number, one: string, many: string): string {
  return m.adminItemsCountNoun(locale, { count: countText(locale, count), noun: kindLabel(locale, count === 1 ? one : many) });
}
