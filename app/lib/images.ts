/**
 * Image URLs of docs/product.md §3 ({api_host}/uploads/{filename}; the API and the site share one host)
 * and the `srcset` built from the stored name (docs/architecture.md §5): stored images have WebP variants
 * `{name}-w{width}.webp` (domain/images.ts). Every image has them at BASE_WIDTHS; images stored since the 720-
 * and 160-px variants were added have those too, and the server says which widths each one has.
 */
import type { ImageInfo } from "../../domain/entities";
import { BASE_WIDTHS, IMAGE_SIZES, variantName } from "../../domain/images";

/**
 * How many images at the top of a list keep their blurred placeholder in the page
 * (`withPlaceholders`): the first two rows of cards of `/projects` or `/blog` on a desktop.
 */
export const BLURRED_AT_TOP = 6;

/**
 * The image infos a page sends for a list, by name: the first `blurred` images in the list's
 * order with their blurred placeholder, the others with their average colour only. A placeholder
 * is about 150 bytes that do not compress, and sixty of them pushed `/projects` past what a new
 * connection delivers in its first round trip (about 14 KB). The photos further down load lazily
 * well before they are scrolled to, and their colour fills the frame until then. An image whose
 * colour is not known keeps its placeholder.
 */
export function withPlaceholders(
  infos: ReadonlyMap<string, ImageInfo>,
  order: Iterable<string | null | undefined>,
  blurred = BLURRED_AT_TOP,
): Record<string, ImageInfo> {
  const names = [...new Set([...order].filter((name): name is string => !!name && infos.has(name)))];
  return Object.fromEntries(
    names.map((name, index) => {
      const info = infos.get(name)!;
      if (index < blurred || !info.color) return [name, info];
      const { placeholder: _blur, ...colorOnly } = info;
      return [name, colorOnly];
    }),
  );
}

/** Where stored images are served: the site's own path, which the admin, previews and private photos always use. */
export const UPLOADS = "/uploads";

/** A stored image's URL under `base`: the site's `/uploads`, or on a public page the CDN of MEDIA_URL (app/lib/media-base.ts). */
export function uploadUrl(name: string, base = UPLOADS): string {
  return `${base}/${encodeURIComponent(name)}`;
}

export function variantUrl(name: string, width: number, base = UPLOADS): string {
  return uploadUrl(variantName(name, width), base);
}

/**
 * The `srcset` of a stored image: only the variants it has (BASE_WIDTHS without `info`), each
 * described by its real width. Variants are never wider than the original, so those at or above
 * the original's width are one and the same picture: only the first of them is listed.
 */
export function srcSet(name: string, info?: Pick<ImageInfo, "width" | "widths">, sizes?: string, base = UPLOADS): string {
  const widths = [...(info?.widths ?? BASE_WIDTHS)].sort((a, b) => a - b);
  // A variant narrower than the slot on the narrowest phone is never chosen: it is not listed.
  const least = sizes ? narrowestSlot(sizes) : 0;
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const [i, w] of widths.entries()) {
    const real = info?.width ? Math.min(w, info.width) : w;
    if (seen.has(real)) continue;
    seen.add(real);
    if (real < least && i < widths.length - 1) continue;
    candidates.push(`${variantUrl(name, w, base)} ${real}w`);
  }
  return candidates.join(", ");
}

/** The narrowest screen a page is laid out for, in CSS pixels. */
const NARROWEST_SCREEN = 320;

/**
 * The width in CSS pixels that `sizes` gives an image on the narrowest screen: its last entry (no
 * media condition of ours holds below 640 px), "Npx", "Nvw" or a calc() of those. 0 when it cannot
 * be read, so that nothing is left out.
 */
export function narrowestSlot(sizes: string): number {
  const last = sizes.split(",").at(-1)?.trim() ?? "";
  if (last.startsWith("(")) return 0;
  const tokens = last.replace(/^calc/, "").match(/\d+(?:\.\d+)?(?:px|vw)?|[-+*/()]/g) ?? [];
  let at = 0;
  const value = (): number => {
    const token = tokens[at++];
    if (token === "(") {
      const inner = sum();
      at++;
      return inner;
    }
    if (!token) return NaN;
    const number = parseFloat(token);
    return token.endsWith("vw") ? (number * NARROWEST_SCREEN) / 100 : number;
  };
  const product = (): number => {
    let result = value();
    while (tokens[at] === "*" || tokens[at] === "/") result = tokens[at++] === "*" ? result * value() : result / value();
    return result;
  };
  const sum = (): number => {
    let result = product();
    while (tokens[at] === "+" || tokens[at] === "-") result = tokens[at++] === "+" ? result + product() : result - product();
    return result;
  };
  const width = sum();
  return at === tokens.length && Number.isFinite(width) && width > 0 ? width : 0;
}

/**
 * `sizes` of each image slot, from the layouts: content sits in a column of at most 72rem
 * (1152 px) with 16 px of padding each side below 640 px and 24 px from 640 px, so it is
 * 100vw - 32px, then 100vw - 48px, then 1104 px from 1152 px. Grids divide that less their gaps.
 * Checked in Chromium at 360, 412, 768, 1024 and 1440 px (tests/e2e/public-b/image-delivery.spec.ts).
 */
export const SLOT_SIZES = {
  /** Project and article cards: one column, two from 640 px, three from 1024 px; 24 px gaps. */
  card: "(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)",
  /**
   * Cards in a row to swipe through on a phone (home's services and projects): 78% of the column
   * below 640 px, then the cards' grid.
   */
  rowCard:
    "(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc((100vw - 32px) * 0.78)",
  /** The featured project or article: the whole column, half of it from 1024 px. */
  featured: "(min-width: 1152px) 552px, (min-width: 1024px) calc(50vw - 24px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
  /** A detail page's main photo: the whole column, two thirds of it (and one 40 px gap) from 1024 px. */
  detail:
    "(min-width: 1152px) 723px, (min-width: 1024px) calc((100vw - 128px) * 2 / 3 + 40px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
  /** A detail page's photo gallery: the main photo's width in two columns, with a 12 px gap below 640 px and 20 px from 640 px. */
  detailGallery:
    "(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 128px) / 3 + 10px), (min-width: 640px) calc((100vw - 68px) / 2), calc((100vw - 44px) / 2)",
  /** Gallery tiles: two columns (12 px gap, 16 px from 640 px), three from 768 px, four from 1024 px. */
  galleryTile:
    "(min-width: 1152px) 264px, (min-width: 1024px) calc((100vw - 96px) / 4), (min-width: 768px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), calc((100vw - 44px) / 2)",
  /** The lightbox: the screen less its side margins (8 px, 80 px from 640 px); the height may make it smaller. */
  lightbox: "(min-width: 640px) calc(100vw - 160px), calc(100vw - 16px)",
  /** Thumbnails in "Other Projects" and "Other Articles". */
  thumbnail: "80px",
} as const;

/** The variant to use where one URL is needed (Open Graph, a small thumbnail). */
export function bestVariant(name: string, atLeast: number): string {
  const width = BASE_WIDTHS.find((w) => w >= atLeast) ?? IMAGE_SIZES.desktop;
  return variantUrl(name, width);
}
