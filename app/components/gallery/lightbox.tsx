import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import X from "lucide-react/icons/x";
import { useEffect, useId, useRef, useState, type TouchEvent } from "react";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { SLOT_SIZES } from "../../lib/images";
import { ResponsiveImage } from "../ui/responsive-image";
import { Spinner } from "../ui/states";
import type { GalleryImage } from "./types";
import { useDialogKeys } from "./use-dialog-keys";

/** docs/product.md §9: a horizontal swipe longer than this moves to the next or previous photo. */
const SWIPE_THRESHOLD_PX = 50;

export interface LightboxProps {
  images: GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The full-screen photo viewer of docs/product.md §2: counter, previous and next with wrap-around, arrow
 * keys, Escape, swipe on touch screens, and a spinner until each photo has loaded. While it is
 * open the page beneath is locked and the body carries `lightbox-active`, which also hides the
 * floating contact buttons. With a mouse, a click on the backdrop closes it.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStartX = useRef<number | null>(null);
  const titleId = useId();
  const locale = useLocale();
  const total = images.length;
  const image = images[index];
  const [loadedKey, setLoadedKey] = useState<string | null>(null);

  const showPrevious = () => onIndexChange((index - 1 + total) % total);
  const showNext = () => onIndexChange((index + 1) % total);
  useDialogKeys(dialogRef, { onEscape: onClose, onPrevious: showPrevious, onNext: showNext });

  useEffect(() => {
    document.body.classList.add("lightbox-active");
    closeRef.current?.focus();
    return () => document.body.classList.remove("lightbox-active");
  }, []);

  if (!image) return null;
  const loaded = loadedKey === image.key;

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const distance = start - end;
    if (distance > SWIPE_THRESHOLD_PX) showNext();
    else if (distance < -SWIPE_THRESHOLD_PX) showPrevious();
  };

  const navButton =
    "absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/15 p-2.5 text-white backdrop-blur transition hover:bg-white/30 sm:p-3";
  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-[100] flex touch-pinch-zoom flex-col bg-neutral-950 text-white"
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="text-sm font-medium text-slate-200 tabular-nums" aria-live="polite">
          <span className="sr-only">{m.galleryLightboxImage(locale)}</span>
          {index + 1} / {total}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={m.galleryClose(locale)}
          className="rounded-full bg-white/15 p-2.5 transition hover:bg-white/30"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>

      {/* A click on the dark space around the photo closes it where there is a mouse; on a touch
          screen that space is where a swipe starts, and the close button is at hand. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a mouse's shortcut: Escape and the Close button are the keyboard's */}
      <div
        className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20"
        onClick={(event) => {
          if (event.target === event.currentTarget && window.matchMedia("(pointer: fine)").matches) onClose();
        }}
      >
        {total > 1 ? (
          <button type="button" onClick={showPrevious} aria-label={m.galleryPrevious(locale)} className={`${navButton} left-2 sm:left-5`}>
            <ChevronLeft aria-hidden="true" className="size-6 sm:size-7" />
          </button>
        ) : null}
        {loaded ? null : <Spinner label={m.galleryLoadingImage(locale)} className="absolute inset-0 text-white" />}
        <ResponsiveImage
          key={image.key}
          name={image.name}
          alt={image.alt || image.title}
          info={image.info}
          sizes={SLOT_SIZES.lightbox}
          priority
          onLoad={() => setLoadedKey(image.key)}
          className={`max-h-full w-auto max-w-full rounded-lg object-contain transition-opacity duration-300 ${loaded ? "opacity-100" : "opacity-0"}`}
        />
        {total > 1 ? (
          <button type="button" onClick={showNext} aria-label={m.galleryNext(locale)} className={`${navButton} right-2 sm:right-5`}>
            <ChevronRight aria-hidden="true" className="size-6 sm:size-7" />
          </button>
        ) : null}
      </div>

      <div className="px-4 pt-3 pb-6 text-center sm:pb-8">
        <h2 id={titleId} className="text-base font-semibold sm:text-lg">
          {image.title}
        </h2>
        <p className="mt-1 text-sm text-slate-300 md:hidden">{m.gallerySwipeHint(locale)}</p>
      </div>
    </div>
  );
}
