/** Blog posts (docs/product.md §3): articles with tags and photos. */
import { DEFAULT_BLOG_CATEGORY } from "../categories";
import { ITEM_VERSIONS, TRASH_DAYS } from "../publishing";
import { blogCreateSchema, blogUpdateSchema } from "../schemas";
import { articlePath } from "../slugs";
import { ADMIN_WRITES, defineKind } from "./types";

export const blogs = defineKind({
  name: "blogs",
  one: "blog",
  notFound: "Blog post not found",
  deleted: "Blog post deleted",
  imagesTable: "blog_images",
  slug: { fallback: "article", usedBy: "Another post" },
  fields: {
    title: { type: "text", column: "title", label: "Title", translatable: true },
    content: { type: "text", column: "content", label: "Content", translatable: true },
    author: { type: "text", column: "author", label: "Author" },
    category: { type: "text", column: "category", label: "Category", emptyReadsAs: DEFAULT_BLOG_CATEGORY },
    tags: { type: "list", table: "blog_tags", owner: "blog_id", value: "tag", label: "Tags", translatable: true },
    images: { type: "photos", label: "Images", upload: "images", keep: "keepImages", translatable: true },
  },
  // The public search looks in titles and text (docs/product.md §2); the admin's finds an author too.
  search: { public: ["title", "content"], admin: ["title", "content", "author"] },
  defaultCategory: DEFAULT_BLOG_CATEGORY,
  schemas: { create: blogCreateSchema, update: blogUpdateSchema },
  api: { create: "/api/add-blog" },
  versions: ITEM_VERSIONS,
  trashDays: TRASH_DAYS,
  access: ADMIN_WRITES,
  previewPath: (item, token) => `${articlePath({ slug: item.slug ?? item._id })}?preview=${token}`,
});
