import { DEFAULT_BLOG_CATEGORY } from "../../../domain/categories";
import { LIST_TEXT_MAX } from "../../../domain/blog-list";
import type { Blog } from "../../../domain/entities";

/** A blog post as the list page needs it: the start of its text (the search runs on the server). */
export interface BlogListItem {
  _id: string;
  slug: string;
  title: string;
  content: string;
  author: string;
  category: string;
  image: string | null;
  createdAt: string;
}

/** A post in the detail page's sidebar. */
export interface BlogLink {
  _id: string;
  slug: string;
  title: string;
  image: string | null;
  createdAt: string;
}

/** What a card of the list needs of a post: no more than the start of its text. */
export function blogListItem(blog: Blog): BlogListItem {
  return {
    _id: blog._id,
    slug: blog.slug,
    title: blog.title,
    content: blog.content.slice(0, LIST_TEXT_MAX),
    author: blog.author,
    category: blog.category.trim() || DEFAULT_BLOG_CATEGORY,
    image: blog.images[0] ?? null,
    createdAt: blog.createdAt,
  };
}
