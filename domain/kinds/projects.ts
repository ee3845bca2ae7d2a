/** Projects (docs/product.md §3): the company's work, with its facts and before/after photos. */
import { DEFAULT_PROJECT_CATEGORY } from "../categories";
import { MESSAGES } from "../messages";
import { CONSTRUCTION_STATUSES } from "../project-facts";
import { ITEM_VERSIONS, TRASH_DAYS } from "../publishing";
import { projectCreateSchema, projectUpdateSchema } from "../schemas";
import { projectPath } from "../slugs";
import { ADMIN_WRITES, defineKind } from "./types";

export const projects = defineKind({
  name: "projects",
  one: "project",
  notFound: "Project not found",
  deleted: "Project deleted",
  imagesTable: "project_images",
  slug: { fallback: "project", usedBy: "Another project" },
  fields: {
    title: { type: "text", column: "title", label: "Title", translatable: true },
    description: { type: "text", column: "description", label: "Description", translatable: true },
    category: { type: "text", column: "category", label: "Category" },
    location: { type: "text", column: "location", label: "Location", translatable: true },
    coverImage: {
      type: "photo",
      column: "cover_image",
      label: "Cover image",
      upload: { field: "coverImage", required: MESSAGES.coverRequired },
      choose: { input: "coverFromGallery", message: "The cover must be one of the project's photos" },
      remove: "removeCoverImage",
    },
    gallery: { type: "photos", label: "Gallery images", upload: "gallery", keep: "keepGalleryImages", translatable: true },
    constructionStatus: { type: "choice", column: "construction_status", values: CONSTRUCTION_STATUSES, label: "Status", afterDates: true },
    year: { type: "number", column: "year", label: "Year", afterDates: true },
    locality: { type: "text", column: "locality", label: "Locality", afterDates: true, translatable: true },
    plotCents: { type: "number", column: "plot_cents", label: "Plot (cents)", afterDates: true },
    builtUpSqft: { type: "number", column: "built_up_sqft", label: "Built-up area (sq.ft)", afterDates: true },
    floors: { type: "number", column: "floors", label: "Floors", afterDates: true },
    bedrooms: { type: "number", column: "bedrooms", label: "Bedrooms", afterDates: true },
    durationMonths: { type: "number", column: "duration_months", label: "Duration (months)", afterDates: true },
    priceTier: { type: "text", column: "price_tier", label: "Package", afterDates: true },
    beforeImage: {
      type: "photo",
      column: "before_image",
      label: "Before photo",
      afterDates: true,
      ofList: "The before photo must be one of the project's photos",
    },
    afterImage: {
      type: "photo",
      column: "after_image",
      label: "After photo",
      afterDates: true,
      ofList: "The after photo must be one of the project's photos",
      distinctFrom: { field: "beforeImage", message: "The before and after photos must be two different photos" },
    },
  },
  search: { public: ["title", "description", "location", "locality"], admin: ["title", "description", "location", "locality"] },
  defaultCategory: DEFAULT_PROJECT_CATEGORY,
  schemas: { create: projectCreateSchema, update: projectUpdateSchema },
  api: { create: "/api/create-project" },
  versions: ITEM_VERSIONS,
  trashDays: TRASH_DAYS,
  access: ADMIN_WRITES,
  previewPath: (item, token) => `${projectPath({ slug: item.slug ?? item._id })}?preview=${token}`,
});
