import { useId } from "react";
import type { ImageInfo } from "../../../domain/entities";
import { useLocale } from "../../i18n/locale";
import { uploadUrl } from "../../lib/images";
import { useMediaBase } from "../../lib/media-base";
import { PageLightboxIsland } from "../gallery/lightbox.island";
import type { GalleryImage } from "../gallery/types";
import { ResponsiveImage } from "../ui/responsive-image";
import { photoCaption } from "./types";

export interface CaptionedGalleryProps {
  heading: string;
  /** A photo the company has not described is captioned "{title} - Image {n}" (docs/product.md §2). */
  title: string;
  images: string[];
  /** What each photo shows, where the company wrote it (issue #17): its caption and alt text. */
  alts?: Record<string, string>;
  infos: Record<string, ImageInfo>;
  /** The `sizes` of one tile in this page's layout. */
  sizes: string;
}

/**
 * The photos of one project or article, each captioned with what the company wrote it shows, or,
 * where it wrote nothing, with the item's title and the photo's number; the caption is the photo's
 * alt text and its title in the lightbox too.
 * A photo links to the full image; with JavaScript it opens the same lightbox island as the gallery.
 */
export function CaptionedGallery({ heading, title, images, alts = {}, infos, sizes }: CaptionedGalleryProps) {
  const headingId = useId();
  const locale = useLocale();
  const base = useMediaBase();
  const photos: GalleryImage[] = images.map((name, i) => ({
    key: `${i}-${name}`,
    name,
    title: photoCaption(locale, alts, name, title, i + 1),
    info: infos[name],
  }));

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-semibold tracking-tight text-ink">
        {heading}
      </h2>
      {/* Two columns at every width, as on /gallery: a phone shows two tiles a row and opens the
          photo itself in the lightbox. Photos out of view are not laid out, painted or fetched
          until scrolled near: the page's first photo has the connection to itself. */}
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5">
        {photos.map((photo, index) => (
          <li key={photo.key} className="[contain-intrinsic-height:auto_12rem] [content-visibility:auto]">
            <figure>
              <a
                href={uploadUrl(photo.name, base)}
                data-lightbox="photos"
                data-lightbox-index={index}
                aria-haspopup="dialog"
                className="group block aspect-[4/3] overflow-hidden rounded-card bg-slate-100 shadow-card"
              >
                <ResponsiveImage
                  name={photo.name}
                  alt={photo.title}
                  info={photo.info}
                  sizes={sizes}
                  className="size-full object-cover transition duration-500 group-hover:scale-105"
                />
              </a>
              <figcaption className="mt-2 line-clamp-2 text-sm text-slate-600" title={photo.title}>
                {photo.title}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <PageLightboxIsland group="photos" images={photos} />
    </section>
  );
}
