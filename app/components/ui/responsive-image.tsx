import type { ImageInfo } from "../../../domain/entities";
import { srcSet, uploadUrl } from "../../lib/images";
import { useMediaBase } from "../../lib/media-base";

export interface ResponsiveImageProps {
  name: string;
  alt: string;
  /** Width, height, variant widths, and the blurred placeholder or the average colour from the server, when the loader provides them. */
  info?: ImageInfo;
  /** The `sizes` attribute matching the layout the image sits in. */
  sizes: string;
  /**
   * The LCP image of a page: eager, high fetch priority. React's server render then writes a
   * `<link rel="preload" as="image">` with this very srcset and sizes at the top of <head>, so no
   * route needs a preload of its own (a second one would be a duplicate). Everything else loads lazily.
   */
  priority?: boolean;
  className?: string;
  onLoad?: () => void;
}

/**
 * A stored image with its WebP `srcset`, intrinsic width and height (so nothing shifts), and
 * the tiny blurred placeholder (or, far down a list, the image's average colour) painted behind
 * it until it loads.
 */
export function ResponsiveImage({ name, alt, info, sizes, priority = false, className = "", onLoad }: ResponsiveImageProps) {
  const base = useMediaBase();
  return (
    <img
      src={uploadUrl(name, base)}
      srcSet={srcSet(name, info, sizes, base)}
      sizes={sizes}
      alt={alt}
      width={info?.width ?? 1600}
      height={info?.height ?? 1200}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      onLoad={onLoad}
      className={`bg-slate-200 bg-cover bg-center ${className}`}
      style={
        info?.placeholder ? { backgroundImage: `url("${info.placeholder}")` } : info?.color ? { backgroundColor: info.color } : undefined
      }
    />
  );
}
