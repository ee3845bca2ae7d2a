import Expand from "lucide-react/icons/expand";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { SLOT_SIZES, uploadUrl } from "../../lib/images";
import { useMediaBase } from "../../lib/media-base";
import { riseAttributes, STAGGER_STEP } from "../../lib/stagger";
import { ResponsiveImage } from "../ui/responsive-image";
import type { GalleryImage } from "./types";

export interface GalleryGridProps {
  images: GalleryImage[];
  /** The `data-lightbox` group of the page's lightbox (components/gallery/lightbox.island.tsx). */
  lightbox: string;
  /** The lightbox index of the first photo: a page's grids share one lightbox. */
  start?: number;
  /** Whether the first photo is the page's priority image (its first screen). */
  priority?: boolean;
}

/**
 * Photos in their own proportions, in columns (a masonry wall: a tall photo of a staircase stays
 * tall, a wide elevation stays wide), read down each column. Each tile is a link to the full image, so it works without JavaScript; with
 * it, the page's lightbox island opens the photo instead. The collection's heading names the
 * photos, so a tile carries no caption; its link is labelled with the title and the photo's number.
 */
export function GalleryGrid({ images, lightbox, start = 0, priority = false }: GalleryGridProps) {
  const locale = useLocale();
  const base = useMediaBase();
  // Tiles out of view are not rendered, nor their photos fetched, until scrolled near. A tile keeps
  // its photo's proportions meanwhile (its aspect-ratio, not a guessed height), so the columns are
  // laid out as they will be and nothing moves when a tile is painted.
  return (
    <ul className="columns-2 gap-3 sm:gap-4 md:columns-3 lg:columns-4">
      {images.map((image, index) => (
        <li
          key={image.key}
          className="mb-3 break-inside-avoid [content-visibility:auto] sm:mb-4"
          style={{ aspectRatio: `${image.info?.width ?? 1600} / ${image.info?.height ?? 1200}` }}
          {...riseAttributes(STAGGER_STEP.gallery)}
        >
          <a
            href={uploadUrl(image.name, base)}
            data-lightbox={lightbox}
            data-lightbox-index={start + index}
            aria-haspopup="dialog"
            aria-label={m.galleryOpenImage(locale, { title: image.alt || image.title, n: index + 1, total: images.length })}
            className="group relative block overflow-hidden rounded-card bg-slate-200 shadow-card"
          >
            <ResponsiveImage
              name={image.name}
              alt=""
              info={image.info}
              sizes={SLOT_SIZES.galleryTile}
              priority={priority && index === 0}
              className="block h-auto w-full transition duration-500 group-hover:scale-105"
            />
            <span className="absolute right-2 bottom-2 rounded-full bg-black/50 p-1.5 text-white transition group-hover:bg-black/70">
              <Expand aria-hidden="true" className="size-4" />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
