/**
 * Image choosers of the admin forms (docs/product.md §4, §5): a file input that accepts images only, the
 * previews of newly chosen files, and the images already stored on a record.
 */
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import GripVertical from "lucide-react/icons/grip-vertical";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import ImagePlus from "lucide-react/icons/image-plus";
import Star from "lucide-react/icons/star";
import Trash2 from "lucide-react/icons/trash";
import X from "lucide-react/icons/x";
import { forwardRef, useId, useRef, type ChangeEvent, type ReactNode } from "react";
import { LIMITS } from "../../../domain/messages";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { FieldNotes } from "./form-controls";
import type { QueuedImage } from "./use-image-queue";

interface ImageFileInputProps {
  label: string;
  hint: string;
  multiple?: boolean;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  onFiles: (files: File[]) => void;
  /** Previews shown between the label and the drop zone. */
  children?: ReactNode;
}

/** The input itself is visually hidden but stays focusable; the drop zone shows its focus ring. */
export const ImageFileInput = forwardRef<HTMLInputElement, ImageFileInputProps>(function ImageFileInput(
  { label, hint, multiple = false, error, disabled, required, onFiles, children },
  ref,
) {
  const id = useId();
  const locale = useLocale();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again still fires a change (and is reported a duplicate).
    event.target.value = "";
    onFiles(files);
  };
  return (
    <div>
      <h2 className="mb-2 text-base font-semibold text-ink">
        {label}
        {required ? <span className="text-red-700"> *</span> : null}
      </h2>
      {children ? <div className="mb-3 space-y-3">{children}</div> : null}
      <label
        htmlFor={id}
        className={`flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus hover:bg-slate-50 ${
          error ? "border-red-600 bg-red-50/40" : "border-slate-300"
        }`}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-brand-700" />
        <span className="font-medium text-brand-800">
          <span className="sr-only">{label}: </span>
          {multiple ? m.adminPhotosChooseImages(locale) : m.adminPhotosChooseImage(locale)}
        </span>
        <input
          ref={ref}
          id={id}
          type="file"
          accept="image/*"
          multiple={multiple}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={onChange}
          className="sr-only"
        />
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
});

const ORDER_BUTTON =
  "grid size-9 place-items-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40";
const TILE = "relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100";
const REMOVE_BUTTON =
  "absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-white/95 text-red-700 shadow hover:bg-red-50 focus-visible:outline-focus";

export function NewImagePreviews({
  items,
  heading,
  onRemove,
  onClearAll,
}: {
  items: QueuedImage[];
  heading: string;
  onRemove: (key: string) => void;
  /** Offered when more than one new image is queued (blog and gallery forms). */
  onClearAll?: () => void;
}) {
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800">
          {heading} ({items.length})
        </h3>
        {onClearAll && items.length > 1 ? (
          <button type="button" onClick={onClearAll} className="min-h-11 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50">
            {m.adminPhotosClearAll(locale)}
          </button>
        ) : null}
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
        {items.map((item) => (
          <li key={item.key} className={TILE}>
            <img src={item.previewUrl} alt={m.adminPhotosPreviewOf(locale, { name: item.file.name })} className="size-full object-cover" />
            <SendingState name={item.file.name} upload={item.upload} />
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              aria-label={m.adminPhotosRemoveNew(locale, { name: item.file.name })}
              className={REMOVE_BUTTON}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where a new photo is on its way to the site, over its tile: a bar while it goes, a tick once the
 * site holds it, the reason when it was refused, a word when the network dropped it. Said to a
 * screen reader when it matters (held, refused, waiting), not at each percent; the save's own
 * alert says a refusal again.
 */
function SendingState({ name, upload }: { name: string; upload: QueuedImage["upload"] }) {
  const locale = useLocale();
  if (upload.state === "sent") {
    return (
      <span
        role="status"
        className="absolute bottom-1 left-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-medium text-emerald-800 shadow"
      >
        {m.adminPhotosSent(locale)}
        <span className="sr-only">: {name}</span>
      </span>
    );
  }
  if (upload.state === "failed") {
    return (
      <span
        role="status"
        className={`absolute inset-x-0 bottom-0 px-1.5 py-1 text-xs font-medium text-white ${upload.final ? "bg-red-700/95" : "bg-slate-800/90"}`}
      >
        {upload.final ? upload.message : m.adminPhotosWaitingConnection(locale)}
      </span>
    );
  }
  const percent = upload.state === "sending" && upload.total > 0 ? Math.round((100 * upload.sent) / upload.total) : 0;
  return (
    <span className="absolute inset-x-1.5 bottom-1.5 h-1.5 overflow-hidden rounded-full bg-white/80 shadow">
      <span
        role="progressbar"
        aria-label={m.adminPhotosSending(locale, { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="block h-full rounded-full bg-brand-700 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </span>
  );
}

/** A photo in an item's list: one stored on the item, or one newly chosen in this form. */
export interface PhotoTile {
  /** The stored photo's name, or the chosen photo's key in its queue. */
  key: string;
  /** Where the tile's picture is: a stored photo's small variant, or the chosen file itself. */
  src: string;
  /** A chosen photo: its file's name and where it is on its way to the site. */
  queued?: { name: string; upload: QueuedImage["upload"] };
}

/**
 * The photos of an item, in their order, those stored and those just chosen alike, before any save
 * (docs/product.md §4, §7): each can be removed, dragged to its place (by its handle, with a mouse,
 * a finger, or the keyboard: Space, the arrows, Space), moved one place earlier or later by button,
 * described, and, for a project, starred as its cover. A chosen photo shows how far it has gone.
 */
export function PhotoList({
  tiles,
  heading,
  onRemove,
  onMove,
  onPlace,
  cover,
  onUseAsCover,
  alts,
  onAltChange,
  onClearAll,
}: {
  tiles: PhotoTile[];
  heading: string;
  onRemove: (tile: PhotoTile, position: number) => void;
  /** Moves a photo one place earlier (-1) or later (+1). */
  onMove?: (key: string, delta: -1 | 1) => void;
  /** Puts a dragged photo where another one is. */
  onPlace?: (key: string, target: string) => void;
  /** The photo starred as the cover, when it is one of these. */
  cover?: string | null;
  onUseAsCover?: (key: string) => void;
  /** What each photo shows (issue #17), edited under it; empty: the title and the photo's number. */
  alts?: Record<string, string>;
  onAltChange?: (key: string, text: string) => void;
  /** Offered when more than one new photo is chosen (blog and gallery forms). */
  onClearAll?: () => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const locale = useLocale();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (tiles.length === 0) return null;
  const keys = tiles.map((tile) => tile.key);
  const chosen = tiles.filter((tile) => tile.queued).length;
  // The photo moves and the focus with it; at either end, to its other arrow, which is still usable.
  const move = (key: string, delta: -1 | 1) => {
    onMove?.(key, delta);
    requestAnimationFrame(() => {
      const item = [...(listRef.current?.children ?? [])].find((li) => (li as HTMLElement).dataset.photo === key);
      const same = item?.querySelector<HTMLButtonElement>(`[data-move="${delta}"]`);
      if (same?.disabled) item?.querySelector<HTMLButtonElement>(`[data-move="${-delta}"]`)?.focus();
    });
  };
  const place = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onPlace?.(String(active.id), String(over.id));
  };
  const number = (id: string | number) => keys.indexOf(String(id)) + 1;
  const count = keys.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => m.adminPhotosPickedUp(locale, { n: number(active.id), count }),
    onDragOver: ({ active, over }) =>
      over ? m.adminPhotosOver(locale, { n: number(active.id), place: number(over.id), count }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? m.adminPhotosDroppedAt(locale, { n: number(active.id), place: number(over.id), count })
        : m.adminPhotosDropped(locale, { n: number(active.id) }),
    onDragCancel: ({ active }) => m.adminPhotosCancelled(locale, { n: number(active.id) }),
  };
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800">
          {heading} ({tiles.length})
          {chosen > 0 && chosen < tiles.length ? (
            <span className="font-normal text-slate-600">{m.adminPhotosNewCount(locale, { count: chosen })}</span>
          ) : null}
        </h3>
        {onClearAll && chosen > 1 ? (
          <button type="button" onClick={onClearAll} className="min-h-11 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50">
            {m.adminPhotosClearAll(locale)}
          </button>
        ) : null}
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={place}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: m.adminPhotosInstructions(locale),
          },
        }}
      >
        <SortableContext items={keys} strategy={rectSortingStrategy} disabled={!onPlace}>
          <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {tiles.map((tile, index) => (
              <PhotoListTile
                key={tile.key}
                tile={tile}
                index={index}
                count={tiles.length}
                storedCount={tiles.length - chosen}
                onRemove={onRemove}
                onMove={onMove && tiles.length > 1 ? move : undefined}
                draggable={Boolean(onPlace) && tiles.length > 1}
                cover={cover}
                onUseAsCover={onUseAsCover}
                alt={alts?.[tile.key] ?? ""}
                onAltChange={onAltChange}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </div>
  );
}

function PhotoListTile({
  tile,
  index,
  count,
  storedCount,
  onRemove,
  onMove,
  draggable,
  cover,
  onUseAsCover,
  alt,
  onAltChange,
}: {
  tile: PhotoTile;
  index: number;
  count: number;
  storedCount: number;
  onRemove: (tile: PhotoTile, position: number) => void;
  onMove: ((key: string, delta: -1 | 1) => void) | undefined;
  draggable: boolean;
  cover: string | null | undefined;
  onUseAsCover: ((key: string) => void) | undefined;
  alt: string;
  onAltChange: ((key: string, text: string) => void) | undefined;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: tile.key,
    disabled: !draggable,
  });
  const locale = useLocale();
  const style = { transform: CSS.Translate.toString(transform), transition };
  const n = index + 1;
  const isCover = cover === tile.key;
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-photo={tile.key}
      className={`space-y-1.5 ${isDragging ? "relative z-10 opacity-80 drop-shadow-xl" : ""}`}
    >
      <div className={`${TILE} ${isCover ? "ring-3 ring-brand-600 ring-offset-1" : ""}`}>
        <img
          src={tile.src}
          alt={
            tile.queued
              ? m.adminPhotosPreviewOf(locale, { name: tile.queued.name })
              : m.adminPhotosStoredFile(locale, { n, count: storedCount })
          }
          loading={tile.queued ? undefined : "lazy"}
          draggable={false}
          className="size-full object-cover"
        />
        <button
          type="button"
          onClick={() => onRemove(tile, n)}
          aria-label={tile.queued ? m.adminPhotosRemoveNew(locale, { name: tile.queued.name }) : m.adminPhotosRemoveCurrent(locale, { n })}
          className={REMOVE_BUTTON}
        >
          {tile.queued ? <X aria-hidden="true" className="size-5" /> : <Trash2 aria-hidden="true" className="size-4" />}
        </button>
        {onUseAsCover ? (
          <button
            type="button"
            onClick={() => onUseAsCover(tile.key)}
            aria-pressed={isCover}
            aria-label={isCover ? m.adminPhotosIsCover(locale, { n }) : m.adminPhotosUseAsCover(locale, { n })}
            className={`absolute top-1 left-1 grid size-9 place-items-center rounded-full shadow focus-visible:outline-focus ${
              isCover ? "bg-brand-700 text-white" : "bg-white/95 text-slate-700 hover:bg-brand-50"
            }`}
          >
            <Star aria-hidden="true" className={`size-5 ${isCover ? "fill-current" : ""}`} />
          </button>
        ) : null}
        {isCover ? (
          <span className="absolute top-1.5 left-11 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {m.adminPhotosCover(locale)}
          </span>
        ) : null}
        {tile.queued ? <SendingState name={tile.queued.name} upload={tile.queued.upload} /> : null}
      </div>
      {onAltChange ? (
        <input
          type="text"
          value={alt}
          onChange={(event) => onAltChange(tile.key, event.target.value)}
          maxLength={LIMITS.altMax}
          aria-label={m.adminPhotosWhatImageShows(locale, { n })}
          placeholder={m.adminPhotosWhatItShows(locale)}
          className="block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink placeholder:text-slate-500 focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none"
        />
      ) : null}
      {onMove || draggable ? (
        <div className="flex items-center gap-1">
          {draggable ? (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={m.adminPhotosDrag(locale, { n })}
              className={`${ORDER_BUTTON} cursor-grab touch-none active:cursor-grabbing`}
            >
              <GripVertical aria-hidden="true" className="size-4" />
            </button>
          ) : null}
          {onMove ? (
            <>
              <button
                type="button"
                data-move="-1"
                onClick={() => onMove(tile.key, -1)}
                disabled={index === 0}
                aria-label={m.adminPhotosEarlier(locale, { n })}
                className={ORDER_BUTTON}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                data-move="1"
                onClick={() => onMove(tile.key, 1)}
                disabled={index === count - 1}
                aria-label={m.adminPhotosLater(locale, { n })}
                className={ORDER_BUTTON}
              >
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
