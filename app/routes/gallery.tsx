import type { ReactNode } from "react";
import { GalleryGrid } from "../components/gallery/gallery-grid";
import { PageLightboxIsland } from "../components/gallery/page-lightbox";
import type { GalleryImage } from "../components/gallery/types";
import { PageHero } from "../components/sections/page-hero";
import { buttonClass } from "../components/ui/button";
import { GeneralErrorBoundary } from "../components/ui/error-boundary";
import { EmptyState, ErrorBox } from "../components/ui/states";
import { imageInfos, loadOrFail } from "../lib/loaders";
import { getSiteFromMatches } from "../lib/route-site";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/gallery";

const UNTITLED = "Gallery Image";

export async function loader({ context }: Route.LoaderArgs) {
  return loadOrFail("gallery images", async () => {
    const items = await context.content.galleries.list();
    const images = items.flatMap((item) =>
      item.images.map((name, position) => ({ key: `${item._id}-${position}`, name, title: item.title.trim() || UNTITLED })),
    );
    const infos = await imageInfos(
      context.content,
      images.map((image) => image.name),
    );
    const withInfo: GalleryImage[] = images.map((image) => ({ ...image, info: infos[image.name] }));
    return { collections: items.length, images: withInfo };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = getSiteFromMatches(matches);
  return pageMeta({
    ...site,
    title: "Gallery",
    description:
      "Photos of homes, commercial buildings, renovations and interiors built by our team in Thiruvananthapuram and across Kerala and Tamil Nadu.",
    path: "/gallery",
    image: loaderData?.images[0]?.name,
  });
}

function describeSummary(collections: number, images: number): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${plural(images, "image", "images")} from ${plural(collections, "gallery collection", "gallery collections")}`;
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { collections, images } = loaderData;
  return (
    <GalleryPageShell>
      {images.length === 0 ? (
        <EmptyState title="No images found" message="No images available in the gallery." />
      ) : (
        <>
          <p className="mb-6 text-slate-600">{describeSummary(collections, images.length)}</p>
          <GalleryGrid images={images} lightbox="gallery" />
          <PageLightboxIsland group="gallery" images={images} />
        </>
      )}
    </GalleryPageShell>
  );
}

function GalleryPageShell({ children }: { children: ReactNode }) {
  return (
    <main>
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

/** SPEC §2, §8: the error box with 'Try Again', which loads the page again. */
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
