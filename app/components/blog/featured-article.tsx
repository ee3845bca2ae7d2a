import ArrowRight from "lucide-react/icons/arrow-right";
import { useId } from "react";
import { articlePath } from "../../../domain/slugs";
import { Link } from "react-router";
import type { ImageInfo } from "../../../domain/entities";
import { localePath } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { SLOT_SIZES } from "../../lib/images";
import { ResponsiveImage } from "../ui/responsive-image";
import { ArticlePlaceholder } from "./article-placeholder";
import { blogCategoryText, type BlogListItem } from "./types";

/** docs/product.md §9: the featured article shows the first 250 characters of its content. */
export const FEATURED_EXCERPT_CHARS = 250;

/** The first characters of a text, never more than `max` including the ellipsis. */
export function sliceExcerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The newest post, large, above the list. */
export function FeaturedArticle({ blog, info }: { blog: BlogListItem; info?: ImageInfo }) {
  const headingId = useId();
  const locale = useLocale();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16">
      <h2 id={headingId} className="font-display text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
        {m.blogFeatured(locale)}
      </h2>
      <article className="mt-6 grid overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70 lg:grid-cols-2">
        <div className="aspect-[16/10] bg-slate-100 lg:aspect-auto">
          {blog.image ? (
            <ResponsiveImage name={blog.image} alt="" info={info} sizes={SLOT_SIZES.featured} priority className="size-full object-cover" />
          ) : (
            <ArticlePlaceholder className="size-full min-h-56" />
          )}
        </div>
        <div className="flex flex-col gap-4 p-6 sm:p-10">
          <p className="self-start rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
            {blogCategoryText(locale, blog.category)}
          </p>
          <h3 className="text-2xl leading-tight font-bold text-ink">{blog.title}</h3>
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
            >
              {blog.author.trim().charAt(0).toUpperCase()}
            </span>
            <span className="font-medium text-slate-700">{blog.author}</span>
          </div>
          <p className="leading-relaxed text-slate-700">{sliceExcerpt(blog.content, FEATURED_EXCERPT_CHARS)}</p>
          <Link
            discover="none"
            to={localePath(locale, articlePath(blog))}
            className="mt-2 inline-flex items-center gap-2 self-start rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white transition hover:bg-brand-800"
          >
            {m.blogReadFull(locale)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </article>
    </section>
  );
}
