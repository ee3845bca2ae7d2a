import Tag from "lucide-react/icons/tag";
import { data, isRouteErrorResponse } from "react-router";
import { DEFAULT_BLOG_CATEGORY } from "../../domain/categories";
import { localeOfPath, localePath } from "../../domain/locales";
import { AuthorBox } from "../components/blog/author-box";
import { BlogSidebar } from "../components/blog/blog-sidebar";
import { blogCategoryText, type BlogLink } from "../components/blog/types";
import { CaptionedGallery } from "../components/projects/captioned-gallery";
import { DetailError } from "../components/projects/detail-error";
import { ShareLinks } from "../components/projects/share-links";
import { ArticleByline } from "../components/blog/article-byline";
import { CtaBanner } from "../components/sections/cta-banner";
import { PageHero } from "../components/sections/page-hero";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { SLOT_SIZES } from "../lib/images";
import { imageInfos, loadOrFail, movedTo, previewHeaders, previewToken } from "../lib/loaders";
import { PreviewBanner } from "../components/ui/preview-banner";
import { articlePath, pathsInLanguages } from "../../domain/slugs";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { splitParagraphs } from "../lib/paragraphs";
import { getSiteFromMatches } from "../lib/route-site";
import { absoluteImage, breadcrumbJsonLd, excerpt, pageMeta } from "../lib/seo";
import { langOf, UntranslatedNote } from "../components/ui/content-language";
import type { Route } from "./+types/blog-detail";

/** docs/product.md §9: other items on a detail page. */
const OTHER_COUNT = 3;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const token = previewToken(request);
  return loadOrFail("blog", async () => {
    const { content } = context;
    const found = token === null ? await content.blogs.get(params.id) : await content.blogs.preview(params.id, token);
    // An id URL (docs/product.md §2) or a slug the post had before: 301 to its URL now, in the page's language.
    if (params.id !== found.slug) throw movedTo(request, localePath(localeOfPath(new URL(request.url).pathname), articlePath(found)));
    // The newest others (one more than shown, in case this post is among them), and every category
    // that has a post, as /blog's filter lists them.
    const [newest, categories] = await Promise.all([content.blogs.page({ offset: 0, limit: OTHER_COUNT + 1 }), content.blogs.categories()]);
    const others: BlogLink[] = newest.items
      .filter((b) => b._id !== found._id)
      .slice(0, OTHER_COUNT)
      .map((b) => ({ _id: b._id, slug: b.slug, title: b.title, image: b.images[0] ?? null, createdAt: b.createdAt }));
    const blog = {
      _id: found._id,
      slug: found.slug,
      title: found.title,
      content: found.content,
      author: found.author,
      category: found.category.trim() || DEFAULT_BLOG_CATEGORY,
      tags: found.tags,
      images: found.images,
      imageAlts: found.imageAlts,
      createdAt: found.createdAt,
      updatedAt: found.updatedAt,
      status: found.status,
      publishAt: found.publishAt,
      language: found.language,
    };
    // Every photo of the page keeps its blurred placeholder: there are a few dozen at most.
    const infos = await imageInfos(content, [...found.images, ...others.map((b) => b.image)], Infinity);
    return data(
      // The post's page in each language, for the language switcher.
      { blog, others, categories, infos, preview: token !== null, languagePaths: pathsInLanguages(found, articlePath) },
      { headers: previewHeaders(request, token, { kind: "blogs", id: found._id }) },
    );
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const site = getSiteFromMatches(matches);
  const { locale } = site;
  const blog = loaderData?.blog;
  if (!blog) {
    return [
      ...pageMeta({
        ...site,
        title: m.blogNotFound(locale),
        description: m.blogNotFoundDescription(locale),
        path: `/blog/${params.id}`,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const path = articlePath(blog);
  const posting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: blog.title,
    datePublished: blog.createdAt,
    dateModified: blog.updatedAt,
    author: { "@type": "Person", name: blog.author },
    publisher: { "@type": "Organization", name: site.siteName },
    mainEntityOfPage: `${site.siteUrl}${localePath(locale, path)}`,
    articleSection: blog.category,
    keywords: blog.tags.join(", ") || undefined,
    image: blog.images.map((name) => absoluteImage(site.siteUrl, name)),
  };
  const noindex = loaderData.preview ? [{ name: "robots", content: "noindex" }] : [];
  return [
    ...pageMeta({
      ...site,
      title: blog.title,
      description: excerpt(blog.content),
      path,
      // Its alternates: the languages it is written in (docs/product.md §11).
      languages: blog.language?.languages,
      paths: pathsInLanguages(blog, articlePath),
      type: "article",
      image: blog.images[0],
      jsonLd: [
        posting,
        breadcrumbJsonLd(site.siteUrl, [
          { name: m.blogBreadcrumbHome(locale), path: localePath(locale, "/") },
          { name: m.blogName(locale), path: localePath(locale, "/blog") },
          { name: blog.title, path: localePath(locale, path) },
        ]),
      ],
    }),
    ...noindex,
  ];
}

export default function BlogDetailPage({ loaderData }: Route.ComponentProps) {
  const { blog, others, categories, infos, preview } = loaderData;
  const locale = useLocale();
  const cover = blog.images[0];
  return (
    <main>
      {preview ? <PreviewBanner item={blog} /> : null}
      <PageHero title={blog.title}>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-200">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1.5 font-semibold text-white">
            <Tag aria-hidden="true" className="size-4" />
            {blogCategoryText(locale, blog.category)}
          </span>
          <ArticleByline author={blog.author} createdAt={blog.createdAt} />
        </div>
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-3">
        <article className="min-w-0 space-y-8 lg:col-span-2">
          {cover ? (
            <ResponsiveImage
              name={cover}
              alt={blog.imageAlts[cover] || blog.title}
              info={infos[cover]}
              sizes={SLOT_SIZES.detail}
              priority
              className="aspect-[16/10] w-full rounded-card object-cover shadow-card"
            />
          ) : null}
          {blog.tags.length > 0 ? (
            <ul aria-label={m.blogTags(locale)} className="flex flex-wrap gap-2">
              {blog.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
          <UntranslatedNote item={blog} />
          <div lang={langOf(blog, "content")} className="space-y-5 text-lg leading-relaxed text-slate-800">
            {splitParagraphs(blog.content).map((text, i) => (
              <p key={i} className="whitespace-pre-line">
                {text}
              </p>
            ))}
          </div>
          <AuthorBox author={blog.author} />
          <ShareLinks heading={m.blogShare(locale)} title={blog.title} />
          {blog.images.length > 1 ? (
            <CaptionedGallery
              heading={m.blogGallery(locale)}
              title={blog.title}
              images={blog.images}
              alts={blog.imageAlts}
              infos={infos}
              sizes={SLOT_SIZES.detailGallery}
            />
          ) : null}
        </article>
        <BlogSidebar others={others} infos={infos} category={blog.category} categories={categories} />
      </div>
      <CtaBanner title={m.blogCtaTitle(locale)} text={m.blogCtaText(locale)} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <DetailError
      missing={missing}
      heading={missing ? m.blogNotFound(locale) : m.blogUnavailable(locale)}
      message={missing ? m.blogNotFoundText(locale) : m.blogArticleLoadError(locale)}
      backTo={localePath(locale, "/blog")}
      backLabel={m.blogBackToBlogs(locale)}
    />
  );
}
