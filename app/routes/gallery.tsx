import { useRef, useState, type ReactNode } from "react";
import { GalleryGrid } from "../components/gallery/gallery-grid";
import { Lightbox } from "../components/gallery/lightbox";
import type { GalleryImage } from "../components/gallery/types";
import { PageHero } from "../components/sections/page-hero";
import { Button } from "../components/ui/button";
import { GeneralErrorBoundary } from "../components/ui/error-boundary";
import { EmptyState, ErrorBox, Spinner } from "../components/ui/states";
import { imageInfos, loadOrFail } from "../lib/loaders";
import { getSiteFromMatches } from "../lib/route-site";
import { pageMeta } from "../lib/seo";
import { usePageLoading } from "../lib/use-page-loading";
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
  const loading = usePageLoading((pathname) => pathname === "/gallery");
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  const open = (index: number, element: HTMLElement) => {
    trigger.current = element;
    setOpenIndex(index);
  };
  const close = () => {
    setOpenIndex(null);
    trigger.current?.focus();
  };

  let body;
  if (loading) body = <Spinner label="Loading gallery…" />;
  else if (images.length === 0) body = <EmptyState title="No images found" message="No images available in the gallery." />;
  else
    body = (
      <>
        <p className="mb-6 text-slate-600">{describeSummary(collections, images.length)}</p>
        <GalleryGrid images={images} onOpen={open} />
      </>
    );

  return (
    <GalleryPageShell>
      {body}
      {openIndex !== null && !loading ? <Lightbox images={images} index={openIndex} onIndexChange={setOpenIndex} onClose={close} /> : null}
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

/** SPEC §2, §8: the error box with 'Try Again', which reloads the page. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      failed={
        <GalleryPageShell>
          <ErrorBox
            message="Failed to load gallery images. Please try again."
            action={<Button onClick={() => window.location.reload()}>Try Again</Button>}
          />
        </GalleryPageShell>
      }
    />
  );
}
