import type { ImageInfo } from "../../../domain/entities";

/** One photo of the public gallery: every image of every gallery item, in order. */
export interface GalleryImage {
  /** Unique in the grid: the item's id and the image's position in it. */
  key: string;
  name: string;
  /** The item's title, or 'Gallery Image' (in the page's language) when it has none (docs/product.md §3). */
  title: string;
  /** What the photo shows, where the company wrote it (issue #17). */
  alt?: string;
  info?: ImageInfo;
}

/** One gallery item as /gallery shows it: its title and description over its photos. */
export interface GalleryCollection {
  id: string;
  /** The item's title, or 'Gallery Image' (in the page's language) when it has none (docs/product.md §3). */
  title: string;
  description: string;
  category: string;
  /** Where its first photo is in the page's lightbox, which runs through every collection in turn. */
  start: number;
  images: GalleryImage[];
}
