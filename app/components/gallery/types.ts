import type { ImageInfo } from "../../../domain/entities";

/** One photo of the public gallery: every image of every gallery item, in order. */
export interface GalleryImage {
  /** Unique in the grid: the item's id and the image's position in it. */
  key: string;
  name: string;
  /** The item's title, or 'Gallery Image' when it has none (SPEC §3). */
  title: string;
  info?: ImageInfo;
}
