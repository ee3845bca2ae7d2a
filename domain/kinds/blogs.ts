/** Blog posts (docs/product.md §3): articles with tags and photos. */
import { DEFAULT_BLOG_CATEGORY } from "../categories";
import { ITEM_VERSIONS, TRASH_DAYS } from "../publishing";
import { blogCreateSchema, blogUpdateSchema } from "../schemas";
import { articlePath } from "../slugs";
import { EDITORS_WRITE, defineKind } from "./types";
import { BLOG_CATEGORY_LABELS } from "../categories";

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
  access: EDITORS_WRITE,
  previewPath: (item, token) => `${articlePath({ slug: item.slug ?? item._id })}?preview=${token}`,
  sitePath: (item) => articlePath({ slug: item.slug ?? item._id }),
  admin: {
    paths: { manage: "/manage-blogs", add: "/addblogs", edit: "/edit-blog/" },
    form: {
      titles: { create: "Create New Blog Post", edit: "Edit Blog Post" },
      // docs/product.md §2's "Publish Blog Post", unless the post is kept as a draft or scheduled.
      submit: { create: { published: "Publish Blog Post", draft: "Save Draft", scheduled: "Schedule Post" }, edit: "Update Blog Post" },
      busy: { create: "Publishing...", edit: "Updating..." },
      failure: {
        create: "Failed to add blog. Please try again.",
        edit: "Failed to update blog. Please try again.",
        load: "Failed to load blog. Please try again.",
      },
      success: { create: "Blog post created successfully!", edit: "Blog post updated successfully!", shownIn: "list" },
      parts: [
        { field: "title", widget: "text", required: true },
        { field: "slug", widget: "slug", base: "/blog/" },
        { field: "content", widget: "textarea", rows: 4, required: true },
        {
          side: [
            { field: "author", widget: "text", required: true, autoComplete: "name" },
            { field: "category", widget: "select", options: BLOG_CATEGORY_LABELS, initial: DEFAULT_BLOG_CATEGORY },
          ],
        },
        { field: "tags", widget: "text", hint: "Separate tags with commas, e.g. renovation, kerala homes" },
        {
          field: "images",
          widget: "photos",
          hint: "PNG, JPG, GIF up to 10MB",
          headings: { stored: "Current images", queued: "New images" },
          clearAll: true,
        },
      ],
    },
    list: {
      title: "Manage Blogs",
      nouns: { one: "blog post", many: "blog posts" },
      addLabel: "Add New Blog",
      empty: "No blog posts found. Add your first blog post!",
      search: { label: "Search blog posts", placeholder: "Search by title, text or author" },
      loadFailure: "Failed to load blogs. Please try again.",
      remove: { confirm: "Are you sure you want to delete this blog post?", failure: "Failed to delete blog post. Please try again." },
      rows: {
        layout: "cards",
        thumbnail: "images",
        snippet: { field: "content", phone: 40, desk: 60 },
        category: { labels: BLOG_CATEGORY_LABELS, shown: "badge", empty: "Uncategorized" },
      },
    },
  },
});
