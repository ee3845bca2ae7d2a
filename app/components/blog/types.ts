import { blogCategoryLabel, DEFAULT_BLOG_CATEGORY, type BlogCategory } from "../../../domain/categories";
import { LIST_TEXT_MAX } from "../../../domain/blog-list";
import type { Blog } from "../../../domain/entities";
import type { Locale } from "../../../domain/locales";
import * as m from "../../i18n/messages";
import { langOf } from "../../i18n/content";

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
  /** The title's language where it is not the page's: English, not yet translated (docs/product.md §11). */
  titleLang?: string;
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
    ...(langOf(blog, "title") ? { titleLang: langOf(blog, "title") } : {}),
  };
}

/** The words of the fixed blog categories in each language; the value in addresses stays English. */
const CATEGORY_TEXT: Record<BlogCategory, (locale: Locale) => string> = {
  General: (locale) => m.blogCategoryGeneral(locale),
  Construction: (locale) => m.blogCategoryConstruction(locale),
  Renovation: (locale) => m.blogCategoryRenovation(locale),
  Design: (locale) => m.blogCategoryDesign(locale),
  Architecture: (locale) => m.blogCategoryArchitecture(locale),
  Tips: (locale) => m.blogCategoryTips(locale),
};

/** A post's category as a visitor reads it: a fixed one in the page's language, any other as the company wrote it. */
export function blogCategoryText(locale: Locale, category: string): string {
  return Object.hasOwn(CATEGORY_TEXT, category) ? CATEGORY_TEXT[category as BlogCategory](locale) : blogCategoryLabel(category);
}
