/**
 * Stored images, named once (as Payload's Media collection declares its sizes): the widths of
 * the WebP variants, how a variant is named from its image, and what a stored name looks like.
 * The server makes and serves these files; pages build each image's srcset from its name alone.
 */

/** The variant sizes made for every upload today, by what each is for, smallest first. */
export const IMAGE_SIZES = {
  /** Thumbnails: 80 CSS px at up to 2x ("Other Projects", the admin lists). */
  thumbnail: 160,
  /** A card on a phone. */
  card: 480,
  /** A full-width slot on a 412-px phone at 1.75x, with 60% of the bytes of 960. */
  phone: 720,
  /** Tablets and desktop cards. */
  tablet: 960,
  /** Full-width desktop slots and the lightbox. */
  desktop: 1600,
} as const;

/**
 * The widths of the variants made today, smallest first. Images stored before a width was added
 * lack it: each media row records its own widths, and BASE_WIDTHS are those every stored image has.
 */
export const MADE_WIDTHS: readonly number[] = Object.values(IMAGE_SIZES);

/** The widths every stored image has, whenever it was stored (the first release made these). */
export const BASE_WIDTHS: readonly number[] = [IMAGE_SIZES.card, IMAGE_SIZES.tablet, IMAGE_SIZES.desktop];

/** A variant's file name: `{stored name without its extension}-w{width}.webp`. */
export function variantName(name: string, width: number): string {
  return `${name.replace(/\.[a-z0-9]+$/i, "")}-w${width}.webp`;
}

/** A name the server made: 32 hex digits of the content's SHA-256, maybe a variant width, a stored type. */
export const STORED_NAME = /^[0-9a-f]{32}(?:-w\d{2,4})?\.(?:jpg|png|webp)$/;
