import Search from "lucide-react/icons/search";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import type { Blog, ImageInfo } from "../../../domain/entities";
import { localePath } from "../../../domain/locales";
import { BLOG_PAGE_SIZE, blogListPath, type BlogFilter } from "../../../domain/blog-list";
import { useLocale } from "../../i18n/locale";
import type { Locale } from "../../../domain/locales";
import * as m from "../../i18n/messages";
import { fetchPublicList } from "../../lib/public-list";
import { scrollToElement } from "../../lib/motion";
import { CategoryFilter } from "../projects/category-filter";
import { EmptyState } from "../ui/states";
import { BlogCard } from "./blog-card";
import { blogCategoryText, blogListItem, type BlogListItem } from "./types";
import { Button, buttonClass } from "../ui/button";
import { island } from "../../islands/island";

export interface LatestArticlesProps {
  /** The matching posts shown: the first pages of them. */
  blogs: BlogListItem[];
  /** How many posts match the filter in all. */
  total: number;
  /** The categories of every post (docs/product.md §2: 'All' plus these). */
  categories: string[];
  infos: Record<string, ImageInfo>;
  /** The filter from the query string: what a visitor without JavaScript submitted. */
  filter: BlogFilter;
  /** Prefix of the section's ids, unique in the page. */
  id: string;
}

/** How long typing rests before the search asks the server. */
const SEARCH_DELAY_MS = 250;

/** The matching posts from `offset`, as many as a page holds, and how many match in all. */
async function fetchArticles(locale: Locale, filter: BlogFilter, offset: number, limit = BLOG_PAGE_SIZE, signal?: AbortSignal) {
  const query = new URLSearchParams(blogListPath(filter).split("?")[1] ?? "");
  query.set("offset", String(offset));
  query.set("limit", String(limit));
  const { blogs, total } = await fetchPublicList<{ blogs: Blog[]; total: number }>("blogs", locale, query, signal);
  return { blogs: blogs.map(blogListItem), total };
}

/**
 * 'Latest Articles' (docs/product.md §2 Blog list): a search over titles and content, category buttons, the
 * card grid and "Load more". The search and the buttons are GET forms and "Load more" a link to
 * the next page, so the list works without JavaScript; with it (an island) a search or a category
 * asks the server for the first page of every matching post, and "Load more" adds the next page.
 */
export function LatestArticles({ blogs: initial, total: initialTotal, categories, infos, filter: initialFilter, id }: LatestArticlesProps) {
  const locale = useLocale();
  const listPath = (filter: BlogFilter, page?: number) => localePath(locale, blogListPath(filter, page));
  const [query, setQuery] = useState(initialFilter.query);
  const [category, setCategory] = useState(initialFilter.category);
  const [items, setItems] = useState(initial);
  const [total, setTotal] = useState(initialTotal);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The filter the cards are for: a ref for the effect that compares, state for the links drawn.
  const shown = useRef<BlogFilter>(initialFilter);
  const [shownFilter, setShownFilter] = useState<BlogFilter>(initialFilter);
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLElement>(null);
  const cardsRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const headingId = `${id}-heading`;
  const searchId = `${id}-search`;

  // The island hydrates after the first paint: words typed before it did are in the box but not yet
  // in the state. Take them over once, so the list shows what the box says.
  useEffect(() => {
    const typed = searchRef.current?.value;
    if (typed !== undefined && typed !== initialFilter.query) setQuery(typed);
  }, [initialFilter.query]);

  // A new search or category: the first page of every matching post, once typing rests.
  useEffect(() => {
    const filter = { query, category };
    if (filter.query.trim() === shown.current.query.trim() && filter.category === shown.current.category) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      setFailed(false);
      fetchArticles(locale, filter, 0, BLOG_PAGE_SIZE, controller.signal).then(
        (found) => {
          shown.current = filter;
          setShownFilter(filter);
          setItems(found.blogs);
          setTotal(found.total);
          setBusy(false);
          window.history.replaceState(null, "", localePath(locale, blogListPath(filter)));
        },
        () => {
          if (controller.signal.aborted) return;
          setFailed(true);
          setBusy(false);
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, category, locale]);

  // After "Load more", the first new card's link takes the focus: a keyboard goes on from there.
  useEffect(() => {
    if (firstNew.current === null) return;
    cardsRef.current?.children[firstNew.current]?.querySelector<HTMLAnchorElement>("a[href]")?.focus({ preventScroll: true });
    firstNew.current = null;
  }, [items]);

  const selectCategory = (value: string) => {
    setCategory(value);
    scrollToElement(listRef.current);
  };
  const clearFilters = () => {
    setCategory("");
    setQuery("");
  };
  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const found = await fetchArticles(locale, shown.current, items.length);
      firstNew.current = items.length;
      const next = [...items, ...found.blogs];
      setItems(next);
      setTotal(found.total);
      window.history.replaceState(null, "", listPath(shown.current, Math.ceil(next.length / BLOG_PAGE_SIZE)));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const options = [
    { value: "", label: m.blogCategoryAll(locale) },
    ...categories.map((c) => ({ value: c, label: blogCategoryText(locale, c) })),
  ];
  const nextPage = Math.ceil(items.length / BLOG_PAGE_SIZE) + 1;

  return (
    <section ref={listRef} aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id={headingId} className="font-display text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
        {m.blogLatestArticles(locale)}
      </h2>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <form
          method="get"
          action={localePath(locale, "/blog")}
          role="search"
          onSubmit={(event) => event.preventDefault()}
          className="relative w-full lg:max-w-sm"
        >
          <label htmlFor={searchId} className="sr-only">
            {m.blogSearchLabel(locale)}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={m.blogSearchPlaceholder(locale)}
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-ink placeholder:text-slate-500 focus:border-focus"
          />
          {category ? <input type="hidden" name="category" value={category} /> : null}
        </form>
        <CategoryFilter
          label={m.blogFilterLabel(locale)}
          action={localePath(locale, "/blog")}
          options={options}
          selected={category}
          onSelect={selectCategory}
          keep={{ q: query }}
        />
      </div>

      {failed ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {m.blogLoadError(locale)}
        </p>
      ) : null}
      <div className="mt-8">
        {items.length === 0 ? (
          <EmptyState
            title={m.blogNoneFound(locale)}
            message={m.blogNoneMatch(locale)}
            action={
              <form method="get" action={localePath(locale, "/blog")}>
                <Button
                  type="submit"
                  onClick={(event) => {
                    event.preventDefault();
                    clearFilters();
                  }}
                >
                  {m.blogClearFilters(locale)}
                </Button>
              </form>
            }
          />
        ) : (
          <>
            {/* Cards out of view are rendered only when scrolled near, as on /projects. */}
            <ul ref={cardsRef} aria-busy={busy} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((blog, index) => (
                <li key={blog._id} id={`article-${index}`} className="[contain-intrinsic-height:auto_28rem] [content-visibility:auto]">
                  <BlogCard blog={blog} info={blog.image ? infos[blog.image] : undefined} />
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-col items-center gap-3">
              <p aria-live="polite" className="text-sm text-slate-600">
                {total === 1
                  ? m.blogShowingOne(locale, { shown: items.length, total })
                  : m.blogShowingMany(locale, { shown: items.length, total })}
              </p>
              {items.length < total ? (
                <a
                  href={`${listPath(shownFilter, nextPage)}#article-${items.length}`}
                  onClick={(event) => void loadMore(event)}
                  aria-disabled={busy || undefined}
                  className={buttonClass({ variant: "outline" })}
                >
                  {busy ? m.blogLoading(locale) : m.blogLoadMore(locale)}
                </a>
              ) : null}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * Hydrated at the visitor's first tap, key or focus on it, so a phone reading the list loads no
 * framework; the tap that starts it is played again and words typed meanwhile are kept.
 */
export const LatestArticlesIsland = island("articles", LatestArticles, { load: "interaction" });

export default LatestArticles;
