import type { ReactNode } from "react";
import { FeaturedArticle } from "../components/blog/featured-article";
import { LatestArticlesIsland } from "../components/blog/articles.island";
import { blogListItem } from "../components/blog/types";
import { BLOG_PAGE_SIZE, parseBlogQuery } from "../../domain/blog-list";
import { localePath } from "../../domain/locales";
import { PageHero } from "../components/sections/page-hero";
import { buttonClass } from "../components/ui/button";
import { GeneralErrorBoundary } from "../components/ui/error-boundary";
import { ErrorBox } from "../components/ui/states";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { imageInfos, loadOrFail } from "../lib/loaders";
import { getSiteFromMatches } from "../lib/route-site";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/blog";

export async function loader({ context, request }: Route.LoaderArgs) {
  // The filters a visitor without JavaScript submitted (GET forms), a link to a category, and how
  // many pages "Load more" has shown (issue #17: the list is paged on the server).
  const { page, ...filter } = parseBlogQuery(new URL(request.url).searchParams);
  return loadOrFail("blogs", async () => {
    // Searched, filtered and cut in SQL: a search finds any post, however many there are.
    const { blogs: reader } = context.content;
    const filtered = filter.query.trim() !== "" || filter.category !== "";
    const [found, newest, categories] = await Promise.all([
      reader.page({ ...filter, offset: 0, limit: page * BLOG_PAGE_SIZE }),
      filtered ? reader.page({ offset: 0, limit: 1 }) : null,
      reader.categories(),
    ]);
    const blogs = found.items.map(blogListItem);
    // The newest post is the featured one (lists are newest first), whatever the filter.
    const first = (newest ?? found).items[0];
    const featured = first ? blogListItem(first) : null;
    const infos = await imageInfos(context.content, [featured?.image, ...blogs.map((b) => b.image)]);
    return { blogs, featured, total: found.total, categories, infos, filter };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = getSiteFromMatches(matches);
  return pageMeta({
    ...site,
    title: m.blogName(site.locale),
    description: m.blogMetaDescription(site.locale),
    path: "/blog",
    image: loaderData?.featured?.image,
  });
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { blogs, featured, total, categories, infos, filter } = loaderData;
  return (
    <BlogPageShell>
      {featured ? <FeaturedArticle blog={featured} info={featured.image ? infos[featured.image] : undefined} /> : null}
      <LatestArticlesIsland blogs={blogs} total={total} categories={categories} infos={infos} filter={filter} id="articles" />
    </BlogPageShell>
  );
}

function BlogPageShell({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <main>
      <PageHero title={m.blogHeroTitle(locale)} subtitle={m.blogHeroSubtitle(locale)} />
      {children}
    </main>
  );
}

/** docs/product.md §2, §8: an 'Error' box with the message, and 'Try Again', which loads the posts again. */
export function ErrorBoundary() {
  const locale = useLocale();
  return (
    <GeneralErrorBoundary
      failed={
        <BlogPageShell>
          <div className="px-4">
            <ErrorBox
              message={m.blogLoadError(locale)}
              action={
                <a href={localePath(locale, "/blog")} className={buttonClass()}>
                  {m.blogTryAgain(locale)}
                </a>
              }
            />
          </div>
        </BlogPageShell>
      }
    />
  );
}
