/** Gallery items (docs/product.md §3): photos with a title, shown together on /gallery. */
import { MESSAGES } from "../messages";
import { ITEM_VERSIONS, TRASH_DAYS } from "../publishing";
import { galleryCreateSchema, galleryUpdateSchema } from "../schemas";
import { EDITORS_WRITE, defineKind } from "./types";
import { DEFAULT_GALLERY_CATEGORY } from "../categories";

export const galleries = defineKind({
  name: "galleries",
  one: "gallery",
  notFound: "Gallery item not found",
  deleted: "Gallery item deleted",
  imagesTable: "gallery_images",
  fields: {
    title: { type: "text", column: "title", label: "Title", translatable: true },
    description: { type: "text", column: "description", label: "Description", translatable: true },
    category: { type: "text", column: "category", label: "Category" },
    images: { type: "photos", label: "Images", upload: "gallery", keep: "existing", required: MESSAGES.imagesRequired, translatable: true },
  },
  search: { public: ["title", "description"], admin: ["title", "description"] },
  schemas: { create: galleryCreateSchema, update: galleryUpdateSchema },
  api: { create: "/api/gallery-upload", getAnswer: "galleries" },
  versions: ITEM_VERSIONS,
  trashDays: TRASH_DAYS,
  access: EDITORS_WRITE,
  // A gallery item has no page of its own: /gallery shows it first, as it will look there.
  previewPath: (item, token) => `/gallery?preview=${token}&item=${item._id}`,
  sitePath: () => "/gallery",
  admin: {
    paths: { manage: "/manage-gallery", add: "/addgallery", edit: "/edit-gallery/" },
    form: {
      titles: { create: "Add Gallery Images", edit: "Edit Gallery" },
      submit: { create: "Upload Images", edit: "Update Gallery" },
      busy: { create: "Uploading...", edit: "Updating..." },
      failure: {
        create: "Upload failed. Please try again.",
        edit: "Update failed. Please try again.",
        load: "Failed to load gallery data. Please try again.",
      },
      success: { create: "Gallery uploaded successfully!", edit: "Gallery updated successfully!", shownIn: "form" },
      untitled: "this gallery item",
      // No category selector: filed under General (docs/product.md §3).
      keeps: { category: DEFAULT_GALLERY_CATEGORY },
      parts: [
        { field: "title", widget: "text" },
        { field: "description", widget: "textarea", rows: 3 },
        {
          field: "images",
          widget: "photos",
          label: "Gallery images",
          hint: "PNG, JPG, GIF up to 10MB",
          headings: { stored: "Current images", queued: "New images" },
          clearAll: true,
          keepAsJson: true,
        },
      ],
    },
    list: {
      title: "Manage Gallery",
      nouns: { one: "gallery item", many: "gallery items" },
      addLabel: "Add New Images",
      empty: "No gallery images found.",
      search: { label: "Search gallery items", placeholder: "Search by title or description" },
      loadFailure: "Failed to load gallery images. Please try again.",
      remove: {
        confirm: "Are you sure you want to delete this gallery item?",
        failure: "Failed to delete gallery item. Please try again.",
      },
      // docs/product.md §2: the title, or 'Gallery Item' and the first six characters of the id.
      untitled: "Gallery Item",
      rows: { layout: "tiles", thumbnail: "images", count: { one: "image", many: "images" } },
    },
  },
});
