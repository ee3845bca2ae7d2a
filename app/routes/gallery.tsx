import type { ReactNode } from "react";
import { localeOfPath, localePath, type Locale } from "../../domain/locales";
import { GalleryGrid } from "../components/gallery/gallery-grid";
import { PageLightboxIsland } from "../components/gallery/lightbox.island";
import type { GalleryCollection } from "../components/gallery/types";
import { PageHero } from "../components/sections/page-hero";
import { buttonClass } from "../components/ui/button";
import { GeneralErrorBoundary } from "../components/ui/error-boundary";
import { EmptyState, ErrorBox } from "../components/ui/states";
import { imageInfos, loadOrFail, previewHeaders, previewToken } from "../lib/loaders";
import { PreviewBanner } from "../components/ui/preview-banner";
import { data } from "react-router";
import { pageNumber } from "../../domain/filters";
import { getSiteFromMatches } from "../lib/route-site";
import { projectCategoryText } from "../components/projects/wording";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/gallery";

/** Collections a page of `/gallery` shows, and each "Load more" adds. */
const GALLERY_PAGE_SIZE = 4;

export async function loader({ context, request }: Route.LoaderArgs) {
  // Issue #17: the collections come a page at a time ("Load more", `?page=n` shows the first n
  // pages), read and cut in SQL; the summary counts every collection and photo.
  const url = new URL(request.url);
  const search = url.searchParams;
  // A photo without a title is named in the page's language (docs/product.md §3's 'Gallery Image').
  const untitled = m.galleryUntitled(localeOfPath(url.pathname));
  const page = pageNumber(search);
  // A preview link of a gallery item (issue #17) shows it first, as it will look among the others.
  const token = previewToken(request);
  return loadOrFail("gallery images", async () => {
    const [found, totals, previewed] = await Promise.all([
      context.content.galleries.page({ withImages: true, offset: 0, limit: page * GALLERY_PAGE_SIZE }),
      context.content.galleries.totals(),
      token === null ? null : context.content.galleries.preview(search.get("item") ?? "", token),
    ]);
    const items = previewed ? [previewed, ...found.items.filter((item) => item._id !== previewed._id)] : found.items;
    const infos = await imageInfos(
      context.content,
      items.flatMap((item) => item.images),
    );
    let start = 0;
    const collections: GalleryCollection[] = [];
    for (const item of items) {
      const title = item.title.trim() || untitled;
      collections.push({
        id: item._id,
        title,
        description: item.description.trim(),
        category: item.category.trim(),
        start,
        images: item.images.map((name, position) => ({
          key: `${item._id}-${position}`,
          name,
          title,
          alt: item.imageAlts[name],
          info: infos[name],
        })),
      });
      start += item.images.length;
    }
    const preview = previewed ? { status: previewed.status, publishAt: previewed.publishAt } : null;
    return data(
      { collections: totals.items, images: totals.images, groups: collections, found: found.total, page, preview },
      { headers: previewHeaders(request, token, previewed ? { kind: "galleries", id: previewed._id } : undefined) },
    );
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = getSiteFromMatches(matches);
  const noindex = loaderData?.preview ? [{ name: "robots", content: "noindex" }] : [];
  return [
    ...pageMeta({
      ...site,
      title: m.galleryTitle(site.locale),
      description: m.galleryMetaDescription(site.locale),
      path: "/gallery",
      image: loaderData?.groups[0]?.images[0]?.name,
    }),
    ...noindex,
  ];
}

/** "12 images from 3 gallery collections", in the page's language. */
function describeSummary(locale: Locale, collections: number, images: number): string {
  const counts = { images, collections };
  if (images === 1)
    return collections === 1 ? m.gallerySummaryImageCollection(locale, counts) : m.gallerySummaryImageCollections(locale, counts);
  return collections === 1 ? m.gallerySummaryImagesCollection(locale, counts) : m.gallerySummaryImagesCollections(locale, counts);
}

/** A collection's category: as the company wrote it in English; a fixed project category in the page's language. */
function categoryText(locale: Locale, category: string): string {
  return locale === "en" ? category : projectCategoryText(locale, category);
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { collections, images: total, groups, found, page, preview } = loaderData;
  const images = groups.flatMap((group) => group.images);
  const locale = useLocale();
  return (
    <GalleryPageShell banner={preview ? <PreviewBanner item={preview} /> : null}>
      {images.length === 0 ? (
        <EmptyState title={m.galleryNoImages(locale)} message={m.galleryNoImagesText(locale)} />
      ) : (
        <>
          <p className="text-sm font-medium tracking-wide text-slate-600 uppercase">{describeSummary(locale, collections, total)}</p>
          <div className="mt-8 space-y-14 sm:space-y-20">
            {groups.map((group, index) => (
              <CollectionSection key={group.id} collection={group} index={index} />
            ))}
          </div>
          <div className="mt-12 flex flex-col items-center gap-3">
            <p className="text-sm text-slate-600">
              {found === 1
                ? m.galleryShowingOne(locale, { shown: groups.length, total: found })
                : m.galleryShowingMany(locale, { shown: groups.length, total: found })}
            </p>
            {groups.length < found ? (
              // A page load (cached, prerendered on hover) that shows one more page and goes to its first collection.
              <a
                href={localePath(locale, `/gallery?page=${page + 1}#collection-${groups.length}`)}
                className={buttonClass({ variant: "outline" })}
              >
                {m.galleryLoadMore(locale)}
              </a>
            ) : null}
          </div>
          <PageLightboxIsland group="gallery" images={images} />
        </>
      )}
    </GalleryPageShell>
  );
}

/**
 * One gallery item: its title, description and photos. Its photos below the first screen are
 * painted only when scrolled near (gallery-grid.tsx); the collection itself is laid out whole,
 * so the page is as tall as it will be and a tap lands where it was aimed.
 */
function CollectionSection({ collection, index }: { collection: GalleryCollection; index: number }) {
  const headingId = `collection-${collection.id}`;
  const first = index === 0;
  const count = collection.images.length;
  const locale = useLocale();
  return (
    <section id={`collection-${index}`} aria-labelledby={headingId}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-slate-200 pb-4">
        <div className="max-w-2xl">
          {collection.category && collection.category !== "General" ? (
            <p className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">{categoryText(locale, collection.category)}</p>
          ) : null}
          <h2 id={headingId} className="mt-1 font-display text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">
            {collection.title}
          </h2>
          {collection.description ? <p className="mt-2 text-base text-pretty text-slate-600">{collection.description}</p> : null}
        </div>
        <p className="shrink-0 text-sm text-slate-500 tabular-nums">
          {count === 1 ? m.galleryPhotoCountOne(locale) : m.galleryPhotoCountMany(locale, { count })}
        </p>
      </div>
      <GalleryGrid images={collection.images} lightbox="gallery" start={collection.start} priority={first} />
    </section>
  );
}

function GalleryPageShell({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  const locale = useLocale();
  return (
    <main>
      {banner}
      <PageHero title={m.galleryHeroTitle(locale)} subtitle={m.galleryHeroSubtitle(locale)} />
      <section aria-label={m.galleryPhotosLabel(locale)} className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {children}
      </section>
    </main>
  );
}

/** docs/product.md §2, §8: the error box with 'Try Again', which loads the page again. */
export function ErrorBoundary() {
  const locale = useLocale();
  return (
    <GeneralErrorBoundary
      failed={
        <GalleryPageShell>
          <ErrorBox
            message={m.galleryLoadError(locale)}
            action={
              <a href={localePath(locale, "/gallery")} className={buttonClass()}>
                {m.galleryTryAgain(locale)}
              </a>
            }
          />
        </GalleryPageShell>
      }
    />
  );
}
