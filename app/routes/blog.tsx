import type { ReactNode } from "react";
import { useLocation, useRevalidator, useSearchParams } from "react-router";
import { DEFAULT_BLOG_CATEGORY } from "../../domain/categories";
import { FeaturedArticle } from "../components/blog/featured-article";
import { LatestArticles } from "../components/blog/latest-articles";
import type { BlogListItem } from "../components/blog/types";
import { PageHero } from "../components/sections/page-hero";
import { Button } from "../components/ui/button";
import { GeneralErrorBoundary } from "../components/ui/error-boundary";
import { ErrorBox, Spinner } from "../components/ui/states";
import { imageInfos, loadOrFail } from "../lib/loaders";
import { getSiteFromMatches } from "../lib/route-site";
import { pageMeta } from "../lib/seo";
import { usePageLoading } from "../lib/use-page-loading";
import type { Route } from "./+types/blog";

export async function loader({ context }: Route.LoaderArgs) {
  return loadOrFail("blogs", async () => {
    const blogs: BlogListItem[] = (await context.content.blogs.list()).map((blog) => ({
      _id: blog._id,
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
    return { blogs, infos };
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
  const { blogs, infos } = loaderData;
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const loading = usePageLoading((pathname) => pathname === "/blog");
  // The newest post is the featured one (lists are newest first).
  const featured = blogs[0];

  let body;
  if (loading) body = <Spinner label="Loading articles…" />;
  else
    body = (
      <>
        {featured ? <FeaturedArticle blog={featured} info={featured.image ? infos[featured.image] : undefined} /> : null}
        <LatestArticles
          // A link to /blog?category=… from elsewhere starts the filters afresh.
          key={search}
          blogs={blogs}
          infos={infos}
          initialQuery={searchParams.get("q") ?? ""}
          initialCategory={searchParams.get("category")?.trim() ?? ""}
        />
      </>
    );

  return <BlogPageShell>{body}</BlogPageShell>;
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
  const revalidator = useRevalidator();
  return (
    <GeneralErrorBoundary
      failed={
        <BlogPageShell>
          <div className="px-4">
            <ErrorBox
              message="Failed to load blogs. Please try again."
              action={<Button onClick={() => void revalidator.revalidate()}>Try Again</Button>}
            />
          </div>
        </BlogPageShell>
      }
    />
  );
}
