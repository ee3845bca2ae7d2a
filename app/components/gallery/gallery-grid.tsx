import Expand from "lucide-react/icons/expand";
import { SLOT_SIZES, uploadUrl } from "../../lib/images";
import { getStaggerStyle, STAGGER_CLASS } from "../../lib/stagger";
import { ResponsiveImage } from "../ui/responsive-image";
import type { GalleryImage } from "./types";

export interface GalleryGridProps {
  images: GalleryImage[];
  /** The `data-lightbox` group of the page's lightbox (components/gallery/page-lightbox.tsx). */
  lightbox: string;
}

/**
 * The photo grid. Each tile is a link to the full image, so it works without JavaScript; with
 * it, the page's lightbox island opens the photo instead.
 */
export function GalleryGrid({ images, lightbox }: GalleryGridProps) {
  // Tiles out of view are not rendered, nor their photos fetched, until scrolled near.
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {images.map((image, index) => (
        <li
          key={image.key}
          className={`[contain-intrinsic-height:auto_12rem] [content-visibility:auto] ${STAGGER_CLASS}`}
          style={getStaggerStyle(index, 0.05)}
        >
          <a
            href={uploadUrl(image.name)}
            data-lightbox={lightbox}
            data-lightbox-index={index}
            aria-haspopup="dialog"
            aria-label={`Open ${image.title}, image ${index + 1} of ${images.length}`}
            className="group relative block aspect-square overflow-hidden rounded-card bg-slate-200 shadow-card"
          >
            {/* The link's label names the photo and its caption shows the title: an alt repeating
                them would be read twice. */}
            <ResponsiveImage
              name={image.name}
              alt=""
              info={image.info}
              sizes={SLOT_SIZES.galleryTile}
              priority={index === 0}
              className="size-full object-cover transition duration-500 group-hover:scale-105"
            />
            <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 bg-linear-to-t from-black/75 via-black/40 to-transparent px-3 pt-8 pb-2.5 text-left text-sm font-medium text-white">
              <span className="line-clamp-2">{image.title}</span>
              <Expand aria-hidden="true" className="size-4 shrink-0 opacity-80" />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
