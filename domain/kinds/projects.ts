/** Projects (docs/product.md §3): the company's work, with its facts and before/after photos. */
import { DEFAULT_PROJECT_CATEGORY } from "../categories";
import { MESSAGES } from "../messages";
import { CONSTRUCTION_STATUSES } from "../project-facts";
import { ITEM_VERSIONS, TRASH_DAYS } from "../publishing";
import { projectCreateSchema, projectUpdateSchema } from "../schemas";
import { projectPath } from "../slugs";
import { EDITORS_WRITE, defineKind } from "./types";
import { PROJECT_CATEGORY_LABELS } from "../categories";
import { FACT_LIMITS } from "../project-facts";

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
  // The owner's order of the portfolio and its featured project (docs/product.md §2, migration 018).
  arrangement: { place: "place", pinned: "pinned_at" },
  search: { public: ["title", "description", "location", "locality"], admin: ["title", "description", "location", "locality"] },
  defaultCategory: DEFAULT_PROJECT_CATEGORY,
  schemas: { create: projectCreateSchema, update: projectUpdateSchema },
  api: { create: "/api/create-project" },
  versions: ITEM_VERSIONS,
  trashDays: TRASH_DAYS,
  access: EDITORS_WRITE,
  previewPath: (item, token) => `${projectPath({ slug: item.slug ?? item._id })}?preview=${token}`,
  sitePath: (item) => projectPath({ slug: item.slug ?? item._id }),
  admin: {
    paths: { manage: "/manage-projects", add: "/addprojects", edit: "/edit-project/" },
    form: {
      titles: { create: "Create New Project", edit: "Edit Project" },
      submit: { create: "Create Project", edit: "Save Changes" },
      busy: { create: "Submitting...", edit: "Saving..." },
      failure: {
        create: "Failed to create project. Please try again.",
        edit: "Failed to update project. Please try again.",
        load: "Failed to load project. Please try again.",
      },
      success: { create: "Project created successfully!", edit: "Project updated successfully!", shownIn: "list" },
      parts: [
        { field: "title", widget: "text", required: true },
        { field: "slug", widget: "slug", base: "/projects/" },
        { field: "description", widget: "textarea", rows: 3 },
        {
          side: [
            {
              field: "category",
              widget: "select",
              options: PROJECT_CATEGORY_LABELS,
              blank: { label: "No category", editOnly: true },
              initial: DEFAULT_PROJECT_CATEGORY,
            },
            { field: "location", widget: "text" },
          ],
        },
        {
          legend: "Project facts",
          note: "Optional. Cards show a short line of them, the project page all of them.",
          fields: [
            { field: "constructionStatus", widget: "select", blank: { label: "Not given" } },
            {
              field: "year",
              widget: "text",
              hint: "Done, or begun ({from}–{to})",
              years: { from: FACT_LIMITS.yearMin, ahead: FACT_LIMITS.yearAhead },
              inputMode: "numeric",
            },
            { field: "locality", widget: "text", hint: "e.g. Kowdiar", wide: true },
            { field: "plotCents", widget: "text", label: "Plot size (cents)", inputMode: "decimal" },
            { field: "builtUpSqft", widget: "text", inputMode: "numeric" },
            { field: "floors", widget: "text", inputMode: "numeric" },
            { field: "bedrooms", widget: "text", inputMode: "numeric" },
            { field: "durationMonths", widget: "text", inputMode: "numeric" },
            { field: "priceTier", widget: "text", label: "Price package", hint: "As named on the Services page, e.g. Premium", wide: true },
          ],
          more: {
            when: { field: "category", is: "Renovation" },
            note: "A renovation can show two of its gallery photos side by side, with a divide the visitor drags.",
            fields: [
              { field: "beforeImage", widget: "select", blank: { label: "None" } },
              { field: "afterImage", widget: "select", blank: { label: "None" } },
            ],
          },
        },
        {
          field: "coverImage",
          widget: "photo",
          hint: "PNG, JPG, GIF up to 5MB",
          texts: {
            current: "Current cover",
            chosen: "Cover chosen from the gallery",
            remove: "Remove cover image",
            confirmRemove: "Are you sure you want to delete the cover image?",
            removed: "Cover image removed. Save changes to confirm deletion.",
            chosenNote: "This photo will be the cover once you save.",
            queued: "New cover image",
          },
        },
        {
          field: "gallery",
          widget: "photos",
          hint: "PNG, JPG, GIF up to 10MB",
          headings: { stored: "Current gallery images", queued: "New gallery images" },
          replaceOnCreate: true,
        },
      ],
    },
    list: {
      title: "Manage Projects",
      nouns: { one: "project", many: "projects" },
      addLabel: "Add New Project",
      arrange: { label: "Arrange portfolio", to: "/arrange-projects" },
      empty: "No projects found. Add your first project!",
      search: { label: "Search projects", placeholder: "Search by title, description or place" },
      loadFailure: "Failed to load projects. Please try again.",
      remove: { confirm: "Are you sure you want to delete this project?", failure: "Failed to delete project. Please try again." },
      rows: {
        layout: "cards",
        thumbnail: "coverImage",
        snippet: { field: "description", phone: 40, desk: 50, empty: "No description" },
        category: { labels: PROJECT_CATEGORY_LABELS, shown: "beforeDate" },
        table: { caption: "Projects", headings: { item: "Project", status: "Status", date: "Date", actions: "Actions" } },
      },
    },
  },
});
