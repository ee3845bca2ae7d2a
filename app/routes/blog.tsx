import { data, useLocation, useRevalidator, useSearchParams } from "react-router";
import { DEFAULT_BLOG_CATEGORY } from "../../domain/categories";
import type { ImageInfo } from "../../domain/entities";
import { FeaturedArticle } from "../components/blog/featured-article";
import { LatestArticles } from "../components/blog/latest-articles";
import type { BlogListItem } from "../components/blog/types";
import { PageHero } from "../components/sections/page-hero";
import { ErrorBox, Spinner } from "../components/ui/states";
import { withPlaceholders } from "../lib/images";
import { getSiteFromMatches } from "../lib/route-site";
import { pageMeta } from "../lib/seo";
import { usePageLoading } from "../lib/use-page-loading";
import type { Route } from "./+types/blog";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const blogs: BlogListItem[] = (await context.services.blogs.list()).map((blog) => ({
      _id: blog._id,
      title: blog.title,
      content: blog.content,
      author: blog.author,
      category: blog.category.trim() || DEFAULT_BLOG_CATEGORY,
      image: blog.images[0] ?? null,
      createdAt: blog.createdAt,
    }));
    const images = blogs.map((b) => b.image);
    const infos: Record<string, ImageInfo> = withPlaceholders(await context.services.media.info(images), images);
    return { failed: false, blogs, infos };
  } catch (error) {
    console.error("Failed to load blogs", error);
    return data({ failed: true, blogs: [] as BlogListItem[], infos: {} as Record<string, ImageInfo> }, { status: 500 });
  }
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
  const { failed, blogs, infos } = loaderData;
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const loading = usePageLoading((pathname) => pathname === "/blog");
  const revalidator = useRevalidator();
  // The newest post is the featured one (lists are newest first).
  const featured = blogs[0];

  let body;
  if (loading) body = <Spinner label="Loading articles…" />;
  else if (failed)
    body = (
      <div className="px-4">
        <ErrorBox
          message="Failed to load blogs. Please try again."
          action={
            <button
              type="button"
              onClick={() => void revalidator.revalidate()}
              className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white transition hover:bg-brand-800"
            >
              Try Again
            </button>
          }
        />
      </div>
    );
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

  return (
    <main>
      <PageHero title="Our Blog" subtitle="Insights, News & Construction Tips" />
      {body}
    </main>
  );
}
