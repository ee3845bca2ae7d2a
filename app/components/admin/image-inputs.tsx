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
import Trash2 from "lucide-react/icons/trash";
import X from "lucide-react/icons/x";
import { forwardRef, useId, useRef, type ChangeEvent, type ReactNode } from "react";
import { LIMITS } from "../../../domain/messages";
import { variantUrl } from "../../lib/images";
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
          {multiple ? "Choose images" : "Choose an image"}
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
  if (items.length === 0) return null;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800">
          {heading} ({items.length})
        </h3>
        {onClearAll && items.length > 1 ? (
          <button type="button" onClick={onClearAll} className="min-h-11 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50">
            Clear all
          </button>
        ) : null}
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
        {items.map((item) => (
          <li key={item.key} className={TILE}>
            <img src={item.previewUrl} alt={`Preview of ${item.file.name}`} className="size-full object-cover" />
            <SendingState name={item.file.name} upload={item.upload} />
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              aria-label={`Remove new image ${item.file.name}`}
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
  if (upload.state === "sent") {
    return (
      <span
        role="status"
        className="absolute bottom-1 left-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-medium text-emerald-800 shadow"
      >
        Sent<span className="sr-only">: {name}</span>
      </span>
    );
  }
  if (upload.state === "failed") {
    return (
      <span
        role="status"
        className={`absolute inset-x-0 bottom-0 px-1.5 py-1 text-xs font-medium text-white ${upload.final ? "bg-red-700/95" : "bg-slate-800/90"}`}
      >
        {upload.final ? upload.message : "Waiting for the connection…"}
      </span>
    );
  }
  const percent = upload.state === "sending" && upload.total > 0 ? Math.round((100 * upload.sent) / upload.total) : 0;
  return (
    <span className="absolute inset-x-1.5 bottom-1.5 h-1.5 overflow-hidden rounded-full bg-white/80 shadow">
      <span
        role="progressbar"
        aria-label={`Sending ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="block h-full rounded-full bg-brand-700 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </span>
  );
}

/**
 * The photos an item has now, in their order: each can be removed, dragged to its place (by its
 * handle, with a mouse, a finger, or the keyboard: Space, the arrows, Space), moved one place
 * earlier or later by button (the order is saved with the form, issue #17), and, for a project,
 * made its cover.
 */
export function StoredImages({
  names,
  heading,
  onRemove,
  onMove,
  onPlace,
  cover,
  onUseAsCover,
  alts,
  onAltChange,
}: {
  names: string[];
  heading: string;
  onRemove: (name: string) => void;
  /** Moves a photo one place earlier (-1) or later (+1). */
  onMove?: (name: string, delta: -1 | 1) => void;
  /** Puts a dragged photo where another one is. */
  onPlace?: (name: string, target: string) => void;
  /** The photo chosen as the cover, when it is one of these. */
  cover?: string | null;
  onUseAsCover?: (name: string) => void;
  /** What each photo shows (issue #17), edited under it; empty: the title and the photo's number. */
  alts?: Record<string, string>;
  onAltChange?: (name: string, text: string) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (names.length === 0) return null;
  // The photo moves and the focus with it; at either end, to its other arrow, which is still usable.
  const move = (name: string, delta: -1 | 1) => {
    onMove?.(name, delta);
    requestAnimationFrame(() => {
      const item = [...(listRef.current?.children ?? [])].find((li) => (li as HTMLElement).dataset.photo === name);
      const same = item?.querySelector<HTMLButtonElement>(`[data-move="${delta}"]`);
      if (same?.disabled) item?.querySelector<HTMLButtonElement>(`[data-move="${-delta}"]`)?.focus();
    });
  };
  const place = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onPlace?.(String(active.id), String(over.id));
  };
  const number = (id: string | number) => names.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up image ${number(active.id)} of ${names.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `Image ${number(active.id)} is over place ${number(over.id)} of ${names.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `Image ${number(active.id)} dropped at place ${number(over.id)} of ${names.length}.` : `Image ${number(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving image ${number(active.id)} was cancelled; it is back in its place.`,
  };
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-800">
        {heading} ({names.length})
      </h3>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={place}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: "To move this image, press Space, then the arrow keys, then Space again to drop it or Escape to cancel.",
          },
        }}
      >
        <SortableContext items={names} strategy={rectSortingStrategy} disabled={!onPlace}>
          <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {names.map((name, index) => (
              <StoredImage
                key={name}
                name={name}
                index={index}
                count={names.length}
                onRemove={onRemove}
                onMove={onMove ? move : undefined}
                draggable={Boolean(onPlace)}
                cover={cover}
                onUseAsCover={onUseAsCover}
                alt={alts?.[name] ?? ""}
                onAltChange={onAltChange}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </div>
  );
}

function StoredImage({
  name,
  index,
  count,
  onRemove,
  onMove,
  draggable,
  cover,
  onUseAsCover,
  alt,
  onAltChange,
}: {
  name: string;
  index: number;
  count: number;
  onRemove: (name: string) => void;
  onMove: ((name: string, delta: -1 | 1) => void) | undefined;
  draggable: boolean;
  cover: string | null | undefined;
  onUseAsCover: ((name: string) => void) | undefined;
  alt: string;
  onAltChange: ((name: string, text: string) => void) | undefined;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: name,
    disabled: !draggable,
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-photo={name}
      className={`space-y-1.5 ${isDragging ? "relative z-10 opacity-80 drop-shadow-xl" : ""}`}
    >
      <div className={TILE}>
        <img
          src={variantUrl(name, 480)}
          alt={`Stored file ${index + 1} of ${count}`}
          loading="lazy"
          draggable={false}
          className="size-full object-cover"
        />
        <button type="button" onClick={() => onRemove(name)} aria-label={`Remove current image ${index + 1}`} className={REMOVE_BUTTON}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
        {cover === name ? (
          <span className="absolute bottom-1.5 left-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Cover</span>
        ) : null}
      </div>
      {onAltChange ? (
        <input
          type="text"
          value={alt}
          onChange={(event) => onAltChange(name, event.target.value)}
          maxLength={LIMITS.altMax}
          aria-label={`What image ${index + 1} shows`}
          placeholder="What it shows"
          className="block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink placeholder:text-slate-500 focus:border-focus focus:ring-2 focus:ring-focus/30 focus:outline-none"
        />
      ) : null}
      {onMove || onUseAsCover || draggable ? (
        <div className="flex items-center gap-1">
          {draggable ? (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Drag image ${index + 1} to its place`}
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
                onClick={() => onMove(name, -1)}
                disabled={index === 0}
                aria-label={`Move image ${index + 1} earlier`}
                className={ORDER_BUTTON}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                data-move="1"
                onClick={() => onMove(name, 1)}
                disabled={index === count - 1}
                aria-label={`Move image ${index + 1} later`}
                className={ORDER_BUTTON}
              >
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            </>
          ) : null}
          {onUseAsCover && cover !== name ? (
            <button
              type="button"
              onClick={() => onUseAsCover(name)}
              aria-label={`Use image ${index + 1} as the cover`}
              className="ml-auto min-h-9 rounded-md px-2 text-xs font-semibold text-brand-800 hover:bg-brand-50"
            >
              Use as cover
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
