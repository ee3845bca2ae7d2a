/** Gallery items (docs/product.md §3): photos with a title, shown together on /gallery. */
import { MESSAGES } from "../messages";
import { ITEM_VERSIONS, TRASH_DAYS } from "../publishing";
import { galleryCreateSchema, galleryUpdateSchema } from "../schemas";
import { ADMIN_WRITES, defineKind } from "./types";

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
  access: ADMIN_WRITES,
  // A gallery item has no page of its own: /gallery shows it first, as it will look there.
  previewPath: (item, token) => `/gallery?preview=${token}&item=${item._id}`,
});
