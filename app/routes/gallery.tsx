import type { ReactNode } from "react";
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
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/gallery";

const UNTITLED = "Gallery Image";

/** Collections a page of `/gallery` shows, and each "Load more" adds. */
const GALLERY_PAGE_SIZE = 4;

export async function loader({ context, request }: Route.LoaderArgs) {
  // Issue #17: the collections come a page at a time ("Load more", `?page=n` shows the first n
  // pages), read and cut in SQL; the summary counts every collection and photo.
  const search = new URL(request.url).searchParams;
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
      const title = item.title.trim() || UNTITLED;
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
      title: "Gallery",
      description:
        "Photos of homes, commercial buildings, renovations and interiors built by our team in Thiruvananthapuram and across Kerala and Tamil Nadu.",
      path: "/gallery",
      image: loaderData?.groups[0]?.images[0]?.name,
    }),
    ...noindex,
  ];
}

function describeSummary(collections: number, images: number): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${plural(images, "image", "images")} from ${plural(collections, "gallery collection", "gallery collections")}`;
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { collections, images: total, groups, found, page, preview } = loaderData;
  const images = groups.flatMap((group) => group.images);
  return (
    <GalleryPageShell banner={preview ? <PreviewBanner item={preview} /> : null}>
      {images.length === 0 ? (
        <EmptyState title="No images found" message="No images available in the gallery." />
      ) : (
        <>
          <p className="text-sm font-medium tracking-wide text-slate-600 uppercase">{describeSummary(collections, total)}</p>
          <div className="mt-8 space-y-14 sm:space-y-20">
            {groups.map((group, index) => (
              <CollectionSection key={group.id} collection={group} index={index} />
            ))}
          </div>
          <div className="mt-12 flex flex-col items-center gap-3">
            <p className="text-sm text-slate-600">{`Showing ${groups.length} of ${found} ${found === 1 ? "collection" : "collections"}`}</p>
            {groups.length < found ? (
              // A page load (cached, prerendered on hover) that shows one more page and goes to its first collection.
              <a href={`/gallery?page=${page + 1}#collection-${groups.length}`} className={buttonClass({ variant: "outline" })}>
                Load more photos
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
 * One gallery item: its title, description and photos. Collections below the first screen are
 * laid out and painted only when scrolled near.
 */
function CollectionSection({ collection, index }: { collection: GalleryCollection; index: number }) {
  const headingId = `collection-${collection.id}`;
  const first = index === 0;
  const count = collection.images.length;
  return (
    <section
      id={`collection-${index}`}
      aria-labelledby={headingId}
      className={first ? undefined : "[contain-intrinsic-size:auto_640px] [content-visibility:auto]"}
    >
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-slate-200 pb-4">
        <div className="max-w-2xl">
          {collection.category && collection.category !== "General" ? (
            <p className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">{collection.category}</p>
          ) : null}
          <h2 id={headingId} className="mt-1 font-display text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">
            {collection.title}
          </h2>
          {collection.description ? <p className="mt-2 text-base text-pretty text-slate-600">{collection.description}</p> : null}
        </div>
        <p className="shrink-0 text-sm text-slate-500 tabular-nums">{count === 1 ? "1 photo" : `${count} photos`}</p>
      </div>
      <GalleryGrid images={collection.images} lightbox="gallery" start={collection.start} priority={first} />
    </section>
  );
}

function GalleryPageShell({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  return (
    <main>
      {banner}
      <PageHero
        title="Our Gallery"
        subtitle="Homes, offices, renovations and interiors from our sites across Kerala and Tamil Nadu — tap a photo to see it full screen."
      />
      <section aria-label="Photos" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {children}
      </section>
    </main>
  );
}

/** docs/product.md §2, §8: the error box with 'Try Again', which loads the page again. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      failed={
        <GalleryPageShell>
          <ErrorBox
            message="Failed to load gallery images. Please try again."
            action={
              <a href="/gallery" className={buttonClass()}>
                Try Again
              </a>
            }
          />
        </GalleryPageShell>
      }
    />
  );
}
