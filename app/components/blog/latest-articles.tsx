import Search from "lucide-react/icons/search";
import { useEffect, useRef, useState } from "react";
import type { ImageInfo } from "../../../domain/entities";
import { blogCategoryLabel } from "../../../domain/categories";
import { listCategories, matchesCategory, matchesSearch } from "../../../domain/filters";
import { scrollToElement } from "../../lib/motion";
import { CategoryFilter } from "../projects/category-filter";
import { EmptyState } from "../ui/states";
import { BlogCard } from "./blog-card";
import type { BlogListItem } from "./types";
import { Button } from "../ui/button";
import { island } from "../../islands/island";

export interface LatestArticlesProps {
  blogs: BlogListItem[];
  infos: Record<string, ImageInfo>;
  /** The filters from the query string: what a visitor without JavaScript submitted. */
  initialQuery: string;
  initialCategory: string;
  /** Prefix of the section's ids, unique in the page. */
  id: string;
}

export function filterArticles(blogs: BlogListItem[], query: string, category: string): BlogListItem[] {
  return blogs.filter((blog) => matchesCategory(blog.category, category) && matchesSearch([blog.title, blog.content], query));
}

/**
 * 'Latest Articles' (SPEC §2 Blog list): a search over titles and content, category buttons and
 * the card grid. Both are GET forms, so they work without JavaScript; with it (an island) they
 * filter at once.
 */
export function LatestArticles({ blogs, infos, initialQuery, initialCategory, id }: LatestArticlesProps) {
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(initialCategory);
  const listRef = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const headingId = `${id}-heading`;
  const searchId = `${id}-search`;

  // The island hydrates after the first paint: words typed before it did are in the box but not yet
  // in the state. Take them over once, so the list shows what the box says.
  useEffect(() => {
    const typed = searchRef.current?.value;
    if (typed !== undefined && typed !== initialQuery) setQuery(typed);
  }, [initialQuery]);

  const selectCategory = (value: string) => {
    setCategory(value);
    scrollToElement(listRef.current);
  };
  const clearFilters = () => {
    setCategory("");
    setQuery("");
  };
  const options = [{ value: "", label: "All" }, ...listCategories(blogs).map((c) => ({ value: c, label: blogCategoryLabel(c) }))];
  const visible = filterArticles(blogs, query, category);

  return (
    <section ref={listRef} aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        Latest Articles
      </h2>
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <form
          method="get"
          action="/blog"
          role="search"
          onSubmit={(event) => event.preventDefault()}
          className="relative w-full lg:max-w-sm"
        >
          <label htmlFor={searchId} className="sr-only">
            Search articles
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search articles..."
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-ink placeholder:text-slate-500 focus:border-focus"
          />
          {category ? <input type="hidden" name="category" value={category} /> : null}
        </form>
        <CategoryFilter
          label="Filter articles by category"
          action="/blog"
          options={options}
          selected={category}
          onSelect={selectCategory}
          keep={{ q: query }}
        />
      </div>

      <div className="mt-8">
        {visible.length === 0 ? (
          <EmptyState
            title="No articles found"
            message="No articles match your current filters."
            action={
              <form method="get" action="/blog">
                <Button
                  type="submit"
                  onClick={(event) => {
                    event.preventDefault();
                    clearFilters();
                  }}
                >
                  Clear Filters
                </Button>
              </form>
            }
          />
        ) : (
          // Cards out of view are rendered only when scrolled near, as on /projects.
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((blog) => (
              <li key={blog._id} className="[contain-intrinsic-height:auto_28rem] [content-visibility:auto]">
                <BlogCard blog={blog} info={blog.image ? infos[blog.image] : undefined} />
              </li>
            ))}
          </ul>
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
