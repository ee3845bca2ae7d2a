import ArrowRight from "lucide-react/icons/arrow-right";
import Calendar from "lucide-react/icons/calendar";
import { articlePath } from "../../../domain/slugs";
import Folder from "lucide-react/icons/folder";
import { useId } from "react";
import { Link } from "react-router";
import type { ImageInfo } from "../../../domain/entities";
import { localePath, type Locale } from "../../../domain/locales";
import { normalizeCategory } from "../../../domain/filters";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { formatLongDate } from "../../lib/dates";
import { SLOT_SIZES } from "../../lib/images";
import { ResponsiveImage } from "../ui/responsive-image";
import { ArticlePlaceholder } from "./article-placeholder";
import { blogCategoryText, type BlogLink } from "./types";

const CARD = "rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70";

function OtherArticles({ others, infos }: { others: BlogLink[]; infos: Record<string, ImageInfo> }) {
  const headingId = useId();
  const locale = useLocale();
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight text-ink">
        {m.blogOtherArticles(locale)}
      </h2>
      {others.length === 0 ? (
        <p className="mt-4 text-slate-600">{m.blogNoOthers(locale)}</p>
      ) : (
        <ul className="mt-5 space-y-4">
          {others.map((blog) => (
            <li key={blog._id}>
              <Link discover="none" to={localePath(locale, articlePath(blog))} className="group flex items-center gap-4 rounded-lg">
                <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                  {blog.image ? (
                    <ResponsiveImage
                      name={blog.image}
                      alt=""
                      info={infos[blog.image]}
                      sizes={SLOT_SIZES.thumbnail}
                      className="size-full object-cover"
                    />
                  ) : (
                    <ArticlePlaceholder className="size-full [&>svg]:size-6" />
                  )}
                </div>
                <div className="min-w-0">
                  <p className="leading-snug font-semibold text-ink group-hover:text-brand-700">{blog.title}</p>
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                    <Calendar aria-hidden="true" className="size-4" />
                    <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt, locale)}</time>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        discover="none"
        to={localePath(locale, "/blog")}
        className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-lg border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-700 transition hover:bg-brand-700 hover:text-white"
      >
        {m.blogViewAll(locale)}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

/**
 * The fixed list (All, the article's own category, then Construction, Design and Tips); after
 * them every other category that has a post (General too), in the order of /blog's filter.
 */
function listCategoryLinks(locale: Locale, category: string, categories: readonly string[]): Array<{ label: string; to: string }> {
  const links = [{ label: m.blogCategoryAll(locale), to: localePath(locale, "/blog") }];
  const seen = new Set<string>();
  for (const value of [category, "Construction", "Design", "Tips", ...categories]) {
    const key = normalizeCategory(value);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    links.push({
      label: blogCategoryText(locale, value.trim()),
      to: localePath(locale, `/blog?category=${encodeURIComponent(value.trim())}`),
    });
  }
  return links;
}

function Categories({ category, categories }: { category: string; categories: readonly string[] }) {
  const headingId = useId();
  const locale = useLocale();
  return (
    <nav aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight text-ink">
        {m.blogCategories(locale)}
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {listCategoryLinks(locale, category, categories).map((link) => (
          <li key={link.to}>
            <Link discover="none" to={link.to} className="flex items-center gap-2 py-2.5 font-medium text-slate-700 hover:text-brand-700">
              <Folder aria-hidden="true" className="size-4 text-slate-500" />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function BlogSidebar({
  others,
  infos,
  category,
  categories,
}: {
  others: BlogLink[];
  infos: Record<string, ImageInfo>;
  category: string;
  /** Every category that has a post. */
  categories: readonly string[];
}) {
  const locale = useLocale();
  return (
    <aside aria-label={m.blogMoreArticles(locale)} className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      <OtherArticles others={others} infos={infos} />
      <Categories category={category} categories={categories} />
    </aside>
  );
}
