/**
 * The rows of "Arrange portfolio" (docs/product.md §2): every project in the order visitors see
 * them, one column on a phone. Each is dragged to its place by its handle (a mouse, a finger, or
 * the keyboard: Space, the arrows, Space), or moved one place at a time by button for those who
 * cannot drag, and one may be pinned as the featured project: it goes to the top and stays there
 * until unpinned. The order is the page's until it is saved (routes/admin/arrange-projects.tsx).
 */
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
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import GripVertical from "lucide-react/icons/grip-vertical";
import Pin from "lucide-react/icons/pin";
import PinOff from "lucide-react/icons/pin-off";
import { useRef, useState } from "react";
import { isPublic } from "../../../domain/publishing";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import type { AdminItem } from "./kind-loaders";
import { Thumbnail } from "./manage-parts";
import { StatusBadge } from "./publishing";

/** The order on the page and the pinned project, and the moves that change them. */
export interface ArrangeState {
  order: string[];
  pinned: string | null;
}

/** The first place a project may be moved to: under the pinned one, which stays first. */
function firstFree(state: ArrangeState, id: string): number {
  return state.pinned !== null && state.pinned !== id ? 1 : 0;
}

function moveTo(state: ArrangeState, id: string, to: number): ArrangeState {
  const from = state.order.indexOf(id);
  const target = Math.max(firstFree(state, id), Math.min(to, state.order.length - 1));
  if (from < 0 || from === target || state.pinned === id) return state;
  const order = [...state.order];
  order.splice(from, 1);
  order.splice(target, 0, id);
  return { ...state, order };
}

/** Pinning puts the project first; unpinning leaves it there, free to move. */
export function pin(state: ArrangeState, id: string | null): ArrangeState {
  if (id === null) return { ...state, pinned: null };
  return { order: [id, ...state.order.filter((other) => other !== id)], pinned: id };
}

const ROW_BUTTON =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-40";

export function ArrangeList({
  items,
  state,
  onChange,
}: {
  /** The projects by id. */
  items: ReadonlyMap<string, AdminItem>;
  state: ArrangeState;
  onChange: (next: ArrangeState) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const locale = useLocale();
  const [said, setSaid] = useState("");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { order } = state;
  const count = order.length;
  const titleOf = (id: string | number) => items.get(String(id))?.title || m.adminItemsUntitledProject(locale);
  const placeOf = (id: string | number) => order.indexOf(String(id)) + 1;

  // The project moves and the focus stays on the button pressed; at either end, on its other arrow.
  const move = (id: string, delta: -1 | 1) => {
    const next = moveTo(state, id, order.indexOf(id) + delta);
    if (next === state) return;
    onChange(next);
    setSaid(m.adminItemsArrangeMoved(locale, { title: titleOf(id), place: next.order.indexOf(id) + 1, count }));
    requestAnimationFrame(() => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-project="${id}"]`);
      const same = row?.querySelector<HTMLButtonElement>(`[data-move="${delta}"]`);
      (same && !same.disabled ? same : row?.querySelector<HTMLButtonElement>(`[data-move="${-delta}"]`))?.focus();
    });
  };
  const place = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveTo(state, String(active.id), order.indexOf(String(over.id))));
  };
  const togglePin = (id: string) => {
    const pinning = state.pinned !== id;
    onChange(pin(state, pinning ? id : null));
    setSaid((pinning ? m.adminItemsArrangePinned : m.adminItemsArrangeUnpinned)(locale, { title: titleOf(id) }));
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLButtonElement>(`[data-project="${id}"] [data-pin]`)?.focus());
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => m.adminItemsArrangePickedUp(locale, { title: titleOf(active.id), place: placeOf(active.id), count }),
    onDragOver: ({ active, over }) =>
      over ? m.adminItemsArrangeOver(locale, { title: titleOf(active.id), place: placeOf(over.id), count }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? m.adminItemsArrangeDroppedAt(locale, { title: titleOf(active.id), place: placeOf(over.id), count })
        : m.adminItemsArrangeDropped(locale, { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => m.adminItemsArrangeCancelled(locale, { title: titleOf(active.id) }),
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={place}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: m.adminItemsArrangeInstructions(locale),
          },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} aria-label={m.adminItemsArrangeListLabel(locale)} className="space-y-3">
            {order.map((id, index) => {
              const item = items.get(id);
              return item ? (
                <ArrangeRow
                  key={id}
                  item={item}
                  index={index}
                  count={count}
                  pinned={state.pinned === id}
                  first={firstFree(state, id)}
                  onMove={move}
                  onPin={togglePin}
                />
              ) : null;
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" className="sr-only">
        {said}
      </p>
    </>
  );
}

function ArrangeRow({
  item,
  index,
  count,
  pinned,
  first,
  onMove,
  onPin,
}: {
  item: AdminItem;
  index: number;
  count: number;
  pinned: boolean;
  /** The first place it may take (1 under a pinned project). */
  first: number;
  onMove: (id: string, delta: -1 | 1) => void;
  onPin: (id: string) => void;
}) {
  // The pinned project stays first: it is not dragged, and nothing is dropped above it.
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item._id,
    disabled: pinned,
  });
  const locale = useLocale();
  const title = item.title || m.adminItemsUntitledProject(locale);
  const cover = typeof item.coverImage === "string" ? item.coverImage : null;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-project={item._id}
      className={`rounded-card border bg-white p-3 shadow-card ${pinned ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200"} ${
        isDragging ? "relative z-10 opacity-90 drop-shadow-xl" : ""
      }`}
    >
      <div className="flex items-center gap-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          disabled={pinned || count < 2}
          aria-label={m.adminItemsArrangeDrag(locale, { title })}
          className="grid size-12 shrink-0 cursor-grab touch-none place-items-center rounded-lg border border-slate-300 bg-slate-50 text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none active:cursor-grabbing disabled:cursor-default disabled:opacity-40"
        >
          <GripVertical aria-hidden="true" className="size-6" />
        </button>
        <Thumbnail name={cover} className="size-14 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-semibold break-words text-ink">
            <span className="mr-1.5 text-sm font-medium text-slate-500">{index + 1}.</span>
            {title}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-1.5">
            {pinned ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {m.adminItemsArrangeFeatured(locale)}
              </span>
            ) : null}
            {isPublic(item, new Date()) ? null : <StatusBadge item={item} />}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          data-move="-1"
          onClick={() => onMove(item._id, -1)}
          disabled={pinned || index <= first}
          aria-label={m.adminItemsArrangeEarlier(locale, { title })}
          className={ROW_BUTTON}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          data-move="1"
          onClick={() => onMove(item._id, 1)}
          disabled={pinned || index >= count - 1}
          aria-label={m.adminItemsArrangeLater(locale, { title })}
          className={ROW_BUTTON}
        >
          <ArrowDown aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          data-pin
          onClick={() => onPin(item._id)}
          // The words it shows, then which project (label in name, WCAG 2.5.3).
          aria-label={(pinned ? m.adminItemsArrangeUnpinName : m.adminItemsArrangePinName)(locale, { title })}
          className={`${ROW_BUTTON} ml-auto ${pinned ? "border-brand-700 text-brand-800" : ""}`}
        >
          {pinned ? <PinOff aria-hidden="true" className="size-4" /> : <Pin aria-hidden="true" className="size-4" />}
          {pinned ? m.adminItemsArrangeUnpin(locale) : m.adminItemsArrangePin(locale)}
        </button>
      </div>
    </li>
  );
}
