import { useEffect, useRef, useState } from "react";
import type { ImageInfo } from "../../../domain/entities";
import { island } from "../../islands/island";
import { Lightbox } from "./lightbox";
import { isPlainClick } from "../../lib/clicks";
import type { GalleryImage } from "./types";

export interface PageLightboxProps {
  /** The `data-lightbox` value of the page's photo links that open this lightbox. */
  group: string;
  images: GalleryImage[];
}

/**
 * The lightbox of a page's photo grid (/gallery, a project's or an article's photos). The grid is
 * plain HTML whose links open the full image; once this island has hydrated, a tap on a link
 * marked `data-lightbox={group}` and `data-lightbox-index` opens the photo here instead, and
 * closing gives the focus back to that link.
 */
export function PageLightbox({ group, images }: PageLightboxProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-lightbox]") : null;
      if (!link || link.dataset.lightbox !== group) return;
      const index = Number(link.dataset.lightboxIndex);
      if (!Number.isInteger(index) || !images[index]) return;
      event.preventDefault();
      trigger.current = link;
      setOpenIndex(index);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [group, images]);

  const close = () => {
    setOpenIndex(null);
    trigger.current?.focus();
  };
  return openIndex === null ? null : <Lightbox images={images} index={openIndex} onIndexChange={setOpenIndex} onClose={close} />;
}

/** The lightbox shows each photo on a spinner, not on its placeholder: its props leave the placeholders out. */
function withoutPlaceholder(info: ImageInfo | undefined): ImageInfo | undefined {
  if (!info) return undefined;
  const { placeholder: _placeholder, ...rest } = info;
  return rest;
}

/** Hydrated at the first tap on (or focus of) a photo, which is then opened: browsing the grid loads no framework. */
const LightboxIsland = island("lightbox", PageLightbox, { load: "interaction", trigger: "[data-lightbox]" });

/** The lightbox island for a grid of `images`, whose links carry `data-lightbox={group}`. */
export function PageLightboxIsland({ group, images }: PageLightboxProps) {
  return <LightboxIsland group={group} images={images.map((image) => ({ ...image, info: withoutPlaceholder(image.info) }))} />;
}

export default PageLightbox;
