import ArrowRight from "lucide-react/icons/arrow-right";
import type { ImageInfo } from "../../../domain/entities";
import { articlePath } from "../../../domain/slugs";
import { localePath } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { SLOT_SIZES } from "../../lib/images";
import { excerpt } from "../../lib/seo";
import { ResponsiveImage } from "../ui/responsive-image";
import { ArticleByline } from "./article-byline";
import { ArticlePlaceholder } from "./article-placeholder";
import { blogCategoryText, type BlogListItem } from "./types";

/** An article in the 'Latest Articles' grid; the whole card follows its 'Read More' link. */
export function BlogCard({ blog, info }: { blog: BlogListItem; info?: ImageInfo }) {
  const locale = useLocale();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70 transition hover:shadow-lift">
      <div className="aspect-[16/10] overflow-hidden bg-slate-100">
        {blog.image ? (
          <ResponsiveImage
            name={blog.image}
            alt=""
            info={info}
            sizes={SLOT_SIZES.card}
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <ArticlePlaceholder className="size-full" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          {blogCategoryText(locale, blog.category)}
        </p>
        <h3 lang={blog.titleLang} className="text-lg leading-snug font-semibold text-ink">
          {blog.title}
        </h3>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <ArticleByline author={blog.author} createdAt={blog.createdAt} />
        </p>
        {/* Short enough for three lines of a phone's card: it ends at a word, with an ellipsis. */}
        <p className="text-sm leading-relaxed text-slate-700">{excerpt(blog.content, 120)}</p>
        <a
          href={localePath(locale, articlePath(blog))}
          className="mt-auto inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-focus"
        >
          {m.blogReadMore(locale)}
          <span className="sr-only">{`: ${blog.title}`}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-1" />
        </a>
      </div>
    </article>
  );
}
