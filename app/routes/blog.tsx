import type { ReactNode } from "react";
import { DEFAULT_BLOG_CATEGORY } from "../../domain/categories";
import { FeaturedArticle } from "../components/blog/featured-article";
import { LatestArticlesIsland } from "../components/blog/latest-articles";
import type { BlogListItem } from "../components/blog/types";
import { PageHero } from "../components/sections/page-hero";
import { buttonClass } from "../components/ui/button";
import { GeneralErrorBoundary } from "../components/ui/error-boundary";
import { ErrorBox } from "../components/ui/states";
import { imageInfos, loadOrFail } from "../lib/loaders";
import { getSiteFromMatches } from "../lib/route-site";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/blog";

export async function loader({ context, request }: Route.LoaderArgs) {
  // The filters a visitor without JavaScript submitted (GET forms), or a link to a category.
  const search = new URL(request.url).searchParams;
  const query = search.get("q") ?? "";
  const category = search.get("category")?.trim() ?? "";
  return loadOrFail("blogs", async () => {
    const blogs: BlogListItem[] = (await context.content.blogs.list()).map((blog) => ({
      _id: blog._id,
      slug: blog.slug,
      title: blog.title,
      content: blog.content,
      author: blog.author,
      category: blog.category.trim() || DEFAULT_BLOG_CATEGORY,
      image: blog.images[0] ?? null,
      createdAt: blog.createdAt,
    }));
    const infos = await imageInfos(
      context.content,
      blogs.map((b) => b.image),
    );
    return { blogs, infos, query, category };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    ...getSiteFromMatches(matches),
    title: "Blog",
    description:
      "Insights, news and construction tips from our builders in Thiruvananthapuram: planning, costs, materials, renovation and design.",
    path: "/blog",
    image: loaderData?.blogs[0]?.image,
  });
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { blogs, infos, query, category } = loaderData;
  // The newest post is the featured one (lists are newest first).
  const featured = blogs[0];
  return (
    <BlogPageShell>
      {featured ? <FeaturedArticle blog={featured} info={featured.image ? infos[featured.image] : undefined} /> : null}
      <LatestArticlesIsland blogs={blogs} infos={infos} initialQuery={query} initialCategory={category} id="articles" />
    </BlogPageShell>
  );
}

function BlogPageShell({ children }: { children: ReactNode }) {
  return (
    <main>
      <PageHero title="Our Blog" subtitle="Insights, News & Construction Tips" />
      {children}
    </main>
  );
}

/** SPEC §2, §8: an 'Error' box with the message, and 'Try Again', which loads the posts again. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      failed={
        <BlogPageShell>
          <div className="px-4">
            <ErrorBox
              message="Failed to load blogs. Please try again."
              action={
                <a href="/blog" className={buttonClass()}>
                  Try Again
                </a>
              }
            />
          </div>
        </BlogPageShell>
      }
    />
  );
}
